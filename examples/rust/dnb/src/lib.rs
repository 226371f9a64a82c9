// SPDX-License-Identifier: MIT
//! Safe Rust bindings for libdnb, the Dots-and-Boxes library.
//!
//! ```
//! use dnb::{Ai, AiOptions, Game, Level, Rules, Solver, SolverOptions};
//!
//! let mut game = Game::new(2, 2, Rules::STANDARD)?;
//! game.play_str("a1-b1")?;                      // two dots joined by '-'
//! let mut ai = Ai::new(AiOptions { seed: 1, ..AiOptions::level(Level::Hard) })?;
//! ai.play(&mut game)?;                          // the AI answers
//! let mut solver = Solver::new(SolverOptions { tt_mb: 4, ..Default::default() })?;
//! let best = solver.solve(&game)?;              // exact value for the player to move
//! assert_eq!(best.value, Some(best.lower));
//! assert_eq!(game.move_count(), 2);
//! println!("{}", game);                         // the board as a picture
//! # Ok::<(), dnb::Error>(())
//! ```
//!
//! A [`Game`] owns one C `dnb_game` and frees it on drop; every call that
//! can fail gives a [`Result`] whose [`Error`] carries the C status code.
//! Moves are edge indices (`u32`, numbered as in `dnb.h`); [`Game::parse_move`]
//! and [`Game::move_name`] convert to and from text such as "a1-b1".
//!
//! Beyond the game: [`Endgame`] (exact values of loony endgames),
//! [`Game::analysis`] (chains, loops and the long chain rule), [`Solver`]
//! (exact values of positions), [`Nimstring`] and [`NimstringGraph`]
//! (Nimstring values: nimbers and loony, see [`NimValue`]), [`Ai`] (moves
//! and hints), [`Book`] (opening books of exact values, libdnb 1.2, which
//! an [`Ai`] can play from), and [`Dots`], the kropki game of `dnb_dots.h`
//! (not Dots-and-Boxes).  Each owns its C object and frees it on drop.
//! A long call can be stopped: an [`Ai`]'s or a [`Nimstring`]'s from
//! another thread through its [`Canceller`], a [`Solver`]'s by its
//! progress callback returning true ([`Solver::set_progress`]).
//!
//! The raw declarations are the `dnb-sys` crate, re-exported as [`ffi`],
//! for anything the wrapper lacks.  It links libdnb: from `$DNB_LIB_DIR`
//! when set (an uninstalled build), else where `pkg-config libdnb` says (an
//! installed one), else from the linker's default paths.
//!
//! Extending (a new part of the C API): declare it in `dnb-sys`, then add a
//! module here with its own `impl Game { ... }` block using `Game::raw`,
//! `Game::raw_mut` and `Game::list`, and the helpers of `buffers.rs`.
#![deny(missing_docs)]

/// The raw C declarations: the `dnb-sys` crate.
pub use dnb_sys as ffi;
mod error;
mod board;
mod game;
mod buffers;
mod endgame;
mod analysis;
mod dots;
mod nimstring;
mod solver;
mod book;
mod ai;
mod cancel;

pub use board::{edge_boxes, edge_coords, edge_count, edge_index, format_move, parse_move,
                Orientation};
pub use error::{strerror, Error, Result};
pub use game::{Format, Game, Outcome, Player, Rules};
pub use endgame::{Component, ComponentKind, Control, Endgame, EndgameOption, EndgameValue};
pub use analysis::{Analysis, AnalysisState, Region, RegionKind};
pub use dots::{dots_point_format, dots_point_parse, Dots, DotsFormat, Point};
pub use nimstring::{NimString, NimValue, Nimstring, NimstringGraph, NimstringOptions};
pub use solver::{Progress, Solution, Solver, SolverOptions};
pub use book::{Book, BookEntry};
pub use ai::{Ai, AiOptions, Hint, Level, Reason};
pub use cancel::Canceller;

/// The status codes of `dnb.h`, for comparing with [`Error::status`].
pub mod status {
    use crate::ffi;
    /// A NULL pointer, an unknown flag or a bad combination.
    pub const INVALID: i32 = ffi::DNB_E_INVALID;
    /// A number out of range: size, edge, player, box.
    pub const RANGE: i32 = ffi::DNB_E_RANGE;
    /// The move is not legal here (e.g. the edge is drawn).
    pub const ILLEGAL: i32 = ffi::DNB_E_ILLEGAL;
    /// Compulsory capture: the move takes no box while one can be taken.
    pub const MUST_CAPTURE: i32 = ffi::DNB_E_MUST_CAPTURE;
    /// The game is over.
    pub const OVER: i32 = ffi::DNB_E_OVER;
    /// Undo past the first recorded move.
    pub const NO_HISTORY: i32 = ffi::DNB_E_NO_HISTORY;
    /// Malformed text.
    pub const PARSE: i32 = ffi::DNB_E_PARSE;
    /// A position that the rules cannot reach.
    pub const POSITION: i32 = ffi::DNB_E_POSITION;
    /// A buffer too small (the wrapper sizes its buffers itself).
    pub const BUFSIZE: i32 = ffi::DNB_E_BUFSIZE;
    /// Out of memory.
    pub const NOMEM: i32 = ffi::DNB_E_NOMEM;
    /// A node, time or memory limit stopped the work.
    pub const LIMIT: i32 = ffi::DNB_E_LIMIT;
    /// A callback or a [`Canceller`](crate::Canceller) asked to stop.
    pub const CANCELLED: i32 = ffi::DNB_E_CANCELLED;
    /// The question does not apply to this position.
    pub const NOT_APPLICABLE: i32 = ffi::DNB_E_NOT_APPLICABLE;
    /// The object is busy: a call from its own callback.
    pub const BUSY: i32 = ffi::DNB_E_BUSY;
    /// Damaged data: a bad checksum, a truncated or inconsistent book
    /// (libdnb 1.2).
    pub const CORRUPT: i32 = ffi::DNB_E_CORRUPT;
    /// A file could not be read or written (libdnb 1.2).
    pub const IO: i32 = ffi::DNB_E_IO;
}

/// `DNB_VERSION_NUMBER` of the library actually loaded (10000 for 1.0.0).
pub fn version() -> u32 {
    // SAFETY: no arguments, no state.
    unsafe { ffi::dnb_version() }
}

/// "MAJOR.MINOR.PATCH" of the library actually loaded.
pub fn version_string() -> &'static str {
    // SAFETY: a static NUL-terminated ASCII string.
    unsafe { std::ffi::CStr::from_ptr(ffi::dnb_version_string()) }.to_str().unwrap_or("?")
}

/// Whether the loaded library has the major version these bindings were
/// written for.  The dynamic loader already refuses a library with another
/// SONAME (libdnb.so.1), so this is a check for the odd build, kept for
/// programs that want to say so at start-up.
pub fn compatible() -> bool {
    version() / 10000 == ffi::DNB_VERSION_MAJOR
}
