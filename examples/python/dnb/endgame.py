# SPDX-License-Identifier: MIT
"""The endgame evaluator: exact values of simple loony endgames.

    with dnb.Endgame("3 4l 8l") as eg:
        eg.value                  # 1: the controller's margin (opener: -1)
        eg.optimal_openings()     # ['4l']
        eg.controller()           # {'3': 'keep', '4l': 'keep', '8l': 'give'}

A simple loony endgame is a multiset of long chains (3 boxes or more) and
loops (even length, 4 or more) with nothing else left to play; the player
to move is the opener, the other the controller (see dnb_endgame_evaluate(3)).

Components are given as text ("3" or "3c" a chain, "8l" a loop), as an int
(a chain of that length), or as a pair (kind, length) with kind "chain",
"loop" or COMPONENT_CHAIN / COMPONENT_LOOP.  They come back as text.
"""

from __future__ import annotations

import ctypes
from typing import (Any, Dict, Iterable, List, NamedTuple, Optional, Tuple,
                    Union)

from ._compat import CallableList
from ._owned import Owned
from ._native import (P, char_p, declare, fn, i32, i64, size_t, u32,
                      as_u32, check, error, text_in, text_out)
from .constants import COMPONENT_CHAIN, COMPONENT_LOOP, CONTROL_NAMES
from .errors import E_BUFSIZE, E_INVALID


class EndgameStruct(ctypes.Structure):
    """struct dnb_endgame: opaque."""


EndgamePtr = P(EndgameStruct)


class EndgameResultStruct(ctypes.Structure):
    """dnb_endgame_result, field for field."""
    _fields_ = [
        ("size", u32), ("allcock_case", u32),
        ("value", i64), ("controlled_value", i64), ("terminal_bonus", i64),
        ("boxes", i64), ("chains", i64), ("loops", i64),
        ("standard_kind", u32), ("standard_length", u32),
        ("move_kind", u32), ("move_length", u32),
        ("allcock_override", u32), ("reserved", u32),
    ]


ENDGAME = {
    "dnb_endgame_new": (i32, [P(EndgamePtr)]),
    "dnb_endgame_free": (None, [EndgamePtr]),
    "dnb_endgame_clear": (i32, [EndgamePtr]),
    "dnb_endgame_add": (i32, [EndgamePtr, u32, u32, u32]),
    "dnb_endgame_remove": (i32, [EndgamePtr, u32, u32]),
    "dnb_endgame_set": (i32, [EndgamePtr, P(u32), P(u32), size_t]),
    "dnb_endgame_components": (i32, [EndgamePtr, P(u32), P(u32), P(u32),
                                     size_t, P(size_t)]),
    "dnb_endgame_evaluate": (i32, [EndgamePtr, P(EndgameResultStruct)]),
    "dnb_endgame_option": (i32, [EndgamePtr, u32, u32, P(i64), P(i64),
                                 P(u32)]),
    "dnb_endgame_optimal_openings": (i32, [EndgamePtr, P(u32), P(u32),
                                           size_t, P(size_t)]),
    "dnb_endgame_component_parse": (i32, [char_p, size_t, P(u32), P(u32)]),
    "dnb_endgame_component_format": (i32, [u32, u32, char_p, size_t,
                                           P(size_t)]),
}
declare(ENDGAME)

_KIND_WORDS = {"chain": COMPONENT_CHAIN, "c": COMPONENT_CHAIN,
               "loop": COMPONENT_LOOP, "l": COMPONENT_LOOP}

# A component: text ("3", "3c", "8l"), a chain's length, or (kind, length).
Component = Union[str, bytes, int, Tuple[Union[str, int], int]]


class EndgameValue(NamedTuple):
    """dnb_endgame_evaluate(): v, c and tb; the size and the numbers of
    chains and loops; the standard move and an optimal move (components as
    text, None for the empty endgame); Allcock's case (0..3) and whether
    the optimal move overrides the standard one."""
    value: int
    controlled_value: int
    terminal_bonus: int
    boxes: int
    chains: int
    loops: int
    standard_move: Optional[str]
    move: Optional[str]
    allcock_case: int
    allcock_override: bool


class Option(NamedTuple):
    """dnb_endgame_option(): v(G - C), v(G; C) and the controller's
    decision, 'keep', 'give' or 'either'."""
    value_without: int
    value_after: int
    decision: Union[str, int]


def component(spec: Component) -> Tuple[int, int]:
    """(kind, length) of a component given as text, int or pair."""
    if isinstance(spec, int):
        return COMPONENT_CHAIN, as_u32(spec, "length")
    if isinstance(spec, (str, bytes)):
        data, n = text_in(spec)
        c_kind, c_length = u32(), u32()
        check(fn.dnb_endgame_component_parse(data, n, ctypes.byref(c_kind),
                                             ctypes.byref(c_length)),
              repr(spec))
        return c_kind.value, c_length.value
    kind, length = spec
    if isinstance(kind, str):
        try:
            kind = _KIND_WORDS[kind.lower()]
        except KeyError:
            raise error(E_INVALID, "component kind %r" % kind) from None
    return as_u32(kind, "kind"), as_u32(length, "length")


def component_name(kind: int, length: int) -> str:
    """A component as text: "3" for a chain, "8l" for a loop."""
    return text_out(fn.dnb_endgame_component_format, as_u32(kind, "kind"),
                    as_u32(length, "length"))


def _name_or_none(kind: int, length: int) -> Optional[str]:
    return component_name(kind, length) if kind else None


def _components(text_or_list: Union[str, bytes, Iterable[Component]]
                ) -> List[Tuple[int, int]]:
    if isinstance(text_or_list, (str, bytes)):
        if isinstance(text_or_list, bytes):
            text_or_list = text_or_list.decode("utf-8", "replace")
        text_or_list = text_or_list.replace("+", " ").split()
    return [component(c) for c in text_or_list]


class Endgame(Owned):
    """A multiset of long chains and loops (a C dnb_endgame).

    Endgame("3 4l 8l"), Endgame([3, "4l", ("loop", 8)]) or Endgame() and
    add().  Closed by close(), a ``with`` block or garbage collection.
    Like the C object it may be read from several threads at once; a call
    that changes it (set, add, remove, clear) while another call uses it,
    or close() then, raises BusyError (E_BUSY) and changes nothing."""

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, components: Union[str, Iterable[Component]] = ()
                 ) -> None:
        self._ptr = None
        ptr = EndgamePtr()
        check(fn.dnb_endgame_new(ctypes.byref(ptr)))
        self._ptr = ptr
        if components:
            self.set(components)

    # -- lifetime ---------------------------------------------------------

    _what = "endgame"

    def _free(self, ptr: Any) -> None:
        fn.dnb_endgame_free(ptr)

    @property
    def _e(self) -> Any:
        """A read use of the endgame, for a C call (see dnb._owned)."""
        return self._use()

    # -- contents -----------------------------------------------------------

    def set(self, components: Union[str, Iterable[Component]]) -> None:
        """Replace the contents (all or nothing: on an error the list is as
        it was)."""
        if isinstance(components, str):
            parts, detail = _components(components), components
        else:
            given = list(components)
            parts, detail = _components(given), " ".join(map(str, given))
        n = len(parts)
        kinds = (u32 * max(n, 1))(*[k for k, _ in parts])
        lengths = (u32 * max(n, 1))(*[l for _, l in parts])
        check(fn.dnb_endgame_set(self._use(write=True), kinds, lengths, n),
              detail)

    def add(self, spec: Component, count: int = 1) -> None:
        """Add ``count`` copies of one component."""
        kind, length = component(spec)
        check(fn.dnb_endgame_add(self._use(write=True), kind, length,
                                 as_u32(count, "count")), repr(spec))

    def remove(self, spec: Component) -> None:
        """Remove one copy of a component (E_RANGE if there is none)."""
        kind, length = component(spec)
        check(fn.dnb_endgame_remove(self._use(write=True), kind, length),
              repr(spec))

    def clear(self) -> None:
        check(fn.dnb_endgame_clear(self._use(write=True)))

    @property
    def components(self) -> CallableList[Tuple[str, int]]:
        """The distinct components with their counts, chains by length then
        loops by length: [("3", 1), ("4l", 1), ("8l", 1)].  (The old call
        components() still works, with a DeprecationWarning: see
        dnb._compat.)"""
        return CallableList(self._components(), "Endgame", "components")

    def _components(self) -> List[Tuple[str, int]]:
        count = size_t(0)
        status = fn.dnb_endgame_components(self._e, None, None, None, 0,
                                           ctypes.byref(count))
        while status == E_BUFSIZE:
            cap = count.value
            kinds, lengths, counts = (u32 * cap)(), (u32 * cap)(), (u32 * cap)()
            status = fn.dnb_endgame_components(self._e, kinds, lengths,
                                               counts, cap, ctypes.byref(count))
        check(status)
        if count.value == 0:
            return []
        return [(component_name(kinds[i], lengths[i]), counts[i])
                for i in range(count.value)]

    def __len__(self) -> int:
        """The number of components, copies counted."""
        return sum(n for _, n in self._components())

    def __str__(self) -> str:
        parts = []
        for name, n in self._components():
            parts += [name] * n
        return " + ".join(parts) or "(empty)"

    def __repr__(self) -> str:
        if self.closed:
            return "<dnb.Endgame closed>"
        return "<dnb.Endgame %s>" % self

    # -- values -------------------------------------------------------------

    def evaluate(self) -> EndgameValue:
        """Everything dnb_endgame_evaluate() reports, as an EndgameValue."""
        r = EndgameResultStruct()
        r.size = ctypes.sizeof(r)
        check(fn.dnb_endgame_evaluate(self._e, ctypes.byref(r)))
        return EndgameValue(r.value, r.controlled_value, r.terminal_bonus,
                            r.boxes, r.chains, r.loops,
                            _name_or_none(r.standard_kind, r.standard_length),
                            _name_or_none(r.move_kind, r.move_length),
                            r.allcock_case, bool(r.allcock_override))

    @property
    def value(self) -> int:
        """v(G), the controller's margin with best play (the player to move,
        the opener, scores -v)."""
        return self.evaluate().value

    @property
    def controlled_value(self) -> int:
        """Berlekamp's controlled value c(G)."""
        return self.evaluate().controlled_value

    @property
    def terminal_bonus(self) -> int:
        """tb(G): 0, 4, 6 or 8."""
        return self.evaluate().terminal_bonus

    @property
    def move(self) -> Optional[str]:
        """An optimal component to open, as text (None when empty)."""
        return self.evaluate().move

    def option(self, spec: Component) -> Option:
        """What happens when the opener opens this component: an Option with
        v(G - C), v(G; C) and the controller's decision."""
        kind, length = component(spec)
        without, after, decision = i64(), i64(), u32()
        check(fn.dnb_endgame_option(self._e, kind, length,
                                    ctypes.byref(without), ctypes.byref(after),
                                    ctypes.byref(decision)), repr(spec))
        return Option(without.value, after.value,
                      CONTROL_NAMES.get(decision.value, decision.value))

    def optimal_openings(self) -> List[str]:
        """Every distinct component whose opening is optimal, as text."""
        count = size_t(0)
        cap = 4
        while True:
            kinds, lengths = (u32 * cap)(), (u32 * cap)()
            status = fn.dnb_endgame_optimal_openings(self._e, kinds, lengths,
                                                     cap, ctypes.byref(count))
            if status != E_BUFSIZE:
                break
            cap = count.value
        check(status)
        return [component_name(kinds[i], lengths[i])
                for i in range(count.value)]

    def controller(self) -> Dict[str, Union[str, int]]:
        """The controller's decision after each distinct opening:
        {"3": "keep", "8l": "give", ...}."""
        return {name: self.option(name).decision
                for name, _ in self._components()}


__all__ = ["Endgame", "EndgameValue", "Option", "component",
           "component_name"]
