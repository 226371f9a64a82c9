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
exec "$1" "$2"
