# SPDX-License-Identifier: MIT
"""Ctrl-C during the long C calls.

Python runs its SIGINT handler (the one that raises KeyboardInterrupt) in
the main thread, between two steps of Python code: never while a C
function runs, so a long call from the main thread would ignore Ctrl-C
until it returned.  So the long calls (the solver's, the AI's, the
Nimstring evaluator's), when made from the main thread, run through run():
the C call goes to a worker thread (ctypes lets go of the GIL; one thread
kept for the calls one after another), and the main thread waits in short
slices, which a signal ends at once.

On KeyboardInterrupt (or whatever a signal handler raises):
- a call that the library can stop from another thread (the AI and the
  Nimstring evaluator, with dnb_ai_cancel and dnb_nimstring_cancel of
  libdnb 1.2) is cancelled again and again, every CANCEL_SLICE, until it
  ends, which takes a few milliseconds: the object keeps its C object and
  what it had learned (the AI's solver table, the evaluator's memo);
- a call that can be cancelled through its progress callback (the
  solver: the callback, run by the worker, sees ``cancelled()`` and
  returns non-zero) is given a short grace (GRACE) to end, and the
  object keeps its table;
- one that cannot (the AI and the Nimstring evaluator of a libdnb
  without the cancel functions, loaded through DNB_LIBRARY), or that does
  not end in time (a solver's callback comes every 1024 nodes at best,
  which near the root of a large board can take seconds; a cancelled C
  call gets CANCEL_GRACE), is abandoned: the caller's ``abandon`` gives
  the Python object a fresh C object with the same options, and the
  running one is freed when its call ends (a cancelled solver soon, the
  others when their work is done).  The object is usable at once, what it
  had learned (tables, memo) lost;
then the exception goes on.

The worker counts as its caller's thread for the in-use guard (see
dnb._owned.acting_for), so a progress callback may read what a callback
run by the caller could.  Calls from other threads run where they are
called, as they always did: Python delivers signals to the main thread
only.
"""

import queue
import threading
import time
from typing import Any, Callable, List, Optional, Set, Tuple, TypeVar

from . import _owned

T = TypeVar("T")

# How long the main thread waits between two looks at a pending signal (a
# bound: a signal usually ends the wait at once), and how long a cancelled
# call is given to end before it is abandoned.
SLICE = 0.05
GRACE = 0.05
# For a call stopped by the library's cancel function: how often the
# cancel is made again (one made before the C call has begun is forgotten
# as it begins), and how long the call is given before it is abandoned
# (it ends within milliseconds; the bound is for a library that does not).
CANCEL_SLICE = 0.005
CANCEL_GRACE = 1.0

# The worker threads whose call is to stop, changed under _lock.
_cancelled: Set[int] = set()
_lock = threading.Lock()


def in_main_thread() -> bool:
    """Whether this call can receive Ctrl-C (Python's signal handlers run
    in the main thread only)."""
    return threading.current_thread() is threading.main_thread()


def cancelled() -> bool:
    """For a progress callback: whether the call running on this thread
    is to stop (Ctrl-C came, or the call was abandoned)."""
    return threading.get_ident() in _cancelled


class _Worker:
    """The thread that runs the calls of run(), one at a time, kept
    between calls (starting a thread costs more than many calls); one
    whose call is abandoned is retired, and the next call starts a new
    one."""

    def __init__(self) -> None:
        self.jobs: "queue.SimpleQueue[Optional[Callable[[], None]]]" = \
            queue.SimpleQueue()
        self.thread = threading.Thread(target=self._loop, name="dnb call",
                                       daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            job()
            job = None      # keeps nothing of the call until the next


_worker: Optional[_Worker] = None


def _cancel_until_done(done: threading.Event,
                       cancel: Callable[[], None]) -> bool:
    """cancel() every CANCEL_SLICE until done is set, for CANCEL_GRACE at
    most: whether it was set."""
    end = time.monotonic() + CANCEL_GRACE
    while True:
        cancel()
        if done.wait(CANCEL_SLICE):
            return True
        if time.monotonic() >= end:
            return done.is_set()


def run(call: Callable[[], T], abandon: Callable[[], None],
        cancellable: bool = False,
        cancel: Optional[Callable[[], None]] = None) -> T:
    """call(), in a worker thread when called from the main thread (see the
    module's docstring): what it returns, or what it raised.  If the wait
    is interrupted, the call is marked cancelled (for ``cancellable``
    calls, given GRACE to end; with ``cancel``, a function that asks the C
    call to stop and may be called at any time, made until the call ends,
    for CANCEL_GRACE at most) and, if still running, abandon() is called
    in this thread, before the exception goes on.  The call may end
    meanwhile: ``call`` and ``abandon`` agree through a Handoff on which of
    them frees what."""
    global _worker
    if not in_main_thread():
        return call()
    worker = _worker
    if worker is None:
        worker = _worker = _Worker()
    box: List[Tuple[bool, Any]] = []
    done = threading.Event()
    caller = _owned.get_ident()

    # The worker lets go of the call (and so of the objects it holds)
    # before the caller goes on: a test may count on them being freed.
    todo: List[Callable[[], T]] = [call]

    def work() -> None:
        me = threading.get_ident()
        _owned.acting_for[me] = caller
        try:
            box.append((True, todo.pop()()))
        except BaseException as e:      # given to the waiting thread
            box.append((False, e))
        finally:
            del _owned.acting_for[me]
            with _lock:
                _cancelled.discard(me)
                done.set()

    worker.jobs.put(work)
    try:
        while not done.wait(SLICE):
            pass
    except BaseException:
        with _lock:
            if worker.thread.ident is not None and not done.is_set():
                _cancelled.add(worker.thread.ident)
        ended = done.is_set()
        if (cancellable or cancel is not None) and not ended:
            try:
                if cancel is not None:
                    ended = _cancel_until_done(done, cancel)
                else:
                    ended = done.wait(GRACE)
            except BaseException:       # a second Ctrl-C: no more grace
                ended = done.is_set()
        if not ended:
            # The worker goes on with the abandoned call, then ends.
            _worker = None
            worker.jobs.put(None)
            abandon()
        raise
    ok, value = box[0]
    if ok:
        return value        # type: ignore[no-any-return]
    raise value


class Handoff:
    """Between a call run by run() and its abandon(): the call, as it ends,
    runs finish(); abandon() runs take(cleanup), which gives the cleanup
    to the call if it is still running (True) and does nothing once it
    has ended (False: the object is as after the call, nothing to do)."""

    __slots__ = ("_lock", "_ended", "_cleanups")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ended = False
        self._cleanups: List[Callable[[], None]] = []

    def take(self, cleanup: Callable[[], None]) -> bool:
        with self._lock:
            if self._ended:
                return False
            self._cleanups.append(cleanup)
            return True

    def finish(self) -> None:
        with self._lock:
            self._ended = True
            cleanups, self._cleanups = self._cleanups, []
        for cleanup in cleanups:
            cleanup()
