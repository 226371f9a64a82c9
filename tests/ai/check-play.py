#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`dnb move` and `dnb play` driven from a script: JSON answers, exit
statuses, and whole terminal games fed on standard input (moves, undo, hint,
save, load, quit).

usage: check-play.py PATH_TO_DNB
"""
import json
import os
import subprocess
import sys
import tempfile

DNB = sys.argv[1]
failures = []


def run(*args, stdin=None):
    return subprocess.run([DNB, *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")


def move_json(*args):
    r = run("move", *args, "--json")
    check("move " + " ".join(args), r.returncode == 0, r.stderr.strip())
    return json.loads(r.stdout) if r.returncode == 0 else {}


# dnb move: a box to take on 2x2 (player 2 to move), at every level.
for level in ("beginner", "easy", "medium", "hard", "perfect"):
    got = move_json("2x2", "a1-b1", "b1-b2", "a2-b2", "--level", level)
    check(f"capture at {level}", got.get("move") == "a1-a2", got)
    check(f"capture reason at {level}", got.get("reason") in ("capture", "solver"), got)
    check(f"player at {level}", got.get("player") == 2, got)

# perfect knows the value of a small board; the same seed, the same answer.
got = move_json("2x2", "--level", "perfect")
check("perfect value", got.get("reason") == "solver" and "value" in got, got)
a = run("move", "3x3", "a1-b1", "--level", "beginner", "--seed", "7").stdout
b = run("move", "3x3", "a1-b1", "--level", "beginner", "--seed", "7").stdout
check("same seed", a == b and a, (a, b))
text = run("move", "1x1", "--level", "perfect").stdout
check("text form", "(solver, value" in text, text)

# Bad arguments and a finished game.
check("no level", run("move", "3x3").returncode == 2)
check("bad level", run("move", "3x3", "--level", "godlike").returncode == 2)
check("bad seed", run("move", "3x3", "--level", "easy", "--seed", "x").returncode == 2)
r = run("move", "1x1", "a1-b1", "b1-b2", "a2-b2", "a1-a2", "--level", "easy")
check("game over", r.returncode == 1 and "over" in r.stderr, r.stderr)
check("bad human", run("play", "2x2", "--human", "nobody", stdin="").returncode == 2)

# Two people on 1x1, with an undo and a hint.
r = run("play", "1x1", "--human", "both",
        stdin="a1-b1\nb1-b2\nundo\nb1-b2\na2-b2\nhint\na1-a2\nquit\n")
check("two people", r.returncode == 0, r.stderr)
check("undo", "undone: 1 move played" in r.stdout, r.stdout)
check("hint", "hint: a1-a2 (capture" in r.stdout, r.stdout)
check("result", "game over: player 2 wins, 0-1" in r.stdout, r.stdout)

# Against the AI on 2x2: try every edge in turn (the drawn ones are
# refused), so the game runs to its end whatever the AI plays.
EDGES = ["a1-b1", "b1-c1", "a2-b2", "b2-c2", "a3-b3", "b3-c3",
         "a1-a2", "b1-b2", "c1-c2", "a2-a3", "b2-b3", "c2-c3"]
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "game.txt")
    feed = "\n".join(EDGES + ["hint", f"save {path}", "undo", "quit"]) + "\n"
    r = run("play", "2x2", "--level", "medium", "--human", "first", "--seed", "5", stdin=feed)
    check("vs ai", r.returncode == 0, r.stderr)
    check("ai moves", "player 2 (medium) plays " in r.stdout, r.stdout)
    check("ai never plays for player 1", "player 1 (medium)" not in r.stdout, r.stdout)
    check("game ends", "game over: " in r.stdout, r.stdout)
    check("hint after the end", "the game is over" in r.stdout, r.stdout)
    check("refused", "error: 'a1-b1'" in r.stdout or "error: " in r.stdout, r.stdout)
    check("saved", os.path.exists(path), r.stdout)
    if os.path.exists(path):
        with open(path) as f:
            record = f.read()
        check("record", record.startswith("dnb 1") and "size 2x2" in record, record)
        r2 = run("play", "2x2", "--human", "both", stdin=f"load {path}\nshow\nquit\n")
        check("load", "loaded " in r2.stdout and "game over: " in r2.stdout, r2.stdout)
    r3 = run("play", "2x2", stdin=f"load {tmp}/missing.txt\nquit\n")
    check("load missing", "it does not exist" in r3.stdout, r3.stdout)

# The AI moves first when the person plays second; end of input ends it.
r = run("play", "3x3", "--level", "easy", "--human", "second", stdin="")
check("ai first", r.returncode == 0 and "player 1 (easy) plays " in r.stdout, r.stdout)

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
    out = r.stdout
    check("junk after a move", "error: 'a1-b1 junk'" in out, out)
    check("h R C in play", "to move: 2" in out, out)
    check("load a directory", "it is a directory" in out, out)
    check("load a FIFO", "it is not a regular file" in out, out)
    check("load a big file", "it is larger than" in out, out)
    check("a NUL in a command", "a command is printable text" in out, out)
    check("a long command", "a command is at most 4096 bytes" in out and
          out.count("error:") == 6, out)

# Numbers are read strictly: an overflow or junk is refused, naming the option.
for opt, bad in [("--nodes", "99999999999999999999"), ("--seed", "-1"), ("--time", "1.5"),
                 ("--nodes", "")]:
    r = run("move", "3x3", "--level", "hard", opt, bad)
    check(f"{opt} {bad!r}", r.returncode == 2 and opt in r.stderr, r.stderr)

for f in failures:
    print("FAIL", f)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
