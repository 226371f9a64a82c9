// SPDX-License-Identifier: MIT
//! [`Game`]: one C `dnb_game` owned by a Rust value.

use std::fmt;
use std::ops::BitOr;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};

use crate::board;
use crate::buffers::{list_out, text_out};
use crate::error::{check, Error, Result};
use crate::ffi;

/// Rule flags, combined with `|`: `Rules::COMPULSORY | Rules::MISERE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules(u32);

impl Rules {
    /// No flag: standard Dots-and-Boxes.
    pub const STANDARD: Rules = Rules(ffi::DNB_RULES_STANDARD);
    /// A player who can complete a box must.
    pub const COMPULSORY: Rules = Rules(ffi::DNB_RULE_COMPULSORY);
    /// Whoever has no move left loses (not with MISERE).
    pub const NIMSTRING: Rules = Rules(ffi::DNB_RULE_NIMSTRING);
    /// Fewer boxes wins.
    pub const MISERE: Rules = Rules(ffi::DNB_RULE_MISERE);
    /// The outer edges start drawn.
    pub const BORDER: Rules = Rules(ffi::DNB_RULE_BORDER);

    /// Flags from bits; unknown bits are kept and refused by the library.
    pub const fn from_bits(bits: u32) -> Rules {
        Rules(bits)
    }
    /// The flags as the C API's bits.
    pub const fn bits(self) -> u32 {
        self.0
    }
    /// Whether every flag of `other` is set here.
    pub const fn contains(self, other: Rules) -> bool {
        self.0 & other.0 == other.0
    }
}

impl Rules {
    /// Rule words as the library reads them ("compulsory misere";
    /// "standard" is none): `PARSE` for an unknown word, `INVALID` for
    /// flags that cannot be combined.
    pub fn parse(text: &str) -> Result<Rules> {
        let mut bits = 0;
        // SAFETY: the C side reads text.len() bytes.
        check(unsafe { ffi::dnb_rules_parse(text.as_ptr() as *const c_char, text.len(), &mut bits) })?;
        Ok(Rules(bits))
    }
}

/// The rule words, e.g. "compulsory misere" or "standard".
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self.0;
        // SAFETY: text-out convention.
        let text = text_out(|buf, size, len| unsafe { ffi::dnb_rules_format(bits, buf, size, len) })
            .map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

impl BitOr for Rules {
    type Output = Rules;
    fn bitor(self, other: Rules) -> Rules {
        Rules(self.0 | other.0)
    }
}

/// A player: `One` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Player 1, who moves first.
    One = 1,
    /// Player 2.
    Two = 2,
}

impl Player {
    /// 1 or 2, as the C API numbers players.
    pub fn number(self) -> i32 {
        self as i32
    }
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
    fn from_number(n: i32) -> Option<Player> {
        match n {
            1 => Some(Player::One),
            2 => Some(Player::Two),
            _ => None,
        }
    }
}

/// The outcome: `winner` is `None` for a draw or a game not over; `margin`
/// is the difference of the scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, `None` for a draw or a game not over.
    pub winner: Option<Player>,
    /// The absolute difference of the scores.
    pub margin: u32,
}

/// The text formats of [`Game::format`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Size, rules, set-up position if any, and the moves: parses back to
    /// the same game, history included.
    Record,
    /// The current position alone.
    Position,
    /// The ASCII diagram of the drawn edges.
    Diagram,
    /// A picture for terminals with coordinates, owners and scores.
    Render,
}

impl Format {
    fn code(self) -> u32 {
        match self {
            Format::Record => ffi::DNB_FORMAT_RECORD,
            Format::Position => ffi::DNB_FORMAT_POSITION,
            Format::Diagram => ffi::DNB_FORMAT_DIAGRAM,
            Format::Render => ffi::DNB_FORMAT_RENDER,
        }
    }
}

/// A game of Dots-and-Boxes.  Dropping it frees the C object.
///
/// A `Game` may be sent to another thread, and shared by reference between
/// threads: the C library allows concurrent reads of one game, and every
/// call that changes it takes `&mut self`.
pub struct Game {
    ptr: NonNull<ffi::dnb_game>,
}

// SAFETY: a dnb_game has no thread affinity and no global state (dnb.h,
// "Threads"); reads may run concurrently, writes need &mut.
unsafe impl Send for Game {}
unsafe impl Sync for Game {}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: we own the pointer and nothing else frees it.
        unsafe { ffi::dnb_game_free(self.ptr.as_ptr()) }
    }
}

/// A status and a pointer written by a constructor into a `Game`.
fn adopt(status: i32, out: *mut ffi::dnb_game) -> Result<Game> {
    check(status)?;
    NonNull::new(out).map(|ptr| Game { ptr }).ok_or(Error::from_status(ffi::DNB_E_NOMEM))
}

/// A query that cannot fail on a valid game gives its value.
fn value(v: i32) -> u32 {
    assert!(v >= 0, "libdnb: a query on a valid game failed with status {}", v);
    v as u32
}

impl Game {
    /// A new game on an empty board (outer edges drawn with BORDER).
    pub fn new(width: u32, height: u32, rules: Rules) -> Result<Game> {
        let mut out = ptr::null_mut();
        // SAFETY: `out` is a valid out pointer.
        let status = unsafe { ffi::dnb_game_new(width, height, rules.0, &mut out) };
        adopt(status, out)
    }

    /// A game from a position without history: `drawn` lists the drawn
    /// edges, `owners` (one entry per box, row by row: 0, 1 or 2) is
    /// optional.
    pub fn from_setup(width: u32, height: u32, rules: Rules, drawn: &[u32],
                      owners: Option<&[u8]>, to_move: Player) -> Result<Game> {
        let n = board::edge_count(width, height)? as usize;
        let mut edges = vec![0u8; n];
        for &e in drawn {
            *edges.get_mut(e as usize).ok_or(Error::from_status(ffi::DNB_E_RANGE))? = 1;
        }
        if let Some(o) = owners {
            if o.len() != (width * height) as usize {
                return Err(Error::from_status(ffi::DNB_E_INVALID));
            }
        }
        let own = owners.map_or(ptr::null(), |o| o.as_ptr());
        let mut out = ptr::null_mut();
        // SAFETY: edges has edge_count bytes, own is NULL or width*height bytes.
        let status = unsafe {
            ffi::dnb_game_new_setup(width, height, rules.0, edges.as_ptr(), own,
                                    to_move.number(), &mut out)
        };
        adopt(status, out)
    }

    /// A game read from [`Format::Record`] or [`Format::Position`] text.
    /// The error carries the line and column ([`Error::position`]).
    pub fn parse(text: &str) -> Result<Game> {
        let (mut out, mut line, mut col) = (ptr::null_mut(), 0, 0);
        // SAFETY: the C side reads text.len() bytes; valid out pointers.
        let status = unsafe {
            ffi::dnb_game_parse(text.as_ptr() as *const c_char, text.len(), &mut out,
                                &mut line, &mut col)
        };
        if status < 0 {
            return Err(Error::at(status, line, col));
        }
        adopt(status, out)
    }

    /// A position read from a [`Format::Diagram`] picture.
    pub fn parse_diagram(text: &str, rules: Rules, to_move: Player) -> Result<Game> {
        let (mut out, mut line, mut col) = (ptr::null_mut(), 0, 0);
        // SAFETY: as in parse.
        let status = unsafe {
            ffi::dnb_game_parse_diagram(text.as_ptr() as *const c_char, text.len(), rules.0,
                                        to_move.number(), &mut out, &mut line, &mut col)
        };
        if status < 0 {
            return Err(Error::at(status, line, col));
        }
        adopt(status, out)
    }

    /// An independent copy, history included (fails only without memory;
    /// `Clone` panics then).
    pub fn try_clone(&self) -> Result<Game> {
        let mut out = ptr::null_mut();
        // SAFETY: self.ptr is valid; `out` a valid out pointer.
        let status = unsafe { ffi::dnb_game_clone(self.ptr.as_ptr(), &mut out) };
        adopt(status, out)
    }

    /// The raw pointer, for calling [`crate::ffi`] functions directly.  It
    /// stays owned by this `Game`.
    pub fn as_ptr(&self) -> *const ffi::dnb_game {
        self.ptr.as_ptr()
    }

    /// For the crate's other modules (`impl Game` blocks that bind more of
    /// the C API): the pointer for read-only calls...
    pub(crate) fn raw(&self) -> *const ffi::dnb_game {
        self.ptr.as_ptr()
    }

    /// ...and for calls that change the game.
    pub(crate) fn raw_mut(&mut self) -> *mut ffi::dnb_game {
        self.ptr.as_ptr()
    }

    // -- moves --------------------------------------------------------------

    /// Draw an edge for the player to move; gives the number of boxes it
    /// completed (0, 1 or 2).  The same player moves again after a capture.
    pub fn play(&mut self, edge: u32) -> Result<u32> {
        let mut completed = 0;
        // SAFETY: valid game, valid out pointer, &mut self: no other call.
        check(unsafe { ffi::dnb_game_play(self.raw_mut(), edge, &mut completed) })?;
        Ok(completed as u32)
    }

    /// Play a move written as text ("a1-b1").
    pub fn play_str(&mut self, mv: &str) -> Result<u32> {
        let edge = self.parse_move(mv)?;
        self.play(edge)
    }

    /// Play moves written as text, all or nothing: when one fails the moves
    /// before it are taken back and its error returned.
    pub fn play_all<I, S>(&mut self, moves: I) -> Result<()>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let start = self.move_count();
        for mv in moves {
            if let Err(e) = self.play_str(mv.as_ref()) {
                self.undo_to(start).expect("undo to a count that was played");
                return Err(e);
            }
        }
        Ok(())
    }

    /// Take back the last move.
    pub fn undo(&mut self) -> Result<()> {
        // SAFETY: valid game, &mut self.
        check(unsafe { ffi::dnb_game_undo(self.raw_mut()) }).map(|_| ())
    }

    /// Take back moves until only the first `count` remain.
    pub fn undo_to(&mut self, count: u32) -> Result<()> {
        // SAFETY: valid game, &mut self.
        check(unsafe { ffi::dnb_game_undo_to(self.raw_mut(), count) }).map(|_| ())
    }

    /// The edge index of a move written as text, for this board.
    pub fn parse_move(&self, text: &str) -> Result<u32> {
        board::parse_move(self.width(), self.height(), text)
    }

    /// An edge index written as a move, e.g. "a1-b1".
    pub fn move_name(&self, edge: u32) -> Result<String> {
        board::format_move(self.width(), self.height(), edge)
    }

    /// A list-out C function of a game, e.g. `ffi::dnb_game_legal_moves`.
    pub(crate) fn list(&self, f: unsafe extern "C" fn(*const ffi::dnb_game, *mut u32, usize, *mut usize)
                                          -> i32) -> Vec<u32> {
        let g = self.raw();
        // SAFETY: valid game; buf/cap/count follow the list-out convention.
        list_out(self.edge_count() as usize, |buf, cap, count| unsafe { f(g, buf, cap, count) })
            .expect("list of moves of a valid game")
    }

    /// Every legal move, in edge order.
    pub fn legal_moves(&self) -> Vec<u32> {
        self.list(ffi::dnb_game_legal_moves)
    }

    /// The legal moves that complete at least one box.
    pub fn capture_moves(&self) -> Vec<u32> {
        self.list(ffi::dnb_game_capture_moves)
    }

    /// The legal moves that give no box its third side.
    pub fn safe_moves(&self) -> Vec<u32> {
        self.list(ffi::dnb_game_safe_moves)
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> Vec<u32> {
        self.list(ffi::dnb_game_moves)
    }

    // -- state --------------------------------------------------------------

    /// Board width in boxes.
    pub fn width(&self) -> u32 {
        // SAFETY (this and the queries below): valid game, read only.
        value(unsafe { ffi::dnb_game_width(self.raw()) })
    }

    /// Board height in boxes.
    pub fn height(&self) -> u32 {
        value(unsafe { ffi::dnb_game_height(self.raw()) })
    }

    /// The rule flags.
    pub fn rules(&self) -> Rules {
        Rules(value(unsafe { ffi::dnb_game_rules(self.raw()) }))
    }

    /// The number of edges of the board.
    pub fn edge_count(&self) -> u32 {
        value(unsafe { ffi::dnb_game_edge_count(self.raw()) })
    }

    /// The moves played since the start (or the setup).
    pub fn move_count(&self) -> u32 {
        value(unsafe { ffi::dnb_game_move_count(self.raw()) })
    }

    /// Whether an edge is drawn (`Err` for an edge not on the board).
    pub fn edge_drawn(&self, edge: u32) -> Result<bool> {
        check(unsafe { ffi::dnb_game_edge_drawn(self.raw(), edge) }).map(|v| v != 0)
    }

    /// How many sides of box `b` (row * width + column) are drawn.
    pub fn box_sides(&self, b: u32) -> Result<u32> {
        check(unsafe { ffi::dnb_game_box_sides(self.raw(), b) })
    }

    /// The owner of box `b`, `None` if nobody has it.
    pub fn box_owner(&self, b: u32) -> Result<Option<Player>> {
        check(unsafe { ffi::dnb_game_box_owner(self.raw(), b) })
            .map(|v| Player::from_number(v as i32))
    }

    /// The owner of every box, row by row: 0 (nobody), 1 or 2.
    pub fn owners(&self) -> Vec<u8> {
        let g = self.raw();
        let n = (self.width() * self.height()) as usize;
        // SAFETY: list-out convention on a valid game.
        list_out(n, |buf, cap, count| unsafe { ffi::dnb_game_owners(g, buf, cap, count) })
            .expect("owners of a valid game")
    }

    /// The drawn edges, in edge order (with [`Game::owners`] and
    /// [`Game::to_move`], what [`Game::from_setup`] takes).
    pub fn drawn(&self) -> Vec<u32> {
        let g = self.raw();
        // SAFETY: list-out convention on a valid game.
        let flags: Vec<u8> = list_out(self.edge_count() as usize, |buf, cap, count| unsafe {
            ffi::dnb_game_edges(g, buf, cap, count)
        }).expect("edges of a valid game");
        (0..flags.len() as u32).filter(|&e| flags[e as usize] != 0).collect()
    }

    /// The boxes a player has taken.
    pub fn score(&self, player: Player) -> u32 {
        value(unsafe { ffi::dnb_game_score(self.raw(), player.number()) })
    }

    /// The boxes of player 1 and of player 2.
    pub fn scores(&self) -> [u32; 2] {
        [self.score(Player::One), self.score(Player::Two)]
    }

    /// The player to move (after the end: the one who moved last).
    pub fn to_move(&self) -> Player {
        let v = value(unsafe { ffi::dnb_game_to_move(self.raw()) });
        Player::from_number(v as i32).expect("to_move is 1 or 2")
    }

    /// True when no edge is left to draw.
    pub fn is_over(&self) -> bool {
        value(unsafe { ffi::dnb_game_is_over(self.raw()) }) != 0
    }

    /// The winner and margin under the game's rules.
    pub fn outcome(&self) -> Outcome {
        let (mut winner, mut margin) = (0, 0);
        value(unsafe { ffi::dnb_game_result(self.raw(), &mut winner, &mut margin) });
        Outcome { winner: Player::from_number(winner), margin: margin as u32 }
    }

    // -- text ---------------------------------------------------------------

    /// The game as text in one of the [`Format`]s.
    pub fn format(&self, format: Format) -> Result<String> {
        let g = self.raw();
        // SAFETY: valid game; buf/size/len follow the text-out convention.
        text_out(|buf, size, len| unsafe { ffi::dnb_game_format(g, format.code(), buf, size, len) })
    }
}

impl Clone for Game {
    fn clone(&self) -> Game {
        self.try_clone().expect("libdnb: out of memory cloning a game")
    }
}

/// The picture of [`Format::Render`].
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format(Format::Render).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("width", &self.width())
            .field("height", &self.height())
            .field("rules", &self.rules())
            .field("moves", &self.move_count())
            .field("scores", &self.scores())
            .field("to_move", &self.to_move())
            .finish()
    }
}
