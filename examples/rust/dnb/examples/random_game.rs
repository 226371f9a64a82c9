// SPDX-License-Identifier: MIT
//! Play a random game on a 3x3 board and print it:
//!     cargo run --example random_game [SEED]
use dnb::{Format, Game, Rules};

fn main() -> Result<(), dnb::Error> {
    let mut seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut game = Game::new(3, 3, Rules::STANDARD)?;
    while !game.is_over() {
        // A linear congruential step is plenty to pick moves.
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let legal = game.legal_moves();
        let edge = legal[((seed >> 33) % legal.len() as u64) as usize];
        let player = game.to_move();
        let took = game.play(edge)?;
        println!("player {} plays {} ({} boxes)", player.number(), game.move_name(edge)?, took);
    }
    print!("{}", game);
    print!("{}", game.format(Format::Record)?);
    Ok(())
}
