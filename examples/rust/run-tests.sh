#!/bin/sh
# SPDX-License-Identifier: MIT
# Run `cargo test` for the Rust bindings: run-tests.sh CARGO MANIFEST.
#
# CARGO is the cargo meson found, or empty; then $HOME/.cargo/bin/cargo (a
# rustup install, often not on PATH in CI) is tried.  Without cargo the test
# is skipped (77).  The environment (set by examples/rust/meson.build)
# carries DNB_LIB_DIR for dnb-sys/build.rs, LD_LIBRARY_PATH for running the tests,
# CARGO_TARGET_DIR inside the meson build directory, and DNB_SANITIZE and
# DNB_ASAN_PRELOAD for sanitizer builds.
#
# Two cases put something in front of the test binaries (never in front of
# cargo or rustc), through cargo's per-target "runner":
#   - meson test --setup valgrind: meson puts valgrind in front of every
#     test command, so this script starts under memcheck (seen by the
#     preload valgrind gives its client).  Memcheck on cargo and rustc
#     would check nothing of libdnb, so the script only execs cargo (which
#     then runs natively) and lets the runner put the test binaries under
#     memcheck: that checks the wrapper's frees and libdnb's memory use.
#   - -Db_sanitize=address: libdnb needs the ASan runtime loaded first; the
#     runner preloads it, with leak checking on (a Game that did not free
#     its dnb_game would show).
set -eu

runner=
targets=
case "${LD_PRELOAD-}" in
*vgpreload*)
	valgrind=$(command -v valgrind || true)
	if [ -z "$valgrind" ]; then
		echo "skipped: under valgrind, but valgrind is not on PATH"
		exit 77
	fi
	runner="$valgrind --error-exitcode=3 --leak-check=full"
	runner="$runner --errors-for-leak-kinds=definite --show-leak-kinds=definite --quiet"
	;;
esac
case "${DNB_SANITIZE-none}" in
*address*)
	if [ -z "${DNB_ASAN_PRELOAD-}" ]; then
		echo "skipped: no ASan runtime to preload for this compiler"
		exit 77
	fi
	runner="env LD_PRELOAD=$DNB_ASAN_PRELOAD"
	;;
esac

cargo=$1
manifest=$2
if [ -z "$cargo" ] && [ -n "${HOME-}" ] && [ -x "$HOME/.cargo/bin/cargo" ]; then
	cargo=$HOME/.cargo/bin/cargo
fi
if [ -z "$cargo" ]; then
	echo "skipped: cargo not found"
	exit 77
fi

if [ -n "$runner" ]; then
	rustc=${RUSTC:-$(dirname "$cargo")/rustc}
	[ -x "$rustc" ] || rustc=rustc
	triple=$("$rustc" -vV | sed -n 's/^host: //p')
	var=CARGO_TARGET_$(echo "$triple" | tr 'a-z-' 'A-Z_')_RUNNER
	export "$var=$runner"
	echo "test binaries run under: $runner"
	# Cargo does not put the runner in front of doctests, which under
	# ASan would then run without its runtime: they run in the plain test.
	targets=--all-targets
	echo "doctests left out here (the runner does not reach them)"
fi

# Offline: the crates have no dependencies, and a test must not touch the
# network.  Locked: the committed Cargo.lock stays as it is.
exec "$cargo" test --offline --locked --manifest-path "$manifest" $targets
