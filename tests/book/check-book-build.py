#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""dnb book build: the same book, byte for byte, however it is built.

Builds the 3x3 book to depth 2 on one thread, on two, under
`mpirun -np 2` when mpirun is installed (skipped otherwise, and when the
tool was built without MPI), and once stopped after 20 positions, cut in
the middle of a record and resumed; each must equal the shipped book.
Then dnb move and dnb play's hints come from the shipped 3x4 book, and
with --no-book do not.

usage: check-book-build.py DNB SHIPPED_3x3_BOOK
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

failures = []


def build(dnb, out, *extra, launcher=(), expect=0):
    cmd = list(launcher) + [dnb, "book", "build", "3x3", "--depth", "2", "-o", out] + list(extra)
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    if launcher:
        # In a sanitizer build LeakSanitizer reports what Open MPI keeps
        # until exit, through stacks its fast unwinder cannot follow, so no
        # suppression matches: leaks are checked on the threaded builds of
        # the same builder, not under mpirun.
        env["ASAN_OPTIONS"] = ":".join(
            filter(None, [os.environ.get("ASAN_OPTIONS", ""), "detect_leaks=0"]))
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=240)
    if p.returncode != expect:
        failures.append(f"{' '.join(cmd)}: exit {p.returncode}, not {expect}: {p.stderr.strip()}")
    return p


def same(path, want, what):
    with open(path, "rb") as f:
        got = f.read()
    if got != want:
        failures.append(f"{what}: {len(got)} bytes, not the shipped book's {len(want)}")


def play_from_shipped_book(dnb, books):
    """dnb move plays from the book shipped for the board unless told not to."""
    env = dict(os.environ, DNB_BOOK_DIR=books)
    for extra, book in (((), True), (("--no-book", "--nodes", "2000"), False)):
        cmd = [dnb, "move", "3x4", "--level", "perfect", "--json", *extra]
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
        got = json.loads(p.stdout) if p.returncode == 0 else {}
        if (got.get("reason") == "book") != book or (book and got.get("value") != 0):
            failures.append(f"{' '.join(cmd)}: exit {p.returncode}, {p.stdout.strip()!r}")
    for extra, book in (((), True), (("--no-book", "--nodes", "2000"), False)):
        cmd = [dnb, "play", "3x4", "--level", "perfect", *extra]
        p = subprocess.run(cmd, input="hint\nquit\n", capture_output=True, text=True, env=env,
                           timeout=60)
        if p.returncode != 0 or ("(book, value +0)" in p.stdout) != book:
            failures.append(f"{' '.join(cmd)} < hint: exit {p.returncode}, {p.stdout[-200:]!r}")
    cmd = [dnb, "move", "3x4", "--level", "perfect", "--book", "x.book", "--no-book"]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
    if p.returncode != 2 or "--book and --no-book do not combine" not in p.stderr:
        failures.append(f"{' '.join(cmd)}: exit {p.returncode}, {p.stderr.strip()!r}")


def main():
    dnb, shipped = sys.argv[1], sys.argv[2]
    with open(shipped, "rb") as f:
        want = f.read()
    with tempfile.TemporaryDirectory() as tmp:
        one = os.path.join(tmp, "one.book")
        build(dnb, one)
        same(one, want, "one thread")
        two = os.path.join(tmp, "two.book")
        build(dnb, two, "--threads", "2")
        same(two, want, "two threads")

        # stopped after 20 positions, its last record torn, resumed
        part = os.path.join(tmp, "part.book")
        p = build(dnb, part, "--max-jobs", "20", expect=3)
        size = os.path.getsize(part)
        if size != 32 + 20 * 24:
            failures.append(f"stopped after 20: {size} bytes, not {32 + 20 * 24}")
        with open(part, "r+b") as f:
            f.truncate(size - 10)
        p = build(dnb, part)
        if "resuming: 19 of 48" not in p.stderr:
            failures.append(f"the resumed build did not skip the 19 whole records: {p.stderr!r}")
        same(part, want, "resumed")
        # a finished book: nothing left to solve, the same file again
        p = build(dnb, part)
        if "(0 solved now)" not in p.stdout:
            failures.append(f"a finished book solved again: {p.stdout!r}")
        same(part, want, "rebuilt over itself")

        mpirun = shutil.which("mpirun")
        if mpirun:
            mpi = os.path.join(tmp, "mpi.book")
            p = build(dnb, mpi, launcher=(mpirun, "--oversubscribe", "-np", "2"))
            if "(MPI)" in p.stdout:
                same(mpi, want, "mpirun -np 2")
            else:
                print("the tool has no MPI support: mpirun build not compared")
        else:
            print("no mpirun: the MPI build is not tested")
    play_from_shipped_book(dnb, os.path.dirname(os.path.abspath(shipped)))
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
