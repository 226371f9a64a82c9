#!/bin/sh
# SPDX-License-Identifier: MIT
# Make the static libdnb.a from the internal archive: link every object
# into one relocatable object, make its hidden symbols (everything but the
# dnb_ API: the sources are compiled with hidden visibility) local, and
# archive that one object.  A program linking libdnb.a statically then
# sees only the names the shared object exports, so an internal name such
# as board_init cannot collide with one of the program's own.
#
#   static-archive.sh LD OBJCOPY AR INTERNAL.a OUTPUT.a
set -eu
ld=$1 objcopy=$2 ar=$3 input=$4 output=$5
obj=$output.o
rm -f "$output" "$obj"
"$ld" -r --whole-archive "$input" -o "$obj"
"$objcopy" --localize-hidden "$obj"
"$ar" rcs "$output" "$obj"
rm -f "$obj"
