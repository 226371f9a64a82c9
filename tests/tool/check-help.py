#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The dnb tool's help and messages: `dnb help`, `dnb help CMD`,
`dnb CMD --help` and `-h` for every command, usage lines that list the
options each command takes and no other, the exact message of each bad
input that has a specific cause, singular and plural, and no empty
`best moves:` line.

usage: check-help.py PATH_TO_DNB [PATH_TO_DNB.1]

With the man page, its SYNOPSIS must name the options each usage names.
"""
import re
import sys
import tempfile

import dnbtool

tool = dnbtool.Tool(sys.argv[1])
run, check = tool.run, tool.check

COMMANDS = ["replay", "solve", "endgame", "analyze", "nimstring", "move", "play", "dots", "book"]
# Arguments after which a command accepts one more option and does its work
# quickly (the size first for the commands that take a game).
BASE = {"replay": ["1x1"], "solve": ["1x1"], "endgame": [], "analyze": ["1x1"],
        "nimstring": ["1x1"], "move": ["1x1", "--level", "easy"], "play": ["1x1"],
        "dots": ["replay", "2x2"], "book": ["lookup", "1x1"]}

# -- dnb help: every command, one line each --------------------------------

r = run("help")
check(r.rc == 0 and r.err == "", f"dnb help: {r}")
listed = re.findall(r"^  (\S+) +\S.*$", r.out, re.M)
check(listed == COMMANDS, f"dnb help lists {listed}, want {COMMANDS}")
for flag in ("--help", "-h"):
    check(run(flag) == r, f"dnb {flag} differs from dnb help")
# No command: the same list, as a usage error.
r2 = run()
check(r2.rc == 2 and r2.out == "" and r2.err == r.out, f"dnb alone: {r2}")
for args in (["bogus"], ["help", "bogus"]):
    r2 = run(*args)
    check(r2.rc == 2 and r2.out == "" and
          r2.err == "dnb: unknown command 'bogus'\n" + r.out, f"dnb {args}: {r2}")
r2 = run("help", "solve", "move")
check(r2.rc == 2 and "dnb: help takes one command, not 'move'" in r2.err, f"help 2: {r2}")


def usage_lines(text):
    """The usage at the top of a help text: its first lines up to a blank."""
    return text.split("\n\n")[0] + "\n"


def listed_options(text):
    """The options the help lists in its argument section."""
    return set(re.findall(r"^  (--[a-z-]+)", text.split("\n\n", 2)[2], re.M))


# -- each command: help with exit status 0, the same text every way ----------

for cmd in COMMANDS:
    h = run("help", cmd)
    if not check(h.rc == 0 and h.err == "" and h.out.startswith(f"usage: dnb {cmd} "),
                 f"dnb help {cmd}: {h}"):
        continue
    for args in (["--help"], ["-h"], BASE[cmd] + ["-h"], BASE[cmd] + ["--help", "--bogus"]):
        r = run(cmd, *args)
        check(r == h, f"dnb {cmd} {' '.join(args)}: {r}, want the help of dnb help {cmd}")
    usage = usage_lines(h.out)
    check(all(len(line) <= 79 for line in h.out.splitlines()), f"{cmd}: a help line over 79")
    # The usage names exactly the options the command lists and knows.
    in_usage = set(re.findall(r"--[a-z-]+", usage))
    in_list = listed_options(h.out) - {"--help"}
    check(in_usage == in_list, f"{cmd}: usage has {sorted(in_usage)}, the list "
          f"{sorted(in_list)}")
    for opt in sorted(in_list):
        r = run(cmd, *BASE[cmd], opt, stdin="")
        check("unknown option" not in r.err, f"{cmd} {opt}: refused: {r.err!r}")
    # A usage error: the message, then the same usage as the help's.
    r = run(cmd, *BASE[cmd], "--bogus")
    check(r.rc == 2 and r.out == "" and
          r.err == "dnb: unknown option '--bogus'\n" + usage, f"{cmd} --bogus: {r}")

# The man page's SYNOPSIS: a ".Nm" line, then the command and its arguments.
if len(sys.argv) > 2:
    with open(sys.argv[2]) as f:
        page = f.read()
    synopsis = page.split(".Sh SYNOPSIS\n")[1].split(".Sh ")[0]
    in_man = {}
    for entry in synopsis.split(".Nm\n")[1:]:
        cmd = re.match(r"\.Cm (\S+)", entry)
        if cmd:
            in_man.setdefault(cmd.group(1), set()).update(re.findall(r"Fl (-[a-z-]+)", entry))
    for cmd in COMMANDS:
        usage = usage_lines(run("help", cmd).out)
        want = {o[1:] for o in re.findall(r"--[a-z-]+", usage)}
        check(in_man.get(cmd) == want, f"dnb.1 SYNOPSIS of {cmd}: {sorted(in_man.get(cmd, []))}"
              f", the usage {sorted(want)}")

# An option of one command is no option of another: the AI's --human is
# play's, not move's.
r = run("move", "1x1", "--level", "easy", "--human", "first")
check(r.rc == 2 and r.err.startswith("dnb: unknown option '--human'\n"), f"move --human: {r}")

# The rule words and the pair that does not combine come from the library.
h = run("replay", "--help").out
check("standard, compulsory, nimstring,\n                     misere or border; nimstring "
      "and misere do not combine" in h, f"replay --help, the rules: {h!r}")

# -- bad inputs: each gets the message that names its cause ------------------

REPLAY_USAGE = usage_lines(run("help", "replay").out)
SOLVE_USAGE = usage_lines(run("help", "solve").out)
NIMSTRING_USAGE = usage_lines(run("help", "nimstring").out)
ENDGAME_USAGE = usage_lines(run("help", "endgame").out)
COMPULSORY = ["--variant", "compulsory", "a1-b1", "a2-b2", "a1-a2"]
BAD = [
    # (arguments, exit status, standard error)
    (["replay", "3x3", "a1-c1"], 1,
     "dnb: move 1 'a1-c1': dots a1 and c1 are not adjacent: a move joins two neighbouring "
     "dots, such as a1-b1 or a1-a2\n"),
    (["replay", "3x3", "a1-b2"], 1,
     "dnb: move 1 'a1-b2': dots a1 and b2 are not adjacent: a move joins two neighbouring "
     "dots, such as a1-b1 or a1-a2\n"),
    (["replay", "3x3", "b1-b1"], 1,
     "dnb: move 1 'b1-b1': a move joins two dots, not a dot to itself\n"),
    (["replay", "3x3", "a1-e1"], 1,
     "dnb: move 1 'a1-e1': dot e1 is off the 3x3 board, whose dots are a1 to d4\n"),
    (["replay", "2x1", "c2-c3"], 1,
     "dnb: move 1 'c2-c3': dot c3 is off the 2x1 board, whose dots are a1 to c2\n"),
    (["replay", "3x3", "a0-b1"], 1,
     "dnb: move 1 'a0-b1': 'a0' is not a dot: a dot is a column letter and a row number, "
     "such as b2\n"),
    (["replay", "3x3", "a1"], 1,
     "dnb: move 1 'a1': not a move: write two neighbouring dots such as a1-b1, or h ROW COL "
     "or v ROW COL\n"),
    (["replay", "3x3", "h 4 0"], 1,
     "dnb: move 1 'h 4 0': off the 3x3 board: h ROW COL takes ROW 0 to 3 and COL 0 to 2\n"),
    (["replay", "3x2", "v 0 4"], 1,
     "dnb: move 1 'v 0 4': off the 3x2 board: v ROW COL takes ROW 0 to 1 and COL 0 to 3\n"),
    (["replay", "3x3", "a1-b1", "b1-a1"], 1, "dnb: move 2 'b1-a1': already drawn\n"),
    (["replay", "3x3", "a1-b1", "h 0 0"], 1, "dnb: move 2 'h 0 0': already drawn\n"),
    (["replay", "2x2", "--variant", "border", "a1-b1"], 1,
     "dnb: move 1 'a1-b1': already drawn (the border rule draws the outer edges)\n"),
    (["replay", "1x1", "a1-b1", "a2-b2", "a1-a2", "b1-b2", "a1-b1"], 1,
     "dnb: move 5 'a1-b1': the game is over\n"),
    (["replay", "2x2", *COMPULSORY, "c1-c2"], 1,
     "dnb: move 4 'c1-c2': takes no box, and under the compulsory rule a box must be "
     "captured: play b1-b2\n"),
    (["replay", "3x3", "--variant", "nimstring", "--variant", "misere"], 2,
     "dnb: the nimstring and misere rules cannot be combined\n" + REPLAY_USAGE),
    (["replay", "3x3", "--variant", "misere nimstring"], 2,
     "dnb: the nimstring and misere rules cannot be combined\n" + REPLAY_USAGE),
    (["nimstring", "3x3", "--variant", "nimstring", "--variant", "misere"], 2,
     "dnb: the nimstring and misere rules cannot be combined\n" + NIMSTRING_USAGE),
    (["replay", "3x3", "--variant", "border swedish"], 2,
     "dnb: unknown variant 'swedish': --variant takes standard, compulsory, nimstring, "
     "misere or border\n" + REPLAY_USAGE),
    (["solve", "3x3", "--threads", "0"], 2,
     "dnb: --threads takes a whole number from 1 to 64, not '0'\n" + SOLVE_USAGE),
    (["solve", "3x3", "--tt-mb", "65537"], 2,
     "dnb: --tt-mb takes a whole number from 0 to 65536, not '65537'\n" + SOLVE_USAGE),
    (["solve", "3x3", "--threads"], 2, "dnb: --threads needs a value\n" + SOLVE_USAGE),
    (["solve", "3x3", "-x"], 2, "dnb: unknown option '-x'\n" + SOLVE_USAGE),
    (["replay", "33x1"], 1, "dnb: board size '33x1': each side is 1 to 32 boxes\n"),
    (["replay", "4"], 2, "dnb: '4' is not a board size: write WxH, such as 4x4\n" +
     REPLAY_USAGE),
    (["replay"], 2, "dnb: a board size WxH comes first, such as 4x4\n" + REPLAY_USAGE),
    (["endgame", "5l"], 2,
     "dnb: endgame: '5l' is not a component: write a long chain as N or Nc (N >= 3) and a "
     "loop as Nl (N even, >= 4), N <= 1048576\n" + ENDGAME_USAGE),
    (["dots", "replay", "5x5", "a1", "a1"], 1, "dnb: move 2 'a1': a dot is there already\n"),
    (["dots", "replay", "5x5", "f1"], 1,
     "dnb: move 1 'f1': off the 5x5 board, whose points are a1 to e5\n"),
]
for args, code, err in BAD:
    r = run(*args)
    check(r.rc == code and r.out == "" and r.err == err,
          f"dnb {' '.join(args)}: exit {r.rc}, stderr {r.err!r}; want exit {code}, {err!r}")

# No book: where it looked, and what to set (no misère book is shipped).
r = run("book", "lookup", "3x3", "--variant", "misere", env={"DNB_BOOK_DIR": None})
check(r.rc == 1 and r.err == "dnb: no book for this board and rules among the installed books "
      "(uninstalled, set DNB_BOOK_DIR to lib/book/data in the source tree, or name a file "
      "with --book)\n", f"book lookup, no book: {r}")
with tempfile.TemporaryDirectory() as empty:
    r = run("book", "lookup", "3x3", env={"DNB_BOOK_DIR": empty})
    check(r.rc == 1 and r.err == f"dnb: no book for this board and rules in {empty} (from "
          "DNB_BOOK_DIR)\n", f"book lookup, empty DNB_BOOK_DIR: {r}")

# The same reasons for a move typed in `dnb play`.
r = run("play", "3x3", "--human", "both", stdin="a1-c1\na1-b1\nb1-a1\nquit\n")
check("error: 'a1-c1': dots a1 and c1 are not adjacent: a move joins two neighbouring dots, "
      "such as a1-b1 or a1-a2 (type help for the commands)\n" in r.out and
      "error: 'b1-a1': already drawn (type help for the commands)\n" in r.out, f"play: {r}")

# -- singular and plural ------------------------------------------------------

r = run("analyze", "2x1")
check(re.search(r"^  other +2 boxes, +edges:", r.out, re.M), f"analyze 2 boxes: {r.out!r}")
r = run("analyze", "1x1")
check(re.search(r"^  other +1 box, +edges:", r.out, re.M), f"analyze 1 box: {r.out!r}")
check("box ," not in r.out, f"analyze 1 box: {r.out!r}")
r = run("endgame", "3")
check("size 3, 1 chain, 0 loops\n" in r.out, f"endgame 3: {r.out!r}")
r = run("endgame", "3", "3", "4l")
check("size 10, 2 chains, 1 loop\n" in r.out, f"endgame 3 3 4l: {r.out!r}")
r = run("play", "1x1", "--human", "both", stdin="a1-b1\nundo\na1-b1\na2-b2\nundo\nquit\n")
check("undone: 0 moves played\n" in r.out and "undone: 1 move played\n" in r.out,
      f"play undo: {r.out!r}")

# -- no empty lines of moves --------------------------------------------------

# A finished game has no best move and no principal variation: it says so.
r = run("solve", "1x1", "a1-b1", "a2-b2", "a1-a2", "b1-b2")
check(r.rc == 0 and "the game is over: no move is left\n" in r.out, f"solve over: {r}")
check(not re.search(r"^(best moves|pv):\s*$", r.out, re.M), f"solve over: {r.out!r}")
# One move left: both lines name it.
r = run("solve", "1x1", "a1-b1", "a2-b2", "a1-a2")
check("best moves: b1-b2\npv: b1-b2\n" in r.out, f"solve one move: {r.out!r}")

tool.finish()
