// SPDX-License-Identifier: MIT
//! [`Solver`]: exact values of positions (`dnb_solver_*`).
//!
//! Values are for the player to move and count only the boxes still to
//! come (misere: reversed, so higher is better; Nimstring: +1 win, -1
//! loss).  A solver keeps its table between calls.

use std::any::Any;
use std::os::raw::c_void;
use std::panic::{self, AssertUnwindSafe};
use std::ptr::{self, NonNull};

use crate::error::{check, Error, Result};
use crate::ffi;
use crate::game::Game;

/// What a progress callback is told: `lower <= value <= upper` is proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Proven lower bound of the value.
    pub lower: i32,
    /// Proven upper bound of the value.
    pub upper: i32,
    /// Nodes searched so far by this call (all threads).
    pub nodes: u64,
    /// Milliseconds since the call began.
    pub elapsed_ms: u64,
}

/// Solver options (`dnb_solver_options` without the callback, which is set
/// with [`Solver::set_progress`]).  `Default` is `DNB_SOLVER_OPTIONS_INIT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverOptions {
    /// The transposition table in MiB, 1..=65536, or 0 (the default) for
    /// one the solver sizes to each position.
    pub tt_mb: u32,
    /// Search threads, 1..=64.
    pub threads: u32,
    /// 0 for the full solver; otherwise `ffi::unstable::DNB_SOLVER_NO_*`
    /// bits switching pruning rules off, outside the ABI promise (see
    /// [`ffi::unstable`]).
    pub disable: u32,
    /// Stop after about this many nodes (0: no limit).
    pub node_limit: u64,
    /// Stop after about this many milliseconds (0: no limit).
    pub time_limit_ms: u64,
    /// Nodes between progress callbacks (0: 65536).
    pub progress_nodes: u64,
}

impl Default for SolverOptions {
    fn default() -> Self {
        let c = ffi::dnb_solver_options::default();
        SolverOptions {
            tt_mb: c.tt_mb,
            threads: c.threads,
            disable: c.disable,
            node_limit: c.node_limit,
            time_limit_ms: c.time_limit_ms,
            progress_nodes: c.progress_nodes,
        }
    }
}

/// What [`Solver::solve`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The exact value, `None` when a limit stopped the search.
    pub value: Option<i32>,
    /// Proven lower bound (the value when exact).
    pub lower: i32,
    /// Proven upper bound (the value when exact).
    pub upper: i32,
    /// Every optimal move, in edge order (empty when stopped).
    pub best_moves: Vec<u32>,
    /// A principal variation.
    pub pv: Vec<u32>,
    /// Nodes searched (all threads).
    pub nodes: u64,
    /// Wall-clock milliseconds.
    pub elapsed_ms: u64,
    /// The size of the table the search used, in bytes.
    pub tt_bytes: u64,
}

type Callback = Box<dyn FnMut(&Progress) -> bool + Send>;

/// The callback and a panic caught in it, behind a stable address for
/// `user_data`.
struct Hook {
    callback: Callback,
    panic: Option<Box<dyn Any + Send>>,
}

unsafe extern "C" fn trampoline(p: *const ffi::dnb_solver_progress, user: *mut c_void) -> i32 {
    // SAFETY: user_data is the Hook the Solver owns, alive during the call
    // that makes this callback (from the calling thread); p is valid.
    let hook = &mut *(user as *mut Hook);
    if hook.panic.is_some() {
        return 1;
    }
    let p = &*p;
    let info = Progress { lower: p.lower, upper: p.upper, nodes: p.nodes, elapsed_ms: p.elapsed_ms };
    // A panic must not unwind into C: catch it, cancel, re-raise after.
    match panic::catch_unwind(AssertUnwindSafe(|| (hook.callback)(&info))) {
        Ok(cancel) => cancel as i32,
        Err(payload) => {
            hook.panic = Some(payload);
            1
        }
    }
}

/// An exact solver; owns a C `dnb_solver` and its table.
pub struct Solver {
    ptr: NonNull<ffi::dnb_solver>,
    options: SolverOptions,
    hook: Option<Box<Hook>>,
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("options", &self.options)
            .field("progress", &self.hook.is_some())
            .finish()
    }
}

// SAFETY: a dnb_solver is used by one thread at a time, which &mut self
// guarantees for every call that searches; it has no thread affinity.
unsafe impl Send for Solver {}

impl Drop for Solver {
    fn drop(&mut self) {
        // SAFETY: we own the pointer.
        unsafe { ffi::dnb_solver_free(self.ptr.as_ptr()) }
    }
}

fn c_options(o: &SolverOptions, hook: Option<&mut Box<Hook>>) -> ffi::dnb_solver_options {
    let mut c = ffi::dnb_solver_options {
        tt_mb: o.tt_mb,
        threads: o.threads,
        disable: o.disable,
        node_limit: o.node_limit,
        time_limit_ms: o.time_limit_ms,
        progress_nodes: o.progress_nodes,
        ..Default::default()
    };
    if let Some(h) = hook {
        c.progress = Some(trampoline);
        c.user_data = &mut **h as *mut Hook as *mut c_void;
    }
    c
}

impl Solver {
    /// A solver with these options.
    pub fn new(options: SolverOptions) -> Result<Solver> {
        let c = c_options(&options, None);
        let mut out = ptr::null_mut();
        // SAFETY: valid options and out pointer.
        check(unsafe { ffi::dnb_solver_new(&c, &mut out) })?;
        let ptr = NonNull::new(out).ok_or(Error::from_status(ffi::DNB_E_NOMEM))?;
        Ok(Solver { ptr, options, hook: None })
    }

    /// The options in use.
    pub fn options(&self) -> SolverOptions {
        self.options
    }

    /// Change the options (the table is kept unless `tt_mb` changes); the
    /// progress callback stays.
    pub fn set_options(&mut self, options: SolverOptions) -> Result<()> {
        // The hook stays in its box: its address is the user_data the C
        // solver holds, now and (on failure) with the old options.
        let c = c_options(&options, self.hook.as_mut());
        // SAFETY: valid solver and options.
        check(unsafe { ffi::dnb_solver_set_options(self.ptr.as_ptr(), &c) })?;
        self.options = options;
        Ok(())
    }

    /// Call `f` every `progress_nodes` nodes; it returns true to cancel
    /// (the search then ends with `CANCELLED`).  A panic in it cancels the
    /// search and is resumed when the call returns.
    pub fn set_progress<F>(&mut self, f: F) -> Result<()>
    where
        F: FnMut(&Progress) -> bool + Send + 'static,
    {
        self.hook_up(Some(Box::new(Hook { callback: Box::new(f), panic: None })))
    }

    /// Remove the progress callback.
    pub fn clear_progress(&mut self) -> Result<()> {
        self.hook_up(None)
    }

    fn hook_up(&mut self, mut hook: Option<Box<Hook>>) -> Result<()> {
        let c = c_options(&self.options, hook.as_mut());
        // SAFETY: valid solver and options.  On failure the C solver keeps
        // its old options, whose user_data is the old hook, still in self.
        check(unsafe { ffi::dnb_solver_set_options(self.ptr.as_ptr(), &c) })?;
        self.hook = hook;
        Ok(())
    }

    /// Forget everything in the table.
    pub fn clear(&mut self) -> Result<()> {
        // SAFETY: valid solver, &mut self.
        check(unsafe { ffi::dnb_solver_clear(self.ptr.as_ptr()) }).map(|_| ())
    }

    /// Bytes the solver holds.
    pub fn memory(&self) -> u64 {
        let mut bytes = 0;
        // SAFETY: valid solver and out pointer.
        check(unsafe { ffi::dnb_solver_memory(self.ptr.as_ptr(), &mut bytes) })
            .expect("memory of a valid solver");
        bytes
    }

    fn resume_panic(&mut self) {
        if let Some(h) = self.hook.as_mut() {
            if let Some(payload) = h.panic.take() {
                panic::resume_unwind(payload);
            }
        }
    }

    /// The search; the status tells whether it finished (OK, LIMIT or
    /// CANCELLED).
    fn run(&mut self, game: &Game, value_only: bool) -> Result<(i32, Solution)> {
        let mut r = ffi::dnb_solver_result::default();
        let call = if value_only { ffi::dnb_solver_value } else { ffi::dnb_solver_solve };
        // SAFETY: valid solver and game, result with its size set.
        let status = unsafe { call(self.ptr.as_ptr(), game.raw(), &mut r) };
        self.resume_panic();
        if status != ffi::DNB_E_LIMIT && status != ffi::DNB_E_CANCELLED {
            check(status)?;
        }
        let max = ffi::DNB_SOLVER_MAX_EDGES as usize;
        Ok((status, Solution {
            value: if status == ffi::DNB_OK { Some(r.value) } else { None },
            lower: r.lower,
            upper: r.upper,
            best_moves: r.best_moves[..(r.best_count as usize).min(max)].to_vec(),
            pv: r.pv[..(r.pv_length as usize).min(max)].to_vec(),
            nodes: r.nodes,
            elapsed_ms: r.elapsed_ms,
            tt_bytes: r.tt_bytes,
        }))
    }

    /// Solve the game's position; a search stopped by a limit or the
    /// callback is an error (`LIMIT` or `CANCELLED`; [`Solver::solve_bounded`]
    /// gives its bounds).  `RANGE` for more than 64 undrawn edges.
    pub fn solve(&mut self, game: &Game) -> Result<Solution> {
        match self.run(game, false)? {
            (ffi::DNB_OK, s) => Ok(s),
            (status, _) => Err(Error::from_status(status)),
        }
    }

    /// The value and a principal variation, often much sooner than
    /// [`Solver::solve`]: a [`Solution`] without the list of every best move
    /// (`best_moves` empty).  Errors as [`Solver::solve`].
    pub fn value(&mut self, game: &Game) -> Result<Solution> {
        match self.run(game, true)? {
            (ffi::DNB_OK, s) => Ok(s),
            (status, _) => Err(Error::from_status(status)),
        }
    }

    /// Solve the game's position, also when a limit or the callback stops
    /// the search: then `value` is `None` and `lower..=upper` is what was
    /// proven.
    pub fn solve_bounded(&mut self, game: &Game) -> Result<Solution> {
        self.run(game, false).map(|(_, s)| s)
    }

    /// The value of every legal move as (edge, value), in edge order: what
    /// the mover gets from here on after playing it.
    pub fn move_values(&mut self, game: &Game) -> Result<Vec<(u32, i32)>> {
        let n = game.edge_count() as usize;
        let mut values = vec![0i32; n];
        let mut count = 0usize;
        // SAFETY: n values, the board's edge count.
        let status = unsafe {
            ffi::dnb_solver_move_values(self.ptr.as_ptr(), game.raw(), values.as_mut_ptr(), n,
                                        &mut count)
        };
        self.resume_panic();
        check(status)?;
        Ok(values.iter().take(count).enumerate()
            .filter(|&(_, &v)| v != ffi::DNB_SOLVER_NO_VALUE)
            .map(|(e, &v)| (e as u32, v)).collect())
    }
}
