#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`dnb replay --json` against hand play on the rule sheets' examples.

usage: check-replay.py PATH_TO_DNB
"""
import os
import sys
import tempfile

import dnbtool

tool = dnbtool.Tool(sys.argv[1])
expect = tool.expect


def replay(*args):
    return tool.json("replay", *args)


# Seed 000, unsolved form, 4x3 dots = 3x2 boxes: player 1 draws a vertical line ...
pre = ["a1-b1", "b1-c1", "a2-b2", "b2-c2", "a1-a2"]
expect("seed000 before", replay("3x2", *pre, "--json"),
       width=3, height=2, moves=5, scores=[0, 0], to_move=2, over=False, winner=0)
# ... player 2 completes a box with a vertical line, scoring a point ...
expect("seed000 first box", replay("3x2", *pre, "b1-b2", "--json"),
       scores=[0, 1], to_move=2, owners=[2, 0, 0, 0, 0, 0])
# ... and moves again since he completed a box, scoring another point ...
expect("seed000 second box", replay("3x2", *pre, "b1-b2", "c1-c2", "--json"),
       scores=[0, 2], to_move=2, owners=[2, 2, 0, 0, 0, 0])
# ... moves yet again but does not complete a box: the turn passes.
expect("seed000 no box", replay("3x2", *pre, "b1-b2", "c1-c2", "c1-d1", "--json"),
       scores=[0, 2], to_move=1, moves=8)

# Seed 004: one edge closing two boxes scores 2 and gives one further move only.
two = ["a1-b1", "b1-c1", "a2-b2", "b2-c2", "a1-a2", "c1-c2"]
expect("seed004 double", replay("3x1", *two, "b1-b2", "--json"),
       scores=[2, 0], to_move=1, owners=[1, 1, 0])
expect("seed004 one more move", replay("3x1", *two, "b1-b2", "c1-d1", "--json"),
       scores=[2, 0], to_move=2)
# Seed 000: declining is legal; the solved form (compulsory capture) refuses it.
expect("declining", replay("2x2", "a1-b1", "a2-b2", "a1-a2", "c1-c2", "--json"),
       scores=[0, 0], to_move=1)
r = tool.run("replay", "2x2", "--variant", "compulsory", "a1-b1", "a2-b2", "a1-a2", "c1-c2")
tool.check(r.rc != 0 and "captured" in r.err, f"compulsory: {r}")
# Seed 004: a 4x4-box board (5x5 dots) is the default; 40 edges, ends in a tie or not.
g = replay("4x4", "--json")
expect("4x4", g, width=4, height=4, moves=0, to_move=1, owners=[0] * 16)
# Nimstring on one box: the second player completes it and loses.
expect("nimstring", replay("1x1", "--variant", "nimstring", "a1-b1", "a2-b2", "a1-a2",
                           "b1-b2", "--json"), over=True, winner=1, scores=[0, 1])
expect("standard", replay("1x1", "a1-b1", "a2-b2", "a1-a2", "b1-b2", "--json"),
       over=True, winner=2)
expect("misere", replay("1x1", "--variant", "misere", "a1-b1", "a2-b2", "a1-a2",
                        "b1-b2", "--json"), winner=1)
expect("border", replay("2x1", "--variant", "border", "b1-b2", "--json"),
       over=True, scores=[2, 0], winner=1)
# Errors: an illegal move, a bad size, a bad variant: non-zero exit, message on stderr.
for args in (["2x2", "a1-b1", "a1-b1"], ["2x2", "a1-c1"], ["0x2"], ["2x2", "--variant", "x"],
             ["33x1"], ["1x1", "a1-b1", "a2-b2", "a1-a2", "b1-b2", "a1-b1"]):
    r = tool.run("replay", *args)
    tool.check(r.rc != 0 and r.err.strip() and not r.out, f"replay {args}: {r}")

# The rule words are the library's (dnb_rules_parse): several in one
# argument, and an unknown one named with the words the library writes.
expect("two rules in one argument",
       replay("2x1", "--variant", "compulsory border", "b1-b2", "--json"),
       over=True, scores=[2, 0], winner=1)
r = tool.run("replay", "2x2", "--variant", "swedish")
for want in ("'swedish'", "compulsory", "nimstring", "misere", "border"):
    tool.check(want in r.err, f"bad variant: {want} not in {r.err!r}")
# (the exact messages of conflicting rules and the help's rule words are
# check-help.py's)

# The JSON is the game form of dnb_game_json(5): the rules are in it, as
# the words of a record, so that the size, the rules and the history
# rebuild the game.
expect("rules of a standard game", replay("2x2", "a1-b1", "--json"), rules="standard")
expect("rules in the record's order",
       replay("2x1", "--variant", "border", "--variant", "compulsory", "--json"),
       rules="compulsory border")
expect("one rule", replay("1x1", "--variant", "nimstring", "--json"), rules="nimstring")
g = replay("3x2", *pre, "b1-b2", "--json")
tool.check(g is not None and list(g) == [
    "width", "height", "rules", "moves", "scores", "to_move", "over", "winner", "margin",
    "owners", "history"], f"the keys of the game form, in order: {g}")
expect("history", g, history=pre + ["b1-b2"])

# What replay --json writes, `play` loads (its load takes a record or the
# JSON form) and saves as the record of the same game; a JSON text that is
# no game is refused with the reason.
with tempfile.TemporaryDirectory() as d:
    src, out = os.path.join(d, "game.json"), os.path.join(d, "game.txt")

    def load(text, *then):
        with open(src, "w") as f:
            f.write(text)
        return tool.run("play", "1x1", "--human", "both",
                        stdin="\n".join(("load " + src,) + then + ("quit",)) + "\n")

    for args in (["3x2", *pre, "b1-b2"], ["2x2", "--variant", "compulsory border", "b1-b2"],
                 ["1x1", "--variant", "nimstring", "a1-b1", "a2-b2", "a1-a2", "b1-b2"]):
        r = load(tool.run("replay", *args, "--json").out, "save " + out)
        tool.check(r.rc == 0 and "error" not in r.out, f"load {args}: {r}")
        with open(out) as f:
            saved = f.read()
        r = tool.run("play", *args, "--human", "both", stdin=f"save {out}\nquit\n")
        with open(out) as f:
            tool.check(f.read() == saved, f"load {args}: saved {saved!r}")
    for text, why in (
            ('{"width":2,\n"height":}', "line 2 column 10: not a JSON value"),
            ('{"width":2,"height":2,"rules":"standard","history":["a1-b1"],"scores":[1,0]}',
             "scores is not what the moves give"),
            ('{"width":2,"height":2,"rules":"border","history":["a1-b1"]}',
             "history[0] 'a1-b1': already drawn"),
            ('{"width":2,"height":2,"rules":"swedish","history":[]}', "unknown rule 'swedish'"),
            ('{"width":2,"height":2,"rules":"standard"}', "no 'history' key")):
        r = load(text)
        tool.check(f"error: '{src}'" in r.out and why in r.out, f"load {text}: {r.out!r}")

tool.finish()
