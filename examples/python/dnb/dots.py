# SPDX-License-Identifier: MIT
"""Dots (kropki), the game of dnb_dots.h: NOT Dots-and-Boxes.  Players put
dots on the crossings of the grid and take the opponent's dots by
surrounding them.

    with dnb.Dots(10, 10) as d:
        d.play("c3")              # returns the dots this move captured
        d.scores, d.to_move
        print(d)                  # a picture

Points are text ("c3": column letters, row from 1 at the top) or ints
(row * width + column).  Errors raise DnbError with the status.

copy.copy() and copy.deepcopy() give clone(); pickle stores the record
(format("record")) and reads it back with Dots.parse().
"""

from __future__ import annotations

import ctypes
from typing import (Any, Callable, Dict, Iterable, List, NamedTuple, Tuple,
                    Type, TypeVar, Union)

from ._compat import CallableList
from ._owned import Owned
from ._native import (P, char_p, declare, fn, i32, size_t, u32, as_i32,
                      as_u32, check, error, list_out, strerror, text_in,
                      text_out)
from .constants import (DOTS_DEFAULT_SIDE, DOTS_FORMAT_RECORD,
                        DOTS_FORMAT_RENDER, DOTS_NO_FLAGS)
from .errors import E_INVALID, ParseError

# A point: text ("c3") or its number (row * width + column).
Point = Union[str, int]
D = TypeVar("D", bound="Dots")


class DotsStruct(ctypes.Structure):
    """struct dnb_dots: opaque."""


DotsPtr = P(DotsStruct)

DOTS = {
    "dnb_dots_new": (i32, [u32, u32, u32, P(DotsPtr)]),
    "dnb_dots_clone": (i32, [DotsPtr, P(DotsPtr)]),
    "dnb_dots_free": (None, [DotsPtr]),
    "dnb_dots_play": (i32, [DotsPtr, u32, P(i32)]),
    "dnb_dots_setup": (i32, [DotsPtr, i32, u32, P(i32)]),
    "dnb_dots_end_turn": (i32, [DotsPtr]),
    "dnb_dots_undo": (i32, [DotsPtr]),
    "dnb_dots_width": (i32, [DotsPtr]),
    "dnb_dots_height": (i32, [DotsPtr]),
    "dnb_dots_point": (i32, [DotsPtr, u32]),
    "dnb_dots_owner": (i32, [DotsPtr, u32]),
    "dnb_dots_score": (i32, [DotsPtr, i32]),
    "dnb_dots_to_move": (i32, [DotsPtr]),
    "dnb_dots_has_ended": (i32, [DotsPtr, i32]),
    "dnb_dots_is_over": (i32, [DotsPtr]),
    "dnb_dots_free_count": (i32, [DotsPtr]),
    "dnb_dots_history_length": (i32, [DotsPtr]),
    "dnb_dots_result": (i32, [DotsPtr, P(i32), P(i32)]),
    "dnb_dots_legal_moves": (i32, [DotsPtr, P(u32), size_t, P(size_t)]),
    "dnb_dots_point_parse": (i32, [u32, u32, char_p, size_t, P(u32)]),
    "dnb_dots_point_format": (i32, [u32, u32, u32, char_p, size_t,
                                    P(size_t)]),
    "dnb_dots_format": (i32, [DotsPtr, u32, char_p, size_t, P(size_t)]),
    "dnb_dots_parse": (i32, [char_p, size_t, P(DotsPtr), P(u32), P(u32)]),
}
declare(DOTS)

class DotsResult(NamedTuple):
    """winner 1 or 2, or 0 for a draw or a game not over; margin the
    difference of the scores."""
    winner: int
    margin: int


_FORMATS = {"record": DOTS_FORMAT_RECORD, "render": DOTS_FORMAT_RENDER}


def point_index(width: int, height: int, text: Union[str, bytes]) -> int:
    """The number of a point written as text ("c3") on a board."""
    data, n = text_in(text)
    out = u32()
    check(fn.dnb_dots_point_parse(as_u32(width), as_u32(height), data, n,
                                  ctypes.byref(out)), repr(text))
    return out.value


def point_name(width: int, height: int, point: int) -> str:
    """A point number as text, e.g. "c3"."""
    return text_out(fn.dnb_dots_point_format, as_u32(width), as_u32(height),
                    as_u32(point, "point"), detail=str(point))


class Dots(Owned):
    """A game of Dots (kropki) on width x height points (a C dnb_dots).

    Freed by close(), at the end of a ``with`` block, or by garbage
    collection.  Like the C object it may be read from several threads at
    once; a call that changes it (play, setup, end_turn, undo) while another
    call uses it, or close() then, raises BusyError (E_BUSY) and changes
    nothing."""

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, width: int = DOTS_DEFAULT_SIDE,
                 height: int = DOTS_DEFAULT_SIDE,
                 moves: Union[str, Iterable[Point]] = ()) -> None:
        self._ptr = None
        ptr = DotsPtr()
        check(fn.dnb_dots_new(as_u32(width), as_u32(height), DOTS_NO_FLAGS,
                              ctypes.byref(ptr)),
              "%sx%s board" % (width, height))
        self._ptr = ptr
        for m in (moves.split() if isinstance(moves, str) else moves):
            self.play(m)

    @classmethod
    def _adopt(cls: Type[D], ptr: Any) -> D:
        d = cls.__new__(cls)
        d._ptr = ptr
        return d

    @classmethod
    def parse(cls: Type[D], text: Union[str, bytes]) -> D:
        """A game read from format("record").  Raises ParseError."""
        data, n = text_in(text)
        ptr, line, col = DotsPtr(), u32(), u32()
        status = fn.dnb_dots_parse(data, n, ctypes.byref(ptr),
                                   ctypes.byref(line), ctypes.byref(col))
        if status < 0:
            raise ParseError(status, strerror(status), line.value, col.value)
        return cls._adopt(ptr)

    # -- lifetime ---------------------------------------------------------

    _what = "Dots game"

    def _free(self, ptr: Any) -> None:
        fn.dnb_dots_free(ptr)

    @property
    def _d(self) -> Any:
        """A read use of the game, for a C call (see dnb._owned)."""
        return self._use()

    def clone(self: D) -> D:
        """An independent copy, history included."""
        ptr = DotsPtr()
        check(fn.dnb_dots_clone(self._d, ctypes.byref(ptr)))
        return type(self)._adopt(ptr)

    def __copy__(self: D) -> D:
        return self.clone()

    def __deepcopy__(self: D, memo: Dict[int, Any]) -> D:
        return self.clone()

    def __reduce__(self) -> Tuple[Callable[[str], Dots], Tuple[str]]:
        return (type(self).parse, (self.format("record"),))

    # -- points -----------------------------------------------------------

    def point_index(self, point: Point) -> int:
        """The number of a point given as text or int."""
        if isinstance(point, int):
            return as_u32(point, "point")
        return point_index(self.width, self.height, point)

    def point_name(self, point: int) -> str:
        return point_name(self.width, self.height, point)

    # -- moves ------------------------------------------------------------

    def play(self, point: Point) -> int:
        """Put a dot of the player to move; returns the change of the
        mover's score (opponent dots captured by this move)."""
        captured = i32()
        check(fn.dnb_dots_play(self._use(write=True), self.point_index(point),
                               ctypes.byref(captured)), repr(point))
        return captured.value

    def setup(self, player: int, point: Point) -> int:
        """Put a dot of ``player`` (1 or 2), resolved as that player's move,
        without changing whose turn it is.  Undone like a move."""
        captured = i32()
        check(fn.dnb_dots_setup(self._use(write=True),
                                as_i32(player, "player"),
                                self.point_index(point),
                                ctypes.byref(captured)), repr(point))
        return captured.value

    def end_turn(self) -> None:
        """The player to move stops; the other plays on alone."""
        check(fn.dnb_dots_end_turn(self._use(write=True)))

    def undo(self) -> None:
        """Take back the last move, setup or ending (NoHistoryError at
        the start)."""
        check(fn.dnb_dots_undo(self._use(write=True)))

    @property
    def legal_moves(self) -> CallableList[str]:
        """Every free point, ascending, as text.  (The old call
        legal_moves(), or legal_moves(points=True) for legal_points,
        still works, with a DeprecationWarning: see dnb._compat.)"""
        w, h = self.width, self.height
        return CallableList([point_name(w, h, p) for p in self.legal_points],
                            "Dots", "legal_moves", "points", "legal_points",
                            lambda: self.legal_points)

    @property
    def legal_points(self) -> List[int]:
        """Every free point, ascending, as point indices."""
        return list_out(fn.dnb_dots_legal_moves, self._d,
                        hint=self.free_count)

    # -- state ------------------------------------------------------------

    @property
    def width(self) -> int:
        return check(fn.dnb_dots_width(self._d))

    @property
    def height(self) -> int:
        return check(fn.dnb_dots_height(self._d))

    def point(self, point: Point) -> int:
        """0 no dot, 1 or 2 a dot of that player, -1 or -2 a captured dot."""
        index = self.point_index(point)
        value = check(fn.dnb_dots_point(self._d, index), repr(point))
        # The C call says DNB_DOTS_CAPTURED_1/_2 (3, 4) for captured dots.
        return -(value - 2) if value > 2 else value

    def owner(self, point: Point) -> int:
        """The owner of the base the point lies in: 0, 1 or 2."""
        return check(fn.dnb_dots_owner(self._d, self.point_index(point)),
                     repr(point))

    @property
    def scores(self) -> Tuple[int, int]:
        """(score of player 1, score of player 2)."""
        d = self._d
        return (check(fn.dnb_dots_score(d, 1)), check(fn.dnb_dots_score(d, 2)))

    @property
    def to_move(self) -> int:
        """1 or 2, or 0 once the game is over."""
        return check(fn.dnb_dots_to_move(self._d))

    def has_ended(self, player: int) -> bool:
        """Whether ``player`` (1 or 2) has ended the game for themselves."""
        return bool(check(fn.dnb_dots_has_ended(self._d,
                                                as_i32(player, "player"))))

    @property
    def over(self) -> bool:
        """True when both players have ended or no free point is left."""
        return bool(check(fn.dnb_dots_is_over(self._d)))

    @property
    def free_count(self) -> int:
        return check(fn.dnb_dots_free_count(self._d))

    @property
    def history_length(self) -> int:
        return check(fn.dnb_dots_history_length(self._d))

    @property
    def result(self) -> DotsResult:
        """(winner, margin): winner 1 or 2, or 0 for a draw or a game not
        yet over; margin the score difference."""
        winner, margin = i32(), i32()
        check(fn.dnb_dots_result(self._d, ctypes.byref(winner),
                                 ctypes.byref(margin)))
        return DotsResult(winner.value, margin.value)

    # -- text -------------------------------------------------------------

    def format(self, kind: Union[str, int] = "record") -> str:
        """"record" (parse() reads it back) or "render" (a picture); an
        unknown name is an ArgumentError (E_INVALID)."""
        if not isinstance(kind, int):
            try:
                kind = _FORMATS[kind.lower()]
            except KeyError:
                raise error(E_INVALID, "format %r (known: record, render)"
                            % (kind,)) from None
        return text_out(fn.dnb_dots_format, self._d, as_u32(kind, "format"))

    def __str__(self) -> str:
        return self.format("render")

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.Dots closed>"
        return "<dnb.Dots %dx%d, scores %d-%d, %s>" % (
            self.width, self.height, self.scores[0], self.scores[1],
            "over" if self.over else "player %d to move" % self.to_move)
