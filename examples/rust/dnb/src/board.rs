// SPDX-License-Identifier: MIT
//! Board geometry and move notation for a board size, without a game.
//!
//! Edges are numbered as in dnb.h: horizontal edges row by row, then the
//! vertical edges row by row.  Moves are written "a1-b1" (column letters,
//! rows from 1 at the top) or "h R C" / "v R C" (0-based row and column).

use std::os::raw::c_char;

use crate::buffers::text_out;
use crate::error::{check, Result};
use crate::ffi;

/// Whether an edge runs across (joins two dots of a row) or down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Joins two neighbouring dots of a row.
    Horizontal,
    /// Joins two neighbouring dots of a column.
    Vertical,
}

/// The number of edges of a `width` x `height` board.
pub fn edge_count(width: u32, height: u32) -> Result<u32> {
    let mut n = 0;
    // SAFETY: `n` is a valid out pointer.
    check(unsafe { ffi::dnb_board_edge_count(width, height, &mut n) })?;
    Ok(n)
}

/// The edge index of (orientation, row, column).
pub fn edge_index(width: u32, height: u32, o: Orientation, row: u32, col: u32) -> Result<u32> {
    let o = match o {
        Orientation::Horizontal => ffi::DNB_HORIZONTAL,
        Orientation::Vertical => ffi::DNB_VERTICAL,
    };
    let mut e = 0;
    // SAFETY: `e` is a valid out pointer.
    check(unsafe { ffi::dnb_board_edge(width, height, o, row, col, &mut e) })?;
    Ok(e)
}

/// (orientation, row, column) of an edge index.
pub fn edge_coords(width: u32, height: u32, edge: u32) -> Result<(Orientation, u32, u32)> {
    let (mut o, mut r, mut c) = (0, 0, 0);
    // SAFETY: valid out pointers.
    check(unsafe { ffi::dnb_board_edge_coords(width, height, edge, &mut o, &mut r, &mut c) })?;
    let o = if o == ffi::DNB_HORIZONTAL { Orientation::Horizontal } else { Orientation::Vertical };
    Ok((o, r, c))
}

/// The boxes beside an edge: (above or left, below or right), `None` for a
/// side off the board.
pub fn edge_boxes(width: u32, height: u32, edge: u32) -> Result<(Option<u32>, Option<u32>)> {
    let (mut a, mut b) = (0, 0);
    // SAFETY: valid out pointers.
    check(unsafe { ffi::dnb_board_edge_boxes(width, height, edge, &mut a, &mut b) })?;
    let some = |x: u32| if x == ffi::DNB_NO_BOX { None } else { Some(x) };
    Ok((some(a), some(b)))
}

/// The edge index of a move written as text.
pub fn parse_move(width: u32, height: u32, text: &str) -> Result<u32> {
    let mut e = 0;
    // SAFETY: the C side reads exactly text.len() bytes; no NUL is needed.
    check(unsafe {
        ffi::dnb_move_parse(width, height, text.as_ptr() as *const c_char, text.len(), &mut e)
    })?;
    Ok(e)
}

/// A move as text, e.g. "a1-b1".
pub fn format_move(width: u32, height: u32, edge: u32) -> Result<String> {
    // SAFETY: buf/size describe a writable buffer (or NULL, 0).
    text_out(|buf, size, len| unsafe { ffi::dnb_move_format(width, height, edge, buf, size, len) })
}
