#!/bin/sh
# SPDX-License-Identifier: MIT
# Run `cargo test` for the Rust binding: run-tests.sh CARGO MANIFEST.
#
# CARGO is the cargo meson found, or empty; then $HOME/.cargo/bin/cargo (a
# rustup install, often not on PATH in CI) is tried.  Without cargo the test
# is skipped (77).  The environment (set by examples/rust/meson.build)
# carries DNB_LIB_DIR for build.rs, LD_LIBRARY_PATH for running the tests
# and CARGO_TARGET_DIR inside the meson build directory.
#
# meson test puts a test setup's exe_wrapper (valgrind) in front of every
# test; memcheck on cargo and rustc would take ages and check nothing of
# libdnb, so under valgrind (seen by its preload) this skips as well.
case "${LD_PRELOAD-}" in
*vgpreload*) echo "skipped: running under valgrind"; exit 77 ;;
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
# A library built with -Db_sanitize=address needs the ASan runtime loaded
# first.  Preloading it into cargo and rustc is needless, so it goes into
# the runner of the test binaries only (leak checking stays on: a Game that
# did not free its dnb_game would show).
case "${DNB_SANITIZE-none}" in
*address*)
	if [ -z "${DNB_ASAN_PRELOAD-}" ]; then
		echo "skipped: no ASan runtime to preload for this compiler"
		exit 77
	fi
	rustc=${RUSTC:-$(dirname "$cargo")/rustc}
	[ -x "$rustc" ] || rustc=rustc
	triple=$("$rustc" -vV | sed -n 's/^host: //p')
	var=CARGO_TARGET_$(echo "$triple" | tr 'a-z-' 'A-Z_')_RUNNER
	export "$var=env LD_PRELOAD=$DNB_ASAN_PRELOAD"
	;;
esac

# Offline: the crate has no dependencies, and a test must not touch the
# network.  Locked: the committed Cargo.lock stays as it is.
exec "$cargo" test --offline --locked --manifest-path "$manifest"
