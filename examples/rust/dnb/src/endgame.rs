// SPDX-License-Identifier: MIT
//! [`Endgame`]: exact values of simple loony endgames (`dnb_endgame_*`).
//!
//! A simple loony endgame is a multiset of long chains (3 boxes or more)
//! and loops (even length, 4 or more) with nothing else left to play.  The
//! player to move is the opener, the other the controller; the value v is
//! the controller's margin with best play (see dnb_endgame_evaluate(3)).

use std::fmt;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};
use std::str::FromStr;

use crate::buffers::text_out;
use crate::error::{check, Error, Result};
use crate::ffi;

/// A long chain or a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComponentKind {
    /// A long chain: 3 boxes or more, both ends off the board.
    Chain,
    /// A loop: a closed cycle, 4 boxes or more, even.
    Loop,
}

impl ComponentKind {
    pub(crate) fn code(self) -> u32 {
        match self {
            ComponentKind::Chain => ffi::DNB_COMPONENT_CHAIN,
            ComponentKind::Loop => ffi::DNB_COMPONENT_LOOP,
        }
    }

    pub(crate) fn from_code(code: u32) -> Option<ComponentKind> {
        match code {
            ffi::DNB_COMPONENT_CHAIN => Some(ComponentKind::Chain),
            ffi::DNB_COMPONENT_LOOP => Some(ComponentKind::Loop),
            _ => None,
        }
    }
}

/// One component of an endgame: written "3" (a 3-chain) or "8l" (an
/// 8-loop).  Whether the length suits the kind is checked by the library
/// when the component is added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Component {
    /// Chain or loop.
    pub kind: ComponentKind,
    /// Its number of boxes.
    pub length: u32,
}

impl Component {
    /// A chain of `length` boxes.
    pub const fn chain(length: u32) -> Component {
        Component { kind: ComponentKind::Chain, length }
    }
    /// A loop of `length` boxes.
    pub const fn looped(length: u32) -> Component {
        Component { kind: ComponentKind::Loop, length }
    }

    fn from_codes(kind: u32, length: u32) -> Option<Component> {
        ComponentKind::from_code(kind).map(|kind| Component { kind, length })
    }
}

impl FromStr for Component {
    type Err = Error;
    /// "N" or "Nc" a chain, "Nl" a loop (`dnb_endgame_component_parse`).
    fn from_str(text: &str) -> Result<Component> {
        let (mut kind, mut length) = (0, 0);
        // SAFETY: the C side reads text.len() bytes; valid out pointers.
        check(unsafe {
            ffi::dnb_endgame_component_parse(text.as_ptr() as *const c_char, text.len(),
                                             &mut kind, &mut length)
        })?;
        Component::from_codes(kind, length).ok_or(Error::from_status(ffi::DNB_E_INVALID))
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, length) = (self.kind.code(), self.length);
        // SAFETY: text-out convention.
        let text = text_out(|buf, size, len| unsafe {
            ffi::dnb_endgame_component_format(kind, length, buf, size, len)
        }).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

/// The controller's choice once a component is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Keep control: the hard-hearted handout.
    Keep,
    /// Give it up: take every box.
    Give,
    /// Both are equally good.
    Either,
}

impl Control {
    pub(crate) fn from_code(code: u32) -> Option<Control> {
        match code {
            ffi::DNB_CONTROL_KEEP => Some(Control::Keep),
            ffi::DNB_CONTROL_GIVE => Some(Control::Give),
            ffi::DNB_CONTROL_EITHER => Some(Control::Either),
            _ => None,
        }
    }
}

/// What [`Endgame::evaluate`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameValue {
    /// v(G): the controller's margin; the opener (to move) scores -v.
    pub value: i64,
    /// Berlekamp's controlled value c(G).
    pub controlled_value: i64,
    /// tb(G): 0, 4, 6 or 8.
    pub terminal_bonus: i64,
    /// The boxes of all components.
    pub boxes: i64,
    /// The number of chains.
    pub chains: i64,
    /// The number of loops.
    pub loops: i64,
    /// The standard move (`None` for the empty endgame).
    pub standard_move: Option<Component>,
    /// An optimal component to open (`None` for the empty endgame).
    pub best_move: Option<Component>,
    /// Allcock's exception (1..3) that applies, or 0.
    pub allcock_case: u32,
    /// Whether the optimal move differs from the standard one.
    pub allcock_override: bool,
}

/// What [`Endgame::option`] reports about opening one component C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameOption {
    /// v(G - C).
    pub value_without: i64,
    /// v(G; C), the controller's margin after the opening.
    pub value_after: i64,
    /// What the controller does.
    pub decision: Control,
}

/// A multiset of long chains and loops; owns a C `dnb_endgame`.
pub struct Endgame {
    ptr: NonNull<ffi::dnb_endgame>,
}

// SAFETY: no thread affinity; reads may run concurrently (dnb.h), changes
// take &mut self.
unsafe impl Send for Endgame {}
unsafe impl Sync for Endgame {}

impl Drop for Endgame {
    fn drop(&mut self) {
        // SAFETY: we own the pointer.
        unsafe { ffi::dnb_endgame_free(self.ptr.as_ptr()) }
    }
}

impl Endgame {
    /// An empty list.
    pub fn new() -> Result<Endgame> {
        let mut out = ptr::null_mut();
        // SAFETY: valid out pointer.
        check(unsafe { ffi::dnb_endgame_new(&mut out) })?;
        NonNull::new(out).map(|ptr| Endgame { ptr })
            .ok_or(Error::from_status(ffi::DNB_E_NOMEM))
    }

    /// A list of the given components.
    pub fn from_components(components: &[Component]) -> Result<Endgame> {
        let mut eg = Endgame::new()?;
        eg.set(components)?;
        Ok(eg)
    }

    /// A list written as text: "3 4l 8l" (blanks or '+' between).
    pub fn parse(text: &str) -> Result<Endgame> {
        let parts = text.split(|c: char| c.is_whitespace() || c == '+')
            .filter(|w| !w.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<Component>>>()?;
        Endgame::from_components(&parts)
    }

    pub(crate) fn raw_mut(&mut self) -> *mut ffi::dnb_endgame {
        self.ptr.as_ptr()
    }

    fn raw(&self) -> *const ffi::dnb_endgame {
        self.ptr.as_ptr()
    }

    /// Replace the contents, all or nothing.
    pub fn set(&mut self, components: &[Component]) -> Result<()> {
        let kinds: Vec<u32> = components.iter().map(|c| c.kind.code()).collect();
        let lengths: Vec<u32> = components.iter().map(|c| c.length).collect();
        // SAFETY: both arrays have components.len() entries.
        check(unsafe {
            ffi::dnb_endgame_set(self.raw_mut(), kinds.as_ptr(), lengths.as_ptr(), kinds.len())
        }).map(|_| ())
    }

    /// Add `count` copies of a component.
    pub fn add(&mut self, c: Component, count: u32) -> Result<()> {
        // SAFETY: valid list, &mut self.
        check(unsafe { ffi::dnb_endgame_add(self.raw_mut(), c.kind.code(), c.length, count) })
            .map(|_| ())
    }

    /// Remove one copy of a component (`RANGE` if there is none).
    pub fn remove(&mut self, c: Component) -> Result<()> {
        // SAFETY: valid list, &mut self.
        check(unsafe { ffi::dnb_endgame_remove(self.raw_mut(), c.kind.code(), c.length) })
            .map(|_| ())
    }

    /// Remove every component.
    pub fn clear(&mut self) -> Result<()> {
        // SAFETY: valid list, &mut self.
        check(unsafe { ffi::dnb_endgame_clear(self.raw_mut()) }).map(|_| ())
    }

    /// The distinct components and their counts, chains by length, then
    /// loops by length.
    pub fn components(&self) -> Vec<(Component, u32)> {
        let mut count = 0usize;
        let mut cap = 0usize;
        loop {
            let (mut k, mut l, mut n) = (vec![0u32; cap], vec![0u32; cap], vec![0u32; cap]);
            // SAFETY: three arrays of cap entries (dangling but unused if 0).
            let status = unsafe {
                ffi::dnb_endgame_components(self.raw(), k.as_mut_ptr(), l.as_mut_ptr(),
                                            n.as_mut_ptr(), cap, &mut count)
            };
            if status == ffi::DNB_E_BUFSIZE {
                cap = count;
                continue;
            }
            check(status).expect("components of a valid endgame");
            k.truncate(count);
            return k.iter().zip(l).zip(n)
                .filter_map(|((&k, l), n)| Component::from_codes(k, l).map(|c| (c, n)))
                .collect();
        }
    }

    /// The number of components, copies counted.
    pub fn len(&self) -> u64 {
        self.components().iter().map(|&(_, n)| n as u64).sum()
    }

    /// Whether the list has no component.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Everything `dnb_endgame_evaluate` reports.
    pub fn evaluate(&self) -> EndgameValue {
        let mut r = ffi::dnb_endgame_result {
            size: std::mem::size_of::<ffi::dnb_endgame_result>() as u32,
            ..Default::default()
        };
        // SAFETY: valid list, result with its size set.
        check(unsafe { ffi::dnb_endgame_evaluate(self.raw(), &mut r) })
            .expect("evaluate a valid endgame");
        EndgameValue {
            value: r.value,
            controlled_value: r.controlled_value,
            terminal_bonus: r.terminal_bonus,
            boxes: r.boxes,
            chains: r.chains,
            loops: r.loops,
            standard_move: Component::from_codes(r.standard_kind, r.standard_length),
            best_move: Component::from_codes(r.move_kind, r.move_length),
            allcock_case: r.allcock_case,
            allcock_override: r.allcock_override != 0,
        }
    }

    /// v(G), the controller's margin.
    pub fn value(&self) -> i64 {
        self.evaluate().value
    }

    /// Opening one component of the list (`RANGE` if it is not in it).
    pub fn option(&self, c: Component) -> Result<EndgameOption> {
        let (mut without, mut after, mut decision) = (0i64, 0i64, 0u32);
        // SAFETY: valid list and out pointers.
        check(unsafe {
            ffi::dnb_endgame_option(self.raw(), c.kind.code(), c.length, &mut without,
                                    &mut after, &mut decision)
        })?;
        Ok(EndgameOption {
            value_without: without,
            value_after: after,
            decision: Control::from_code(decision).ok_or(Error::from_status(ffi::DNB_E_INVALID))?,
        })
    }

    /// Every distinct component whose opening is optimal.
    pub fn optimal_openings(&self) -> Vec<Component> {
        let mut count = 0usize;
        let mut cap = 4usize;
        loop {
            let (mut k, mut l) = (vec![0u32; cap], vec![0u32; cap]);
            // SAFETY: two arrays of cap entries.
            let status = unsafe {
                ffi::dnb_endgame_optimal_openings(self.raw(), k.as_mut_ptr(), l.as_mut_ptr(),
                                                  cap, &mut count)
            };
            if status == ffi::DNB_E_BUFSIZE {
                cap = count;
                continue;
            }
            check(status).expect("openings of a valid endgame");
            return k.iter().zip(l).take(count)
                .filter_map(|(&k, l)| Component::from_codes(k, l)).collect();
        }
    }

    /// The controller's decision after each distinct opening.
    pub fn controller(&self) -> Vec<(Component, Control)> {
        self.components().iter()
            .map(|&(c, _)| (c, self.option(c).expect("a component of the list").decision))
            .collect()
    }
}

/// "3 + 4l + 8l".
impl fmt::Display for Endgame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (c, n) in self.components() {
            for _ in 0..n {
                if !first {
                    f.write_str(" + ")?;
                }
                write!(f, "{}", c)?;
                first = false;
            }
        }
        if first {
            f.write_str("(empty)")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Endgame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Endgame({})", self)
    }
}
