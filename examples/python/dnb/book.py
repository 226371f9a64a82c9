# SPDX-License-Identifier: MIT
"""Opening books (dnb_book_*, since libdnb 1.2): exact values of positions.

    with dnb.Book.default(3, 3) as book, dnb.Game(3, 3) as g:
        value, best = book.lookup(g)      # -3, ["a1-b1", ...]
        book.move_values(g)               # {"a1-b1": -3, ...}

A book holds, for positions of one board size and rules, the value for the
player to move on the scale of dnb.Solver and the optimal moves; a lookup
takes any game of that board and answers in the game's own edge numbering,
whatever symmetry maps it to the stored position.  The value depends on the
drawn edges alone.  Books are checked when read: a damaged or truncated one
raises CorruptError, a file that cannot be read FileError (an OSError).

The shipped books (see dnb_book_open(3)) are found by Book.default();
dnb.AI.set_book() gives one to an AI, which plays its optimal moves at the
levels "hard" and "perfect".

Threads: lookups may run at once from any number of threads, an AI's
moves with the book included; add() runs alone: one that would overlap
another call on the book raises BusyError (E_BUSY) and changes nothing, as
does a lookup while add() runs.  close() while a call uses the book (an
AI's move included) raises BusyError and frees nothing.
"""

from __future__ import annotations

import ctypes
import os
import threading
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, List,
                    Optional, Tuple, Type, TypeVar, Union)

from ._owned import Owned
from ._native import (GamePtr, P, char_p, declare, fn, i32, size_t, u32, u64,
                      void_p, as_i32, as_u32, bytes_like, check, error)
from .board import Move, Rules, rule_words, rules_value
from .constants import SOLVER_MAX_EDGES, SOLVER_NO_VALUE
from .errors import E_BUFSIZE, E_NOT_APPLICABLE

if TYPE_CHECKING:
    from .game import Game


class BookStruct(ctypes.Structure):
    """struct dnb_book: opaque."""


BookPtr = P(BookStruct)

BOOK = {
    "dnb_book_new": (i32, [u32, u32, u32, P(BookPtr)]),
    "dnb_book_open_memory": (i32, [void_p, size_t, P(BookPtr)]),
    "dnb_book_open_file": (i32, [char_p, P(BookPtr)]),
    "dnb_book_open_default": (i32, [u32, u32, u32, char_p, P(BookPtr)]),
    "dnb_book_free": (None, [BookPtr]),
    "dnb_book_key": (i32, [GamePtr, P(u64)]),
    "dnb_book_info": (i32, [BookPtr, P(u32), P(u32), P(u32), P(u64)]),
    "dnb_book_lookup": (i32, [BookPtr, GamePtr, P(i32), P(u32), size_t,
                              P(size_t)]),
    "dnb_book_move_values": (i32, [BookPtr, GamePtr, P(i32), size_t,
                                   P(size_t)]),
    "dnb_book_add": (i32, [BookPtr, GamePtr, i32, P(u32), size_t]),
    "dnb_book_save": (i32, [BookPtr, P(ctypes.c_uint8), size_t, P(size_t)]),
}
declare(BOOK)

B = TypeVar("B", bound="Book")
PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]


class Book(Owned):
    """An opening book (a C dnb_book).

    Book(width, height, rules=0) is a new, empty book for that board and
    rules (integer flags or words, as for Game), to fill with add(); the
    other constructors read one: Book.from_bytes, Book.open (a file) and
    Book.default (the book shipped for a board).  Freed by close(), a
    ``with`` block or garbage collection; an AI that holds the book (see
    AI.set_book) keeps the C book alive until it lets go, even past
    close()."""

    __slots__ = ("_ptr", "_holders", "_orphan", "__weakref__")

    _holders: int       # AIs that hold the C book (AI.set_book)
    _orphan: Any        # the C book, closed while held: freed at release

    def __init__(self, width: int, height: int, rules: Rules = 0) -> None:
        self._ptr = None
        self._holders = 0
        self._orphan = None
        ptr = BookPtr()
        check(fn.dnb_book_new(as_u32(width, "width"), as_u32(height, "height"),
                              as_u32(rules_value(rules), "rules"),
                              ctypes.byref(ptr)),
              "%sx%s book" % (width, height))
        self._ptr = ptr

    @classmethod
    def _opened(cls: Type[B], call: Callable[..., int], *args: Any,
                detail: Optional[str] = None) -> B:
        ptr = BookPtr()
        check(call(*args, ctypes.byref(ptr)), detail)
        book = cls.__new__(cls)
        book._holders = 0
        book._orphan = None
        book._ptr = ptr
        return book

    @classmethod
    def from_bytes(cls: Type[B], data: Union[bytes, bytearray, memoryview]
                   ) -> B:
        """A book read from the bytes of a book file (to_bytes() gives
        them; any bytes-like object, an int is a TypeError).  CorruptError
        for anything but a whole, valid book."""
        raw = bytes_like(data)
        return cls._opened(fn.dnb_book_open_memory, raw, len(raw),
                           detail="%d bytes" % len(raw))

    @classmethod
    def open(cls: Type[B], path: PathLike) -> B:
        """A book read from a file (str, bytes or os.PathLike).  FileError
        if it cannot be read, CorruptError if it is not a valid book."""
        name = os.fsencode(path)
        if b"\0" in name:
            raise ValueError("a path with a NUL byte: %r" % (path,))
        return cls._opened(fn.dnb_book_open_file, name,
                           detail=os.fsdecode(name))

    @classmethod
    def default(cls: Type[B], width: int, height: int, rules: Rules = 0,
                directory: Optional[PathLike] = None) -> B:
        """The book shipped for a board and rules: the file WxH.book
        (standard rules) or WxH-rN.book in ``directory``, or when it is
        None in $DNB_BOOK_DIR if set, else in the library's data directory
        (dnb_book_open(3)).  FileError when there is none."""
        where = None if directory is None else os.fsencode(directory)
        if where is not None and b"\0" in where:
            raise ValueError("a path with a NUL byte: %r" % (directory,))
        flags = rules_value(rules)
        return cls._opened(fn.dnb_book_open_default, as_u32(width, "width"),
                           as_u32(height, "height"), as_u32(flags, "rules"),
                           where, detail="%sx%s book (%s)" % (
                               width, height, " ".join(rule_words(flags))))

    # -- lifetime ---------------------------------------------------------

    _what = "book"

    def _free(self, ptr: Any) -> None:
        fn.dnb_book_free(ptr)

    # AIs on several threads may hold and release one book: the count and
    # the hand-over to _orphan change under one lock, so that the last
    # release, and only it, frees a book closed while held.  Reentrant: a
    # garbage collection may close a book on a thread that holds it.
    _holders_lock = threading.RLock()

    def close(self) -> None:
        """Free the C book now, or, while an AI holds it (AI.set_book), as
        soon as the last AI lets go; the book is closed for Python at once.
        While a call uses the book (a lookup, or an AI's move with it)
        close() frees nothing and raises BusyError."""
        super().close()

    def _detach(self) -> Any:
        # For Owned.close: keep a held book for its AIs.
        with Book._holders_lock:
            if getattr(self, "_holders", 0) and self._ptr:
                self._orphan, self._ptr = self._ptr, None
                return None
            return super()._detach()

    def _hold(self) -> None:
        """For AI.set_book: count the book as held until _release."""
        with Book._holders_lock:
            self._live()
            self._holders += 1

    def _release(self) -> None:
        with Book._holders_lock:
            self._holders -= 1
            if self._holders != 0 or self._orphan is None:
                return
            ptr, self._orphan = self._orphan, None
        self._free(ptr)

    def __copy__(self) -> Book:
        return type(self).from_bytes(self.to_bytes())

    def __deepcopy__(self, memo: Any) -> Book:
        return self.__copy__()

    @property
    def _b(self) -> Any:
        """A read use of the book, for a C call (see dnb._owned)."""
        return self._use()

    def __reduce__(self) -> Tuple[Callable[[bytes], Book], Tuple[bytes]]:
        return (type(self).from_bytes, (self.to_bytes(),))

    # -- what it holds ----------------------------------------------------

    def _info(self) -> Tuple[int, int, int, int]:
        w, h, r, n = u32(), u32(), u32(), u64()
        check(fn.dnb_book_info(self._b, ctypes.byref(w), ctypes.byref(h),
                               ctypes.byref(r), ctypes.byref(n)))
        return w.value, h.value, r.value, n.value

    @property
    def width(self) -> int:
        """The board's width in boxes."""
        return self._info()[0]

    @property
    def height(self) -> int:
        """The board's height in boxes."""
        return self._info()[1]

    @property
    def rules(self) -> int:
        """The rule flags (DNB_RULE_* bits) of the book's games."""
        return self._info()[2]

    @property
    def rule_names(self) -> Tuple[str, ...]:
        """The rules as words, e.g. ("standard",)."""
        return rule_words(self.rules)

    def __len__(self) -> int:
        """The number of positions in the book."""
        return self._info()[3]

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.Book closed>"
        w, h, r, n = self._info()
        return "<dnb.Book %dx%d %s, %d positions>" % (
            w, h, " ".join(rule_words(r)), n)

    def _same_board(self, game: Game) -> None:
        # The C lookups say E_NOT_APPLICABLE both for a position the book
        # lacks and for a game of another board or rules; the first is an
        # answer (None), the second a mistake, raised here.  A game of the
        # board turned (5x2 in a 2x5 book) is read in the book.
        w, h, r, _ = self._info()
        if (game.rules != r or
                (game.width, game.height) not in ((w, h), (h, w))):
            raise error(E_NOT_APPLICABLE, "a %dx%d %s game in a %dx%d %s book"
                        % (game.width, game.height,
                           " ".join(rule_words(game.rules)), w, h,
                           " ".join(rule_words(r))))

    @staticmethod
    def key(game: Game) -> int:
        """The canonical key of a game's position (dnb_book(5)): bit e for
        each drawn edge e, mapped to the least image under the symmetries of
        the board.  ArgumentError for a board of more than 64 edges."""
        out = u64()
        check(fn.dnb_book_key(game._g, ctypes.byref(out)))
        return out.value

    # -- lookups ----------------------------------------------------------

    def lookup(self, game: Game, edges: bool = False
               ) -> Optional[Tuple[int, List[Any]]]:
        """(value, best_moves) for the game's position: the value for the
        player to move and every optimal move, in edge order, as text
        (edges=True: edge indices); None when the book does not hold the
        position.  A game of another board or rules raises ArgumentError
        (status E_NOT_APPLICABLE)."""
        self._same_board(game)
        value = i32()
        best = (u32 * SOLVER_MAX_EDGES)()
        count = size_t(0)
        status = fn.dnb_book_lookup(self._b, game._g, ctypes.byref(value),
                                    best, SOLVER_MAX_EDGES,
                                    ctypes.byref(count))
        if status == E_NOT_APPLICABLE:
            return None
        check(status)       # E_BUFSIZE cannot be: a book has <= 64 edges
        moves: List[Any] = best[:count.value]
        if not edges:
            moves = [game.move_name(e) for e in moves]
        return value.value, moves

    def move_values(self, game: Game, edges: bool = False) -> Dict[Any, int]:
        """The value of every move the book can value, as
        dnb.Solver.move_values gives it: {move: value} with moves as text
        (edges=True: edge indices).  A move is there when the book holds
        the position after it, or when it is one of the optimal moves of a
        position the book holds; {} when it knows none.  A game of another
        board or rules raises ArgumentError."""
        self._same_board(game)
        n = game.edge_count
        values = (i32 * max(n, 1))()
        count = size_t(0)
        status = fn.dnb_book_move_values(self._b, game._g, values, n,
                                         ctypes.byref(count))
        if status == E_NOT_APPLICABLE:
            return {}
        check(status)
        return {(e if edges else game.move_name(e)): values[e]
                for e in range(count.value) if values[e] != SOLVER_NO_VALUE}

    def __contains__(self, game: object) -> bool:
        """Whether the book holds the game's position (False for a game of
        another board or rules)."""
        from .game import Game
        if not isinstance(game, Game):
            return False
        w, h, r, _ = self._info()
        if (game.rules != r or
                (game.width, game.height) not in ((w, h), (h, w))):
            return False
        return self.lookup(game, edges=True) is not None

    # -- building ---------------------------------------------------------

    def add(self, game: Game, value: int, best: Iterable[Move]) -> None:
        """Add the game's position with its value (for the player to move)
        and its optimal moves (text or edge indices, in the game's
        numbering).  The same entry again is kept; one that contradicts the
        entry there, or that cannot be right (a drawn edge as a move, a
        value the boxes left do not allow), raises ArgumentError."""
        moves = [game.edge(m) for m in best]
        buf = (u32 * max(len(moves), 1))(*moves)
        status = fn.dnb_book_add(self._use(write=True), game._g,
                                 as_i32(value, "value"), buf, len(moves))
        if status < 0:
            raise error(status, "value %d, best edges %s" % (value, moves))

    def to_bytes(self) -> bytes:
        """The book in its file format (dnb_book(5)), entries sorted by key:
        the same entries give the same bytes, whatever order they were added
        or read in."""
        need = size_t(0)
        status = fn.dnb_book_save(self._b, None, 0, ctypes.byref(need))
        if status not in (0, E_BUFSIZE):
            check(status)
        while True:
            buf = (ctypes.c_uint8 * max(need.value, 1))()
            status = fn.dnb_book_save(self._b, buf, need.value,
                                      ctypes.byref(need))
            if status != E_BUFSIZE:     # grown in between: ask again
                check(status)
                return bytes(buf[:need.value])
