// SPDX-License-Identifier: MIT
//! The constants of `dnb::ffi` are those of include/dnb.h (read from
//! $DNB_HEADER, or from the source tree this crate sits in).

use dnb::ffi;
use std::collections::HashMap;

/// The integer #defines of dnb.h and dnb_dots.h, as {name: (value,
/// unstable)}: unstable for those inside the `DNB_UNSTABLE_API` fence.
fn header_defines_fenced() -> HashMap<String, (i64, bool)> {
    let path = std::env::var("DNB_HEADER").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../include/dnb.h").to_string()
    });
    let mut text = std::fs::read_to_string(&path).expect("read dnb.h");
    let dots = std::path::Path::new(&path).with_file_name("dnb_dots.h");
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

#[test]
fn every_status_has_a_message() {
    let unknown = dnb::strerror(-1000);
    for (name, &v) in header_defines().iter().filter(|(k, _)| k.starts_with("DNB_E_")) {
        assert_ne!(dnb::strerror(v as i32), unknown, "{}", name);
    }
}

/// The `#[repr(C)]` mirrors of the size-prefixed structs have the sizes of
/// the C ones (worked out by hand from the header for x86-64 and other
/// LP64 targets): a missing or mistyped field would change them.
#[test]
#[cfg(target_pointer_width = "64")]
fn struct_sizes() {
    use std::mem::size_of;
    assert_eq!(size_of::<ffi::dnb_endgame_result>(), 2 * 4 + 6 * 8 + 6 * 4);
    assert_eq!(size_of::<ffi::dnb_analysis_info>(), 14 * 4 + 4 * 8);
    assert_eq!(size_of::<ffi::dnb_solver_progress>(), 3 * 4 + 4 + 2 * 8);
    assert_eq!(size_of::<ffi::dnb_solver_options>(), 4 * 4 + 3 * 8 + 2 * 8);
    assert_eq!(size_of::<ffi::dnb_solver_result>(), 5 * 4 + 64 * 4 + 4 + 64 * 4 + 2 * 8);
    assert_eq!(size_of::<ffi::dnb_ai_options>(), 4 * 4 + 3 * 8);
    assert_eq!(size_of::<ffi::dnb_ai_result>(), 6 * 4 + 2 * 8);
    assert_eq!(size_of::<ffi::dnb_nimstring_options>(), 2 * 4 + 2 * 8);
}
