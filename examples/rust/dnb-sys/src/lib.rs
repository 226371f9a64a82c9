// SPDX-License-Identifier: MIT
//! Raw declarations of libdnb's C interface, `include/dnb.h` and
//! `include/dnb_dots.h`: one item per C function, constant and struct.
//!
//! Everything here follows the C rules exactly (status codes, caller
//! buffers, ownership, threads: see the header and the section-3 man
//! pages); the functions are `unsafe` to call.  The safe wrapper is the
//! `dnb` crate, which re-exports this crate as `dnb::ffi`.
//!
//! Linking: the build script links `libdnb.so` from `$DNB_LIB_DIR` if set,
//! else where `pkg-config libdnb` says (an installed library), else from
//! the linker's default paths.
//!
//! The size-prefixed structs implement [`Default`] through the library's
//! own `_init()` functions (since 1.1), so their defaults are always those
//! of the library that is loaded, with `size` set to this crate's
//! `size_of`.  `tests/header.rs` compares the constants with the header and
//! every struct's size and field offsets with what a C compiler makes of
//! it.
//!
//! Why this file is long: it mirrors the whole C header, one declaration a
//! function and constant, so that it reads side by side with `dnb.h`.
#![allow(non_camel_case_types)]
#![deny(missing_docs)]

use std::marker::{PhantomData, PhantomPinned};
use std::mem::{size_of, MaybeUninit};
use std::os::raw::{c_char, c_void};

/// `DNB_OK` (0) or a negative `DNB_E_*` code.
pub type dnb_status = i32;

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
    /// `struct dnb_game`: board, rules, position and the moves played.
    dnb_game,
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
    /// `struct dnb_book`: an opening book of exact values (since 1.2).
    dnb_book,
    /// `struct dnb_dots`: a game of Dots (kropki), from dnb_dots.h.
    dnb_dots
);

/// Implements `Default` for size-prefixed structs through the library's
/// `_init()` function: zeroed, then the defaults of the header's `_INIT`
/// macro written by the library, `size` set to this crate's `size_of`.
macro_rules! default_by_init {
    ($($name:ident => $init:ident),*) => {$(
        impl Default for $name {
            /// The header's `_INIT` value, as the loaded library fills it.
            fn default() -> Self {
                let mut v = MaybeUninit::<$name>::zeroed();
                // SAFETY: all zero bits are a valid value of the struct
                // (integers, a null pointer, `None` for a callback); the
                // library writes at most `size` bytes into it.
                let status = unsafe { $init(v.as_mut_ptr(), size_of::<$name>() as u32) };
                assert_eq!(status, DNB_OK, concat!(stringify!($init), " refused the struct"));
                // SAFETY: initialised above.
                unsafe { v.assume_init() }
            }
        }
    )*};
}

// -- version and status ------------------------------------------------------

/// The major version of the header these declarations mirror.
pub const DNB_VERSION_MAJOR: u32 = 1;
/// The minor version of the header these declarations mirror.
pub const DNB_VERSION_MINOR: u32 = 2;
/// The patch version of the header these declarations mirror.
pub const DNB_VERSION_PATCH: u32 = 0;

/// Success.
pub const DNB_OK: dnb_status = 0;
/// A NULL pointer, an unknown flag or a bad combination.
pub const DNB_E_INVALID: dnb_status = -1;
/// A number out of range: size, edge, player, box.
pub const DNB_E_RANGE: dnb_status = -2;
/// The move is not legal here (e.g. the edge is drawn).
pub const DNB_E_ILLEGAL: dnb_status = -3;
/// Compulsory capture: the move takes no box while one can be taken.
pub const DNB_E_MUST_CAPTURE: dnb_status = -4;
/// The game is over.
pub const DNB_E_OVER: dnb_status = -5;
/// Undo past the first recorded move.
pub const DNB_E_NO_HISTORY: dnb_status = -6;
/// Malformed text.
pub const DNB_E_PARSE: dnb_status = -7;
/// A position that the rules cannot reach.
pub const DNB_E_POSITION: dnb_status = -8;
/// The caller's buffer is too small.
pub const DNB_E_BUFSIZE: dnb_status = -9;
/// Out of memory.
pub const DNB_E_NOMEM: dnb_status = -10;
/// A node, time or memory limit stopped the work.
pub const DNB_E_LIMIT: dnb_status = -11;
/// A callback asked to stop.
pub const DNB_E_CANCELLED: dnb_status = -12;
/// The question does not apply to this position.
pub const DNB_E_NOT_APPLICABLE: dnb_status = -13;
/// The object is busy: a call from its own callback.
pub const DNB_E_BUSY: dnb_status = -14;
/// Damaged data: a bad checksum, a truncated or inconsistent book (since 1.2).
pub const DNB_E_CORRUPT: dnb_status = -15;
/// A file could not be read or written (since 1.2).
pub const DNB_E_IO: dnb_status = -16;

// -- rules and board geometry -------------------------------------------------

/// No variant flag: standard Dots-and-Boxes.
pub const DNB_RULES_STANDARD: u32 = 0;
/// A player who can complete a box must.
pub const DNB_RULE_COMPULSORY: u32 = 1;
/// The player to move with no move left loses (not with MISERE).
pub const DNB_RULE_NIMSTRING: u32 = 2;
/// Fewer boxes wins.
pub const DNB_RULE_MISERE: u32 = 4;
/// The outer edges start drawn.
pub const DNB_RULE_BORDER: u32 = 8;
/// Every rule flag.
pub const DNB_RULES_ALL: u32 = 15;

/// The largest width and height, in boxes.
pub const DNB_MAX_SIDE: u32 = 32;
/// The most edges any board has (2 * 32 * 33).
pub const DNB_MAX_EDGES: u32 = 2112;
/// A horizontal edge (joins two dots of a row).
pub const DNB_HORIZONTAL: u32 = 0;
/// A vertical edge (joins two dots of a column).
pub const DNB_VERTICAL: u32 = 1;
/// "No box": the side of an edge that lies off the board.
pub const DNB_NO_BOX: u32 = u32::MAX;
/// "No edge": a dead end of a component, or no move to suggest.
pub const DNB_NO_EDGE: u32 = u32::MAX;

/// The player who moves first.
pub const DNB_PLAYER_1: i32 = 1;
/// The player who moves second.
pub const DNB_PLAYER_2: i32 = 2;

/// A game record: parses back to the same game, history included.
pub const DNB_FORMAT_RECORD: u32 = 0;
/// The current position alone, without history.
pub const DNB_FORMAT_POSITION: u32 = 1;
/// The ASCII diagram of the drawn edges.
pub const DNB_FORMAT_DIAGRAM: u32 = 2;
/// A picture for terminals with coordinates, owners and scores.
pub const DNB_FORMAT_RENDER: u32 = 3;

extern "C" {
    /// The `DNB_VERSION_NUMBER` of the library loaded (10200 for 1.2.0).
    pub fn dnb_version() -> u32;
    /// "MAJOR.MINOR.PATCH" of the library loaded; static storage.
    pub fn dnb_version_string() -> *const c_char;
    /// A short English message for a status; static storage, never NULL.
    pub fn dnb_strerror(status: dnb_status) -> *const c_char;

    /// The number of edges of a `width` x `height` board.
    pub fn dnb_board_edge_count(width: u32, height: u32, count: *mut u32) -> dnb_status;
    /// The edge index of (orientation, row, column).
    pub fn dnb_board_edge(width: u32, height: u32, orientation: u32, row: u32, col: u32,
                          edge: *mut u32) -> dnb_status;
    /// Orientation, row and column of an edge (any out pointer may be NULL).
    pub fn dnb_board_edge_coords(width: u32, height: u32, edge: u32, orientation: *mut u32,
                                 row: *mut u32, col: *mut u32) -> dnb_status;
    /// The boxes beside an edge, `DNB_NO_BOX` for a side off the board.
    pub fn dnb_board_edge_boxes(width: u32, height: u32, edge: u32, box_a: *mut u32,
                                box_b: *mut u32) -> dnb_status;
    /// Parse one move ("a1-b1", "h R C", "v R C"; `len` bytes, no NUL needed).
    pub fn dnb_move_parse(width: u32, height: u32, text: *const c_char, len: usize,
                          edge: *mut u32) -> dnb_status;
    /// Write a move as "a1-b1" (text-out convention).
    pub fn dnb_move_format(width: u32, height: u32, edge: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;

    /// A new game on an empty board; free it with [`dnb_game_free`].
    pub fn dnb_game_new(width: u32, height: u32, rules: u32, out: *mut *mut dnb_game)
                        -> dnb_status;
    /// A new game from a position with no history (`drawn`: one byte an
    /// edge; `owners`: one byte a box, or NULL).
    pub fn dnb_game_new_setup(width: u32, height: u32, rules: u32, drawn: *const u8,
                              owners: *const u8, to_move: i32, out: *mut *mut dnb_game)
                              -> dnb_status;
    /// A deep copy of a game, history included.
    pub fn dnb_game_clone(game: *const dnb_game, out: *mut *mut dnb_game) -> dnb_status;
    /// Free a game; NULL is a no-op.
    pub fn dnb_game_free(game: *mut dnb_game);

    /// Draw an edge for the player to move; `*completed` (may be NULL)
    /// gets the boxes it completed.
    pub fn dnb_game_play(game: *mut dnb_game, edge: u32, completed: *mut i32) -> dnb_status;
    /// Take back the last move.
    pub fn dnb_game_undo(game: *mut dnb_game) -> dnb_status;
    /// Take back moves until only the first `count` remain.
    pub fn dnb_game_undo_to(game: *mut dnb_game, count: u32) -> dnb_status;

    /// Board width in boxes, or a negative status.
    pub fn dnb_game_width(game: *const dnb_game) -> i32;
    /// Board height in boxes, or a negative status.
    pub fn dnb_game_height(game: *const dnb_game) -> i32;
    /// The rule flags, or a negative status.
    pub fn dnb_game_rules(game: *const dnb_game) -> i32;
    /// The number of edges of the board, or a negative status.
    pub fn dnb_game_edge_count(game: *const dnb_game) -> i32;
    /// 1 if the edge is drawn, 0 if not, or a negative status.
    pub fn dnb_game_edge_drawn(game: *const dnb_game, edge: u32) -> i32;
    /// How many sides of a box are drawn (0..4), or a negative status.
    pub fn dnb_game_box_sides(game: *const dnb_game, box_: u32) -> i32;
    /// The owner of a box (0 nobody, 1 or 2), or a negative status.
    pub fn dnb_game_box_owner(game: *const dnb_game, box_: u32) -> i32;
    /// The boxes a player has taken, or a negative status.
    pub fn dnb_game_score(game: *const dnb_game, player: i32) -> i32;
    /// The player to move (after the end: who made the last move).
    pub fn dnb_game_to_move(game: *const dnb_game) -> i32;
    /// 1 if no edge is left to draw, 0 if not, or a negative status.
    pub fn dnb_game_is_over(game: *const dnb_game) -> i32;
    /// The moves played since the start (or setup), or a negative status.
    pub fn dnb_game_move_count(game: *const dnb_game) -> i32;
    /// The winner (0 for a draw or a game not over) and the margin; either
    /// pointer may be NULL.
    pub fn dnb_game_result(game: *const dnb_game, winner: *mut i32, margin: *mut i32)
                           -> dnb_status;

    /// One byte an edge, 1 drawn, 0 not (list-out convention).
    pub fn dnb_game_edges(game: *const dnb_game, buf: *mut u8, cap: usize, count: *mut usize)
                          -> dnb_status;
    /// The owner of every box, row-major (list-out convention).
    pub fn dnb_game_owners(game: *const dnb_game, buf: *mut u8, cap: usize, count: *mut usize)
                           -> dnb_status;
    /// Read rule words ("compulsory misere") into flags.
    pub fn dnb_rules_parse(text: *const c_char, len: usize, rules: *mut u32) -> dnb_status;
    /// Write rule flags as words (text-out convention).
    pub fn dnb_rules_format(rules: u32, buf: *mut c_char, size: usize, len: *mut usize)
                            -> dnb_status;

    /// The moves played, oldest first (list-out convention).
    pub fn dnb_game_moves(game: *const dnb_game, buf: *mut u32, cap: usize, count: *mut usize)
                          -> dnb_status;
    /// Every legal move, in edge order (list-out convention).
    pub fn dnb_game_legal_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                                count: *mut usize) -> dnb_status;
    /// The legal moves that complete a box (list-out convention).
    pub fn dnb_game_capture_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                                  count: *mut usize) -> dnb_status;
    /// The legal moves that give no box its third side (list-out convention).
    pub fn dnb_game_safe_moves(game: *const dnb_game, buf: *mut u32, cap: usize,
                               count: *mut usize) -> dnb_status;

    /// Write a game in one of the `DNB_FORMAT_*` formats (text-out convention).
    pub fn dnb_game_format(game: *const dnb_game, format: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;
    /// Read a record or position; on error the 1-based line and column.
    pub fn dnb_game_parse(text: *const c_char, len: usize, out: *mut *mut dnb_game,
                          err_line: *mut u32, err_col: *mut u32) -> dnb_status;
    /// Read a diagram as a position with the given rules and player to move.
    pub fn dnb_game_parse_diagram(text: *const c_char, len: usize, rules: u32, to_move: i32,
                                  out: *mut *mut dnb_game, err_line: *mut u32,
                                  err_col: *mut u32) -> dnb_status;
}

// -- endgames and analysis ---------------------------------------------------

/// A chain: both ends leave the board (long with 3 boxes or more).
pub const DNB_COMPONENT_CHAIN: u32 = 1;
/// A closed cycle of boxes.
pub const DNB_COMPONENT_LOOP: u32 = 2;
/// A path with an end that can be taken now.
pub const DNB_COMPONENT_CAPTURABLE: u32 = 3;
/// Boxes with 3 or 4 undrawn sides and what hangs off them.
pub const DNB_COMPONENT_OTHER: u32 = 4;
/// The controller keeps control (the hard-hearted handout).
pub const DNB_CONTROL_KEEP: u32 = 1;
/// The controller gives control up and takes every box.
pub const DNB_CONTROL_GIVE: u32 = 2;
/// Keeping and giving up control are equally good.
pub const DNB_CONTROL_EITHER: u32 = 3;
/// The longest component an endgame list takes.
pub const DNB_ENDGAME_MAX_LENGTH: u32 = 1048576;
/// The most components an endgame list takes.
pub const DNB_ENDGAME_MAX_COMPONENTS: u32 = 16777216;
/// Analysis state: neither a loony endgame nor a handout.
pub const DNB_ANALYSIS_NONE: u32 = 0;
/// Analysis state: a simple loony endgame, the player to move opens.
pub const DNB_ANALYSIS_LOONY: u32 = 1;
/// Analysis state: boxes can be taken from an opened component and the
/// rest is a simple loony endgame.
pub const DNB_ANALYSIS_HANDOUT: u32 = 2;

/// What [`dnb_endgame_evaluate`] reports; start from `Default`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_endgame_result {
    /// `size_of` the struct, set by the caller.
    pub size: u32,
    /// 0, or Allcock's exception (1..3) that applies.
    pub allcock_case: u32,
    /// v(G).
    pub value: i64,
    /// c(G).
    pub controlled_value: i64,
    /// tb(G).
    pub terminal_bonus: i64,
    /// size(G), the boxes.
    pub boxes: i64,
    /// The number of chains.
    pub chains: i64,
    /// The number of loops.
    pub loops: i64,
    /// The kind of the standard move (0 when G is empty).
    pub standard_kind: u32,
    /// The length of the standard move.
    pub standard_length: u32,
    /// The kind of an optimal component to open.
    pub move_kind: u32,
    /// The length of that component.
    pub move_length: u32,
    /// 1 when the optimal move differs from the standard move.
    pub allcock_override: u32,
    /// 0.
    pub reserved: u32,
}

/// What [`dnb_analysis_get`] reports; start from `Default`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_analysis_info {
    /// `size_of` the struct, set by the caller.
    pub size: u32,
    /// `DNB_ANALYSIS_*`.
    pub state: u32,
    /// 1 or 2.
    pub to_move: u32,
    /// Chains of 3 boxes or more.
    pub long_chains: u32,
    /// Chains of 1 or 2 boxes.
    pub short_chains: u32,
    /// Loops.
    pub loops: u32,
    /// Boxes with three sides drawn, anywhere.
    pub capturable_boxes: u32,
    /// `DNB_COMPONENT_CAPTURABLE` components.
    pub capturable_paths: u32,
    /// `DNB_COMPONENT_OTHER` components.
    pub other_regions: u32,
    /// Legal moves now that give no box a third side.
    pub safe_moves: u32,
    /// Long chain rule: the parity (0 even, 1 odd) of long chains the
    /// player to move wants.
    pub wanted_parity: u32,
    /// LOONY, HANDOUT: an optimal edge to draw now, else `DNB_NO_EDGE`.
    pub move_: u32,
    /// HANDOUT: `DNB_CONTROL_*`; 0 otherwise.
    pub decision: u32,
    /// HANDOUT: boxes a kept control hands out (2 or 4), else 0.
    pub handout: u32,
    /// v of the endgame (LOONY: the position; HANDOUT: the rest).
    pub value: i64,
    /// c of the same endgame.
    pub controlled_value: i64,
    /// tb of the same endgame.
    pub terminal_bonus: i64,
    /// LOONY, HANDOUT: the net boxes the player to move takes from here.
    pub margin: i64,
}

extern "C" {
    /// A new, empty endgame list; free it with [`dnb_endgame_free`].
    pub fn dnb_endgame_new(out: *mut *mut dnb_endgame) -> dnb_status;
    /// Free an endgame list; NULL is a no-op.
    pub fn dnb_endgame_free(eg: *mut dnb_endgame);
    /// Remove every component.
    pub fn dnb_endgame_clear(eg: *mut dnb_endgame) -> dnb_status;
    /// Add `count` copies of a component.
    pub fn dnb_endgame_add(eg: *mut dnb_endgame, kind: u32, length: u32, count: u32)
                           -> dnb_status;
    /// Remove one copy of a component; `DNB_E_RANGE` if there is none.
    pub fn dnb_endgame_remove(eg: *mut dnb_endgame, kind: u32, length: u32) -> dnb_status;
    /// Replace the contents by `n` components, all or nothing.
    pub fn dnb_endgame_set(eg: *mut dnb_endgame, kinds: *const u32, lengths: *const u32,
                           n: usize) -> dnb_status;
    /// The distinct components and their counts (list-out convention, three
    /// arrays of `cap` entries).
    pub fn dnb_endgame_components(eg: *const dnb_endgame, kinds: *mut u32, lengths: *mut u32,
                                  counts: *mut u32, cap: usize, count: *mut usize)
                                  -> dnb_status;
    /// Evaluate the list into `*out` (its `size` set).
    pub fn dnb_endgame_evaluate(eg: *const dnb_endgame, out: *mut dnb_endgame_result)
                                -> dnb_status;
    /// One component as if the opener had just opened it: v(G - C),
    /// v(G; C) and the controller's decision.
    pub fn dnb_endgame_option(eg: *const dnb_endgame, kind: u32, length: u32,
                              value_without: *mut i64, value_after: *mut i64,
                              decision: *mut u32) -> dnb_status;
    /// Every distinct component whose opening is optimal (list-out convention).
    pub fn dnb_endgame_optimal_openings(eg: *const dnb_endgame, kinds: *mut u32,
                                        lengths: *mut u32, cap: usize, count: *mut usize)
                                        -> dnb_status;
    /// Parse one component: "N" or "Nc" a chain, "Nl" a loop.
    pub fn dnb_endgame_component_parse(text: *const c_char, len: usize, kind: *mut u32,
                                       length: *mut u32) -> dnb_status;
    /// Write a component as "N" or "Nl" (text-out convention).
    pub fn dnb_endgame_component_format(kind: u32, length: u32, buf: *mut c_char, size: usize,
                                        len: *mut usize) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_ENDGAME_RESULT_INIT` does (since 1.1).
    pub fn dnb_endgame_result_init(result: *mut dnb_endgame_result, size: u32) -> dnb_status;

    /// Analyse the current position of a game; free it with [`dnb_analysis_free`].
    pub fn dnb_analysis_new(game: *const dnb_game, out: *mut *mut dnb_analysis) -> dnb_status;
    /// Free an analysis; NULL is a no-op.
    pub fn dnb_analysis_free(an: *mut dnb_analysis);
    /// The summary, into `*info` (its `size` set).
    pub fn dnb_analysis_get(an: *const dnb_analysis, info: *mut dnb_analysis_info)
                            -> dnb_status;
    /// The number of components, or a negative status.
    pub fn dnb_analysis_component_count(an: *const dnb_analysis) -> i32;
    /// Kind, length and end edges of component `index`.
    pub fn dnb_analysis_component(an: *const dnb_analysis, index: u32, kind: *mut u32,
                                  length: *mut u32, end_a: *mut u32, end_b: *mut u32)
                                  -> dnb_status;
    /// The boxes of a component, from end a to end b (list-out convention).
    pub fn dnb_analysis_component_boxes(an: *const dnb_analysis, index: u32, buf: *mut u32,
                                        cap: usize, count: *mut usize) -> dnb_status;
    /// The undrawn edges of a component (list-out convention).
    pub fn dnb_analysis_component_edges(an: *const dnb_analysis, index: u32, buf: *mut u32,
                                        cap: usize, count: *mut usize) -> dnb_status;
    /// Put the long chains and loops of the position's endgame into `eg`.
    pub fn dnb_analysis_endgame(an: *const dnb_analysis, eg: *mut dnb_endgame) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_ANALYSIS_INFO_INIT` does (since 1.1).
    pub fn dnb_analysis_info_init(info: *mut dnb_analysis_info, size: u32) -> dnb_status;
}

default_by_init!(dnb_endgame_result => dnb_endgame_result_init,
                 dnb_analysis_info => dnb_analysis_info_init);

// -- Nimstring values (since 1.2) ---------------------------------------------

/// The value LOONY in every `u32` value out-parameter.
pub const DNB_NIMSTRING_LOONY: u32 = 0xFFFF_FFFF;
/// The ground, as an end of a string.
pub const DNB_NIMSTRING_GROUND: u32 = 0xFFFF_FFFF;
/// The most coins a graph takes.
pub const DNB_NIMSTRING_MAX_COINS: u32 = 65536;
/// The most strings a graph takes.
pub const DNB_NIMSTRING_MAX_STRINGS: u32 = 262144;

/// Evaluator options; start from `Default` (`DNB_NIMSTRING_OPTIONS_INIT`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct dnb_nimstring_options {
    /// `size_of` the struct.
    pub size: u32,
    /// The memo of component values in MiB, 1..=65536 (16).
    pub memo_mb: u32,
    /// Stop a call after about this many nodes (0: none).
    pub node_limit: u64,
    /// Stop a call after about this many milliseconds (0: none).
    pub time_limit_ms: u64,
}

extern "C" {
    /// A graph of `coins` coins and no strings.
    pub fn dnb_nimstring_graph_new(coins: u32, out: *mut *mut dnb_nimstring_graph)
                                   -> dnb_status;
    /// The graph of a game's position: coin i is box i, a string an undrawn edge.
    pub fn dnb_nimstring_graph_from_game(game: *const dnb_game,
                                         out: *mut *mut dnb_nimstring_graph) -> dnb_status;
    /// Free a graph; NULL is a no-op.
    pub fn dnb_nimstring_graph_free(graph: *mut dnb_nimstring_graph);
    /// A copy of a graph.
    pub fn dnb_nimstring_graph_clone(graph: *const dnb_nimstring_graph,
                                     out: *mut *mut dnb_nimstring_graph) -> dnb_status;
    /// Add a string between coins `a` and `b` (one may be the ground).
    pub fn dnb_nimstring_graph_add_string(graph: *mut dnb_nimstring_graph, a: u32, b: u32,
                                          index: *mut u32) -> dnb_status;
    /// The number of coins, or a negative status.
    pub fn dnb_nimstring_graph_coin_count(graph: *const dnb_nimstring_graph) -> i32;
    /// The number of strings, or a negative status.
    pub fn dnb_nimstring_graph_string_count(graph: *const dnb_nimstring_graph) -> i32;
    /// One string: its ends and its board edge (`DNB_NO_EDGE` if none).
    pub fn dnb_nimstring_graph_string(graph: *const dnb_nimstring_graph, index: u32,
                                      a: *mut u32, b: *mut u32, edge: *mut u32)
                                      -> dnb_status;
    /// The component of every string (list-out convention) and their number.
    pub fn dnb_nimstring_graph_components(graph: *const dnb_nimstring_graph,
                                          string_component: *mut u32, cap: usize,
                                          count: *mut usize, components: *mut u32)
                                          -> dnb_status;
    /// Read the text format of dnb_nimstring(5); on error the line and column.
    pub fn dnb_nimstring_graph_parse(text: *const c_char, len: usize,
                                     out: *mut *mut dnb_nimstring_graph, err_line: *mut u32,
                                     err_col: *mut u32) -> dnb_status;
    /// Write a graph in that format (text-out convention).
    pub fn dnb_nimstring_graph_format(graph: *const dnb_nimstring_graph, buf: *mut c_char,
                                      size: usize, len: *mut usize) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_NIMSTRING_OPTIONS_INIT` does.
    pub fn dnb_nimstring_options_init(opts: *mut dnb_nimstring_options, size: u32)
                                      -> dnb_status;
    /// A new evaluator; `opts` NULL means the defaults.
    pub fn dnb_nimstring_new(opts: *const dnb_nimstring_options, out: *mut *mut dnb_nimstring)
                             -> dnb_status;
    /// Free an evaluator; NULL is a no-op.
    pub fn dnb_nimstring_free(ns: *mut dnb_nimstring);
    /// Change the options; the memo is kept unless `memo_mb` changes.
    pub fn dnb_nimstring_set_options(ns: *mut dnb_nimstring, opts: *const dnb_nimstring_options)
                                     -> dnb_status;
    /// Forget the memo.
    pub fn dnb_nimstring_clear(ns: *mut dnb_nimstring) -> dnb_status;
    /// Since 1.2: stop the call another thread runs on `ns` (it returns
    /// `DNB_E_CANCELLED`); the only call allowed meanwhile.
    pub fn dnb_nimstring_cancel(ns: *mut dnb_nimstring) -> dnb_status;
    /// Nodes of the last call, 0 before any.
    pub fn dnb_nimstring_nodes(ns: *const dnb_nimstring, nodes: *mut u64) -> dnb_status;
    /// The value of a position: a nimber or `DNB_NIMSTRING_LOONY`.
    pub fn dnb_nimstring_value(ns: *mut dnb_nimstring, graph: *const dnb_nimstring_graph,
                               value: *mut u32) -> dnb_status;
    /// The value of each string's cut (list-out convention).
    pub fn dnb_nimstring_move_values(ns: *mut dnb_nimstring, graph: *const dnb_nimstring_graph,
                                     values: *mut u32, cap: usize, count: *mut usize)
                                     -> dnb_status;
    /// The value of one component as a position of its own.
    pub fn dnb_nimstring_component_value(ns: *mut dnb_nimstring,
                                         graph: *const dnb_nimstring_graph, component: u32,
                                         value: *mut u32) -> dnb_status;
}

default_by_init!(dnb_nimstring_options => dnb_nimstring_options_init);

// -- solver ------------------------------------------------------------------

/// The unstable part of dnb.h, declared there only under `DNB_UNSTABLE_API`:
/// **not covered by the ABI promise**.  These name internals of the library
/// and may change meaning or value, or vanish, in any release; a library may
/// accept fewer or different bits (it refuses one it does not know with
/// `DNB_E_INVALID`).  Use them for measurements and tests against the very
/// libdnb they were written for.
pub mod unstable {
    /// Nothing switched off (`dnb_solver_options.disable`).
    pub const DNB_SOLVER_ALL_RULES: u32 = 0;
    /// No transposition table.
    pub const DNB_SOLVER_NO_TABLE: u32 = 1;
    /// No symmetries, equivalent edges or row segments.
    pub const DNB_SOLVER_NO_SYMMETRY: u32 = 2;
    /// No capture/decline chain analysis, no loony floor.
    pub const DNB_SOLVER_NO_CHAIN_RULES: u32 = 4;
    /// No loony-endgame shortcut at the leaves.
    pub const DNB_SOLVER_NO_ENDGAME: u32 = 8;
    /// Edges in index order, no table move.
    pub const DNB_SOLVER_NO_ORDERING: u32 = 16;
    /// Every bit this header knows.
    pub const DNB_SOLVER_DISABLE_ALL: u32 = 31;
}

/// The most undrawn edges a position may have for the solver.
pub const DNB_SOLVER_MAX_EDGES: u32 = 64;
/// Marks an edge that is not a legal move in [`dnb_solver_move_values`].
pub const DNB_SOLVER_NO_VALUE: i32 = i32::MIN;

/// What a progress callback is told; filled by the library.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct dnb_solver_progress {
    /// The library's `sizeof`: read a field past the 1.0 ones only when it covers it.
    pub size: u32,
    /// Proven lower bound of the root value.
    pub lower: i32,
    /// Proven upper bound of the root value.
    pub upper: i32,
    /// Nodes searched so far by this call (all threads).
    pub nodes: u64,
    /// Milliseconds since the call began.
    pub elapsed_ms: u64,
}

/// The progress callback: return non-zero to cancel the search.
pub type dnb_solver_progress_fn =
    Option<unsafe extern "C" fn(progress: *const dnb_solver_progress, user_data: *mut c_void)
                                -> i32>;

/// Solver options; start from `Default` (`DNB_SOLVER_OPTIONS_INIT`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_solver_options {
    /// `size_of` the struct.
    pub size: u32,
    /// The transposition table in MiB, 1..=65536 (64).
    pub tt_mb: u32,
    /// Search threads, 1..=64 (1).
    pub threads: u32,
    /// 0, or the measuring switches of [`unstable`].
    pub disable: u32,
    /// Stop after about this many nodes (0: none).
    pub node_limit: u64,
    /// Stop after about this long (0: none).
    pub time_limit_ms: u64,
    /// Nodes between callbacks (0: 65536).
    pub progress_nodes: u64,
    /// The callback, or `None`.
    pub progress: dnb_solver_progress_fn,
    /// Passed to the callback.
    pub user_data: *mut c_void,
}

/// The answer of [`dnb_solver_solve`]; start from `Default`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_solver_result {
    /// `size_of` the struct, set by the caller.
    pub size: u32,
    /// The exact value (when `DNB_OK`).
    pub value: i32,
    /// Proven lower bound (the value when exact).
    pub lower: i32,
    /// Proven upper bound (the value when exact).
    pub upper: i32,
    /// How many entries of `best_moves` are set.
    pub best_count: u32,
    /// Every optimal move, in edge order.
    pub best_moves: [u32; DNB_SOLVER_MAX_EDGES as usize],
    /// How many entries of `pv` are set.
    pub pv_length: u32,
    /// A principal variation from the position.
    pub pv: [u32; DNB_SOLVER_MAX_EDGES as usize],
    /// Nodes searched (all threads).
    pub nodes: u64,
    /// Wall-clock milliseconds.
    pub elapsed_ms: u64,
    /// Since 1.2: the table the call used, in bytes (the size `tt_mb`
    /// asked for, or the one the solver chose for `tt_mb` 0).
    pub tt_bytes: u64,
}

extern "C" {
    /// A new solver; `opts` NULL means the defaults.
    pub fn dnb_solver_new(opts: *const dnb_solver_options, out: *mut *mut dnb_solver)
                          -> dnb_status;
    /// Free a solver and its table; NULL is a no-op.
    pub fn dnb_solver_free(solver: *mut dnb_solver);
    /// Change the options; the table is kept unless `tt_mb` changes.
    pub fn dnb_solver_set_options(solver: *mut dnb_solver, opts: *const dnb_solver_options)
                                  -> dnb_status;
    /// Forget everything in the table.
    pub fn dnb_solver_clear(solver: *mut dnb_solver) -> dnb_status;
    /// Bytes the solver holds.
    pub fn dnb_solver_memory(solver: *const dnb_solver, bytes: *mut u64) -> dnb_status;
    /// Solve the current position of a game into `*result` (its `size` set).
    pub fn dnb_solver_solve(solver: *mut dnb_solver, game: *const dnb_game,
                            result: *mut dnb_solver_result) -> dnb_status;
    /// The value and a pv: as `dnb_solver_solve` without the list of
    /// every optimal move (since 1.2).
    pub fn dnb_solver_value(solver: *mut dnb_solver, game: *const dnb_game,
                            result: *mut dnb_solver_result) -> dnb_status;
    /// The value of every edge as a move, `DNB_SOLVER_NO_VALUE` for an
    /// illegal one (list-out convention).
    pub fn dnb_solver_move_values(solver: *mut dnb_solver, game: *const dnb_game,
                                  values: *mut i32, cap: usize, count: *mut usize)
                                  -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_SOLVER_OPTIONS_INIT` does (since 1.1).
    pub fn dnb_solver_options_init(opts: *mut dnb_solver_options, size: u32) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_SOLVER_RESULT_INIT` does (since 1.1).
    pub fn dnb_solver_result_init(result: *mut dnb_solver_result, size: u32) -> dnb_status;
}

default_by_init!(dnb_solver_options => dnb_solver_options_init,
                 dnb_solver_result => dnb_solver_result_init);

// -- AI ----------------------------------------------------------------------

/// Level: random legal moves, but takes a box when it can.
pub const DNB_AI_BEGINNER: u32 = 0;
/// Level: takes boxes, never offers one while a safe move exists.
pub const DNB_AI_EASY: u32 = 1;
/// Level: EASY plus the long chain rule and the double-cross; from 34 edges
/// left, HARD's method on a small budget.
pub const DNB_AI_MEDIUM: u32 = 2;
/// Level: exact loony endgames, a small solver search, Monte-Carlo before.
pub const DNB_AI_HARD: u32 = 3;
/// Level: the solver wherever it finishes within the budget, HARD elsewhere.
pub const DNB_AI_PERFECT: u32 = 4;
/// Reason: nothing to play.
pub const DNB_AI_REASON_NONE: u32 = 0;
/// Reason: takes a box.
pub const DNB_AI_REASON_CAPTURE: u32 = 1;
/// Reason: offers the opponent no box.
pub const DNB_AI_REASON_SAFE: u32 = 2;
/// Reason: declines the last boxes to keep control.
pub const DNB_AI_REASON_DOUBLE_CROSS: u32 = 3;
/// Reason: no safe move, opens the cheapest component.
pub const DNB_AI_REASON_SMALLEST: u32 = 4;
/// Reason: keeps (or wins) control of the long chains.
pub const DNB_AI_REASON_CONTROL: u32 = 5;
/// Reason: proven optimal by the solver.
pub const DNB_AI_REASON_SOLVER: u32 = 6;
/// Reason: a random legal move (BEGINNER).
pub const DNB_AI_REASON_RANDOM: u32 = 7;
/// Reason: the best move of a Monte-Carlo search.
pub const DNB_AI_REASON_SEARCH: u32 = 8;
/// Reason: optimal by the AI's book (since 1.2).
pub const DNB_AI_REASON_BOOK: u32 = 9;
/// Reason: proven by the solver to win, else to draw; the margin unproven
/// (since 1.2).
pub const DNB_AI_REASON_OUTCOME: u32 = 10;

/// AI options; start from `Default` (`DNB_AI_OPTIONS_INIT`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_ai_options {
    /// `size_of` the struct.
    pub size: u32,
    /// `DNB_AI_*` (MEDIUM).
    pub level: u32,
    /// Solver threads for PERFECT, 1..=64 (1).
    pub threads: u32,
    /// Solver table in MiB for PERFECT, 1..=65536 (16).
    pub tt_mb: u32,
    /// Random choices among equal moves (0).
    pub seed: u64,
    /// Wall-clock milliseconds per call (0: none).
    pub time_limit_ms: u64,
    /// Work per call in nodes (0: the level's default).
    pub node_limit: u64,
}

/// What [`dnb_ai_move`] and [`dnb_ai_hint`] report; start from `Default`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dnb_ai_result {
    /// `size_of` the struct, set by the caller.
    pub size: u32,
    /// The edge chosen, `DNB_NO_EDGE` if the game is over.
    pub move_: u32,
    /// `DNB_AI_REASON_*`.
    pub reason: u32,
    /// 1 when `value` is known exactly.
    pub has_value: u32,
    /// The move's value on the solver's scale, when `has_value`.
    pub value: i32,
    /// The level that decided (PERFECT falls back to HARD).
    pub level: u32,
    /// Work done: simulated moves and solver nodes.
    pub nodes: u64,
    /// Wall-clock milliseconds.
    pub elapsed_ms: u64,
}

extern "C" {
    /// A new AI; `opts` NULL means the defaults.
    pub fn dnb_ai_new(opts: *const dnb_ai_options, out: *mut *mut dnb_ai) -> dnb_status;
    /// Free an AI; NULL is a no-op.
    pub fn dnb_ai_free(ai: *mut dnb_ai);
    /// Change the options.
    pub fn dnb_ai_set_options(ai: *mut dnb_ai, opts: *const dnb_ai_options) -> dnb_status;
    /// Read the options back into `*opts` (its `size` set).
    pub fn dnb_ai_get_options(ai: *const dnb_ai, opts: *mut dnb_ai_options) -> dnb_status;
    /// Since 1.2: a book for HARD and PERFECT (borrowed); NULL for none.
    pub fn dnb_ai_set_book(ai: *mut dnb_ai, book: *const dnb_book) -> dnb_status;
    /// Since 1.2: stop the move or hint another thread runs on `ai` (it
    /// returns `DNB_E_CANCELLED`); the only call allowed meanwhile.
    pub fn dnb_ai_cancel(ai: *mut dnb_ai) -> dnb_status;
    /// Choose a move for the player to move; `res` may be NULL.
    pub fn dnb_ai_move(ai: *mut dnb_ai, game: *const dnb_game, edge: *mut u32,
                       res: *mut dnb_ai_result) -> dnb_status;
    /// The move the AI would play and why, into `*res` (required).
    pub fn dnb_ai_hint(ai: *mut dnb_ai, game: *const dnb_game, res: *mut dnb_ai_result)
                       -> dnb_status;
    /// The name of a level; static storage, NULL if unknown.
    pub fn dnb_ai_level_name(level: u32) -> *const c_char;
    /// The name of a reason; static storage, NULL if unknown.
    pub fn dnb_ai_reason_name(reason: u32) -> *const c_char;
    /// The level named by `len` bytes of text.
    pub fn dnb_ai_level_parse(text: *const c_char, len: usize, level: *mut u32) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_AI_OPTIONS_INIT` does (since 1.1).
    pub fn dnb_ai_options_init(opts: *mut dnb_ai_options, size: u32) -> dnb_status;
    /// Fill a struct of `size` bytes as `DNB_AI_RESULT_INIT` does (since 1.1).
    pub fn dnb_ai_result_init(result: *mut dnb_ai_result, size: u32) -> dnb_status;
}

default_by_init!(dnb_ai_options => dnb_ai_options_init,
                 dnb_ai_result => dnb_ai_result_init);

// -- Dots (kropki), dnb_dots.h -------------------------------------------------

/// The largest width and height, in points.
pub const DNB_DOTS_MAX_SIDE: u32 = 128;
/// The usual board side of the rule sheet.
pub const DNB_DOTS_DEFAULT_SIDE: u32 = 10;
/// The flags of [`dnb_dots_new`]; none is defined yet.
pub const DNB_DOTS_NO_FLAGS: u32 = 0;
/// A point: no dot.
pub const DNB_DOTS_EMPTY: i32 = 0;
/// A point: a live dot of player 1.
pub const DNB_DOTS_DOT_1: i32 = 1;
/// A point: a live dot of player 2.
pub const DNB_DOTS_DOT_2: i32 = 2;
/// A point: a dot of player 1 inside player 2's base.
pub const DNB_DOTS_CAPTURED_1: i32 = 3;
/// A point: a dot of player 2 inside player 1's base.
pub const DNB_DOTS_CAPTURED_2: i32 = 4;
/// A game record: size, board diagram and history.
pub const DNB_DOTS_FORMAT_RECORD: u32 = 0;
/// A picture for terminals.
pub const DNB_DOTS_FORMAT_RENDER: u32 = 1;

extern "C" {
    /// A new game on an empty board; free it with [`dnb_dots_free`].
    pub fn dnb_dots_new(width: u32, height: u32, flags: u32, out: *mut *mut dnb_dots)
                        -> dnb_status;
    /// A deep copy, history included.
    pub fn dnb_dots_clone(dots: *const dnb_dots, out: *mut *mut dnb_dots) -> dnb_status;
    /// Free a game; NULL is a no-op.
    pub fn dnb_dots_free(dots: *mut dnb_dots);
    /// Put a dot of the player to move; `*captured` gets the change of the
    /// mover's score.
    pub fn dnb_dots_play(dots: *mut dnb_dots, point: u32, captured: *mut i32) -> dnb_status;
    /// Put a dot of `player` without changing whose turn it is.
    pub fn dnb_dots_setup(dots: *mut dnb_dots, player: i32, point: u32, captured: *mut i32)
                          -> dnb_status;
    /// The player to move ends the game for themselves.
    pub fn dnb_dots_end_turn(dots: *mut dnb_dots) -> dnb_status;
    /// Take back the last move, setup or ending.
    pub fn dnb_dots_undo(dots: *mut dnb_dots) -> dnb_status;
    /// Board width in points, or a negative status.
    pub fn dnb_dots_width(dots: *const dnb_dots) -> i32;
    /// Board height in points, or a negative status.
    pub fn dnb_dots_height(dots: *const dnb_dots) -> i32;
    /// What stands on a point (`DNB_DOTS_EMPTY` ...), or a negative status.
    pub fn dnb_dots_point(dots: *const dnb_dots, point: u32) -> i32;
    /// The owner of the base a point lies in (0, 1 or 2), or a negative status.
    pub fn dnb_dots_owner(dots: *const dnb_dots, point: u32) -> i32;
    /// A player's score, or a negative status.
    pub fn dnb_dots_score(dots: *const dnb_dots, player: i32) -> i32;
    /// The player to move, 0 once the game is over.
    pub fn dnb_dots_to_move(dots: *const dnb_dots) -> i32;
    /// 1 if the player has ended the game for themselves, else 0.
    pub fn dnb_dots_has_ended(dots: *const dnb_dots, player: i32) -> i32;
    /// 1 if the game is over, 0 if not.
    pub fn dnb_dots_is_over(dots: *const dnb_dots) -> i32;
    /// The number of free points.
    pub fn dnb_dots_free_count(dots: *const dnb_dots) -> i32;
    /// The number of actions recorded.
    pub fn dnb_dots_history_length(dots: *const dnb_dots) -> i32;
    /// The winner (0 for a draw or a game not over) and the margin.
    pub fn dnb_dots_result(dots: *const dnb_dots, winner: *mut i32, margin: *mut i32)
                           -> dnb_status;
    /// Every legal point for the player to move (list-out convention).
    pub fn dnb_dots_legal_moves(dots: *const dnb_dots, buf: *mut u32, cap: usize,
                                count: *mut usize) -> dnb_status;
    /// Read a point written as "c3".
    pub fn dnb_dots_point_parse(width: u32, height: u32, text: *const c_char, len: usize,
                                point: *mut u32) -> dnb_status;
    /// Write a point as "c3" (text-out convention).
    pub fn dnb_dots_point_format(width: u32, height: u32, point: u32, buf: *mut c_char,
                                 size: usize, len: *mut usize) -> dnb_status;
    /// Write a game in a `DNB_DOTS_FORMAT_*` format (text-out convention).
    pub fn dnb_dots_format(dots: *const dnb_dots, format: u32, buf: *mut c_char, size: usize,
                           len: *mut usize) -> dnb_status;
    /// Read a record; on error the line and column.
    pub fn dnb_dots_parse(text: *const c_char, len: usize, out: *mut *mut dnb_dots,
                          err_line: *mut u32, err_col: *mut u32) -> dnb_status;
}

// -- opening books (since 1.2) ------------------------------------------------

extern "C" {
    /// A new, empty book for a board and rules.
    pub fn dnb_book_new(width: u32, height: u32, rules: u32, out: *mut *mut dnb_book)
                        -> dnb_status;
    /// Read a book from memory (copied); `DNB_E_CORRUPT` unless whole and valid.
    pub fn dnb_book_open_memory(data: *const c_void, size: usize, out: *mut *mut dnb_book)
                                -> dnb_status;
    /// Read a book from a file.
    pub fn dnb_book_open_file(path: *const c_char, out: *mut *mut dnb_book) -> dnb_status;
    /// The book shipped for a board and rules, in `dir` or the default place.
    pub fn dnb_book_open_default(width: u32, height: u32, rules: u32, dir: *const c_char,
                                 out: *mut *mut dnb_book) -> dnb_status;
    /// Free a book; NULL is a no-op.
    pub fn dnb_book_free(book: *mut dnb_book);
    /// The canonical key of a game's position.
    pub fn dnb_book_key(game: *const dnb_game, key: *mut u64) -> dnb_status;
    /// Board, rules and number of positions (any pointer may be NULL).
    pub fn dnb_book_info(book: *const dnb_book, width: *mut u32, height: *mut u32,
                         rules: *mut u32, entries: *mut u64) -> dnb_status;
    /// The value and optimal moves of the game's position.
    pub fn dnb_book_lookup(book: *const dnb_book, game: *const dnb_game, value: *mut i32,
                           best: *mut u32, cap: usize, count: *mut usize) -> dnb_status;
    /// The value of every move the book knows.
    pub fn dnb_book_move_values(book: *const dnb_book, game: *const dnb_game,
                                values: *mut i32, cap: usize, count: *mut usize)
                                -> dnb_status;
    /// Add a position with its value and optimal moves.
    pub fn dnb_book_add(book: *mut dnb_book, game: *const dnb_game, value: i32,
                        best: *const u32, nbest: usize) -> dnb_status;
    /// The book in its file format (sorted).
    pub fn dnb_book_save(book: *const dnb_book, buf: *mut u8, size: usize, len: *mut usize)
                         -> dnb_status;
}
