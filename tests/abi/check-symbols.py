#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The exported interface agrees with itself.

Compares four lists of public functions:
  - the dynamic symbols that the built library exports (nm -D),
  - the global entries of the linker version script (lib/libdnb.map),
  - the functions declared in the public headers (include/*.h),
  - the definitions tagged DNB_EXPORT in the sources (lib/**/*.c),
and checks that every exported symbol carries the version of the map node
that lists it, that the nodes chain (each inherits from the one before),
that no node is newer than the project version in meson.build, that the
DNB_1.0 node is exactly symbols-1.0.txt (later symbols, e.g. the DNB_1.1
init functions, stand in later nodes), and that nothing without the dnb_
prefix is exported.

usage: check-symbols.py LIBRARY SOURCE_ROOT
"""
import pathlib
import re
import subprocess
import sys


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def map_nodes(path):
    """[(node, parent or None, [symbols])] in file order."""
    text = strip_comments(path.read_text())
    nodes = []
    for m in re.finditer(r"(\w[\w.]*)\s*\{(.*?)\}\s*([\w.]*)\s*;", text, flags=re.S):
        name, body, parent = m.group(1), m.group(2), m.group(3) or None
        glob = re.search(r"global:(.*?)(local:|$)", body, flags=re.S)
        syms = re.findall(r"(\w+)\s*;", glob.group(1)) if glob else []
        nodes.append((name, parent, syms))
    return nodes


def header_functions(root):
    names = set()
    for h in sorted((root / "include").glob("*.h")):
        text = strip_comments(h.read_text())
        text = re.sub(r"^\s*#.*?(?<!\\)$", " ", text, flags=re.M | re.S)
        # A declaration: a type, the name, "(": not a typedef'd pointer "(*name)".
        for m in re.finditer(r"(?<![\w*(])\s*\**\s*(dnb_\w+)\s*\(", text):
            names.add(m.group(1))
    return names


def exported_definitions(root):
    names = set()
    for c in sorted((root / "lib").rglob("*.c")):
        text = strip_comments(c.read_text())
        for m in re.finditer(r"DNB_EXPORT\b[^;{(]*?\b(dnb_\w+)\s*\(", text):
            names.add(m.group(1))
    return names


def library_symbols(lib):
    out = subprocess.run(["nm", "-D", "--defined-only", lib], check=True,
                         capture_output=True, text=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        kind, name = parts[1], parts[2]
        if kind == "A":  # the version nodes themselves
            continue
        base, _, version = name.partition("@@")
        if not version:
            base, _, version = name.partition("@")
        syms[base] = version
    return syms


def main():
    lib, root = sys.argv[1], pathlib.Path(sys.argv[2])
    errors = []
    nodes = map_nodes(root / "lib" / "libdnb.map")
    if not nodes:
        errors.append("no version node in lib/libdnb.map")
    mapped = {}
    for i, (name, parent, syms) in enumerate(nodes):
        if not re.fullmatch(r"DNB_\d+\.\d+", name):
            errors.append(f"map: node {name} is not named DNB_MAJOR.MINOR")
        want_parent = nodes[i - 1][0] if i else None
        if parent != want_parent:
            errors.append(f"map: node {name} inherits {parent}, expected {want_parent}")
        for s in syms:
            if s in mapped:
                errors.append(f"map: {s} listed in {mapped[s]} and {name}")
            mapped[s] = name

    # A node is named for the release that adds it: none may be newer than
    # the project version (adding a DNB_1.1 node goes with the bump to 1.1).
    m = re.search(r"version:\s*'(\d+)\.(\d+)\.\d+'", (root / "meson.build").read_text())
    if not m:
        errors.append("meson.build: no project version found")
    else:
        project = (int(m.group(1)), int(m.group(2)))
        for name, _, _ in nodes:
            v = re.fullmatch(r"DNB_(\d+)\.(\d+)", name)
            if v and (int(v.group(1)), int(v.group(2))) > project:
                errors.append(f"map: node {name} is newer than the project version "
                              f"{project[0]}.{project[1]}")

    # Released nodes are frozen: DNB_1.0 holds exactly the 1.0 list, and every
    # symbol added since then stands in a later node.
    released = root / "tests" / "abi" / "symbols-1.0.txt"
    if released.exists():
        frozen = {l.strip() for l in released.read_text().splitlines()
                  if l.strip() and not l.startswith("#")}
        in_first = {s for s, n in mapped.items() if n == "DNB_1.0"}
        for s in sorted(frozen - in_first):
            errors.append(f"{s}: released in 1.0 but no longer in node DNB_1.0")
        for s in sorted(in_first - frozen):
            errors.append(f"{s}: added after 1.0 but put in node DNB_1.0 (use a new node)")

    exported = library_symbols(lib)
    declared = header_functions(root)
    defined = exported_definitions(root)

    for s in sorted(exported):
        if not s.startswith("dnb_"):
            errors.append(f"library exports {s} without the dnb_ prefix")
    lists = {"library": set(exported), "map": set(mapped), "headers": declared,
             "DNB_EXPORT definitions": defined}
    names = list(lists)
    for a in names:
        for b in names:
            if a < b:
                for s in sorted(lists[a] - lists[b]):
                    errors.append(f"{s}: in {a} but not in {b}")
                for s in sorted(lists[b] - lists[a]):
                    errors.append(f"{s}: in {b} but not in {a}")
    for s, version in sorted(exported.items()):
        if s in mapped and version != mapped[s]:
            errors.append(f"{s}: exported as version {version!r}, map node {mapped[s]}")

    for e in errors:
        print("FAIL:", e)
    print(f"{len(exported)} exported, {len(mapped)} in the map, {len(declared)} declared, "
          f"{len(defined)} defined with DNB_EXPORT, {len(nodes)} version node(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
