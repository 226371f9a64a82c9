#!/bin/sh
# SPDX-License-Identifier: MIT
# The ABI gate: the built library against the committed baseline of the
# released interface (abidw's description of libdnb.so.1 as of 1.0).  A
# removed function or variable (abidiff exits 12) or a changed one, types
# reached from it included (4), fails; functions and variables added in a
# later version node do not: abidiff alone exits 4 for them too, so
# --no-added-syms leaves them out of the comparison.
#
# No --headers-dir2/--drop-private-types here: the baseline is written with
# --no-show-locs, so with those options abidiff takes every baseline type
# for a private one and drops it, and a changed public struct passes
# unseen.  Without them the opaque types (declared in the baseline, defined
# in the library) show only as harmless changes, which abidiff filters.
#
# usage: check-abi.sh ABIDIFF BASELINE LIBRARY SANITIZE
abidiff=$1 baseline=$2 lib=$3 sanitize=$4

if [ -z "$abidiff" ] || [ ! -x "$abidiff" ]; then
	echo "abidiff not found (Debian: abigail-tools): skipped"
	exit 77
fi
if [ "$sanitize" != "none" ]; then
	echo "sanitizer build: the baseline describes a plain build; skipped"
	exit 77
fi
"$abidiff" --no-added-syms "$baseline" "$lib"
rc=$?
if [ $rc -ne 0 ]; then
	echo "abidiff exited $rc: the interface differs from $baseline"
	exit 1
fi
echo "the interface matches $baseline (additions aside)"
