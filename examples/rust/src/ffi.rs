// SPDX-License-Identifier: MIT
//! The raw C interface of include/dnb.h, one declaration per C function.
//!
//! Everything here is `unsafe` to call and follows the C rules exactly
//! (status codes, caller buffers, ownership); the safe wrapper is in
//! [`crate::Game`] and the functions of the crate root.  To bind a new part
//! of the C API, add its constants and an `extern "C"` block here (the
//! numbers must be those of the header: `tests/header.rs` compares them).
//! The kropki declarations of `dnb_dots.h` are at the end.
//!
//! Why this file is long: it mirrors the whole C header, one declaration a
//! function and constant, so that it reads side by side with `dnb.h`.
#![allow(non_camel_case_types)]

use std::marker::{PhantomData, PhantomPinned};
use std::os::raw::{c_char, c_void};

pub type dnb_status = i32;

/// `struct dnb_game`: opaque, only ever used through a pointer.  The
/// markers make it neither `Send`, `Sync` nor `Unpin` by itself.
#[repr(C)]
pub struct dnb_game {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

/// Declares an opaque C type: only ever used through a pointer, neither
/// `Send`, `Sync` nor `Unpin` by itself.
macro_rules! opaque {
    ($($(#[$doc:meta])* $name:ident),*) => {$(
        $(#[$doc])*
        #[repr(C)]
        pub struct $name {
            _private: [u8; 0],
            _marker: PhantomData<(*mut u8, PhantomPinned)>,
        }
    )*};
}

opaque!(
    /// `struct dnb_endgame`: a multiset of long chains and loops.
    dnb_endgame,
    /// `struct dnb_analysis`: the analysis of one position.
    dnb_analysis,
    /// `struct dnb_nimstring_graph`: a strings-and-coins graph (since 1.2).
    dnb_nimstring_graph,
    /// `struct dnb_nimstring`: a Nimstring evaluator and its memo (since 1.2).
    dnb_nimstring,
    /// `struct dnb_solver`: options, table and scratch space.
    dnb_solver,
    /// `struct dnb_ai`: an AI player.
    dnb_ai,
    /// `struct dnb_dots`: a game of Dots (kropki), from dnb_dots.h.
    dnb_dots
);

pub const DNB_VERSION_MAJOR: u32 = 1;
pub const DNB_VERSION_MINOR: u32 = 2;
pub const DNB_VERSION_PATCH: u32 = 0;

pub const DNB_OK: dnb_status = 0;
pub const DNB_E_INVALID: dnb_status = -1;
pub const DNB_E_RANGE: dnb_status = -2;
pub const DNB_E_ILLEGAL: dnb_status = -3;
pub const DNB_E_MUST_CAPTURE: dnb_status = -4;
pub const DNB_E_OVER: dnb_status = -5;
pub const DNB_E_NO_HISTORY: dnb_status = -6;
pub const DNB_E_PARSE: dnb_status = -7;
pub const DNB_E_POSITION: dnb_status = -8;
pub const DNB_E_BUFSIZE: dnb_status = -9;
pub const DNB_E_NOMEM: dnb_status = -10;
pub const DNB_E_LIMIT: dnb_status = -11;
pub const DNB_E_CANCELLED: dnb_status = -12;
pub const DNB_E_NOT_APPLICABLE: dnb_status = -13;
pub const DNB_E_BUSY: dnb_status = -14;

pub const DNB_RULES_STANDARD: u32 = 0;
pub const DNB_RULE_COMPULSORY: u32 = 1;
pub const DNB_RULE_NIMSTRING: u32 = 2;
pub const DNB_RULE_MISERE: u32 = 4;
pub const DNB_RULE_BORDER: u32 = 8;
pub const DNB_RULES_ALL: u32 = 15;

pub const DNB_MAX_SIDE: u32 = 32;
pub const DNB_MAX_EDGES: u32 = 2112;
pub const DNB_HORIZONTAL: u32 = 0;
pub const DNB_VERTICAL: u32 = 1;
pub const DNB_NO_BOX: u32 = u32::MAX;

pub const DNB_PLAYER_1: i32 = 1;
pub const DNB_PLAYER_2: i32 = 2;

pub const DNB_FORMAT_RECORD: u32 = 0;
pub const DNB_FORMAT_POSITION: u32 = 1;
pub const DNB_FORMAT_DIAGRAM: u32 = 2;
pub const DNB_FORMAT_RENDER: u32 = 3;

extern "C" {
    pub fn dnb_version() -> u32;
    pub fn dnb_version_string() -> *const c_char;
    pub fn dnb_strerror(status: dnb_status) -> *const c_char;

    pub fn dnb_board_edge_count(width: u32, height: u32, count: *mut u32) -> dnb_status;
    pub fn dnb_board_edge(width: u32, height: u32, orientation: u32, row: u32, col: u32,
                          edge: *mut u32) -> dnb_status;
    pub fn dnb_board_edge_coords(width: u32, height: u32, edge: u32, orientation: *mut u32,
                                 row: *mut u32, col: *mut u32) -> dnb_status;
    pub fn dnb_board_edge_boxes(width: u32, height: u32, edge: u32, box_a: *mut u32,
                                box_b: *mut u32) -> dnb_status;
    pub fn dnb_move_parse(width: u32, height: u32, text: *const c_char, len: usize,
                          edge: *mut u32) -> dnb_status;
    pub fn dnb_move_format(width: u32, height: u32, edge: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;

    pub fn dnb_game_new(width: u32, height: u32, rules: u32, out: *mut *mut dnb_game)
                        -> dnb_status;
    pub fn dnb_game_new_setup(width: u32, height: u32, rules: u32, drawn: *const u8,
                              owners: *const u8, to_move: i32, out: *mut *mut dnb_game)
                              -> dnb_status;
    pub fn dnb_game_clone(game: *const dnb_game, out: *mut *mut dnb_game) -> dnb_status;
    pub fn dnb_game_free(game: *mut dnb_game);

    pub fn dnb_game_play(game: *mut dnb_game, edge: u32, completed: *mut i32) -> dnb_status;
    pub fn dnb_game_undo(game: *mut dnb_game) -> dnb_status;
    pub fn dnb_game_undo_to(game: *mut dnb_game, count: u32) -> dnb_status;

    pub fn dnb_game_width(game: *const dnb_game) -> i32;
    pub fn dnb_game_height(game: *const dnb_game) -> i32;
    pub fn dnb_game_rules(game: *const dnb_game) -> i32;
    pub fn dnb_game_edge_count(game: *const dnb_game) -> i32;
    pub fn dnb_game_edge_drawn(game: *const dnb_game, edge: u32) -> i32;
    pub fn dnb_game_box_sides(game: *const dnb_game, box_: u32) -> i32;
    pub fn dnb_game_box_owner(game: *const dnb_game, box_: u32) -> i32;
    pub fn dnb_game_score(game: *const dnb_game, player: i32) -> i32;
    pub fn dnb_game_to_move(game: *const dnb_game) -> i32;
    pub fn dnb_game_is_over(game: *const dnb_game) -> i32;
    pub fn dnb_game_move_count(game: *const dnb_game) -> i32;
    pub fn dnb_game_result(game: *const dnb_game, winner: *mut i32, margin: *mut i32)
                           -> dnb_status;

    pub fn dnb_game_edges(game: *const dnb_game, buf: *mut u8, cap: usize, count: *mut usize)
                          -> dnb_status;
    pub fn dnb_game_owners(game: *const dnb_game, buf: *mut u8, cap: usize, count: *mut usize)
                           -> dnb_status;
    pub fn dnb_rules_parse(text: *const c_char, len: usize, rules: *mut u32) -> dnb_status;
    pub fn dnb_rules_format(rules: u32, buf: *mut c_char, size: usize, len: *mut usize)
                            -> dnb_status;

    pub fn dnb_game_moves(game: *const dnb_game, buf: *mut u32, cap: usize, count: *mut usize)
                          -> dnb_status;
    pub fn dnb_game_legal_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                                count: *mut usize) -> dnb_status;
    pub fn dnb_game_capture_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                                  count: *mut usize) -> dnb_status;
    pub fn dnb_game_safe_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                               count: *mut usize) -> dnb_status;

    pub fn dnb_game_format(game: *const dnb_game, format: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;
    pub fn dnb_game_parse(text: *const c_char, len: usize, out: *mut *mut dnb_game,
                          err_line: *mut u32, err_col: *mut u32) -> dnb_status;
    pub fn dnb_game_parse_diagram(text: *const c_char, len: usize, rules: u32, to_move: i32,
                                  out: *mut *mut dnb_game, err_line: *mut u32,
                                  err_col: *mut u32) -> dnb_status;
}

// -- endgames and analysis ---------------------------------------------------

pub const DNB_COMPONENT_CHAIN: u32 = 1;
pub const DNB_COMPONENT_LOOP: u32 = 2;
pub const DNB_COMPONENT_CAPTURABLE: u32 = 3;
pub const DNB_COMPONENT_OTHER: u32 = 4;
pub const DNB_CONTROL_KEEP: u32 = 1;
pub const DNB_CONTROL_GIVE: u32 = 2;
pub const DNB_CONTROL_EITHER: u32 = 3;
pub const DNB_ENDGAME_MAX_LENGTH: u32 = 1048576;
pub const DNB_ENDGAME_MAX_COMPONENTS: u32 = 16777216;
pub const DNB_NO_EDGE: u32 = u32::MAX;
pub const DNB_ANALYSIS_NONE: u32 = 0;
pub const DNB_ANALYSIS_LOONY: u32 = 1;
pub const DNB_ANALYSIS_HANDOUT: u32 = 2;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct dnb_endgame_result {
    pub size: u32,
    pub allcock_case: u32,
    pub value: i64,
    pub controlled_value: i64,
    pub terminal_bonus: i64,
    pub boxes: i64,
    pub chains: i64,
    pub loops: i64,
    pub standard_kind: u32,
    pub standard_length: u32,
    pub move_kind: u32,
    pub move_length: u32,
    pub allcock_override: u32,
    pub reserved: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct dnb_analysis_info {
    pub size: u32,
    pub state: u32,
    pub to_move: u32,
    pub long_chains: u32,
    pub short_chains: u32,
    pub loops: u32,
    pub capturable_boxes: u32,
    pub capturable_paths: u32,
    pub other_regions: u32,
    pub safe_moves: u32,
    pub wanted_parity: u32,
    pub move_: u32,
    pub decision: u32,
    pub handout: u32,
    pub value: i64,
    pub controlled_value: i64,
    pub terminal_bonus: i64,
    pub margin: i64,
}

extern "C" {
    pub fn dnb_endgame_new(out: *mut *mut dnb_endgame) -> dnb_status;
    pub fn dnb_endgame_free(eg: *mut dnb_endgame);
    pub fn dnb_endgame_clear(eg: *mut dnb_endgame) -> dnb_status;
    pub fn dnb_endgame_add(eg: *mut dnb_endgame, kind: u32, length: u32, count: u32)
                           -> dnb_status;
    pub fn dnb_endgame_remove(eg: *mut dnb_endgame, kind: u32, length: u32) -> dnb_status;
    pub fn dnb_endgame_set(eg: *mut dnb_endgame, kinds: *const u32, lengths: *const u32,
                           n: usize) -> dnb_status;
    pub fn dnb_endgame_components(eg: *const dnb_endgame, kinds: *mut u32, lengths: *mut u32,
                                  counts: *mut u32, cap: usize, count: *mut usize)
                                  -> dnb_status;
    pub fn dnb_endgame_evaluate(eg: *const dnb_endgame, out: *mut dnb_endgame_result)
                                -> dnb_status;
    pub fn dnb_endgame_option(eg: *const dnb_endgame, kind: u32, length: u32,
                              value_without: *mut i64, value_after: *mut i64,
                              decision: *mut u32) -> dnb_status;
    pub fn dnb_endgame_optimal_openings(eg: *const dnb_endgame, kinds: *mut u32,
                                        lengths: *mut u32, cap: usize, count: *mut usize)
                                        -> dnb_status;
    pub fn dnb_endgame_component_parse(text: *const c_char, len: usize, kind: *mut u32,
                                       length: *mut u32) -> dnb_status;
    pub fn dnb_endgame_component_format(kind: u32, length: u32, buf: *mut c_char, size: usize,
                                        len: *mut usize) -> dnb_status;

    pub fn dnb_analysis_new(game: *const dnb_game, out: *mut *mut dnb_analysis) -> dnb_status;
    pub fn dnb_analysis_free(an: *mut dnb_analysis);
    pub fn dnb_analysis_get(an: *const dnb_analysis, info: *mut dnb_analysis_info)
                            -> dnb_status;
    pub fn dnb_analysis_component_count(an: *const dnb_analysis) -> i32;
    pub fn dnb_analysis_component(an: *const dnb_analysis, index: u32, kind: *mut u32,
                                  length: *mut u32, end_a: *mut u32, end_b: *mut u32)
                                  -> dnb_status;
    pub fn dnb_analysis_component_boxes(an: *const dnb_analysis, index: u32, buf: *mut u32,
                                        cap: usize, count: *mut usize) -> dnb_status;
    pub fn dnb_analysis_component_edges(an: *const dnb_analysis, index: u32, buf: *mut u32,
                                        cap: usize, count: *mut usize) -> dnb_status;
    pub fn dnb_analysis_endgame(an: *const dnb_analysis, eg: *mut dnb_endgame) -> dnb_status;
}

// -- Nimstring values (since 1.2) ---------------------------------------------

/// The value LOONY in every `u32` value out-parameter.
pub const DNB_NIMSTRING_LOONY: u32 = 0xFFFF_FFFF;
/// The ground, as an end of a string.
pub const DNB_NIMSTRING_GROUND: u32 = 0xFFFF_FFFF;
pub const DNB_NIMSTRING_MAX_COINS: u32 = 65536;
pub const DNB_NIMSTRING_MAX_STRINGS: u32 = 262144;

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct dnb_nimstring_options {
    pub size: u32,
    pub memo_mb: u32,
    pub node_limit: u64,
    pub time_limit_ms: u64,
}

impl Default for dnb_nimstring_options {
    /// `DNB_NIMSTRING_OPTIONS_INIT`.
    fn default() -> Self {
        dnb_nimstring_options {
            size: std::mem::size_of::<dnb_nimstring_options>() as u32,
            memo_mb: 16,
            node_limit: 0,
            time_limit_ms: 0,
        }
    }
}

extern "C" {
    pub fn dnb_nimstring_graph_new(coins: u32, out: *mut *mut dnb_nimstring_graph)
                                   -> dnb_status;
    pub fn dnb_nimstring_graph_from_game(game: *const dnb_game,
                                         out: *mut *mut dnb_nimstring_graph) -> dnb_status;
    pub fn dnb_nimstring_graph_free(graph: *mut dnb_nimstring_graph);
    pub fn dnb_nimstring_graph_clone(graph: *const dnb_nimstring_graph,
                                     out: *mut *mut dnb_nimstring_graph) -> dnb_status;
    pub fn dnb_nimstring_graph_add_string(graph: *mut dnb_nimstring_graph, a: u32, b: u32,
                                          index: *mut u32) -> dnb_status;
    pub fn dnb_nimstring_graph_coin_count(graph: *const dnb_nimstring_graph) -> i32;
    pub fn dnb_nimstring_graph_string_count(graph: *const dnb_nimstring_graph) -> i32;
    pub fn dnb_nimstring_graph_string(graph: *const dnb_nimstring_graph, index: u32,
                                      a: *mut u32, b: *mut u32, edge: *mut u32)
                                      -> dnb_status;
    pub fn dnb_nimstring_graph_components(graph: *const dnb_nimstring_graph,
                                          string_component: *mut u32, cap: usize,
                                          count: *mut usize, components: *mut u32)
                                          -> dnb_status;
    pub fn dnb_nimstring_graph_parse(text: *const c_char, len: usize,
                                     out: *mut *mut dnb_nimstring_graph, err_line: *mut u32,
                                     err_col: *mut u32) -> dnb_status;
    pub fn dnb_nimstring_graph_format(graph: *const dnb_nimstring_graph, buf: *mut c_char,
                                      size: usize, len: *mut usize) -> dnb_status;
    pub fn dnb_nimstring_options_init(opts: *mut dnb_nimstring_options, size: u32)
                                      -> dnb_status;
    pub fn dnb_nimstring_new(opts: *const dnb_nimstring_options, out: *mut *mut dnb_nimstring)
                             -> dnb_status;
    pub fn dnb_nimstring_free(ns: *mut dnb_nimstring);
    pub fn dnb_nimstring_set_options(ns: *mut dnb_nimstring, opts: *const dnb_nimstring_options)
                                     -> dnb_status;
    pub fn dnb_nimstring_clear(ns: *mut dnb_nimstring) -> dnb_status;
    pub fn dnb_nimstring_nodes(ns: *const dnb_nimstring, nodes: *mut u64) -> dnb_status;
    pub fn dnb_nimstring_value(ns: *mut dnb_nimstring, graph: *const dnb_nimstring_graph,
                               value: *mut u32) -> dnb_status;
    pub fn dnb_nimstring_move_values(ns: *mut dnb_nimstring, graph: *const dnb_nimstring_graph,
                                     values: *mut u32, cap: usize, count: *mut usize)
                                     -> dnb_status;
    pub fn dnb_nimstring_component_value(ns: *mut dnb_nimstring,
                                         graph: *const dnb_nimstring_graph, component: u32,
                                         value: *mut u32) -> dnb_status;
}

// -- solver ------------------------------------------------------------------

/// The unstable part of dnb.h, declared there only under `DNB_UNSTABLE_API`:
/// **not covered by the ABI promise**.  These name internals of the library
/// and may change meaning or value, or vanish, in any release; a library may
/// accept fewer or different bits (it refuses one it does not know with
/// `DNB_E_INVALID`).  Use them for measurements and tests against the very
/// libdnb they were written for.
pub mod unstable {
    /// The solver's measuring switches for `dnb_solver_options.disable`.
    pub const DNB_SOLVER_ALL_RULES: u32 = 0;
    pub const DNB_SOLVER_NO_TABLE: u32 = 1;
    pub const DNB_SOLVER_NO_SYMMETRY: u32 = 2;
    pub const DNB_SOLVER_NO_CHAIN_RULES: u32 = 4;
    pub const DNB_SOLVER_NO_ENDGAME: u32 = 8;
    pub const DNB_SOLVER_NO_ORDERING: u32 = 16;
    pub const DNB_SOLVER_DISABLE_ALL: u32 = 31;
}

pub const DNB_SOLVER_MAX_EDGES: u32 = 64;
pub const DNB_SOLVER_NO_VALUE: i32 = i32::MIN;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct dnb_solver_progress {
    pub size: u32,
    pub lower: i32,
    pub upper: i32,
    pub nodes: u64,
    pub elapsed_ms: u64,
}

pub type dnb_solver_progress_fn =
    Option<unsafe extern "C" fn(progress: *const dnb_solver_progress, user_data: *mut c_void)
                                -> i32>;

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_solver_options {
    pub size: u32,
    pub tt_mb: u32,
    pub threads: u32,
    pub disable: u32,
    pub node_limit: u64,
    pub time_limit_ms: u64,
    pub progress_nodes: u64,
    pub progress: dnb_solver_progress_fn,
    pub user_data: *mut c_void,
}

impl Default for dnb_solver_options {
    /// `DNB_SOLVER_OPTIONS_INIT`.
    fn default() -> Self {
        dnb_solver_options {
            size: std::mem::size_of::<dnb_solver_options>() as u32,
            tt_mb: 0,
            threads: 1,
            disable: 0,
            node_limit: 0,
            time_limit_ms: 0,
            progress_nodes: 0,
            progress: None,
            user_data: std::ptr::null_mut(),
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_solver_result {
    pub size: u32,
    pub value: i32,
    pub lower: i32,
    pub upper: i32,
    pub best_count: u32,
    pub best_moves: [u32; DNB_SOLVER_MAX_EDGES as usize],
    pub pv_length: u32,
    pub pv: [u32; DNB_SOLVER_MAX_EDGES as usize],
    pub nodes: u64,
    pub elapsed_ms: u64,
}

impl Default for dnb_solver_result {
    /// `DNB_SOLVER_RESULT_INIT`.
    fn default() -> Self {
        dnb_solver_result {
            size: std::mem::size_of::<dnb_solver_result>() as u32,
            value: 0,
            lower: 0,
            upper: 0,
            best_count: 0,
            best_moves: [0; DNB_SOLVER_MAX_EDGES as usize],
            pv_length: 0,
            pv: [0; DNB_SOLVER_MAX_EDGES as usize],
            nodes: 0,
            elapsed_ms: 0,
        }
    }
}

extern "C" {
    pub fn dnb_solver_new(opts: *const dnb_solver_options, out: *mut *mut dnb_solver)
                          -> dnb_status;
    pub fn dnb_solver_free(solver: *mut dnb_solver);
    pub fn dnb_solver_set_options(solver: *mut dnb_solver, opts: *const dnb_solver_options)
                                  -> dnb_status;
    pub fn dnb_solver_clear(solver: *mut dnb_solver) -> dnb_status;
    pub fn dnb_solver_memory(solver: *const dnb_solver, bytes: *mut u64) -> dnb_status;
    pub fn dnb_solver_solve(solver: *mut dnb_solver, game: *const dnb_game,
                            result: *mut dnb_solver_result) -> dnb_status;
    pub fn dnb_solver_move_values(solver: *mut dnb_solver, game: *const dnb_game,
                                  values: *mut i32, cap: usize, count: *mut usize)
                                  -> dnb_status;
}

// -- AI ----------------------------------------------------------------------

pub const DNB_AI_BEGINNER: u32 = 0;
pub const DNB_AI_EASY: u32 = 1;
pub const DNB_AI_MEDIUM: u32 = 2;
pub const DNB_AI_HARD: u32 = 3;
pub const DNB_AI_PERFECT: u32 = 4;
pub const DNB_AI_REASON_NONE: u32 = 0;
pub const DNB_AI_REASON_CAPTURE: u32 = 1;
pub const DNB_AI_REASON_SAFE: u32 = 2;
pub const DNB_AI_REASON_DOUBLE_CROSS: u32 = 3;
pub const DNB_AI_REASON_SMALLEST: u32 = 4;
pub const DNB_AI_REASON_CONTROL: u32 = 5;
pub const DNB_AI_REASON_SOLVER: u32 = 6;
pub const DNB_AI_REASON_RANDOM: u32 = 7;
pub const DNB_AI_REASON_SEARCH: u32 = 8;

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_ai_options {
    pub size: u32,
    pub level: u32,
    pub threads: u32,
    pub tt_mb: u32,
    pub seed: u64,
    pub time_limit_ms: u64,
    pub node_limit: u64,
}

impl Default for dnb_ai_options {
    /// `DNB_AI_OPTIONS_INIT`.
    fn default() -> Self {
        dnb_ai_options {
            size: std::mem::size_of::<dnb_ai_options>() as u32,
            level: DNB_AI_MEDIUM,
            threads: 1,
            tt_mb: 16,
            seed: 0,
            time_limit_ms: 0,
            node_limit: 0,
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_ai_result {
    pub size: u32,
    pub move_: u32,
    pub reason: u32,
    pub has_value: u32,
    pub value: i32,
    pub level: u32,
    pub nodes: u64,
    pub elapsed_ms: u64,
}

impl Default for dnb_ai_result {
    /// `DNB_AI_RESULT_INIT`.
    fn default() -> Self {
        dnb_ai_result {
            size: std::mem::size_of::<dnb_ai_result>() as u32,
            move_: 0,
            reason: 0,
            has_value: 0,
            value: 0,
            level: 0,
            nodes: 0,
            elapsed_ms: 0,
        }
    }
}

extern "C" {
    pub fn dnb_ai_new(opts: *const dnb_ai_options, out: *mut *mut dnb_ai) -> dnb_status;
    pub fn dnb_ai_free(ai: *mut dnb_ai);
    pub fn dnb_ai_set_options(ai: *mut dnb_ai, opts: *const dnb_ai_options) -> dnb_status;
    pub fn dnb_ai_get_options(ai: *const dnb_ai, opts: *mut dnb_ai_options) -> dnb_status;
    pub fn dnb_ai_move(ai: *mut dnb_ai, game: *const dnb_game, edge: *mut u32,
                       res: *mut dnb_ai_result) -> dnb_status;
    pub fn dnb_ai_hint(ai: *mut dnb_ai, game: *const dnb_game, res: *mut dnb_ai_result)
                       -> dnb_status;
    pub fn dnb_ai_level_name(level: u32) -> *const c_char;
    pub fn dnb_ai_reason_name(reason: u32) -> *const c_char;
    pub fn dnb_ai_level_parse(text: *const c_char, len: usize, level: *mut u32) -> dnb_status;
}

// -- Dots (kropki), dnb_dots.h -------------------------------------------------

pub const DNB_DOTS_MAX_SIDE: u32 = 128;
pub const DNB_DOTS_DEFAULT_SIDE: u32 = 10;
pub const DNB_DOTS_NO_FLAGS: u32 = 0;
pub const DNB_DOTS_EMPTY: i32 = 0;
pub const DNB_DOTS_DOT_1: i32 = 1;
pub const DNB_DOTS_DOT_2: i32 = 2;
pub const DNB_DOTS_CAPTURED_1: i32 = 3;
pub const DNB_DOTS_CAPTURED_2: i32 = 4;
pub const DNB_DOTS_FORMAT_RECORD: u32 = 0;
pub const DNB_DOTS_FORMAT_RENDER: u32 = 1;

extern "C" {
    pub fn dnb_dots_new(width: u32, height: u32, flags: u32, out: *mut *mut dnb_dots)
                        -> dnb_status;
    pub fn dnb_dots_clone(dots: *const dnb_dots, out: *mut *mut dnb_dots) -> dnb_status;
    pub fn dnb_dots_free(dots: *mut dnb_dots);
    pub fn dnb_dots_play(dots: *mut dnb_dots, point: u32, captured: *mut i32) -> dnb_status;
    pub fn dnb_dots_setup(dots: *mut dnb_dots, player: i32, point: u32, captured: *mut i32)
                          -> dnb_status;
    pub fn dnb_dots_end_turn(dots: *mut dnb_dots) -> dnb_status;
    pub fn dnb_dots_undo(dots: *mut dnb_dots) -> dnb_status;
    pub fn dnb_dots_width(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_height(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_point(dots: *const dnb_dots, point: u32) -> i32;
    pub fn dnb_dots_owner(dots: *const dnb_dots, point: u32) -> i32;
    pub fn dnb_dots_score(dots: *const dnb_dots, player: i32) -> i32;
    pub fn dnb_dots_to_move(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_has_ended(dots: *const dnb_dots, player: i32) -> i32;
    pub fn dnb_dots_is_over(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_free_count(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_history_length(dots: *const dnb_dots) -> i32;
    pub fn dnb_dots_result(dots: *const dnb_dots, winner: *mut i32, margin: *mut i32)
                           -> dnb_status;
    pub fn dnb_dots_legal_moves(dots: *const dnb_dots, buf: *mut u32, cap: usize,
                                count: *mut usize) -> dnb_status;
    pub fn dnb_dots_point_parse(width: u32, height: u32, text: *const c_char, len: usize,
                                point: *mut u32) -> dnb_status;
    pub fn dnb_dots_point_format(width: u32, height: u32, point: u32, buf: *mut c_char,
                                 size: usize, len: *mut usize) -> dnb_status;
    pub fn dnb_dots_format(dots: *const dnb_dots, format: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;
    pub fn dnb_dots_parse(text: *const c_char, len: usize, out: *mut *mut dnb_dots,
                          err_line: *mut u32, err_col: *mut u32) -> dnb_status;
}
