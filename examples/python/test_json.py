#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the JSON form of a game, dnb_game_json(5): Game.to_json() and
Game.from_json() (run by meson test, suite "python").  With DNB_TOOL set
to the dnb tool, games the tool wrote are read back and compared with
to_json(); without it a sample the tool wrote stands in.

Run by hand like test_dnb.py:
    DNB_LIBRARY=build/lib/libdnb.so.1 DNB_TOOL=build/examples/dnb/dnb \\
        python3 examples/python/test_json.py
"""

import json
import os
import random
import subprocess
import tempfile
import unittest

import dnb
from dnb.errors import (E_ILLEGAL, E_INVALID, E_MUST_CAPTURE, E_OVER,
                        E_PARSE, E_POSITION, E_RANGE)

TOOL = os.environ.get("DNB_TOOL") or None

# What `dnb replay 3x2 --variant "compulsory border" b1-b2 a2-b2 b2-b3
# --json` printed (the tool of this tree, kept for runs without it).
TOOL_SAMPLE = (
    '{"width":3,"height":2,"rules":"compulsory border","moves":3,'
    '"scores":[0,2],"to_move":2,"over":false,"winner":0,"margin":2,'
    '"owners":[2,0,0,2,0,0],"history":["b1-b2","a2-b2","b2-b3"]}\n')
TOOL_SAMPLE_ARGS = ("3x2", "--variant", "compulsory border", "b1-b2", "a2-b2",
                    "b2-b3")

RULES = ["standard", "compulsory", "nimstring", "misere", "border",
         "compulsory border", "compulsory misere", "nimstring border",
         "compulsory nimstring border"]
SIZES = [(1, 1), (2, 2), (3, 2), (1, 5), (4, 4), (6, 3), (32, 1)]

KEYS = ["width", "height", "rules", "moves", "scores", "to_move", "over",
        "winner", "margin", "owners", "history"]


# Texts for both readers, Python's and the tool's: some are games, most
# are not.
HAND_MADE = [
    '{"width":3,"height":3,"rules":"compulsory","history":["a1-b1"]}',
    ' {"history":["a1-b1","h 1 0"],"rules":"misere","x":{"y":[1.5,null,'
    'true]},"height":2,"width":2,"scores":[0,0]}\n',
    '{"width":2,"height":2,"rules":"standard","history":[],"over":false,'
    '"moves":0,"to_move":1,"winner":0,"margin":0,"owners":[0,0,0,0]}',
    '{"width":2,"height":2,"rules":"border standard","history":["b1-b2"]}',
    '{"width":2,"height":2,"rules":"st\\u0061ndard","history":[]}',
    '{"width":1,"height":1,"rules":"standard","history":[],"setup":'
    '{"to_move":2,"edges":["a1-b1","a2-b2","a1-a2","b1-b2"],"owners":[0]}}',
    '{"width":2,"height":1,"rules":"standard","history":["a1-b1","a2-b2"],'
    '"setup":{"to_move":2,"edges":["b1-b2"],"owners":[0,0]},"moves":2}',
    '', '{', '[]', '{}', 'null', '{"width":2}', '{"width":2,"height":2,'
    '"rules":"standard","history":[]} x',
    '{"width":2,"height":2,"rules":"standard","history":[],}',
    '{"width":2,"height":2,"rules":"standard","history":[],"width":2}',
    '{"width":2.0,"height":2,"rules":"standard","history":[]}',
    '{"width":2e0,"height":2,"rules":"standard","history":[]}',
    '{"width":02,"height":2,"rules":"standard","history":[]}',
    '{"width":true,"height":2,"rules":"standard","history":[]}',
    '{"width":99999999999999999999999,"height":2,"rules":"standard",'
    '"history":[]}',
    '{"width":2,"height":2,"rules":"","history":[]}',
    '{"width":2,"height":2,"rules":"nimstring misere","history":[]}',
    '{"width":2,"height":2,"rules":"standard","history":["a1-b1\\u0000"]}',
    '{"width":2,"height":2,"rules":"standard","history":["a1-b1","a1-b1"]}',
    '{"width":2,"height":2,"rules":"standard","history":[],"scores":[0,0.0]}',
    '{"width":2,"height":2,"rules":"standard","history":[],"over":0}',
    '{"width":2,"height":2,"rules":"standard","history":[],"owners":[0,0,0]}',
    '{"width":2,"height":2,"rules":"standard","history":[],"to_move":NaN}',
    '{"width":2,"height":2,"rules":"standard","history":[],"setup":{}}',
    '{"width":1,"height":1,"rules":"standard","history":[],"setup":'
    '{"to_move":1,"edges":[],"owners":[1]}}',
    '{"width":1,"height":1,"rules":"standard","history":[],"setup":'
    '{"to_move":1,"edges":[],"owners":[256]}}',
    '{"width":2,"height":2,"rules":"standard","history":[],"s":"\x01"}',
    '{"width":2,"height":2,"rules":"standard","history":[],"s":"\\q"}',
    '[' * 100 + ']' * 100,
    # nesting: 64 levels are read, 65 are not, whatever key holds them
    '{"width":1,"height":1,"rules":"standard","history":[],"x":'
    + '[' * 63 + ']' * 63 + '}',
    '{"width":1,"height":1,"rules":"standard","history":[],"x":'
    + '[' * 64 + ']' * 64 + '}',
    '{"width":1,"height":1,"rules":"standard","history":[],"x":'
    + '{"y":' * 64 + '0' + '}' * 64 + '}',
]


def random_game(w, h, rules, rng, stop=None):
    """A game of random legal moves, to the end or `stop` moves."""
    g = dnb.Game(w, h, rules)
    while not g.over and (stop is None or g.move_count < stop):
        g.play(rng.choice(g.legal_moves))
    return g


def game_text(**keys):
    """The game form with these keys, on top of an empty 2x2 game."""
    obj = {"width": 2, "height": 2, "rules": "standard", "history": []}
    obj.update(keys)
    return json.dumps({k: v for k, v in obj.items() if v is not None})


class RoundTrips(unittest.TestCase):
    def assert_same_game(self, a, b):
        self.assertEqual(b, a)
        self.assertEqual(b.moves, a.moves)
        self.assertEqual(b.rules, a.rules)
        self.assertEqual(b.format("record"), a.format("record"))
        self.assertEqual(b.to_json(), a.to_json())

    def test_every_rule_and_board(self):
        rng = random.Random(43)
        for rules in RULES:
            for w, h in SIZES:
                for stop in (0, 1, 7, None):
                    with self.subTest(rules=rules, size=(w, h), stop=stop):
                        g = random_game(w, h, rules, rng, stop)
                        text = g.to_json()
                        back = dnb.Game.from_json(text)
                        self.assert_same_game(g, back)
                        # a game rebuilt plays on like the original
                        if not g.over:
                            m = rng.choice(g.legal_moves)
                            g.play(m)
                            back.play(m)
                            self.assertEqual(back, g)

    def test_the_written_object(self):
        g = dnb.Game(2, 2, "compulsory misere",
                     ["a1-b1", "a2-b2", "a1-a2", "b1-b2"])
        text = g.to_json()
        self.assertNotIn("\n", text)
        self.assertNotIn(" ", text.replace("compulsory misere", ""))
        obj = json.loads(text)
        self.assertEqual(list(obj), KEYS)
        self.assertEqual(obj, {
            "width": 2, "height": 2, "rules": "compulsory misere",
            "moves": 4, "scores": [0, 1], "to_move": 2, "over": False,
            "winner": 0, "margin": 1, "owners": [2, 0, 0, 0],
            "history": ["a1-b1", "a2-b2", "a1-a2", "b1-b2"]})

    def test_a_finished_game(self):
        g = dnb.Game(1, 1, "nimstring", ["a1-b1", "a2-b2", "a1-a2", "b1-b2"])
        obj = json.loads(g.to_json())
        self.assertEqual((obj["over"], obj["winner"], obj["scores"]),
                         (True, 1, [0, 1]))
        self.assert_same_game(g, dnb.Game.from_json(g.to_json()))

    def test_set_up_games(self):
        # no history before the set-up position: "setup" carries it
        s = dnb.Game.setup(2, 2, ["a1-b1", "a2-b2", "a1-a2", "b1-b2"],
                           owners=[1, 0, 0, 0], to_move=2)
        s.play("b1-c1")
        obj = json.loads(s.to_json())
        self.assertEqual(list(obj)[:4], ["width", "height", "rules", "setup"])
        self.assertEqual(obj["setup"], {
            "to_move": 2, "edges": ["a1-b1", "a2-b2", "a1-a2", "b1-b2"],
            "owners": [1, 0, 0, 0]})
        self.assertEqual(obj["history"], ["b1-c1"])
        back = dnb.Game.from_json(s.to_json())
        self.assert_same_game(s, back)
        # the set-up position stays the start: no undo beyond it
        back.undo()
        with self.assertRaises(dnb.NoHistoryError):
            back.undo()
        # border rules: the outer edges are in the set-up edges
        b = dnb.Game.parse_diagram(dnb.Game(2, 2, "border").format("diagram"),
                                   rules="border", to_move=2)
        self.assertEqual(len(json.loads(b.to_json())["setup"]["edges"]), 8)
        self.assert_same_game(b, dnb.Game.from_json(b.to_json()))
        # a position read from text is a set-up game too
        p = dnb.Game.parse(dnb.Game(3, 1, 0, ["a1-b1"]).format("position"))
        self.assert_same_game(p, dnb.Game.from_json(p.to_json()))

    def test_games_from_the_empty_board_have_no_setup(self):
        for g in (dnb.Game(2, 2), dnb.Game(2, 2, "border"),
                  dnb.Game.parse(dnb.Game(2, 2, 0, ["a1-b1"]).format())):
            self.assertNotIn("setup", json.loads(g.to_json()))

    def test_a_subclass_reads_itself(self):
        class Mine(dnb.Game):
            pass
        self.assertIs(type(Mine.from_json(dnb.Game(2, 2).to_json())), Mine)


class TheTool(unittest.TestCase):
    """The form is the one `dnb replay --json` prints, to the byte."""

    def replay(self, *args):
        r = subprocess.run([TOOL, "replay", *args, "--json"],
                           capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_the_sample(self):
        g = dnb.Game.from_json(TOOL_SAMPLE)
        self.assertEqual(g.to_json() + "\n", TOOL_SAMPLE)
        self.assertEqual(g.rule_names, ("compulsory", "border"))
        self.assertEqual(g.moves, ["b1-b2", "a2-b2", "b2-b3"])
        self.assertEqual(g.scores, (0, 2))

    @unittest.skipUnless(TOOL, "DNB_TOOL is not set")
    def test_the_sample_is_what_the_tool_writes(self):
        self.assertEqual(self.replay(*TOOL_SAMPLE_ARGS), TOOL_SAMPLE)

    @unittest.skipUnless(TOOL, "DNB_TOOL is not set")
    def test_games_the_tool_wrote(self):
        rng = random.Random(7)
        for rules in RULES:
            for w, h in ((1, 1), (3, 2), (4, 4), (5, 3)):
                with self.subTest(rules=rules, size=(w, h)):
                    g = random_game(w, h, rules, rng,
                                    rng.choice((0, 3, 9, None)))
                    args = ["%dx%d" % (w, h), "--variant", rules] + g.moves
                    out = self.replay(*args)
                    self.assertEqual(g.to_json() + "\n", out)
                    back = dnb.Game.from_json(out)
                    self.assertEqual(back, g)
                    self.assertEqual(back.moves, g.moves)

    @unittest.skipUnless(TOOL, "DNB_TOOL is not set")
    def test_the_tool_loads_what_python_wrote(self):
        # `dnb play` loads a game in either form; its save writes the
        # record, which must be the game's
        rng = random.Random(11)
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "game.json"), os.path.join(d, "out")
            for rules in RULES:
                with self.subTest(rules=rules):
                    g = random_game(3, 3, rules, rng, 10)
                    with open(src, "w") as f:
                        f.write(g.to_json())
                    r = subprocess.run(
                        [TOOL, "play", "2x2", "--human", "both"],
                        input="load %s\nsave %s\nquit\n" % (src, out),
                        capture_output=True, text=True, timeout=60)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertNotIn("error", r.stdout)
                    with open(out) as f:
                        self.assertEqual(f.read(), g.format("record"))


    @unittest.skipUnless(TOOL, "DNB_TOOL is not set")
    def test_the_tool_and_python_refuse_the_same_texts(self):
        # hand-made texts, then random edits of good ones (fixed seed):
        # both readers take a text or both refuse it, and a game both
        # take is the same game
        rng = random.Random(2026)
        texts = list(HAND_MADE)
        good = [random_game(3, 2, rules, rng, 6).to_json() for rules in RULES]
        for _ in range(150):
            t = list(rng.choice(good))
            for _ in range(rng.randint(1, 3)):
                k = rng.randrange(len(t))
                if rng.random() < 0.5:
                    del t[k]
                else:
                    t[k] = rng.choice('{}[]",:0123456789 -abcdhv.etrufl')
            texts.append("".join(t))
        taken = 0
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "game.json"), os.path.join(d, "out")
            for text in texts:
                with self.subTest(text=text):
                    try:
                        want = dnb.Game.from_json(text).format("record")
                    except dnb.ParseError:
                        want = None
                    with open(src, "w") as f:
                        f.write(text)
                    r = subprocess.run(
                        [TOOL, "play", "1x1", "--human", "both"],
                        input="load %s\nsave %s\nquit\n" % (src, out),
                        capture_output=True, text=True, timeout=60)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    loaded = "error" not in r.stdout
                    self.assertEqual(loaded, want is not None, r.stdout)
                    if want is not None:
                        taken += 1
                        with open(out) as f:
                            self.assertEqual(f.read(), want)
        self.assertGreater(taken, 10)
        self.assertLess(taken, len(texts) - 100)


class Reading(unittest.TestCase):
    def test_the_smallest_game(self):
        g = dnb.Game.from_json(
            '{"width":3,"height":3,"rules":"compulsory","history":["a1-b1"]}')
        self.assertEqual((g.width, g.height, g.rule_names, g.moves),
                         (3, 3, ("compulsory",), ["a1-b1"]))

    def test_any_layout_key_order_and_unknown_keys(self):
        text = ('\n{ "history" : [ "a1-b1", "h 1 0" ],\n\t"rules": "misere",'
                ' "comment": {"by": ["me", 1.5, null]}, "height": 2,'
                ' "width": 2, "scores": [0, 0] }\n')
        g = dnb.Game.from_json(text)
        self.assertEqual(g.moves, ["a1-b1", "a2-b2"])
        self.assertEqual(g.rule_names, ("misere",))

    def test_bytes(self):
        g = dnb.Game(2, 1, 0, ["a1-b1"])
        self.assertEqual(dnb.Game.from_json(g.to_json().encode()), g)
        self.assertEqual(dnb.Game.from_json(bytearray(g.to_json().encode())),
                         g)

    def test_derived_keys_are_checked(self):
        g = dnb.Game(2, 2, 0, ["a1-b1", "a2-b2", "a1-a2", "b1-b2"])
        right = json.loads(g.to_json())
        wrong = {"moves": 3, "scores": [1, 0], "to_move": 1, "over": True,
                 "winner": 2, "margin": 0, "owners": [1, 0, 0, 0]}
        for key, value in wrong.items():
            with self.subTest(key=key):
                bad = dict(right, **{key: value})
                with self.assertRaises(dnb.ParseError) as cm:
                    dnb.Game.from_json(json.dumps(bad))
                self.assertEqual(cm.exception.status, E_PARSE)
                self.assertIn(key, str(cm.exception))
        # true is not 1, nor 1.0 a whole number, nor 0 false
        for key, value in (("to_move", 2.0), ("scores", [0, True]),
                           ("over", 0), ("margin", 1.0)):
            with self.subTest(key=key, value=value):
                with self.assertRaises(dnb.ParseError):
                    dnb.Game.from_json(json.dumps(dict(right, **{key: value})))

    def test_not_text(self):
        for value in (None, 3, 2.5, ["{}"], {"width": 2}, dnb.Game(1, 1)):
            with self.subTest(value=value):
                with self.assertRaises(TypeError):
                    dnb.Game.from_json(value)

    def refused(self, text, status=E_PARSE, word=None):
        with self.assertRaises(dnb.ParseError) as cm:
            dnb.Game.from_json(text)
        self.assertIsInstance(cm.exception, ValueError)
        self.assertEqual(cm.exception.status, status, str(cm.exception))
        if word is not None:
            self.assertIn(word, str(cm.exception))
        return cm.exception

    def test_not_json(self):
        e = self.refused('{"width": 2,\n "height": }', word="line 2")
        self.assertEqual((e.line, e.column), (2, 12))
        for text in ("", "   ", "{", "[]", "2", '"game"', "null",
                     '{"width": NaN, "height": 2}', b"\xff\xfe{}",
                     "[" * 100000):
            with self.subTest(text=text[:10]):
                self.refused(text)

    def test_missing_keys_and_wrong_types(self):
        base = {"width": 2, "height": 2, "rules": "standard", "history": []}
        for key in base:
            with self.subTest(missing=key):
                obj = dict(base)
                del obj[key]
                self.refused(json.dumps(obj), word=key)
        for key, value in (("width", "2"), ("width", True), ("width", 2.0),
                           ("height", None), ("rules", ["standard"]),
                           ("rules", 0), ("history", "a1-b1"),
                           ("history", [1]), ("history", [None]),
                           ("setup", []), ("setup", {"to_move": 1}),
                           ("setup", {"to_move": 1, "edges": [],
                                      "owners": [0, 0, 0, "1"]})):
            with self.subTest(key=key, value=value):
                self.refused(game_text(**{key: value}), word=key)
        self.refused('{"width":2,"width":2,"height":2,"rules":"standard",'
                     '"history":[]}', word="twice")

    def test_what_the_library_refuses(self):
        self.refused(game_text(width=0), E_RANGE)
        self.refused(game_text(width=33), E_RANGE)
        self.refused(game_text(height=-1), E_RANGE)
        self.refused(game_text(height=2 ** 40), E_RANGE)
        self.refused(game_text(rules="swedish"), E_PARSE, "swedish")
        self.refused(game_text(rules=""), E_PARSE)
        self.refused(game_text(rules="nimstring misere"), E_INVALID)
        self.refused(game_text(history=["a1-c1"]), E_PARSE, "history[0]")
        self.refused(game_text(history=["a1-b1", "z9-z8"]), E_RANGE,
                     "history[1]")
        self.refused(game_text(history=["a1-b1", "a1-b1"]), E_ILLEGAL,
                     "history[1]")
        self.refused(game_text(rules="border", history=["a1-b1"]), E_ILLEGAL)
        # the compulsory rule: a box to take must be taken
        three = ["a1-b1", "a2-b2", "a1-a2"]
        self.refused(game_text(width=2, height=1, rules="compulsory",
                               history=three + ["b2-c2"]), E_MUST_CAPTURE)
        dnb.Game.from_json(game_text(width=2, height=1,
                                     history=three + ["b2-c2"]))
        # nothing after the end
        full = dnb.Game(1, 1, 0, ["a1-b1", "a2-b2", "a1-a2", "b1-b2"]).moves
        self.refused(game_text(width=1, height=1, history=full + ["a1-b1"]),
                     E_OVER)
        # a set-up position the library refuses: a box owned, sides missing
        self.refused(game_text(setup={"to_move": 1, "edges": [],
                                      "owners": [1, 0, 0, 0]}),
                     E_POSITION, "setup")
        self.refused(game_text(setup={"to_move": 3, "edges": [],
                                      "owners": [0, 0, 0, 0]}),
                     E_RANGE, "setup")
        self.refused(game_text(setup={"to_move": 1, "edges": [],
                                      "owners": [0, 0, 0]}),
                     E_INVALID, "setup")
        self.refused(game_text(setup={"to_move": 1, "edges": ["a1-c1"],
                                      "owners": [0, 0, 0, 0]}),
                     E_PARSE, "setup")
        self.refused(game_text(setup={"to_move": 1, "edges": [],
                                      "owners": [0, 0, 0, 256]}),
                     E_RANGE, "setup")


if __name__ == "__main__":
    unittest.main()
