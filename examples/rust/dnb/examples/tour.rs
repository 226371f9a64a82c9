// SPDX-License-Identifier: MIT
//! A tour of the modules beyond the game (man/libdnb-bindings.7 shows this code):
//!     cargo run --example tour
use dnb::{Ai, AiOptions, Component, Dots, Endgame, Game, Level, NimValue, Nimstring,
          NimstringGraph, Rules, Solver, SolverOptions};

fn main() -> Result<(), dnb::Error> {
    let eg = Endgame::parse("3 4l 8l")?;                      // or Endgame::from_components
    println!("v = {}, open {}", eg.value(), eg.optimal_openings()[0]);   // 1, 4l
    println!("{:?}", eg.option(Component::looped(8))?);      // value_after 7, Control::Give

    let mut g = Game::new(3, 1, Rules::STANDARD)?;
    g.play_all(["a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2"])?;
    let a = g.analysis()?;                                    // plain values, nothing to free
    let best = a.best_move.map(|e| g.move_name(e)).transpose()?;
    println!("{:?}, margin {}, play {:?}", a.state, a.margin, best);   // Loony, -3, a1-a2

    let mut solver = Solver::new(SolverOptions { tt_mb: 16, node_limit: 10_000_000,
                                                 ..Default::default() })?;
    let r = solver.solve(&Game::new(2, 2, Rules::STANDARD)?)?;   // Err(LIMIT) at the limit
    println!("value {:?}, {} best moves, pv {} long, {} nodes", r.value, r.best_moves.len(),
             r.pv.len(), r.nodes);                            // Some(2), 8, 12

    let mut ice = Game::new(2, 2, Rules::STANDARD)?;
    ice.play_all(["a1-b1", "b1-c1", "a1-a2", "a2-a3"])?;     // a 2x2, top and left drawn: *2
    let graph = NimstringGraph::from_game(&ice)?;             // strings and coins
    let mut ns = Nimstring::new(Default::default())?;
    let v = ns.value(&graph)?;                                 // NimValue::Nimber(2)
    println!("{}: the player to move {}", v, if v.wins() { "wins" } else { "loses" });
    let parts = NimstringGraph::parse("coins 2\n0 G\n0 G\n0 G\n1 G\n1 G\n")?;
    let sum: NimValue = (0..2).map(|c| ns.component_value(&parts, c)).sum::<Result<_, _>>()?;
    println!("0 + *1 = {}", sum);                             // *1

    let mut ai = Ai::new(AiOptions { seed: 7, ..AiOptions::level(Level::Hard) })?;
    let mut game = Game::new(3, 3, Rules::STANDARD)?;
    let edge = ai.choose_move(&game)?;                        // the AI only reads the game
    game.play(edge)?;
    let hint = ai.hint(&game)?;
    let name = hint.edge.map(|e| game.move_name(e)).transpose()?;
    println!("hint {:?} because {}", name, hint.reason.name());      // e.g. "safe"

    let mut dots = Dots::new(10, 10)?;                        // kropki, not Dots-and-Boxes
    for p in ["b1", "b2", "a2", "a1", "c2", "c1"] {
        dots.play_str(p)?;
    }
    println!("captured {}, scores {:?}", dots.play_str("b3")?, dots.scores());   // 1, [1, 0]
    Ok(())
}
