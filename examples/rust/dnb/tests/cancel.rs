// SPDX-License-Identifier: MIT
//! Canceller: another thread stops an AI move and a Nimstring value that
//! would otherwise run for hours (a node budget of 2^60, no time limit);
//! the call returns CANCELLED and the object then works as before.
//!
//! A cancel made before the call has begun is forgotten as it begins, so
//! the test cancels again and again, 1 ms apart, until the call is back.
//! No time is measured: the wait is only bounded (WAIT_STEPS tries), so
//! that a cancel that does not work fails the test instead of hanging it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use dnb::{status, Ai, AiOptions, Canceller, Game, Level, Nimstring, NimstringGraph, Result,
          Rules};

const HUGE_BUDGET: u64 = 1 << 60;
const WAIT_STEPS: u32 = 300_000; // 5 minutes at most

/// Run `call` on `obj` in a thread, cancel it through `stop` until it is
/// back; the object and what the call returned.
fn cancelled<T, R, F>(obj: T, stop: &Canceller, call: F) -> (T, Result<R>)
where
    T: Send + 'static,
    R: Send + 'static,
    F: FnOnce(&mut T) -> Result<R> + Send + 'static,
{
    let done = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&done);
    let worker = thread::spawn(move || {
        let mut obj = obj;
        let r = call(&mut obj);
        flag.store(true, Ordering::SeqCst);
        (obj, r)
    });
    // let the call get into its search (the test holds with any wait)
    thread::sleep(Duration::from_millis(100));
    let mut steps = 0;
    while !done.load(Ordering::SeqCst) {
        assert!(steps < WAIT_STEPS, "the call was not cancelled after {} tries", WAIT_STEPS);
        assert!(stop.cancel());
        thread::sleep(Duration::from_millis(1));
        steps += 1;
    }
    worker.join().expect("the worker")
}

fn small_game() -> Game {
    let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
    g.play_all(["a1-b1", "a2-a3", "c1-d1"]).unwrap();
    g
}

/// The move an AI of `options` makes at once on the small game, with a
/// small budget.
fn fresh_move(options: AiOptions) -> u32 {
    let mut ai = Ai::new(AiOptions { node_limit: 20_000, ..options }).unwrap();
    ai.choose_move(&small_game()).unwrap()
}

fn cancel_ai(level: Level, size: u32, hint: bool) {
    let options = AiOptions { seed: 11, node_limit: HUGE_BUDGET, ..AiOptions::level(level) };
    let ai = Ai::new(options).unwrap();
    let stop = ai.canceller();
    let (mut ai, r) = if hint {
        cancelled(ai, &stop, move |ai| {
            let g = Game::new(size, size, Rules::STANDARD)?;
            ai.hint(&g).map(|h| h.edge.unwrap_or(u32::MAX))
        })
    } else {
        cancelled(ai, &stop, move |ai| {
            let g = Game::new(size, size, Rules::STANDARD)?;
            ai.choose_move(&g)
        })
    };
    assert_eq!(r.unwrap_err().status(), status::CANCELLED);

    // usable afterwards: plays the small game as a fresh AI does
    ai.set_options(AiOptions { node_limit: 20_000, ..options }).unwrap();
    let e = ai.choose_move(&small_game()).unwrap();
    assert_eq!(e, fresh_move(options));
    assert!(stop.is_alive());
}

#[test]
fn cancels_a_perfect_move() {
    // 5x5: the solver's search, stopped through its progress callback
    cancel_ai(Level::Perfect, 5, false);
}

#[test]
fn cancels_a_hard_hint() {
    // 10x10: Monte-Carlo playouts
    cancel_ai(Level::Hard, 10, true);
}

#[test]
fn cancels_a_nimstring_value() {
    let ns = Nimstring::new(Default::default()).unwrap();
    let stop = ns.canceller();
    let (mut ns, r) = cancelled(ns, &stop, |ns| {
        let g = NimstringGraph::from_game(&Game::new(20, 20, Rules::STANDARD)?)?;
        ns.value(&g)
    });
    assert_eq!(r.unwrap_err().status(), status::CANCELLED);

    // usable afterwards: the values a fresh evaluator gives
    let g = NimstringGraph::from_game(&small_game()).unwrap();
    let mut fresh = Nimstring::new(Default::default()).unwrap();
    assert_eq!(ns.value(&g).unwrap(), fresh.value(&g).unwrap());
    assert_eq!(ns.move_values(&g).unwrap(), fresh.move_values(&g).unwrap());
    assert!(stop.is_alive());
}

#[test]
fn a_cancel_with_no_call_running_changes_nothing() {
    let mut ai = Ai::new(AiOptions { seed: 11, node_limit: 20_000, ..AiOptions::level(Level::Hard) })
        .unwrap();
    let stop = ai.canceller();
    assert!(stop.cancel());
    assert!(stop.cancel());
    let options = ai.options();
    assert_eq!(ai.choose_move(&small_game()).unwrap(), fresh_move(options));

    let mut ns = Nimstring::new(Default::default()).unwrap();
    let stop = ns.canceller();
    assert!(stop.cancel());
    let g = NimstringGraph::from_game(&small_game()).unwrap();
    let fresh = Nimstring::new(Default::default()).unwrap().value(&g).unwrap();
    assert_eq!(ns.value(&g).unwrap(), fresh);
}

#[test]
fn a_handle_outlives_its_object_safely() {
    let ai = Ai::new(AiOptions::default()).unwrap();
    let ns = Nimstring::new(Default::default()).unwrap();
    let (a, n) = (ai.canceller(), ns.canceller());
    let a2 = a.clone();
    assert!(a.is_alive() && n.is_alive());
    assert_eq!(format!("{:?}", a), "Canceller { of: \"Ai\" }");
    drop(ai);
    drop(ns);
    assert!(!a.cancel() && !a2.cancel() && !n.cancel());
    assert!(!a.is_alive() && !n.is_alive());
    assert_eq!(format!("{:?}", n), "Canceller { of: \"dropped\" }");

    // the handles are Send and Sync
    fn send_sync<T: Send + Sync>(_: &T) {}
    send_sync(&a);
    thread::spawn(move || assert!(!a2.cancel())).join().unwrap();
}
