#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The layout of lib/ keeps its promises (man/CONTRIBUTING.md, "Where things are").

  - lib/ holds one folder a layer, in this order: common, core, text,
    endgame, nimstring, solver, book, ai, dots.  A file includes headers of its own layer
    and of layers before it only, and calls only into those (no arrow runs
    back up).
  - Every internal header is named NAME-priv.h and every include of one is
    written by its path from lib/ ("core/game-priv.h"); the public headers
    are included as "dnb.h" and "dnb_dots.h".
  - No file name repeats the name of its folder (solver/solver-x.c).
  - No header includes one that includes it back, and no two source files
    call each other, directly or round a longer circle (the calls are read
    from the symbols of the built objects).
  - A source file (include/, lib/, tests/, bench/, examples/) of more than
    500 lines says why in its opening comment, in a sentence that starts
    "Why this file is long:".

usage: check-layout.py SOURCE_ROOT BUILD_ROOT
"""
import pathlib
import re
import subprocess
import sys

LAYERS = ["common", "core", "text", "endgame", "nimstring", "solver", "book", "ai", "dots"]
PUBLIC = {"dnb.h", "dnb_dots.h"}
LONG = 500
REASON = "Why this file is long:"


def cycles(graph):
    """Every node that lies on a circle of the graph, as [path, ...]."""
    found, state = [], {}

    def visit(n, path):
        state[n] = 1
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                found.append(path[path.index(m):] + [m])
            elif m not in state:
                visit(m, path + [m])
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            visit(n, [n])
    return found


def main():
    src, build = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    lib = src / "lib"
    problems = []

    folders = sorted(p.name for p in lib.iterdir() if p.is_dir())
    if folders != sorted(LAYERS):
        problems.append(f"lib/ has folders {folders}, the layers are {LAYERS}")
    loose = [p.name for p in lib.iterdir() if p.is_file() and p.suffix in (".c", ".h")]
    if loose:
        problems.append(f"sources outside a layer folder: {loose}")

    includes = {}
    for path in sorted(lib.rglob("*.[ch]")):
        rel = path.relative_to(lib).as_posix()
        layer = rel.split("/")[0]
        stem = path.name.split(".")[0]
        if path.suffix == ".h" and not path.name.endswith("-priv.h"):
            problems.append(f"lib/{rel}: an internal header must be named NAME-priv.h")
        if re.match(rf"{re.escape(layer)}[-_]", stem) or stem == layer:
            problems.append(f"lib/{rel}: the file name repeats its folder")
        text = path.read_text()
        includes[rel] = []
        for m in re.finditer(r'^#include "([^"]+)"', text, flags=re.M):
            name = m.group(1)
            if name in PUBLIC:
                continue
            if not (lib / name).is_file() or "/" not in name:
                problems.append(f'lib/{rel}: #include "{name}" is not a path from lib/')
                continue
            includes[rel].append(name)
            if LAYERS.index(name.split("/")[0]) > LAYERS.index(layer):
                problems.append(f"lib/{rel} includes {name}, a later layer")

    for top in ("include", "lib", "tests", "bench", "examples"):
        for path in sorted((src / top).rglob("*")):
            if path.suffix not in (".c", ".h", ".py", ".rs") or "corpus" in path.parts:
                continue
            text = path.read_text()
            lines = text.count("\n")
            # the opening comment: the first lines, comment marks dropped
            head = " ".join(re.sub(r"^\s*(/\*+|\*+/?|//!?|#!?|\"\"\")", "", line)
                            for line in text.splitlines()[:60])
            if lines > LONG and REASON not in " ".join(head.split()):
                problems.append(f"{path.relative_to(src)}: {lines} lines and no"
                                f" '{REASON}' in its opening comment")

    for c in cycles({h: set(i) for h, i in includes.items()}):
        problems.append("headers include each other: " + " -> ".join(c))

    # Calls between files, from the objects of the internal library.
    objs = sorted((build / "lib").glob("libdnb-internal.a.p/*.o"))
    if not objs:
        problems.append(f"no objects under {build}/lib/libdnb-internal.a.p")
    defined, undefined = {}, {}
    for o in objs:
        name = o.name[: -len(".c.o")].replace("_", "/", 1)
        d, u = set(), set()
        for line in subprocess.check_output(["nm", str(o)], text=True).splitlines():
            f = line.split()
            if len(f) == 3 and f[1] in "TDBR":
                d.add(f[2])
            elif len(f) == 2 and f[0] == "U":
                u.add(f[1])
        defined[name], undefined[name] = d, u
    owner = {s: f for f, ds in defined.items() for s in ds}
    calls = {f: {owner[s] for s in us if s in owner and owner[s] != f}
             for f, us in undefined.items()}
    for f, targets in sorted(calls.items()):
        for t in sorted(targets):
            if LAYERS.index(t.split("/")[0]) > LAYERS.index(f.split("/")[0]):
                problems.append(f"lib/{f}.c calls into lib/{t}.c, a later layer")
    for c in cycles(calls):
        problems.append("files call each other: " + " -> ".join(c))

    for p in problems:
        print(p)
    print(f"{len(includes)} files in {len(folders)} layers, {len(objs)} objects:"
          f" {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
