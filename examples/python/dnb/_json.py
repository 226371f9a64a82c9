# SPDX-License-Identifier: MIT
"""The JSON form of a game, dnb_game_json(5): what Game.to_json() writes
and Game.from_json() reads.

It is the object `dnb replay --json` prints, key for key and in the same
order, so that a game written by the tool and one written here compare
equal as text.  The size, the rules, the set-up position (only for a game
set up from a position) and the history define the game; the other keys
are derived from them, and a reader that finds one checks it against the
game it rebuilt.
"""

from __future__ import annotations

import json
from typing import (TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Type,
                    TypeVar)

from .board import format_rules
from .errors import DnbError, E_PARSE, E_RANGE, ParseError

if TYPE_CHECKING:
    from .game import Game

G = TypeVar("G", bound="Game")

# The keys derived from the game, in the order they are written ("moves"
# is the number of moves played; "history" holds the moves).
_DERIVED = ("moves", "scores", "to_move", "over", "winner", "margin",
            "owners")


def _was_set_up(game: Game) -> bool:
    # The record holds a position block (its "edges" line) only for a
    # game set up from a position: dnb_game_format(3).
    return any(line.strip() == "edges"
               for line in game.format("record").splitlines())


def _setup(game: Game) -> Dict[str, Any]:
    start = game.clone()
    try:
        start.undo_to(0)
        return {"to_move": start.to_move, "edges": start.drawn,
                "owners": list(start.owners)}
    finally:
        start.close()


def game_object(game: Game) -> Dict[str, Any]:
    """The game as the dict that to_json() writes (keys in order)."""
    obj: Dict[str, Any] = {"width": game.width, "height": game.height,
                           "rules": format_rules(game.rules)}
    if _was_set_up(game):
        obj["setup"] = _setup(game)
    winner, margin = game.result
    obj.update([("moves", game.move_count), ("scores", list(game.scores)),
                ("to_move", game.to_move), ("over", game.over),
                ("winner", winner), ("margin", margin),
                ("owners", list(game.owners)), ("history", game.moves)])
    return obj


def to_json(game: Game) -> str:
    return json.dumps(game_object(game), separators=(",", ":"))


# -- reading -----------------------------------------------------------------

def _bad(what: str, status: int = E_PARSE) -> ParseError:
    return ParseError(status, "malformed game JSON", detail=what)


def _unique_keys(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    obj: Dict[str, Any] = {}
    for k, v in pairs:
        if k in obj:
            raise _bad("key %r given twice" % k)
        obj[k] = v
    return obj


def _no_constant(name: str) -> Any:
    raise _bad("%s is not a JSON number" % name)


def _int(obj: Dict[str, Any], key: str, where: str = "") -> int:
    v = obj[key]
    # bool is an int in Python, but true is no number in JSON
    if not isinstance(v, int) or isinstance(v, bool):
        raise _bad("%s%s is not a whole number" % (where, key))
    return v


def _list(obj: Dict[str, Any], key: str, where: str = "") -> List[Any]:
    v = obj[key]
    if not isinstance(v, list):
        raise _bad("%s%s is not an array" % (where, key))
    return v


def _ints(obj: Dict[str, Any], key: str, where: str = "") -> List[int]:
    v = _list(obj, key, where)
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise _bad("%s%s is not an array of whole numbers" % (where, key))
    return v


def _moves(obj: Dict[str, Any], key: str, where: str = "") -> List[str]:
    v = _list(obj, key, where)
    if not all(isinstance(x, str) for x in v):
        raise _bad("%s%s is not an array of strings" % (where, key))
    return v


def _again(e: DnbError, what: Optional[str]) -> ParseError:
    # A failure of the library while rebuilding the game, as a ParseError
    # that keeps the library's status and says which part of the text.
    why = e.detail if what is None else what if e.detail is None \
        else "%s: %s" % (what, e.detail)
    return ParseError(e.status, e.message, detail=why)


# Arrays and objects nested deeper than this are refused, by the tool's
# reader as well (examples/dnb/json-read.c), whatever key holds them.
MAX_DEPTH = 64


def _depth(value: Any) -> int:
    deepest, level = 0, [value]
    while level:
        deepest += 1
        inner: List[Any] = []
        for v in level:
            inner += v.values() if isinstance(v, dict) else v
        level = [v for v in inner if isinstance(v, (dict, list))]
    return deepest


def _load(text: Any) -> Dict[str, Any]:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise _bad("not UTF-8 text (byte %d)" % e.start) from None
    elif not isinstance(text, str):
        raise TypeError("Game.from_json() takes str or bytes, not %s"
                        % type(text).__name__)
    try:
        obj = json.loads(text, object_pairs_hook=_unique_keys,
                         parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise ParseError(E_PARSE, "malformed game JSON", e.lineno, e.colno,
                         detail=e.msg) from None
    except RecursionError:
        raise _bad("nested too deeply") from None
    if not isinstance(obj, dict):
        raise _bad("not a JSON object")
    if _depth(obj) > MAX_DEPTH:
        raise _bad("nested too deeply")
    for key in ("width", "height", "rules", "history"):
        if key not in obj:
            raise _bad("no %r key" % key)
    return obj


def _start(cls: Type[G], obj: Dict[str, Any]) -> G:
    w, h = _int(obj, "width"), _int(obj, "height")
    rules = obj["rules"]
    if not isinstance(rules, str) or not rules.split():
        raise _bad("rules is not a string of rule words")
    setup = obj.get("setup")
    if setup is None:
        try:
            return cls(w, h, rules)
        except DnbError as e:
            raise _again(e, None) from None
    if not isinstance(setup, dict):
        raise _bad("setup is not an object")
    for key in ("to_move", "edges", "owners"):
        if key not in setup:
            raise _bad("no %r key in setup" % key)
    to_move = _int(setup, "to_move", "setup.")
    edges = _moves(setup, "edges", "setup.")
    owners = _ints(setup, "owners", "setup.")
    try:
        if any(not 0 <= o <= 255 for o in owners):
            raise ParseError(E_RANGE, "value out of range",
                             detail="owners holds %r" % owners)
        return cls.setup(w, h, edges, owners, to_move, rules)
    except DnbError as e:
        raise _again(e, "setup") from None


def _check(game: Game, obj: Dict[str, Any]) -> None:
    got = game_object(game)
    for key in _DERIVED:
        if key not in obj:
            continue
        want = obj[key]
        if key == "over":
            same = isinstance(want, bool) and want == got[key]
        else:
            # 1 is 1, but true is not 1 and 1.0 is no whole number
            same = (type(want) is type(got[key])
                    and want == got[key]
                    and (not isinstance(want, list)
                         or all(type(x) is int for x in want)))
        if not same:
            raise _bad("%s is %s, but the moves give %s"
                       % (key, json.dumps(want), json.dumps(got[key])))


def from_json(cls: Type[G], text: Any) -> G:
    obj = _load(text)
    history = _moves(obj, "history")
    game = _start(cls, obj)
    try:
        for i, move in enumerate(history):
            try:
                game.play(move)
            except DnbError as e:
                raise _again(e, "history[%d]" % i) from None
        _check(game, obj)
    except BaseException:
        game.close()
        raise
    return game
