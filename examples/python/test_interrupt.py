#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Ctrl-C during long calls (run by meson test, suite "python").

Each test runs a long call in a child Python (a 4x4 solve takes minutes,
an AI with a budget of 10**9 nodes or a Nimstring value of an empty 6x6
board longer), sends it SIGINT once the call is under way, and checks
that the call raised KeyboardInterrupt, with nothing printed about an
ignored exception, and that the object and the game then still work.  The bound
(WAIT) only catches a hang: a binding that lets the C call run on until it
ends fails here.

The AI and the evaluator are stopped in C (dnb_ai_cancel,
dnb_nimstring_cancel): the tests check that the object kept its C object
and the worker thread its place, which happens only when the C call has
ended; with the cancel made unavailable, as with an older libdnb, the
object gets a fresh C object and the worker is retired instead.

Run by hand with, e.g.,
    DNB_LIBRARY=build/lib/libdnb.so.1 python3 examples/python/test_interrupt.py
"""

import os
import signal
import subprocess
import sys
import textwrap
import unittest

import dnb

WAIT = 30      # seconds: a bound on a hang, never a measure of speed

# The child: OBJECT is the object whose call is interrupted; a helper
# thread says "ready" once that call holds it (and a moment more, so that
# the C function runs), and the parent reads that line, then sends SIGINT.
PRELUDE = """
import ctypes, sys, threading, time
import dnb
import dnb._interrupt

def cptr(obj):
    return ctypes.cast(obj._ptr, ctypes.c_void_p).value

def kept(obj, before):
    # the same C object, and the worker kept: the C call has ended
    return cptr(obj) == before and dnb._interrupt._worker is not None

def announce(obj):
    def watch():
        while not obj._users:
            time.sleep(0.01)
        time.sleep(0.5)
        print("ready", flush=True)
    threading.Thread(target=watch, daemon=True).start()
"""


class Interrupt(unittest.TestCase):

    def child(self, body, interrupt=True):
        """Run PRELUDE + body in a child Python; SIGINT it when it says
        "ready" (if ``interrupt``); its stdout lines and stderr."""
        env = dict(os.environ)
        here = os.path.dirname(os.path.dirname(os.path.abspath(dnb.__file__)))
        env["PYTHONPATH"] = here + os.pathsep + env.get("PYTHONPATH", "")
        proc = subprocess.Popen(
            [sys.executable, "-c", PRELUDE + textwrap.dedent(body)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=env)
        try:
            if interrupt:
                line = proc.stdout.readline()
                self.assertEqual(line, "ready\n", proc.stderr.read()
                                 if not line else line)
                proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=WAIT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            self.fail("the call went on %d s after SIGINT" % WAIT)
        self.assertNotIn("Exception ignored", err)
        self.assertEqual(proc.returncode, 0, err)
        return out.splitlines(), err

    def test_solve(self):
        out, _ = self.child("""
            s = dnb.Solver()
            g = dnb.Game(4, 4)
            announce(s)
            try:
                s.solve(g)
            except KeyboardInterrupt:
                print("interrupted")
            print(s.solve(dnb.Game(2, 2)).value)
            g.play("a1-b1")
            print(s.value(dnb.Game(2, 2, moves="a1-b1")).value, g.moves)
        """)
        self.assertEqual(out, ["interrupted", "2",
                               "-2 ['a1-b1']"])

    def test_solve_with_progress(self):
        # The issue: "Exception ignored ... KeyboardInterrupt", then
        # SolverStopped.
        out, _ = self.child("""
            seen = []
            s = dnb.Solver(progress=lambda p: seen.append(p.nodes))
            announce(s)
            try:
                s.solve(dnb.Game(4, 4))
            except KeyboardInterrupt:
                print("interrupted")
            except dnb.SolverStopped:
                print("stopped")
            print(s.solve(dnb.Game(2, 2)).value)
        """)
        self.assertEqual(out, ["interrupted", "2"])

    def test_move_values(self):
        out, _ = self.child("""
            s = dnb.Solver()
            announce(s)
            try:
                s.move_values(dnb.Game(4, 4))
            except KeyboardInterrupt:
                print("interrupted")
            print(sorted(set(s.move_values(dnb.Game(2, 2)).values())))
        """)
        self.assertEqual(out, ["interrupted", "[0, 2]"])

    def test_ai(self):
        out, _ = self.child("""
            ai = dnb.AI(level="hard", node_limit=10**9)
            g = dnb.Game(8, 8)
            before = cptr(ai)
            announce(ai)
            try:
                ai.move(g)
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ai, before))
            print(ai.level, ai.options["node_limit"])
            ai.set_options(node_limit=1000)
            h = ai.play(g)
            print(g.move_count, h.move in g.moves)
        """)
        self.assertEqual(out, ["interrupted", "True", "hard 1000000000",
                               "1 True"])

    def test_ai_without_cancel(self):
        # A libdnb without dnb_ai_cancel: the call is abandoned, the AI
        # gets a fresh C AI and plays on.
        out, _ = self.child("""
            import dnb.ai
            dnb.ai.CAN_CANCEL = False
            ai = dnb.AI(level="hard", node_limit=10**9)
            g = dnb.Game(8, 8)
            before = cptr(ai)
            announce(ai)
            try:
                ai.move(g)
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ai, before), cptr(ai) == before)
            ai.set_options(node_limit=1000)
            h = ai.play(g)
            print(g.move_count, h.move in g.moves)
        """)
        self.assertEqual(out, ["interrupted", "False False", "1 True"])

    def test_ai_with_book(self):
        out, _ = self.child("""
            ai = dnb.AI(level="perfect", node_limit=10**9)
            book = dnb.Book(4, 4)
            ai.set_book(book)
            before = cptr(ai)
            announce(ai)
            try:
                ai.hint(dnb.Game(4, 4))
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ai, before))
            # the book is free again: it can be changed
            book.close()
            ai.set_book(None)
            book = dnb.Book(4, 4)
            ai.set_book(book)
            print(ai.book is book)
            ai.set_options(node_limit=1000)
            print(ai.hint(dnb.Game(3, 3)).move is not None)
        """)
        self.assertEqual(out, ["interrupted", "True", "True", "True"])

    def test_nimstring(self):
        out, _ = self.child("""
            ns = dnb.Nimstring()
            graph = dnb.NimstringGraph.from_game(dnb.Game(6, 6, "nimstring"))
            before = cptr(ns)
            announce(ns)
            try:
                ns.value(graph)
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ns, before))
            print(ns.value(dnb.Game(2, 2, "nimstring")), len(graph))
        """)
        self.assertEqual(out, ["interrupted", "True", "0 84"])

    def test_nimstring_move_values(self):
        out, _ = self.child("""
            ns = dnb.Nimstring()
            graph = dnb.NimstringGraph.from_game(dnb.Game(6, 6, "nimstring"))
            before = cptr(ns)
            announce(ns)
            try:
                ns.move_values(graph)
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ns, before))
            print(ns.value(dnb.Game(2, 2, "nimstring")))
        """)
        self.assertEqual(out, ["interrupted", "True", "0"])

    def test_nimstring_without_cancel(self):
        out, _ = self.child("""
            import dnb.nimstring
            dnb.nimstring.CAN_CANCEL = False
            ns = dnb.Nimstring()
            graph = dnb.NimstringGraph.from_game(dnb.Game(6, 6, "nimstring"))
            before = cptr(ns)
            announce(ns)
            try:
                ns.value(graph)
            except KeyboardInterrupt:
                print("interrupted")
            print(kept(ns, before), cptr(ns) == before)
            print(ns.value(dnb.Game(2, 2, "nimstring")))
        """)
        self.assertEqual(out, ["interrupted", "False False", "0"])

    def test_raising_callback(self):
        # No signal: the callback's own exception comes out of the call,
        # as it is, and the solver works afterwards.
        out, err = self.child("""
            calls = []
            def progress(p):
                calls.append(p)
                if len(calls) == 3:
                    raise ValueError("enough")
            s = dnb.Solver(progress=progress, progress_nodes=1000)
            try:
                s.solve(dnb.Game(4, 4))
            except ValueError as e:
                print("ValueError", e)
            s.set_options(progress=None)
            print(s.solve(dnb.Game(2, 2)).value, len(calls))
        """, interrupt=False)
        self.assertEqual(out, ["ValueError enough", "2 3"])
        self.assertEqual(err, "")

    def test_other_thread(self):
        # From a thread other than the main one the call runs where it is
        # called (its progress callback too), as before.
        out, _ = self.child("""
            where = []
            s = dnb.Solver(progress=lambda p: where.append(
                threading.current_thread().name), progress_nodes=1000,
                node_limit=5000)
            t = threading.Thread(target=lambda: s.solve(dnb.Game(4, 4),
                                                        partial=True),
                                 name="mine")
            t.start()
            t.join()
            print(sorted(set(where)))
        """, interrupt=False)
        self.assertEqual(out, ["['mine']"])


if __name__ == "__main__":
    unittest.main()
