#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`dnb move` and `dnb play` driven from a script: JSON answers, exit
statuses, and whole terminal games fed on standard input (moves, undo, hint,
save, load, quit).

usage: check-play.py PATH_TO_DNB
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool"))
import dnbtool  # noqa: E402 (after its folder is on the path)

tool = dnbtool.Tool(sys.argv[1])
run = tool.run


def move_json(*args):
    return tool.json("move", *args, "--json") or {}


# dnb move: a box to take on 2x2 (player 2 to move), at every level.
for level in ("beginner", "easy", "medium", "hard", "perfect"):
    got = move_json("2x2", "a1-b1", "b1-b2", "a2-b2", "--level", level)
    tool.check(got.get("move") == "a1-a2", f"capture at {level}: {got}")
    tool.check(got.get("reason") in ("capture", "solver"), f"capture reason at {level}: {got}")
    tool.check(got.get("player") == 2, f"player at {level}: {got}")

# perfect knows the value of a small board; the same seed, the same answer.
got = move_json("2x2", "--level", "perfect")
tool.check(got.get("reason") == "solver" and "value" in got, f"perfect value: {got}")
a = run("move", "3x3", "a1-b1", "--level", "beginner", "--seed", "7").out
b = run("move", "3x3", "a1-b1", "--level", "beginner", "--seed", "7").out
tool.check(a == b and a, f"same seed: {(a, b)}")
text = run("move", "1x1", "--level", "perfect").out
tool.check("(solver, value" in text, f"text form: {text}")

# Bad arguments and a finished game.
tool.check(run("move", "3x3").rc == 2, "no level")
tool.check(run("move", "3x3", "--level", "godlike").rc == 2, "bad level")
tool.check(run("move", "3x3", "--level", "easy", "--seed", "x").rc == 2, "bad seed")
r = run("move", "1x1", "a1-b1", "b1-b2", "a2-b2", "a1-a2", "--level", "easy")
tool.check(r.rc == 1 and "over" in r.err, f"game over: {r.err}")
tool.check(run("play", "2x2", "--human", "nobody", stdin="").rc == 2, "bad human")

# Two people on 1x1, with an undo and a hint.
r = run("play", "1x1", "--human", "both",
        stdin="a1-b1\nb1-b2\nundo\nb1-b2\na2-b2\nhint\na1-a2\nquit\n")
tool.check(r.rc == 0, f"two people: {r.err}")
tool.check("undone: 1 move played" in r.out, f"undo: {r.out}")
tool.check("hint: a1-a2 (capture" in r.out, f"hint: {r.out}")
tool.check("game over: player 2 wins, 0-1" in r.out, f"result: {r.out}")

# Against the AI on 2x2: try every edge in turn (the drawn ones are
# refused), so the game runs to its end whatever the AI plays.
EDGES = ["a1-b1", "b1-c1", "a2-b2", "b2-c2", "a3-b3", "b3-c3",
         "a1-a2", "b1-b2", "c1-c2", "a2-a3", "b2-b3", "c2-c3"]
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "game.txt")
    feed = "\n".join(EDGES + ["hint", f"save {path}", "undo", "quit"]) + "\n"
    r = run("play", "2x2", "--level", "medium", "--human", "first", "--seed", "5", stdin=feed)
    tool.check(r.rc == 0, f"vs ai: {r.err}")
    tool.check("player 2 (medium) plays " in r.out, f"ai moves: {r.out}")
    tool.check("player 1 (medium)" not in r.out, f"ai never plays for player 1: {r.out}")
    tool.check("game over: " in r.out, f"game ends: {r.out}")
    tool.check("the game is over" in r.out, f"hint after the end: {r.out}")
    tool.check("error: 'a1-b1'" in r.out or "error: " in r.out, f"refused: {r.out}")
    tool.check(os.path.exists(path), f"saved: {r.out}")
    if os.path.exists(path):
        with open(path) as f:
            record = f.read()
        tool.check(record.startswith("dnb 1") and "size 2x2" in record, f"record: {record}")
        r2 = run("play", "2x2", "--human", "both", stdin=f"load {path}\nshow\nquit\n")
        tool.check("loaded " in r2.out and "game over: " in r2.out, f"load: {r2.out}")
    r3 = run("play", "2x2", stdin=f"load {tmp}/missing.txt\nquit\n")
    tool.check("it does not exist" in r3.out, f"load missing: {r3.out}")

# The AI moves first when the person plays second; end of input ends it.
r = run("play", "3x3", "--level", "easy", "--human", "second", stdin="")
tool.check(r.rc == 0 and "player 1 (easy) plays " in r.out, f"ai first: {r.out}")

# Commands: the whole line is the move (no junk after it), a line is never
# split or cut at a NUL, and load reads only a bounded regular file without
# waiting on a FIFO.
with tempfile.TemporaryDirectory() as tmp:
    fifo = os.path.join(tmp, "fifo")
    os.mkfifo(fifo)
    big = os.path.join(tmp, "big")
    with open(big, "w") as f:
        f.write("#" * (2 << 20))
    script = (f"a1-b1 junk\nh 0 0\nload {tmp}\nload {fifo}\nload {big}\n"
              f"a1-a2\0 x\n{'b' * 5000}\nquit\n")
    r = run("play", "2x2", "--human", "both", stdin=script)
    out = r.out
    tool.check("error: 'a1-b1 junk'" in out, f"junk after a move: {out}")
    tool.check("to move: 2" in out, f"h R C in play: {out}")
    tool.check("it is a directory" in out, f"load a directory: {out}")
    tool.check("it is not a regular file" in out, f"load a FIFO: {out}")
    tool.check("it is larger than" in out, f"load a big file: {out}")
    tool.check("a command is printable text" in out, f"a NUL in a command: {out}")
    tool.check("a command is at most 4096 bytes" in out and out.count("error:") == 6,
               f"a long command: {out}")

# Numbers are read strictly: an overflow or junk is refused, naming the option.
for opt, bad in [("--nodes", "99999999999999999999"), ("--seed", "-1"), ("--time", "1.5"),
                 ("--nodes", "")]:
    r = run("move", "3x3", "--level", "hard", opt, bad)
    tool.check(r.rc == 2 and opt in r.err, f"{opt} {bad!r}: {r.err}")

tool.finish()
