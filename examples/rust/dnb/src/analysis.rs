// SPDX-License-Identifier: MIT
//! [`Game::analysis`]: a position cut into chains, loops, capturable paths
//! and other regions (`dnb_analysis_*`), copied into plain Rust values.

use std::ptr;

use crate::buffers::list_out;
use crate::endgame::{Component, Control, Endgame};
use crate::error::{check, Result};
use crate::ffi;
use crate::game::{Game, Player};

/// What the theory can tell about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisState {
    /// Neither case below (or rules other than standard scoring without
    /// compulsory capture).
    None,
    /// A simple loony endgame: the player to move opens.
    Loony,
    /// Boxes can be taken from an opened chain or loop and the rest is a
    /// simple loony endgame: the player to move decides on control.
    Handout,
}

/// The kind of a region of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// Both ends leave the board; long with 3 boxes or more.
    Chain,
    /// A closed cycle of boxes.
    Loop,
    /// A path with a box that can be taken now.
    Capturable,
    /// Boxes with 3 or 4 undrawn sides and what hangs off them.
    Other,
}

/// One component of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Chain, loop, capturable path or other region.
    pub kind: RegionKind,
    /// Its number of boxes.
    pub length: u32,
    /// The undrawn border edges where its ends leave the board (`None` for
    /// a dead end; both `None` for loops and other regions).
    pub ends: (Option<u32>, Option<u32>),
    /// Its boxes, from end a to end b.
    pub boxes: Vec<u32>,
    /// Its undrawn edges, in the order of its boxes.
    pub edges: Vec<u32>,
}

/// What `dnb_analysis_get` reports, and the regions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// What the theory can tell about the position.
    pub state: AnalysisState,
    /// The player to move.
    pub to_move: Player,
    /// Chains of 3 boxes or more.
    pub long_chains: u32,
    /// Chains of 1 or 2 boxes.
    pub short_chains: u32,
    /// Loops.
    pub loops: u32,
    /// Boxes with three sides drawn, anywhere.
    pub capturable_boxes: u32,
    /// Regions of kind [`RegionKind::Capturable`].
    pub capturable_paths: u32,
    /// Regions of kind [`RegionKind::Other`].
    pub other_regions: u32,
    /// Legal moves that give no box a third side.
    pub safe_moves: u32,
    /// Long chain rule: the parity (0 even, 1 odd) of the number of long
    /// chains the player to move wants.
    pub wanted_parity: u32,
    /// Loony, handout: an optimal edge to draw now.
    pub best_move: Option<u32>,
    /// Handout: keep control or not.
    pub decision: Option<Control>,
    /// Handout: boxes a kept control hands out (2 or 4), 0 if it cannot.
    pub handout: u32,
    /// v of the endgame (loony: the position; handout: the rest).
    pub value: i64,
    /// c, the controlled value, of the same endgame.
    pub controlled_value: i64,
    /// tb, the terminal bonus, of the same endgame.
    pub terminal_bonus: i64,
    /// Loony, handout: the net boxes the player to move takes from here.
    pub margin: i64,
    /// Loony, handout: the components of that endgame.
    pub endgame: Option<Vec<Component>>,
    /// Every component of the position.
    pub regions: Vec<Region>,
}

/// Frees the C analysis however `analysis` leaves.
struct Owned(*mut ffi::dnb_analysis);

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: we own it (or it is NULL, a no-op).
        unsafe { ffi::dnb_analysis_free(self.0) }
    }
}

fn edge(e: u32) -> Option<u32> {
    if e == ffi::DNB_NO_EDGE { None } else { Some(e) }
}

fn region(an: *const ffi::dnb_analysis, i: u32) -> Result<Region> {
    let (mut kind, mut length, mut a, mut b) = (0, 0, 0, 0);
    // SAFETY: valid analysis and out pointers.
    check(unsafe { ffi::dnb_analysis_component(an, i, &mut kind, &mut length, &mut a, &mut b) })?;
    let kind = match kind {
        ffi::DNB_COMPONENT_CHAIN => RegionKind::Chain,
        ffi::DNB_COMPONENT_LOOP => RegionKind::Loop,
        ffi::DNB_COMPONENT_CAPTURABLE => RegionKind::Capturable,
        _ => RegionKind::Other,
    };
    // SAFETY (both): list-out convention on a valid analysis.
    let boxes = list_out(length as usize, |buf, cap, count| unsafe {
        ffi::dnb_analysis_component_boxes(an, i, buf, cap, count)
    })?;
    let edges = list_out(2 * length as usize + 2, |buf, cap, count| unsafe {
        ffi::dnb_analysis_component_edges(an, i, buf, cap, count)
    })?;
    Ok(Region { kind, length, ends: (edge(a), edge(b)), boxes, edges })
}

impl Game {
    /// The analysis of the current position (`dnb_analysis_new`): a
    /// snapshot that later moves do not change.
    pub fn analysis(&self) -> Result<Analysis> {
        let mut out = ptr::null_mut();
        // SAFETY: valid game, valid out pointer.
        check(unsafe { ffi::dnb_analysis_new(self.raw(), &mut out) })?;
        let owned = Owned(out);
        let an = owned.0 as *const ffi::dnb_analysis;
        let mut info = ffi::dnb_analysis_info {
            size: std::mem::size_of::<ffi::dnb_analysis_info>() as u32,
            ..Default::default()
        };
        // SAFETY: valid analysis, info with its size set.
        check(unsafe { ffi::dnb_analysis_get(an, &mut info) })?;
        let state = match info.state {
            ffi::DNB_ANALYSIS_LOONY => AnalysisState::Loony,
            ffi::DNB_ANALYSIS_HANDOUT => AnalysisState::Handout,
            _ => AnalysisState::None,
        };
        let endgame = if state == AnalysisState::None {
            None
        } else {
            let mut eg = Endgame::new()?;
            // SAFETY: valid analysis and list.
            check(unsafe { ffi::dnb_analysis_endgame(an, eg.raw_mut()) })?;
            let mut parts = Vec::new();
            for (c, n) in eg.components() {
                parts.extend((0..n).map(|_| c));
            }
            Some(parts)
        };
        // SAFETY: valid analysis.
        let count = check(unsafe { ffi::dnb_analysis_component_count(an) })?;
        let regions = (0..count).map(|i| region(an, i)).collect::<Result<Vec<_>>>()?;
        Ok(Analysis {
            state,
            to_move: if info.to_move == 2 { Player::Two } else { Player::One },
            long_chains: info.long_chains,
            short_chains: info.short_chains,
            loops: info.loops,
            capturable_boxes: info.capturable_boxes,
            capturable_paths: info.capturable_paths,
            other_regions: info.other_regions,
            safe_moves: info.safe_moves,
            wanted_parity: info.wanted_parity,
            best_move: edge(info.move_),
            decision: Control::from_code(info.decision),
            handout: info.handout,
            value: info.value,
            controlled_value: info.controlled_value,
            terminal_bonus: info.terminal_bonus,
            margin: info.margin,
            endgame,
            regions,
        })
    }
}
