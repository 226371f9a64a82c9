// SPDX-License-Identifier: MIT
//! The declarations of `dnb-sys` are those of include/dnb.h and
//! include/dnb_dots.h (read from $DNB_HEADER and the file beside it, or from
//! the source tree this crate sits in): the constants, the size and field
//! offsets of every struct as a C compiler lays it out, and one function
//! for each symbol of lib/libdnb.map.

use dnb_sys as ffi;
use std::collections::{BTreeSet, HashMap};
use std::mem::size_of;
use std::path::PathBuf;
use std::process::Command;

/// The path of dnb.h.
fn header_path() -> PathBuf {
    match std::env::var_os("DNB_HEADER") {
        Some(p) => PathBuf::from(p),
        None => source_root().join("include/dnb.h"),
    }
}

/// The root of the libdnb source tree this crate sits in.
fn source_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// The integer #defines of dnb.h and dnb_dots.h, as {name: (value,
/// unstable)}: unstable for those inside the `DNB_UNSTABLE_API` fence.
fn header_defines_fenced() -> HashMap<String, (i64, bool)> {
    let path = header_path();
    let mut text = std::fs::read_to_string(&path).expect("read dnb.h");
    let dots = path.with_file_name("dnb_dots.h");
    text += &std::fs::read_to_string(dots).expect("read dnb_dots.h");
    let mut found = HashMap::new();
    let mut fenced = false;
    for line in text.lines() {
        let line = line.trim_start();
        if line.starts_with("#if defined(DNB_UNSTABLE_API)") {
            fenced = true;
        } else if line.starts_with("#endif /* DNB_UNSTABLE_API */") {
            fenced = false;
        }
        let mut words = line.split_whitespace();
        if words.next() != Some("#define") {
            continue;
        }
        if let (Some(name), Some(value)) = (words.next(), words.next()) {
            let value = value.trim_end_matches('u');
            let parsed = match value.strip_prefix("0x") {
                Some(hex) => i64::from_str_radix(hex, 16),
                None => value.parse::<i64>(),
            };
            if let Ok(v) = parsed {
                found.insert(name.to_string(), (v, fenced));
            }
        }
    }
    assert!(!fenced, "the DNB_UNSTABLE_API fence is not closed");
    found
}

/// The stable integer #defines, as {name: value}.
fn header_defines() -> HashMap<String, i64> {
    header_defines_fenced()
        .into_iter()
        .filter(|(_, (_, unstable))| !unstable)
        .map(|(k, (v, _))| (k, v))
        .collect()
}

#[test]
fn constants_match_the_header() {
    let d = header_defines();
    let ours: &[(&str, i64)] = &[
        ("DNB_VERSION_MAJOR", ffi::DNB_VERSION_MAJOR as i64),
        ("DNB_VERSION_MINOR", ffi::DNB_VERSION_MINOR as i64),
        ("DNB_VERSION_PATCH", ffi::DNB_VERSION_PATCH as i64),
        ("DNB_OK", ffi::DNB_OK as i64),
        ("DNB_E_INVALID", ffi::DNB_E_INVALID as i64),
        ("DNB_E_RANGE", ffi::DNB_E_RANGE as i64),
        ("DNB_E_ILLEGAL", ffi::DNB_E_ILLEGAL as i64),
        ("DNB_E_MUST_CAPTURE", ffi::DNB_E_MUST_CAPTURE as i64),
        ("DNB_E_OVER", ffi::DNB_E_OVER as i64),
        ("DNB_E_NO_HISTORY", ffi::DNB_E_NO_HISTORY as i64),
        ("DNB_E_PARSE", ffi::DNB_E_PARSE as i64),
        ("DNB_E_POSITION", ffi::DNB_E_POSITION as i64),
        ("DNB_E_BUFSIZE", ffi::DNB_E_BUFSIZE as i64),
        ("DNB_E_NOMEM", ffi::DNB_E_NOMEM as i64),
        ("DNB_E_LIMIT", ffi::DNB_E_LIMIT as i64),
        ("DNB_E_CANCELLED", ffi::DNB_E_CANCELLED as i64),
        ("DNB_E_NOT_APPLICABLE", ffi::DNB_E_NOT_APPLICABLE as i64),
        ("DNB_E_BUSY", ffi::DNB_E_BUSY as i64),
        ("DNB_E_CORRUPT", ffi::DNB_E_CORRUPT as i64),
        ("DNB_E_IO", ffi::DNB_E_IO as i64),
        ("DNB_RULES_STANDARD", ffi::DNB_RULES_STANDARD as i64),
        ("DNB_RULE_COMPULSORY", ffi::DNB_RULE_COMPULSORY as i64),
        ("DNB_RULE_NIMSTRING", ffi::DNB_RULE_NIMSTRING as i64),
        ("DNB_RULE_MISERE", ffi::DNB_RULE_MISERE as i64),
        ("DNB_RULE_BORDER", ffi::DNB_RULE_BORDER as i64),
        ("DNB_RULES_ALL", ffi::DNB_RULES_ALL as i64),
        ("DNB_MAX_SIDE", ffi::DNB_MAX_SIDE as i64),
        ("DNB_MAX_EDGES", ffi::DNB_MAX_EDGES as i64),
        ("DNB_HORIZONTAL", ffi::DNB_HORIZONTAL as i64),
        ("DNB_VERTICAL", ffi::DNB_VERTICAL as i64),
        ("DNB_PLAYER_1", ffi::DNB_PLAYER_1 as i64),
        ("DNB_PLAYER_2", ffi::DNB_PLAYER_2 as i64),
        ("DNB_FORMAT_RECORD", ffi::DNB_FORMAT_RECORD as i64),
        ("DNB_FORMAT_POSITION", ffi::DNB_FORMAT_POSITION as i64),
        ("DNB_FORMAT_DIAGRAM", ffi::DNB_FORMAT_DIAGRAM as i64),
        ("DNB_FORMAT_RENDER", ffi::DNB_FORMAT_RENDER as i64),
        ("DNB_COMPONENT_CHAIN", ffi::DNB_COMPONENT_CHAIN as i64),
        ("DNB_COMPONENT_LOOP", ffi::DNB_COMPONENT_LOOP as i64),
        ("DNB_COMPONENT_CAPTURABLE", ffi::DNB_COMPONENT_CAPTURABLE as i64),
        ("DNB_COMPONENT_OTHER", ffi::DNB_COMPONENT_OTHER as i64),
        ("DNB_CONTROL_KEEP", ffi::DNB_CONTROL_KEEP as i64),
        ("DNB_CONTROL_GIVE", ffi::DNB_CONTROL_GIVE as i64),
        ("DNB_CONTROL_EITHER", ffi::DNB_CONTROL_EITHER as i64),
        ("DNB_ENDGAME_MAX_LENGTH", ffi::DNB_ENDGAME_MAX_LENGTH as i64),
        ("DNB_ENDGAME_MAX_COMPONENTS", ffi::DNB_ENDGAME_MAX_COMPONENTS as i64),
        ("DNB_ANALYSIS_NONE", ffi::DNB_ANALYSIS_NONE as i64),
        ("DNB_ANALYSIS_LOONY", ffi::DNB_ANALYSIS_LOONY as i64),
        ("DNB_ANALYSIS_HANDOUT", ffi::DNB_ANALYSIS_HANDOUT as i64),
        ("DNB_NIMSTRING_LOONY", ffi::DNB_NIMSTRING_LOONY as i64),
        ("DNB_NIMSTRING_GROUND", ffi::DNB_NIMSTRING_GROUND as i64),
        ("DNB_NIMSTRING_MAX_COINS", ffi::DNB_NIMSTRING_MAX_COINS as i64),
        ("DNB_NIMSTRING_MAX_STRINGS", ffi::DNB_NIMSTRING_MAX_STRINGS as i64),
        ("DNB_SOLVER_MAX_EDGES", ffi::DNB_SOLVER_MAX_EDGES as i64),
        ("DNB_AI_BEGINNER", ffi::DNB_AI_BEGINNER as i64),
        ("DNB_AI_EASY", ffi::DNB_AI_EASY as i64),
        ("DNB_AI_MEDIUM", ffi::DNB_AI_MEDIUM as i64),
        ("DNB_AI_HARD", ffi::DNB_AI_HARD as i64),
        ("DNB_AI_PERFECT", ffi::DNB_AI_PERFECT as i64),
        ("DNB_AI_REASON_NONE", ffi::DNB_AI_REASON_NONE as i64),
        ("DNB_AI_REASON_CAPTURE", ffi::DNB_AI_REASON_CAPTURE as i64),
        ("DNB_AI_REASON_SAFE", ffi::DNB_AI_REASON_SAFE as i64),
        ("DNB_AI_REASON_DOUBLE_CROSS", ffi::DNB_AI_REASON_DOUBLE_CROSS as i64),
        ("DNB_AI_REASON_SMALLEST", ffi::DNB_AI_REASON_SMALLEST as i64),
        ("DNB_AI_REASON_CONTROL", ffi::DNB_AI_REASON_CONTROL as i64),
        ("DNB_AI_REASON_SOLVER", ffi::DNB_AI_REASON_SOLVER as i64),
        ("DNB_AI_REASON_RANDOM", ffi::DNB_AI_REASON_RANDOM as i64),
        ("DNB_AI_REASON_SEARCH", ffi::DNB_AI_REASON_SEARCH as i64),
        ("DNB_AI_REASON_BOOK", ffi::DNB_AI_REASON_BOOK as i64),
        ("DNB_AI_REASON_OUTCOME", ffi::DNB_AI_REASON_OUTCOME as i64),
        ("DNB_DOTS_MAX_SIDE", ffi::DNB_DOTS_MAX_SIDE as i64),
        ("DNB_DOTS_DEFAULT_SIDE", ffi::DNB_DOTS_DEFAULT_SIDE as i64),
        ("DNB_DOTS_NO_FLAGS", ffi::DNB_DOTS_NO_FLAGS as i64),
        ("DNB_DOTS_EMPTY", ffi::DNB_DOTS_EMPTY as i64),
        ("DNB_DOTS_DOT_1", ffi::DNB_DOTS_DOT_1 as i64),
        ("DNB_DOTS_DOT_2", ffi::DNB_DOTS_DOT_2 as i64),
        ("DNB_DOTS_CAPTURED_1", ffi::DNB_DOTS_CAPTURED_1 as i64),
        ("DNB_DOTS_CAPTURED_2", ffi::DNB_DOTS_CAPTURED_2 as i64),
        ("DNB_DOTS_FORMAT_RECORD", ffi::DNB_DOTS_FORMAT_RECORD as i64),
        ("DNB_DOTS_FORMAT_RENDER", ffi::DNB_DOTS_FORMAT_RENDER as i64),
    ];
    for &(name, value) in ours {
        assert_eq!(d.get(name), Some(&value), "{}", name);
    }
}

/// `ffi::unstable` holds exactly the names of the header's unstable part,
/// with its values; the stable constants hold none of them.
#[test]
fn unstable_constants_match_the_fence() {
    use ffi::unstable as u;
    let ours: &[(&str, i64)] = &[
        ("DNB_SOLVER_ALL_RULES", u::DNB_SOLVER_ALL_RULES as i64),
        ("DNB_SOLVER_NO_TABLE", u::DNB_SOLVER_NO_TABLE as i64),
        ("DNB_SOLVER_NO_SYMMETRY", u::DNB_SOLVER_NO_SYMMETRY as i64),
        ("DNB_SOLVER_NO_CHAIN_RULES", u::DNB_SOLVER_NO_CHAIN_RULES as i64),
        ("DNB_SOLVER_NO_ENDGAME", u::DNB_SOLVER_NO_ENDGAME as i64),
        ("DNB_SOLVER_NO_ORDERING", u::DNB_SOLVER_NO_ORDERING as i64),
        ("DNB_SOLVER_DISABLE_ALL", u::DNB_SOLVER_DISABLE_ALL as i64),
    ];
    let fenced: HashMap<String, i64> = header_defines_fenced()
        .into_iter()
        .filter(|(_, (_, unstable))| *unstable)
        .map(|(k, (v, _))| (k, v))
        .collect();
    assert_eq!(fenced.len(), ours.len(), "{:?}", fenced);
    for &(name, value) in ours {
        assert_eq!(fenced.get(name), Some(&value), "{}", name);
    }
}

/// The library's message for a status.
fn strerror(status: i32) -> String {
    // SAFETY: dnb_strerror never returns NULL; its strings are static.
    unsafe { std::ffi::CStr::from_ptr(ffi::dnb_strerror(status)) }.to_string_lossy().into()
}

#[test]
fn every_status_has_a_message() {
    let unknown = strerror(-1000);
    for (name, &v) in header_defines().iter().filter(|(k, _)| k.starts_with("DNB_E_")) {
        assert_ne!(strerror(v as i32), unknown, "{}", name);
    }
}

/// The offset of a field in a struct.
macro_rules! offset {
    ($t:ty, $f:ident) => {{
        let v = std::mem::MaybeUninit::<$t>::uninit();
        let base = v.as_ptr();
        // SAFETY: addr_of! takes the address without reading the field.
        let field = unsafe { std::ptr::addr_of!((*base).$f) };
        field as usize - base as usize
    }};
}

/// Each struct as (name, size, [(C field name, offset)]), as Rust lays it
/// out.  A field named `move_` is `move` in C.
macro_rules! layouts {
    ($($t:ident { $($f:ident),* })*) => {
        vec![$((stringify!($t), size_of::<ffi::$t>(),
                vec![$((stringify!($f).trim_end_matches('_'), offset!(ffi::$t, $f))),*])),*]
    };
}

/// A struct's name, size and (C field name, offset) list.
type Layout = (&'static str, usize, Vec<(&'static str, usize)>);

fn rust_layouts() -> Vec<Layout> {
    layouts! {
        dnb_endgame_result { size, allcock_case, value, controlled_value, terminal_bonus,
                             boxes, chains, loops, standard_kind, standard_length, move_kind,
                             move_length, allcock_override, reserved }
        dnb_analysis_info { size, state, to_move, long_chains, short_chains, loops,
                            capturable_boxes, capturable_paths, other_regions, safe_moves,
                            wanted_parity, move_, decision, handout, value, controlled_value,
                            terminal_bonus, margin }
        dnb_nimstring_options { size, memo_mb, node_limit, time_limit_ms }
        dnb_solver_progress { size, lower, upper, nodes, elapsed_ms }
        dnb_solver_options { size, tt_mb, threads, disable, node_limit, time_limit_ms,
                             progress_nodes, progress, user_data }
        dnb_solver_result { size, value, lower, upper, best_count, best_moves, pv_length, pv,
                            nodes, elapsed_ms }
        dnb_ai_options { size, level, threads, tt_mb, seed, time_limit_ms, node_limit }
        dnb_ai_result { size, move_, reason, has_value, value, level, nodes, elapsed_ms }
    }
}

/// The `#[repr(C)]` structs have the size and field offsets the C compiler
/// gives the header's structs.  The compiler is $DNB_CC (the meson test
/// sets it to the one that built the library), else `cc`; without either
/// the test says so and passes, unless DNB_CC was set.
#[test]
fn struct_layouts_match_the_c_compiler() {
    let layouts = rust_layouts();
    let mut c = String::from("#include <stddef.h>\n#include <stdio.h>\n#include \"dnb.h\"\n\
                              int main(void)\n{\n");
    let mut expected = String::new();
    for (name, size, fields) in &layouts {
        c += &format!("\tprintf(\"%s %zu\\n\", \"{0}\", sizeof({0}));\n", name);
        expected += &format!("{} {}\n", name, size);
        for (field, offset) in fields {
            c += &format!("\tprintf(\"%s %zu\\n\", \"{0}.{1}\", offsetof({0}, {1}));\n",
                          name, field);
            expected += &format!("{}.{} {}\n", name, field, offset);
        }
    }
    c += "\treturn 0;\n}\n";

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let (src, exe) = (dir.join("layout.c"), dir.join("layout"));
    std::fs::write(&src, c).expect("write layout.c");
    let cc_var = std::env::var("DNB_CC").ok().filter(|s| !s.trim().is_empty());
    let cc: Vec<String> = cc_var.as_deref().unwrap_or("cc").split_whitespace()
        .map(String::from).collect();
    let include = header_path().parent().unwrap().to_path_buf();
    // The sanitizer runtime the runner may preload is not for the compiler.
    let built = Command::new(&cc[0]).args(&cc[1..]).arg("-I").arg(&include).arg("-o").arg(&exe)
        .arg(&src).env_remove("LD_PRELOAD").status();
    match built {
        Ok(s) if s.success() => {}
        Err(e) if cc_var.is_none() => {
            eprintln!("struct_layouts_match_the_c_compiler: no C compiler ({}: {}), not checked",
                      cc[0], e);
            return;
        }
        other => panic!("{:?} could not build {}: {:?}", cc, src.display(), other),
    }
    let out = Command::new(&exe).env_remove("LD_PRELOAD").output().expect("run layout");
    assert!(out.status.success());
    let got = String::from_utf8(out.stdout).unwrap();
    for (want, have) in expected.lines().zip(got.lines()) {
        assert_eq!(have, want, "C says {:?}, Rust {:?}", have, want);
    }
    assert_eq!(got.lines().count(), expected.lines().count());
}

/// `Default` of each size-prefixed struct is what the library's _init()
/// writes: its size is this struct's, and the option defaults are the
/// header's _INIT values (a few checked here).
#[test]
fn defaults_come_from_the_library() {
    assert_eq!(ffi::dnb_ai_options::default().size as usize, size_of::<ffi::dnb_ai_options>());
    assert_eq!(ffi::dnb_ai_options::default().level, ffi::DNB_AI_MEDIUM);
    assert_eq!(ffi::dnb_ai_options::default().tt_mb, 16);
    assert_eq!(ffi::dnb_solver_options::default().tt_mb, 0); // 1.2: sized by the solver
    assert_eq!(ffi::dnb_solver_options::default().threads, 1);
    assert!(ffi::dnb_solver_options::default().progress.is_none());
    assert_eq!(ffi::dnb_nimstring_options::default().memo_mb, 16);
    assert_eq!(ffi::dnb_solver_result::default().size as usize,
               size_of::<ffi::dnb_solver_result>());
    assert_eq!(ffi::dnb_ai_result::default().size as usize, size_of::<ffi::dnb_ai_result>());
    assert_eq!(ffi::dnb_endgame_result::default().size as usize,
               size_of::<ffi::dnb_endgame_result>());
    assert_eq!(ffi::dnb_analysis_info::default().size as usize,
               size_of::<ffi::dnb_analysis_info>());
}

/// Every symbol the library exports (lib/libdnb.map) has a declaration
/// here, and nothing is declared that it does not export.
#[test]
fn every_exported_function_is_declared() {
    let map = std::fs::read_to_string(source_root().join("lib/libdnb.map")).expect("read map");
    let exported: BTreeSet<String> = map.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("dnb_") && l.ends_with(';'))
        .map(|l| l.trim_end_matches(';').to_string())
        .collect();
    let ours = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs"))
        .expect("read src/lib.rs");
    let declared: BTreeSet<String> = ours.lines()
        .filter_map(|l| l.trim().strip_prefix("pub fn "))
        .map(|l| l.split('(').next().unwrap().to_string())
        .collect();
    assert!(exported.len() > 100, "{} symbols in the map", exported.len());
    assert_eq!(exported.difference(&declared).collect::<Vec<_>>(), Vec::<&String>::new(),
               "exported but not declared");
    assert_eq!(declared.difference(&exported).collect::<Vec<_>>(), Vec::<&String>::new(),
               "declared but not exported");
}
