# SPDX-License-Identifier: MIT
"""The solver (dnb_solver_*): exact values of positions.

    with dnb.Solver(tt_mb=16, node_limit=10**7) as s:
        r = s.solve(game)         # r.value, r.best_moves, r.pv, r.nodes
        s.move_values(game)       # {"a1-b1": -3, ...}

Values are for the player to move and count only the boxes still to come
(misere: reversed, so higher is better; Nimstring: +1 win, -1 loss).  A
solver keeps its table between calls; use one per thread.  A call on a
solver while another runs on it (from another thread, or from the progress
callback of the running one) raises BusyError (E_BUSY) and changes
nothing, close() included; ``memory`` alone may be read from the callback.
The game being solved is in use too: changing or closing it during the
call raises BusyError.

Ctrl-C stops solve(), value() and move_values() called from the main
thread with KeyboardInterrupt at once (see Solver), and the solver stays
usable.

When a node or time limit or the progress callback stops a search, solve()
raises SolverStopped (a DnbError with status E_LIMIT or E_CANCELLED) whose
``solution`` holds the bounds proven so far; solve(game, partial=True)
returns that solution instead (``exact`` False).
"""

from __future__ import annotations

import ctypes
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, List,
                    Optional, Tuple, Union)

from ._interrupt import Handoff, cancelled, in_main_thread, run
from ._owned import Owned, Use, holding
from ._native import (GamePtr, P, declare, fn, i32, size_t, u32, u64,
                      void_p, as_u32, as_u64, check, error, strerror)
from .constants import SOLVER_MAX_EDGES, SOLVER_NO_VALUE
from .unstable import DISABLE_WORDS
from .errors import (E_BUFSIZE, E_CANCELLED, E_INVALID, E_LIMIT, OK,
                     StoppedError)

if TYPE_CHECKING:
    from .game import Game


class SolverStruct(ctypes.Structure):
    """struct dnb_solver: opaque."""


SolverPtr = P(SolverStruct)


class ProgressStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("lower", i32), ("upper", i32),
                ("nodes", u64), ("elapsed_ms", u64)]


PROGRESS_FN = ctypes.CFUNCTYPE(i32, P(ProgressStruct), void_p)


class OptionsStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("tt_mb", u32), ("threads", u32),
                ("disable", u32), ("node_limit", u64),
                ("time_limit_ms", u64), ("progress_nodes", u64),
                ("progress", PROGRESS_FN), ("user_data", void_p)]


class ResultStruct(ctypes.Structure):
    _fields_ = [("size", u32), ("value", i32), ("lower", i32),
                ("upper", i32), ("best_count", u32),
                ("best_moves", u32 * SOLVER_MAX_EDGES), ("pv_length", u32),
                ("pv", u32 * SOLVER_MAX_EDGES), ("nodes", u64),
                ("elapsed_ms", u64), ("tt_bytes", u64)]  # tt_bytes: 1.2


SOLVER = {
    "dnb_solver_new": (i32, [P(OptionsStruct), P(SolverPtr)]),
    "dnb_solver_free": (None, [SolverPtr]),
    "dnb_solver_set_options": (i32, [SolverPtr, P(OptionsStruct)]),
    "dnb_solver_clear": (i32, [SolverPtr]),
    "dnb_solver_memory": (i32, [SolverPtr, P(u64)]),
    "dnb_solver_solve": (i32, [SolverPtr, GamePtr, P(ResultStruct)]),
    "dnb_solver_value": (i32, [SolverPtr, GamePtr, P(ResultStruct)]),
    "dnb_solver_move_values": (i32, [SolverPtr, GamePtr, P(i32), size_t,
                                     P(size_t)]),
}
declare(SOLVER)

# The C library's interval between progress callbacks when progress_nodes
# is 0, and the longest the binding asks for, so that Ctrl-C stops a search
# soon (1024 nodes, the C library's finest: about 1 ms at a million nodes
# a second, but seconds at the first nodes of a large board).
DEFAULT_PROGRESS_NODES = 65536
INTERRUPT_NODES = 1024

# The defaults of DNB_SOLVER_OPTIONS_INIT.
DEFAULTS: Dict[str, Any] = {
    "tt_mb": 0, "threads": 1, "disable": 0, "node_limit": 0,
    "time_limit_ms": 0, "progress_nodes": 0, "progress": None}


class Progress:
    """What a progress callback is given: lower <= value <= upper is
    proven; nodes and elapsed_ms so far."""

    __slots__ = ("lower", "upper", "nodes", "elapsed_ms")

    lower: int
    upper: int
    nodes: int
    elapsed_ms: int

    def __repr__(self) -> str:
        return "<dnb.Progress %d..%d, %d nodes, %d ms>" % (
            self.lower, self.upper, self.nodes, self.elapsed_ms)


class Solution:
    """What solve() found.

    value       the exact value (None when the search stopped early)
    lower, upper  proven bounds (both the value when exact)
    exact       True when the value is known
    best_moves  every optimal move, as text, in edge order
    pv          a principal variation, as text
    nodes, elapsed_ms  the work done
    tt_bytes    the size of the table the search used
    """

    __slots__ = ("value", "lower", "upper", "exact", "best_moves", "pv",
                 "nodes", "elapsed_ms", "tt_bytes")

    value: Optional[int]
    lower: int
    upper: int
    exact: bool
    best_moves: List[str]
    pv: List[str]
    nodes: int
    elapsed_ms: int
    tt_bytes: int

    def __repr__(self) -> str:
        best = " ".join(self.best_moves[:4])
        if len(self.best_moves) > 4:
            best += " +%d more" % (len(self.best_moves) - 4)
        return "<dnb.Solution value %s (%d..%d), best %s, %d nodes>" % (
            self.value, self.lower, self.upper, best or "-", self.nodes)


class SolverStopped(StoppedError):
    """A limit or the callback stopped the search (status E_LIMIT or
    E_CANCELLED); ``solution`` has the bounds proven so far."""

    def __init__(self, status: int, message: str,
                 solution: Solution) -> None:
        self.solution = solution
        super().__init__(status, message, "bounds %d..%d after %d nodes" % (
            solution.lower, solution.upper, solution.nodes))

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (type(self), (self.status, self.message, self.solution))


def _disable_bits(value: Union[int, str, Iterable[Union[str, int]]]) -> int:
    if isinstance(value, int):
        return value
    words = value.split() if isinstance(value, str) else value
    bits = 0
    for w in words:
        try:
            bits |= w if isinstance(w, int) else DISABLE_WORDS[w]
        except KeyError:
            raise error(E_INVALID, "solver rule %r (known: %s)"
                        % (w, ", ".join(DISABLE_WORDS))) from None
    return bits


class Solver(Owned):
    """An exact solver (a C dnb_solver) with its transposition table.

    Solver(tt_mb=0, threads=1, disable=0, node_limit=0, time_limit_ms=0,
    progress=None, progress_nodes=0): ``tt_mb`` 0 lets the solver size the
    table to each position; ``disable`` is 0 for the full solver,
    or the measuring switches of dnb.unstable (outside the ABI promise) as
    SOLVER_NO_* bits or words ("table", "symmetry", "chain_rules",
    "endgame", "ordering");
    ``progress`` is a function called with a Progress every
    ``progress_nodes`` nodes (default 65536) that returns True to cancel;
    an exception it raises cancels the search too and comes out of the
    call that was searching, as it was raised.
    Freed by close(), a ``with`` block or garbage collection.

    Ctrl-C: called from the main thread, a search runs in a worker thread
    (which also runs the progress callback, counted as the caller's thread
    by the in-use guard) while the main thread waits, so that Ctrl-C
    raises KeyboardInterrupt at once.  The search is cancelled through the
    progress callback, which the binding has the C library call every 1024
    nodes at least; if it has not stopped within 50 ms (the first nodes
    of a large board can take a millisecond each), the solver is given a
    new C solver with the same options and an empty table, and the old
    one is freed when its search stops.  Either way the solver (and the
    game, which the search only copies) can be used again at once.  Calls
    from other threads run in the calling thread, as always."""

    __slots__ = ("_ptr", "_options", "_callback", "_raised", "_running",
                 "_report_at", "__weakref__")

    _exclusive = True   # one call at a time (see dnb._owned)

    _options: Dict[str, Any]
    _callback: Any
    _raised: Optional[BaseException]
    _running: Any
    _report_at: int

    def __init__(self, **options: Any) -> None:
        self._ptr = None
        self._callback = None
        self._raised = None
        self._running = None
        self._report_at = 0
        self._options = dict(DEFAULTS)
        opts = self._struct(options)
        ptr = SolverPtr()
        check(fn.dnb_solver_new(ctypes.byref(opts), ctypes.byref(ptr)))
        self._ptr = ptr
        self._options.update(options)

    def _struct(self, changes: Dict[str, Any]) -> OptionsStruct:
        unknown = set(changes) - set(DEFAULTS)
        if unknown:
            raise TypeError("unknown solver options: %s"
                            % ", ".join(sorted(unknown)))
        o = dict(self._options, **changes)
        s = OptionsStruct()
        s.size = ctypes.sizeof(s)
        for name in ("tt_mb", "threads"):
            setattr(s, name, as_u32(o[name], name))
        s.disable = as_u32(_disable_bits(o["disable"]), "disable")
        for name in ("node_limit", "time_limit_ms", "progress_nodes"):
            setattr(s, name, as_u64(o[name], name))
        # The C library calls back every INTERRUPT_NODES nodes at least,
        # so that Ctrl-C stops a search soon; the user's function is
        # called every progress_nodes nodes (see _trampoline).
        interval = s.progress_nodes or DEFAULT_PROGRESS_NODES
        s.progress_nodes = min(interval, INTERRUPT_NODES)
        # The C function pointer must outlive every call that may use
        # it, so the solver keeps it (replaced only by set_options).
        self._callback = PROGRESS_FN(self._trampoline(o["progress"],
                                                      interval))
        s.progress = self._callback
        return s

    def _trampoline(self, user_fn: Optional[Callable[[Progress], Any]],
                    interval: int) -> Callable[[Any, Any], int]:
        def call(p: Any, _user_data: Any) -> int:
            try:
                if cancelled():         # Ctrl-C: see dnb._interrupt
                    return 1
                if user_fn is None or p[0].nodes < self._report_at:
                    return 0
                self._report_at = p[0].nodes + interval
                info = Progress()
                info.lower, info.upper = p[0].lower, p[0].upper
                info.nodes, info.elapsed_ms = p[0].nodes, p[0].elapsed_ms
                return 1 if user_fn(info) else 0
            except BaseException as e:      # never unwind through C
                self._raised = e
                return 1
        return call

    def set_options(self, **changes: Any) -> None:
        """Change some options; the others stay.  The table is kept unless
        tt_mb changes."""
        with holding(self._use(), what="set_options()") as (s,):
            keep = self._callback
            opts = self._struct(changes)
            try:
                check(fn.dnb_solver_set_options(s, ctypes.byref(opts)))
            except BaseException:
                self._callback = keep
                raise
            self._options.update(changes)

    @property
    def options(self) -> Dict[str, Any]:
        """The options as a dict."""
        return dict(self._options)

    # -- lifetime ---------------------------------------------------------

    _what = "solver"

    def _free(self, ptr: Any) -> None:
        fn.dnb_solver_free(ptr)

    def _call(self, c_fn: Callable[..., int], what: str, game: Game,
              *args: Any) -> int:
        # The solver and the game are in use for the whole call; the C
        # callback is kept alive by _running, and what it raised is
        # raised here.  From the main thread the search runs in a worker
        # thread, so that Ctrl-C stops it (see dnb._interrupt).
        with holding(self._use(), game._g, what=what) as (s, g):
            self._raised = None
            self._report_at = self._options["progress_nodes"] or \
                DEFAULT_PROGRESS_NODES
            self._running = (self._callback if self._callback is not None
                             else ())
            try:
                if in_main_thread():
                    status = self._in_worker(c_fn, what, s, game, *args)
                else:
                    status = int(c_fn(s, g, *args))
            finally:
                self._running = None
                raised, self._raised = self._raised, None
        if raised is not None:
            raise raised
        return status

    def _in_worker(self, c_fn: Callable[..., int], what: str, s: Any,
                   game: Game, *args: Any) -> int:
        # The worker searches a copy of the game, so that the caller's is
        # free again as soon as the call is abandoned; it keeps the C
        # callback alive while the C solver may call it.
        copy = game.clone()
        callback = self._callback
        handoff = Handoff()

        def call() -> int:
            try:
                with holding(copy._g, what=what) as (c,):
                    return int(c_fn(s, c, *args))
            finally:
                handoff.finish()
                copy.close()
                del callback_kept[:]

        callback_kept = [callback]

        def abandon() -> None:
            if not handoff.take(lambda: self._free(s)):
                return
            opts = self._struct({})      # a new callback for the new solver
            new = SolverPtr()
            status = fn.dnb_solver_new(ctypes.byref(opts), ctypes.byref(new))
            # Without memory for a new solver, the solver is closed.
            self._ptr = new if status == OK else None

        return run(call, abandon, cancellable=True)

    def close(self) -> None:
        """Free the solver now (BusyError, freeing nothing, while a call
        runs on it: from another thread or from its progress callback)."""
        super().close()
        self._callback = None

    def __repr__(self) -> str:
        """<dnb.Solver tt_mb=0 threads=1>, with the other options that are
        not their defaults ("progress" for a callback); never a C call,
        so it works while a search runs."""
        if self.closed:
            return "<dnb.Solver closed>"
        o = self._options
        words = ["tt_mb=%d" % o["tt_mb"], "threads=%d" % o["threads"]]
        for name in ("disable", "node_limit", "time_limit_ms",
                     "progress_nodes"):
            if o[name] != DEFAULTS[name]:
                words.append("%s=%s" % (name, o[name]))
        if o["progress"] is not None:
            words.append("progress")
        return "<dnb.Solver %s>" % " ".join(words)

    @property
    def _s(self) -> Any:
        return self._use()

    def clear(self) -> None:
        """Forget everything in the table."""
        check(fn.dnb_solver_clear(self._s))

    @property
    def memory(self) -> int:
        """Bytes the solver holds; may be read from the progress callback
        during a call (from another thread then: BusyError)."""
        out = u64()
        check(fn.dnb_solver_memory(Use(self, peek=True), ctypes.byref(out)))
        return out.value

    # -- solving ----------------------------------------------------------

    def solve(self, game: Game, partial: bool = False) -> Solution:
        """The Solution of the game's current position.  A limit or a
        cancel raises SolverStopped; with partial=True the Solution of
        the bounds proven so far comes back instead (exact False)."""
        return self._solve(fn.dnb_solver_solve, "solve()", game, partial)

    def value(self, game: Game, partial: bool = False) -> Solution:
        """The value and a pv, without the list of every best move (an
        empty best_moves): often much sooner than solve()."""
        return self._solve(fn.dnb_solver_value, "value()", game, partial)

    def _solve(self, c_fn: Callable[..., int], what: str, game: Game,
               partial: bool) -> Solution:
        r = ResultStruct()
        r.size = ctypes.sizeof(r)
        status = self._call(c_fn, what, game, ctypes.byref(r))
        sol = Solution()
        sol.lower, sol.upper = r.lower, r.upper
        sol.nodes, sol.elapsed_ms = r.nodes, r.elapsed_ms
        sol.tt_bytes = r.tt_bytes
        sol.exact = status == 0
        sol.value = r.value if sol.exact else None
        name = game.move_name
        sol.best_moves = [name(r.best_moves[i])
                          for i in range(min(r.best_count, SOLVER_MAX_EDGES))]
        sol.pv = [name(r.pv[i]) for i in range(min(r.pv_length,
                                                   SOLVER_MAX_EDGES))]
        if status in (E_LIMIT, E_CANCELLED):
            if partial:
                return sol
            raise SolverStopped(status, strerror(status), sol)
        check(status)
        return sol

    def move_values(self, game: Game, edges: bool = False) -> Dict[Any, int]:
        """The value of every legal move (what the mover gets from here on
        after playing it): {move: value}, moves as text (edges=True: edge
        indices)."""
        n = game.edge_count
        values = (i32 * n)()
        count = size_t(0)
        status = self._call(fn.dnb_solver_move_values, "move_values()", game,
                            values, n, ctypes.byref(count))
        if status == E_BUFSIZE:            # cannot happen: n is the count
            raise error(E_INVALID, "edge count changed")
        check(status)
        return {(e if edges else game.move_name(e)): values[e]
                for e in range(count.value) if values[e] != SOLVER_NO_VALUE}
