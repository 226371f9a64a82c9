#!/bin/sh
# SPDX-License-Identifier: MIT
# Run the Python binding's unit tests: run-tests.sh PYTHON TEST-FILE.
#
# meson test puts the exe_wrapper of a test setup (here: valgrind) in front
# of every test command, scripts included.  Memcheck on a Python interpreter
# says nothing about libdnb and takes minutes, so this launcher (cheap under
# valgrind) notices the wrapper by the preload valgrind gives its client and
# reports a skip (77).  The C tests cover libdnb under valgrind.
case "${LD_PRELOAD-}" in
*vgpreload*) echo "skipped: running under valgrind"; exit 77 ;;
esac
# A library built with -Db_sanitize=address needs the ASan runtime loaded
# before anything else; meson passes its path.  The interpreter's own
# allocations at exit are not leaks of libdnb, so leak reports are off.
case "${DNB_SANITIZE-none}" in
*address*)
	if [ -z "${DNB_ASAN_PRELOAD-}" ]; then
		echo "skipped: no ASan runtime to preload for this compiler"
		exit 77
	fi
	LD_PRELOAD=$DNB_ASAN_PRELOAD
	ASAN_OPTIONS=detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
	export LD_PRELOAD ASAN_OPTIONS
	;;
esac
exec "$1" "$2"
