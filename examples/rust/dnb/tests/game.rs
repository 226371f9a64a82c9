// SPDX-License-Identifier: MIT
//! The safe wrapper against the real library (run by meson test, suite
//! "rust", with the library just built).

use dnb::{status, Format, Game, Orientation, Outcome, Player, Rules};

fn small() -> bool {
    std::env::var("DNB_TEST_SMALL").ok().as_deref() == Some("1")
}

/// Four moves on a 1x1 board: player 2 draws the last side.
fn play_1x1(g: &mut Game) {
    g.play_all(["a1-b1", "a2-b2", "a1-a2", "b1-b2"]).unwrap();
}

/// A small fixed-seed generator (xorshift64*), so the crate needs nothing.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        ((self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) % n as u64) as u32
    }
}

#[test]
fn version_is_compatible() {
    assert!(dnb::compatible());
    assert_eq!(dnb::version() / 10000, dnb::ffi::DNB_VERSION_MAJOR);
    assert!(dnb::version_string().starts_with("1."));
}

#[test]
fn new_game() {
    let g = Game::new(3, 2, Rules::STANDARD).unwrap();
    assert_eq!((g.width(), g.height(), g.edge_count()), (3, 2, 17));
    assert_eq!(g.scores(), [0, 0]);
    assert_eq!(g.to_move(), Player::One);
    assert!(!g.is_over());
    assert_eq!(g.outcome(), Outcome { winner: None, margin: 0 });
    assert_eq!(g.owners(), vec![0; 6]);
    assert_eq!(g.legal_moves().len(), 17);
    assert!(g.capture_moves().is_empty());
    assert!(g.moves().is_empty());
}

#[test]
fn bad_sizes_and_rules_are_errors() {
    assert_eq!(Game::new(0, 2, Rules::STANDARD).unwrap_err().status(), status::RANGE);
    assert_eq!(Game::new(33, 2, Rules::STANDARD).unwrap_err().status(), status::RANGE);
    let e = Game::new(2, 2, Rules::from_bits(16)).unwrap_err();
    assert_eq!(e.status(), status::INVALID);
    assert_eq!(e.message(), "invalid argument");
    let e = Game::new(2, 2, Rules::NIMSTRING | Rules::MISERE).unwrap_err();
    assert_eq!(e.status(), status::INVALID);
}

#[test]
fn capture_score_and_outcome() {
    let mut g = Game::new(1, 1, Rules::STANDARD).unwrap();
    assert_eq!(g.play_str("a1-b1").unwrap(), 0);
    g.play_all(["a2-b2", "a1-a2"]).unwrap();
    assert_eq!(g.play_str("b1-b2").unwrap(), 1);
    assert_eq!(g.scores(), [0, 1]);
    assert!(g.is_over());
    assert_eq!(g.owners(), vec![2]);
    assert_eq!(g.box_owner(0).unwrap(), Some(Player::Two));
    assert_eq!(g.outcome(), Outcome { winner: Some(Player::Two), margin: 1 });
    let e = g.play(0).unwrap_err();
    assert!(e.status() == status::OVER || e.status() == status::ILLEGAL);
}

#[test]
fn variants_decide_differently() {
    let mut g = Game::new(1, 1, Rules::MISERE).unwrap();
    play_1x1(&mut g);
    assert_eq!(g.outcome().winner, Some(Player::One));
    let mut g = Game::new(1, 1, Rules::NIMSTRING).unwrap();
    play_1x1(&mut g);
    assert_eq!(g.outcome().winner, Some(Player::One));
    let g = Game::new(2, 2, Rules::BORDER).unwrap();
    assert_eq!(g.legal_moves().len(), 4);
}

#[test]
fn compulsory_capture() {
    let mut g = Game::new(2, 1, Rules::COMPULSORY).unwrap();
    g.play_all(["a1-b1", "a2-b2", "a1-a2"]).unwrap();
    let b1b2 = g.parse_move("b1-b2").unwrap();
    assert_eq!(g.capture_moves(), vec![b1b2]);
    let e = g.play_str("c1-c2").unwrap_err();
    assert_eq!(e.status(), status::MUST_CAPTURE);
    assert_eq!(e.message(), "a box must be captured");
    assert!(e.to_string().contains("a box must be captured"));
    assert_eq!(g.play(b1b2).unwrap(), 1);
    assert_eq!(g.to_move(), Player::Two);
}

#[test]
fn safe_moves() {
    let mut g = Game::new(2, 1, Rules::STANDARD).unwrap();
    g.play_all(["a1-b1", "a2-b2", "b1-b2"]).unwrap();
    let names: Vec<String> = g.safe_moves().iter().map(|&e| g.move_name(e).unwrap()).collect();
    assert_eq!(names, ["b1-c1", "b2-c2", "a1-a2", "c1-c2"]);
}

#[test]
fn errors_leave_the_game_alone() {
    let mut g = Game::new(2, 2, Rules::STANDARD).unwrap();
    g.play_str("a1-b1").unwrap();
    assert_eq!(g.play_str("b1-a1").unwrap_err().status(), status::ILLEGAL);
    assert_eq!(g.play(12).unwrap_err().status(), status::RANGE);
    assert!(g.play_str("zz").is_err());
    let e = g.play_all(["b1-c1", "a2-b2", "b1-c1"]).unwrap_err();
    assert_eq!(e.status(), status::ILLEGAL);
    assert_eq!(g.move_count(), 1);
    assert_eq!(g.to_move(), Player::Two);
}

#[test]
fn undo() {
    let mut g = Game::new(1, 1, Rules::STANDARD).unwrap();
    play_1x1(&mut g);
    g.undo().unwrap();
    assert_eq!(g.scores(), [0, 0]);
    assert!(!g.is_over());
    g.undo_to(1).unwrap();
    assert_eq!(g.moves(), vec![0]);
    assert_eq!(g.undo_to(2).unwrap_err().status(), status::RANGE);
    assert_eq!(g.move_count(), 1);
    g.undo().unwrap();
    assert_eq!(g.undo().unwrap_err().status(), status::NO_HISTORY);
}

#[test]
fn clone_is_independent() {
    let mut g = Game::new(2, 2, Rules::STANDARD).unwrap();
    g.play_str("a1-b1").unwrap();
    let mut c = g.clone();
    c.play_str("b1-c1").unwrap();
    assert_eq!(g.move_count(), 1);
    assert_eq!(c.move_count(), 2);
    drop(g);
    assert_eq!(c.moves().len(), 2);
}

#[test]
fn text_round_trips() {
    let mut g = Game::new(3, 2, Rules::COMPULSORY).unwrap();
    g.play_all(["a1-b1", "c2-c3"]).unwrap();
    let text = g.format(Format::Record).unwrap();
    assert!(text.starts_with("dnb 1\nsize 3x2\nrules compulsory\n"));
    let back = Game::parse(&text).unwrap();
    assert_eq!(back.moves(), g.moves());
    assert_eq!(back.format(Format::Record).unwrap(), text);

    let pos = Game::parse(&g.format(Format::Position).unwrap()).unwrap();
    assert_eq!(pos.move_count(), 0);
    assert_eq!(pos.legal_moves(), g.legal_moves());

    let pic = g.format(Format::Diagram).unwrap();
    let d = Game::parse_diagram(&pic, Rules::STANDARD, Player::Two).unwrap();
    assert_eq!(d.legal_moves(), g.legal_moves());
    assert_eq!(d.to_move(), Player::Two);
    assert_eq!(g.to_string(), g.format(Format::Render).unwrap());
}

#[test]
fn parse_errors_have_a_position() {
    let e = Game::parse("dnb 1\nsize 2x2\nmoves a1-b1 zz\n").unwrap_err();
    assert_eq!(e.position().map(|p| p.0), Some(3));
    let e = Game::parse("dnb 1\nsize 2x2\nmoves a1-b1 b1-a1\n").unwrap_err();
    assert_eq!(e.status(), status::ILLEGAL);
    assert!(e.to_string().contains("line 3"));
}

#[test]
fn setup_positions() {
    let drawn: Vec<u32> = ["a1-b1", "a2-b2", "a1-a2", "b1-b2", "a2-a3"]
        .iter().map(|m| dnb::parse_move(1, 2, m).unwrap()).collect();
    let g = Game::from_setup(1, 2, Rules::STANDARD, &drawn, Some(&[1, 0]), Player::Two).unwrap();
    assert_eq!(g.scores(), [1, 0]);
    assert_eq!(g.to_move(), Player::Two);
    assert_eq!(g.legal_moves().len(), 2);
    let e = Game::from_setup(1, 1, Rules::STANDARD, &[0], Some(&[1]), Player::One).unwrap_err();
    assert_eq!(e.status(), status::POSITION);
    let e = Game::from_setup(1, 1, Rules::STANDARD, &[4], None, Player::One).unwrap_err();
    assert_eq!(e.status(), status::RANGE);
}

#[test]
fn board_numbering_round_trip() {
    for &(w, h) in &[(1, 1), (3, 2), (2, 5)] {
        let n = dnb::edge_count(w, h).unwrap();
        assert_eq!(n, w * (h + 1) + h * (w + 1));
        for e in 0..n {
            let (o, r, c) = dnb::edge_coords(w, h, e).unwrap();
            assert_eq!(dnb::edge_index(w, h, o, r, c).unwrap(), e);
            let text = dnb::format_move(w, h, e).unwrap();
            assert_eq!(dnb::parse_move(w, h, &text).unwrap(), e);
        }
    }
    assert_eq!(dnb::edge_boxes(2, 1, 5).unwrap(), (Some(0), Some(1)));
    assert_eq!(dnb::edge_boxes(2, 1, 0).unwrap(), (None, Some(0)));
    assert_eq!(dnb::edge_coords(2, 1, 6).unwrap(), (Orientation::Vertical, 0, 2));
}

#[test]
fn random_games() {
    let mut rng = Rng(6);
    for _ in 0..if small() { 10 } else { 100 } {
        let (w, h) = (1 + rng.below(5), 1 + rng.below(5));
        let rules = [Rules::STANDARD, Rules::COMPULSORY, Rules::BORDER][rng.below(3) as usize];
        let mut g = Game::new(w, h, rules).unwrap();
        while !g.is_over() {
            let legal = g.legal_moves();
            for m in g.capture_moves().iter().chain(g.safe_moves().iter()) {
                assert!(legal.contains(m));
            }
            g.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        let [s1, s2] = g.scores();
        assert_eq!(s1 + s2, g.owners().iter().filter(|&&o| o != 0).count() as u32);
        let want = if s1 > s2 { Some(Player::One) } else if s2 > s1 { Some(Player::Two) } else { None };
        assert_eq!(g.outcome(), Outcome { winner: want, margin: s1.abs_diff(s2) });
        let back = Game::parse(&g.format(Format::Record).unwrap()).unwrap();
        assert_eq!(back.owners(), g.owners());
    }
}

#[test]
fn games_cross_threads() {
    let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
    g.play_str("a1-b1").unwrap();
    let t = std::thread::spawn(move || g.legal_moves().len());
    assert_eq!(t.join().unwrap(), 23);
}

#[test]
fn drawn_owners_and_setup_agree() {
    let mut g = Game::new(2, 1, Rules::STANDARD).unwrap();
    g.play_all(["a1-b1", "a2-b2", "a1-a2", "b1-b2", "c1-c2"]).unwrap();
    assert_eq!(g.drawn(), vec![0, 2, 4, 5, 6]);
    assert_eq!(g.owners(), vec![2, 0]);
    let p = Game::from_setup(2, 1, Rules::STANDARD, &g.drawn(), Some(&g.owners()), g.to_move())
        .unwrap();
    assert_eq!(p.format(Format::Position).unwrap(), g.format(Format::Position).unwrap());
}

#[test]
fn rule_words() {
    assert_eq!(Rules::parse("misere  border").unwrap(), Rules::MISERE | Rules::BORDER);
    assert_eq!(Rules::parse("standard").unwrap(), Rules::STANDARD);
    assert_eq!(Rules::STANDARD.to_string(), "standard");
    assert_eq!((Rules::COMPULSORY | Rules::MISERE).to_string(), "compulsory misere");
    assert_eq!(Rules::parse("swedish").unwrap_err().status(), status::PARSE);
    assert_eq!(Rules::parse("nimstring misere").unwrap_err().status(), status::INVALID);
}
