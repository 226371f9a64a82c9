// SPDX-License-Identifier: MIT
//! The constants of `dnb::ffi` are those of include/dnb.h (read from
//! $DNB_HEADER, or from the source tree this crate sits in).

use dnb::ffi;
use std::collections::HashMap;

fn header_defines() -> HashMap<String, i64> {
    let path = std::env::var("DNB_HEADER").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../include/dnb.h").to_string()
    });
    let text = std::fs::read_to_string(&path).expect("read dnb.h");
    let mut found = HashMap::new();
    for line in text.lines() {
        let mut words = line.split_whitespace();
        if words.next() != Some("#define") {
            continue;
        }
        if let (Some(name), Some(value)) = (words.next(), words.next()) {
            if let Ok(v) = value.trim_end_matches('u').parse::<i64>() {
                found.insert(name.to_string(), v);
            }
        }
    }
    found
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
    ];
    for &(name, value) in ours {
        assert_eq!(d.get(name), Some(&value), "{}", name);
    }
}

#[test]
fn every_status_has_a_message() {
    let unknown = dnb::strerror(-1000);
    for (name, &v) in header_defines().iter().filter(|(k, _)| k.starts_with("DNB_E_")) {
        assert_ne!(dnb::strerror(v as i32), unknown, "{}", name);
    }
}
