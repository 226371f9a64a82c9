// SPDX-License-Identifier: MIT
//! [`Book`]: opening books of exact values (`dnb_book_*`, since libdnb 1.2).
//!
//! A book holds, for positions of one board size and rules, the value for
//! the player to move (on the scale of [`crate::Solver`]) and every optimal
//! move.  A lookup takes any game of that board and answers in the game's
//! own edge numbering, whatever symmetry maps it to the stored position.
//! Books are checked when read: a damaged or truncated one is
//! [`status::CORRUPT`](crate::status::CORRUPT), never a wrong answer.
//!
//! ```
//! use std::sync::Arc;
//! use dnb::{Ai, AiOptions, Book, Game, Level, Reason, Rules};
//!
//! let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../lib/book/data");
//! let book = Book::open_default(3, 3, Rules::STANDARD, Some(dir.as_ref()))?;
//! let game = Game::new(3, 3, Rules::STANDARD)?;
//! let entry = book.lookup(&game)?.expect("the empty board is in the book");
//! assert_eq!(entry.value, -3);                  // Wilson: 3x3 is lost by 3
//! assert_eq!(entry.best_moves.len(), 24);       // whatever the first move
//!
//! let mut ai = Ai::new(AiOptions::level(Level::Hard))?;
//! ai.set_book(Some(Arc::new(book)))?;           // shared, kept by the AI
//! assert_eq!(ai.hint(&game)?.reason, Reason::Book);
//! # Ok::<(), dnb::Error>(())
//! ```

use std::ffi::CString;
use std::fmt;
use std::os::raw::c_void;
use std::path::Path;
use std::ptr::{self, NonNull};

use crate::error::{check, Error, Result};
use crate::ffi;
use crate::game::{Game, Rules};

/// What a book holds for a position: its value for the player to move and
/// every optimal move, in edge order, in the numbering of the game looked
/// up.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BookEntry {
    /// The value for the player to move, on the solver's scale (the boxes
    /// still to come: the mover's minus the opponent's; Nimstring +1/-1).
    pub value: i32,
    /// Every optimal move, in edge order.
    pub best_moves: Vec<u32>,
}

/// An opening book; owns a C `dnb_book` and frees it on drop.
///
/// It is `Send` and `Sync`: the C library lets any number of threads look
/// the same book up at once, and the one call that changes it,
/// [`Book::add`], takes `&mut self`, which the borrow checker (or an
/// `Arc`, which gives no `&mut`) keeps from overlapping any other call.
pub struct Book {
    ptr: NonNull<ffi::dnb_book>,
}

// SAFETY: a dnb_book has no thread affinity (plain memory, freed by
// dnb_book_free from any thread).
unsafe impl Send for Book {}
// SAFETY: dnb_book(3): "any number of threads may look up the same book at
// once"; every &self method only reads it.  dnb_book_add, which must not
// run concurrently with any other call on the book, needs &mut self.
unsafe impl Sync for Book {}

impl Drop for Book {
    fn drop(&mut self) {
        // SAFETY: we own the pointer; an Ai that borrows it holds an Arc of
        // this Book, so no AI can still use it here.
        unsafe { ffi::dnb_book_free(self.ptr.as_ptr()) }
    }
}

impl fmt::Debug for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Book")
            .field("width", &self.width())
            .field("height", &self.height())
            .field("rules", &self.rules())
            .field("len", &self.len())
            .finish()
    }
}

fn adopt(status: i32, out: *mut ffi::dnb_book) -> Result<Book> {
    check(status)?;
    NonNull::new(out).map(|ptr| Book { ptr }).ok_or(Error::from_status(ffi::DNB_E_NOMEM))
}

/// A path as the C library takes it: its bytes, NUL-terminated; `INVALID`
/// for a path with a NUL byte in it.
fn c_path(path: &Path) -> Result<CString> {
    #[cfg(unix)]
    let bytes = {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    };
    #[cfg(not(unix))]
    let bytes = path.to_str().ok_or(Error::from_status(ffi::DNB_E_INVALID))?.as_bytes().to_vec();
    CString::new(bytes).map_err(|_| Error::from_status(ffi::DNB_E_INVALID))
}

#[derive(Clone, Copy, PartialEq, Eq)]
struct Info {
    width: u32,
    height: u32,
    rules: u32,
    entries: u64,
}

impl Book {
    /// A new, empty book for a `width` x `height` board and rules, to fill
    /// with [`Book::add`].  `RANGE` for a board of more than 64 edges,
    /// `INVALID` for unknown rule flags.
    pub fn new(width: u32, height: u32, rules: Rules) -> Result<Book> {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out pointer.
        let status = unsafe { ffi::dnb_book_new(width, height, rules.bits(), &mut out) };
        adopt(status, out)
    }

    /// A book read from the bytes of a book file ([`Book::to_bytes`] gives
    /// them; the bytes are copied).  `CORRUPT` for anything but a whole,
    /// valid book.
    pub fn from_bytes(data: &[u8]) -> Result<Book> {
        let mut out = ptr::null_mut();
        // SAFETY: the C side reads data.len() bytes and copies them.
        let status = unsafe {
            ffi::dnb_book_open_memory(data.as_ptr() as *const c_void, data.len(), &mut out)
        };
        adopt(status, out)
    }

    /// A book read from a file: `IO` if it cannot be read, `CORRUPT` if it
    /// is not a valid book, `INVALID` for a path with a NUL byte.
    pub fn open<P: AsRef<Path>>(path: P) -> Result<Book> {
        let path = c_path(path.as_ref())?;
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated path and a valid out pointer.
        let status = unsafe { ffi::dnb_book_open_file(path.as_ptr(), &mut out) };
        adopt(status, out)
    }

    /// The book shipped for a board and rules: the file `WxH.book`
    /// (standard rules) or `WxH-rN.book` (N the rule flags in decimal) in
    /// `dir`, or with `None` in `$DNB_BOOK_DIR` when it is set, else in the
    /// library's data directory (see `dnb_book_open(3)`).  `IO` when there
    /// is no such file.
    pub fn open_default(width: u32, height: u32, rules: Rules, dir: Option<&Path>)
                        -> Result<Book> {
        let dir = dir.map(c_path).transpose()?;
        let mut out = ptr::null_mut();
        // SAFETY: dir is NULL or NUL-terminated; a valid out pointer.
        let status = unsafe {
            ffi::dnb_book_open_default(width, height, rules.bits(),
                                       dir.as_ref().map_or(ptr::null(), |d| d.as_ptr()),
                                       &mut out)
        };
        adopt(status, out)
    }

    /// The raw pointer, for calling [`crate::ffi`] functions directly.  It
    /// stays owned by this `Book`.
    pub fn as_ptr(&self) -> *const ffi::dnb_book {
        self.ptr.as_ptr()
    }

    fn info(&self) -> Info {
        let mut i = Info { width: 0, height: 0, rules: 0, entries: 0 };
        // SAFETY: a valid book and out pointers.
        check(unsafe {
            ffi::dnb_book_info(self.ptr.as_ptr(), &mut i.width, &mut i.height, &mut i.rules,
                               &mut i.entries)
        }).expect("info of a valid book");
        i
    }

    /// The board's width in boxes.
    pub fn width(&self) -> u32 {
        self.info().width
    }

    /// The board's height in boxes.
    pub fn height(&self) -> u32 {
        self.info().height
    }

    /// The rules of the book's games.
    pub fn rules(&self) -> Rules {
        Rules::from_bits(self.info().rules)
    }

    /// The number of positions in the book.
    pub fn len(&self) -> usize {
        self.info().entries as usize
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The canonical key of a game's position (`dnb_book(5)`): bit `e` for
    /// each drawn edge `e`, mapped to the least image under the symmetries
    /// of the board.  `RANGE` for a board of more than 64 edges.
    pub fn key(game: &Game) -> Result<u64> {
        let mut key = 0;
        // SAFETY: a valid game and out pointer.
        check(unsafe { ffi::dnb_book_key(game.raw(), &mut key) })?;
        Ok(key)
    }

    /// The C lookups say `NOT_APPLICABLE` both for a position the book
    /// lacks and for a game of another board or rules: the first is an
    /// answer (`None`, no values), the second an error, told apart here.
    /// A game of the board turned (5x2 in a 2x5 book) is read in the book.
    fn same_board(&self, game: &Game) -> Result<()> {
        let i = self.info();
        let (w, h) = (game.width(), game.height());
        if game.rules().bits() != i.rules
            || !((w, h) == (i.width, i.height) || (w, h) == (i.height, i.width))
        {
            return Err(Error::from_status(ffi::DNB_E_NOT_APPLICABLE));
        }
        Ok(())
    }

    /// The value and the optimal moves of the game's position; `Ok(None)`
    /// when the book does not hold it.  `NOT_APPLICABLE` for a game of
    /// another board or rules.
    pub fn lookup(&self, game: &Game) -> Result<Option<BookEntry>> {
        self.same_board(game)?;
        let max = ffi::DNB_SOLVER_MAX_EDGES as usize;
        let mut best = vec![0u32; max];
        let (mut value, mut count) = (0i32, 0usize);
        // SAFETY: best has room for max moves; a book has at most 64 edges.
        let status = unsafe {
            ffi::dnb_book_lookup(self.ptr.as_ptr(), game.raw(), &mut value, best.as_mut_ptr(),
                                 max, &mut count)
        };
        if status == ffi::DNB_E_NOT_APPLICABLE {
            return Ok(None);
        }
        check(status)?;
        best.truncate(count);
        Ok(Some(BookEntry { value, best_moves: best }))
    }

    /// Whether the book holds the game's position (false for a game of
    /// another board or rules).
    pub fn contains(&self, game: &Game) -> bool {
        matches!(self.lookup(game), Ok(Some(_)))
    }

    /// The value of every move the book can value, as (edge, value) in
    /// edge order, as [`crate::Solver::move_values`] gives them: a move is
    /// there when the book holds the position after it, or when it is an
    /// optimal move of a position the book holds.  Empty when it knows
    /// none; `NOT_APPLICABLE` for a game of another board or rules.
    pub fn move_values(&self, game: &Game) -> Result<Vec<(u32, i32)>> {
        self.same_board(game)?;
        let n = game.edge_count() as usize;
        let mut values = vec![0i32; n];
        let mut count = 0usize;
        // SAFETY: n values, the board's edge count.
        let status = unsafe {
            ffi::dnb_book_move_values(self.ptr.as_ptr(), game.raw(), values.as_mut_ptr(), n,
                                      &mut count)
        };
        if status == ffi::DNB_E_NOT_APPLICABLE {
            return Ok(Vec::new());
        }
        check(status)?;
        Ok(values.iter().take(count).enumerate()
            .filter(|&(_, &v)| v != ffi::DNB_SOLVER_NO_VALUE)
            .map(|(e, &v)| (e as u32, v)).collect())
    }

    /// Add the game's position with its value (for the player to move) and
    /// its optimal moves (edges in the game's numbering).  The same entry
    /// again is kept; one that contradicts the entry there, or that cannot
    /// be right (a drawn edge as a move, a value the boxes left do not
    /// allow, a game of another board or rules), is `INVALID`.
    pub fn add(&mut self, game: &Game, value: i32, best: &[u32]) -> Result<()> {
        // SAFETY: best.len() moves; &mut self: no other call on the book.
        check(unsafe {
            ffi::dnb_book_add(self.ptr.as_ptr(), game.raw(), value, best.as_ptr(), best.len())
        }).map(|_| ())
    }

    /// The book in its file format (`dnb_book(5)`), entries sorted by key:
    /// the same entries give the same bytes, whatever order they were
    /// added or read in.
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        let mut need = 0usize;
        // SAFETY: NULL with size 0 asks for the length.
        let status = unsafe { ffi::dnb_book_save(self.ptr.as_ptr(), ptr::null_mut(), 0, &mut need) };
        if status != ffi::DNB_E_BUFSIZE {
            check(status)?;
        }
        let mut buf = vec![0u8; need];
        // SAFETY: buf has need bytes; &self: nothing changes the book now.
        check(unsafe {
            ffi::dnb_book_save(self.ptr.as_ptr(), buf.as_mut_ptr(), buf.len(), &mut need)
        })?;
        buf.truncate(need);
        Ok(buf)
    }
}
