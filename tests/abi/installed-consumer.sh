#!/bin/sh
# SPDX-License-Identifier: MIT
# The installed tree works for a consumer: install the build into a
# temporary DESTDIR, then build and run a program with nothing but
# `pkg-config --cflags --libs libdnb`, PKG_CONFIG_* and LD_LIBRARY_PATH all
# pointing into that DESTDIR (never the build tree).
#
#   installed-consumer.sh MESON PKG-CONFIG BUILD-ROOT VERSION SANITIZE LIBRARY SOURCE CC...
#
# SANITIZE is the build's b_sanitize ("none", "address,undefined", ...): an
# instrumented libdnb needs an instrumented program.  LIBRARY is the build's
# default_library: a static-only build installs libdnb.a and its program
# links with `pkg-config --static`.  PKG-CONFIG empty: skip.
set -eu

# meson test puts a test setup's exe_wrapper (valgrind) in front of every
# test, this script included; installing under memcheck checks nothing of
# libdnb (the C tests do that), so skip there.
case "${LD_PRELOAD-}" in
*vgpreload*) echo "skipped: running under valgrind"; exit 77 ;;
esac

meson=$1 pkgconfig=$2 build=$3 version=$4 sanitize=$5 library=$6 source=$7
shift 7
if [ -z "$pkgconfig" ]; then
	echo "skipped: no pkg-config"
	exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/dnb-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
root=$tmp/root

fail() {
	echo "installed-consumer: $*" >&2
	exit 1
}

"$meson" install -C "$build" --no-rebuild --quiet --destdir "$root" ||
	fail "meson install --destdir failed"

pc=$(find "$root" -name libdnb.pc | head -n 1)
[ -n "$pc" ] || fail "no libdnb.pc installed"
if [ "$library" = static ]; then
	lib=$(find "$root" -name libdnb.a | head -n 1)
	[ -n "$lib" ] || fail "no libdnb.a installed"
	[ -z "$(find "$root" -name 'libdnb.so*')" ] || fail "a static-only build installed libdnb.so"
	static=--static
else
	lib=$(find "$root" -name libdnb.so.1 | head -n 1)
	[ -n "$lib" ] || fail "no libdnb.so.1 (the SONAME link) installed"
	[ -e "$(dirname "$lib")/libdnb.so" ] || fail "no libdnb.so (the link for -ldnb) installed"
	static=
fi
libdir=$(dirname "$lib")
[ -n "$(find "$root" -name dnb.h)" ] || fail "no dnb.h installed"

# Only the DESTDIR: PKG_CONFIG_LIBDIR replaces the default search path,
# the sysroot prefixes the .pc file's paths with the DESTDIR, and nothing
# is dropped as a "system" directory.
PKG_CONFIG_PATH=$(dirname "$pc")
PKG_CONFIG_LIBDIR=$PKG_CONFIG_PATH
PKG_CONFIG_SYSROOT_DIR=$root
PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1
PKG_CONFIG_ALLOW_SYSTEM_LIBS=1
export PKG_CONFIG_PATH PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR \
	PKG_CONFIG_ALLOW_SYSTEM_CFLAGS PKG_CONFIG_ALLOW_SYSTEM_LIBS

got=$("$pkgconfig" --modversion libdnb) || fail "pkg-config does not know libdnb"
[ "$got" = "$version" ] || fail "libdnb.pc says version $got, the project $version"
cflags=$("$pkgconfig" --cflags libdnb)
libs=$("$pkgconfig" --libs $static libdnb)
echo "cflags: $cflags"
echo "libs:   $libs"
case "$cflags" in *"$root"*) ;; *) fail "cflags do not point into DESTDIR" ;; esac
case "$libs" in *"$root"*) ;; *) fail "libs do not point into DESTDIR" ;; esac

san=
[ "$sanitize" = none ] || san=-fsanitize=$sanitize

# shellcheck disable=SC2086  # the flags are word lists by design
"$@" -std=c99 -Wall -Wextra -Werror $san "$source" $cflags $libs -o "$tmp/consumer" ||
	fail "cannot build a program from the installed tree"

LD_LIBRARY_PATH=$libdir
export LD_LIBRARY_PATH
if [ -z "$static" ] && command -v ldd >/dev/null 2>&1; then
	ldd "$tmp/consumer" | grep 'libdnb\.so' | grep -q "$root" ||
		fail "the program would not load the installed libdnb: $(ldd "$tmp/consumer" | grep dnb)"
fi
"$tmp/consumer" || fail "the program built from the installed tree failed"

# The installed command-line tool runs too (its build-tree rpath is gone).
tool=$(find "$root" -type f -name dnb -perm -u+x | head -n 1)
if [ -n "$tool" ]; then
	"$tool" replay 1x1 a1-b1 >/dev/null || fail "the installed dnb tool fails"
fi
echo "installed-consumer: ok"
