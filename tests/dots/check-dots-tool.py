#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`dnb dots replay` (text and --json) on hand-drawn kropki positions.

usage: check-dots-tool.py PATH_TO_DNB
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool"))
import dnbtool  # noqa: E402 (after its folder is on the path)

tool = dnbtool.Tool(sys.argv[1])
expect = tool.expect


def run(*args):
    return tool.run("dots", *args)


def replay(*args):
    return tool.json("dots", "replay", *args, "--json")


# The smallest capture with alternating moves: player 2 wastes a1 and a5.
j = replay("5x5", "c2", "c3", "b3", "a1", "d3", "a5", "c4")
expect("smallest capture", j, width=5, height=5, scores=[1, 0], to_move=2, over=False,
       winner=0, margin=1, free=18, actions=7)
if j:
    expect("smallest capture points", j, points=[2, 0, 0, 0, 0,
                                                 0, 0, 1, 0, 0,
                                                 0, 1, -2, 1, 0,
                                                 0, 0, 1, 0, 0,
                                                 2, 0, 0, 0, 0])
    tool.check(j["owners"][12] == 1 and sum(j["owners"]) == 1,
               f"smallest capture: owners {j['owners']}")

# Setups keep the turn; a dot into an empty ring is taken by its own move.
j = replay("5x5", "1:c2", "1:b3", "1:d3", "1:c4", "a1", "c3")
expect("into an empty ring", j, scores=[1, 0], to_move=1)
if j:
    expect("into an empty ring", {"c3": j["points"][12]}, c3=-2)

# The mover's own capture comes first.
j = replay("5x5", "1:c2", "1:b3", "1:d3", "1:c4", "2:b4", "2:d4", "2:c5", "2:c3")
expect("own capture first", j, scores=[0, 1], to_move=1)
if j:
    expect("own capture first", {"c3": j["points"][12], "c4": j["points"][17]}, c3=2, c4=-1)

# Ending: player 1 ends, player 2 plays alone, then ends too.
j = replay("3x3", "b2", "end", "a1", "c1", "end")
expect("ending", j, over=True, to_move=0, ended=[True, True], history=["b2", "end", "a1", "c1", "end"])

# The edge is not a wall.
j = replay("4x4", "2:a1", "1:b1", "1:a2")
expect("edge", j, scores=[0, 0])
if j:
    expect("edge", {"a1": j["points"][0]}, a1=2)

# Text output and errors.
r = run("replay", "5x5", "2:c3", "1:c2", "1:b3", "1:d3", "1:c4")
tool.check(r.rc == 0 and " 3 . x O x ." in r.out and "player 1 (x): 1" in r.out,
           f"render: {r}")
for bad, code in ((["replay", "5x5", "c3", "c3"], 1), (["replay", "5x5", "f1"], 1),
                  (["replay", "5x5", "3:a1"], 1), (["replay", "0x5"], 1),
                  (["replay", "5"], 2), (["replay", "5x5", "--nope"], 2), (["nope"], 2)):
    r = run(*bad)
    tool.check(r.rc == code and r.err, f"dots {' '.join(bad)}: {r}, want exit {code} and a "
               "message")

tool.finish()
