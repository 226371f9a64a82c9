# SPDX-License-Identifier: MIT
"""Board analysis (dnb_analysis_*): Game.analysis() cuts the position into
chains, loops, capturable paths and other regions and, for a simple loony
endgame or a handout, gives the value and the edge to draw.

The result is a plain Python object: the C analysis is copied out and
freed at once, so there is nothing to close.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Any, List, Optional, Tuple, Union

from . import board
from ._native import (GamePtr, P, declare, fn, i32, i64, size_t, u32, check,
                      list_out)
from .constants import (ANALYSIS_NAMES, COMPONENT_NAMES, CONTROL_NAMES,
                        NO_EDGE)
from .endgame import EndgamePtr, Endgame

if TYPE_CHECKING:
    from .game import Game


class AnalysisStruct(ctypes.Structure):
    """struct dnb_analysis: opaque."""


AnalysisPtr = P(AnalysisStruct)


class AnalysisInfoStruct(ctypes.Structure):
    """dnb_analysis_info, field for field."""
    _fields_ = [(name, u32) for name in (
        "size", "state", "to_move", "long_chains", "short_chains", "loops",
        "capturable_boxes", "capturable_paths", "other_regions",
        "safe_moves", "wanted_parity", "move", "decision", "handout")] + [
        (name, i64) for name in (
            "value", "controlled_value", "terminal_bonus", "margin")]


ANALYSIS = {
    "dnb_analysis_new": (i32, [GamePtr, P(AnalysisPtr)]),
    "dnb_analysis_free": (None, [AnalysisPtr]),
    "dnb_analysis_get": (i32, [AnalysisPtr, P(AnalysisInfoStruct)]),
    "dnb_analysis_component_count": (i32, [AnalysisPtr]),
    "dnb_analysis_component": (i32, [AnalysisPtr, u32, P(u32), P(u32),
                                     P(u32), P(u32)]),
    "dnb_analysis_component_boxes": (i32, [AnalysisPtr, u32, P(u32), size_t,
                                           P(size_t)]),
    "dnb_analysis_component_edges": (i32, [AnalysisPtr, u32, P(u32), size_t,
                                           P(size_t)]),
    "dnb_analysis_endgame": (i32, [AnalysisPtr, EndgamePtr]),
}
declare(ANALYSIS)


class Region:
    """One component of the position: ``kind`` ("chain", "loop",
    "capturable" or "other"), ``length`` (boxes), ``ends`` (the moves where
    its two ends leave the board, None for a dead end; both None for loops
    and other regions), ``boxes`` (box numbers from end a to end b) and
    ``edges`` (its undrawn edges as moves, in the order of its boxes)."""

    __slots__ = ("kind", "length", "ends", "boxes", "edges")

    def __init__(self, kind: Union[str, int], length: int,
                 ends: Tuple[Optional[str], Optional[str]], boxes: List[int],
                 edges: List[str]) -> None:
        self.kind, self.length, self.ends = kind, length, ends
        self.boxes, self.edges = boxes, edges

    @property
    def long(self) -> bool:
        """A long chain (3 boxes or more)."""
        return self.kind == "chain" and self.length >= 3

    def __repr__(self) -> str:
        return "<dnb.Region %s %d boxes, ends %s>" % (
            self.kind, self.length, self.ends)


class Analysis:
    """What dnb_analysis_get() reports, plus the components.

    state            "none", "loony" or "handout" (see dnb_analysis_new(3))
    to_move          1 or 2
    long_chains, short_chains, loops, capturable_boxes, capturable_paths,
    other_regions, safe_moves   counts
    wanted_parity    the parity (0 even, 1 odd) of the number of long
                     chains the player to move wants (long chain rule)
    move             loony/handout: an optimal move now, as text; else None
    decision         handout: "keep", "give" or "either"; else None
    handout          handout: boxes a kept control hands out (2 or 4)
    value, controlled_value, terminal_bonus   v, c, tb of the endgame
    margin           loony/handout: the net boxes the player to move takes
                     from here with best play
    endgame          loony/handout: the endgame's components as text (for
                     dnb.Endgame), else None
    regions          the components, a list of Region
    """

    __slots__ = ("state", "to_move", "long_chains", "short_chains", "loops",
                 "capturable_boxes", "capturable_paths", "other_regions",
                 "safe_moves", "wanted_parity", "move", "decision", "handout",
                 "value", "controlled_value", "terminal_bonus", "margin",
                 "endgame", "regions")

    state: Union[str, int]
    to_move: int
    long_chains: int
    short_chains: int
    loops: int
    capturable_boxes: int
    capturable_paths: int
    other_regions: int
    safe_moves: int
    wanted_parity: int
    move: Optional[str]
    decision: Optional[str]
    handout: int
    value: int
    controlled_value: int
    terminal_bonus: int
    margin: int
    endgame: Optional[List[str]]
    regions: List[Region]

    def __repr__(self) -> str:
        return ("<dnb.Analysis %s, %d long chains, %d loops, move %s, "
                "margin %d>") % (self.state, self.long_chains, self.loops,
                                 self.move, self.margin)


def _region(an: Any, index: int, w: int, h: int) -> Region:
    kind, length, a, b = u32(), u32(), u32(), u32()
    check(fn.dnb_analysis_component(an, index, ctypes.byref(kind),
                                    ctypes.byref(length), ctypes.byref(a),
                                    ctypes.byref(b)))
    def move(e: int) -> Optional[str]:
        return None if e == NO_EDGE else board.format_move(w, h, e)
    boxes = list_out(fn.dnb_analysis_component_boxes, an, index,
                     hint=length.value)
    edges = list_out(fn.dnb_analysis_component_edges, an, index,
                     hint=2 * length.value + 2)
    return Region(COMPONENT_NAMES.get(kind.value, kind.value), length.value,
                  (move(a.value), move(b.value)), boxes,
                  [board.format_move(w, h, e) for e in edges])


def analyse(game: Game) -> Analysis:
    """The Analysis of a Game's current position."""
    w, h = game.width, game.height
    an = AnalysisPtr()
    check(fn.dnb_analysis_new(game._g, ctypes.byref(an)))
    try:
        info = AnalysisInfoStruct()
        info.size = ctypes.sizeof(info)
        check(fn.dnb_analysis_get(an, ctypes.byref(info)))
        out = Analysis()
        for name in ("to_move", "long_chains", "short_chains", "loops",
                     "capturable_boxes", "capturable_paths", "other_regions",
                     "safe_moves", "wanted_parity", "handout", "value",
                     "controlled_value", "terminal_bonus", "margin"):
            setattr(out, name, getattr(info, name))
        out.state = ANALYSIS_NAMES.get(info.state, info.state)
        out.move = (None if info.move == NO_EDGE
                    else board.format_move(w, h, info.move))
        out.decision = CONTROL_NAMES.get(info.decision)
        out.endgame = None
        if out.state != "none":
            with Endgame() as eg:
                check(fn.dnb_analysis_endgame(an, eg._use(write=True)))
                out.endgame = [name for name, n in eg.components
                               for _ in range(n)]
        count = check(fn.dnb_analysis_component_count(an))
        out.regions = [_region(an, i, w, h) for i in range(count)]
        return out
    finally:
        fn.dnb_analysis_free(an)
