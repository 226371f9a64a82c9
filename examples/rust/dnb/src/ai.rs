// SPDX-License-Identifier: MIT
//! [`Ai`]: computer players and hints (`dnb_ai_*`).
//!
//! An `Ai` keeps a solver and its table between moves: keep one for a
//! whole game.  It reads the game it is given and never changes it.
//! [`Ai::set_book`] gives it an opening book ([`Book`]), from which Hard
//! and Perfect play first.

use std::ffi::CStr;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};
use std::str::FromStr;
use std::sync::Arc;

use crate::book::Book;
use crate::cancel::{Canceller, Slot};
use crate::error::{check, Error, Result};
use crate::ffi;
use crate::game::Game;

/// How well the AI plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Random legal moves, but takes a box when it can.
    Beginner,
    /// Takes boxes, never offers one while a safe move exists.
    Easy,
    /// Easy plus the long chain rule and the double-cross; from 34 edges
    /// left, Hard's method on a small budget.
    Medium,
    /// Exact loony endgames, a small solver search, Monte-Carlo before.
    Hard,
    /// The solver wherever it finishes within the budget, Hard elsewhere.
    Perfect,
}

impl Level {
    const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                             Level::Perfect];

    /// The C API's number of the level (`DNB_AI_BEGINNER` ... `DNB_AI_PERFECT`).
    pub fn code(self) -> u32 {
        self as u32
    }

    /// The level of a C number, `None` for one the library does not define.
    pub fn from_code(code: u32) -> Option<Level> {
        Level::ALL.get(code as usize).copied()
    }

    /// "beginner" ... "perfect" (`dnb_ai_level_name`).
    pub fn name(self) -> &'static str {
        // SAFETY: a valid level gives a static string.
        static_str(unsafe { ffi::dnb_ai_level_name(self.code()) })
    }
}

impl FromStr for Level {
    type Err = Error;
    /// A level name or a digit 0..4 (`dnb_ai_level_parse`).
    fn from_str(text: &str) -> Result<Level> {
        let mut code = 0;
        // SAFETY: the C side reads text.len() bytes.
        check(unsafe {
            ffi::dnb_ai_level_parse(text.as_ptr() as *const c_char, text.len(), &mut code)
        })?;
        Level::from_code(code).ok_or(Error::from_status(ffi::DNB_E_RANGE))
    }
}

/// Why a move was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Nothing to play.
    None,
    /// Takes a box.
    Capture,
    /// Offers the opponent no box.
    Safe,
    /// Declines the last boxes to keep control.
    DoubleCross,
    /// No safe move: opens the cheapest component.
    Smallest,
    /// Keeps (or wins) control of the long chains.
    Control,
    /// Proven optimal by the solver.
    Solver,
    /// A random legal move (Beginner).
    Random,
    /// The best move of a Monte-Carlo search.
    Search,
    /// Optimal by the AI's book ([`Ai::set_book`]; libdnb 1.2).
    Book,
    /// Proven by the solver to win the game, else to draw it; the margin
    /// unproven (libdnb 1.2).
    Outcome,
}

impl Reason {
    const ALL: [Reason; 11] = [Reason::None, Reason::Capture, Reason::Safe, Reason::DoubleCross,
                               Reason::Smallest, Reason::Control, Reason::Solver, Reason::Random,
                               Reason::Search, Reason::Book, Reason::Outcome];

    /// The C API's number of the reason (`DNB_AI_REASON_*`).
    pub fn code(self) -> u32 {
        self as u32
    }

    /// The reason of a C number, `None` for one the library does not define.
    pub fn from_code(code: u32) -> Option<Reason> {
        Reason::ALL.get(code as usize).copied()
    }

    /// "capture", "double-cross", ... (`dnb_ai_reason_name`).
    pub fn name(self) -> &'static str {
        // SAFETY: a valid reason gives a static string.
        static_str(unsafe { ffi::dnb_ai_reason_name(self.code()) })
    }
}

fn static_str(p: *const c_char) -> &'static str {
    if p.is_null() {
        return "?";
    }
    // SAFETY: static NUL-terminated ASCII from the library.
    unsafe { CStr::from_ptr(p) }.to_str().unwrap_or("?")
}

/// AI options; `Default` is `DNB_AI_OPTIONS_INIT` (Medium).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiOptions {
    /// How well it plays (Medium).
    pub level: Level,
    /// Solver threads for Perfect, 1..=64.
    pub threads: u32,
    /// Solver table in MiB, 1..=65536, or 0: sized to the node budget (libdnb 1.2;
    /// 1.0 and 1.1 refuse 0 with `RANGE`).
    pub tt_mb: u32,
    /// Chooses among moves the level considers equal.
    pub seed: u64,
    /// Stop searching after about this long (0: none).
    pub time_limit_ms: u64,
    /// Work per move (0: the level's default).
    pub node_limit: u64,
}

impl Default for AiOptions {
    fn default() -> Self {
        AiOptions::from_c(&ffi::dnb_ai_options::default())
    }
}

impl AiOptions {
    /// The defaults at a level.
    pub fn level(level: Level) -> AiOptions {
        AiOptions { level, ..Default::default() }
    }

    fn to_c(self) -> ffi::dnb_ai_options {
        ffi::dnb_ai_options {
            level: self.level.code(),
            threads: self.threads,
            tt_mb: self.tt_mb,
            seed: self.seed,
            time_limit_ms: self.time_limit_ms,
            node_limit: self.node_limit,
            ..Default::default()
        }
    }

    fn from_c(c: &ffi::dnb_ai_options) -> AiOptions {
        AiOptions {
            level: Level::from_code(c.level).unwrap_or(Level::Medium),
            threads: c.threads,
            tt_mb: c.tt_mb,
            seed: c.seed,
            time_limit_ms: c.time_limit_ms,
            node_limit: c.node_limit,
        }
    }
}

/// A move and why it was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The edge, `None` when there is nothing to play.
    pub edge: Option<u32>,
    /// Why it was chosen.
    pub reason: Reason,
    /// The exact value on the solver's scale, when known.
    pub value: Option<i32>,
    /// The level that decided (Perfect falls back to Hard).
    pub level: Level,
    /// Work done: simulated moves and solver nodes.
    pub nodes: u64,
    /// Wall-clock milliseconds the choice took.
    pub elapsed_ms: u64,
}

impl Hint {
    fn from_c(r: &ffi::dnb_ai_result) -> Hint {
        Hint {
            edge: if r.move_ == ffi::DNB_NO_EDGE { None } else { Some(r.move_) },
            reason: Reason::from_code(r.reason).unwrap_or(Reason::None),
            value: if r.has_value != 0 { Some(r.value) } else { None },
            level: Level::from_code(r.level).unwrap_or(Level::Hard),
            nodes: r.nodes,
            elapsed_ms: r.elapsed_ms,
        }
    }
}

/// A computer player; owns a C `dnb_ai` (and shares its book, if any).
pub struct Ai {
    ptr: NonNull<ffi::dnb_ai>,
    /// The book the C AI borrows: kept alive here as long as it holds it.
    book: Option<Arc<Book>>,
    /// The owner's end of the handles of [`Ai::canceller`].
    cancel: Slot,
}

impl std::fmt::Debug for Ai {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ai").field("options", &self.options()).field("book", &self.book)
            .finish()
    }
}

// SAFETY: a dnb_ai is used by one thread at a time; every call that uses
// it for a move takes &mut self.  Its book is an Arc<Book>, which is Send
// because Book is Send + Sync (lookups from several threads are fine).
unsafe impl Send for Ai {}

impl Drop for Ai {
    fn drop(&mut self) {
        // No cancel can run on the C AI from now on (see cancel.rs).
        self.cancel.release();
        // SAFETY: we own the pointer.  The C AI goes first; self.book (its
        // Arc) is dropped after this, with the other fields.
        unsafe { ffi::dnb_ai_free(self.ptr.as_ptr()) }
    }
}

impl Ai {
    /// An AI with these options (`RANGE` for one out of range).
    pub fn new(options: AiOptions) -> Result<Ai> {
        let c = options.to_c();
        let mut out = ptr::null_mut();
        // SAFETY: valid options and out pointer.
        check(unsafe { ffi::dnb_ai_new(&c, &mut out) })?;
        NonNull::new(out).map(|ptr| Ai { ptr, book: None, cancel: Slot::ai(ptr.as_ptr()) })
            .ok_or(Error::from_status(ffi::DNB_E_NOMEM))
    }

    /// The options as the library holds them.
    pub fn options(&self) -> AiOptions {
        let mut c = ffi::dnb_ai_options::default();
        // SAFETY: valid AI, options with their size set.
        check(unsafe { ffi::dnb_ai_get_options(self.ptr.as_ptr(), &mut c) })
            .expect("options of a valid AI");
        AiOptions::from_c(&c)
    }

    /// Change the options (the solver table is kept when it can be).
    pub fn set_options(&mut self, options: AiOptions) -> Result<()> {
        let c = options.to_c();
        // SAFETY: valid AI and options, &mut self.
        check(unsafe { ffi::dnb_ai_set_options(self.ptr.as_ptr(), &c) }).map(|_| ())
    }

    /// Give the AI an opening book, or `None` for none (`dnb_ai_set_book`,
    /// libdnb 1.2).  At Hard and Perfect it then plays an optimal move of
    /// the book wherever the book holds the position ([`Reason::Book`]); a
    /// book of another board or rules is never consulted.
    ///
    /// The C library only borrows the book: the book must outlive its use
    /// by the AI and must not change meanwhile.  Taking an [`Arc`] makes
    /// both hold without a lifetime on `Ai`: the AI keeps its clone of the
    /// `Arc` until the next `set_book` or its drop (which frees the C AI
    /// before the `Arc` is let go), so the book cannot be dropped under
    /// it; and a shared `Arc` gives no `&mut Book`, so [`Book::add`]
    /// cannot run while the AI may read the book.  Other clones of the
    /// same `Arc` may look the book up meanwhile, from any thread.
    ///
    /// ```
    /// # use std::sync::Arc;
    /// # use dnb::{Ai, AiOptions, Book, Game, Level, Reason, Rules};
    /// # let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../lib/book/data");
    /// let book = Arc::new(Book::open_default(3, 4, Rules::STANDARD, Some(dir.as_ref()))?);
    /// let mut ai = Ai::new(AiOptions::level(Level::Hard))?;
    /// ai.set_book(Some(Arc::clone(&book)))?;
    /// drop(book);                                   // the AI still holds it
    /// let hint = ai.hint(&Game::new(3, 4, Rules::STANDARD)?)?;
    /// assert_eq!((hint.reason, hint.value), (Reason::Book, Some(0)));
    /// # Ok::<(), dnb::Error>(())
    /// ```
    pub fn set_book(&mut self, book: Option<Arc<Book>>) -> Result<()> {
        let raw = book.as_ref().map_or(ptr::null(), |b| b.as_ptr());
        // SAFETY: valid AI; raw is NULL or a book that self.book keeps
        // alive (and unchanged) for as long as the C AI holds the pointer.
        check(unsafe { ffi::dnb_ai_set_book(self.ptr.as_ptr(), raw) })?;
        self.book = book; // the old book, if any, no longer borrowed
        Ok(())
    }

    /// The book given with [`Ai::set_book`], if any.
    pub fn book(&self) -> Option<&Arc<Book>> {
        self.book.as_ref()
    }

    /// A handle that stops, from another thread, the move or hint this AI
    /// is choosing: the call returns the error `CANCELLED` (`dnb_ai_cancel`,
    /// libdnb 1.2).  See [`Canceller`].
    pub fn canceller(&self) -> Canceller {
        self.cancel.handle()
    }

    /// The edge the AI plays in the game's position (`OVER` if the game is
    /// over).  The game is not changed.
    pub fn choose_move(&mut self, game: &Game) -> Result<u32> {
        let mut edge = 0;
        // SAFETY: valid AI and game, res may be NULL.
        check(unsafe { ffi::dnb_ai_move(self.ptr.as_ptr(), game.raw(), &mut edge,
                                         ptr::null_mut()) })?;
        Ok(edge)
    }

    /// The move the AI would play, with the reason.
    pub fn hint(&mut self, game: &Game) -> Result<Hint> {
        let mut r = ffi::dnb_ai_result::default();
        // SAFETY: valid AI and game, result with its size set.
        check(unsafe { ffi::dnb_ai_hint(self.ptr.as_ptr(), game.raw(), &mut r) })?;
        Ok(Hint::from_c(&r))
    }

    /// Choose a move and play it in the game (what a computer opponent does).
    pub fn play(&mut self, game: &mut Game) -> Result<Hint> {
        let mut r = ffi::dnb_ai_result::default();
        let mut edge = 0;
        // SAFETY: as in choose.
        check(unsafe { ffi::dnb_ai_move(self.ptr.as_ptr(), game.raw(), &mut edge, &mut r) })?;
        game.play(edge)?;
        Ok(Hint::from_c(&r))
    }
}
