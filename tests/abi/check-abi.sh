#!/bin/sh
# SPDX-License-Identifier: MIT
# The ABI gate: the built library against the committed baseline of the
# released interface (abidw's description of libdnb.so.1 as of 1.0).  Any
# difference fails, additions included: a release that adds symbols also
# commits a new baseline (see tests/abi/README.md).
#
# usage: check-abi.sh ABIDIFF BASELINE LIBRARY INCLUDEDIR SANITIZE
abidiff=$1 baseline=$2 lib=$3 includedir=$4 sanitize=$5

if [ -z "$abidiff" ] || [ ! -x "$abidiff" ]; then
	echo "abidiff not found (Debian: abigail-tools): skipped"
	exit 77
fi
if [ "$sanitize" != "none" ]; then
	echo "sanitizer build: the baseline describes a plain build; skipped"
	exit 77
fi
"$abidiff" --headers-dir2 "$includedir" --drop-private-types "$baseline" "$lib"
rc=$?
if [ $rc -ne 0 ]; then
	echo "abidiff exited $rc: the interface differs from $baseline"
	exit 1
fi
echo "the interface matches $baseline"
