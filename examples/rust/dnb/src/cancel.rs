// SPDX-License-Identifier: MIT
//! [`Canceller`]: stop an [`Ai`](crate::Ai) move or a
//! [`Nimstring`](crate::Nimstring) value from another thread
//! (`dnb_ai_cancel`, `dnb_nimstring_cancel`, libdnb 1.2).
//!
//! The call being stopped holds `&mut` of its object, so no other thread
//! can reach the object itself meanwhile; a `Canceller` is a separate,
//! shared handle to it.  It cannot outlive the object unsafely: the object,
//! when dropped, marks the handle dead before it frees its C object, under
//! the same lock that [`Canceller::cancel`] holds while it calls the C
//! function, so a cancel runs either on a live object or not at all.

use std::fmt;
use std::sync::{Arc, Mutex};

use crate::ffi;

/// The C object a handle reaches, or none once its owner is dropped.
#[derive(Clone, Copy, Debug)]
enum Raw {
    Ai(*mut ffi::dnb_ai),
    Nimstring(*mut ffi::dnb_nimstring),
    Freed,
}

// SAFETY: the pointers are only given to dnb_ai_cancel and
// dnb_nimstring_cancel, which the library allows from any thread during
// any call on the object (an atomic store), and only while the owner has
// not freed it (the owner sets Freed under the lock first).
unsafe impl Send for Raw {}

/// What an owner ([`Ai`](crate::Ai), [`Nimstring`](crate::Nimstring))
/// keeps: its end of the handles.
pub(crate) struct Slot(Arc<Mutex<Raw>>);

impl Slot {
    pub(crate) fn ai(ptr: *mut ffi::dnb_ai) -> Slot {
        Slot(Arc::new(Mutex::new(Raw::Ai(ptr))))
    }

    pub(crate) fn nimstring(ptr: *mut ffi::dnb_nimstring) -> Slot {
        Slot(Arc::new(Mutex::new(Raw::Nimstring(ptr))))
    }

    pub(crate) fn handle(&self) -> Canceller {
        Canceller { target: Arc::clone(&self.0) }
    }

    /// To be called by the owner's drop before it frees the C object: a
    /// cancel running now ends first, later ones do nothing.
    pub(crate) fn release(&self) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Raw::Freed;
    }
}

/// A handle that stops the call running on an [`Ai`](crate::Ai)
/// ([`Ai::canceller`](crate::Ai::canceller)) or a
/// [`Nimstring`](crate::Nimstring)
/// ([`Nimstring::canceller`](crate::Nimstring::canceller)) from another
/// thread: `Send`, `Sync` and `Clone`, and safe to keep after the object
/// is dropped (then it does nothing).
///
/// The call stops within milliseconds and returns the error `CANCELLED`
/// with nothing written; the object keeps what it had learned (the AI's
/// solver table, the evaluator's memo) and takes the next call as usual.
/// A cancel made while no call runs has no effect, and one made just
/// before a call begins is forgotten as the call begins: a thread that
/// must stop a call it cannot see begin repeats the cancel until the call
/// has returned.
///
/// ```no_run
/// use std::sync::atomic::{AtomicBool, Ordering};
/// use std::sync::Arc;
/// use std::{thread, time::Duration};
/// use dnb::{status, Ai, AiOptions, Game, Level, Rules};
///
/// let mut ai = Ai::new(AiOptions { node_limit: 1 << 60, ..AiOptions::level(Level::Perfect) })?;
/// let game = Game::new(5, 5, Rules::STANDARD)?;
/// let stop = ai.canceller();
/// let done = Arc::new(AtomicBool::new(false));
/// let flag = Arc::clone(&done);
/// let worker = thread::spawn(move || {
///     let r = ai.choose_move(&game);
///     flag.store(true, Ordering::SeqCst);
///     (ai, r)
/// });
/// while !done.load(Ordering::SeqCst) {
///     stop.cancel();                 // again until the call is back
///     thread::sleep(Duration::from_millis(1));
/// }
/// let (ai, r) = worker.join().unwrap();
/// assert_eq!(r.unwrap_err().status(), status::CANCELLED);
/// # drop(ai);
/// # Ok::<(), dnb::Error>(())
/// ```
#[derive(Clone)]
pub struct Canceller {
    target: Arc<Mutex<Raw>>,
}

impl Canceller {
    /// Stop the call running on the object, if any.  False when the
    /// object has been dropped (nothing done); true otherwise, which does
    /// not say that a call was running.
    pub fn cancel(&self) -> bool {
        let raw = self.target.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: a pointer still in the slot is to a live object (its
        // owner sets Freed under this lock before freeing it), and the
        // cancel functions may be called during any call on it.
        match *raw {
            Raw::Ai(p) => unsafe { ffi::dnb_ai_cancel(p) == ffi::DNB_OK },
            Raw::Nimstring(p) => unsafe { ffi::dnb_nimstring_cancel(p) == ffi::DNB_OK },
            Raw::Freed => false,
        }
    }

    /// Whether the object is still there (not dropped).
    pub fn is_alive(&self) -> bool {
        !matches!(*self.target.lock().unwrap_or_else(|e| e.into_inner()), Raw::Freed)
    }
}

impl fmt::Debug for Canceller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let raw = *self.target.lock().unwrap_or_else(|e| e.into_inner());
        let of = match raw {
            Raw::Ai(_) => "Ai",
            Raw::Nimstring(_) => "Nimstring",
            Raw::Freed => "dropped",
        };
        f.debug_struct("Canceller").field("of", &of).finish()
    }
}
