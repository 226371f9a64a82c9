// SPDX-License-Identifier: MIT
//! The endgame evaluator and the board analysis against the real library.

use dnb::{status, AnalysisState, Component, Control, Endgame, Game, Player, RegionKind, Rules};

fn small() -> bool {
    std::env::var("DNB_TEST_SMALL").ok().as_deref() == Some("1")
}

/// v(G) by the recursion of dnb_endgame_evaluate(3): (length, is_loop).
fn recursion(g: &mut Vec<(u32, bool)>) -> i64 {
    let mut best: Option<i64> = None;
    for i in 0..g.len() {
        let (n, is_loop) = g.remove(i);
        let h = if is_loop { 4 } else { 2 };
        let v = n as i64 - h + (recursion(g) - h).abs();
        g.insert(i, (n, is_loop));
        best = Some(best.map_or(v, |b| b.min(v)));
    }
    best.unwrap_or(0)
}

#[test]
fn worked_example() {
    let eg = Endgame::parse("3 4l 8l").unwrap();
    let r = eg.evaluate();
    assert_eq!((r.value, r.controlled_value, r.terminal_bonus), (1, 1, 6));
    assert_eq!((r.boxes, r.chains, r.loops), (15, 1, 2));
    assert_eq!(r.standard_move, Some(Component::chain(3)));
    assert_eq!(r.best_move, Some(Component::looped(4)));
    assert_eq!((r.allcock_case, r.allcock_override), (2, true));
    assert_eq!(eg.optimal_openings(), vec![Component::looped(4)]);
    let o = eg.option(Component::chain(3)).unwrap();
    assert_eq!((o.value_without, o.value_after, o.decision), (4, 3, Control::Keep));
    let o = eg.option("8l".parse().unwrap()).unwrap();
    assert_eq!((o.value_without, o.value_after, o.decision), (1, 7, Control::Give));
    assert_eq!(eg.controller(), vec![(Component::chain(3), Control::Keep),
                                     (Component::looped(4), Control::Keep),
                                     (Component::looped(8), Control::Give)]);
    assert_eq!(eg.to_string(), "3 + 4l + 8l");
    assert_eq!(eg.len(), 3);
}

#[test]
fn building_a_list() {
    let mut eg = Endgame::new().unwrap();
    assert!(eg.is_empty());
    assert_eq!(eg.value(), 0);
    assert_eq!(eg.evaluate().best_move, None);
    eg.add(Component::chain(3), 2).unwrap();
    eg.add(Component::looped(6), 1).unwrap();
    eg.remove(Component::chain(3)).unwrap();
    assert_eq!(eg.components(), vec![(Component::chain(3), 1), (Component::looped(6), 1)]);
    assert_eq!(Component::looped(6).to_string(), "6l");
    assert_eq!("5c".parse::<Component>().unwrap(), Component::chain(5));
    eg.clear().unwrap();
    assert_eq!(eg.to_string(), "(empty)");
}

#[test]
fn against_the_recursion() {
    let mut seed: u64 = 3;
    let mut next = |n: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    let mut eg = Endgame::new().unwrap();
    for _ in 0..if small() { 30 } else { 200 } {
        let mut g = Vec::new();
        for _ in 0..next(6) {
            if next(10) < 4 {
                g.push((2 * (2 + next(5) as u32), true));
            } else {
                g.push((3 + next(7) as u32, false));
            }
        }
        let parts: Vec<Component> = g.iter()
            .map(|&(n, l)| if l { Component::looped(n) } else { Component::chain(n) })
            .collect();
        eg.set(&parts).unwrap();
        let want = recursion(&mut g);
        assert_eq!(eg.value(), want, "{}", eg);
        for c in eg.optimal_openings() {
            assert_eq!(eg.option(c).unwrap().value_after, want);
        }
    }
}

#[test]
fn bad_components() {
    assert_eq!(Endgame::parse("3 5l").unwrap_err().status(), status::RANGE);
    assert_eq!(Endgame::parse("2").unwrap_err().status(), status::RANGE);
    assert_eq!(Endgame::parse("x").unwrap_err().status(), status::PARSE);
    let mut eg = Endgame::parse("3 4").unwrap();
    let e = eg.set(&[Component::chain(5), Component::looped(7)]).unwrap_err();
    assert_eq!(e.status(), status::RANGE);
    assert_eq!(eg.to_string(), "3 + 4");                // all or nothing
    assert_eq!(eg.remove(Component::looped(8)).unwrap_err().status(), status::RANGE);
    assert_eq!(eg.option(Component::looped(8)).unwrap_err().status(), status::RANGE);
}

const CHAIN_3X1: [&str; 6] = ["a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2"];

#[test]
fn analysis_of_a_loony_chain() {
    let mut g = Game::new(3, 1, Rules::STANDARD).unwrap();
    g.play_all(CHAIN_3X1).unwrap();
    let a = g.analysis().unwrap();
    assert_eq!(a.state, AnalysisState::Loony);
    assert_eq!((a.value, a.margin, a.controlled_value), (3, -3, 3));
    assert_eq!(a.best_move, Some(g.parse_move("a1-a2").unwrap()));
    assert_eq!((a.long_chains, a.loops, a.safe_moves), (1, 0, 0));
    assert_eq!(a.endgame, Some(vec![Component::chain(3)]));
    assert_eq!(a.regions.len(), 1);
    let r = &a.regions[0];
    assert_eq!((r.kind, r.length), (RegionKind::Chain, 3));
    assert_eq!(r.ends, (Some(g.parse_move("a1-a2").unwrap()), Some(g.parse_move("d1-d2").unwrap())));
    assert_eq!(r.boxes, vec![0, 1, 2]);
    let names: Vec<String> = r.edges.iter().map(|&e| g.move_name(e).unwrap()).collect();
    assert_eq!(names, ["a1-a2", "b1-b2", "c1-c2", "d1-d2"]);
}

#[test]
fn analysis_of_a_handout_and_an_open_board() {
    let mut g = Game::new(3, 1, Rules::STANDARD).unwrap();
    g.play_all(CHAIN_3X1).unwrap();
    g.play_str("a1-a2").unwrap();
    let a = g.analysis().unwrap();
    assert_eq!((a.state, a.to_move), (AnalysisState::Handout, Player::Two));
    assert_eq!((a.decision, a.margin), (Some(Control::Give), 3));
    assert_eq!(a.best_move, Some(g.parse_move("b1-b2").unwrap()));
    assert_eq!(a.regions[0].kind, RegionKind::Capturable);

    let a = Game::new(5, 5, Rules::STANDARD).unwrap().analysis().unwrap();
    assert_eq!((a.state, a.wanted_parity, a.safe_moves), (AnalysisState::None, 0, 60));
    assert_eq!((a.best_move, a.decision, a.endgame.clone()), (None, None, None));
    assert_eq!((a.regions[0].kind, a.regions[0].length), (RegionKind::Other, 25));
}
