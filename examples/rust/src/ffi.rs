// SPDX-License-Identifier: MIT
//! The raw C interface of include/dnb.h, one declaration per C function.
//!
//! Everything here is `unsafe` to call and follows the C rules exactly
//! (status codes, caller buffers, ownership); the safe wrapper is in
//! [`crate::Game`] and the functions of the crate root.  To bind a new part
//! of the C API, add its constants and an `extern "C"` block here (the
//! numbers must be those of the header: `tests/header.rs` compares them).
#![allow(non_camel_case_types)]

use std::marker::{PhantomData, PhantomPinned};
use std::os::raw::c_char;

pub type dnb_status = i32;

/// `struct dnb_game`: opaque, only ever used through a pointer.  The
/// markers make it neither `Send`, `Sync` nor `Unpin` by itself.
#[repr(C)]
pub struct dnb_game {
    _private: [u8; 0],
    _marker: PhantomData<(*mut u8, PhantomPinned)>,
}

pub const DNB_VERSION_MAJOR: u32 = 1;
pub const DNB_VERSION_MINOR: u32 = 0;
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
