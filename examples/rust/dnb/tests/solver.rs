// SPDX-License-Identifier: MIT
//! The solver against the real library: known values, limits, callbacks.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use dnb::{ffi, status, Game, Rules, Solver, SolverOptions};

fn small() -> bool {
    std::env::var("DNB_TEST_SMALL").ok().as_deref() == Some("1")
}

fn opts(tt_mb: u32) -> SolverOptions {
    SolverOptions { tt_mb, ..Default::default() }
}

fn names(g: &Game, edges: &[u32]) -> Vec<String> {
    edges.iter().map(|&e| g.move_name(e).unwrap()).collect()
}

#[test]
fn values_of_small_boards() {
    let mut s = Solver::new(opts(4)).unwrap();
    let g = Game::new(2, 2, Rules::STANDARD).unwrap();
    let r = s.solve(&g).unwrap();
    assert_eq!((r.value, r.lower, r.upper), (Some(2), 2, 2));
    assert_eq!(names(&g, &r.best_moves),
               ["a1-b1", "b1-c1", "a3-b3", "b3-c3", "a1-a2", "c1-c2", "a2-a3", "c2-c3"]);
    assert_eq!(r.pv.len(), 12);
    let values = s.move_values(&g).unwrap();
    assert_eq!(values.len(), 12);
    let best: Vec<u32> = values.iter().filter(|&&(_, v)| v == 2).map(|&(e, _)| e).collect();
    assert_eq!(best, r.best_moves);
    assert!(s.memory() > 4 << 20);
    if !small() {
        // 300,000 nodes: a tenth of a second natively, too long under memcheck.
        let g3 = Game::new(3, 3, Rules::STANDARD).unwrap();
        assert_eq!(s.solve(&g3).unwrap().value, Some(-3));
        s.clear().unwrap();
        let v = s.value(&g3).unwrap();
        assert_eq!((v.value, v.lower, v.upper), (Some(-3), -3, -3));
        assert!(v.best_moves.is_empty() && v.pv.len() == 24);
    }
    s.clear().unwrap();
}

#[test]
fn principal_variation_replays_to_the_value() {
    let mut s = Solver::new(opts(1)).unwrap();
    let mut g = Game::new(2, 2, Rules::STANDARD).unwrap();
    g.play_str("a1-b1").unwrap();
    let r = s.solve(&g).unwrap();
    let mover = g.to_move();
    let before = g.scores();
    for &e in &r.pv {
        g.play(e).unwrap();
    }
    assert!(g.is_over());
    let gain = |p: dnb::Player| (g.score(p) - before[p.number() as usize - 1]) as i32;
    assert_eq!(gain(mover) - gain(mover.other()), r.value.unwrap());
}

#[test]
fn variants() {
    let mut s = Solver::new(opts(1)).unwrap();
    let g = Game::new(1, 1, Rules::NIMSTRING).unwrap();
    assert_eq!(s.solve(&g).unwrap().value, Some(1));
    let g = Game::new(1, 1, Rules::MISERE).unwrap();
    assert_eq!(s.solve(&g).unwrap().value, Some(1));
}

#[test]
fn limits_and_progress() {
    let g = Game::new(3, 3, Rules::STANDARD).unwrap();
    let mut s = Solver::new(SolverOptions { node_limit: 1000, ..opts(1) }).unwrap();
    assert_eq!(s.solve(&g).unwrap_err().status(), status::LIMIT);
    let r = s.solve_bounded(&g).unwrap();
    assert_eq!(r.value, None);
    assert!(r.lower <= -3 && -3 <= r.upper);
    assert!(r.best_moves.is_empty());

    s.set_options(SolverOptions { progress_nodes: 1000, ..opts(1) }).unwrap();
    let calls = Arc::new(AtomicU32::new(0));
    let seen = calls.clone();
    s.set_progress(move |p| {
        assert!(p.lower <= p.upper);
        seen.fetch_add(1, Ordering::SeqCst) + 1 == 2
    }).unwrap();
    s.clear().unwrap();
    assert_eq!(s.solve(&g).unwrap_err().status(), status::CANCELLED);
    assert_eq!(calls.load(Ordering::SeqCst), 2);

    // A panic in the callback cancels the search and comes back here.
    s.set_progress(|_| panic!("from the callback")).unwrap();
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| s.solve(&g)));
    assert!(caught.is_err());
    s.clear_progress().unwrap();
    let g2 = Game::new(2, 2, Rules::STANDARD).unwrap();
    assert_eq!(s.solve(&g2).unwrap().value, Some(2));
}

#[test]
fn bad_options_and_positions() {
    for o in [SolverOptions { threads: 0, ..opts(1) }, SolverOptions { threads: 65, ..opts(1) },
              opts(65537)] {
        assert_eq!(Solver::new(o).err().map(|e| e.status()), Some(status::RANGE));
    }
    let o = SolverOptions { disable: 64, ..opts(1) };
    assert_eq!(Solver::new(o).err().map(|e| e.status()), Some(status::INVALID));
    let o = SolverOptions { disable: ffi::unstable::DNB_SOLVER_NO_TABLE
                                     | ffi::unstable::DNB_SOLVER_NO_SYMMETRY,
                            ..opts(1) };
    let mut s = Solver::new(o).unwrap();
    let big = Game::new(6, 6, Rules::STANDARD).unwrap();      // 84 undrawn edges
    assert_eq!(s.solve(&big).unwrap_err().status(), status::RANGE);
    assert_eq!(s.set_options(opts(65537)).unwrap_err().status(), status::RANGE);
    assert_eq!(s.options().tt_mb, 1);
    let g = Game::new(2, 2, Rules::STANDARD).unwrap();
    assert_eq!(s.solve(&g).unwrap().value, Some(2));           // the same without the table
}

#[test]
fn solvers_and_ais_move_to_other_threads() {
    let mut s = Solver::new(opts(1)).unwrap();
    let mut ai = dnb::Ai::new(dnb::AiOptions::level(dnb::Level::Perfect)).unwrap();
    let g = Game::new(2, 2, Rules::STANDARD).unwrap();
    let t = std::thread::spawn(move || {
        let v = s.solve(&g).unwrap().value;
        let h = ai.hint(&g).unwrap();
        (v, h.value, format!("{:?}", s).contains("tt_mb: 1"))
    });
    assert_eq!(t.join().unwrap(), (Some(2), Some(2), true));
}
