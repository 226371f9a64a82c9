# SPDX-License-Identifier: MIT
"""Nimstring values (dnb_nimstring_*): nimbers and loony positions.

    with dnb.Game(2, 2) as g, dnb.Nimstring() as ns:
        graph = dnb.NimstringGraph.from_game(g)
        ns.value(graph)          # 0, 1, 2, ... or dnb.LOONY
        ns.move_values(graph)    # {"a1-b1": 1, ...}
        ns.components(graph)     # [NimstringComponent(...), ...]

A value is an int n >= 0 for the nimber *n, or dnb.LOONY, a singleton
that is not an int (so never confused with a nimber, never equal to one)
and is true: ``bool(value)`` tells whether the player to move wins the
Nimstring game, which is the fight for control in Dots-and-Boxes.

A NimstringGraph is a strings-and-coins graph (a C dnb_nimstring_graph):
from a game's position (NimstringGraph.from_game), from the text format of
dnb_nimstring(5) (NimstringGraph.parse), or built coin by coin.  The ground
end of a string is GROUND (or None when adding one).  Like a Game, a graph
may be read from several threads at once; a Nimstring evaluator keeps a
memo of component values between calls: use one per thread.  A call that
would change or free either while a call uses it raises BusyError and
changes nothing.  Both free their C objects on close(), at the end of a
``with`` block or when garbage-collected.

A node or time limit that stops a call raises DnbError with status
E_LIMIT; nothing else is changed.  Ctrl-C stops a call from the main
thread with KeyboardInterrupt at once (see Nimstring).

Why this file is long: the graph and the evaluator are one module of the
C library (dnb_nimstring_*), and the evaluator's calls need the graph's
names for their results.
"""

from __future__ import annotations

import ctypes
from typing import (Any, Callable, Dict, Iterable, List, Optional, Set,
                    Tuple, Type, TypeVar, Union)

from . import board
from ._interrupt import Handoff, in_main_thread, run
from ._compat import CallableList, CallableSet
from ._owned import Owned, holding
from ._native import (GamePtr, P, declare, fn, i32, lib, size_t, u32, u64,
                      as_u32, as_u64, check, error, list_out, text_in,
                      text_out, strerror)
from .constants import NIMSTRING_GROUND, NIMSTRING_LOONY, NO_EDGE
from .errors import E_INVALID, E_RANGE, OK, ParseError
from .game import Game

NG = TypeVar("NG", bound="NimstringGraph")
T = TypeVar("T")


class _Loony:
    """The type of LOONY: one instance only, kept through copy and pickle."""

    __slots__ = ()
    _instance: Optional[_Loony] = None

    def __new__(cls) -> _Loony:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "LOONY"

    def __str__(self) -> str:
        return "loony"

    def __bool__(self) -> bool:
        return True     # the player to move wins a loony position

    def __reduce__(self) -> Tuple[Type[_Loony], Tuple[()]]:
        return (_Loony, ())

    def __copy__(self) -> _Loony:
        return self

    def __deepcopy__(self, memo: Dict[int, Any]) -> _Loony:
        return self


LOONY = _Loony()
"""The value of a loony position (a long chain or loop has been offered)."""

GROUND = NIMSTRING_GROUND
"""The ground, as an end of a string."""

# A Nimstring value: a nimber (an int >= 0) or LOONY.
Value = Union[int, _Loony]


def value_of(raw: int) -> Value:
    """A C value (uint32_t) as Python: an int, or LOONY."""
    return LOONY if raw == NIMSTRING_LOONY else raw


def value_name(value: Value) -> str:
    """ "0", "*n" or "loony", as Berlekamp writes them."""
    if isinstance(value, _Loony):       # LOONY, the only one
        return "loony"
    return "0" if value == 0 else "*%d" % value


def nim_sum(values: Iterable[Value]) -> Value:
    """The value of a sum of independent components: LOONY if any is,
    else the nim-sum (exclusive or) of the nimbers."""
    total = 0
    for v in values:
        if isinstance(v, _Loony):       # LOONY, the only one
            return LOONY
        total ^= v
    return total


class GraphStruct(ctypes.Structure):
    """struct dnb_nimstring_graph: opaque."""


class NimstringStruct(ctypes.Structure):
    """struct dnb_nimstring: opaque."""


GraphPtr = P(GraphStruct)
NimstringPtr = P(NimstringStruct)


class OptionsStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("memo_mb", u32), ("node_limit", u64),
                ("time_limit_ms", u64)]


NIMSTRING = {
    "dnb_nimstring_graph_new": (i32, [u32, P(GraphPtr)]),
    "dnb_nimstring_graph_from_game": (i32, [GamePtr, P(GraphPtr)]),
    "dnb_nimstring_graph_free": (None, [GraphPtr]),
    "dnb_nimstring_graph_clone": (i32, [GraphPtr, P(GraphPtr)]),
    "dnb_nimstring_graph_add_string": (i32, [GraphPtr, u32, u32, P(u32)]),
    "dnb_nimstring_graph_coin_count": (i32, [GraphPtr]),
    "dnb_nimstring_graph_string_count": (i32, [GraphPtr]),
    "dnb_nimstring_graph_string": (i32, [GraphPtr, u32, P(u32), P(u32),
                                         P(u32)]),
    "dnb_nimstring_graph_components": (i32, [GraphPtr, P(u32), size_t,
                                             P(size_t), P(u32)]),
    "dnb_nimstring_graph_parse": (i32, [ctypes.c_char_p, size_t,
                                        P(GraphPtr), P(u32), P(u32)]),
    "dnb_nimstring_graph_format": (i32, [GraphPtr, ctypes.c_char_p, size_t,
                                         P(size_t)]),
    "dnb_nimstring_options_init": (i32, [P(OptionsStruct), u32]),
    "dnb_nimstring_new": (i32, [P(OptionsStruct), P(NimstringPtr)]),
    "dnb_nimstring_free": (None, [NimstringPtr]),
    "dnb_nimstring_set_options": (i32, [NimstringPtr, P(OptionsStruct)]),
    "dnb_nimstring_clear": (i32, [NimstringPtr]),
    "dnb_nimstring_nodes": (i32, [NimstringPtr, P(u64)]),
    "dnb_nimstring_value": (i32, [NimstringPtr, GraphPtr, P(u32)]),
    "dnb_nimstring_move_values": (i32, [NimstringPtr, GraphPtr, P(u32),
                                        size_t, P(size_t)]),
    "dnb_nimstring_component_value": (i32, [NimstringPtr, GraphPtr, u32,
                                            P(u32)]),
}
declare(NIMSTRING)

# Stops a call from another thread.  Without it (a libdnb of the 1.2
# series from before it, through DNB_LIBRARY) Ctrl-C abandons the call
# (see Nimstring._run).
NIMSTRING_CANCEL = {
    "dnb_nimstring_cancel": (i32, [NimstringPtr]),
}
declare(NIMSTRING_CANCEL)
CAN_CANCEL = hasattr(lib, "dnb_nimstring_cancel")

# The defaults of DNB_NIMSTRING_OPTIONS_INIT.
DEFAULTS: Dict[str, Any] = {"memo_mb": 16, "node_limit": 0, "time_limit_ms": 0}


def _end(coin: Optional[int], what: str) -> int:
    """A string's end for the C call: a coin number, or GROUND for None."""
    return NIMSTRING_GROUND if coin is None else as_u32(coin, what)


class NimstringGraph(Owned):
    """A strings-and-coins graph.

    NimstringGraph(coins=0, strings=()) has ``coins`` coins and the strings
    given as (a, b) pairs of coin numbers, GROUND (or None) for the ground.
    NimstringGraph.from_game(game) is the graph of a game's position (one
    string for each undrawn edge, in edge order); NimstringGraph.parse(text)
    reads the text of dnb_nimstring(5), which format() and str() write.
    """

    __slots__ = ("_ptr", "_board", "__weakref__")

    _board: Optional[Tuple[int, int]]

    def __init__(self, coins: int = 0,
                 strings: Iterable[Tuple[Optional[int], Optional[int]]] = ()
                 ) -> None:
        self._ptr = None
        self._board = None
        ptr = GraphPtr()
        check(fn.dnb_nimstring_graph_new(as_u32(coins, "coins"),
                                         ctypes.byref(ptr)),
              "%s coins" % coins)
        self._ptr = ptr
        for a, b in strings:
            self.add_string(a, b)

    @classmethod
    def _adopt(cls: Type[NG], ptr: Any,
               board_size: Optional[Tuple[int, int]] = None) -> NG:
        graph = cls.__new__(cls)
        graph._ptr = ptr
        graph._board = board_size
        return graph

    @classmethod
    def from_game(cls: Type[NG], game: Game) -> NG:
        """The graph of the game's current position: coin i is box i, string
        i the i-th undrawn edge.  Raises DnbError E_NOT_APPLICABLE under
        misere or compulsory capture."""
        ptr = GraphPtr()
        check(fn.dnb_nimstring_graph_from_game(game._g, ctypes.byref(ptr)))
        return cls._adopt(ptr, (game.width, game.height))

    @classmethod
    def parse(cls: Type[NG], text: Union[str, bytes]) -> NG:
        """A graph read from the text of dnb_nimstring(5).  Raises
        ParseError with the line and column of the error."""
        data, n = text_in(text)
        ptr, line, col = GraphPtr(), u32(), u32()
        status = fn.dnb_nimstring_graph_parse(data, n, ctypes.byref(ptr),
                                              ctypes.byref(line),
                                              ctypes.byref(col))
        if status < 0:
            raise ParseError(status, strerror(status), line.value, col.value)
        return cls._adopt(ptr)

    _what = "graph"

    def _free(self, ptr: Any) -> None:
        fn.dnb_nimstring_graph_free(ptr)

    @property
    def _gr(self) -> Any:
        return self._use()

    def clone(self: NG) -> NG:
        """An independent copy."""
        ptr = GraphPtr()
        check(fn.dnb_nimstring_graph_clone(self._gr, ctypes.byref(ptr)))
        return type(self)._adopt(ptr, self._board)

    def __copy__(self: NG) -> NG:
        return self.clone()

    def __deepcopy__(self: NG, memo: Dict[int, Any]) -> NG:
        return self.clone()

    def add_string(self, a: Optional[int], b: Optional[int]) -> int:
        """Add a string between coins a and b (either may be GROUND or
        None, not both); returns its index."""
        index = u32()
        check(fn.dnb_nimstring_graph_add_string(
            self._use(write=True), _end(a, "coin"), _end(b, "coin"),
            ctypes.byref(index)),
            "string %r-%r" % (a, b))
        return index.value

    @property
    def coin_count(self) -> int:
        return check(fn.dnb_nimstring_graph_coin_count(self._gr))

    @property
    def string_count(self) -> int:
        return check(fn.dnb_nimstring_graph_string_count(self._gr))

    def __len__(self) -> int:
        return self.string_count

    def string(self, index: int) -> Tuple[int, int, Optional[int]]:
        """String ``index`` as (a, b, edge): its ends (GROUND for the
        ground) and its board edge, None for a graph not made from a game."""
        a, b, edge = u32(), u32(), u32()
        check(fn.dnb_nimstring_graph_string(
            self._gr, as_u32(index, "string"), ctypes.byref(a),
            ctypes.byref(b), ctypes.byref(edge)), "string %s" % index)
        return a.value, b.value, None if edge.value == NO_EDGE else edge.value

    # strings, capture_strings, component_of and components are properties
    # (see dnb._compat for the rule); the old calls strings() and so on
    # still work, with a DeprecationWarning.

    @property
    def strings(self) -> CallableList[Tuple[int, int]]:
        """Every string's ends, as a list of (a, b)."""
        ends = map(self.string, range(self.string_count))
        return CallableList([(a, b) for a, b, _ in ends], "NimstringGraph",
                            "strings")

    @property
    def capture_strings(self) -> CallableSet[int]:
        """The strings whose cut takes a coin (one whose last string it is):
        after such a cut the cutter moves again.  A set of indices."""
        return CallableSet(self._capture_strings(), "NimstringGraph",
                           "capture_strings")

    def _capture_strings(self) -> Set[int]:
        ends = self.strings
        degree: Dict[int, int] = {}
        for a, b in ends:
            for c in (a, b):
                if c != GROUND:
                    degree[c] = degree.get(c, 0) + 1
        return {i for i, (a, b) in enumerate(ends)
                if degree.get(a) == 1 or degree.get(b) == 1}

    def move_name(self, index: int) -> Union[str, int]:
        """How a string is named in results: its board move ("a1-b1") for a
        graph made from a game, else its index."""
        if self._board is None:
            return index
        edge = self.string(index)[2]
        return index if edge is None else board.format_move(*self._board, edge)

    @property
    def component_of(self) -> CallableList[int]:
        """For every string, the number of its component (components are
        numbered by their first string), as a list."""
        gr = self._gr

        def call(buf: Any, cap: int, count: Any) -> int:
            return int(fn.dnb_nimstring_graph_components(gr, buf, cap, count,
                                                         None))
        return CallableList(list_out(call, hint=self.string_count),
                            "NimstringGraph", "component_of")

    @property
    def components(self) -> CallableList[List[int]]:
        """The components, each a list of string indices."""
        groups: List[List[int]] = []
        for s, c in enumerate(self.component_of):
            if c == len(groups):
                groups.append([])
            groups[c].append(s)
        return CallableList(groups, "NimstringGraph", "components")

    def format(self) -> str:
        """The text of dnb_nimstring(5)."""
        return text_out(fn.dnb_nimstring_graph_format, self._gr)

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.NimstringGraph closed>"
        return "<dnb.NimstringGraph %d coins, %d strings>" % (
            self.coin_count, self.string_count)


class NimstringComponent:
    """One component: ``strings`` (its string indices), ``moves`` (the same
    named as in move_values: board moves for a graph from a game) and
    ``value`` (an int or LOONY)."""

    __slots__ = ("strings", "moves", "value")

    strings: List[int]
    moves: List[Union[str, int]]
    value: Value

    def __repr__(self) -> str:
        return "<dnb.NimstringComponent %s: %s>" % (
            value_name(self.value), " ".join(map(str, self.moves)))


class Nimstring(Owned):
    """A Nimstring evaluator (a C dnb_nimstring) with its memo.

    Nimstring(memo_mb=16, node_limit=0, time_limit_ms=0).  Its methods take
    a NimstringGraph, or a Game (whose graph is made for the call).

    Ctrl-C stops value(), move_values(), winning_moves(), component_value()
    and components() when called from the main thread: the C call is
    cancelled (dnb_nimstring_cancel), KeyboardInterrupt comes within
    milliseconds, and the evaluator is usable with its memo.  With a
    libdnb that has no dnb_nimstring_cancel the evaluator is given an
    empty memo instead, and the abandoned call runs to its end on a
    thread of its own, its memory freed then."""

    __slots__ = ("_ptr", "_options", "__weakref__")

    _exclusive = True   # one call at a time (see dnb._owned)
    _options: Dict[str, Any]

    def __init__(self, **options: Any) -> None:
        self._ptr = None
        self._options = dict(DEFAULTS)
        opts = self._struct(options)
        ptr = NimstringPtr()
        check(fn.dnb_nimstring_new(ctypes.byref(opts), ctypes.byref(ptr)))
        self._ptr = ptr
        self._options.update(options)

    def _struct(self, changes: Dict[str, Any]) -> OptionsStruct:
        unknown = set(changes) - set(DEFAULTS)
        if unknown:
            raise TypeError("unknown nimstring options: %s"
                            % ", ".join(sorted(unknown)))
        o = dict(self._options, **changes)
        s = OptionsStruct()
        s.size = ctypes.sizeof(s)
        s.memo_mb = as_u32(o["memo_mb"], "memo_mb")
        for name in ("node_limit", "time_limit_ms"):
            setattr(s, name, as_u64(o[name], name))
        return s

    def set_options(self, **changes: Any) -> None:
        """Change some options; the others stay.  The memo is kept unless
        memo_mb changes."""
        opts = self._struct(changes)
        check(fn.dnb_nimstring_set_options(self._ns, ctypes.byref(opts)))
        self._options.update(changes)

    @property
    def options(self) -> Dict[str, Any]:
        return dict(self._options)

    _what = "nimstring evaluator"

    def _free(self, ptr: Any) -> None:
        fn.dnb_nimstring_free(ptr)

    @property
    def _ns(self) -> Any:
        return self._use()

    def clear(self) -> None:
        """Forget the memo."""
        check(fn.dnb_nimstring_clear(self._ns))

    @property
    def nodes(self) -> int:
        """Positions expanded by the last call."""
        out = u64()
        check(fn.dnb_nimstring_nodes(self._ns, ctypes.byref(out)))
        return out.value

    # -- values -----------------------------------------------------------

    @staticmethod
    def _graph(position: Union[NimstringGraph, Game]
               ) -> Tuple[NimstringGraph, bool]:
        """(graph, owned): a graph as given, or one made from a Game."""
        if isinstance(position, NimstringGraph):
            return position, False
        if isinstance(position, Game):
            return NimstringGraph.from_game(position), True
        raise error(E_INVALID, "not a NimstringGraph or Game: %r"
                    % (position,))

    def _run(self, graph: NimstringGraph, what: str,
             body: Callable[[Any, Any], T]) -> T:
        """body(evaluator, graph), C pointers, with both held; from the
        main thread in a worker thread, so that Ctrl-C stops the wait (see
        dnb._interrupt): the C call is cancelled (dnb_nimstring_cancel) and
        ends within milliseconds, the evaluator keeping its memo, and
        KeyboardInterrupt goes on.  With a libdnb without the cancel, or if
        the call does not end in time, the evaluator is given a fresh C
        evaluator with the same options (an empty memo) instead, and the
        running one is freed when its call ends."""
        with holding(self._use(), graph._gr, what=what) as (ns, gr):
            if not in_main_thread():
                return body(ns, gr)
            opts = self._struct({})
            # The worker reads a copy: the caller's graph is free again as
            # soon as the call is abandoned.
            copy = graph.clone()
            handoff = Handoff()

            def call() -> T:
                try:
                    with holding(copy._gr, what=what) as (c,):
                        return body(ns, c)
                finally:
                    handoff.finish()
                    copy.close()

            def abandon() -> None:
                if not handoff.take(lambda: self._free(ns)):
                    return
                new = NimstringPtr()
                status = fn.dnb_nimstring_new(ctypes.byref(opts),
                                              ctypes.byref(new))
                # Without memory for a new one, the evaluator is closed.
                self._ptr = new if status == OK else None

            def cancel() -> None:
                # the raw pointer: the call holds the evaluator meanwhile
                fn.dnb_nimstring_cancel(ns)

            return run(call, abandon, cancel=cancel if CAN_CANCEL else None)

    def value(self, position: Union[NimstringGraph, Game]) -> Value:
        """The value of the position: an int (the nimber) or LOONY.
        Ctrl-C stops it (KeyboardInterrupt; see Nimstring)."""
        graph, owned = self._graph(position)
        try:
            out = u32()
            self._run(graph, "value()", lambda ns, gr: check(
                fn.dnb_nimstring_value(ns, gr, ctypes.byref(out))))
            return value_of(out.value)
        finally:
            if owned:
                graph.close()

    def move_values(self, position: Union[NimstringGraph, Game],
                    strings: bool = False) -> Dict[Any, Value]:
        """The value of every cut: {move: value}, the value of the position
        left for whoever moves next in it (the cutter again when the cut
        took a coin, the opponent otherwise).  Moves are named as in
        NimstringGraph.move_name (strings=True: string indices)."""
        graph, owned = self._graph(position)
        try:
            n = graph.string_count
            raw = self._run(graph, "move_values()", lambda ns, gr: list_out(
                fn.dnb_nimstring_move_values, ns, gr, hint=n))
            return {(s if strings else graph.move_name(s)): value_of(v)
                    for s, v in enumerate(raw)}
        finally:
            if owned:
                graph.close()

    def winning_moves(self, position: Union[NimstringGraph, Game]
                      ) -> List[Union[str, int]]:
        """The cuts that win the Nimstring game for the player to move, named
        as in move_values: after a capture the cutter moves again and wants
        a value other than 0, otherwise the opponent moves and the cutter
        wants 0.  Empty exactly when the value is 0."""
        graph, owned = self._graph(position)
        try:
            values = self.move_values(graph, strings=True)
            takes = graph.capture_strings
            return [graph.move_name(s) for s, v in values.items()
                    if (v != 0 if s in takes else v == 0)]
        finally:
            if owned:
                graph.close()

    def component_value(self, graph: NimstringGraph, component: int) -> Value:
        """The value of one component (numbered as in
        NimstringGraph.components) as a position of its own."""
        out = u32()
        index = as_u32(component, "component")
        self._run(graph, "component_value()", lambda ns, gr: check(
            fn.dnb_nimstring_component_value(ns, gr, index,
                                             ctypes.byref(out)),
            "component %s" % component))
        return value_of(out.value)

    def components(self, position: Union[NimstringGraph, Game]
                   ) -> List[NimstringComponent]:
        """The components with their values, as NimstringComponent
        objects; their nim_sum is the value of the whole."""
        graph, owned = self._graph(position)
        try:
            out = []
            for i, strings in enumerate(graph.components):
                c = NimstringComponent()
                c.strings = strings
                c.moves = [graph.move_name(s) for s in strings]
                c.value = self.component_value(graph, i)
                out.append(c)
            return out
        finally:
            if owned:
                graph.close()

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.Nimstring closed>"
        return "<dnb.Nimstring memo %d MiB>" % self._options["memo_mb"]
