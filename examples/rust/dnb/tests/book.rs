// SPDX-License-Identifier: MIT
//! Opening books against the books shipped in lib/book/data.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};

use dnb::{status, Ai, AiOptions, Book, BookEntry, Game, Level, Reason, Rules, Solver,
          SolverOptions};

fn books() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../lib/book/data")
}

fn book_3x3() -> Book {
    Book::open(books().join("3x3.book")).unwrap()
}

fn moves(g: &Game, names: &[&str]) -> Vec<u32> {
    names.iter().map(|m| g.parse_move(m).unwrap()).collect()
}

#[test]
fn shipped_3x3() {
    let book = book_3x3();
    assert_eq!((book.width(), book.height(), book.rules(), book.len()),
               (3, 3, Rules::STANDARD, 48));
    assert!(!book.is_empty());
    let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
    // Wilson: the empty 3x3 board is worth -3 to the first player, whatever
    // the first move.
    let e = book.lookup(&g).unwrap().unwrap();
    assert_eq!(e, BookEntry { value: -3, best_moves: (0..24).collect() });
    assert_eq!(book.move_values(&g).unwrap(), (0..24).map(|e| (e, -3)).collect::<Vec<_>>());
    assert!(book.contains(&g));
    // After one move the second player gets +3, in the game's numbering.
    g.play_str("a1-b1").unwrap();
    let e = book.lookup(&g).unwrap().unwrap();
    assert_eq!(e.value, 3);
    let [a1b1, c4d4, b2c2] = [g.parse_move("a1-b1").unwrap(), g.parse_move("c4-d4").unwrap(),
                              g.parse_move("b2-c2").unwrap()];
    assert!(!e.best_moves.contains(&a1b1) && e.best_moves.contains(&c4d4));
    assert!(!e.best_moves.contains(&b2c2));
    let values = book.move_values(&g).unwrap();
    assert_eq!(values.len(), 23);
    assert!(values.contains(&(b2c2, 1)) && values.contains(&(c4d4, 3)));
    let mut mirror = Game::new(3, 3, Rules::STANDARD).unwrap();
    mirror.play(c4d4).unwrap();
    let m = book.lookup(&mirror).unwrap().unwrap();
    assert_eq!((m.value, m.best_moves.len()), (3, e.best_moves.len()));
    assert!(m.best_moves.contains(&a1b1));
    assert_eq!(Book::key(&mirror).unwrap(), Book::key(&g).unwrap());
    // Three moves deep is beyond the book: no entry, no values.
    g.play_all(["b1-c1", "c1-d1"]).unwrap();
    assert_eq!(book.lookup(&g).unwrap(), None);
    assert_eq!(book.move_values(&g).unwrap(), []);
    assert!(!book.contains(&g));
}

#[test]
fn keys() {
    let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
    assert_eq!(Book::key(&g).unwrap(), 0);
    g.play_str("a1-b1").unwrap();
    let key = Book::key(&g).unwrap();
    assert_eq!(key.count_ones(), 1);
    for m in ["c1-d1", "a4-b4", "c4-d4", "a1-a2", "d1-d2", "a3-a4", "d3-d4"] {
        let mut other = Game::new(3, 3, Rules::STANDARD).unwrap();
        other.play_str(m).unwrap();
        assert_eq!(Book::key(&other).unwrap(), key, "{}", m);
    }
    let mut centre = Game::new(3, 3, Rules::STANDARD).unwrap();
    centre.play_str("b2-c2").unwrap();
    assert_ne!(Book::key(&centre).unwrap(), key);
    assert_eq!(Book::key(&Game::new(5, 5, Rules::STANDARD).unwrap()), Ok(0)); // 60 edges
    assert_eq!(Book::key(&Game::new(6, 6, Rules::STANDARD).unwrap()).unwrap_err().status(),
               status::RANGE);
}

#[test]
fn bytes_round_trip() {
    let data = std::fs::read(books().join("3x3.book")).unwrap();
    assert_eq!(book_3x3().to_bytes().unwrap(), data);
    let again = Book::from_bytes(&data).unwrap();
    assert_eq!(again.len(), 48);
    assert_eq!(again.to_bytes().unwrap(), data);
}

#[test]
fn damaged_books_are_corrupt() {
    let data = std::fs::read(books().join("3x3.book")).unwrap();
    let half = data.len() / 2;
    for bad in [&data[..data.len() - 1], &data[..data.len() - 12], &data[..half], &data[..20],
                &[][..], &b"not a book at all"[..]] {
        assert_eq!(Book::from_bytes(bad).unwrap_err().status(), status::CORRUPT, "{}", bad.len());
    }
    let mut flipped = data.clone();
    flipped[half] ^= 0x10;
    assert_eq!(Book::from_bytes(&flipped).unwrap_err().status(), status::CORRUPT);
    let dir = std::env::temp_dir().join(format!("dnb-book-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("3x3.book"), &data[..data.len() - 1]).unwrap();
    let opened = Book::open(dir.join("3x3.book")).map(|_| ());
    let default = Book::open_default(3, 3, Rules::STANDARD, Some(&dir)).map(|_| ());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(opened.unwrap_err().status(), status::CORRUPT);
    assert_eq!(default.unwrap_err().status(), status::CORRUPT);
}

#[test]
fn files_and_defaults() {
    assert_eq!(Book::open(books().join("no-such.book")).unwrap_err().status(), status::IO);
    assert_eq!(Book::open("bad\0path").unwrap_err().status(), status::INVALID);
    let b = Book::open_default(3, 4, Rules::STANDARD, Some(&books())).unwrap();
    assert_eq!((b.width(), b.height(), b.len()), (3, 4, 51983));
    let b = Book::open_default(2, 5, Rules::STANDARD, Some(&books())).unwrap();
    assert_eq!((b.width(), b.height(), b.len()), (2, 5, 25696));
    // 5x2 is the 2x5 board turned: its book serves; there is no 1x5 book,
    // and none for compulsory rules is shipped.
    let t = Book::open_default(5, 2, Rules::STANDARD, Some(&books())).unwrap();
    assert_eq!((t.width(), t.height()), (2, 5));
    assert_eq!(Book::open_default(5, 1, Rules::STANDARD, Some(&books())).unwrap_err().status(),
               status::IO);
    assert_eq!(Book::open_default(3, 3, Rules::COMPULSORY, Some(&books())).unwrap_err().status(),
               status::IO);
    assert!(format!("{:?}", b).contains("len: 25696"));
}

#[test]
fn other_boards_and_rules() {
    let mut book = book_3x3();
    for g in [Game::new(4, 4, Rules::STANDARD).unwrap(),
              Game::new(3, 3, Rules::COMPULSORY).unwrap()] {
        assert_eq!(book.lookup(&g).unwrap_err().status(), status::NOT_APPLICABLE);
        assert_eq!(book.move_values(&g).unwrap_err().status(), status::NOT_APPLICABLE);
        assert_eq!(book.add(&g, 0, &[]).unwrap_err().status(), status::INVALID);
        assert!(!book.contains(&g));
    }
    assert_eq!(book.len(), 48);
}

#[test]
fn building_a_book() {
    let mut book = Book::new(2, 2, Rules::STANDARD).unwrap();
    assert!(book.is_empty());
    let mut solver = Solver::new(SolverOptions { tt_mb: 1, ..Default::default() }).unwrap();
    let mut g = Game::new(2, 2, Rules::STANDARD).unwrap();
    assert_eq!(book.lookup(&g), Ok(None));
    assert_eq!(Book::from_bytes(&book.to_bytes().unwrap()).unwrap().len(), 0);
    let s0 = solver.solve(&g).unwrap();
    assert_eq!(s0.value, Some(2));
    book.add(&g, 2, &s0.best_moves).unwrap();
    assert_eq!(book.lookup(&g).unwrap(), Some(BookEntry { value: 2, best_moves: s0.best_moves.clone() }));
    let first = s0.best_moves[0];
    g.play(first).unwrap();
    let s1 = solver.solve(&g).unwrap();
    let v1 = s1.value.unwrap();
    book.add(&g, v1, &s1.best_moves).unwrap();
    book.add(&g, v1, &s1.best_moves).unwrap(); // the same again: kept
    assert_eq!(book.len(), 2);
    assert_eq!(book.add(&g, v1 + 2, &s1.best_moves).unwrap_err().status(), status::INVALID);
    assert_eq!(book.add(&g, v1, &[first]).unwrap_err().status(), status::INVALID); // drawn
    assert_eq!(book.add(&g, 5, &[]).unwrap_err().status(), status::INVALID); // > 4 boxes
    assert_eq!(book.len(), 2);
    // The value of the first move comes from the entry after it.
    g.undo().unwrap();
    assert!(book.move_values(&g).unwrap().contains(&(first, 2)));
    let data = book.to_bytes().unwrap();
    let again = Book::from_bytes(&data).unwrap();
    assert_eq!(again.lookup(&g).unwrap().unwrap().best_moves, s0.best_moves);
    assert_eq!(again.to_bytes().unwrap(), data);
    assert_eq!(Book::new(6, 6, Rules::STANDARD).unwrap_err().status(), status::RANGE);
}

#[test]
fn ai_plays_from_the_book() {
    let book = Arc::new(Book::open(books().join("3x4.book")).unwrap());
    let g = Game::new(3, 4, Rules::STANDARD).unwrap();
    let e = book.lookup(&g).unwrap().unwrap();
    assert_eq!((e.value, e.best_moves.clone()), (0, moves(&g, &["a3-b3", "b3-c3", "c3-d3"])));
    for level in [Level::Hard, Level::Perfect] {
        let mut ai = Ai::new(AiOptions { seed: 3, node_limit: 2000, tt_mb: 1,
                                         ..AiOptions::level(level) }).unwrap();
        assert!(ai.book().is_none());
        assert_ne!(ai.hint(&g).unwrap().reason, Reason::Book);
        ai.set_book(Some(Arc::clone(&book))).unwrap();
        assert!(Arc::ptr_eq(ai.book().unwrap(), &book));
        let h = ai.hint(&g).unwrap();
        assert_eq!((h.reason, h.value), (Reason::Book, Some(0)));
        assert_eq!(h.reason.name(), "book");
        assert!(e.best_moves.contains(&h.edge.unwrap()));
        assert_eq!(ai.choose_move(&g).unwrap(), h.edge.unwrap());
        ai.set_book(None).unwrap();
        assert_ne!(ai.hint(&g).unwrap().reason, Reason::Book);
    }
    let mut medium = Ai::new(AiOptions::level(Level::Medium)).unwrap();
    medium.set_book(Some(Arc::clone(&book))).unwrap();
    assert_ne!(medium.hint(&g).unwrap().reason, Reason::Book); // below Hard: no book
    let mut hard = Ai::new(AiOptions { node_limit: 2000, ..AiOptions::level(Level::Hard) }).unwrap();
    hard.set_book(Some(Arc::clone(&book))).unwrap();
    let other = Game::new(3, 3, Rules::STANDARD).unwrap();
    assert_ne!(hard.hint(&other).unwrap().reason, Reason::Book); // another board
}

#[test]
fn ai_keeps_the_book_alive() {
    let book = Arc::new(Book::open(books().join("3x4.book")).unwrap());
    let weak: Weak<Book> = Arc::downgrade(&book);
    let g = Game::new(3, 4, Rules::STANDARD).unwrap();
    let mut ai = Ai::new(AiOptions { node_limit: 2000, ..AiOptions::level(Level::Hard) }).unwrap();
    ai.set_book(Some(book)).unwrap();
    assert!(weak.upgrade().is_some());
    for _ in 0..3 {
        assert_eq!(ai.hint(&g).unwrap().reason, Reason::Book);
    }
    ai.set_book(None).unwrap(); // the last holder: freed now
    assert!(weak.upgrade().is_none());
    // Dropping the AI lets go of the book too; shared by two AIs, the book
    // lives until both are gone.
    let book = Arc::new(Book::open(books().join("3x4.book")).unwrap());
    let weak = Arc::downgrade(&book);
    let mut one = Ai::new(AiOptions::level(Level::Hard)).unwrap();
    let mut two = Ai::new(AiOptions::level(Level::Hard)).unwrap();
    one.set_book(Some(Arc::clone(&book))).unwrap();
    two.set_book(Some(book)).unwrap();
    drop(one);
    assert_eq!(two.hint(&g).unwrap().reason, Reason::Book);
    assert_eq!(weak.strong_count(), 1);
    drop(two);
    assert!(weak.upgrade().is_none());
}

#[test]
fn books_are_shared_across_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Book>();
    let book = Arc::new(book_3x3());
    let handles: Vec<_> = (0..4).map(|t| {
        let book = Arc::clone(&book);
        std::thread::spawn(move || {
            let mut g = Game::new(3, 3, Rules::STANDARD).unwrap();
            g.play(t).unwrap();
            (book.lookup(&g).unwrap().unwrap().value, Ai::new(AiOptions::level(Level::Hard)))
        })
    }).collect();
    for h in handles {
        let (value, ai) = h.join().unwrap();
        assert_eq!(value, 3);
        let mut ai = ai.unwrap();
        ai.set_book(Some(Arc::clone(&book))).unwrap();
        let ai = std::thread::spawn(move || {
            let mut ai = ai;
            let g = Game::new(3, 3, Rules::STANDARD).unwrap();
            assert_eq!(ai.hint(&g).unwrap().value, Some(-3));
            ai
        }).join().unwrap();
        drop(ai);
    }
    assert_eq!(Arc::strong_count(&book), 1);
}
