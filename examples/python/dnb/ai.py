# SPDX-License-Identifier: MIT
"""AI players and hints (dnb_ai_*).

    with dnb.AI(level="hard", seed=7) as ai:
        move = ai.move(game)      # "b2-c2": play it with game.play(move)
        h = ai.hint(game)         # h.move, h.reason ("safe", "capture", ...)

Levels: "beginner", "easy", "medium" (the default), "hard", "perfect" (or
AI_BEGINNER .. AI_PERFECT).  An AI keeps a solver and its table between
moves: keep one object for a whole game, and use it from one thread at a
time.  A call on an AI while another runs on it raises BusyError (E_BUSY)
and changes nothing, close() included.  During move(), hint() and play()
the game and the AI's book are in use as well: changing or closing either
then raises BusyError (reading them, or looking up the book, may go on).

Ctrl-C stops move(), hint() and play() called from the main thread with
KeyboardInterrupt at once (see AI).

With an opening book (dnb.Book, libdnb 1.2), "hard" and "perfect" first
look the position up in it and play one of its optimal moves (reason
"book"):

    ai = dnb.AI(level="hard")
    ai.set_book(dnb.Book.default(3, 4))   # the AI keeps the book alive
"""

from __future__ import annotations

import ctypes
from typing import (TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional,
                    Union)

from ._interrupt import Handoff, in_main_thread, run
from ._owned import Owned, Use, holding
from .book import Book, BookPtr
from ._native import (GamePtr, P, char_p, declare, fn, i32, lib, size_t, u32,
                      u64, as_u32, as_u64, check, error, text_in)
from .constants import AI_MEDIUM, NO_EDGE
from .errors import E_RANGE, OK, BusyError

if TYPE_CHECKING:
    from .game import Game


class AIStruct(ctypes.Structure):
    """struct dnb_ai: opaque."""


AIPtr = P(AIStruct)


class OptionsStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("level", u32), ("threads", u32),
                ("tt_mb", u32), ("seed", u64), ("time_limit_ms", u64),
                ("node_limit", u64)]


class ResultStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("move", u32), ("reason", u32),
                ("has_value", u32), ("value", i32), ("level", u32),
                ("nodes", u64), ("elapsed_ms", u64)]


AI_FUNCTIONS = {
    "dnb_ai_new": (i32, [P(OptionsStruct), P(AIPtr)]),
    "dnb_ai_free": (None, [AIPtr]),
    "dnb_ai_set_options": (i32, [AIPtr, P(OptionsStruct)]),
    "dnb_ai_get_options": (i32, [AIPtr, P(OptionsStruct)]),
    "dnb_ai_move": (i32, [AIPtr, GamePtr, P(u32), P(ResultStruct)]),
    "dnb_ai_hint": (i32, [AIPtr, GamePtr, P(ResultStruct)]),
    "dnb_ai_level_name": (char_p, [u32]),
    "dnb_ai_reason_name": (char_p, [u32]),
    "dnb_ai_level_parse": (i32, [char_p, size_t, P(u32)]),
}
declare(AI_FUNCTIONS)

# Since 1.2 (a stub raising NotImplementedError with an older library).
AI_BOOK = {
    "dnb_ai_set_book": (i32, [AIPtr, BookPtr]),
}
declare(AI_BOOK)

# Since 1.2: stops a move from another thread.  Without it (an older
# libdnb through DNB_LIBRARY) Ctrl-C abandons the call (see AI._run).
AI_CANCEL = {
    "dnb_ai_cancel": (i32, [AIPtr]),
}
declare(AI_CANCEL)
CAN_CANCEL = hasattr(lib, "dnb_ai_cancel")

# The defaults of DNB_AI_OPTIONS_INIT (level medium).
DEFAULTS: Dict[str, Any] = {"level": 2, "threads": 1, "tt_mb": 16, "seed": 0,
            "time_limit_ms": 0, "node_limit": 0}


def level_value(level: Union[str, int]) -> int:
    """The DNB_AI_* number of a level given as a name or a number."""
    if isinstance(level, int):
        return as_u32(level, "level")
    data, n = text_in(level)
    out = u32()
    check(fn.dnb_ai_level_parse(data, n, ctypes.byref(out)), repr(level))
    return out.value


def level_name(level: int) -> str:
    """The name of a level number, e.g. "hard"."""
    name = fn.dnb_ai_level_name(as_u32(level, "level"))
    if name is None:
        raise error(E_RANGE, "level %d" % level)
    return str(name.decode("ascii"))


def reason_name(reason: int) -> str:
    """The name of a DNB_AI_REASON_* number, e.g. "double-cross"."""
    name = fn.dnb_ai_reason_name(as_u32(reason, "reason"))
    if name is None:
        raise error(E_RANGE, "reason %d" % reason)
    return str(name.decode("ascii"))


class Hint:
    """Why the AI chose a move.

    move        the move as text (None if the game is over)
    edge        its edge index
    reason      "capture", "safe", "double-cross", "smallest", "control",
                "solver", "random", "search", "book", "outcome" or "none"
    value       the exact value on the solver's scale when known, else None
    level       the level that decided ("perfect" falls back to "hard")
    nodes, elapsed_ms  the work done
    """

    __slots__ = ("move", "edge", "reason", "value", "level", "nodes",
                 "elapsed_ms")

    move: Optional[str]
    edge: Optional[int]
    reason: str
    value: Optional[int]
    level: str
    nodes: int
    elapsed_ms: int

    def __repr__(self) -> str:
        return "<dnb.Hint %s (%s), value %s, level %s>" % (
            self.move, self.reason, self.value, self.level)


def _hint(game: Game, r: ResultStruct) -> Hint:
    h = Hint()
    h.edge = None if r.move == NO_EDGE else r.move
    h.move = None if h.edge is None else game.move_name(h.edge)
    h.reason = reason_name(r.reason)
    h.value = r.value if r.has_value else None
    h.level = level_name(r.level)
    h.nodes, h.elapsed_ms = r.nodes, r.elapsed_ms
    return h


class AI(Owned):
    """A computer player (a C dnb_ai).

    AI(level="medium", seed=0, node_limit=0, time_limit_ms=0, threads=1,
    tt_mb=16; 0 sizes the solver's table to the node budget, since libdnb
    1.2, which older libraries refuse).  Freed by
    close(), a ``with`` block or garbage collection.
    set_book() gives it an opening book.

    Ctrl-C: called from the main thread, move(), hint() and play() at the
    levels that search (medium and up) run in a worker thread on a copy
    of the game while the main thread waits, so that Ctrl-C raises
    KeyboardInterrupt at once.  The C library cannot
    cancel an AI (only node_limit and time_limit_ms bound it), so the AI
    is then given a new C AI with the same options and book (and an empty
    table), and the interrupted one runs on to the end of its budget on
    its own thread before it is freed: until then its book stays in use
    (book.add() and book.close() raise BusyError).  The game is not
    changed.  Calls from other threads run in the calling thread."""

    __slots__ = ("_ptr", "_book", "__weakref__")

    _exclusive = True   # one call at a time (see dnb._owned)
    _book: Optional[Book]

    def __init__(self, **options: Any) -> None:
        self._ptr = None
        self._book = None
        opts = self._struct(dict(DEFAULTS), options)
        ptr = AIPtr()
        check(fn.dnb_ai_new(ctypes.byref(opts), ctypes.byref(ptr)))
        self._ptr = ptr

    @staticmethod
    def _struct(base: Mapping[str, Any],
                changes: Mapping[str, Any]) -> OptionsStruct:
        unknown = set(changes) - set(DEFAULTS)
        if unknown:
            raise TypeError("unknown AI options: %s"
                            % ", ".join(sorted(unknown)))
        o = dict(base, **changes)
        s = OptionsStruct()
        s.size = ctypes.sizeof(s)
        s.level = level_value(o["level"])
        s.threads = as_u32(o["threads"], "threads")
        s.tt_mb = as_u32(o["tt_mb"], "tt_mb")
        for name in ("seed", "time_limit_ms", "node_limit"):
            setattr(s, name, as_u64(o[name], name))
        return s

    @property
    def options(self) -> Dict[str, Any]:
        """The options as the library holds them (level as a name)."""
        s = OptionsStruct()
        s.size = ctypes.sizeof(s)
        check(fn.dnb_ai_get_options(self._a, ctypes.byref(s)))
        o = {name: getattr(s, name) for name in DEFAULTS}
        o["level"] = level_name(s.level)
        return o

    def set_options(self, **changes: Any) -> None:
        """Change some options; the others stay."""
        current = self.options
        opts = self._struct(current, changes)
        check(fn.dnb_ai_set_options(self._a, ctypes.byref(opts)))

    @property
    def level(self) -> str:
        return str(self.options["level"])

    # -- lifetime ---------------------------------------------------------

    _what = "AI"

    def _free(self, ptr: Any) -> None:
        fn.dnb_ai_free(ptr)

    def close(self) -> None:
        """Free the AI now, and let go of its book (BusyError, freeing
        nothing, while a call runs on it)."""
        # The C AI first: it must never outlive the book it points to.
        super().close()
        book, self._book = getattr(self, "_book", None), None
        if book is not None:
            book._release()

    def __repr__(self) -> str:
        """<dnb.AI level=hard seed=7>, with the other options that are not
        their defaults and the book's board; "busy" while a call from
        another thread runs on it (the options are the C AI's)."""
        if self.closed:
            return "<dnb.AI closed>"
        try:
            o = self.options
        except BusyError:
            return "<dnb.AI busy>"
        words = ["level=%s" % o["level"], "seed=%d" % o["seed"]]
        for name in ("threads", "tt_mb", "node_limit", "time_limit_ms"):
            if o[name] != DEFAULTS[name]:
                words.append("%s=%s" % (name, o[name]))
        book = self._book
        if book is not None:
            words.append("book=%s" % ("closed" if book.closed else
                                      "%dx%d" % (book.width, book.height)))
        return "<dnb.AI %s>" % " ".join(words)

    @property
    def _a(self) -> Any:
        return self._use()

    def _playing(self, game: Game, what: str) -> Any:
        """Holds the AI, the game and the AI's book (if it is open) for a
        call; yields the three pointers."""
        book = self._book
        uses = [self._use(), game._g]
        if book is not None:
            uses.append(Use(book, optional=True))
        return holding(*uses, what=what)

    # -- the book ---------------------------------------------------------

    def set_book(self, book: Optional[Book]) -> None:
        """Give the AI an opening book (a dnb.Book), or None for none: at
        the levels "hard" and "perfect" it then plays an optimal move of
        the book wherever the book holds the position (reason "book"); a
        book of another board or rules is never consulted.

        The C library only borrows the book, so the AI keeps it: the book
        stays alive while the AI holds it, through ``del`` and garbage
        collection, and even book.close() (or the end of its ``with``
        block) frees the C book only once every AI has let it go (another
        set_book, or the AI closed).  book.add() or book.close() while a
        move of the AI reads the book (from another thread) raises
        BusyError and changes nothing."""
        ai = self._a
        if book is not None:
            book._hold()
        try:
            # the book is in use (not changed) while the AI takes it
            check(fn.dnb_ai_set_book(ai, None if book is None
                                     else book._use()))
        except BaseException:
            if book is not None:
                book._release()
            raise
        old, self._book = self._book, book
        if old is not None:
            old._release()

    @property
    def book(self) -> Optional[Book]:
        """The book set with set_book(), or None."""
        return self._book

    # -- moves ------------------------------------------------------------

    def _run(self, game: Game, what: str, c_fn: Callable[..., int],
             *args: Any) -> int:
        """c_fn(ai, game, *args) with the AI, the game and the book held;
        from the main thread in a worker thread, so that Ctrl-C stops the
        wait (see dnb._interrupt): the C call is cancelled (dnb_ai_cancel)
        and ends within milliseconds, the AI keeping its C AI and solver
        table, and KeyboardInterrupt goes on.  With a libdnb older than
        dnb_ai_cancel, or if the call does not end in time, the AI is
        given a fresh C AI with the same options and book instead, and the
        running one is freed when its call ends."""
        with self._playing(game, what) as (a, g, *_):
            opts = OptionsStruct()
            opts.size = ctypes.sizeof(opts)
            check(fn.dnb_ai_get_options(a, ctypes.byref(opts)))
            # BEGINNER and EASY search nothing: never long.
            if not in_main_thread() or opts.level < AI_MEDIUM:
                return int(c_fn(a, g, *args))
            # The worker plays on a copy: the caller's game is free again
            # as soon as the call is abandoned.
            copy = game.clone()
            book = self._book
            handoff = Handoff()

            def call() -> int:
                try:
                    uses = [copy._g]
                    if book is not None:
                        uses.append(Use(book, optional=True))
                    with holding(*uses, what=what) as (c, *_):
                        return int(c_fn(a, c, *args))
                finally:
                    handoff.finish()
                    copy.close()

            def abandon() -> None:
                if not handoff.take(lambda: self._orphaned(a, book)):
                    return
                if book is not None:
                    with Book._holders_lock:    # the running C AI's hold
                        book._holders += 1
                new = AIPtr()
                status = fn.dnb_ai_new(ctypes.byref(opts), ctypes.byref(new))
                if status == OK and book is not None:
                    status = fn.dnb_ai_set_book(new, book._ptr or book._orphan)
                    if status != OK:
                        fn.dnb_ai_free(new)
                # Without memory for a new C AI, the AI is closed.
                self._ptr = new if status == OK else None

            def cancel() -> None:
                # the raw pointer: the call holds the AI meanwhile
                fn.dnb_ai_cancel(a)

            return run(call, abandon, cancel=cancel if CAN_CANCEL else None)

    @staticmethod
    def _orphaned(ptr: Any, book: Optional[Book]) -> None:
        # An abandoned call has ended: free its C AI, then its hold on
        # the book.
        fn.dnb_ai_free(ptr)
        if book is not None:
            book._release()

    def move(self, game: Game) -> str:
        """The move the AI plays in the game's position, as text.  The game
        is not changed: play the move with game.play().  E_OVER when the
        game is over.  Ctrl-C stops it (KeyboardInterrupt; see AI)."""
        edge = u32()
        check(self._run(game, "move()", fn.dnb_ai_move, ctypes.byref(edge),
                        None))
        return game.move_name(edge.value)

    def hint(self, game: Game) -> Hint:
        """The move the AI would play, with the reason: a Hint."""
        r = ResultStruct()
        r.size = ctypes.sizeof(r)
        check(self._run(game, "hint()", fn.dnb_ai_hint, ctypes.byref(r)))
        return _hint(game, r)

    def play(self, game: Game) -> Hint:
        """Choose a move and play it in the game; returns the Hint."""
        r = ResultStruct()
        r.size = ctypes.sizeof(r)
        edge = u32()
        check(self._run(game, "play()", fn.dnb_ai_move, ctypes.byref(edge),
                        ctypes.byref(r)))
        game.play(edge.value)
        return _hint(game, r)
