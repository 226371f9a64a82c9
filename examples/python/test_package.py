#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of what makes the binding a Python package (run by meson test,
suite "python"): where the library is found, __version__, the exception
classes, comparison, copying and pickling, the reprs, the spellings of
properties and methods, and the SVG pictures.

Why this file is long: one class for each of these, each short; what they
share is the package as a whole rather than one of its modules.

Run by hand like test_dnb.py:
    DNB_LIBRARY=build/lib/libdnb.so.1 python3 examples/python/test_package.py
"""

import copy
import os
import pickle
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import unittest
import xml.etree.ElementTree as ET

import dnb
import dnb.svg
from test_dnb import header_defines

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARY = os.environ.get("DNB_LIBRARY")
SVG = "{http://www.w3.org/2000/svg}"

# Prints the real paths of the libdnb objects the interpreter has mapped.
SHOW_LOADED = (
    "import os, dnb\n"
    "maps = {l.split()[-1] for l in open('/proc/self/maps') if 'libdnb' in l}\n"
    "print('\\n'.join(sorted(os.path.realpath(p) for p in maps)))\n")


def clean_env(**extra):
    """The environment without anything that points at a libdnb."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DNB_LIBRARY", "LD_LIBRARY_PATH", "PYTHONPATH",
                        "PKG_CONFIG_PATH")}
    env.update(extra)
    return env


def loaded_in(env, cwd):
    r = subprocess.run([sys.executable, "-c", SHOW_LOADED], env=env, cwd=cwd,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return r.returncode, r.stdout.split(), r.stderr


class Loading(unittest.TestCase):
    def test_order_of_the_candidates(self):
        cand = dnb._native.library_candidates
        bundled = "/pkg/dnb/_bundled/libdnb.so.1"
        self.assertEqual(list(cand({"DNB_LIBRARY": "/x/libdnb.so.1"},
                                   bundled)), ["/x/libdnb.so.1"])
        self.assertEqual(list(cand({"DNB_LIBRARY": HERE}, bundled)),
                         [os.path.join(HERE, "libdnb.so.1")])
        first_two = list(cand({}, bundled))[:2]
        self.assertEqual(first_two, [bundled, "libdnb.so.1"])
        self.assertEqual(next(cand({}, None)), "libdnb.so.1")
        if os.path.dirname(dnb.__file__) == os.path.join(HERE, "dnb"):
            self.assertIsNone(dnb._install.LIBRARY)   # the source tree's

    @unittest.skipUnless(LIBRARY, "needs DNB_LIBRARY")
    def test_loader_search_path_without_the_variable(self):
        # No DNB_LIBRARY: the SONAME through the loader (LD_LIBRARY_PATH
        # here stands for the ld.so cache of an installed library).
        env = clean_env(PYTHONPATH=HERE,
                        LD_LIBRARY_PATH=os.path.dirname(LIBRARY))
        status, loaded, err = loaded_in(env, HERE)
        self.assertEqual(status, 0, err)
        self.assertEqual(loaded, [os.path.realpath(LIBRARY)])

    @unittest.skipUnless(LIBRARY, "needs DNB_LIBRARY")
    def test_bundled_library_books_and_tool(self):
        # A copy of the package laid out as the wheel installs it
        # (examples/python/meson.build): the package in site, its
        # dist-info beside it, whose RECORD lists the books of the data
        # scheme in share/libdnb/books and the script bin/dnb.  With no
        # variable set it loads the library of dnb/_bundled, gives the
        # library those books as DNB_BOOK_DIR, and `python -m dnb` runs
        # the script.
        # With DNB_LIBRARY, the library named and the books left alone.
        books = os.path.join(HERE, "..", "..", "lib", "book", "data")
        with tempfile.TemporaryDirectory() as top:
            tmp = os.path.join(top, "lib", "site")
            shutil.copytree(os.path.join(HERE, "dnb"),
                            os.path.join(tmp, "dnb"),
                            ignore=shutil.ignore_patterns("__pycache__"))
            bundled = os.path.join(tmp, "dnb", "_bundled")
            os.mkdir(bundled)
            shutil.copy(LIBRARY, os.path.join(bundled, "libdnb.so.1"))
            os.makedirs(os.path.join(top, "share", "libdnb"))
            shared = os.path.join(top, "share", "libdnb", "books")
            os.symlink(os.path.abspath(books), shared)
            info = os.path.join(tmp, "pylibdnb-%s.dist-info" % dnb.__version__)
            os.mkdir(info)
            with open(os.path.join(info, "METADATA"), "w") as f:
                f.write("Metadata-Version: 2.1\nName: pylibdnb\n"
                        "Version: %s\n" % dnb.__version__)
            with open(os.path.join(info, "RECORD"), "w") as f:
                f.write("dnb/__init__.py,,\n"
                        "../../share/libdnb/books/3x3.book,,\n")
            check = SHOW_LOADED + (
                "print(os.environ.get('DNB_BOOK_DIR'))\n"
                "if os.environ.get('DNB_BOOK_DIR'):\n"
                "    with dnb.Book.default(3, 3) as b: print(len(b))\n")
            env = clean_env(PYTHONPATH=tmp)
            env.pop("DNB_BOOK_DIR", None)
            env.pop("DNB_TOOL", None)
            r = subprocess.run([sys.executable, "-c", check], env=env,
                               cwd=tmp, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            out = r.stdout.split()
            self.assertEqual(out[:2], [
                os.path.realpath(os.path.join(bundled, "libdnb.so.1")),
                shared])
            self.assertGreater(int(out[2]), 0)

            env["DNB_LIBRARY"] = LIBRARY
            r = subprocess.run([sys.executable, "-c", check], env=env,
                               cwd=tmp, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split(),
                             [os.path.realpath(LIBRARY), "None"])

            del env["DNB_LIBRARY"]
            r = subprocess.run([sys.executable, "-m", "dnb", "solve", "2x2"],
                               env=env, cwd=tmp, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 2)         # no script recorded
            self.assertIn("DNB_TOOL", r.stderr)
            tool = os.environ.get("DNB_TOOL")
            if tool:
                os.mkdir(os.path.join(top, "bin"))
                shutil.copy(tool, os.path.join(top, "bin", "dnb"))
                with open(os.path.join(info, "RECORD"), "a") as f:
                    f.write("../../bin/dnb,,\n")
                r = subprocess.run(
                    [sys.executable, "-m", "dnb", "solve", "2x2"],
                    env=dict(env, LD_LIBRARY_PATH=bundled), cwd=tmp,
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                    universal_newlines=True)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertTrue(r.stdout.startswith("value +2 "), r.stdout)

    @unittest.skipUnless(LIBRARY and os.environ.get("DNB_TOOL"),
                         "needs DNB_LIBRARY and DNB_TOOL")
    def test_tool_finds_the_books_beside_it(self):
        # The tool installed as the wheel's script is (<prefix>/bin/dnb,
        # the books in <prefix>/share/libdnb/books, a prefix that is not
        # the one built in): with DNB_BOOK_DIR unset it finds the books
        # beside its folder, from any working directory.
        books = os.path.join(HERE, "..", "..", "lib", "book", "data")
        with tempfile.TemporaryDirectory() as top:
            os.mkdir(os.path.join(top, "bin"))
            tool = os.path.join(top, "bin", "dnb")
            shutil.copy(os.environ["DNB_TOOL"], tool)
            os.makedirs(os.path.join(top, "share", "libdnb"))
            os.symlink(os.path.abspath(books),
                       os.path.join(top, "share", "libdnb", "books"))
            env = clean_env(LD_LIBRARY_PATH=os.path.dirname(LIBRARY))
            env.pop("DNB_BOOK_DIR", None)
            cwd = os.path.join(top, "bin")
            r = subprocess.run([tool, "book", "lookup", "3x3"], env=env,
                               cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertTrue(r.stdout.startswith("value -3 "), r.stdout)
            r = subprocess.run([tool, "move", "3x3", "--level", "hard",
                                "--json"], env=env, cwd=cwd,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn('"reason":"book"', r.stdout.replace(" ", ""))
            # DNB_BOOK_DIR stays the override
            env["DNB_BOOK_DIR"] = top
            r = subprocess.run([tool, "book", "lookup", "3x3"], env=env,
                               cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE,
                               universal_newlines=True)
            self.assertEqual(r.returncode, 1)
            self.assertIn("DNB_BOOK_DIR", r.stderr)

    @unittest.skipIf(dnb._install.LIBRARY is None, "not an installed wheel")
    def test_installed_wheel(self):
        # The package as the wheel installed it: the bundled library is
        # the one loaded (unless DNB_LIBRARY), and `python -m dnb` runs
        # the script the wheel installed, with no variable set.
        if not os.environ.get("DNB_LIBRARY"):
            self.assertEqual(os.path.realpath(dnb._native.lib._name),
                             os.path.realpath(dnb._install.LIBRARY))
        for path in (dnb._install.TOOL, dnb._install.BOOKS):
            self.assertTrue(path and os.path.exists(path), path)
        env = clean_env()
        env.pop("DNB_BOOK_DIR", None)
        env.pop("DNB_TOOL", None)
        r = subprocess.run([sys.executable, "-m", "dnb", "solve", "2x2"],
                           env=env, cwd=tempfile.gettempdir(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("value +2 "), r.stdout)
        # the books are the wheel's, in the data scheme beside the
        # scripts, where the script `dnb` finds them by itself
        scripts = sysconfig.get_path("scripts")
        self.assertEqual(os.path.realpath(dnb._install.TOOL),
                         os.path.realpath(os.path.join(scripts, "dnb")))
        self.assertEqual(os.path.realpath(dnb._install.BOOKS),
                         os.path.realpath(os.path.join(
                             scripts, "..", "share", "libdnb", "books")))
        r = subprocess.run([os.path.join(scripts, "dnb"), "book", "lookup",
                            "3x3"], env=env, cwd=tempfile.gettempdir(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("value -3 "), r.stdout)

    def test_version(self):
        d = header_defines()
        self.assertEqual(dnb.__version__, "%d.%d.%d" % (
            d["DNB_VERSION_MAJOR"], d["DNB_VERSION_MINOR"],
            d["DNB_VERSION_PATCH"]))
        self.assertEqual(dnb.__version__, dnb.version_string())
        self.assertEqual((dnb.HEADER_MAJOR, dnb.HEADER_MINOR),
                         tuple(map(int, dnb.__version__.split(".")[:2])))

    def test_typed(self):
        # in the package that was imported: the tree's or an installed one
        self.assertTrue(os.path.exists(os.path.join(
            os.path.dirname(dnb.__file__), "py.typed")))


class Exceptions(unittest.TestCase):
    def assert_error(self, cm, cls, status, *also):
        e = cm.exception
        self.assertIs(type(e), cls)
        self.assertIsInstance(e, dnb.DnbError)
        for base in also:
            self.assertIsInstance(e, base)
        self.assertEqual(e.status, status)

    def test_illegal_moves_are_value_errors(self):
        with dnb.Game(2, 2, moves="a1-b1") as g:
            with self.assertRaises(dnb.IllegalMoveError) as cm:
                g.play("a1-b1")
            self.assert_error(cm, dnb.IllegalMoveError, dnb.E_ILLEGAL,
                              ValueError)
        with dnb.Game(1, 1, rules="compulsory",
                      moves="a1-b1 a2-b2 a1-a2") as g:
            with self.assertRaises(ValueError) as cm:
                g.play(0)                           # drawn
            self.assertIsInstance(cm.exception, dnb.IllegalMoveError)
        with dnb.Game(2, 1, rules="compulsory",
                      moves="a1-b1 a2-b2 a1-a2") as g:
            with self.assertRaises(dnb.IllegalMoveError) as cm:
                g.play("c1-c2")                     # b1-b2 takes a box
            self.assert_error(cm, dnb.IllegalMoveError, dnb.E_MUST_CAPTURE,
                              ValueError)
        with dnb.Game(1, 1, moves="a1-b1 a2-b2 a1-a2 b1-b2") as g:
            with self.assertRaises(dnb.IllegalMoveError) as cm:
                g.play(0)
            self.assert_error(cm, dnb.IllegalMoveError, dnb.E_OVER,
                              ValueError)

    def test_moves_that_name_no_edge(self):
        with dnb.Game(3, 3) as g:
            for text, status in (("a1-c1", dnb.E_PARSE), ("zz", dnb.E_PARSE),
                                 ("a1-z9", dnb.E_RANGE),
                                 ("h 9 9", dnb.E_RANGE)):
                with self.assertRaises(dnb.InvalidMoveError, msg=text) as cm:
                    g.play(text)
                self.assert_error(cm, dnb.InvalidMoveError, status,
                                  dnb.ParseError, ValueError)
                self.assertIn(repr(text), str(cm.exception))
            self.assertEqual(g.move_count, 0)
        # A bad board is the size's error, not the move's.
        with self.assertRaises(dnb.ArgumentError) as cm:
            dnb.parse_move(0, 3, "a1-b1")
        self.assert_error(cm, dnb.ArgumentError, dnb.E_RANGE, ValueError)

    def test_parse_errors_are_value_errors(self):
        with self.assertRaises(ValueError) as cm:
            dnb.Game.parse("dnb 1\nsize 2x2\nmoves a1-b1 a1-c1\n")
        e = cm.exception
        self.assertIsInstance(e, dnb.ParseError)
        self.assertEqual((e.line, e.column), (3, 13))
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Game.parse("dnb 1\nsize 2x2\nmoves a1-b1 a1-b1\n")
        self.assertEqual(cm.exception.status, dnb.E_ILLEGAL)

    def test_size_and_rule_errors_agree(self):
        # Each bad argument is a ValueError and a DnbError alike.
        for args in ((0, 3), (3, 0), (33, 1), (2 ** 32 + 2, 2), (-1, 2)):
            with self.assertRaises(dnb.ArgumentError, msg=args) as cm:
                dnb.Game(*args)
            self.assert_error(cm, dnb.ArgumentError, dnb.E_RANGE, ValueError)
        with self.assertRaises(dnb.ArgumentError) as cm:
            dnb.Dots(0, 5)
        self.assert_error(cm, dnb.ArgumentError, dnb.E_RANGE, ValueError)
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Game(3, 3, rules="standard nonsense")
        self.assert_error(cm, dnb.ParseError, dnb.E_PARSE, ValueError)
        self.assertIn("'nonsense'", str(cm.exception))
        with self.assertRaises(dnb.ArgumentError) as cm:
            dnb.Game(3, 3, rules="nimstring misere")
        self.assert_error(cm, dnb.ArgumentError, dnb.E_INVALID, ValueError)
        with dnb.Game(2, 2) as g:
            with self.assertRaises(dnb.ArgumentError) as cm:
                g.format("bogus")
            self.assert_error(cm, dnb.ArgumentError, dnb.E_INVALID,
                              ValueError)

    def test_undo_with_nothing_played_is_an_index_error(self):
        with dnb.Game(2, 2) as g:
            for call in (g.undo, g.pop, lambda: g.undo(2)):
                with self.assertRaises(IndexError) as cm:
                    call()
                self.assert_error(cm, dnb.NoHistoryError, dnb.E_NO_HISTORY)

    def test_solver_stopped_is_a_stopped_error(self):
        with dnb.Game(3, 3) as g, dnb.Solver(node_limit=100) as s:
            with self.assertRaises(dnb.StoppedError) as cm:
                s.solve(g)
            self.assertIsInstance(cm.exception, dnb.SolverStopped)
            self.assertEqual(cm.exception.status, dnb.E_LIMIT)
            back = pickle.loads(pickle.dumps(cm.exception))
            self.assertIs(type(back), dnb.SolverStopped)
            self.assertEqual(str(back), str(cm.exception))
            self.assertEqual(back.solution.nodes, cm.exception.solution.nodes)

    def test_every_status_has_a_class(self):
        codes = {v for k, v in header_defines().items()
                 if k.startswith("DNB_E_")}
        handled_inside = {dnb.E_BUFSIZE}
        for code in codes - handled_inside:
            cls = dnb.errors.error_class(code)
            self.assertIsNot(cls, dnb.DnbError, code)
            self.assertTrue(issubclass(cls, dnb.DnbError), code)
        self.assertIs(dnb.errors.error_class(dnb.E_BUFSIZE), dnb.DnbError)

    def test_exceptions_pickle(self):
        errors = [dnb._native.error(dnb.E_ILLEGAL, "'a1-b1'"),
                  dnb.ParseError(dnb.E_PARSE, "malformed text", 3, 7),
                  dnb.InvalidMoveError(dnb.E_PARSE, "malformed text",
                                       detail="'zz'")]
        for e in errors:
            back = pickle.loads(pickle.dumps(e))
            self.assertIs(type(back), type(e))
            self.assertEqual((back.status, back.message, str(back)),
                             (e.status, e.message, str(e)))
        self.assertEqual(pickle.loads(pickle.dumps(errors[1])).line, 3)


class Comparison(unittest.TestCase):
    def test_equal_positions_whatever_the_order(self):
        with dnb.Game(3, 3, moves="a1-b1 c1-d1") as a, \
                dnb.Game(3, 3, moves="c1-d1 a1-b1") as b:
            self.assertNotEqual(a.moves, b.moves)
            self.assertEqual(a, b)
            self.assertEqual(hash(a), hash(b))
            self.assertEqual(len({a, b}), 1)
            b.play("a2-b2")
            self.assertNotEqual(a, b)
            b.undo()
            self.assertEqual(a, b)

    def test_what_makes_positions_differ(self):
        drawn = ["a1-b1", "a1-a2"]
        base = dnb.Game.setup(2, 2, drawn)
        self.assertEqual(base, dnb.Game.setup(2, 2, drawn))
        others = [dnb.Game.setup(2, 2, drawn, to_move=2),
                  dnb.Game.setup(2, 2, drawn, rules="misere"),
                  dnb.Game.setup(2, 2, drawn[:1]),
                  dnb.Game.setup(2, 1, drawn)]
        for other in others:
            self.assertNotEqual(base, other, other.format("position"))
        # The same edges, one box taken by either player.
        full = ["a1-b1", "a2-b2", "a1-a2", "b1-b2"]
        one = dnb.Game.setup(2, 2, full, owners=[1, 0, 0, 0])
        two = dnb.Game.setup(2, 2, full, owners=[2, 0, 0, 0])
        self.assertNotEqual(one, two)
        self.assertEqual(len({base, one, two, *others}), 7)

    def test_not_equal_to_other_things(self):
        with dnb.Game(2, 2) as g:
            self.assertIs(g.__eq__("a game"), NotImplemented)
            self.assertNotEqual(g, g.format("position"))
            self.assertNotEqual(g, None)
        closed = dnb.Game(2, 2)
        closed.close()
        self.assertEqual(closed, closed)
        self.assertNotEqual(closed, dnb.Game(2, 2))

    def check_copy(self, g, twin):
        self.assertIsNot(twin, g)
        self.assertIs(type(twin), type(g))
        self.assertEqual(twin, g)
        self.assertEqual(twin.moves, g.moves)
        self.assertEqual(twin.format("record"), g.format("record"))
        twin.play(twin.legal_moves[0])
        self.assertNotEqual(twin, g)            # independent

    def games(self):
        yield dnb.Game(3, 2, rules="compulsory", moves="a1-b1 b1-b2 a1-a2")
        set_up = dnb.Game.setup(2, 2, ["a1-b1", "a1-a2", "b1-b2"],
                                owners=[0, 0, 0, 0], to_move=2)
        set_up.play("a2-b2")            # a history after a set-up position
        yield set_up

        class MyGame(dnb.Game):
            __slots__ = ()
        globals()["MyGame"] = MyGame    # pickle finds classes by name
        MyGame.__qualname__ = "MyGame"
        yield MyGame(2, 2, moves="a1-b1")

    def test_copy_and_deepcopy(self):
        for g in self.games():
            self.check_copy(g, copy.copy(g))
            self.check_copy(g, copy.deepcopy(g))
            self.check_copy(g, copy.deepcopy([g])[0])

    def test_pickle_keeps_the_history(self):
        for g in self.games():
            for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
                back = pickle.loads(pickle.dumps(g, protocol))
                self.check_copy(g, back)
                back.undo_to(0)
                g2 = g.clone()
                g2.undo_to(0)
                self.assertEqual(back, g2)      # down to the set-up position

    def test_dots_copy_and_pickle(self):
        with dnb.Dots(5, 5, moves="c3 b3 d3") as d:
            for twin in (copy.copy(d), copy.deepcopy(d),
                         pickle.loads(pickle.dumps(d))):
                self.assertIsNot(twin, d)
                self.assertEqual(twin.format("record"), d.format("record"))
                twin.play("a1")
                self.assertNotEqual(twin.format("record"), d.format("record"))


class Reprs(unittest.TestCase):
    """Every object prints as <dnb.Class what it is>, never as Python's
    <... object at 0x...>; a closed one says closed."""

    def owned(self):
        g = dnb.Game(3, 3, moves="a1-b1 b1-c1")
        return {
            "Game": g,
            "Solver": dnb.Solver(),
            "AI": dnb.AI(level="hard", seed=7),
            "Book": dnb.Book(3, 3),
            "Endgame": dnb.Endgame("3 4"),
            "Dots": dnb.Dots(4, 4),
            "NimstringGraph": dnb.NimstringGraph.from_game(
                dnb.Game(2, 2, "nimstring")),
            "Nimstring": dnb.Nimstring(),
        }

    def test_every_object(self):
        for name, obj in self.owned().items():
            with self.subTest(name):
                text = repr(obj)
                self.assertTrue(text.startswith("<dnb.%s " % name), text)
                self.assertNotIn(" at 0x", text)
                self.assertNotIn("closed", text)
                obj.close()
                self.assertEqual(repr(obj), "<dnb.%s closed>" % name)

    def test_solver(self):
        self.assertEqual(repr(dnb.Solver()), "<dnb.Solver tt_mb=0 threads=1>")
        s = dnb.Solver(tt_mb=4, node_limit=1000, progress=lambda p: None)
        self.assertEqual(repr(s), "<dnb.Solver tt_mb=4 threads=1 "
                         "node_limit=1000 progress>")
        sol = s.solve(dnb.Game(2, 2, moves="a1-b1"))
        self.assertRegex(repr(sol), r"^<dnb\.Solution value -2 \(-2\.\.-2\),"
                         r" best \S+( \S+)* \+\d+ more, \d+ nodes>$")

    def test_ai(self):
        ai = dnb.AI(level="hard", seed=7, node_limit=5000)
        self.assertEqual(repr(ai), "<dnb.AI level=hard seed=7 "
                         "node_limit=5000>")
        book = dnb.Book(3, 3)
        ai.set_book(book)
        self.assertEqual(repr(ai), "<dnb.AI level=hard seed=7 "
                         "node_limit=5000 book=3x3>")
        book.close()
        self.assertTrue(repr(ai).endswith(" book=closed>"))
        self.assertTrue(repr(ai.hint(dnb.Game(3, 3))).startswith(
            "<dnb.Hint "))

    def test_game(self):
        g = dnb.Game(3, 3, moves="a1-b1 b1-c1 c1-d1 a1-a2")
        self.assertEqual(repr(g), "<dnb.Game 3x3 standard, 4 moves, "
                         "scores 0-0, player 1 to move>")

    def test_values(self):
        g = dnb.Game(3, 3)
        an = g.analysis()
        self.assertTrue(repr(an).startswith("<dnb.Analysis "))
        self.assertTrue(repr(an.regions[0]).startswith("<dnb.Region "))
        comps = dnb.Nimstring().components(dnb.Game(2, 2, "nimstring"))
        self.assertTrue(repr(comps[0]).startswith(
            "<dnb.NimstringComponent 0: "))


class Spellings(unittest.TestCase):
    """Cheap state without arguments is a property, and the methods that
    became properties still answer to their old calls, with the same
    result and a DeprecationWarning."""

    def old(self, call):
        with self.assertWarns(DeprecationWarning) as cm:
            result = call()
        self.assertEqual(cm.filename, __file__)     # points at the caller
        return result

    def test_game(self):
        g = dnb.Game(2, 2, moves="a1-b1 b1-c1 a1-a2 b1-b2")
        self.assertEqual(g.history, ["a1-b1", "b1-c1", "a1-a2", "b1-b2"])
        self.assertEqual(g.history, g.moves)
        self.assertEqual(g.history_edges, [0, 1, 6, 7])
        self.assertEqual(g.drawn_edges, [0, 1, 6, 7])
        self.assertEqual(g.capture_moves, ["a2-b2"])
        self.assertEqual(g.capture_edges, [2])
        self.assertEqual(len(g.legal_moves), len(g.legal_edges))
        self.assertEqual(g.safe_edges, [g.edge(m) for m in g.safe_moves])
        for name, edges in (("history", "history_edges"),
                            ("legal_moves", "legal_edges"),
                            ("capture_moves", "capture_edges"),
                            ("safe_moves", "safe_edges"),
                            ("drawn", "drawn_edges")):
            with self.subTest(name):
                new = getattr(g, name)
                self.assertIsInstance(new, list)
                self.assertEqual(self.old(lambda: getattr(g, name)()), new)
                self.assertEqual(self.old(
                    lambda: getattr(g, name)(edges=True)), getattr(g, edges))
                self.assertEqual(self.old(lambda: getattr(g, name)(True)),
                                 getattr(g, edges))
                self.assertEqual(self.old(lambda: getattr(g, name)(False)),
                                 new)
                with self.assertRaises(TypeError):
                    getattr(g, name)(points=True)
                # a plain list once copied or pickled
                self.assertIs(type(copy.copy(new)), list)
                self.assertIs(type(pickle.loads(pickle.dumps(new))), list)

    def test_warning_names_the_property(self):
        g = dnb.Game(2, 2)
        with self.assertWarnsRegex(DeprecationWarning,
                                   r"Game\.legal_moves\(\) is deprecated: "
                                   r"use the property Game\.legal_edges"):
            g.legal_moves(edges=True)

    def test_dots(self):
        d = dnb.Dots(3, 3)
        d.play("b2")
        self.assertEqual(d.legal_points, [0, 1, 2, 3, 5, 6, 7, 8])
        self.assertEqual(len(d.legal_moves), 8)
        self.assertEqual(self.old(lambda: d.legal_moves()), d.legal_moves)
        self.assertEqual(self.old(lambda: d.legal_moves(points=True)),
                         d.legal_points)

    def test_nimstring_graph(self):
        graph = dnb.NimstringGraph.from_game(dnb.Game(2, 1, "nimstring"))
        for name in ("strings", "capture_strings", "component_of",
                     "components"):
            with self.subTest(name):
                new = getattr(graph, name)
                self.assertEqual(self.old(lambda: getattr(graph, name)()),
                                 new)
                with self.assertRaises(TypeError):
                    getattr(graph, name)(True)
        self.assertIsInstance(graph.capture_strings, set)
        self.assertEqual(graph.components, [list(range(len(graph)))])

    def test_endgame(self):
        eg = dnb.Endgame("3 4l")
        self.assertEqual(eg.components, [("3", 1), ("4l", 1)])
        self.assertEqual(self.old(lambda: eg.components()), eg.components)

    def test_methods_stay(self):
        # What takes arguments, does work or changes the object stays a
        # method.
        g = dnb.Game(2, 2)
        for name in ("play", "undo", "format", "analysis", "clone", "pop",
                     "peek", "edge_drawn", "box_owner"):
            self.assertTrue(callable(getattr(type(g), name)), name)
        self.assertTrue(callable(dnb.Nimstring.components))
        self.assertTrue(callable(dnb.Endgame.evaluate))


class ChessNames(unittest.TestCase):
    def test_push_pop_peek_is_legal(self):
        with dnb.Game(2, 2) as g:
            self.assertIsNone(g.peek())
            self.assertTrue(g.is_legal("a1-b1"))
            self.assertFalse(g.is_legal("a1-c1"))
            self.assertFalse(g.is_legal(99))
            self.assertEqual(g.push("a1-b1"), 0)
            self.assertFalse(g.is_legal("a1-b1"))
            self.assertEqual(g.peek(), "a1-b1")
            self.assertEqual(g.pop(), "a1-b1")
            self.assertEqual(g.move_count, 0)


class Pictures(unittest.TestCase):
    def parse(self, text):
        root = ET.fromstring(text)              # well-formed, or it raises
        self.assertEqual(root.tag, SVG + "svg")
        return root

    def elements(self, root, tag, cls=None):
        return [e for e in root.iter(SVG + tag)
                if cls is None or e.get("class") == cls]

    def dot_positions(self, root, w, h):
        xs = sorted({int(c.get("cx")) for c in self.elements(root, "circle")})
        ys = sorted({int(c.get("cy")) for c in self.elements(root, "circle")})
        self.assertEqual((len(xs), len(ys)), (w + 1, h + 1))
        self.assertEqual(len(self.elements(root, "circle")),
                         (w + 1) * (h + 1))
        return xs, ys

    def test_one_line_per_drawn_edge(self):
        moves = "a1-b1 b1-b2 a1-a2 a2-b2 c3-c4 d1-d2"
        with dnb.Game(3, 3, moves=moves) as g:
            root = self.parse(dnb.svg.board(g))
            xs, ys = self.dot_positions(root, 3, 3)
            lines = self.elements(root, "line")
            self.assertEqual(len(lines), len(g.drawn))
            segments = {((int(l.get("x1")), int(l.get("y1"))),
                         (int(l.get("x2")), int(l.get("y2")))) for l in lines}
            expected = set()
            for e in g.drawn_edges:
                o, r, c = dnb.edge_coords(3, 3, e)
                end = (r + 1, c) if o == dnb.VERTICAL else (r, c + 1)
                expected.add(((xs[c], ys[r]), (xs[end[1]], ys[end[0]])))
            self.assertEqual(segments, expected)
            self.assertFalse(self.elements(root, "line", "edge lastmove"))

    def test_boxes_coloured_by_owner(self):
        full = ["a1-b1", "a2-b2", "a1-a2", "b1-b2", "b1-c1", "b2-c2",
                "c1-c2"]
        with dnb.Game.setup(2, 2, full, owners=[1, 2, 0, 0]) as g:
            root = self.parse(g.svg())
            xs, ys = self.dot_positions(root, 2, 2)
            for player, box in ((1, 0), (2, 1)):
                rects = self.elements(root, "rect", "box player%d" % player)
                self.assertEqual(len(rects), 1)
                r = rects[0]
                self.assertEqual(r.get("fill"),
                                 dnb.svg.COLORS["player%d" % player])
                row, col = divmod(box, 2)
                self.assertEqual((int(r.get("x")), int(r.get("y"))),
                                 (xs[col], ys[row]))
                self.assertEqual(int(r.get("width")), xs[1] - xs[0])
            self.assertNotEqual(dnb.svg.COLORS["player1"],
                                dnb.svg.COLORS["player2"])
            boxes = [r for r in self.elements(root, "rect")
                     if r.get("class", "").startswith("box")]
            self.assertEqual(len(boxes), 2)

    def test_a_whole_game(self):
        with dnb.Game(2, 3) as g, dnb.AI(level="easy", seed=5) as ai:
            while not g.over:
                ai.play(g)
            root = self.parse(g.svg())
            self.assertEqual(len(self.elements(root, "line")), g.edge_count)
            owners = g.owners
            for p in (1, 2):
                self.assertEqual(
                    len(self.elements(root, "rect", "box player%d" % p)),
                    owners.count(p))
            self.assertEqual(sum(owners.count(p) for p in (1, 2)), 6)

    def test_notebook_and_options(self):
        with dnb.Game(3, 3, moves="a1-b1 b1-b2") as g:
            shown = self.parse(g._repr_svg_())
            last = self.elements(shown, "line", "edge lastmove")
            self.assertEqual(len(last), 1)
            self.assertEqual(last[0].get("stroke"),
                             dnb.svg.COLORS["lastmove"])
            picture = dnb.svg.board(g, size=300, coordinates=False,
                                    lastmove="a1-b1",
                                    colors={"edge": "#123456"})
            self.assertIsInstance(picture, str)
            self.assertEqual(picture._repr_svg_(), picture)
            root = self.parse(picture)
            self.assertEqual(root.get("width"), "300")
            self.assertFalse(self.elements(root, "text"))
            plain = self.elements(root, "line", "edge")
            self.assertEqual([l.get("stroke") for l in plain], ["#123456"])
            coords = [t.text for t in self.elements(self.parse(g.svg()),
                                                    "text")]
            self.assertEqual(coords, list("abcd") + list("1234"))
            with self.assertRaises(dnb.ArgumentError):
                g.svg(colors={"edges": "red"})
            # Attribute text is escaped: the picture stays well-formed.
            self.parse(g.svg(colors={"edge": '"<&>'}))

    def test_empty_board(self):
        with dnb.Game(1, 1) as g:
            root = self.parse(g._repr_svg_())
            self.assertFalse(self.elements(root, "line"))
            self.dot_positions(root, 1, 1)


if __name__ == "__main__":
    unittest.main(verbosity=2)
