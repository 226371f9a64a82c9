#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Calls that overlap on one object (run by meson test, suite "python").

A call from another thread, or from a callback inside a call, that would
change or free an object a running call uses raises dnb.BusyError and
changes nothing; reads that the C library allows side by side go on.

Nothing here waits on a clock.  The solver's progress callback stops a
real search; for the calls without a callback, Blocked stops the call in
ctypes' conversion of one of its arguments, after the binding has taken
the call's objects and just before the C function runs, until the test
lets it go.  On a binding without the guard, the objects freed meanwhile
are then used by the C function: these tests crash there (SIGSEGV, or an
ASan report of a heap-use-after-free).

Run by hand with, e.g.,
    DNB_LIBRARY=build/lib/libdnb.so.1 python3 examples/python/test_threads.py
"""

import ctypes
import os
import threading
import unittest

import dnb

HERE = os.path.dirname(os.path.abspath(__file__))
BOOKS = os.path.join(HERE, "..", "..", "lib", "book", "data")
WAIT = 120      # seconds: a bound on a hang, never a measure of speed


class Blocked:
    """Runs ``call`` in a thread and stops it inside the ctypes call of the
    C function ``name``, while ctypes converts argument ``index``; the C
    function runs once the ``with`` block ends.  ``result`` and ``error``
    hold what the call gave."""

    def __init__(self, name, index, call):
        f = getattr(dnb._native.fn, name)
        self.name = name
        self.cfunc = getattr(f, "__wrapped__", f)    # the ctypes function
        self.saved = self.cfunc.argtypes
        self.index = index
        self.call = call
        self.stopped = False
        self.inside = threading.Event()
        self.go = threading.Event()
        self.result = self.error = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        try:
            self.result = self.call()
        except BaseException as e:
            self.error = e
        finally:
            self.inside.set()           # the test never waits in vain

    def __enter__(self):
        original = self.saved[self.index]
        blocked = self

        class Gate:
            @staticmethod
            def from_param(obj):
                if (threading.current_thread() is blocked.thread and
                        not blocked.stopped):
                    blocked.stopped = True
                    blocked.inside.set()
                    blocked.go.wait(WAIT)
                return original.from_param(obj)
        argtypes = list(self.saved)
        argtypes[self.index] = Gate
        self.cfunc.argtypes = argtypes
        self.thread.start()
        self.inside.wait(WAIT)
        if not self.stopped:
            self.__exit__()
            raise AssertionError("the call ended before %s: %r"
                                 % (self.name, self.error))
        return self

    def __exit__(self, *exc):
        self.go.set()
        self.thread.join(WAIT)
        self.cfunc.argtypes = self.saved
        return False


def chain_graph(coins):
    """A chain of ``coins`` coins, both ends on the ground."""
    strings = [(None, 0)] + [(i, i + 1) for i in range(coins - 1)]
    return dnb.NimstringGraph(coins, strings + [(coins - 1, None)])


class Threads(unittest.TestCase):
    def assertBusy(self, call, *args, **kwargs):
        """call(*args) raises BusyError (E_BUSY); returns the exception."""
        with self.assertRaises(dnb.BusyError) as cm:
            call(*args, **kwargs)
        self.assertEqual(cm.exception.status, dnb.E_BUSY)
        return cm.exception

    def test_every_call_on_an_object_is_guarded(self):
        # Each C function that takes a pointer to a libdnb object goes
        # through the guard (dnb._owned.guarded); a new one declared
        # without it would let close() free the object under it.
        def takes_object(t):
            return (isinstance(t, type) and issubclass(t, ctypes._Pointer)
                    and issubclass(t._type_, ctypes.Structure)
                    and not hasattr(t._type_, "_fields_"))
        unguarded, guarded = [], 0
        for name in dir(dnb._native.fn):
            f = getattr(dnb._native.fn, name)
            c = getattr(f, "__wrapped__", f)
            if not any(map(takes_object, getattr(c, "argtypes", None) or ())):
                continue
            if c is f:
                unguarded.append(name)
            else:
                guarded += 1
        self.assertEqual(unguarded, [])
        self.assertGreater(guarded, 90)

    def test_solver_from_another_thread(self):
        # The solver's own progress callback holds a real search: meanwhile
        # the solver and its game refuse, with BusyError, what would
        # change or free them, and say why (another thread, not a
        # callback); reading the game goes on.
        inside, go = threading.Event(), threading.Event()
        seen = {}

        def progress(p):
            if not inside.is_set():
                seen["memory"] = s.memory    # allowed from the callback
                inside.set()
                go.wait(WAIT)
            return False
        s = dnb.Solver(tt_mb=4, progress_nodes=64, progress=progress)
        g = dnb.Game(3, 3)
        out = {}

        def run():
            try:
                out["value"] = s.solve(g).value
            except BaseException as e:
                out["error"] = e
            finally:
                inside.set()
        t = threading.Thread(target=run, daemon=True)
        t.start()
        try:
            self.assertTrue(inside.wait(WAIT))
            self.assertNotIn("error", out)
            with dnb.Game(2, 2) as other:
                e = self.assertBusy(s.solve, other)
            self.assertIn("another thread", str(e))
            self.assertNotIn("callback", str(e))
            for call in (s.close, s.clear, lambda: s.set_options(tt_mb=2),
                         lambda: s.move_values(g), lambda: s.memory,
                         g.close, lambda: g.play("a1-b1"), g.undo,
                         lambda: g.undo_to(0)):
                self.assertBusy(call)
            self.assertFalse(s.closed or g.closed)
            self.assertEqual(g.move_count, 0)        # reads go on
            self.assertEqual(len(g.legal_moves), 24)
        finally:
            go.set()
            t.join(WAIT)
        self.assertEqual(out, {"value": -3})
        self.assertGreater(seen["memory"], 0)
        self.assertEqual(s.options["tt_mb"], 4)
        s.close()
        g.close()
        self.assertTrue(s.closed and g.closed)

    def test_game_from_the_solvers_callback(self):
        # The callback runs inside solve(game): changing or freeing that
        # game there is refused (the library's own E_BUSY text, which
        # speaks of a callback), reading it is not.
        g = dnb.Game(3, 3)
        refused, read = [], []

        def progress(p):
            for call in (lambda: g.play("a1-b1"), g.undo, g.close):
                try:
                    call()
                except dnb.BusyError as e:
                    refused.append(str(e))
            read.append(g.move_count)
            return False
        with dnb.Solver(tt_mb=4, progress_nodes=64, progress=progress) as s:
            self.assertEqual(s.solve(g).value, -3)
        self.assertGreater(len(read), 0)
        self.assertEqual(len(refused), 3 * len(read))
        self.assertIn("callback", refused[0])
        self.assertEqual(g.move_count, 0)
        self.assertFalse(g.closed)
        g.close()

    def test_ai_and_its_game_during_a_move(self):
        g = dnb.Game(3, 3)
        ai = dnb.AI(level="hard", seed=3, node_limit=2000)
        with Blocked("dnb_ai_move", 2, lambda: ai.move(g)) as b:
            for call in (ai.close, lambda: ai.move(g), lambda: ai.hint(g),
                         lambda: ai.set_options(level="easy"),
                         lambda: ai.options, lambda: ai.set_book(None),
                         g.close, lambda: g.play("a1-b1")):
                self.assertBusy(call)
            self.assertEqual(len(g.legal_moves), 24)   # reads go on
        self.assertIsNone(b.error)
        self.assertIn(b.result, g.legal_moves)
        self.assertEqual(ai.level, "hard")
        ai.close()
        g.close()

    def test_an_ais_book_during_a_move(self):
        # The book an AI holds is read by its moves: add() and close()
        # wait for no one and are refused; lookups go on beside.
        book = dnb.Book.open(os.path.join(BOOKS, "3x3.book"))
        g = dnb.Game(3, 3)
        ai = dnb.AI(level="hard")
        ai.set_book(book)
        with Blocked("dnb_ai_hint", 2, lambda: ai.hint(g)) as b:
            self.assertBusy(book.close)
            self.assertBusy(book.add, g, -3, ["a1-b1"])
            self.assertIsNotNone(book.lookup(g))
        self.assertIsNone(b.error)
        self.assertEqual(b.result.reason, "book")
        book.close()            # held by the AI: freed when it lets go
        self.assertEqual(ai.hint(g).reason, "book")
        ai.close()
        self.assertIsNone(book._orphan)
        g.close()

    def test_nimstring_and_its_graph(self):
        with dnb.Nimstring() as ref, chain_graph(12) as twin:
            expected = ref.move_values(twin)
            value = ref.value(twin)
        ns, graph = dnb.Nimstring(), chain_graph(12)
        with Blocked("dnb_nimstring_move_values", 2,
                     lambda: ns.move_values(graph)) as b:
            for call in (ns.close, graph.close, lambda: ns.value(graph),
                         lambda: graph.add_string(0, None), ns.clear,
                         lambda: ns.set_options(memo_mb=1),
                         lambda: ns.nodes):
                self.assertBusy(call)
            self.assertEqual(graph.string_count, 13)     # reads go on
            with dnb.Nimstring() as other:        # so does another
                self.assertEqual(other.value(graph), value)   # evaluator
        self.assertIsNone(b.error)
        self.assertEqual(b.result, expected)
        self.assertEqual(ns.options["memo_mb"], 16)
        ns.close()
        graph.close()

    def test_a_book_read_and_changed(self):
        book = dnb.Book(2, 2)
        g = dnb.Game(2, 2)
        with dnb.Solver() as s:
            best = s.solve(g)
        with Blocked("dnb_book_lookup", 2, lambda: book.lookup(g)) as b:
            self.assertBusy(book.close)
            self.assertBusy(book.add, g, 2, ["a1-b1"])
            self.assertBusy(g.close)
            self.assertBusy(g.play, "a1-b1")
            self.assertIsNone(book.lookup(g))       # a read beside a read
            self.assertEqual(len(book), 0)
        self.assertIsNone(b.error)
        self.assertIsNone(b.result)
        with Blocked("dnb_book_add", 2,
                     lambda: book.add(g, best.value, best.best_moves)) as b:
            self.assertBusy(book.lookup, g)         # a read beside a write
            self.assertBusy(len, book)
            self.assertBusy(book.close)
            self.assertEqual(g.move_count, 0)       # the game is only read
        self.assertIsNone(b.error)
        self.assertEqual(book.lookup(g), (best.value, best.best_moves))
        book.close()
        g.close()

    def test_an_endgame(self):
        eg = dnb.Endgame("3 4l 8l")
        with Blocked("dnb_endgame_evaluate", 1, eg.evaluate) as b:
            self.assertBusy(eg.close)
            self.assertBusy(eg.add, 3)
            self.assertBusy(eg.clear)
            self.assertEqual(str(eg), "3 + 4l + 8l")    # reads go on
        self.assertIsNone(b.error)
        self.assertEqual(b.result.value, 1)
        eg.close()

    def test_a_dots_game(self):
        d = dnb.Dots(5, 5)
        with Blocked("dnb_dots_format", 1, d.format) as b:
            self.assertBusy(d.close)
            self.assertBusy(d.play, "c3")
            self.assertBusy(d.undo)
            self.assertEqual(d.free_count, 25)           # reads go on
        self.assertIsNone(b.error)
        self.assertEqual(dnb.Dots.parse(b.result).free_count, 25)
        d.close()

    def test_reads_of_a_closed_object_after_the_call(self):
        # Once the call has returned, close() is allowed, and the object
        # is closed for every later call (ValueError, never a crash).
        graph = chain_graph(3)
        with dnb.Nimstring() as ns:
            with Blocked("dnb_nimstring_value", 2,
                         lambda: ns.value(graph)) as b:
                self.assertBusy(graph.close)
            graph.close()
            with self.assertRaises(ValueError):
                ns.value(graph)
        self.assertIsNone(b.error)


if __name__ == "__main__":
    unittest.main(verbosity=2)
