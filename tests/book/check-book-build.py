#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""dnb book build: the same book, byte for byte, however it is built.

Builds the 3x3 book to depth 2 on one thread, on two, under
`mpirun -np 2` when mpirun is installed (skipped otherwise, and when the
tool was built without MPI), and once stopped after 20 positions, cut in
the middle of a record and resumed; each must equal the shipped book.
A file at -o that is not a book of the board is refused and left byte
for byte; every rule set builds and passes the final check; a FIFO, a
directory or a device as a book is an error at once; progress shows
only when asked (stderr is no terminal here).  Then dnb move and dnb
play's hints come from the shipped 3x4 book, and with --no-book do not.

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


def run(cmd, env=None, timeout=60):
    """Run a command; a hang past the timeout is a failure, not an error."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        failures.append(f"{' '.join(cmd)}: still running after {timeout} s")
        return subprocess.CompletedProcess(cmd, -1, "", "")


def refuses_what_is_not_a_book(dnb, tmp, shipped):
    """-o a file that is not a book of the board: refused with exit 1 and
    left byte for byte, before any 'torn record' message; an empty file
    is a new book."""
    small = os.path.join(tmp, "small.book")
    run([dnb, "book", "build", "3x3", "--depth", "1", "-o", small])
    with open(small, "rb") as f:
        depth1 = f.read()
    other = os.path.join(tmp, "2x2.book")
    run([dnb, "book", "build", "2x2", "-o", other])
    with open(other, "rb") as f:
        other_board = f.read()
    damaged = bytearray(shipped)
    damaged[32 + 24 * 5 + 3] ^= 0x10
    cases = {
        "text89": b"my notes, which are not a book: 89 bytes of plain text that the build must not cut.\n",
        "text6": b"hello\n",
        "header-cut": shipped[:20],
        "other-board": other_board,
        "damaged": bytes(damaged),
        "damaged-cut": bytes(damaged) + b"cut",
    }
    for name, data in cases.items():
        path = os.path.join(tmp, name)
        with open(path, "wb") as f:
            f.write(data)
        p = run([dnb, "book", "build", "3x3", "--depth", "2", "-o", path])
        with open(path, "rb") as f:
            after = f.read()
        if p.returncode != 1 or after != data or "left as it is" not in p.stderr or \
                "torn record" in p.stderr:
            failures.append(f"-o {name} ({len(data)} bytes): exit {p.returncode}, "
                            f"{len(after)} bytes after, {p.stderr.strip()!r}")
    # a directory, a FIFO, a device: refused at once, nothing cut
    d = os.path.join(tmp, "dir.book")
    os.mkdir(d)
    fifo = os.path.join(tmp, "fifo.book")
    os.mkfifo(fifo)
    for path, why in ((d, "is a directory"), (fifo, "is not a regular file"),
                      ("/dev/null", "is not a regular file")):
        p = run([dnb, "book", "build", "2x2", "-o", path], timeout=10)
        if p.returncode != 1 or why not in p.stderr or "torn record" in p.stderr:
            failures.append(f"-o {path}: exit {p.returncode}, {p.stderr.strip()!r}")
    if os.listdir(d) or os.path.exists(d + ".tmp") or os.path.exists(fifo + ".tmp"):
        failures.append("a refused -o left files behind")
    # an empty file (made by mktemp, say): a new book
    empty = os.path.join(tmp, "empty.book")
    open(empty, "wb").close()
    build(dnb, empty)
    same(empty, shipped, "built into an empty file")
    # a book of depth 1 extended to depth 2: the same book as built at once
    build(dnb, small)
    same(small, shipped, "depth 1 extended to 2")
    if len(depth1) >= len(shipped):
        failures.append("the depth 1 book is not smaller")


VARIANTS = ["compulsory", "nimstring", "misere", "border"]


def every_rule_set(dnb, tmp):
    """Every rule set the format allows builds and passes the final check
    (the compulsory rule with captures on the board, the border rule from
    its drawn border), to depth 6 and to the end; nimstring with misere
    is refused with its reason."""
    for rules in range(16):
        words = [w for i, w in enumerate(VARIANTS) if rules >> i & 1]
        args = [a for w in words for a in ("--variant", w)]
        for depth in ("6", "20"):
            out = os.path.join(tmp, f"r{rules}-{depth}.book")
            p = run([dnb, "book", "build", "2x2", *args, "--depth", depth, "-o", out])
            if "nimstring" in words and "misere" in words:
                if p.returncode != 2 or "cannot be combined" not in p.stderr:
                    failures.append(f"2x2 {' '.join(words)}: exit {p.returncode}, "
                                    f"{p.stderr.strip()!r}")
                continue
            if p.returncode != 0 or p.stderr:
                failures.append(f"2x2 {' '.join(words) or 'standard'} depth {depth}: exit "
                                f"{p.returncode}, {p.stderr.strip()[:300]!r}")
                continue
            q = run([dnb, "book", "lookup", "2x2", *args, "--book", out])
            if q.returncode != 0 or not q.stdout.startswith("value "):
                failures.append(f"lookup in 2x2 {' '.join(words)}: exit {q.returncode}, "
                                f"{q.stdout!r} {q.stderr!r}")


def odd_book_files(dnb, tmp):
    """A FIFO, a directory or a device as the book: an error at once, never
    a hang or a read without end; dnb move without --book plays on."""
    books = os.path.join(tmp, "odd")
    os.mkdir(books)
    os.mkfifo(os.path.join(books, "3x3.book"))
    os.mkdir(os.path.join(books, "2x2.book"))
    env = dict(os.environ, DNB_BOOK_DIR=books)
    for size in ("3x3", "2x2"):
        cmd = [dnb, "move", size, "--level", "hard", "--nodes", "2000"]
        p = run(cmd, env=env, timeout=20)
        if p.returncode != 0:
            failures.append(f"{' '.join(cmd)} with an odd book: exit {p.returncode}, "
                            f"{p.stderr.strip()!r}")
    for path in ("/dev/zero", "/dev/urandom", os.path.join(books, "3x3.book"), books):
        for cmd in ([dnb, "move", "3x3", "--level", "hard", "--book", path, "--nodes", "2000"],
                    [dnb, "book", "lookup", "3x3", "--book", path]):
            p = run(cmd, timeout=20)
            if p.returncode != 1 or "cannot open the book" not in p.stderr:
                failures.append(f"{' '.join(cmd)}: exit {p.returncode}, {p.stderr.strip()!r}")


def progress(dnb, tmp):
    """No progress on stderr unless it is a terminal or --progress asks."""
    out = os.path.join(tmp, "progress.book")
    p = build(dnb, out)
    if "solved," in p.stderr:
        failures.append(f"progress without a terminal: {p.stderr!r}")
    os.remove(out)
    p = build(dnb, out, "--progress")
    if "48 of 48 positions solved" not in p.stderr or \
            "listing the positions: 48 to depth 2 of 2" not in p.stderr:
        failures.append(f"--progress: {p.stderr!r}")


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
        refuses_what_is_not_a_book(dnb, tmp, want)
        every_rule_set(dnb, tmp)
        odd_book_files(dnb, tmp)
        progress(dnb, tmp)
    play_from_shipped_book(dnb, os.path.dirname(os.path.abspath(shipped)))
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
