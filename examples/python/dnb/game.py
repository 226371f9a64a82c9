# SPDX-License-Identifier: MIT
"""The Game class: one dnb_game owned by a Python object.

A Game frees its C object when it is closed: by close(), at the end of a
``with`` block, or (as a fallback) when it is garbage-collected.  Using a
closed game raises ValueError.  Like the C object, a Game may be read from
several threads at once, but a call that changes it must not overlap any
other call on the same game.
"""

import collections
import ctypes

from . import board
from ._owned import Owned
from ._native import (GamePtr, fn, i32, u32, as_i32, as_u32, bytes_out,
                      check, error, list_out, text_in, text_out, strerror)
from .board import rules_value, rule_words
from .constants import format_value
from .errors import E_INVALID, E_NO_HISTORY, E_RANGE, ParseError

Result = collections.namedtuple("Result", "winner margin")
Result.__doc__ = ("The outcome: winner is 1 or 2, or 0 for a draw or a game "
                  "not over; margin is the difference of the scores.")


def _parse_failure(status, line, col):
    return ParseError(status, strerror(status), line.value, col.value)


class Game(Owned):
    """A game of Dots-and-Boxes.

    Game(width, height, rules=0, moves=()) starts on an empty board
    (rules: integer flags or words such as "compulsory misere") and plays
    ``moves``.  Other constructors: Game.setup, Game.parse,
    Game.parse_diagram, and game.clone().

    Moves are strings ("a1-b1", "h 0 0") or edge indices (ints); lists of
    moves come back as strings.
    """

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, width=4, height=4, rules=0, moves=()):
        self._ptr = None
        ptr = GamePtr()
        check(fn.dnb_game_new(as_u32(width), as_u32(height),
                              as_u32(rules_value(rules), "rules"),
                              ctypes.byref(ptr)),
              "%sx%s board" % (width, height))
        self._ptr = ptr
        if moves:
            self.play_moves(moves)

    @classmethod
    def _adopt(cls, ptr):
        game = cls.__new__(cls)
        game._ptr = ptr
        return game

    @classmethod
    def setup(cls, width, height, drawn, owners=None, to_move=1, rules=0):
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
    def parse(cls, text):
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
    def parse_diagram(cls, text, rules=0, to_move=1):
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

    def _free(self, ptr):
        fn.dnb_game_free(ptr)

    @property
    def _g(self):
        return self._live()

    def clone(self):
        """An independent copy, history included."""
        ptr = GamePtr()
        check(fn.dnb_game_clone(self._g, ctypes.byref(ptr)))
        return type(self)._adopt(ptr)

    __copy__ = clone

    def __deepcopy__(self, memo):
        return self.clone()

    # -- moves -------------------------------------------------------------

    def edge(self, move):
        """The edge index of a move (a string, or an int passed through)."""
        if isinstance(move, int):
            return as_u32(move, "edge")
        return board.parse_move(self.width, self.height, move)

    def move_name(self, edge):
        """An edge index written as a move, e.g. "a1-b1"."""
        return board.format_move(self.width, self.height, edge)

    def play(self, move):
        """Play one move for the player to move; returns the number of boxes
        it completed (0, 1 or 2).  The same player moves again after a
        capture."""
        completed = i32()
        check(fn.dnb_game_play(self._g, self.edge(move),
                               ctypes.byref(completed)), repr(move))
        return completed.value

    def play_moves(self, moves):
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
            fn.dnb_game_undo_to(self._g, start)
            raise
        return done

    def undo(self, count=1):
        """Take back the last ``count`` moves (all or none)."""
        if count == 1:
            check(fn.dnb_game_undo(self._g))
            return
        played = self.move_count
        if count < 0 or count > played:
            raise error(E_NO_HISTORY, "undo %d of %d moves" % (count, played))
        check(fn.dnb_game_undo_to(self._g, played - count))

    def undo_to(self, count):
        """Take back moves until only the first ``count`` remain."""
        check(fn.dnb_game_undo_to(self._g, as_u32(count, "count")))

    def _moves(self, call, edges):
        found = list_out(call, self._g, hint=self.edge_count)
        if edges:
            return found
        w, h = self.width, self.height
        return [board.format_move(w, h, e) for e in found]

    def legal_moves(self, edges=False):
        """Every legal move in edge order, as strings (edges=True: ints)."""
        return self._moves(fn.dnb_game_legal_moves, edges)

    def capture_moves(self, edges=False):
        """The legal moves that complete at least one box."""
        return self._moves(fn.dnb_game_capture_moves, edges)

    def safe_moves(self, edges=False):
        """The legal moves that give no box its third side."""
        return self._moves(fn.dnb_game_safe_moves, edges)

    def history(self, edges=False):
        """The moves played, oldest first."""
        return self._moves(fn.dnb_game_moves, edges)

    @property
    def moves(self):
        """The moves played, oldest first, as strings."""
        return self.history()

    # -- state ---------------------------------------------------------------

    @property
    def width(self):
        return check(fn.dnb_game_width(self._g))

    @property
    def height(self):
        return check(fn.dnb_game_height(self._g))

    @property
    def rules(self):
        """The rule flags as an int."""
        return check(fn.dnb_game_rules(self._g))

    @property
    def rule_names(self):
        """The rules as words, e.g. ("compulsory",) or ("standard",)."""
        return rule_words(self.rules)

    @property
    def edge_count(self):
        return check(fn.dnb_game_edge_count(self._g))

    @property
    def move_count(self):
        return check(fn.dnb_game_move_count(self._g))

    @property
    def scores(self):
        """(boxes of player 1, boxes of player 2)."""
        g = self._g
        return (check(fn.dnb_game_score(g, 1)), check(fn.dnb_game_score(g, 2)))

    @property
    def to_move(self):
        """The player to move, 1 or 2 (after the end: who moved last)."""
        return check(fn.dnb_game_to_move(self._g))

    @property
    def over(self):
        """True when no edge is left to draw."""
        return bool(check(fn.dnb_game_is_over(self._g)))

    @property
    def result(self):
        """Result(winner, margin); winner is 0 for a draw or a game not over."""
        winner, margin = i32(), i32()
        check(fn.dnb_game_result(self._g, ctypes.byref(winner),
                                 ctypes.byref(margin)))
        return Result(winner.value, margin.value)

    @property
    def owners(self):
        """The owner of each box (0 nobody, 1 or 2), row by row."""
        return tuple(bytes_out(fn.dnb_game_owners, self._g,
                               hint=self.width * self.height))

    def drawn(self, edges=False):
        """The drawn edges in edge order, as moves (edges=True: ints); with
        owners and to_move, what Game.setup() takes."""
        flags = bytes_out(fn.dnb_game_edges, self._g, hint=self.edge_count)
        found = [e for e, d in enumerate(flags) if d]
        if edges:
            return found
        w, h = self.width, self.height
        return [board.format_move(w, h, e) for e in found]

    def edge_drawn(self, move):
        return bool(check(fn.dnb_game_edge_drawn(self._g, self.edge(move)),
                          repr(move)))

    def box_sides(self, box):
        """How many sides of box (row * width + col) are drawn."""
        return check(fn.dnb_game_box_sides(self._g, as_u32(box, "box")))

    def box_owner(self, box):
        return check(fn.dnb_game_box_owner(self._g, as_u32(box, "box")))

    # -- analysis ----------------------------------------------------------

    def analysis(self):
        """The board analysis of the current position (dnb_analysis_new):
        a plain dnb.Analysis object with the components, the long chain
        rule and, in a simple loony endgame or a handout, the value and the
        move to play."""
        from .analysis import analyse   # late: analysis.py imports board
        return analyse(self)

    # -- text --------------------------------------------------------------

    def format(self, kind="record"):
        """The game as text: "record" (size, rules, moves; parse() reads it
        back with its history), "position" (the position alone), "diagram"
        (edges only) or "render" (a picture for terminals)."""
        return text_out(fn.dnb_game_format, self._g,
                        as_u32(format_value(kind), "format"))

    def __str__(self):
        return self.format("render")

    def __repr__(self):
        if self.closed:
            return "<dnb.Game closed>"
        return "<dnb.Game %dx%d %s, %d moves, scores %d-%d, %s>" % (
            self.width, self.height, " ".join(self.rule_names),
            self.move_count, self.scores[0], self.scores[1],
            "over" if self.over else "player %d to move" % self.to_move)
