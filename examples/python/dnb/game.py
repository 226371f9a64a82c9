# SPDX-License-Identifier: MIT
"""The Game class: one dnb_game owned by a Python object.

A Game frees its C object when it is closed: by close(), at the end of a
``with`` block, or (as a fallback) when it is garbage-collected.  Using a
closed game raises ValueError.  Like the C object, a Game may be read from
several threads at once, calls that take it as an argument included (a
Solver's solve(game), an AI's move(game)).  A call that changes it (play,
undo) runs alone: one that would overlap another call on the game, from
another thread or from a callback inside that call, raises BusyError and
changes nothing, and close() is refused the same way while a call uses
the game.

Two games are equal when their positions are (size, rules, drawn edges,
owners, player to move), whatever moves led there, as python-chess
compares boards; the hash is that of the position, so a game used as a
dict key or in a set must not be changed while it is there.  copy.copy()
and copy.deepcopy() give game.clone(); pickle stores the record (the
format("record") text, history included) and reads it back with
Game.parse().
"""

from __future__ import annotations

import ctypes
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, List,
                    NamedTuple, Optional, Tuple, Type, TypeVar, Union)

from . import board
from ._compat import CallableList
from ._owned import Owned
from ._native import (GamePtr, fn, i32, u32, as_i32, as_u32, bytes_out,
                      check, error, list_out, text_in, text_out, strerror)
from .board import Move, Rules, rules_value, rule_words
from .constants import RULE_BORDER, format_value
from .errors import (E_ILLEGAL, E_INVALID, E_MUST_CAPTURE, E_NO_HISTORY, E_RANGE,
                     ParseError)

if TYPE_CHECKING:
    from .analysis import Analysis

G = TypeVar("G", bound="Game")


class Result(NamedTuple):
    """The outcome: winner is 1 or 2, or 0 for a draw or a game not over;
    margin is the difference of the scores."""
    winner: int
    margin: int


def _parse_failure(status: int, line: Any, col: Any) -> ParseError:
    return ParseError(status, strerror(status), line.value, col.value)


class Game(Owned):
    """A game of Dots-and-Boxes.

    Game(width, height, rules=0, moves=()) starts on an empty board
    (rules: integer flags or words such as "compulsory misere") and plays
    ``moves``.  Other constructors: Game.setup, Game.parse,
    Game.parse_diagram, and game.clone().

    Moves are strings ("a1-b1", "h 0 0") or edge indices (ints); lists of
    moves are properties and come back as strings (legal_moves, history,
    ...), or as edge indices under the names ending in _edges
    (legal_edges, history_edges, ...).  python-chess's names work too: push(),
    pop(), peek(), is_legal().
    """

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, width: int = 4, height: int = 4, rules: Rules = 0,
                 moves: Union[str, Iterable[Move]] = ()) -> None:
        self._ptr = None
        ptr = GamePtr()
        check(fn.dnb_game_new(as_u32(width, "width"),
                              as_u32(height, "height"),
                              as_u32(rules_value(rules), "rules"),
                              ctypes.byref(ptr)),
              "%sx%s board" % (width, height))
        self._ptr = ptr
        if moves:
            self.play_moves(moves)

    @classmethod
    def _adopt(cls: Type[G], ptr: Any) -> G:
        game = cls.__new__(cls)
        game._ptr = ptr
        return game

    @classmethod
    def setup(cls: Type[G], width: int, height: int, drawn: Iterable[Move],
              owners: Optional[Iterable[int]] = None, to_move: int = 1,
              rules: Rules = 0) -> G:
        """A game from a position, without history.  ``drawn`` is an
        iterable of moves (strings or edge indices) that are drawn;
        ``owners`` (optional) gives 0, 1 or 2 for each box, row by row."""
        n = board.edge_count(width, height)
        edges = bytearray(n)
        for m in drawn:
            e = m if isinstance(m, int) else board.parse_move(width, height, m)
            if not 0 <= e < n:
                raise error(E_RANGE, "edge %r" % (m,))
            edges[e] = 1
        own = None if owners is None else bytes(bytearray(owners))
        if own is not None and len(own) != width * height:
            # The C side reads width * height bytes: never hand it fewer.
            raise error(E_INVALID, "%d owners for %d boxes"
                        % (len(own), width * height))
        ptr = GamePtr()
        check(fn.dnb_game_new_setup(width, height,
                                    as_u32(rules_value(rules), "rules"),
                                    bytes(edges), own,
                                    as_i32(to_move, "player"),
                                    ctypes.byref(ptr)))
        return cls._adopt(ptr)

    @classmethod
    def parse(cls: Type[G], text: Union[str, bytes]) -> G:
        """A game read from a record or position (format("record"),
        format("position")).  Raises ParseError with line and column."""
        data, n = text_in(text)
        ptr, line, col = GamePtr(), u32(), u32()
        status = fn.dnb_game_parse(data, n, ctypes.byref(ptr),
                                   ctypes.byref(line), ctypes.byref(col))
        if status < 0:
            raise _parse_failure(status, line, col)
        return cls._adopt(ptr)

    @classmethod
    def parse_diagram(cls: Type[G], text: Union[str, bytes], rules: Rules = 0,
                      to_move: int = 1) -> G:
        """A position read from an ASCII diagram (format("diagram"))."""
        data, n = text_in(text)
        ptr, line, col = GamePtr(), u32(), u32()
        status = fn.dnb_game_parse_diagram(data, n,
                                           as_u32(rules_value(rules), "rules"),
                                           as_i32(to_move, "player"),
                                           ctypes.byref(ptr),
                                           ctypes.byref(line),
                                           ctypes.byref(col))
        if status < 0:
            raise _parse_failure(status, line, col)
        return cls._adopt(ptr)

    # -- lifetime ---------------------------------------------------------

    _what = "game"

    def _free(self, ptr: Any) -> None:
        fn.dnb_game_free(ptr)

    @property
    def _g(self) -> Any:
        """A read use of the game, for a C call (see dnb._owned)."""
        return self._use()

    def clone(self: G) -> G:
        """An independent copy, history included."""
        ptr = GamePtr()
        check(fn.dnb_game_clone(self._g, ctypes.byref(ptr)))
        return type(self)._adopt(ptr)

    def __copy__(self: G) -> G:
        return self.clone()

    def __deepcopy__(self: G, memo: Dict[int, Any]) -> G:
        return self.clone()

    def __reduce__(self) -> Tuple[Callable[[str], Game], Tuple[str]]:
        # The record holds the size, the rules, a set-up position if there
        # is one, and the moves: parse() rebuilds the game with its history.
        return (type(self).parse, (self.format("record"),))

    # -- comparison --------------------------------------------------------

    def _position_key(self) -> str:
        # The library's position text: size, rules, player to move, drawn
        # edges and owners, written one way only.
        return self.format("position")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        if self.closed or other.closed:
            return self is other
        return self._position_key() == other._position_key()

    def __hash__(self) -> int:
        return hash(self._position_key())

    # -- moves -------------------------------------------------------------

    def edge(self, move: Move) -> int:
        """The edge index of a move (a string, or an int passed through)."""
        if isinstance(move, int):
            return as_u32(move, "edge")
        return board.parse_move(self.width, self.height, move)

    def move_name(self, edge: int) -> str:
        """An edge index written as a move, e.g. "a1-b1"."""
        return board.format_move(self.width, self.height, edge)

    def play(self, move: Move) -> int:
        """Play one move for the player to move; returns the number of boxes
        it completed (0, 1 or 2).  The same player moves again after a
        capture.  A move that is not legal here raises IllegalMoveError,
        text that names no edge InvalidMoveError (both ValueErrors)."""
        completed = i32()
        edge = self.edge(move)
        status = fn.dnb_game_play(self._use(write=True), edge,
                                  ctypes.byref(completed))
        # the message is the library's; the detail says why
        why = ""
        if status == E_ILLEGAL and self.edge_drawn(edge):
            why = ": already drawn"
            if (self.rules & RULE_BORDER and
                    None in board.edge_boxes(self.width, self.height, edge)):
                why += " (the border rule draws the outer edges)"
        elif status == E_MUST_CAPTURE:
            why = ": it takes no box, and a box can be taken (%s)" % self.capture_moves[0]
        check(status, repr(move) + why)
        return completed.value

    def push(self, move: Move) -> int:
        """play(move), under python-chess's name."""
        return self.play(move)

    def pop(self) -> str:
        """Take back the last move and return it (python-chess's Board.pop);
        NoHistoryError (an IndexError) if there is none."""
        history = self.moves
        if not history:
            raise error(E_NO_HISTORY, "pop with no moves played")
        self.undo()
        return str(history[-1])

    def peek(self) -> Optional[str]:
        """The last move played, or None."""
        history = self.moves
        return history[-1] if history else None

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` names an edge that may be drawn now."""
        try:
            return self.edge(move) in self.legal_edges
        except ValueError:
            return False

    def play_moves(self, moves: Union[str, Iterable[Move]]) -> List[int]:
        """Play several moves: an iterable of moves, or one string of
        "a1-b1" style moves separated by blanks.  All or nothing: if one
        fails, the moves before it are taken back and DnbError is raised.
        Returns the list of boxes completed by each move."""
        if isinstance(moves, str):
            moves = moves.split()
        start = self.move_count
        done = []
        try:
            for m in moves:
                done.append(self.play(m))
        except BaseException:
            fn.dnb_game_undo_to(self._use(write=True), start)
            raise
        return done

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` moves (all or none)."""
        if count == 1:
            check(fn.dnb_game_undo(self._use(write=True)))
            return
        played = self.move_count
        if count < 0 or count > played:
            raise error(E_NO_HISTORY, "undo %d of %d moves" % (count, played))
        check(fn.dnb_game_undo_to(self._use(write=True), played - count))

    def undo_to(self, count: int) -> None:
        """Take back moves until only the first ``count`` remain."""
        check(fn.dnb_game_undo_to(self._use(write=True),
                                  as_u32(count, "count")))

    # The lists of moves are properties (see dnb._compat for the rule): as
    # strings, and as edge indices under the name ending in _edges.  The
    # old spellings legal_moves() and legal_moves(edges=True) still work,
    # with a DeprecationWarning.

    def _edges(self, call: Callable[..., int]) -> List[int]:
        return list_out(call, self._g, hint=self.edge_count)

    def _names(self, edges: List[int]) -> List[str]:
        w, h = self.width, self.height
        return [board.format_move(w, h, e) for e in edges]

    def _listing(self, name: str, edges: Callable[[], List[int]]
                 ) -> CallableList[str]:
        return CallableList(self._names(edges()), "Game", name, "edges",
                            name.replace("moves", "edges"), edges)

    @property
    def legal_moves(self) -> CallableList[str]:
        """Every legal move in edge order, as strings."""
        return self._listing("legal_moves", lambda: self.legal_edges)

    @property
    def legal_edges(self) -> List[int]:
        """Every legal move in edge order, as edge indices."""
        return self._edges(fn.dnb_game_legal_moves)

    @property
    def capture_moves(self) -> CallableList[str]:
        """The legal moves that complete at least one box."""
        return self._listing("capture_moves", lambda: self.capture_edges)

    @property
    def capture_edges(self) -> List[int]:
        """capture_moves as edge indices."""
        return self._edges(fn.dnb_game_capture_moves)

    @property
    def safe_moves(self) -> CallableList[str]:
        """The legal moves that give no box its third side."""
        return self._listing("safe_moves", lambda: self.safe_edges)

    @property
    def safe_edges(self) -> List[int]:
        """safe_moves as edge indices."""
        return self._edges(fn.dnb_game_safe_moves)

    @property
    def history(self) -> CallableList[str]:
        """The moves played, oldest first, as strings (the same list as
        moves)."""
        return CallableList(self.moves, "Game", "history", "edges",
                            "history_edges", lambda: self.history_edges)

    @property
    def history_edges(self) -> List[int]:
        """The moves played, oldest first, as edge indices."""
        return self._edges(fn.dnb_game_moves)

    @property
    def moves(self) -> List[str]:
        """The moves played, oldest first, as strings."""
        return self._names(self.history_edges)

    # -- state ---------------------------------------------------------------

    @property
    def width(self) -> int:
        return check(fn.dnb_game_width(self._g))

    @property
    def height(self) -> int:
        return check(fn.dnb_game_height(self._g))

    @property
    def rules(self) -> int:
        """The rule flags as an int."""
        return check(fn.dnb_game_rules(self._g))

    @property
    def rule_names(self) -> Tuple[str, ...]:
        """The rules as words, e.g. ("compulsory",) or ("standard",)."""
        return rule_words(self.rules)

    @property
    def edge_count(self) -> int:
        return check(fn.dnb_game_edge_count(self._g))

    @property
    def move_count(self) -> int:
        return check(fn.dnb_game_move_count(self._g))

    @property
    def scores(self) -> Tuple[int, int]:
        """(boxes of player 1, boxes of player 2)."""
        g = self._g
        return (check(fn.dnb_game_score(g, 1)), check(fn.dnb_game_score(g, 2)))

    @property
    def to_move(self) -> int:
        """The player to move, 1 or 2 (after the end: who moved last)."""
        return check(fn.dnb_game_to_move(self._g))

    @property
    def over(self) -> bool:
        """True when no edge is left to draw."""
        return bool(check(fn.dnb_game_is_over(self._g)))

    @property
    def result(self) -> Result:
        """Result(winner, margin); winner is 0 for a draw or a game not
        over."""
        winner, margin = i32(), i32()
        check(fn.dnb_game_result(self._g, ctypes.byref(winner),
                                 ctypes.byref(margin)))
        return Result(winner.value, margin.value)

    @property
    def owners(self) -> Tuple[int, ...]:
        """The owner of each box (0 nobody, 1 or 2), row by row."""
        return tuple(bytes_out(fn.dnb_game_owners, self._g,
                               hint=self.width * self.height))

    @property
    def drawn(self) -> CallableList[str]:
        """The drawn edges in edge order, as moves; with owners and
        to_move, what Game.setup() takes."""
        return CallableList(self._names(self.drawn_edges), "Game", "drawn",
                            "edges", "drawn_edges", lambda: self.drawn_edges)

    @property
    def drawn_edges(self) -> List[int]:
        """The drawn edges in edge order, as edge indices."""
        flags = bytes_out(fn.dnb_game_edges, self._g, hint=self.edge_count)
        return [e for e, d in enumerate(flags) if d]

    def edge_drawn(self, move: Move) -> bool:
        return bool(check(fn.dnb_game_edge_drawn(self._g, self.edge(move)),
                          repr(move)))

    def box_sides(self, box: int) -> int:
        """How many sides of box (row * width + col) are drawn."""
        return check(fn.dnb_game_box_sides(self._g, as_u32(box, "box")))

    def box_owner(self, box: int) -> int:
        return check(fn.dnb_game_box_owner(self._g, as_u32(box, "box")))

    # -- analysis ----------------------------------------------------------

    def analysis(self) -> Analysis:
        """The board analysis of the current position (dnb_analysis_new):
        a plain dnb.Analysis object with the components, the long chain
        rule and, in a simple loony endgame or a handout, the value and the
        move to play."""
        from .analysis import analyse   # late: analysis.py imports board
        return analyse(self)

    # -- text --------------------------------------------------------------

    def format(self, kind: Union[str, int] = "record") -> str:
        """The game as text: "record" (size, rules, moves; parse() reads it
        back with its history), "position" (the position alone), "diagram"
        (edges only) or "render" (a picture for terminals)."""
        return text_out(fn.dnb_game_format, self._g,
                        as_u32(format_value(kind), "format"))

    def __str__(self) -> str:
        return self.format("render")

    def to_json(self) -> str:
        """The game as JSON text on one line, in the form of
        dnb_game_json(5): the object `dnb replay --json` prints for the
        same game, key for key.  It holds the size ("width", "height"),
        the rules as words ("rules"), the moves played oldest first
        ("history"), the starting position ("setup") only for a game set
        up from a position, and the keys derived from them ("moves",
        "scores", "to_move", "over", "winner", "margin", "owners").
        Game.from_json() reads it back, history included."""
        from . import _json   # the form is dnb/_json.py's
        return _json.to_json(self)

    @classmethod
    def from_json(cls: Type[G], text: Union[str, bytes]) -> G:
        """A game read from its JSON form (dnb_game_json(5)), such as
        to_json() or `dnb replay --json` writes: the board, the rules
        and the set-up position if any, then the moves of "history"
        played in order.  The derived keys ("scores", "to_move",
        "owners", ...) may be left out; those present must agree with
        the game rebuilt, and keys the form does not define are ignored.

        Raises TypeError for an argument that is neither str nor bytes
        (UTF-8), and ParseError (a ValueError) for anything else that is
        not such a game: text that is not JSON (``line`` and ``column``
        say where), a key missing or of the wrong type, a size, rule or
        set-up the library refuses, a move of the history that is no move
        or not legal (``status`` is then the library's, e.g. E_ILLEGAL),
        or a derived key that disagrees."""
        from . import _json
        return _json.from_json(cls, text)

    def svg(self, **options: Any) -> str:
        """The board as an SVG picture: dnb.svg.board(self, **options)."""
        from . import svg     # late: svg.py imports this module
        return svg.board(self, **options)

    def _repr_svg_(self) -> str:
        """The picture a notebook (IPython, Jupyter) shows for a game, with
        the last move marked."""
        return self.svg(lastmove=self.peek())

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.Game closed>"
        return "<dnb.Game %dx%d %s, %d moves, scores %d-%d, %s>" % (
            self.width, self.height, " ".join(self.rule_names),
            self.move_count, self.scores[0], self.scores[1],
            "over" if self.over else "player %d to move" % self.to_move)
