// SPDX-License-Identifier: MIT
//! Dots (kropki) against the real library.

use dnb::{status, Dots, DotsFormat, Outcome, Player, Point};

#[test]
fn four_dots_around_one() {
    let mut d = Dots::new(3, 3).unwrap();
    for p in ["b1", "b2", "a2", "a1", "c2", "c1"] {
        assert_eq!(d.play_str(p).unwrap(), 0);
    }
    assert_eq!(d.play_str("b3").unwrap(), 1);
    let b2 = d.point_index("b2").unwrap();
    assert_eq!(b2, 4);
    assert_eq!(d.point(b2).unwrap(), Point::Captured(Player::Two));
    assert_eq!(d.owner(b2).unwrap(), Some(Player::One));
    assert_eq!(d.point(1).unwrap(), Point::Dot(Player::One));
    assert_eq!(d.scores(), [1, 0]);
    assert_eq!(d.to_move(), Some(Player::Two));
    assert_eq!(d.legal_moves(), vec![6, 8]);
    assert_eq!(d.outcome(), Outcome { winner: None, margin: 1 });
    assert_eq!(d.play(b2).unwrap_err().status(), status::ILLEGAL);   // inside a base
    let copy = d.clone();
    d.undo().unwrap();
    assert_eq!(d.point(b2).unwrap(), Point::Dot(Player::Two));
    assert_eq!(d.scores(), [0, 0]);
    assert_eq!(copy.scores(), [1, 0]);
}

#[test]
fn setup_end_and_record() {
    let mut d = Dots::new(4, 4).unwrap();
    for p in ["b1", "a2", "c2", "b3"] {
        let p = d.point_index(p).unwrap();
        d.setup(Player::One, p).unwrap();
    }
    assert_eq!(d.to_move(), Some(Player::One));
    d.setup(Player::Two, d.point_index("b2").unwrap()).unwrap();   // into player 1's ring
    assert_eq!(d.scores(), [1, 0]);
    d.end_turn().unwrap();
    assert!(d.has_ended(Player::One));
    let text = d.format(DotsFormat::Record).unwrap();
    let back = Dots::parse(&text).unwrap();
    assert_eq!(back.history_length(), d.history_length());
    assert_eq!(back.format(DotsFormat::Record).unwrap(), text);
    assert!(d.to_string().contains("player 1"));
    d.end_turn().unwrap();
    assert!(d.is_over());
    assert_eq!(d.to_move(), None);
    assert!(d.legal_moves().is_empty());
    assert_eq!(d.play(15).unwrap_err().status(), status::OVER);
}

#[test]
fn bad_input() {
    assert_eq!(Dots::new(0, 3).unwrap_err().status(), status::RANGE);
    assert_eq!(Dots::new(129, 3).unwrap_err().status(), status::RANGE);
    let mut d = Dots::new(10, 10).unwrap();
    assert_eq!((d.width(), d.height(), d.free_count()), (10, 10, 100));
    d.play_str("a1").unwrap();
    assert_eq!(d.play_str("a1").unwrap_err().status(), status::ILLEGAL);
    assert_eq!(d.play_str("k1").unwrap_err().status(), status::RANGE);
    assert_eq!(d.play(100).unwrap_err().status(), status::RANGE);
    assert_eq!(d.play_str("1a").unwrap_err().status(), status::PARSE);
    assert_eq!(d.point(100).unwrap_err().status(), status::RANGE);
    d.undo().unwrap();
    assert_eq!(d.undo().unwrap_err().status(), status::NO_HISTORY);
    let e = Dots::parse("dots 1\nsize 3x3\nmoves b1 b1\n").unwrap_err();
    assert_eq!(e.status(), status::ILLEGAL);
    assert_eq!(e.position().map(|p| p.0), Some(3));
}
