// SPDX-License-Identifier: MIT
//! Find libdnb and tell cargo how to link it, in this order:
//!
//! 1. `DNB_LIB_DIR`, when set and not empty, names the directory of
//!    `libdnb.so`: an uninstalled build (the meson test sets it to the build
//!    tree), or any copy of the library outside pkg-config's view.
//! 2. Otherwise `pkg-config` (or the program `PKG_CONFIG` names) finds an
//!    installed libdnb through `libdnb.pc`, on its default search path or
//!    `PKG_CONFIG_PATH`.  Its version must be this crate's (the C library's
//!    version) or a later 1.x: these declarations name 1.2 symbols.
//! 3. Without pkg-config, or when it does not know libdnb, plain `-ldnb` is
//!    left to the linker's default paths, with a warning.
//!
//! The pkg-config program is run directly rather than through the
//! `pkg-config` crate: the crate then has no dependency at all and builds
//! offline with nothing but Debian's cargo.
//!
//! Dependents' build scripts see `DEP_DNB_LIBDIR`, `DEP_DNB_INCLUDE` and
//! `DEP_DNB_VERSION` when they are known (`links = "dnb"`).  At run time the
//! dynamic loader finds `libdnb.so.1` as for any program: through its cache
//! (`ldconfig`, which `meson install` runs for /usr and /usr/local) or
//! `LD_LIBRARY_PATH`.
use std::env;
use std::process::Command;

fn main() {
    for var in ["DNB_LIB_DIR", "PKG_CONFIG", "PKG_CONFIG_PATH", "PKG_CONFIG_LIBDIR",
                "PKG_CONFIG_SYSROOT_DIR", "PKG_CONFIG_ALLOW_CROSS"] {
        println!("cargo:rerun-if-env-changed={}", var);
    }
    println!("cargo:rerun-if-changed=build.rs");

    if let Some(dir) = env::var_os("DNB_LIB_DIR").filter(|d| !d.is_empty()) {
        let dir = dir.to_string_lossy();
        println!("cargo:rustc-link-search=native={}", dir);
        println!("cargo:rustc-link-lib=dylib=dnb");
        println!("cargo:libdir={}", dir);
        return;
    }
    if !from_pkg_config() {
        println!("cargo:rustc-link-lib=dylib=dnb");
    }
}

/// The pkg-config program to run.
fn pkg_config() -> String {
    env::var("PKG_CONFIG").ok().filter(|p| !p.is_empty()).unwrap_or_else(|| "pkg-config".into())
}

/// Run pkg-config with `args`: its standard output, or `None` if it could
/// not run or failed (its standard error is in the error).
fn run(args: &[&str]) -> Result<String, String> {
    let out = Command::new(pkg_config()).args(args).output()
        .map_err(|e| format!("cannot run {}: {}", pkg_config(), e))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Link what pkg-config says; false when it cannot say (not installed, or
/// no libdnb.pc on its path), after a warning.
fn from_pkg_config() -> bool {
    let cross = env::var("TARGET").ok() != env::var("HOST").ok();
    if cross && env::var_os("PKG_CONFIG_ALLOW_CROSS").is_none()
        && env::var_os("PKG_CONFIG_SYSROOT_DIR").is_none() {
        println!("cargo:warning=cross-compiling: pkg-config not asked (set DNB_LIB_DIR, or \
                  PKG_CONFIG_SYSROOT_DIR or PKG_CONFIG_ALLOW_CROSS=1); linking plain -ldnb");
        return false;
    }
    if let Err(why) = run(&["--exists", "libdnb"]) {
        let why = if why.is_empty() { "libdnb.pc not found".to_string() } else { why };
        println!("cargo:warning={}; linking plain -ldnb (set PKG_CONFIG_PATH to the \
                  pkgconfig folder of libdnb's prefix, or DNB_LIB_DIR)", why);
        watch_search_path();
        return false;
    }
    let min = format!("libdnb >= {}", env!("CARGO_PKG_VERSION"));
    let max = format!("libdnb < {}", env!("CARGO_PKG_VERSION_MAJOR").parse::<u32>().unwrap() + 1);
    let libs = run(&["--libs", &min, &max]).unwrap_or_else(|why| {
        panic!("the libdnb pkg-config finds does not fit these declarations ({}, {}): {}",
               min, max, why)
    });
    for flag in libs.split_whitespace() {
        if let Some(dir) = flag.strip_prefix("-L") {
            println!("cargo:rustc-link-search=native={}", dir);
        } else if let Some(lib) = flag.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=dylib={}", lib);
        }
    }
    for (key, args) in [("libdir", &["--variable=libdir", "libdnb"][..]),
                        ("include", &["--variable=includedir", "libdnb"][..]),
                        ("version", &["--modversion", "libdnb"][..])] {
        if let Ok(value) = run(args) {
            println!("cargo:{}={}", key, value);
        }
    }
    if let Ok(pc) = run(&["--path", "libdnb"]) {
        println!("cargo:rerun-if-changed={}", pc);
    }
    true
}

/// When libdnb.pc is not found, look again once something changes in the
/// folders pkg-config searches (a `meson install`), rather than keep the
/// plain -ldnb of this run.  A folder that does not exist yet makes cargo
/// run this script at every build, which is cheap.
fn watch_search_path() {
    let mut dirs: Vec<String> = Vec::new();
    for var in ["PKG_CONFIG_PATH", "PKG_CONFIG_LIBDIR"] {
        if let Some(v) = env::var_os(var) {
            dirs.extend(env::split_paths(&v).map(|p| p.to_string_lossy().into_owned()));
        }
    }
    if let Ok(path) = run(&["--variable=pc_path", "pkg-config"]) {
        dirs.extend(path.split(':').map(String::from));
    }
    for dir in dirs.iter().filter(|d| !d.is_empty()) {
        println!("cargo:rerun-if-changed={}", dir);
    }
}
