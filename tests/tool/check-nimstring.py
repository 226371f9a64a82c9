#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`dnb nimstring` against known Nimstring values and against the solver.

  check-nimstring.py PATH_TO_DNB

Known values (Berlekamp's conventions, as dnb_nimstring(3) defines them):
the 1x1 board is *1, a coin on k ground strings is 0 or *1 as k is odd or
even, a 2-chain *1, a long chain or loop 0, an opened 4-loop loony; and the
position of Berlekamp's "The Dots-and-Boxes Game", p. 50, as Medworth's
paper "The Dots-and-Boxes Game" transcribes it: *1 + *4 + *2 = *7, won only
by the three moves that make the *4 region *3.  The second route: on
positions of boards up to 3x3 with at most 16 undrawn edges (fixed seed),
`dnb solve --variant nimstring --all-moves` must say the player to move
wins exactly when the value is not 0, and its winning moves must be the
tool's.
"""
import json
import os
import random
import sys
import tempfile

import dnbtool

tool = dnbtool.Tool(sys.argv[1])
run, check = tool.run, tool.check


def nimstring(*args):
    """The JSON of `dnb nimstring ARGS --json`, checked for its shape."""
    j = tool.json("nimstring", *args, "--json")
    if j is None:
        return None
    where = f"nimstring {' '.join(args)}"
    for key in ("value", "moves", "components", "winning_moves"):
        if key not in j:
            check(False, f"{where}: no {key!r} in {j}")
            return None
    values = [j["value"]] + list(j["moves"].values()) + [c["value"] for c in j["components"]]
    for v in values:
        check(v == "loony" or (isinstance(v, int) and v >= 0), f"{where}: value {v!r}")
    # Every string is in exactly one component; the whole is their nim-sum.
    edges = [e for c in j["components"] for e in c["edges"]]
    check(sorted(edges) == sorted(j["moves"]) and len(set(edges)) == len(edges),
          f"{where}: components {j['components']} against moves {sorted(j['moves'])}")
    total = 0
    for c in j["components"]:
        total = "loony" if "loony" in (total, c["value"]) else total ^ c["value"]
    check(total == j["value"], f"{where}: nim-sum of the components {total!r}, "
          f"value {j['value']!r}")
    # The player to move wins exactly when some cut wins.
    check(bool(j["winning_moves"]) == (j["value"] != 0),
          f"{where}: value {j['value']!r}, winning moves {j['winning_moves']}")
    return j


def expect_value(want, *args):
    j = nimstring(*args)
    if j is not None:
        check(j["value"] == want, f"nimstring {' '.join(args)}: value {j['value']!r}, want "
              f"{want!r}")
    return j


# -- boards -------------------------------------------------------------------

j = expect_value(1, "1x1")
if j:
    # Each cut leaves a coin on three ground strings, 0, to the opponent.
    check(j["moves"] == {m: 0 for m in ("a1-b1", "a2-b2", "a1-a2", "b1-b2")},
          f"1x1 moves {j['moves']}")
    check(sorted(j["winning_moves"]) == sorted(j["moves"]), f"1x1 wins {j}")
    check(j["to_move"] == 1 and len(j["components"]) == 1, f"1x1 {j}")
expect_value(1, "1x2")          # cutting the middle leaves 0 + 0
expect_value(0, "2x2")          # the second player wins the empty 2x2 at Nimstring
expect_value(1, "1x1", "--variant", "nimstring")
# Border rules on 2x1: one string between two coins, whose cut takes both;
# the cutter must move again and cannot.
j = expect_value(0, "2x1", "--variant", "border")
if j:
    check(j["moves"] == {"b1-b2": 0} and j["captures"] == ["b1-b2"] and
          j["winning_moves"] == [], f"2x1 border: {j}")
# 2x2 with 7 of the 8 outer lines drawn: a 4-loop with one coin grounded, *1
# (cut the ground string: a bare 4-loop, 0; every other cut is loony).
j = expect_value(1, "2x2", "a1-b1", "b1-c1", "c1-c2", "c2-c3", "b3-c3", "a3-b3", "a2-a3")
if j:
    check(j["winning_moves"] == ["a1-a2"] and j["moves"]["a1-a2"] == 0, f"7 of 8: {j}")
    check(sum(v == "loony" for v in j["moves"].values()) == 4, f"7 of 8 loony cuts: {j}")
# A 2x2 with its top and left edges drawn (the bottom-right region of the
# p. 50 position below) is *2.
expect_value(2, "2x2", "a1-b1", "b1-c1", "a1-a2", "a2-a3")
# Berlekamp p. 50 (5 boxes wide, 4 tall): the top half a long chain to be,
# *1 (seven moves leave 0 there, the rest are loony), and two open regions
# below, *4 and *2.  The winning moves are the three in the bottom left
# that leave it *3 (Medworth's paper names them too).
p50 = ["a1-b1", "a1-a2", "b1-c1", "b2-c2", "c2-d2", "d2-e2", "e1-e2", "a2-a3", "a3-b3",
       "b3-c3", "c3-d3", "d3-e3", "e3-f3", "b4-c4", "d3-d4", "d4-d5"]
j = expect_value(7, "5x4", *p50)
if j:
    check(sorted(c["value"] for c in j["components"]) == [1, 2, 4], f"p. 50 parts: {j}")
    check(sorted(j["winning_moves"]) == ["a4-a5", "a5-b5", "b4-b5"], f"p. 50 wins: {j}")
    top = next(c for c in j["components"] if c["value"] == 1)
    check(sum(j["moves"][e] == 6 for e in top["edges"]) == 7 and
          sum(j["moves"][e] == "loony" for e in top["edges"]) == len(top["edges"]) - 7,
          f"p. 50 top region: {j}")
# An opened 3-chain across a 3x1 board: loony; taking the first box is a
# capture after which the taker moves again in a loony position.
j = expect_value("loony", "3x1", "a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a1-a2")
if j:
    check("b1-b2" in j["captures"] and "b1-b2" in j["winning_moves"], f"opened 3-chain {j}")
# A finished game: nothing to cut, value 0, no components.
j = expect_value(0, "1x1", "a1-b1", "a2-b2", "a1-a2", "b1-b2")
if j:
    check(j["moves"] == {} and j["components"] == [], f"finished {j}")

rc, out, err = run("nimstring", "1x1")
check(rc == 0 and out.startswith("value *1: player 1, to move, wins"), f"text: {out!r}")
check("a1-b1" in out and "components: 1" in out, f"text: {out!r}")

# -- the second route: the solver under the Nimstring rule --------------------


def edge_args(w, h):
    return ([f"h {r} {c}" for r in range(h + 1) for c in range(w)] +
            [f"v {r} {c}" for r in range(h) for c in range(w + 1)])


rng = random.Random(16)
positions = 0
for _ in range(150):
    w, h = rng.choice([(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (3, 2), (2, 3), (3, 3)])
    edges = edge_args(w, h)
    rng.shuffle(edges)
    least = max(0, len(edges) - 16)
    moves = edges[:rng.randrange(least, len(edges))]
    j = nimstring(f"{w}x{h}", *moves)
    rc, out, err = run("solve", f"{w}x{h}", "--variant", "nimstring", *moves, "--all-moves",
                       "--tt-mb", "4", "--json")
    if j is None or rc != 0:
        check(False, f"solve {w}x{h} {moves}: exit {rc}: {err.strip()}")
        continue
    s = json.loads(out)
    where = f"{w}x{h} after {moves}"
    check((s["value"] == 1) == (j["value"] != 0),
          f"{where}: solver {s['value']}, nimstring value {j['value']!r}")
    won = sorted(m for m, v in s["moves"].items() if v == 1)
    check(won == sorted(j["winning_moves"]),
          f"{where}: solver wins with {won}, nimstring with {sorted(j['winning_moves'])}")
    check(sorted(s["moves"]) == sorted(j["moves"]), f"{where}: different legal moves")
    positions += 1
check(positions == 150, f"only {positions} positions compared")

# -- graphs from files (dnb_nimstring(5)) -------------------------------------

GRAPHS = {
    # name: (text, value)
    "coin-1": ("coins 1\n0 G\n", 0),
    "coin-2": ("coins 1\n0 G\n0 G\n", 1),
    "coin-3": ("coins 1\n0 G\n0 G\n0 G\n", 0),
    "coin-4": ("coins 1\n0 G\nG 0\n0 G\n0 G\n", 1),
    "chain-2": ("coins 2\nG 0\n0 1\n1 G\n", 1),
    "chain-3": ("# a long chain\ncoins 3\nG 0\n0 1\n1 2\n2 G\n", 0),
    "chain-5": ("coins 5\nG 0\n0 1\n1 2\n2 3\n3 4\n4 G\n", 0),
    "loop-4": ("coins 4\n0 1\n1 2\n2 3\n3 0\n", 0),
    "loop-3": ("coins 3\n0 1\n1 2\n2 0\n", 1),
    "opened-loop-4": ("coins 4\n0 1\n1 2\n2 3\n", "loony"),
    "opened-chain-2": ("coins 2\n0 1\n1 G\n", "loony"),
    "star-3": ("coins 4\n1 3\n2 G\n2 3\n0 2\n1 0\n3 0\n", 3),
    # Berlekamp's sum 0 + * + *3 = *2: three components joined only
    # through the ground.
    "sum": ("coins 6\n0 G\n0 G\n0 G\n1 G\n1 G\n"
            "3 5\n4 G\n4 5\n2 4\n3 2\n5 2\n", 2),
}
with tempfile.TemporaryDirectory() as tmp:
    for name, (text, want) in GRAPHS.items():
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        j = expect_value(want, "--graph", path)
        if j and name == "sum":
            check(sorted(c["value"] for c in j["components"]) == [0, 1, 3], f"sum: {j}")
            check(j["components"][0]["edges"] == ["0", "1", "2"], f"sum: {j}")
        if j:
            n = len([ln for ln in text.splitlines() if not ln.startswith("#")]) - 1
            check(sorted(j["moves"], key=int) == [str(i) for i in range(n)],
                  f"{name}: moves by string index {sorted(j['moves'])}")
    # Errors in a graph file: the line and column, exit 1, nothing on stdout.
    bad = os.path.join(tmp, "bad")
    with open(bad, "w") as f:
        f.write("coins 2\n0 1\n1 7\n")
    rc, out, err = run("nimstring", "--graph", bad)
    check(rc == 1 and out == "" and "line 3 column 3" in err, f"bad graph: {rc} {err!r}")
    rc, out, err = run("nimstring", "--graph", os.path.join(tmp, "missing"))
    check(rc == 1 and out == "" and "does not exist" in err, f"missing graph: {rc} {err!r}")
    rc, out, err = run("nimstring", "--graph", tmp)
    check(rc == 1 and "is a directory" in err, f"directory: {rc} {err!r}")
    rc, out, err = run("nimstring", "--graph", bad, "2x2")
    check(rc == 2 and out == "" and "'2x2'" in err, f"graph and board: {rc} {err!r}")

# -- rules without a Nimstring value, usage errors, limits ---------------------

for rule in ("misere", "compulsory"):
    rc, out, err = run("nimstring", "2x2", "--variant", rule)
    check(rc == 1 and out == "" and rule in err and "Nimstring" in err,
          f"{rule}: exit {rc}, {err!r}")
for args in ([], ["2x2", "--nodes", "x"], ["2x2", "--memo-mb", "0"],
             ["2x2", "--frobnicate"], ["2x2", "--time-limit", "-1"], ["--graph"],
             ["2x2", "--nodes"], ["--graph", "f", "--memo-mb"]):
    rc, out, err = run("nimstring", *args)
    check(rc == 2 and out == "" and err.strip(), f"usage {args}: exit {rc}, {err!r}")
rc, out, err = run("nimstring", "2x2", "a1-b1", "a1-b1")
check(rc == 1 and out == "" and "move 2 'a1-b1'" in err, f"illegal move: {rc} {err!r}")
rc, out, err = run("nimstring", "6x6", "--nodes", "1")
check(rc == 3 and out == "" and "limit" in err, f"node limit: exit {rc}, {err!r}")
rc, out, err = run("nimstring", "--help")
check("dnb nimstring WxH" in out and "dnb nimstring --graph FILE" in out, f"--help: {out!r}")

tool.finish()
