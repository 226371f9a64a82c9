#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""dnb solve: JSON fields and values on small boards, limits and errors."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool"))
import dnbtool  # noqa: E402 (after its folder is on the path)

tool = dnbtool.Tool(sys.argv[1])


def run(*args):
    r = tool.run("solve", *args)
    return r.rc, r.out


def fail(msg):
    tool.check(False, msg)
    tool.finish()


rc, out = run("3x3", "--json")
o = json.loads(out)
if rc != 0 or o["value"] != -3 or len(o["pv"]) != 24 or not o["best_moves"]:
    fail("3x3: %s" % out)
for key in ("value", "best_moves", "pv", "nodes", "ms"):
    if key not in o:
        fail("3x3 lacks " + key)

rc, out = run("2x2", "--json", "--all-moves")
o = json.loads(out)
if rc != 0 or o["value"] != 2 or len(o["moves"]) != 12:
    fail("2x2 all moves: %s" % out)
if max(o["moves"].values()) != 2:
    fail("2x2: the best move value is not the value")
if sorted(o["best_moves"]) != sorted(m for m, v in o["moves"].items() if v == 2):
    fail("2x2: best moves disagree with move values")

rc, out = run("3x3", "--json", "--value-only")
o = json.loads(out)
if rc != 0 or o["value"] != -3 or o["lower"] != -3 or o["best_moves"] or len(o["pv"]) != 24:
    fail("3x3 value only: %s" % out)

# after a move the value is for the other player
rc, out = run("2x2", "a1-b1", "--json")
o = json.loads(out)
if rc != 0 or o["to_move"] != 2 or o["value"] != -2:
    fail("2x2 a1-b1: %s" % out)

rc, out = run("1x1", "--variant", "nimstring", "--json")
o = json.loads(out)
if rc != 0 or o["value"] not in (-1, 1):
    fail("nimstring: %s" % out)

rc, out = run("5x5", "--json", "--time-limit", "0.05", "--tt-mb", "4")
o = json.loads(out)
if rc != 3 or o["value"] is not None or o["lower"] > o["upper"]:
    fail("time limit: rc %d %s" % (rc, out))

rc, out = run("3x3")
if rc != 0 or "value -3" not in out:
    fail("text output: %s" % out)

# the table: the solver's own size by default and under --tt-mb 0 (small for
# a small board), an explicit size otherwise, over 65536 refused
for args, want in [((), 64 << 10), (("--tt-mb", "0"), 64 << 10), (("--tt-mb", "4"), 4 << 20)]:
    rc, out = run("2x2", "--json", *args)
    if rc != 0 or json.loads(out).get("tt_bytes") != want:
        fail("table %s: %s" % (args, out))
rc, out = run("2x2")
if rc != 0 or "table 64 KiB" not in out:
    fail("text output of the table: %s" % out)
rc, _ = run("3x3", "--tt-mb", "65537")
if rc == 0:
    fail("--tt-mb 65537 accepted")

# numbers are read strictly: nothing wraps, nothing silently becomes 0 (no
# limit), and the message names the option
for opt, bad in [("--tt-mb", "4294967297"), ("--threads", "4294967297"), ("--threads", "0"),
                 ("--threads", "65"), ("--tt-mb", "-1"), ("--tt-mb", "12abc"),
                 ("--time-limit", "abc"), ("--time-limit", "nan"), ("--time-limit", "1e300"),
                 ("--time-limit", "-1"), ("--time-limit", "."), ("--time-limit", ""),
                 ("--time-limit", "0x10")]:
    r = tool.run("solve", "2x2", opt, bad)
    if r.rc != 2 or opt not in r.err:
        fail(f"{opt} {bad!r}: {r}")
# an option left without its value is an error, not ignored
for opt in ("--tt-mb", "--threads", "--time-limit"):
    r = tool.run("solve", "2x2", opt)
    if r.rc != 2 or opt + " needs a value" not in r.err:
        fail(f"{opt} without a value: {r}")
# a time under a millisecond is a limit of 1 ms, not none
rc, out = run("4x4", "--json", "--time-limit", "0.0001", "--tt-mb", "4")
o = json.loads(out)
if rc != 3 or o["value"] is not None:
    fail("--time-limit 0.0001: rc %d %s" % (rc, out))
tool.finish()
