// SPDX-License-Identifier: MIT
//! Nimstring values (`dnb_nimstring_*`): nimbers and loony positions.
//!
//! ```
//! use dnb::{Game, Nimstring, NimstringGraph, NimValue, Rules};
//! let game = Game::new(2, 2, Rules::STANDARD)?;
//! let graph = NimstringGraph::from_game(&game)?;
//! let mut ns = Nimstring::new(Default::default())?;
//! let v = ns.value(&graph)?;              // NimValue::Nimber(n) or NimValue::Loony
//! println!("{} ({})", v, if v.wins() { "the player to move wins" } else { "loses" });
//! # Ok::<(), dnb::Error>(())
//! ```
//!
//! A [`NimstringGraph`] is a strings-and-coins graph: the graph of a game's
//! position ([`NimstringGraph::from_game`]), the text of dnb_nimstring(5)
//! ([`NimstringGraph::parse`]), or built string by string.  A [`Nimstring`]
//! evaluator keeps a memo of component values between calls.  The value of
//! a position says who wins the Nimstring game, which in Dots-and-Boxes is
//! the fight for control of the long chains.

use std::fmt;
use std::iter::Sum;
use std::ops::Add;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};

use crate::buffers::{list_out, text_out};
use crate::cancel::{Canceller, Slot};
use crate::error::{check, Error, Result};
use crate::ffi;
use crate::game::Game;

/// The value of a Nimstring position: the nimber *n, or loony (the player
/// to move can double-deal: a long chain or loop has been offered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NimValue {
    /// The nimber *n (0 is a loss for the player to move).
    Nimber(u32),
    /// Loony: the player to move wins by double-dealing.
    Loony,
}

impl NimValue {
    /// From a C value (`DNB_NIMSTRING_LOONY` or a nimber).
    pub fn from_raw(raw: u32) -> NimValue {
        if raw == ffi::DNB_NIMSTRING_LOONY {
            NimValue::Loony
        } else {
            NimValue::Nimber(raw)
        }
    }

    /// The C value.
    pub fn raw(self) -> u32 {
        match self {
            NimValue::Nimber(n) => n,
            NimValue::Loony => ffi::DNB_NIMSTRING_LOONY,
        }
    }

    /// Whether the value is loony.
    pub fn is_loony(self) -> bool {
        self == NimValue::Loony
    }

    /// The nimber, `None` when loony.
    pub fn nimber(self) -> Option<u32> {
        match self {
            NimValue::Nimber(n) => Some(n),
            NimValue::Loony => None,
        }
    }

    /// Whether the player to move wins the Nimstring game: the value is
    /// not 0.
    pub fn wins(self) -> bool {
        self != NimValue::Nimber(0)
    }
}

/// The value of the sum of independent positions: loony if either is,
/// else the nim-sum (Berlekamp's `0 + * + *3 = *2`).
impl Add for NimValue {
    type Output = NimValue;

    // The sum of games is the nim-sum: exclusive or, on purpose.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn add(self, other: NimValue) -> NimValue {
        match (self, other) {
            (NimValue::Nimber(a), NimValue::Nimber(b)) => NimValue::Nimber(a ^ b),
            _ => NimValue::Loony,
        }
    }
}

impl Sum for NimValue {
    fn sum<I: Iterator<Item = NimValue>>(iter: I) -> NimValue {
        iter.fold(NimValue::Nimber(0), Add::add)
    }
}

/// `0`, `*n` or `loony`, as Berlekamp writes them.
impl fmt::Display for NimValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NimValue::Nimber(0) => f.write_str("0"),
            NimValue::Nimber(n) => write!(f, "*{}", n),
            NimValue::Loony => f.write_str("loony"),
        }
    }
}

/// One string of a graph: its ends ([`NimstringGraph::GROUND`] for the
/// ground) and its board edge, for a graph made from a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimString {
    /// One end: a coin, or the ground.
    pub a: u32,
    /// The other end: a coin, or the ground.
    pub b: u32,
    /// The board edge the string stands for, `None` for a graph not made
    /// from a game.
    pub edge: Option<u32>,
}

/// A strings-and-coins graph; owns a C `dnb_nimstring_graph`.
///
/// Coins are numbered from 0, strings from 0 in the order they were added.
/// A graph may be shared by reference between threads (the C library
/// allows concurrent reads); changing it takes `&mut self`.
pub struct NimstringGraph {
    ptr: NonNull<ffi::dnb_nimstring_graph>,
}

// SAFETY: a dnb_nimstring_graph has no thread affinity; it may be read from
// several threads at once (dnb.h, "Threads"), and writes need &mut.
unsafe impl Send for NimstringGraph {}
unsafe impl Sync for NimstringGraph {}

impl Drop for NimstringGraph {
    fn drop(&mut self) {
        // SAFETY: we own the pointer.
        unsafe { ffi::dnb_nimstring_graph_free(self.ptr.as_ptr()) }
    }
}

fn adopt(status: i32, out: *mut ffi::dnb_nimstring_graph) -> Result<NimstringGraph> {
    check(status)?;
    NonNull::new(out)
        .map(|ptr| NimstringGraph { ptr })
        .ok_or(Error::from_status(ffi::DNB_E_NOMEM))
}

impl NimstringGraph {
    /// The ground, as an end of a string.
    pub const GROUND: u32 = ffi::DNB_NIMSTRING_GROUND;

    /// A graph of `coins` coins and no strings (`RANGE` past
    /// `DNB_NIMSTRING_MAX_COINS`).
    pub fn new(coins: u32) -> Result<NimstringGraph> {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out pointer.
        let status = unsafe { ffi::dnb_nimstring_graph_new(coins, &mut out) };
        adopt(status, out)
    }

    /// The graph of a game's position: coin i is box i, one string per
    /// undrawn edge in edge order.  `NOT_APPLICABLE` under misere or
    /// compulsory capture.
    pub fn from_game(game: &Game) -> Result<NimstringGraph> {
        let mut out = ptr::null_mut();
        // SAFETY: a valid game and out pointer.
        let status = unsafe { ffi::dnb_nimstring_graph_from_game(game.raw(), &mut out) };
        adopt(status, out)
    }

    /// A graph read from the text of dnb_nimstring(5); the error carries
    /// the line and column ([`Error::position`]).
    pub fn parse(text: &str) -> Result<NimstringGraph> {
        let (mut out, mut line, mut col) = (ptr::null_mut(), 0, 0);
        // SAFETY: the C side reads text.len() bytes; valid out pointers.
        let status = unsafe {
            ffi::dnb_nimstring_graph_parse(text.as_ptr() as *const c_char, text.len(), &mut out,
                                           &mut line, &mut col)
        };
        if status < 0 {
            return Err(Error::at(status, line, col));
        }
        adopt(status, out)
    }

    /// An independent copy (fails only without memory; `Clone` panics then).
    pub fn try_clone(&self) -> Result<NimstringGraph> {
        let mut out = ptr::null_mut();
        // SAFETY: a valid graph and out pointer.
        let status = unsafe { ffi::dnb_nimstring_graph_clone(self.ptr.as_ptr(), &mut out) };
        adopt(status, out)
    }

    /// The raw pointer, for calling [`crate::ffi`] directly; still owned here.
    pub fn as_ptr(&self) -> *const ffi::dnb_nimstring_graph {
        self.ptr.as_ptr()
    }

    /// Add a string between coins `a` and `b` (either, not both, may be
    /// [`NimstringGraph::GROUND`]); gives its index.  `INVALID` for a == b,
    /// `RANGE` for no such coin, `LIMIT` past `DNB_NIMSTRING_MAX_STRINGS`.
    pub fn add_string(&mut self, a: u32, b: u32) -> Result<u32> {
        let mut index = 0;
        // SAFETY: a valid graph, &mut self, a valid out pointer.
        check(unsafe { ffi::dnb_nimstring_graph_add_string(self.ptr.as_ptr(), a, b, &mut index) })?;
        Ok(index)
    }

    /// The number of coins.
    pub fn coin_count(&self) -> u32 {
        // SAFETY: a valid graph.
        check(unsafe { ffi::dnb_nimstring_graph_coin_count(self.ptr.as_ptr()) })
            .expect("coin count of a valid graph")
    }

    /// The number of strings.
    pub fn string_count(&self) -> u32 {
        // SAFETY: a valid graph.
        check(unsafe { ffi::dnb_nimstring_graph_string_count(self.ptr.as_ptr()) })
            .expect("string count of a valid graph")
    }

    /// String `index` (`RANGE` for a bad index).
    pub fn string(&self, index: u32) -> Result<NimString> {
        let (mut a, mut b, mut edge) = (0, 0, 0);
        // SAFETY: a valid graph and out pointers.
        check(unsafe {
            ffi::dnb_nimstring_graph_string(self.ptr.as_ptr(), index, &mut a, &mut b, &mut edge)
        })?;
        Ok(NimString { a, b, edge: if edge == ffi::DNB_NO_EDGE { None } else { Some(edge) } })
    }

    /// For every string, the number of its component (components numbered
    /// by their first string).
    pub fn component_of(&self) -> Result<Vec<u32>> {
        let g = self.ptr.as_ptr();
        // SAFETY: a valid graph; buf/cap/count follow the list-out convention.
        list_out(self.string_count() as usize, |buf, cap, count| unsafe {
            ffi::dnb_nimstring_graph_components(g, buf, cap, count, ptr::null_mut())
        })
    }

    /// The components, each as the list of its string indices.
    pub fn components(&self) -> Result<Vec<Vec<u32>>> {
        let mut groups: Vec<Vec<u32>> = Vec::new();
        for (s, c) in self.component_of()?.into_iter().enumerate() {
            let c = c as usize;
            if c == groups.len() {
                groups.push(Vec::new());
            }
            groups[c].push(s as u32);
        }
        Ok(groups)
    }

    /// The text of dnb_nimstring(5).
    pub fn format(&self) -> Result<String> {
        let g = self.ptr.as_ptr();
        // SAFETY: a valid graph; buf/size/len follow the text-out convention.
        text_out(|buf, size, len| unsafe { ffi::dnb_nimstring_graph_format(g, buf, size, len) })
    }
}

impl Clone for NimstringGraph {
    fn clone(&self) -> NimstringGraph {
        self.try_clone().expect("libdnb: out of memory cloning a graph")
    }
}

/// The text of dnb_nimstring(5).
impl fmt::Display for NimstringGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format().map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for NimstringGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NimstringGraph")
            .field("coins", &self.coin_count())
            .field("strings", &self.string_count())
            .finish()
    }
}

/// Evaluator options; `Default` is `DNB_NIMSTRING_OPTIONS_INIT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimstringOptions {
    /// The memo of component values in MiB, 1..=65536.
    pub memo_mb: u32,
    /// Stop a call after about this many nodes (0: no limit).
    pub node_limit: u64,
    /// Stop a call after about this many milliseconds (0: no limit).
    pub time_limit_ms: u64,
}

impl Default for NimstringOptions {
    fn default() -> Self {
        let c = ffi::dnb_nimstring_options::default();
        NimstringOptions { memo_mb: c.memo_mb, node_limit: c.node_limit,
                           time_limit_ms: c.time_limit_ms }
    }
}

fn c_options(o: &NimstringOptions) -> ffi::dnb_nimstring_options {
    ffi::dnb_nimstring_options {
        memo_mb: o.memo_mb,
        node_limit: o.node_limit,
        time_limit_ms: o.time_limit_ms,
        ..Default::default()
    }
}

/// A Nimstring evaluator; owns a C `dnb_nimstring` and its memo.  A call
/// stopped by a limit is the error `LIMIT`, one stopped by a
/// [`Canceller`] the error `CANCELLED`, with nothing written.
pub struct Nimstring {
    ptr: NonNull<ffi::dnb_nimstring>,
    options: NimstringOptions,
    /// The owner's end of the handles of [`Nimstring::canceller`].
    cancel: Slot,
}

// SAFETY: a dnb_nimstring is used by one thread at a time, which &mut self
// guarantees for every call that evaluates; it has no thread affinity.
unsafe impl Send for Nimstring {}

impl Drop for Nimstring {
    fn drop(&mut self) {
        // No cancel can run on the C evaluator from now on (see cancel.rs).
        self.cancel.release();
        // SAFETY: we own the pointer.
        unsafe { ffi::dnb_nimstring_free(self.ptr.as_ptr()) }
    }
}

impl fmt::Debug for Nimstring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nimstring").field("options", &self.options).finish()
    }
}

impl Nimstring {
    /// An evaluator with these options (`RANGE` for one out of range).
    pub fn new(options: NimstringOptions) -> Result<Nimstring> {
        let c = c_options(&options);
        let mut out = ptr::null_mut();
        // SAFETY: valid options and out pointer.
        check(unsafe { ffi::dnb_nimstring_new(&c, &mut out) })?;
        let ptr = NonNull::new(out).ok_or(Error::from_status(ffi::DNB_E_NOMEM))?;
        Ok(Nimstring { ptr, options, cancel: Slot::nimstring(ptr.as_ptr()) })
    }

    /// The options in use.
    pub fn options(&self) -> NimstringOptions {
        self.options
    }

    /// Change the options; the memo is kept unless `memo_mb` changes.
    pub fn set_options(&mut self, options: NimstringOptions) -> Result<()> {
        let c = c_options(&options);
        // SAFETY: a valid evaluator and options.
        check(unsafe { ffi::dnb_nimstring_set_options(self.ptr.as_ptr(), &c) })?;
        self.options = options;
        Ok(())
    }

    /// Forget the memo.
    pub fn clear(&mut self) -> Result<()> {
        // SAFETY: a valid evaluator, &mut self.
        check(unsafe { ffi::dnb_nimstring_clear(self.ptr.as_ptr()) }).map(|_| ())
    }

    /// A handle that stops, from another thread, the value call this
    /// evaluator runs: the call returns the error `CANCELLED`
    /// (`dnb_nimstring_cancel`, libdnb 1.2).  See [`Canceller`].
    pub fn canceller(&self) -> Canceller {
        self.cancel.handle()
    }

    /// Nodes (positions expanded) of the last call.
    pub fn nodes(&self) -> u64 {
        let mut n = 0;
        // SAFETY: a valid evaluator and out pointer.
        check(unsafe { ffi::dnb_nimstring_nodes(self.ptr.as_ptr(), &mut n) })
            .expect("nodes of a valid evaluator");
        n
    }

    /// The value of the position.
    pub fn value(&mut self, graph: &NimstringGraph) -> Result<NimValue> {
        let mut v = 0;
        // SAFETY: a valid evaluator and graph, a valid out pointer.
        check(unsafe { ffi::dnb_nimstring_value(self.ptr.as_ptr(), graph.as_ptr(), &mut v) })?;
        Ok(NimValue::from_raw(v))
    }

    /// The value of each string's cut, indexed by string: the value of the
    /// position left for whoever moves next in it (the cutter again when
    /// the cut takes a coin, the opponent otherwise).
    pub fn move_values(&mut self, graph: &NimstringGraph) -> Result<Vec<NimValue>> {
        let (ns, g) = (self.ptr.as_ptr(), graph.as_ptr());
        // SAFETY: valid evaluator and graph; the list-out convention.
        let raw: Vec<u32> = list_out(graph.string_count() as usize, |buf, cap, count| unsafe {
            ffi::dnb_nimstring_move_values(ns, g, buf, cap, count)
        })?;
        Ok(raw.into_iter().map(NimValue::from_raw).collect())
    }

    /// The value of one component (numbered as in
    /// [`NimstringGraph::components`]) as a position of its own; `RANGE`
    /// for a bad index.
    pub fn component_value(&mut self, graph: &NimstringGraph, component: u32)
                           -> Result<NimValue> {
        let mut v = 0;
        // SAFETY: a valid evaluator and graph, a valid out pointer.
        check(unsafe {
            ffi::dnb_nimstring_component_value(self.ptr.as_ptr(), graph.as_ptr(), component,
                                               &mut v)
        })?;
        Ok(NimValue::from_raw(v))
    }
}
