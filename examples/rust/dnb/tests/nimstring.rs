// SPDX-License-Identifier: MIT
//! Nimstring values against the real library: Berlekamp's positions, the
//! sum rule, the solver as a second route, errors and limits.

use dnb::{status, Game, NimValue, Nimstring, NimstringGraph, Rules, Solver, SolverOptions};

const G: u32 = NimstringGraph::GROUND;

fn small() -> bool {
    std::env::var("DNB_TEST_SMALL").ok().as_deref() == Some("1")
}

fn evaluator() -> Nimstring {
    Nimstring::new(Default::default()).unwrap()
}

fn board(w: u32, h: u32, moves: &[&str]) -> Game {
    let mut g = Game::new(w, h, Rules::STANDARD).unwrap();
    g.play_all(moves.iter().copied()).unwrap();
    g
}

fn value_of(ns: &mut Nimstring, g: &Game) -> NimValue {
    ns.value(&NimstringGraph::from_game(g).unwrap()).unwrap()
}

/// The cuts that win for the player to move: after a capture the cutter
/// moves again and wants a value other than 0, else the opponent moves.
fn winning_strings(ns: &mut Nimstring, graph: &NimstringGraph) -> Vec<u32> {
    let n = graph.string_count();
    let ends: Vec<_> = (0..n).map(|s| graph.string(s).unwrap()).collect();
    let degree = |c: u32| ends.iter().filter(|e| e.a == c || e.b == c).count();
    let takes = |s: usize| [ends[s].a, ends[s].b].iter().any(|&c| c != G && degree(c) == 1);
    ns.move_values(graph).unwrap().iter().enumerate()
        .filter(|&(s, &v)| if takes(s) { v.wins() } else { !v.wins() })
        .map(|(s, _)| s as u32).collect()
}

#[test]
fn values_print_and_add_like_berlekamps() {
    use NimValue::{Loony, Nimber};
    assert_eq!(Nimber(0) + Nimber(1) + Nimber(3), Nimber(2));
    assert_eq!(Nimber(5) + Loony, Loony);
    assert_eq!([Nimber(1), Nimber(1)].into_iter().sum::<NimValue>(), Nimber(0));
    assert_eq!(format!("{} {} {}", Nimber(0), Nimber(2), Loony), "0 *2 loony");
    assert!(Loony.wins() && Nimber(1).wins() && !Nimber(0).wins());
    assert_eq!(NimValue::from_raw(dnb::ffi::DNB_NIMSTRING_LOONY), Loony);
    assert_eq!((Loony.nimber(), Nimber(4).nimber(), Nimber(4).raw()), (None, Some(4), 4));
}

#[test]
fn berlekamps_boards() {
    let mut ns = evaluator();
    assert_eq!(value_of(&mut ns, &board(1, 1, &[])), NimValue::Nimber(1));
    assert_eq!(value_of(&mut ns, &board(2, 2, &[])), NimValue::Nimber(0));
    // 7 of the 8 outer lines drawn: a 4-loop with one coin grounded, *1;
    // cutting the ground string is the only move that wins.
    let g = board(2, 2, &["a1-b1", "b1-c1", "c1-c2", "c2-c3", "b3-c3", "a3-b3", "a2-a3"]);
    let graph = NimstringGraph::from_game(&g).unwrap();
    assert_eq!(ns.value(&graph).unwrap(), NimValue::Nimber(1));
    let wins = winning_strings(&mut ns, &graph);
    assert_eq!(wins.len(), 1);
    let edge = graph.string(wins[0]).unwrap().edge.unwrap();
    assert_eq!(g.move_name(edge).unwrap(), "a1-a2");
    let loony = ns.move_values(&graph).unwrap().iter().filter(|v| v.is_loony()).count();
    assert_eq!(loony, 4);
    // A 2x2 with its top and left edges drawn: *2.
    assert_eq!(value_of(&mut ns, &board(2, 2, &["a1-b1", "b1-c1", "a1-a2", "a2-a3"])),
               NimValue::Nimber(2));
}

#[test]
fn graphs_built_read_and_written() {
    let mut ns = evaluator();
    for (k, want) in [(1, 0), (2, 1), (3, 0), (4, 1)] {
        let mut coin = NimstringGraph::new(1).unwrap();
        for _ in 0..k {
            coin.add_string(0, G).unwrap();
        }
        assert_eq!(ns.value(&coin).unwrap(), NimValue::Nimber(want), "{} strings", k);
    }
    let mut chain = NimstringGraph::new(3).unwrap();
    let idx: Vec<u32> = [(G, 0), (0, 1), (1, 2), (2, G)].iter()
        .map(|&(a, b)| chain.add_string(a, b).unwrap()).collect();
    assert_eq!(idx, [0, 1, 2, 3]);
    assert_eq!(ns.value(&chain).unwrap(), NimValue::Nimber(0));
    assert!(ns.move_values(&chain).unwrap().iter().all(|v| v.is_loony()));
    let s = chain.string(1).unwrap();
    assert_eq!((s.a, s.b, s.edge), (0, 1, None));
    let text = chain.format().unwrap();
    let back = NimstringGraph::parse(&text).unwrap();
    assert_eq!(back.to_string(), text);
    assert_eq!((back.coin_count(), back.string_count()), (3, 4));
    let mut twin = chain.clone();
    twin.add_string(0, G).unwrap();
    assert_eq!((chain.string_count(), twin.string_count()), (4, 5));
    let opened = NimstringGraph::parse("coins 4\n0 1\n1 2\n2 3\n").unwrap();
    assert_eq!(ns.value(&opened).unwrap(), NimValue::Loony);
}

#[test]
fn components_add_up() {
    let mut ns = evaluator();
    // 0 + * + *3 = *2: three components joined only through the ground.
    let graph = NimstringGraph::parse(
        "coins 6\n0 G\n0 G\n0 G\n1 G\n1 G\n3 5\n4 G\n4 5\n2 4\n3 2\n5 2\n").unwrap();
    assert_eq!(graph.components().unwrap(),
               vec![vec![0, 1, 2], vec![3, 4], vec![5, 6, 7, 8, 9, 10]]);
    assert_eq!(graph.component_of().unwrap(), [0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2]);
    let parts: Vec<NimValue> = (0..3).map(|c| ns.component_value(&graph, c).unwrap()).collect();
    assert_eq!(parts, [NimValue::Nimber(0), NimValue::Nimber(1), NimValue::Nimber(3)]);
    assert_eq!(parts.into_iter().sum::<NimValue>(), NimValue::Nimber(2));
    assert_eq!(ns.value(&graph).unwrap(), NimValue::Nimber(2));
    assert_eq!(ns.component_value(&graph, 3).unwrap_err().status(), status::RANGE);
}

#[test]
fn agrees_with_the_solver() {
    // A tiny deterministic generator: the crate has no dependencies.
    let mut seed = 16u64;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) % n as u64) as usize
    };
    let mut ns = evaluator();
    let mut solver = Solver::new(SolverOptions { tt_mb: 4, ..Default::default() }).unwrap();
    let sizes = [(1, 1), (1, 2), (2, 2), (3, 2), (3, 3)];
    for _ in 0..(if small() { 20 } else { 150 }) {
        let (w, h) = sizes[next(sizes.len())];
        let mut g = Game::new(w, h, Rules::NIMSTRING).unwrap();
        while !g.is_over() && (g.edge_count() - g.move_count() > 16 || next(10) < 4) {
            let legal = g.legal_moves();
            g.play(legal[next(legal.len())]).unwrap();
        }
        let graph = NimstringGraph::from_game(&g).unwrap();
        let value = ns.value(&graph).unwrap();
        assert_eq!(value.wins(), solver.solve(&g).unwrap().value == Some(1), "{:?}", g.moves());
        let mut ours: Vec<u32> = winning_strings(&mut ns, &graph).iter()
            .map(|&s| graph.string(s).unwrap().edge.unwrap()).collect();
        ours.sort_unstable();
        let theirs: Vec<u32> = solver.move_values(&g).unwrap().into_iter()
            .filter(|&(_, v)| v == 1).map(|(e, _)| e).collect();
        assert_eq!(ours, theirs, "{:?}", g.moves());
    }
}

#[test]
fn errors_and_limits() {
    for rules in [Rules::MISERE, Rules::COMPULSORY] {
        let g = Game::new(2, 2, rules).unwrap();
        assert_eq!(NimstringGraph::from_game(&g).unwrap_err().status(), status::NOT_APPLICABLE);
    }
    let mut graph = NimstringGraph::new(2).unwrap();
    assert_eq!(graph.add_string(0, 0).unwrap_err().status(), status::INVALID);
    assert_eq!(graph.add_string(G, G).unwrap_err().status(), status::INVALID);
    assert_eq!(graph.add_string(0, 2).unwrap_err().status(), status::RANGE);
    assert_eq!(graph.string_count(), 0);
    assert_eq!(graph.string(0).unwrap_err().status(), status::RANGE);
    assert_eq!(NimstringGraph::new(dnb::ffi::DNB_NIMSTRING_MAX_COINS + 1).unwrap_err().status(),
               status::RANGE);
    let e = NimstringGraph::parse("coins 2\n0 1\n1 7\n").unwrap_err();
    assert_eq!((e.status(), e.position()), (status::RANGE, Some((3, 3))));
    assert_eq!(NimstringGraph::parse("coins 2\n0 x\n").unwrap_err().status(), status::PARSE);

    let bad = dnb::NimstringOptions { memo_mb: 0, ..Default::default() };
    assert_eq!(Nimstring::new(bad).unwrap_err().status(), status::RANGE);
    let mut ns = Nimstring::new(dnb::NimstringOptions { memo_mb: 1, node_limit: 1,
                                                        ..Default::default() }).unwrap();
    let big = NimstringGraph::from_game(&Game::new(6, 6, Rules::STANDARD).unwrap()).unwrap();
    assert_eq!(ns.value(&big).unwrap_err().status(), status::LIMIT);
    assert_eq!(ns.set_options(bad).unwrap_err().status(), status::RANGE);
    assert_eq!(ns.options().memo_mb, 1);
    ns.set_options(dnb::NimstringOptions { memo_mb: 1, ..Default::default() }).unwrap();
    ns.clear().unwrap();
    assert_eq!(value_of(&mut ns, &board(2, 2, &[])), NimValue::Nimber(0));
    let _ = ns.nodes();
}
