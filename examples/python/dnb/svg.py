# SPDX-License-Identifier: MIT
"""SVG pictures of a game, for notebooks and files, in the manner of
python-chess's chess.svg:

    import dnb, dnb.svg
    g = dnb.Game(3, 3, moves="a1-b1 b1-b2")
    picture = dnb.svg.board(g, size=300, lastmove="b1-b2")
    open("game.svg", "w").write(picture)

In a notebook a Game shows itself this way (Game._repr_svg_, with the last
move marked), and so does what board() returns.

The picture has one <line> for each drawn edge, one <rect> filled with the
owner's colour for each taken box, a <circle> for each dot, and, with
coordinates=True, the column letters and row numbers of the move notation
("a1-b1": columns from a on the left, rows from 1 at the top).  Each element
has a class ("edge", "lastmove", "box player1", "dot", "coord", ...) for
style sheets; the colours are also written as attributes, so the picture
looks right without one.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING, Dict, Mapping, Optional

from . import board as _board
from ._native import error
from .board import Move
from .constants import VERTICAL
from .errors import E_INVALID

if TYPE_CHECKING:
    from .game import Game

# The colours board() uses; a colors= mapping replaces any of them.
COLORS: Dict[str, str] = {
    "background": "#ffffff",
    "dot": "#202020",
    "edge": "#404040",
    "lastmove": "#d04020",
    "player1": "#9ec5f0",     # a light blue
    "player2": "#f4b183",     # a light orange
    "coord": "#606060",
}

UNIT = 40                       # the distance of two dots
MARGIN = 14                     # the space around the dots
COORD_SPACE = 16                # and the space the coordinates take


class SvgWrapper(str):
    """The SVG text, which a notebook shows as a picture."""

    def _repr_svg_(self) -> str:
        return self


def _colors(changes: Optional[Mapping[str, str]]) -> Dict[str, str]:
    out = dict(COLORS)
    for key, value in (changes or {}).items():
        if key not in COLORS:
            raise error(E_INVALID, "colour for %r (known: %s)"
                        % (key, ", ".join(COLORS)))
        out[key] = str(value)
    return out


def _sub(parent: ET.Element, tag: str, **attributes: object) -> ET.Element:
    # Attribute names with "_" are written with "-" (stroke_width).
    return ET.SubElement(parent, tag, {k.replace("_", "-"): str(v)
                                       for k, v in attributes.items()})


def board(game: Game, *, size: Optional[int] = None,
          coordinates: bool = True, lastmove: Optional[Move] = None,
          colors: Optional[Mapping[str, str]] = None) -> SvgWrapper:
    """The game's board as SVG text.

    size         the width in pixels (the height follows); None: 40 pixels
                 from dot to dot
    coordinates  write the column letters and row numbers
    lastmove     a move (text or edge index) drawn in the "lastmove" colour
    colors       a mapping that replaces some of COLORS
    """
    paint = _colors(colors)
    w, h = game.width, game.height
    last = None if lastmove is None else game.edge(lastmove)
    origin = MARGIN + (COORD_SPACE if coordinates else 0)
    view_w = origin + w * UNIT + MARGIN
    view_h = origin + h * UNIT + MARGIN

    def x(col: int) -> int:
        return origin + col * UNIT

    def y(row: int) -> int:
        return origin + row * UNIT

    scale = 1.0 if size is None else size / view_w
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
        "viewBox": "0 0 %d %d" % (view_w, view_h),
        "width": "%d" % round(view_w * scale),
        "height": "%d" % round(view_h * scale)})
    _sub(root, "desc").text = game.format("position")
    _sub(root, "rect", width=view_w, height=view_h, fill=paint["background"],
         **{"class": "background"})

    for box, owner in enumerate(game.owners):
        if owner:
            row, col = divmod(box, w)
            _sub(root, "rect", x=x(col), y=y(row), width=UNIT, height=UNIT,
                 fill=paint["player%d" % owner],
                 **{"class": "box player%d" % owner})

    for edge in game.drawn_edges:
        orientation, row, col = _board.edge_coords(w, h, edge)
        down = orientation == VERTICAL
        kind = "lastmove" if edge == last else "edge"
        _sub(root, "line", x1=x(col), y1=y(row),
             x2=x(col + (0 if down else 1)), y2=y(row + (1 if down else 0)),
             stroke=paint[kind], stroke_width=4, stroke_linecap="round",
             **{"class": "edge lastmove" if edge == last else "edge"})

    for row in range(h + 1):
        for col in range(w + 1):
            _sub(root, "circle", cx=x(col), cy=y(row), r=4, fill=paint["dot"],
                 **{"class": "dot"})

    if coordinates:
        font = {"font_family": "sans-serif", "font_size": 12,
                "fill": paint["coord"], "text_anchor": "middle",
                "class": "coord"}
        top = MARGIN + COORD_SPACE // 2
        for col in range(w + 1):
            # The notation's letters for dot column col (a .. z, aa, ...),
            # as the library writes them: the dot where the top edge from
            # col starts (or, for the last column, where the one before it
            # ends), "a1" less its row.
            move = _board.format_move(w, h, col if col < w else col - 1)
            name = move.split("-")[1 if col == w else 0].rstrip("0123456789")
            label = _sub(root, "text", x=x(col), y=top, dy="0.35em", **font)
            label.text = name
        for row in range(h + 1):
            _sub(root, "text", x=top, y=y(row), dy="0.35em",
                 **font).text = str(row + 1)

    ET.indent(root)
    return SvgWrapper(ET.tostring(root, encoding="unicode") + "\n")


__all__ = ["board", "COLORS", "SvgWrapper"]
