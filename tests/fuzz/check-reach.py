#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every public function is called by some fuzz target.

Lists the global symbols of lib/libdnb.map (every version node) and fails
for each one that no source of tests/fuzz/ calls (a static check: a call is
the name followed by "(" outside comments and strings).  A function that
cannot be fuzzed meaningfully may stand in ALLOWED below, with the reason;
an entry that is called after all, or is not in the map, is an error too,
so that the list never goes stale.

usage: check-reach.py SOURCE_ROOT
"""
import pathlib
import re
import sys

# Functions no fuzz target needs to call: {name: why}.  Empty: every public
# function is reached.
ALLOWED = {}


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


def map_symbols(path):
    text = re.sub(r"/\*.*?\*/", " ", path.read_text(), flags=re.S)
    syms = []
    for body in re.findall(r"\{(.*?)\}", text, flags=re.S):
        glob = re.search(r"global:(.*?)(local:|$)", body, flags=re.S)
        if glob:
            syms += re.findall(r"(\w+)\s*;", glob.group(1))
    return syms


def main():
    root = pathlib.Path(sys.argv[1])
    syms = map_symbols(root / "lib" / "libdnb.map")
    sources = sorted((root / "tests" / "fuzz").glob("*.[ch]"))
    called = set()
    for src in sources:
        called |= set(re.findall(r"\b(dnb_\w+)\s*\(", strip_comments_and_strings(src.read_text())))
    errors = []
    if not syms:
        errors.append("no symbols found in lib/libdnb.map")
    for s in syms:
        if s not in called and s not in ALLOWED:
            errors.append(f"{s}: in lib/libdnb.map but no fuzz target calls it")
    for s, why in ALLOWED.items():
        if s not in syms:
            errors.append(f"{s}: allowed ({why}) but not in lib/libdnb.map")
        elif s in called:
            errors.append(f"{s}: allowed ({why}) but a fuzz target calls it: drop it from ALLOWED")
    for e in errors:
        print(e)
    print(f"{len(syms)} public functions, {len(sources)} fuzz sources, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
