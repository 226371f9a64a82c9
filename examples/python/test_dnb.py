#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the ctypes binding (run by meson test, suite "python").

The library comes from $DNB_LIBRARY and the header from $DNB_HEADER (both
set by examples/python/meson.build); run by hand with, e.g.,
    DNB_LIBRARY=build/lib/libdnb.so.1 python3 examples/python/test_dnb.py

Why this file is long: one unittest module for the whole binding, a class a
module of the package, as the package's users meet them.
"""

import copy
import gc
import os
import pathlib
import pickle
import random
import re
import subprocess
import sys
import tempfile
import threading
import unittest

import dnb

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.environ.get("DNB_HEADER",
                        os.path.join(HERE, "..", "..", "include", "dnb.h"))
SMALL = os.environ.get("DNB_TEST_SMALL") == "1"
BOOKS = os.path.join(HERE, "..", "..", "lib", "book", "data")


UNSTABLE_FENCE = re.compile(
    r"^#if defined\(DNB_UNSTABLE_API\).*?^#endif /\* DNB_UNSTABLE_API \*/",
    re.M | re.S)


def header_defines(unstable=False):
    """The integer #defines of dnb.h and dnb_dots.h, as {name: value}: the
    stable ones, or with unstable=True those inside the DNB_UNSTABLE_API
    fence."""
    text = ""
    for path in (HEADER, os.path.join(os.path.dirname(HEADER), "dnb_dots.h")):
        with open(path, encoding="utf-8") as f:
            text += f.read()
    fenced = "\n".join(UNSTABLE_FENCE.findall(text))
    text = fenced if unstable else UNSTABLE_FENCE.sub("", text)
    found = {}
    for name, value in re.findall(
            r"^#define\s+(DNB_\w+)\s+(-?\d+|0x[0-9A-Fa-f]+)u?\b", text,
            re.M):
        found[name] = int(value, 0)
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
                                  "MAX_", "HORIZONTAL", "VERTICAL",
                                  "COMPONENT_", "CONTROL_", "ENDGAME_",
                                  "ANALYSIS_", "SOLVER_", "AI_", "DOTS_",
                                  "NIMSTRING_")):
                self.assertEqual(getattr(dnb, pyname), value, cname)
                checked += 1
        self.assertGreaterEqual(checked, 62)

    def test_unstable_constants(self):
        # dnb.unstable holds the fenced names, and only those; the package
        # itself none of them.
        d = header_defines(unstable=True)
        self.assertGreaterEqual(len(d), 7)
        ours = {n for n in dir(dnb.unstable) if n.startswith("SOLVER_")}
        self.assertEqual(ours, {c[len("DNB_"):] for c in d})
        for cname, value in d.items():
            pyname = cname[len("DNB_"):]
            self.assertEqual(getattr(dnb.unstable, pyname), value, cname)
            self.assertFalse(hasattr(dnb, pyname), cname)

    def test_structs_have_the_c_sizes(self):
        # The ctypes mirrors of the size-prefixed structs: a wrong field
        # would change the size or the offsets the library writes to.
        import ctypes
        sizes = {
            dnb.endgame.EndgameResultStruct: 2 * 4 + 6 * 8 + 6 * 4,
            dnb.analysis.AnalysisInfoStruct: 14 * 4 + 4 * 8,
            dnb.solver.OptionsStruct: 4 * 4 + 3 * 8 + 2 * 8,
            dnb.solver.ResultStruct: 5 * 4 + 64 * 4 + 4 + 64 * 4 + 3 * 8,  # tt_bytes: 1.2
            dnb.solver.ProgressStruct: 3 * 4 + 4 + 2 * 8,
            dnb.ai.OptionsStruct: 4 * 4 + 3 * 8,
            dnb.ai.ResultStruct: 6 * 4 + 2 * 8,
            dnb.nimstring.OptionsStruct: 2 * 4 + 2 * 8,
        }
        for struct, size in sizes.items():
            self.assertEqual(ctypes.sizeof(struct), size, struct.__name__)

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
            self.assertEqual(len(g.legal_moves), 17)
            self.assertEqual(g.capture_moves, [])
            self.assertEqual(len(g.safe_moves), 17)

    def test_rules_words_and_flags(self):
        with dnb.Game(2, 2, rules="compulsory misere") as g:
            self.assertEqual(g.rules, dnb.RULE_COMPULSORY | dnb.RULE_MISERE)
            self.assertEqual(g.rule_names, ("compulsory", "misere"))
        with dnb.Game(2, 2, rules=["border"]) as g:
            self.assertEqual(g.rules, dnb.RULE_BORDER)
            self.assertEqual(len(g.legal_moves), 4)   # the 4 inner edges
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
            self.assertEqual(g.legal_moves, [])
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
            self.assertEqual(g.capture_moves, ["b1-b2"])
            self.assertEqual(g.play("b1-b2"), 1)
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.box_owner(0), 2)
            self.assertEqual(g.box_sides(1), 1)
            self.assertTrue(g.edge_drawn("b2-b1"))
            self.assertFalse(g.edge_drawn("c1-c2"))

    def test_safe_moves(self):
        with dnb.Game(1, 1) as g:
            g.play_moves(["a1-b1", "a2-b2"])
            self.assertEqual(g.safe_moves, [])    # any move gives a third side
            self.assertEqual(len(g.legal_moves), 2)
        with dnb.Game(2, 1) as g:
            g.play_moves(["a1-b1", "a2-b2"])        # box 0 has two sides
            self.assertEqual(g.safe_moves, ["b1-c1", "b2-c2", "c1-c2"])
            g.play("b1-b2")                         # box 0 has three sides
            # The capture a1-a2 offers nothing new; c1-c2 gives box 1 its
            # second side only.
            self.assertEqual(g.safe_moves, ["b1-c1", "b2-c2", "a1-a2",
                                              "c1-c2"])
            g.play("b1-c1")
            self.assertEqual(g.safe_moves, ["a1-a2"])

    def test_compulsory_capture(self):
        with dnb.Game(2, 1, rules="compulsory") as g:
            g.play_moves("a1-b1 a2-b2 a1-a2")
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("c1-c2")
            self.assertEqual(cm.exception.status, dnb.E_MUST_CAPTURE)
            self.assertEqual(cm.exception.message, "a box must be captured")
            self.assertEqual(str(cm.exception), "a box must be captured: 'c1-c2': it takes "
                             "no box, and a box can be taken (b1-b2)")
            self.assertEqual(g.legal_moves, ["b1-b2"])

    def test_errors_carry_status_and_message(self):
        with dnb.Game(2, 2) as g:
            g.play("a1-b1")
            with self.assertRaises(dnb.DnbError) as cm:
                g.play("b1-a1")
            e = cm.exception
            self.assertEqual(e.status, dnb.E_ILLEGAL)
            self.assertEqual(e.message, "illegal move")
            # str() adds the move and why, as the dnb tool says it
            self.assertEqual(str(e), "illegal move: 'b1-a1': already drawn")
            with self.assertRaises(dnb.InvalidMoveError) as cm:
                g.play("a1-c1")
            self.assertEqual(cm.exception.message, "malformed text")
            self.assertIn("'a1-c1': no move of the 2x2 board (a move joins two "
                          "neighbouring dots", str(cm.exception))
            for rules in ("nimstring misere", dnb.RULE_NIMSTRING | dnb.RULE_MISERE,
                          ["nimstring", dnb.RULE_MISERE]):
                with self.assertRaises(dnb.ArgumentError) as cm:
                    dnb.Game(2, 2, rules=rules)
                self.assertEqual(cm.exception.message, "invalid argument")
                self.assertTrue(str(cm.exception).endswith(
                    "%r: nimstring and misere cannot be combined" % (rules,)))
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
        with dnb.Game(2, 2, rules="border") as g:
            with self.assertRaises(dnb.IllegalMoveError) as cm:
                g.play("a1-b1")
            self.assertEqual(str(cm.exception), "illegal move: 'a1-b1': already drawn "
                             "(the border rule draws the outer edges)")

    def test_arguments_of_the_wrong_type(self):
        # A float is not a size (as_u32 used to cut 3.5 to 3), nor an int
        # a text (bytes(12345) is 12,345 zero bytes).
        for args in ((3.5, 3), (3, 3.0)):
            with self.assertRaises(TypeError) as cm:
                dnb.Game(*args)
            self.assertIn("must be an integer, not float", str(cm.exception))
        with self.assertRaises(TypeError):
            dnb.edge_count(2.0, 2)
        with self.assertRaises(TypeError):
            dnb.Solver(tt_mb=1.5)
        with dnb.Game(2, 2) as g:
            with self.assertRaises(TypeError):
                g.play(1.0)
            self.assertEqual(g.move_count, 0)
        for parse in (dnb.Game.parse, dnb.Game.parse_diagram,
                      dnb.NimstringGraph.parse, dnb.Dots.parse,
                      dnb.parse_rules, lambda x: dnb.parse_move(2, 2, x)):
            with self.assertRaises(TypeError) as cm:
                parse(12345)
            self.assertIn("not int", str(cm.exception))
        with dnb.Game.parse(bytearray(b"dnb 1\nsize 2x2\n")) as g:
            self.assertEqual(g.width, 2)

    def test_rules_out_of_range_say_so(self):
        # -1 is no set of flags: E_RANGE, not "nimstring and misere
        # cannot be combined" (which its bits would also say).
        for make in (lambda r: dnb.Game(3, 3, rules=r),
                     lambda r: dnb.Book.default(3, 3, rules=r),
                     lambda r: dnb.Book(3, 3, rules=r)):
            with self.assertRaises(dnb.ArgumentError) as cm:
                make(-1)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            self.assertEqual(str(cm.exception),
                             "value out of range: rules -1")
            for bad, bit in ((16, "0x10"), (0xFFFFFFFF, "0xfffffff0"),
                             (["misere", 32], "0x20")):
                with self.assertRaises(dnb.ArgumentError) as cm:
                    make(bad)
                self.assertEqual(cm.exception.status, dnb.E_INVALID)
                self.assertIn("no rule has the flag %s (the rules: "
                              "compulsory, nimstring, misere, border)" % bit,
                              str(cm.exception))
                self.assertNotIn("combined", str(cm.exception))

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
                    legal = g.legal_moves
                    self.assertTrue(set(g.capture_moves) <= set(legal))
                    self.assertTrue(set(g.safe_moves) <= set(legal))
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
                self.assertEqual(p.legal_moves, g.legal_moves)
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

    def test_drawn_owners_and_setup_agree(self):
        with dnb.Game(2, 1, moves="a1-b1 a2-b2 a1-a2 b1-b2 c1-c2") as g:
            self.assertEqual(g.drawn, ["a1-b1", "a2-b2", "a1-a2", "b1-b2",
                                         "c1-c2"])
            self.assertEqual(g.drawn_edges, [0, 2, 4, 5, 6])
            self.assertEqual(g.owners, (2, 0))
            with dnb.Game.setup(2, 1, g.drawn, g.owners, g.to_move) as p:
                self.assertEqual(p.format("position"), g.format("position"))

    def test_rule_words(self):
        self.assertEqual(dnb.parse_rules("misere  border"),
                         dnb.RULE_MISERE | dnb.RULE_BORDER)
        self.assertEqual(dnb.parse_rules("standard"), 0)
        self.assertEqual(dnb.format_rules(0), "standard")
        self.assertEqual(dnb.format_rules(5), "compulsory misere")
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.parse_rules("swedish")
        self.assertEqual(cm.exception.status, dnb.E_PARSE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.parse_rules("nimstring misere")
        self.assertEqual(cm.exception.status, dnb.E_INVALID)

    def test_rule_words_come_from_the_library(self):
        # No table of words in the binding: what it knows is what the
        # library formats, and each word parses back to its flag.
        known = dnb.board.known_rules()
        self.assertEqual(known, ("standard", "compulsory", "nimstring",
                                 "misere", "border"))
        for word in known:
            self.assertEqual(dnb.format_rules(dnb.parse_rules(word)), word)
        self.assertFalse(hasattr(dnb.constants, "RULE_WORDS"))
        self.assertEqual(dnb.board.rules_value(["Compulsory", dnb.RULE_BORDER]),
                         dnb.RULE_COMPULSORY | dnb.RULE_BORDER)
        self.assertEqual(dnb.board.rules_value("border compulsory"), 9)
        self.assertEqual(dnb.board.rule_words(9), ("compulsory", "border"))
        with self.assertRaises(ValueError) as cm:
            dnb.board.rules_value("misere swedish")
        self.assertIn("'swedish'", str(cm.exception))
        self.assertIn("border", str(cm.exception))

    def test_setup(self):
        with dnb.Game.setup(1, 2, drawn=["a1-b1", "a2-b2", "a1-a2", "b1-b2",
                                         "a2-a3"],
                            owners=[1, 0], to_move=2) as g:
            self.assertEqual(g.scores, (1, 0))
            self.assertEqual(g.to_move, 2)
            self.assertEqual(g.move_count, 0)
            self.assertEqual(g.capture_moves, [])
            self.assertEqual(len(g.legal_moves), 2)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(1, 1, drawn=["a1-b1"], owners=[1])
        self.assertEqual(cm.exception.status, dnb.E_POSITION)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(2, 2, drawn=[], owners=[0, 0, 0])
        self.assertEqual(cm.exception.status, dnb.E_INVALID)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Game.setup(1, 1, drawn=[4])
        self.assertEqual(cm.exception.status, dnb.E_RANGE)


def endgame_value(parts):
    """v(G) by the recursion of dnb_endgame_evaluate(3), for checking the
    closed form: parts is a sorted tuple of (length, is_loop)."""
    memo = {}

    def v(g):
        if not g:
            return 0
        if g not in memo:
            best = None
            for i, (n, loop) in enumerate(g):
                if i and g[i - 1] == g[i]:
                    continue
                h = 4 if loop else 2
                rest = g[:i] + g[i + 1:]
                x = n - h + abs(v(rest) - h)
                best = x if best is None else min(best, x)
            memo[g] = best
        return memo[g]
    return v(tuple(sorted(parts)))


class Endgames(unittest.TestCase):
    def test_worked_example(self):
        # The worked example of libdnb-endgame(7), 3 + 4l + 8l: v = c = 1, tb = 6, and the opener must
        # open the 4-loop (Allcock's case 2), not the standard 3-chain.
        with dnb.Endgame("3 4l 8l") as eg:
            r = eg.evaluate()
            self.assertEqual((r.value, r.controlled_value, r.terminal_bonus),
                             (1, 1, 6))
            self.assertEqual((eg.value, eg.controlled_value,
                              eg.terminal_bonus), (1, 1, 6))
            self.assertEqual((r.boxes, r.chains, r.loops), (15, 1, 2))
            self.assertEqual((r.standard_move, r.move), ("3", "4l"))
            self.assertEqual((r.allcock_case, r.allcock_override), (2, True))
            self.assertEqual(eg.optimal_openings(), ["4l"])
            self.assertEqual(eg.option("3"), (4, 3, "keep"))
            self.assertEqual(eg.option("4l"), (5, 1, "keep"))
            self.assertEqual(eg.option(("loop", 8)), (1, 7, "give"))
            self.assertEqual(eg.controller(),
                             {"3": "keep", "4l": "keep", "8l": "give"})
            self.assertEqual(eg.components, [("3", 1), ("4l", 1), ("8l", 1)])
            self.assertEqual(str(eg), "3 + 4l + 8l")
            self.assertEqual(len(eg), 3)

    def test_building_the_list(self):
        with dnb.Endgame() as eg:
            self.assertEqual(eg.evaluate().move, None)
            self.assertEqual(eg.value, 0)
            self.assertEqual(eg.optimal_openings(), [])
            eg.add(3, count=2)
            eg.add("6l")
            eg.add((dnb.COMPONENT_CHAIN, 5))
            self.assertEqual(eg.components, [("3", 2), ("5", 1), ("6l", 1)])
            eg.remove("3c")
            self.assertEqual(str(eg), "3 + 5 + 6l")
            eg.set([("chain", 4), "4l"])
            self.assertEqual(str(eg), "4 + 4l")
            eg.clear()
            self.assertEqual(len(eg), 0)

    def test_against_the_recursion(self):
        rng = random.Random(3)
        with dnb.Endgame() as eg:
            for _ in range(60 if SMALL else 300):
                parts = []
                for _ in range(rng.randint(0, 6)):
                    if rng.random() < 0.4:
                        parts.append((2 * rng.randint(2, 6), True))
                    else:
                        parts.append((rng.randint(3, 9), False))
                eg.set([("loop" if loop else "chain", n) for n, loop in parts])
                want = endgame_value(parts)
                self.assertEqual(eg.value, want, str(eg))
                for name in eg.optimal_openings():
                    self.assertEqual(eg.option(name).value_after, want)

    def test_bad_input(self):
        cases = [("3 5l", dnb.E_RANGE), ("2", dnb.E_RANGE), ("2l", dnb.E_RANGE),
                 ("x", dnb.E_PARSE), ([("ring", 4)], dnb.E_INVALID),
                 ([(7, 4)], dnb.E_INVALID)]
        for spec, status in cases:
            with self.assertRaises(dnb.DnbError, msg=spec) as cm:
                dnb.Endgame(spec)
            self.assertEqual(cm.exception.status, status, spec)
        with dnb.Endgame("3 4") as eg:
            with self.assertRaises(dnb.DnbError) as cm:
                eg.set("5 6 7l")            # all or nothing
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            self.assertEqual(str(eg), "3 + 4")
            for bad in (eg.remove, eg.option):
                with self.assertRaises(dnb.DnbError) as cm:
                    bad("8l")
                self.assertEqual(cm.exception.status, dnb.E_RANGE)
        self.assertTrue(eg.closed)
        with self.assertRaises(ValueError):
            eg.value


class Analyses(unittest.TestCase):
    CHAIN_3X1 = "a1-b1 b1-c1 c1-d1 a2-b2 b2-c2 c2-d2"

    def test_loony_chain(self):
        with dnb.Game(3, 1, moves=self.CHAIN_3X1) as g:
            a = g.analysis()
            self.assertEqual(a.state, "loony")
            self.assertEqual((a.value, a.margin, a.controlled_value), (3, -3, 3))
            self.assertEqual(a.move, "a1-a2")
            self.assertEqual((a.long_chains, a.loops, a.safe_moves), (1, 0, 0))
            self.assertEqual(a.endgame, ["3"])
            self.assertEqual(len(a.regions), 1)
            r = a.regions[0]
            self.assertEqual((r.kind, r.length, r.long), ("chain", 3, True))
            self.assertEqual(r.ends, ("a1-a2", "d1-d2"))
            self.assertEqual(r.boxes, [0, 1, 2])
            self.assertEqual(r.edges, ["a1-a2", "b1-b2", "c1-c2", "d1-d2"])
            with dnb.Endgame(a.endgame) as eg:
                self.assertEqual(eg.value, a.value)

    def test_handout(self):
        # Player 1 opens the chain; player 2 takes all 3 (nothing is left
        # to keep control of).
        with dnb.Game(3, 1, moves=self.CHAIN_3X1 + " a1-a2") as g:
            a = g.analysis()
            self.assertEqual((a.state, a.to_move), ("handout", 2))
            self.assertEqual((a.decision, a.margin, a.move), ("give", 3, "b1-b2"))
            self.assertEqual(a.regions[0].kind, "capturable")
            self.assertEqual(a.regions[0].ends, (None, "d1-d2"))

    def test_open_board(self):
        with dnb.Game(5, 5) as g:
            a = g.analysis()
            self.assertEqual(a.state, "none")
            self.assertEqual(a.wanted_parity, 0)   # player 1 wants even
            self.assertEqual((a.move, a.decision, a.endgame), (None, None, None))
            self.assertEqual(a.safe_moves, 60)
            self.assertEqual(a.regions[0].kind, "other")
            self.assertEqual(a.regions[0].length, 25)

    def test_snapshot(self):
        with dnb.Game(2, 2, moves="a1-b1 b1-c1 a3-b3 b3-c3 a1-a2 c1-c2 "
                      "a2-a3 c2-c3") as g:
            a = g.analysis()
            g.play("a2-b2")
            self.assertEqual((a.state, a.loops, a.endgame), ("loony", 1, ["4l"]))
            self.assertEqual(a.value, 4)
            self.assertEqual(g.analysis().state, "handout")


class Kropki(unittest.TestCase):
    def test_four_around_one(self):
        # Player 2's dot at b2 is surrounded by b1, a2, c2 and b3.
        with dnb.Dots(3, 3, moves="b1 b2 a2 a1 c2 c1") as d:
            self.assertEqual(d.scores, (0, 0))
            self.assertEqual(d.play("b3"), 1)
            self.assertEqual(d.scores, (1, 0))
            self.assertEqual(d.point("b2"), -2)
            self.assertEqual(d.owner("b2"), 1)
            self.assertEqual(d.point(1), 1)      # b1, by number
            self.assertEqual(d.to_move, 2)
            self.assertEqual(d.legal_moves, ["a3", "c3"])
            self.assertEqual(d.legal_points, [6, 8])
            self.assertEqual(d.result, (0, 1))
            with self.assertRaises(dnb.DnbError) as cm:
                d.play("b2")                      # inside a base
            self.assertEqual(cm.exception.status, dnb.E_ILLEGAL)
            d.undo()
            self.assertEqual((d.point("b2"), d.scores), (2, (0, 0)))

    def test_setup_end_and_record(self):
        with dnb.Dots(4, 4) as d:
            for p in ("b1", "a2", "c2", "b3"):
                d.setup(1, p)
            self.assertEqual(d.to_move, 1)
            self.assertEqual(d.setup(2, "b2"), 0)   # into player 1's ring
            self.assertEqual(d.point("b2"), -2)
            self.assertEqual(d.scores, (1, 0))
            d.end_turn()
            self.assertTrue(d.has_ended(1))
            self.assertEqual(d.to_move, 2)
            with d.clone() as c, dnb.Dots.parse(d.format()) as back:
                self.assertEqual(back.history_length, d.history_length)
                self.assertEqual(back.scores, (1, 0))
                self.assertEqual(back.format(), c.format())
            self.assertIn("player 1", str(d))
            d.end_turn()
            self.assertTrue(d.over)
            self.assertEqual(d.to_move, 0)
            self.assertEqual(d.legal_moves, [])
            with self.assertRaises(dnb.DnbError) as cm:
                d.play("d4")
            self.assertEqual(cm.exception.status, dnb.E_OVER)

    def test_bad_input(self):
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Dots(0, 3)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Dots(129, 3)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with dnb.Dots() as d:
            self.assertEqual((d.width, d.height, d.free_count), (10, 10, 100))
            d.play("a1")
            for bad, status in (("a1", dnb.E_ILLEGAL), ("k1", dnb.E_RANGE),
                                (100, dnb.E_RANGE), ("1a", dnb.E_PARSE)):
                with self.assertRaises(dnb.DnbError) as cm:
                    d.play(bad)
                self.assertEqual(cm.exception.status, status, bad)
            with self.assertRaises(dnb.DnbError) as cm:
                d.point(100)                   # not "a captured dot" (-2)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            with self.assertRaises(dnb.DnbError) as cm:
                d.setup(3, "b1")
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            d.undo()
            with self.assertRaises(dnb.DnbError) as cm:
                d.undo()
            self.assertEqual(cm.exception.status, dnb.E_NO_HISTORY)
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Dots.parse("dots 1\nsize 3x3\nmoves b1 b1\n")
        self.assertEqual(cm.exception.status, dnb.E_ILLEGAL)
        self.assertEqual(cm.exception.line, 3)
        self.assertEqual(repr(d), "<dnb.Dots closed>")


class Solving(unittest.TestCase):
    def test_2x2_and_3x3(self):
        with dnb.Solver(tt_mb=4) as s, dnb.Game(2, 2) as g:
            r = s.solve(g)
            self.assertEqual((r.value, r.lower, r.upper, r.exact), (2, 2, 2, True))
            self.assertEqual(r.best_moves, ["a1-b1", "b1-c1", "a3-b3", "b3-c3",
                                            "a1-a2", "c1-c2", "a2-a3", "c2-c3"])
            self.assertEqual(len(r.pv), 12)
            self.assertGreater(r.nodes, 0)
            values = s.move_values(g)
            self.assertEqual(len(values), 12)
            self.assertEqual(max(values.values()), 2)
            self.assertEqual(sorted(m for m, v in values.items() if v == 2),
                             sorted(r.best_moves))
            self.assertEqual(values["a2-b2"], 0)
            with dnb.Game(3, 3) as g3:
                self.assertEqual(s.solve(g3).value, -3)
                s.clear()
                v = s.value(g3)
                self.assertEqual((v.value, v.lower, v.upper, v.exact),
                                 (-3, -3, -3, True))
                self.assertEqual((v.best_moves, len(v.pv)), ([], 24))
            self.assertGreater(s.memory, 4 << 20)
            s.clear()

    def test_pv_replays_to_the_value(self):
        with dnb.Solver(tt_mb=1) as s, dnb.Game(2, 2, moves="a1-b1") as g:
            r = s.solve(g)
            mover = g.to_move
            before = g.scores
            g.play_moves(r.pv)
            self.assertTrue(g.over)
            gain = [a - b for a, b in zip(g.scores, before)]
            self.assertEqual(gain[mover - 1] - gain[2 - mover], r.value)

    def test_variants(self):
        with dnb.Solver(tt_mb=1) as s:
            with dnb.Game(1, 1, rules="nimstring") as g:
                self.assertEqual(s.solve(g).value, 1)    # 4 moves: the mover wins
            with dnb.Game(1, 1, rules="misere") as g:
                self.assertEqual(s.solve(g).value, 1)    # the opponent takes it

    def test_limits_and_progress(self):
        with dnb.Solver(tt_mb=1, node_limit=1000) as s, dnb.Game(3, 3) as g:
            with self.assertRaises(dnb.SolverStopped) as cm:
                s.solve(g)
            e = cm.exception
            self.assertEqual(e.status, dnb.E_LIMIT)
            self.assertIsInstance(e, dnb.DnbError)
            self.assertLessEqual(e.solution.lower, -3)
            self.assertGreaterEqual(e.solution.upper, -3)
            self.assertEqual(e.solution.best_moves, [])
            r = s.solve(g, partial=True)
            self.assertFalse(r.exact)
            self.assertIsNone(r.value)

            seen = []
            s.set_options(node_limit=0, progress_nodes=1000,
                          progress=lambda p: seen.append(p) or len(seen) == 2)
            s.clear()
            with self.assertRaises(dnb.SolverStopped) as cm:
                s.solve(g)
            self.assertEqual(cm.exception.status, dnb.E_CANCELLED)
            self.assertEqual(len(seen), 2)
            self.assertLessEqual(seen[0].lower, seen[0].upper)

            def boom(p):
                raise KeyError("from the callback")
            s.set_options(progress=boom)
            with self.assertRaises(KeyError):
                s.solve(g)
            self.assertEqual(s.options["progress"], boom)

    def test_reentry_from_the_callback(self):
        g = dnb.Game(3, 3)
        for what in ("close", "set_options", "clear", "solve"):
            s = dnb.Solver(tt_mb=4, threads=2, progress_nodes=64)

            def cb(p, s=s, what=what):
                if what == "close":
                    s.close()
                elif what == "set_options":
                    s.set_options(tt_mb=2)
                elif what == "clear":
                    s.clear()
                else:
                    s.solve(g)
            s.set_options(progress=cb)
            with self.assertRaises(dnb.DnbError) as cm:
                s.solve(g)
            self.assertEqual(cm.exception.status, dnb.E_BUSY, what)
            self.assertEqual(s.options["tt_mb"], 4)
            s.set_options(progress=None)
            self.assertEqual(s.solve(g).value, -3)
            s.close()

    def test_bad_input(self):
        for opts in ({"threads": 0}, {"threads": 65}, {"tt_mb": 65537}):
            with self.assertRaises(dnb.DnbError) as cm:
                dnb.Solver(**opts)
            self.assertEqual(cm.exception.status, dnb.E_RANGE, opts)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Solver(disable=64)
        self.assertEqual(cm.exception.status, dnb.E_INVALID)
        with self.assertRaises(TypeError):
            dnb.Solver(depth=3)
        with self.assertRaises(ValueError):
            dnb.Solver(disable="magic")
        with dnb.Solver(tt_mb=1, disable="table symmetry") as s:
            with dnb.Game(6, 6) as g:          # 84 undrawn edges
                with self.assertRaises(dnb.DnbError) as cm:
                    s.solve(g)
                self.assertEqual(cm.exception.status, dnb.E_RANGE)
            with self.assertRaises(dnb.DnbError) as cm:
                s.set_options(threads=0)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            self.assertEqual(s.options["threads"], 1)
            with dnb.Game(2, 2) as g:
                self.assertEqual(s.solve(g).value, 2)    # the same without the table


# Two 2x2 positions of libdnb-nimstring(7): the 4-loop with one coin
# grounded (7 of the 8 outer lines drawn), and the 2x2 with its top and left
# edges drawn (the bottom-right region of Berlekamp's p. 50 position).
LOOP_GROUNDED = ["a1-b1", "b1-c1", "c1-c2", "c2-c3", "b3-c3", "a3-b3", "a2-a3"]
ICELANDIC = ["a1-b1", "b1-c1", "a1-a2", "a2-a3"]
# Three components joined only through the ground: 0 + * + *3 = *2.
SUM_GRAPH = ("coins 6\n0 G\n0 G\n0 G\n1 G\n1 G\n"
             "3 5\n4 G\n4 5\n2 4\n3 2\n5 2\n")


class NimstringValues(unittest.TestCase):
    def test_loony_is_a_singleton(self):
        import pickle
        L = dnb.LOONY
        self.assertIs(copy.copy(L), L)
        self.assertIs(copy.deepcopy(L), L)
        self.assertIs(pickle.loads(pickle.dumps(L)), L)
        self.assertIs(type(L)(), L)
        self.assertTrue(L)                  # the player to move wins
        self.assertNotIsInstance(L, int)
        self.assertNotEqual(L, dnb.NIMSTRING_LOONY)
        self.assertEqual((str(L), repr(L)), ("loony", "LOONY"))
        self.assertEqual([dnb.value_name(v) for v in (0, 1, 3, L)],
                         ["0", "*1", "*3", "loony"])
        self.assertEqual(dnb.nim_sum([0, 1, 3]), 2)
        self.assertIs(dnb.nim_sum([1, L, 2]), L)
        self.assertEqual(dnb.nim_sum([]), 0)

    def test_berlekamps_boards(self):
        with dnb.Nimstring() as ns:
            with dnb.Game(1, 1) as g:
                self.assertEqual(ns.value(g), 1)
                self.assertEqual(ns.move_values(g), {
                    "a1-b1": 0, "a2-b2": 0, "a1-a2": 0, "b1-b2": 0})
            with dnb.Game(2, 2, moves=LOOP_GROUNDED) as g:
                self.assertEqual(ns.value(g), 1)
                values = ns.move_values(g)
                self.assertEqual(values.pop("a1-a2"), 0)   # leaves a 4-loop
                self.assertEqual(set(values.values()), {dnb.LOONY})
                self.assertEqual(ns.winning_moves(g), ["a1-a2"])
            with dnb.Game(2, 2, moves=ICELANDIC) as g:
                self.assertEqual(ns.value(g), 2)
            with dnb.Game(2, 2) as g:
                self.assertEqual(ns.value(g), 0)
                self.assertEqual(ns.winning_moves(g), [])
            # an opened 3-chain: loony; taking its first box wins
            with dnb.Game(3, 1, moves=["a1-b1", "b1-c1", "c1-d1", "a2-b2",
                                       "b2-c2", "c2-d2", "a1-a2"]) as g:
                self.assertIs(ns.value(g), dnb.LOONY)
                self.assertIn("b1-b2", ns.winning_moves(g))
            self.assertGreaterEqual(ns.nodes, 0)

    def test_graphs_built_and_read(self):
        G = dnb.GROUND
        with dnb.Nimstring() as ns:
            for k, want in ((1, 0), (2, 1), (3, 0), (4, 1)):
                with dnb.NimstringGraph(1, [(0, None)] * k) as graph:
                    self.assertEqual(ns.value(graph), want, k)
            chain = dnb.NimstringGraph(3)
            self.assertEqual([chain.add_string(*s) for s in
                              ((G, 0), (0, 1), (1, 2), (2, G))], [0, 1, 2, 3])
            self.assertEqual(ns.value(chain), 0)           # a long chain
            self.assertEqual(chain.string(1), (0, 1, None))
            self.assertEqual(chain.strings[0], (G, 0))
            self.assertEqual((chain.coin_count, chain.string_count,
                              len(chain)), (3, 4, 4))
            self.assertEqual(ns.move_values(chain), {
                0: dnb.LOONY, 1: dnb.LOONY, 2: dnb.LOONY, 3: dnb.LOONY})
            opened = dnb.NimstringGraph.parse("coins 4\n0 1\n1 2\n2 3\n")
            self.assertIs(ns.value(opened), dnb.LOONY)
            self.assertEqual(opened.capture_strings, {0, 2})
            text = chain.format()
            self.assertEqual(str(chain), text)
            with dnb.NimstringGraph.parse(text) as back:
                self.assertEqual(back.strings, chain.strings)
                self.assertEqual(back.format(), text)
            twin = copy.deepcopy(chain)
            twin.add_string(0, None)
            self.assertEqual((chain.string_count, twin.string_count), (4, 5))
            self.assertIn("3 coins, 4 strings", repr(chain))
            for graph in (chain, twin, opened):
                graph.close()
            self.assertEqual(repr(chain), "<dnb.NimstringGraph closed>")
            with self.assertRaises(ValueError):
                ns.value(chain)

    def test_components_add_up(self):
        with dnb.Nimstring() as ns, \
                dnb.NimstringGraph.parse(SUM_GRAPH) as graph:
            self.assertEqual(graph.components,
                             [[0, 1, 2], [3, 4], [5, 6, 7, 8, 9, 10]])
            self.assertEqual(graph.component_of,
                             [0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2])
            parts = ns.components(graph)
            self.assertEqual([c.value for c in parts], [0, 1, 3])
            self.assertEqual(parts[1].strings, [3, 4])
            self.assertEqual(parts[1].moves, [3, 4])
            self.assertEqual(ns.value(graph), 2)
            self.assertEqual(dnb.nim_sum(c.value for c in parts), 2)
            self.assertEqual(ns.component_value(graph, 2), 3)
            with self.assertRaises(dnb.DnbError) as cm:
                ns.component_value(graph, 3)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with dnb.Nimstring() as ns, dnb.Game(2, 2) as g:
            g.play_moves(["a1-b1", "b2-c2"])
            parts = ns.components(g)
            self.assertEqual(len(parts), 1)
            self.assertEqual(sorted(parts[0].moves), sorted(g.legal_moves))

    def test_against_the_solver(self):
        # The player to move wins the Nimstring game exactly when the value
        # is not 0, and by the same moves as the solver says.
        rng = random.Random(16)
        with dnb.Nimstring() as ns, dnb.Solver(tt_mb=4) as s:
            for _ in range(40 if SMALL else 200):
                w, h = rng.choice([(1, 1), (1, 2), (2, 2), (3, 2), (3, 3)])
                with dnb.Game(w, h, rules="nimstring") as g:
                    while g.edge_count - g.move_count > 16 or rng.random() < 0.4:
                        if g.over:
                            break
                        g.play(rng.choice(g.legal_moves))
                    value = ns.value(g)
                    self.assertEqual(bool(value), s.solve(g).value == 1,
                                     g.history)
                    wins = [m for m, v in s.move_values(g).items() if v == 1]
                    self.assertEqual(sorted(ns.winning_moves(g)), sorted(wins),
                                     g.history)

    def test_errors(self):
        for rules in ("misere", "compulsory"):
            with dnb.Game(2, 2, rules=rules) as g, dnb.Nimstring() as ns:
                with self.assertRaises(dnb.DnbError) as cm:
                    ns.value(g)
                self.assertEqual(cm.exception.status, dnb.E_NOT_APPLICABLE)
                with self.assertRaises(dnb.DnbError) as cm:
                    dnb.NimstringGraph.from_game(g)
                self.assertEqual(cm.exception.status, dnb.E_NOT_APPLICABLE)
        graph = dnb.NimstringGraph(2)
        for a, b, status in ((0, 0, dnb.E_INVALID), (0, 2, dnb.E_RANGE),
                             (None, None, dnb.E_INVALID),
                             (-1, 0, dnb.E_RANGE), (2 ** 32, 0, dnb.E_RANGE)):
            with self.assertRaises(dnb.DnbError) as cm:
                graph.add_string(a, b)
            self.assertEqual(cm.exception.status, status, (a, b))
        self.assertEqual(graph.string_count, 0)
        with self.assertRaises(dnb.DnbError) as cm:
            graph.string(0)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.NimstringGraph(dnb.NIMSTRING_MAX_COINS + 1)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.NimstringGraph.parse("coins 2\n0 1\n1 7\n")
        e = cm.exception
        self.assertEqual((e.status, e.line, e.column), (dnb.E_RANGE, 3, 3))
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.NimstringGraph.parse("coins 2\n0 x\n")
        self.assertEqual(cm.exception.status, dnb.E_PARSE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.Nimstring(memo_mb=0)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(TypeError):
            dnb.Nimstring(depth=3)
        with dnb.Nimstring() as ns:
            with self.assertRaises(dnb.DnbError) as cm:
                ns.value("coins 1")
            self.assertEqual(cm.exception.status, dnb.E_INVALID)
        graph.close()

    def test_limits_and_options(self):
        with dnb.Nimstring(node_limit=1, memo_mb=1) as ns, \
                dnb.Game(6, 6) as g:
            self.assertEqual(ns.options["node_limit"], 1)
            with self.assertRaises(dnb.DnbError) as cm:
                ns.value(g)
            self.assertEqual(cm.exception.status, dnb.E_LIMIT)
            with self.assertRaises(dnb.DnbError) as cm:
                ns.set_options(memo_mb=0)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            self.assertEqual(ns.options["memo_mb"], 1)
            ns.set_options(node_limit=0)
            ns.clear()
            with dnb.Game(2, 2) as small:
                self.assertEqual(ns.value(small), 0)
            self.assertIn("memo 1 MiB", repr(ns))
        self.assertEqual(repr(ns), "<dnb.Nimstring closed>")
        with self.assertRaises(ValueError):
            ns.clear()


class Books(unittest.TestCase):
    """dnb.Book against the books shipped in lib/book/data."""

    def setUp(self):
        self.path = os.path.join(BOOKS, "3x3.book")
        with open(self.path, "rb") as f:
            self.data = f.read()

    def test_shipped_3x3(self):
        with dnb.Book.open(self.path) as book, dnb.Game(3, 3) as g:
            self.assertEqual((book.width, book.height, book.rules),
                             (3, 3, dnb.RULES_STANDARD))
            self.assertEqual(book.rule_names, ("standard",))
            self.assertEqual(len(book), 48)
            self.assertEqual(repr(book), "<dnb.Book 3x3 standard, 48 positions>")
            # Wilson: the empty 3x3 board is worth -3 to the first player,
            # whatever the first move.
            value, best = book.lookup(g)
            self.assertEqual(value, -3)
            self.assertEqual(best, g.legal_moves)
            self.assertEqual(len(best), 24)
            values = book.move_values(g)
            self.assertEqual(values, {m: -3 for m in g.legal_moves})
            self.assertEqual(book.move_values(g, edges=True),
                             {e: -3 for e in range(24)})
            self.assertIn(g, book)
            # After one move the second player gets +3; the answer comes in
            # the game's own numbering, whichever symmetric move was played.
            g.play("a1-b1")
            value, best = book.lookup(g)
            self.assertEqual(value, 3)
            self.assertNotIn("a1-b1", best)
            self.assertIn("c4-d4", best)
            self.assertNotIn("b2-c2", best)     # offers the centre...
            self.assertEqual(book.move_values(g)["b2-c2"], 1)   # ...worth 1
            with dnb.Game(3, 3, moves="c4-d4") as mirror:
                self.assertEqual(book.lookup(mirror)[0], 3)
                self.assertIn("a1-b1", book.lookup(mirror)[1])
                self.assertEqual(dnb.Book.key(mirror), dnb.Book.key(g))
                self.assertEqual(len(book.lookup(mirror)[1]), len(best))
            # Three moves deep is beyond the book: no entry, no values.
            g.play_moves("b1-c1 c1-d1")
            self.assertIsNone(book.lookup(g))
            self.assertEqual(book.move_values(g), {})
            self.assertNotIn(g, book)

    def test_keys(self):
        with dnb.Game(3, 3) as g:
            self.assertEqual(dnb.Book.key(g), 0)
            g.play("a1-b1")
            key = dnb.Book.key(g)
            self.assertEqual(bin(key).count("1"), 1)
            for m in ("c1-d1", "a4-b4", "c4-d4", "a1-a2", "d1-d2", "a3-a4",
                      "d3-d4"):
                with dnb.Game(3, 3, moves=[m]) as other:
                    self.assertEqual(dnb.Book.key(other), key, m)
            with dnb.Game(3, 3, moves=["b2-c2"]) as centre:
                self.assertNotEqual(dnb.Book.key(centre), key)
        with dnb.Game(5, 5) as big:         # 60 edges: still a key
            self.assertEqual(dnb.Book.key(big), 0)
        with dnb.Game(6, 6) as too_big, self.assertRaises(dnb.ArgumentError) as cm:
            dnb.Book.key(too_big)           # 84 edges
        self.assertEqual(cm.exception.status, dnb.E_RANGE)

    def test_bytes_round_trip(self):
        with dnb.Book.open(pathlib.Path(self.path)) as book:
            self.assertEqual(book.to_bytes(), self.data)
        with dnb.Book.from_bytes(self.data) as book:
            self.assertEqual(book.to_bytes(), self.data)
            self.assertEqual(len(book), 48)
            copied = pickle.loads(pickle.dumps(book))
            self.assertEqual(copied.to_bytes(), self.data)
            copied.close()
        with dnb.Book.from_bytes(bytearray(self.data)) as book:
            self.assertEqual(len(book), 48)
        with dnb.Book.from_bytes(memoryview(self.data)) as book:
            self.assertEqual(len(book), 48)
        # An int is no bytes (bytes(12345) would be 12,345 zero bytes).
        for bad in (12345, 0, "text", None):
            with self.assertRaises(TypeError) as cm:
                dnb.Book.from_bytes(bad)
            self.assertIn("bytes-like", str(cm.exception))

    def test_damaged_books_are_corrupt(self):
        for bad in (self.data[:-1], self.data[:-12], self.data[:len(self.data) // 2],
                    self.data[:20], b"", b"not a book at all"):
            with self.assertRaises(dnb.CorruptError) as cm:
                dnb.Book.from_bytes(bad)
            self.assertEqual(cm.exception.status, dnb.E_CORRUPT)
            self.assertIsInstance(cm.exception, ValueError)
        flipped = bytearray(self.data)
        flipped[len(flipped) // 2] ^= 0x10
        with self.assertRaises(dnb.CorruptError):
            dnb.Book.from_bytes(flipped)
        with tempfile.TemporaryDirectory() as tmp:
            cut = os.path.join(tmp, "3x3.book")
            with open(cut, "wb") as f:
                f.write(self.data[:-1])
            with self.assertRaises(dnb.CorruptError):
                dnb.Book.open(cut)
            with self.assertRaises(dnb.CorruptError):
                dnb.Book.default(3, 3, directory=tmp)

    def test_files_and_defaults(self):
        with self.assertRaises(dnb.FileError) as cm:
            dnb.Book.open(os.path.join(BOOKS, "no-such.book"))
        self.assertEqual(cm.exception.status, dnb.E_IO)
        self.assertIsInstance(cm.exception, OSError)
        with self.assertRaises(ValueError):
            dnb.Book.open("bad\0path")
        with dnb.Book.default(3, 4, directory=BOOKS) as book:
            self.assertEqual((book.width, book.height, len(book)), (3, 4, 51983))
        with dnb.Book.default(2, 5, directory=pathlib.Path(BOOKS)) as book:
            self.assertEqual((book.width, book.height, len(book)), (2, 5, 25696))
        # 5x2 is the 2x5 board turned: its book serves
        with dnb.Book.default(5, 2, directory=BOOKS) as book, \
                dnb.Game(5, 2, moves="a1-b1") as g, dnb.Solver() as s:
            self.assertEqual((book.width, book.height), (2, 5))
            self.assertEqual(book.lookup(g)[0], s.solve(g).value)
        with self.assertRaises(dnb.FileError):
            dnb.Book.default(5, 1, directory=BOOKS)
        with self.assertRaises(dnb.FileError):
            dnb.Book.default(3, 3, rules="compulsory", directory=BOOKS)
        old = os.environ.get("DNB_BOOK_DIR")
        os.environ["DNB_BOOK_DIR"] = BOOKS
        try:
            with dnb.Book.default(3, 3) as book:
                self.assertEqual(book.to_bytes(), self.data)
        finally:
            if old is None:
                del os.environ["DNB_BOOK_DIR"]
            else:
                os.environ["DNB_BOOK_DIR"] = old

    def test_other_boards_and_rules(self):
        with dnb.Book.open(self.path) as book:
            for g in (dnb.Game(4, 4), dnb.Game(3, 3, rules="compulsory")):
                with g:
                    with self.assertRaises(dnb.ArgumentError) as cm:
                        book.lookup(g)
                    self.assertEqual(cm.exception.status, dnb.E_NOT_APPLICABLE)
                    with self.assertRaises(dnb.ArgumentError):
                        book.move_values(g)
                    with self.assertRaises(dnb.ArgumentError):
                        book.add(g, 0, [])
                    self.assertNotIn(g, book)
            self.assertNotIn("a game", book)

    def test_building_a_book(self):
        with dnb.Book(2, 2) as book, dnb.Solver(tt_mb=1) as solver, \
                dnb.Game(2, 2) as g:
            self.assertEqual((len(book), book.width, book.rules), (0, 2, 0))
            self.assertIsNone(book.lookup(g))
            self.assertEqual(book.move_values(g), {})
            empty = book.to_bytes()
            self.assertEqual(len(dnb.Book.from_bytes(empty)), 0)
            s = s0 = solver.solve(g)
            book.add(g, s.value, s.best_moves)
            self.assertEqual(book.lookup(g), (s.value, s.best_moves))
            g.play(s.best_moves[0])
            s = solver.solve(g)
            book.add(g, s.value, [g.edge(m) for m in s.best_moves])
            self.assertEqual(len(book), 2)
            book.add(g, s.value, s.best_moves)        # the same again: kept
            self.assertEqual(len(book), 2)
            with self.assertRaises(dnb.ArgumentError):
                book.add(g, s.value + 2, s.best_moves)  # contradicts it
            with self.assertRaises(dnb.ArgumentError):
                book.add(g, s.value, [g.history[0]])  # a drawn edge
            with self.assertRaises(dnb.ArgumentError):
                book.add(g, 5, [])                      # more than 4 boxes
            self.assertEqual(len(book), 2)
            # The value of the first move comes from the entry after it.
            g.undo()
            values = book.move_values(g)
            self.assertEqual(values[s0.best_moves[0]], s0.value)
            # Saved, read back: the same lookups and the same bytes.
            data = book.to_bytes()
            with dnb.Book.from_bytes(data) as again:
                self.assertEqual(again.lookup(g), (s0.value, s0.best_moves))
                self.assertEqual(again.to_bytes(), data)
        with self.assertRaises(dnb.ArgumentError):
            dnb.Book(6, 6)                  # more than 64 edges
        with self.assertRaises(ValueError):
            book.lookup(g)                  # closed

    def test_ai_plays_from_the_book(self):
        with dnb.Book.open(os.path.join(BOOKS, "3x4.book")) as book, \
                dnb.Game(3, 4) as g:
            value, best = book.lookup(g)
            self.assertEqual((value, best), (0, ["a3-b3", "b3-c3", "c3-d3"]))
            for level in ("hard", "perfect"):
                with dnb.AI(level=level, seed=3, node_limit=2000,
                            tt_mb=1) as ai:
                    self.assertIsNone(ai.book)
                    self.assertNotEqual(ai.hint(g).reason, "book")
                    ai.set_book(book)
                    self.assertIs(ai.book, book)
                    h = ai.hint(g)
                    self.assertEqual((h.reason, h.value), ("book", 0))
                    self.assertIn(h.move, best)
                    self.assertEqual(ai.move(g), h.move)
                    ai.set_book(None)
                    self.assertIsNone(ai.book)
                    self.assertNotEqual(ai.hint(g).reason, "book")
            with dnb.AI(level="medium") as ai:      # below hard: no book
                ai.set_book(book)
                self.assertNotEqual(ai.hint(g).reason, "book")
            with dnb.AI(level="hard", node_limit=2000) as ai, \
                    dnb.Game(3, 3) as other:
                ai.set_book(book)       # another board: never consulted
                self.assertNotEqual(ai.hint(other).reason, "book")

    def test_ai_keeps_the_book_alive(self):
        import weakref
        path = os.path.join(BOOKS, "3x4.book")
        with dnb.AI(level="hard", node_limit=2000) as ai, dnb.Game(3, 4) as g:
            book = dnb.Book.open(path)
            alive = weakref.ref(book)
            ai.set_book(book)
            del book
            gc.collect()
            self.assertIsNotNone(alive())
            self.assertFalse(alive().closed)
            for _ in range(3):
                self.assertEqual(ai.hint(g).reason, "book")
            ai.set_book(None)
            gc.collect()
            self.assertIsNone(alive())
            # Closed (the end of its with block) while the AI holds it: the
            # C book stays until the AI lets go of it.
            with dnb.Book.open(path) as book:
                ai.set_book(book)
            self.assertTrue(book.closed)
            with self.assertRaises(ValueError):
                book.lookup(g)
            with self.assertRaises(ValueError):
                ai.set_book(book)       # a closed book cannot be given
            self.assertIs(ai.book, book)
            self.assertEqual(ai.hint(g).reason, "book")
            self.assertIsNotNone(book._orphan)    # kept for the AI
            ai.set_book(None)           # the last holder: freed now
            self.assertIsNone(book._orphan)
            # Two AIs share one book; closing the AIs releases it.
            shared = dnb.Book.open(path)
            one, two = dnb.AI(level="hard"), dnb.AI(level="hard")
            one.set_book(shared)
            two.set_book(shared)
            shared.close()
            one.close()
            self.assertEqual(two.hint(g).reason, "book")
            self.assertIsNotNone(shared._orphan)
            two.close()
            self.assertIsNone(shared._orphan)
            self.assertEqual(shared._holders, 0)

    def test_ai_books_on_threads(self):
        # Eight threads take and let go of one book many times, then it is
        # closed: no hold is lost, and the last release frees it.
        with dnb.Game(3, 4) as g:
            book = dnb.Book.open(os.path.join(BOOKS, "3x4.book"))
            ais = [dnb.AI(level="hard") for _ in range(8)]

            def churn(ai):
                for _ in range(200):
                    ai.set_book(book)
                    ai.set_book(None)
                ai.set_book(book)
            threads = [threading.Thread(target=churn, args=(ai,)) for ai in ais]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            self.assertEqual(book._holders, 8)
            book.close()
            self.assertEqual(ais[0].hint(g).reason, "book")
            for ai in ais:
                ai.close()
            self.assertEqual(book._holders, 0)
            self.assertIsNone(book._orphan)

    def test_copies(self):
        with dnb.Book.open(os.path.join(BOOKS, "3x4.book")) as book:
            twin = copy.deepcopy(book)
            self.assertEqual(twin.to_bytes(), book.to_bytes())
            twin.close()
        # objects with no copy of their own refuse, rather than share the
        # C pointer (a copy of the slots freed it twice)
        for make in (lambda: dnb.AI(), lambda: dnb.Solver(tt_mb=1)):
            with make() as obj:
                with self.assertRaises(TypeError):
                    copy.copy(obj)
                with self.assertRaises(TypeError):
                    copy.deepcopy(obj)
                with self.assertRaises(TypeError):
                    pickle.dumps(obj)


class Players(unittest.TestCase):
    def test_names(self):
        self.assertEqual([dnb.ai.level_name(i) for i in range(5)],
                         ["beginner", "easy", "medium", "hard", "perfect"])
        self.assertEqual(dnb.ai.reason_name(dnb.AI_REASON_DOUBLE_CROSS),
                         "double-cross")
        self.assertEqual(dnb.ai.level_value("hard"), dnb.AI_HARD)

    def test_hints_give_reasons(self):
        with dnb.AI(level="easy") as ai, dnb.Game(2, 1) as g:
            g.play_moves("a1-b1 a2-b2 a1-a2")
            h = ai.hint(g)
            self.assertEqual((h.move, h.reason, h.level), ("b1-b2", "capture", "easy"))
            self.assertIsNone(h.value)
            self.assertEqual(ai.move(g), "b1-b2")
            self.assertEqual(g.move_count, 3)      # move() does not play

    def test_perfect_plays_the_solver(self):
        with dnb.AI(level="perfect", tt_mb=1) as ai, dnb.Game(2, 2) as g, \
                dnb.Solver(tt_mb=1) as s:
            best = s.solve(g).best_moves
            h = ai.hint(g)
            self.assertEqual((h.reason, h.value, h.level), ("solver", 2, "perfect"))
            self.assertIn(h.move, best)
            self.assertEqual(ai.move(g), h.move)
        # tt_mb 0 (libdnb 1.2): the table sized to the node budget
        with dnb.AI(level="perfect", tt_mb=0) as ai, dnb.Game(2, 2) as g:
            self.assertEqual(ai.hint(g).value, 2)

    def test_game_to_the_end(self):
        with dnb.AI(level="hard", seed=5, node_limit=3000) as hard, \
                dnb.AI(level="beginner", seed=5) as weak, dnb.Game(3, 3) as g:
            while not g.over:
                ai = hard if g.to_move == 1 else weak
                ai.play(g)
            self.assertEqual(sum(g.scores), 9)
            with self.assertRaises(dnb.DnbError) as cm:
                hard.move(g)
            self.assertEqual(cm.exception.status, dnb.E_OVER)

    def test_seed_repeats(self):
        def first_moves(seed):
            with dnb.AI(level="hard", seed=seed, node_limit=2000) as ai, \
                    dnb.Game(3, 3) as g:
                return [ai.play(g).move for _ in range(4)]
        self.assertEqual(first_moves(11), first_moves(11))

    def test_options(self):
        with dnb.AI() as ai:
            self.assertEqual(ai.level, "medium")
            ai.set_options(level=dnb.AI_PERFECT, seed=9)
            o = ai.options
            self.assertEqual((o["level"], o["seed"], o["tt_mb"]), ("perfect", 9, 16))
            with self.assertRaises(dnb.DnbError) as cm:
                ai.set_options(level=5)
            self.assertEqual(cm.exception.status, dnb.E_RANGE)
            self.assertEqual(ai.level, "perfect")
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.AI(level="grandmaster")
        self.assertEqual(cm.exception.status, dnb.E_PARSE)
        with self.assertRaises(dnb.DnbError) as cm:
            dnb.AI(threads=0)
        self.assertEqual(cm.exception.status, dnb.E_RANGE)
        with self.assertRaises(TypeError):
            dnb.AI(colour="red")


if __name__ == "__main__":
    unittest.main(verbosity=2)
