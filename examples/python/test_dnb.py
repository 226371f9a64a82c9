#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the ctypes binding (run by meson test, suite "python").

The library comes from $DNB_LIBRARY and the header from $DNB_HEADER (both
set by examples/python/meson.build); run by hand with, e.g.,
    DNB_LIBRARY=build/lib/libdnb.so.1 python3 examples/python/test_dnb.py
"""

import copy
import os
import random
import re
import subprocess
import sys
import unittest

import dnb

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.environ.get("DNB_HEADER",
                        os.path.join(HERE, "..", "..", "include", "dnb.h"))
SMALL = os.environ.get("DNB_TEST_SMALL") == "1"


def header_defines():
    """The integer #defines of dnb.h, as {name: value}."""
    with open(HEADER, encoding="utf-8") as f:
        text = f.read()
    found = {}
    for name, value in re.findall(
            r"^#define\s+(DNB_\w+)\s+(-?\d+)u?\b", text, re.M):
        found[name] = int(value)
    return found


class HeaderAgreement(unittest.TestCase):
    """The binding's copies of the header's numbers are the header's."""

    def test_version(self):
        d = header_defines()
        self.assertEqual(dnb.HEADER_MAJOR, d["DNB_VERSION_MAJOR"])
        self.assertEqual(dnb.HEADER_MINOR, d["DNB_VERSION_MINOR"])
        self.assertEqual(dnb.version() // 10000, d["DNB_VERSION_MAJOR"])
        self.assertEqual(dnb.version_string(), "%d.%d.%d" % (
            d["DNB_VERSION_MAJOR"], d["DNB_VERSION_MINOR"],
            d["DNB_VERSION_PATCH"]))

    def test_constants(self):
        d = header_defines()
        checked = 0
        for cname, value in d.items():
            pyname = cname[len("DNB_"):]
            if pyname.startswith(("E_", "OK", "RULE", "FORMAT_", "PLAYER_",
                                  "MAX_", "HORIZONTAL", "VERTICAL")):
                self.assertEqual(getattr(dnb, pyname), value, cname)
                checked += 1
        self.assertGreaterEqual(checked, 30)

    def test_every_status_has_a_message(self):
        codes = [v for k, v in header_defines().items()
                 if k.startswith("DNB_E_")]
        self.assertGreaterEqual(len(codes), 13)
        unknown = dnb._native.strerror(-1000)
        for code in codes:
            self.assertNotEqual(dnb._native.strerror(code), unknown, code)


class Loading(unittest.TestCase):
    def run_python(self, env_library):
        env = dict(os.environ, DNB_LIBRARY=env_library)
        return subprocess.run([sys.executable, "-c", "import dnb"], cwd=HERE,
                              env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, universal_newlines=True)

    def test_bad_library_path_is_an_import_error(self):
        r = self.run_python("/nonexistent/libdnb.so.1")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("ImportError", r.stderr)
        self.assertIn("DNB_LIBRARY", r.stderr)

    @unittest.skipUnless(os.environ.get("DNB_LIBRARY"), "needs DNB_LIBRARY")
    def test_directory_is_accepted(self):
        lib_dir = os.path.dirname(os.environ["DNB_LIBRARY"])
        self.assertEqual(self.run_python(lib_dir).returncode, 0)

    def test_major_version_is_checked(self):
        dnb._native.check_major(10000)
        dnb._native.check_major(19999)
        for other in (0, 9999, 20000):
            with self.assertRaises(ImportError):
                dnb._native.check_major(other)

    def test_missing_function_is_a_stub(self):
        dnb._native.declare({"dnb_no_such_function": (None, [])})
        with self.assertRaises(NotImplementedError):
            dnb._native.fn.dnb_no_such_function()
        with self.assertRaises(ImportError):
            dnb._native.declare({"dnb_no_such_function": (None, [])},
                                required=True)


class Board(unittest.TestCase):
    def test_edge_numbering_round_trip(self):
        for w, h in [(1, 1), (3, 2), (2, 5)]:
            n = dnb.edge_count(w, h)
            self.assertEqual(n, w * (h + 1) + h * (w + 1))
            for e in range(n):
                o, r, c = dnb.edge_coords(w, h, e)
                self.assertEqual(dnb.edge_index(w, h, o, r, c), e)
                text = dnb.format_move(w, h, e)
                self.assertEqual(dnb.parse_move(w, h, text), e)
                kind = "h" if o == dnb.HORIZONTAL else "v"
                self.assertEqual(dnb.parse_move(w, h, "%s %d %d" % (kind, r, c)), e)

    def test_hand_checked_edges(self):
        # 2x1 board: horizontal edges 0..3, vertical edges 4..6.
        self.assertEqual(dnb.parse_move(2, 1, "a1-b1"), 0)
        self.assertEqual(dnb.parse_move(2, 1, "b1-a1"), 0)
        self.assertEqual(dnb.parse_move(2, 1, "b2-c2"), 3)
        self.assertEqual(dnb.parse_move(2, 1, "b1-b2"), 5)
        self.assertEqual(dnb.edge_boxes(2, 1, 5), (0, 1))
        self.assertEqual(dnb.edge_boxes(2, 1, 0), (None, 0))
        self.assertEqual(dnb.edge_boxes(2, 1, 6), (1, None))

    def test_errors(self):
        for w, h in [(0, 3), (2 ** 32 + 2, 2), (-1, 2), (2, 2 ** 40)]:
            with self.assertRaises(dnb.DnbError) as cm:
                dnb.edge_count(w, h)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game(2 ** 32 + 2, 2)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game(2, 2, rules=2 ** 32)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.parse_move(2, 2, "a1-c1")
        self.assertIn(cm.exception.status, (dnb.E_PARSE, dnb.E_RANGE))
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.format_move(2, 2, 12)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)


def play_1x1(game):
    """Four moves on a 1x1 board: player 2 draws the last side."""
    return game.play_moves(["a1-b1", "a2-b2", "a1-a2", "b1-b2"])


class Games(unittest.TestCase):
    def test_new_game(self):
        with dnb.Game(3, 2) as g:
            self.assertEqual((g.width, g.height, g.rules), (3, 2, 0))
            self.assertEqual(g.rule_names, ("standard",))
            self.assertEqual(g.edge_count, 17)
            self.assertEqual(g.scores, (0, 0))
            self.assertEqual(g.to_move, 1)
            self.assertFalse(g.over)
            self.assertEqual(g.result, (0, 0))
            self.assertEqual(g.owners, (0,) * 6)
            self.assertEqual(g.moves, [])
            self.assertEqual(len(g.legal_moves()), 17)
            self.assertEqual(g.capture_moves(), [])
            self.assertEqual(len(g.safe_moves()), 17)

    def test_rules_words_and_flags(self):
        with dnb.Game(2, 2, rules="compulsory misere") as g:
            self.assertEqual(g.rules, dnb.RULE_COMPULSORY | dnb.RULE_MISERE)
            self.assertEqual(g.rule_names, ("compulsory", "misere"))
        with dnb.Game(2, 2, rules=["border"]) as g:
            self.assertEqual(g.rules, dnb.RULE_BORDER)
            self.assertEqual(len(g.legal_moves()), 4)   # the 4 inner edges
        with self.assertRaises(ValueError):
            dnb.Game(2, 2, rules="swedish")
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game(2, 2, rules=16)
        self.assertEqual(cm.exception.status, dnb.E_INVALID)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game(2, 2, rules="nimstring misere")
        self.assertEqual(cm.exception.status, dnb.E_INVALID)

    def test_capture_and_result(self):
        with dnb.Game(1, 1) as g:
            self.assertEqual(play_1x1(g), [0, 0, 0, 1])
            self.assertEqual(g.scores, (0, 1))
            self.assertTrue(g.over)
            self.assertEqual(g.owners, (2,))
            self.assertEqual(g.result, dnb.Result(winner=2, margin=1))
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.legal_moves(), [])
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("a1-b1")
            self.assertIn(cm.exception.status, (dnb.E_OVER, dnb.E_ILLEGAL))

    def test_variant_results(self):
        with dnb.Game(1, 1, rules="misere") as g:
            play_1x1(g)
            self.assertEqual(g.result, (1, 1))      # fewer boxes wins
        with dnb.Game(1, 1, rules="nimstring") as g:
            play_1x1(g)
            # Player 2 took the last box, must move again, cannot: loses.
            self.assertEqual(g.result.winner, 1)

    def test_player_moves_again_after_capture(self):
        with dnb.Game(2, 1) as g:
            g.play_moves("a1-b1 a2-b2 a1-a2")
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.capture_moves(), ["b1-b2"])
            self.assertEqual(g.play("b1-b2"), 1)
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.box_owner(0), 2)
            self.assertEqual(g.box_sides(1), 1)
            self.assertTrue(g.edge_drawn("b2-b1"))
            self.assertFalse(g.edge_drawn("c1-c2"))

    def test_safe_moves(self):
        with dnb.Game(1, 1) as g:
            g.play_moves(["a1-b1", "a2-b2"])
            self.assertEqual(g.safe_moves(), [])    # any move gives a third side
            self.assertEqual(len(g.legal_moves()), 2)
        with dnb.Game(2, 1) as g:
            g.play_moves(["a1-b1", "a2-b2"])        # box 0 has two sides
            self.assertEqual(g.safe_moves(), ["b1-c1", "b2-c2", "c1-c2"])
            g.play("b1-b2")                         # box 0 has three sides
            # The capture a1-a2 offers nothing new; c1-c2 gives box 1 its
            # second side only.
            self.assertEqual(g.safe_moves(), ["b1-c1", "b2-c2", "a1-a2",
                                              "c1-c2"])
            g.play("b1-c1")
            self.assertEqual(g.safe_moves(), ["a1-a2"])

    def test_compulsory_capture(self):
        with dnb.Game(2, 1, rules="compulsory") as g:
            g.play_moves("a1-b1 a2-b2 a1-a2")
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("c1-c2")
            self.assertEqual(cm.exception.status, dnb.E_MUST_CAPTURE)
            self.assertEqual(cm.exception.message, "a box must be captured")
            self.assertIn("c1-c2", str(cm.exception))
            self.assertEqual(g.legal_moves(), ["b1-b2"])

    def test_errors_carry_status_and_message(self):
        with dnb.Game(2, 2) as g:
            g.play("a1-b1")
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("b1-a1")
            e = cm.exception
            self.assertEqual(e.status, dnb.E_ILLEGAL)
            self.assertEqual(e.message, "illegal move")
            with self.assertRaises(dnb.DnbError) as cm:
                g.play(12)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            # Numbers that do not fit the C types are refused, never cut
            # to 32 bits (2**32 would otherwise become edge 0).
            for bad in (2 ** 32, 2 ** 32 + 1, -1):
                with self.assertRaises(dnb.DnbError) as cm:
                    g.play(bad)
                self.assertEqual(cm.exception.status, dnb.E_RANGE)
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("q9-q10")
            self.assertIn(cm.exception.status, (dnb.E_PARSE, dnb.E_RANGE))
            self.assertEqual(g.move_count, 1)

    def test_play_moves_is_all_or_nothing(self):
        with dnb.Game(2, 2) as g:
            g.play("a1-b1")
            with self.assertRaises(dnb.DnbError):
                g.play_moves(["b1-c1", "a2-b2", "b1-c1"])
            self.assertEqual(g.moves, ["a1-b1"])
            self.assertEqual(g.to_move, 2)

    def test_undo(self):
        with dnb.Game(1, 1) as g:
            play_1x1(g)
            g.undo()
            self.assertEqual(g.scores, (0, 0))
            self.assertEqual(g.to_move, 2)
            self.assertFalse(g.over)
            g.undo(2)
            self.assertEqual(g.moves, ["a1-b1"])
            with self.assertRaises(dnb.DnbError) as cm:
                g.undo(2)
            self.assertEqual(cm.exception.status, dnb.E_NO_HISTORY)
            self.assertEqual(g.move_count, 1)
            g.undo_to(0)
            with self.assertRaises(dnb.DnbError) as cm:
                g.undo()
            self.assertEqual(cm.exception.status, dnb.E_NO_HISTORY)

    def test_clone_is_independent(self):
        with dnb.Game(2, 2) as g:
            g.play("a1-b1")
            with g.clone() as c:
                c.play("b1-c1")
                self.assertEqual(c.moves, ["a1-b1", "b1-c1"])
                self.assertEqual(g.moves, ["a1-b1"])
            with copy.copy(g) as c2, copy.deepcopy(g) as c3:
                self.assertEqual(c2.moves, c3.moves)

    def test_context_manager_closes(self):
        with dnb.Game(2, 2) as g:
            self.assertFalse(g.closed)
        self.assertTrue(g.closed)
        self.assertEqual(repr(g), "<dnb.Game closed>")
        with self.assertRaises(ValueError):
            g.play("a1-b1")
        with self.assertRaises(ValueError):
            g.scores
        g.close()       # twice is fine

    def test_random_games(self):
        rng = random.Random(6)
        for _ in range(10 if SMALL else 100):
            w, h = rng.randint(1, 5), rng.randint(1, 5)
            rules = rng.choice([0, 1, 4, 8, 9, 2])
            with dnb.Game(w, h, rules) as g:
                while not g.over:
                    legal = g.legal_moves()
                    self.assertTrue(set(g.capture_moves()) <= set(legal))
                    self.assertTrue(set(g.safe_moves()) <= set(legal))
                    g.play(rng.choice(legal))
                s1, s2 = g.scores
                owned = [o for o in g.owners if o]
                self.assertEqual(s1 + s2, len(owned))
                self.assertEqual(s1, owned.count(1))
                self.assertEqual(g.result.margin, abs(s1 - s2))
                if rules in (0, 1, 8, 9):
                    self.assertEqual(g.result.winner,
                                     0 if s1 == s2 else (1 if s1 > s2 else 2))
                with dnb.Game.parse(g.format("record")) as back:
                    self.assertEqual(back.moves, g.moves)
                    self.assertEqual(back.owners, g.owners)
                    self.assertEqual(back.rules, g.rules)


class Text(unittest.TestCase):
    def test_record_round_trip(self):
        with dnb.Game(3, 2, rules="compulsory", moves="a1-b1 c2-c3") as g:
            text = g.format()
            self.assertTrue(text.startswith("dnb 1\nsize 3x2\n"))
            self.assertIn("rules compulsory", text)
            with dnb.Game.parse(text) as back:
                self.assertEqual(back.moves, ["a1-b1", "c2-c3"])
                self.assertEqual(back.format(), text)

    def test_position_has_no_history(self):
        with dnb.Game(1, 1) as g:
            play_1x1(g)
            with dnb.Game.parse(g.format("position")) as p:
                self.assertEqual(p.move_count, 0)
                self.assertEqual(p.scores, (0, 1))
                self.assertEqual(p.owners, (2,))
                self.assertTrue(p.over)

    def test_diagram_round_trip(self):
        with dnb.Game(2, 2, moves="a1-b1 b2-b3 c1-c2") as g:
            pic = g.format("diagram")
            with dnb.Game.parse_diagram(pic, to_move=2) as p:
                self.assertEqual(p.legal_moves(), g.legal_moves())
                self.assertEqual(p.to_move, 2)
                self.assertEqual(p.format("diagram"), pic)

    def test_render_and_str(self):
        with dnb.Game(1, 1) as g:
            play_1x1(g)
            self.assertEqual(str(g), g.format(dnb.FORMAT_RENDER))
            self.assertIn("2", str(g))
        with self.assertRaises(ValueError):
            dnb.Game(1, 1).format("svg")

    def test_parse_error_has_position(self):
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Game.parse("dnb 1\nsize 2x2\nmoves a1-b1 zz\n")
        e = cm.exception
        self.assertIsInstance(e, dnb.DnbError)
        self.assertEqual(e.line, 3)
        self.assertGreaterEqual(e.column, 1)
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Game.parse("dnb 1\nsize 2x2\nmoves a1-b1 b1-a1\n")
        self.assertEqual(cm.exception.status, dnb.E_ILLEGAL)
        self.assertEqual(cm.exception.line, 3)

    def test_setup(self):
        with dnb.Game.setup(1, 2, drawn=["a1-b1", "a2-b2", "a1-a2", "b1-b2",
                                         "a2-a3"],
                            owners=[1, 0], to_move=2) as g:
            self.assertEqual(g.scores, (1, 0))
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.move_count, 0)
            self.assertEqual(g.capture_moves(), [])
            self.assertEqual(len(g.legal_moves()), 2)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(1, 1, drawn=["a1-b1"], owners=[1])
        self.assertEqual(cm.exception.status, dnb.E_POSITION)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(2, 2, drawn=[], owners=[0, 0, 0])
        self.assertEqual(cm.exception.status, dnb.E_INVALID)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(1, 1, drawn=[4])
        self.assertEqual(cm.exception.status, dnb.E_RANGE)


if __name__ == "__main__":
    unittest.main(verbosity=2)
