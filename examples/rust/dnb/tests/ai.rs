// SPDX-License-Identifier: MIT
//! The AI against the real library.

use dnb::{status, Ai, AiOptions, Game, Level, Reason, Rules, Solver, SolverOptions};

#[test]
fn names() {
    let names: Vec<&str> = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                            Level::Perfect].iter().map(|l| l.name()).collect();
    assert_eq!(names, ["beginner", "easy", "medium", "hard", "perfect"]);
    assert_eq!(Reason::DoubleCross.name(), "double-cross");
    assert_eq!("hard".parse::<Level>().unwrap(), Level::Hard);
    assert_eq!("grandmaster".parse::<Level>().unwrap_err().status(), status::PARSE);
}

#[test]
fn hints_give_reasons() {
    let mut ai = Ai::new(AiOptions::level(Level::Easy)).unwrap();
    let mut g = Game::new(2, 1, Rules::STANDARD).unwrap();
    g.play_all(["a1-b1", "a2-b2", "a1-a2"]).unwrap();
    let h = ai.hint(&g).unwrap();
    let b1b2 = g.parse_move("b1-b2").unwrap();
    assert_eq!((h.edge, h.reason, h.level, h.value), (Some(b1b2), Reason::Capture, Level::Easy, None));
    assert_eq!(ai.choose_move(&g).unwrap(), b1b2);
    assert_eq!(g.move_count(), 3);
}

#[test]
fn perfect_plays_what_the_solver_proves() {
    let mut ai = Ai::new(AiOptions { tt_mb: 1, ..AiOptions::level(Level::Perfect) }).unwrap();
    let g = Game::new(2, 2, Rules::STANDARD).unwrap();
    let best = Solver::new(SolverOptions { tt_mb: 1, ..Default::default() }).unwrap()
        .solve(&g).unwrap().best_moves;
    let h = ai.hint(&g).unwrap();
    assert_eq!((h.reason, h.value, h.level), (Reason::Solver, Some(2), Level::Perfect));
    assert!(best.contains(&h.edge.unwrap()));
}

#[test]
fn a_game_to_the_end() {
    let mut hard = Ai::new(AiOptions { seed: 5, node_limit: 2000, ..AiOptions::level(Level::Hard) })
        .unwrap();
    let mut weak = Ai::new(AiOptions { seed: 5, ..AiOptions::level(Level::Beginner) }).unwrap();
    let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
    while !g.is_over() {
        let ai = if g.to_move() == dnb::Player::One { &mut hard } else { &mut weak };
        ai.play(&mut g).unwrap();
    }
    assert_eq!(g.scores().iter().sum::<u32>(), 9);
    assert_eq!(hard.choose_move(&g).unwrap_err().status(), status::OVER);
}

#[test]
fn same_seed_same_moves() {
    let first = |seed| {
        let mut ai = Ai::new(AiOptions { seed, node_limit: 2000, ..AiOptions::level(Level::Hard) })
            .unwrap();
        let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
        (0..4).map(|_| ai.play(&mut g).unwrap().edge).collect::<Vec<_>>()
    };
    assert_eq!(first(11), first(11));
}

#[test]
fn options() {
    let mut ai = Ai::new(AiOptions::default()).unwrap();
    assert_eq!(ai.options().level, Level::Medium);
    ai.set_options(AiOptions { seed: 9, ..AiOptions::level(Level::Perfect) }).unwrap();
    let o = ai.options();
    assert_eq!((o.level, o.seed, o.tt_mb), (Level::Perfect, 9, 16));
    let e = ai.set_options(AiOptions { threads: 0, ..o }).unwrap_err();
    assert_eq!(e.status(), status::RANGE);
    assert_eq!(ai.options(), o);
    assert_eq!(Ai::new(AiOptions { tt_mb: 65537, ..o }).err().map(|e| e.status()), Some(status::RANGE));
    // since 1.2: the table sized to the node budget
    assert!(Ai::new(AiOptions { tt_mb: 0, ..o }).is_ok());
}
