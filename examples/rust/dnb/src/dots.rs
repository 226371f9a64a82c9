// SPDX-License-Identifier: MIT
//! [`Dots`]: the kropki game of `dnb_dots.h`.  NOT Dots-and-Boxes: players
//! put dots on the crossings of the grid and take the opponent's dots by
//! surrounding them.
//!
//! Points are numbered row-major (`row * width + column`, row 0 at the
//! top) and written "c3" (column letters, row from 1).

use std::fmt;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};

use crate::buffers::{list_out, text_out};
use crate::error::{check, Error, Result};
use crate::ffi;
use crate::game::{Outcome, Player};

/// What stands on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    /// No dot.
    Empty,
    /// A live dot of the player.
    Dot(Player),
    /// A dot of the player inside the other player's base.
    Captured(Player),
}

/// The text formats of [`Dots::format`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DotsFormat {
    /// Size, board diagram and history: [`Dots::parse`] reads it back.
    Record,
    /// A picture for terminals.
    Render,
}

fn player(n: i32) -> Option<Player> {
    match n {
        1 => Some(Player::One),
        2 => Some(Player::Two),
        _ => None,
    }
}

/// The number of a point written as text ("c3") on a board.
pub fn dots_point_parse(width: u32, height: u32, text: &str) -> Result<u32> {
    let mut p = 0;
    // SAFETY: the C side reads text.len() bytes.
    check(unsafe {
        ffi::dnb_dots_point_parse(width, height, text.as_ptr() as *const c_char, text.len(),
                                  &mut p)
    })?;
    Ok(p)
}

/// A point as text, e.g. "c3".
pub fn dots_point_format(width: u32, height: u32, point: u32) -> Result<String> {
    // SAFETY: text-out convention.
    text_out(|buf, size, len| unsafe {
        ffi::dnb_dots_point_format(width, height, point, buf, size, len)
    })
}

/// A game of Dots (kropki); owns a C `dnb_dots`.
pub struct Dots {
    ptr: NonNull<ffi::dnb_dots>,
}

// SAFETY: reads may run concurrently (dnb_dots.h, "Threads"); changes take
// &mut self.
unsafe impl Send for Dots {}
unsafe impl Sync for Dots {}

impl Drop for Dots {
    fn drop(&mut self) {
        // SAFETY: we own the pointer.
        unsafe { ffi::dnb_dots_free(self.ptr.as_ptr()) }
    }
}

fn adopt(status: i32, out: *mut ffi::dnb_dots) -> Result<Dots> {
    check(status)?;
    NonNull::new(out).map(|ptr| Dots { ptr }).ok_or(Error::from_status(ffi::DNB_E_NOMEM))
}

fn value(v: i32) -> u32 {
    assert!(v >= 0, "libdnb: a query on a valid Dots game failed with status {}", v);
    v as u32
}

impl Dots {
    /// A new game on an empty board of width x height points (1..=128).
    pub fn new(width: u32, height: u32) -> Result<Dots> {
        let mut out = ptr::null_mut();
        // SAFETY: valid out pointer.
        let status = unsafe { ffi::dnb_dots_new(width, height, ffi::DNB_DOTS_NO_FLAGS, &mut out) };
        adopt(status, out)
    }

    /// A game read from [`DotsFormat::Record`] text; the error carries the
    /// line and column.
    pub fn parse(text: &str) -> Result<Dots> {
        let (mut out, mut line, mut col) = (ptr::null_mut(), 0, 0);
        // SAFETY: the C side reads text.len() bytes; valid out pointers.
        let status = unsafe {
            ffi::dnb_dots_parse(text.as_ptr() as *const c_char, text.len(), &mut out, &mut line,
                                &mut col)
        };
        if status < 0 {
            return Err(Error::at(status, line, col));
        }
        adopt(status, out)
    }

    /// An independent copy, history included.
    pub fn try_clone(&self) -> Result<Dots> {
        let mut out = ptr::null_mut();
        // SAFETY: valid game and out pointer.
        let status = unsafe { ffi::dnb_dots_clone(self.raw(), &mut out) };
        adopt(status, out)
    }

    fn raw(&self) -> *const ffi::dnb_dots {
        self.ptr.as_ptr()
    }

    fn raw_mut(&mut self) -> *mut ffi::dnb_dots {
        self.ptr.as_ptr()
    }

    /// The number of a point written as text on this board.
    pub fn point_index(&self, text: &str) -> Result<u32> {
        dots_point_parse(self.width(), self.height(), text)
    }

    /// A point of this board as text.
    pub fn point_name(&self, point: u32) -> Result<String> {
        dots_point_format(self.width(), self.height(), point)
    }

    /// Put a dot of the player to move; gives the change of the mover's
    /// score (opponent dots this move captured).
    pub fn play(&mut self, point: u32) -> Result<i32> {
        let mut captured = 0;
        // SAFETY: valid game, &mut self, valid out pointer.
        check(unsafe { ffi::dnb_dots_play(self.raw_mut(), point, &mut captured) })?;
        Ok(captured)
    }

    /// Play a point written as text.
    pub fn play_str(&mut self, point: &str) -> Result<i32> {
        let p = self.point_index(point)?;
        self.play(p)
    }

    /// Put a dot of `who`, resolved as that player's move, without changing
    /// whose turn it is (for puzzles and tests); undone like a move.
    pub fn setup(&mut self, who: Player, point: u32) -> Result<i32> {
        let mut captured = 0;
        // SAFETY: as in play.
        check(unsafe { ffi::dnb_dots_setup(self.raw_mut(), who.number(), point, &mut captured) })?;
        Ok(captured)
    }

    /// The player to move stops; the other plays on alone.
    pub fn end_turn(&mut self) -> Result<()> {
        // SAFETY: valid game, &mut self.
        check(unsafe { ffi::dnb_dots_end_turn(self.raw_mut()) }).map(|_| ())
    }

    /// Take back the last move, setup or ending.
    pub fn undo(&mut self) -> Result<()> {
        // SAFETY: valid game, &mut self.
        check(unsafe { ffi::dnb_dots_undo(self.raw_mut()) }).map(|_| ())
    }

    /// Every free point, ascending.
    pub fn legal_moves(&self) -> Vec<u32> {
        let d = self.raw();
        // SAFETY: list-out convention on a valid game.
        list_out(self.free_count() as usize, |buf, cap, count| unsafe {
            ffi::dnb_dots_legal_moves(d, buf, cap, count)
        }).expect("legal moves of a valid Dots game")
    }

    /// Board width in points.
    pub fn width(&self) -> u32 {
        // SAFETY (this and the queries below): valid game, read only.
        value(unsafe { ffi::dnb_dots_width(self.raw()) })
    }

    /// Board height in points.
    pub fn height(&self) -> u32 {
        value(unsafe { ffi::dnb_dots_height(self.raw()) })
    }

    /// What stands on a point (`Err` for a point off the board).
    pub fn point(&self, point: u32) -> Result<Point> {
        let v = unsafe { ffi::dnb_dots_point(self.raw(), point) };
        match v {
            0 => Ok(Point::Empty),
            1 | 2 => Ok(Point::Dot(player(v).unwrap())),
            3 | 4 => Ok(Point::Captured(player(v - 2).unwrap())),
            _ => Err(Error::from_status(v)),
        }
    }

    /// The owner of the base a point lies in.
    pub fn owner(&self, point: u32) -> Result<Option<Player>> {
        check(unsafe { ffi::dnb_dots_owner(self.raw(), point) }).map(|v| player(v as i32))
    }

    /// Opponent dots inside the player's bases.
    pub fn score(&self, who: Player) -> u32 {
        value(unsafe { ffi::dnb_dots_score(self.raw(), who.number()) })
    }

    /// The scores of player 1 and of player 2.
    pub fn scores(&self) -> [u32; 2] {
        [self.score(Player::One), self.score(Player::Two)]
    }

    /// The player to move, `None` once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        player(value(unsafe { ffi::dnb_dots_to_move(self.raw()) }) as i32)
    }

    /// Whether the player has ended the game for themselves.
    pub fn has_ended(&self, who: Player) -> bool {
        value(unsafe { ffi::dnb_dots_has_ended(self.raw(), who.number()) }) != 0
    }

    /// Whether both players have ended or no free point is left.
    pub fn is_over(&self) -> bool {
        value(unsafe { ffi::dnb_dots_is_over(self.raw()) }) != 0
    }

    /// Points with no dot, not inside a base.
    pub fn free_count(&self) -> u32 {
        value(unsafe { ffi::dnb_dots_free_count(self.raw()) })
    }

    /// Moves, setups and endings recorded.
    pub fn history_length(&self) -> u32 {
        value(unsafe { ffi::dnb_dots_history_length(self.raw()) })
    }

    /// The winner (`None` for a draw or a game not over) and the margin.
    pub fn outcome(&self) -> Outcome {
        let (mut winner, mut margin) = (0, 0);
        value(unsafe { ffi::dnb_dots_result(self.raw(), &mut winner, &mut margin) });
        Outcome { winner: player(winner), margin: margin as u32 }
    }

    /// The game as text.
    pub fn format(&self, format: DotsFormat) -> Result<String> {
        let code = match format {
            DotsFormat::Record => ffi::DNB_DOTS_FORMAT_RECORD,
            DotsFormat::Render => ffi::DNB_DOTS_FORMAT_RENDER,
        };
        let d = self.raw();
        // SAFETY: text-out convention on a valid game.
        text_out(|buf, size, len| unsafe { ffi::dnb_dots_format(d, code, buf, size, len) })
    }
}

impl Clone for Dots {
    fn clone(&self) -> Dots {
        self.try_clone().expect("libdnb: out of memory cloning a Dots game")
    }
}

/// The picture of [`DotsFormat::Render`].
impl fmt::Display for Dots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format(DotsFormat::Render).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Dots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dots")
            .field("width", &self.width())
            .field("height", &self.height())
            .field("scores", &self.scores())
            .field("to_move", &self.to_move())
            .finish()
    }
}
