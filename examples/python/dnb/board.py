# SPDX-License-Identifier: MIT
"""Board geometry and move notation, for a board size without a game.

Edges are numbered as in include/dnb.h: the horizontal edges row by row,
then the vertical edges row by row.  Moves are written "a1-b1" (columns are
letters, rows count from 1 at the top); "h R C" and "v R C" give the
0-based row and column of an edge.
"""

import ctypes
from typing import Iterable, List, Optional, Tuple, Union

from . import _native
from ._native import fn, u32, as_u32, check, strerror, text_in, text_out
from .constants import RULE_MISERE, RULE_NIMSTRING
from .errors import (DnbError, E_INVALID, E_PARSE, E_RANGE, InvalidMoveError, ParseError,
                     error_class)

NO_BOX = 0xFFFFFFFF

# A move: text ("a1-b1", "h 0 0") or an edge index.
Move = Union[str, int]
# Rules: integer flags, a string of words, or an iterable of words and flags.
Rules = Union[int, str, Iterable[Union[str, int]]]


def edge_count(width: int, height: int) -> int:
    """The number of edges of a width x height board."""
    out = u32()
    check(fn.dnb_board_edge_count(as_u32(width), as_u32(height),
                                  ctypes.byref(out)))
    return out.value


def edge_index(width: int, height: int, orientation: int, row: int,
               col: int) -> int:
    """The edge at (orientation, row, col); orientation is HORIZONTAL (0)
    or VERTICAL (1)."""
    out = u32()
    check(fn.dnb_board_edge(as_u32(width), as_u32(height),
                            as_u32(orientation), as_u32(row), as_u32(col),
                            ctypes.byref(out)))
    return out.value


def edge_coords(width: int, height: int, edge: int) -> Tuple[int, int, int]:
    """(orientation, row, col) of an edge index."""
    o, r, c = u32(), u32(), u32()
    check(fn.dnb_board_edge_coords(as_u32(width), as_u32(height),
                                   as_u32(edge, "edge"), ctypes.byref(o),
                                   ctypes.byref(r), ctypes.byref(c)))
    return o.value, r.value, c.value


def edge_boxes(width: int, height: int,
               edge: int) -> Tuple[Optional[int], Optional[int]]:
    """The boxes beside an edge, (above or left, below or right), with None
    for a side off the board."""
    a, b = u32(), u32()
    check(fn.dnb_board_edge_boxes(as_u32(width), as_u32(height),
                                  as_u32(edge, "edge"), ctypes.byref(a),
                                  ctypes.byref(b)))
    return (None if a.value == NO_BOX else a.value,
            None if b.value == NO_BOX else b.value)


def parse_move(width: int, height: int, text: Union[str, bytes]) -> int:
    """The edge index of a move written as text ("a1-b1", "v 0 2").  Text
    that names no edge of this board ("a1-c1", an edge off the board)
    raises InvalidMoveError, a bad board size ArgumentError."""
    data, n = text_in(text)
    out = u32()
    status = fn.dnb_move_parse(as_u32(width), as_u32(height), data, n,
                               ctypes.byref(out))
    if status in (E_PARSE, E_RANGE):
        edge_count(width, height)       # the size's own error, if it is bad
        raise InvalidMoveError(status, strerror(status),
                               detail="%r: no move of the %dx%d board (a move joins two "
                               "neighbouring dots, such as a1-b1 or a1-a2)"
                               % (text, width, height))
    check(status, repr(text))
    return out.value


def format_move(width: int, height: int, edge: int) -> str:
    """A move as text, e.g. "a1-b1"."""
    return text_out(fn.dnb_move_format, as_u32(width), as_u32(height),
                    as_u32(edge, "edge"), detail=str(edge))


version = _native.version
version_string = _native.version_string


def parse_rules(text: Union[str, bytes]) -> int:
    """Rule flags from words ("compulsory misere"; "standard" is none), read
    by the library (dnb_rules_parse): ParseError for an unknown word,
    ArgumentError (E_INVALID) for flags that cannot be combined."""
    data, n = text_in(text)
    out = u32()
    status = fn.dnb_rules_parse(data, n, ctypes.byref(out))
    if status == E_INVALID:
        _refuse_combination(text)
    check(status, repr(text))
    return out.value


def _combinable(value: int, given: object) -> int:
    """value, if it is a set of rule flags the library takes: E_RANGE for a
    number that is not a uint32_t (-1), E_INVALID naming the bits no rule
    of the loaded library has, or the rules it refuses together."""
    value = as_u32(value, "rules")
    unknown = value & ~_rule_mask()
    if unknown:
        raise error_class(E_INVALID)(
            E_INVALID, strerror(E_INVALID),
            "%r: no rule has the flag %#x (the rules: %s)"
            % (given, unknown, ", ".join(known_rules()[1:])))
    if value & RULE_NIMSTRING and value & RULE_MISERE:
        _refuse_combination(given)
    return value


_RULE_MASK: List[int] = []


def _rule_mask() -> int:
    """The flags of every rule the loaded library knows (asked once)."""
    if not _RULE_MASK:
        mask = 0
        for bit in range(32):
            try:
                format_rules(1 << bit)
                mask |= 1 << bit
            except DnbError:
                pass
        _RULE_MASK.append(mask)
    return _RULE_MASK[0]


def _refuse_combination(given: object) -> None:
    """ArgumentError for rules the library refuses together: the one such
    pair of its rules (dnb_rules_parse, dnb_game_new) is named."""
    raise error_class(E_INVALID)(E_INVALID, strerror(E_INVALID),
                                 "%r: nimstring and misere cannot be combined" % (given,))


def format_rules(flags: int) -> str:
    """Rule flags as the library writes them, e.g. "compulsory misere"."""
    return text_out(fn.dnb_rules_format, as_u32(flags, "rules"))


def known_rules() -> Tuple[str, ...]:
    """The rule words of the loaded library: the word for no flag, then the
    word of each flag it can write (dnb_rules_format), in bit order."""
    words = [format_rules(0)]
    for bit in range(32):
        try:
            words.append(format_rules(1 << bit))
        except DnbError:
            pass
    return tuple(words)


def rules_value(rules: Rules) -> int:
    """The integer flags for rules given as an int, a string of words or an
    iterable of words (ints among them are or-ed in).  The words are read
    by the library (dnb_rules_parse; upper case is folded): an unknown word
    raises ParseError, words that cannot be combined ArgumentError
    (E_INVALID); both are ValueErrors.  An int that is not a uint32_t
    (-1) is an ArgumentError (E_RANGE), as are flags that no rule of the
    loaded library has (E_INVALID)."""
    if isinstance(rules, int):
        return _combinable(rules, rules)
    items: List[Union[str, int]] = []
    items += rules.split() if isinstance(rules, str) else rules
    value = 0
    words: List[str] = []
    for item in items:
        if isinstance(item, int):
            value |= item
        else:
            words.append(item.lower())
    try:
        return _combinable(value | parse_rules(" ".join(words)), rules)
    except DnbError as e:
        if e.status != E_PARSE:
            raise
    for word in words:                  # which word the library refused
        try:
            parse_rules(word)
        except DnbError as e:
            if e.status == E_PARSE:
                known = ", ".join(known_rules())
                raise ParseError(E_PARSE, "unknown rule",
                                 detail="%r (known: %s)" % (word, known)
                                 ) from None
    raise ParseError(E_PARSE, "unknown rules",       # a word with a blank
                     detail=repr(rules))


def rule_words(value: int) -> Tuple[str, ...]:
    """The words for integer rule flags, as the library writes them (e.g.
    ("compulsory", "misere"); ("standard",) for none)."""
    return tuple(format_rules(value).split())
