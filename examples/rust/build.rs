// SPDX-License-Identifier: MIT
//! Link libdnb.  DNB_LIB_DIR names the directory of libdnb.so (the meson
//! test sets it to the library just built); without it the linker's default
//! paths are searched, which finds an installed library.  At run time the
//! dynamic loader finds libdnb.so.1 as usual (LD_LIBRARY_PATH, ld.so cache).
use std::env;

fn main() {
    println!("cargo:rerun-if-env-changed=DNB_LIB_DIR");
    println!("cargo:rerun-if-changed=build.rs");
    if let Ok(dir) = env::var("DNB_LIB_DIR") {
        if !dir.is_empty() {
            println!("cargo:rustc-link-search=native={}", dir);
        }
    }
    println!("cargo:rustc-link-lib=dylib=dnb");
}
