# SPDX-License-Identifier: MIT
"""The lifetime every wrapper of a C object shares, and the guard that keeps
one call from freeing or changing an object another call is using.

ctypes lets other Python threads run while a C call runs, and a progress
callback runs Python code inside one.  So every C call that takes an
object marks it in use for its duration:

- a call that only reads the object (a "read use") may run beside other
  reads of it, as the C library allows for games, graphs, books, endgames
  and Dots games;
- a call that changes it (a "write use"), and every call on an object the
  C library lets only one thread use at a time (solver, AI, Nimstring
  evaluator: ``_exclusive``), runs alone on it (a "peek", such as
  Solver.memory, may read beside a use of its own thread: from the
  progress callback of the running call);
- close() frees nothing while any call uses the object.

What would break these rules is refused at once with BusyError (E_BUSY):
nothing waits, so a callback that touches the object of its own call gets
an exception instead of a deadlock, and the refused call changes nothing.

A method passes ``self._use()`` (or ``self._use(write=True)``) where the C
function takes the object's pointer; the functions of dnb._native that
take an object are wrapped by guarded(), which takes the uses among the
arguments for the call and gives the C function the pointers.  A method
that must hold objects across more than one step (Solver, AI) uses
holding() and passes the pointers it yields.
"""

from contextlib import contextmanager
from threading import get_ident as _thread_ident
from typing import (Any, Callable, Dict, Iterator, List, Literal, Optional,
                    Sequence, Tuple, Type, TypeVar)

from .errors import BusyError, E_BUSY

O = TypeVar("O", bound="Owned")

# A user of an object: (thread ident, writes).
_User = Tuple[int, bool]

# A worker thread that runs a C call for another thread (dnb._interrupt)
# counts as that thread: its progress callback may peek at the objects the
# call holds, as a callback run by the calling thread could.
acting_for: Dict[int, int] = {}


def get_ident() -> int:
    """The thread a use is counted for: this one, or the thread it works
    for (see acting_for)."""
    me = _thread_ident()
    return acting_for.get(me, me)


# The users of an object are a list that each taker appends itself to
# before it looks at the others, through a copy, and leaves with remove():
# each of these is one step under the GIL, so of two uses that clash at
# least one sees the other (both may), and nothing waits on a lock (a
# __del__ run by a garbage collection in the middle cannot deadlock).


class Use:
    """One call's use of an Owned object, passed in place of its pointer."""

    __slots__ = ("owner", "write", "peek", "optional")

    def __init__(self, owner: "Owned", write: bool = False,
                 peek: bool = False, optional: bool = False) -> None:
        self.owner = owner
        self.write = write or owner._exclusive and not peek
        self.peek = peek            # a read allowed beside this thread's use
        self.optional = optional    # a closed object is skipped (None)


def _refusal(obj: "Owned", what: str, users: Sequence[_User]) -> BusyError:
    me = get_ident()
    if any(thread == me for thread, _ in users):
        # The library's own text: a call from the object's callback.
        from ._native import strerror
        return BusyError(E_BUSY, strerror(E_BUSY),
                         "%s: the %s is in use by the call this callback "
                         "runs in" % (what, obj._what))
    if obj._exclusive:
        doing = "running on"
    else:
        doing = "changing" if any(w for _, w in users) else "using"
    return BusyError(E_BUSY, "the object is busy",
                     "%s: a call in another thread is %s the %s"
                     % (what, doing, obj._what))


def _take(use: Use, what: str) -> Tuple[Any, Optional[_User]]:
    """Mark the object of ``use`` in use: (its pointer, the user to give
    back with use.owner._users.remove), or (None, None) for an optional
    use of a closed object.  A closed object is ValueError, a refused use
    BusyError; both leave nothing marked."""
    obj = use.owner
    me = get_ident()
    user = (me, use.write)
    users = obj._users
    users.append(user)
    if len(users) > 1:
        others = list(users)
        others.remove(user)
        for t, w in others:
            if use.write or w and not (use.peek and t == me):
                users.remove(user)
                raise _refusal(obj, what, others)
    ptr = getattr(obj, "_ptr", None)
    if not ptr:
        users.remove(user)
        if use.optional:
            return None, None
        raise ValueError("the %s is closed" % obj._what)
    return ptr, user


@contextmanager
def holding(*uses: Use, what: str = "call") -> Iterator[List[Any]]:
    """Hold the objects of ``uses`` for a block (all or none); yields their
    pointers, in order (None for an optional use of a closed object)."""
    ptrs: List[Any] = []
    taken: List[Tuple[Owned, _User]] = []
    try:
        for use in uses:
            ptr, user = _take(use, what)
            if user is not None:
                taken.append((use.owner, user))
            ptrs.append(ptr)
        yield ptrs
    finally:
        for obj, user in taken:
            obj._users.remove(user)


def guarded(c_fn: Callable[..., Any], name: str,
            positions: Sequence[int]) -> Callable[..., Any]:
    """c_fn, taking Use arguments in place of pointers at ``positions``
    (those of its object arguments): the objects are held for the call
    (all or none; see the module's docstring).  Other arguments, and
    pointers given as they are, pass through."""
    what = name + "()"
    if list(positions) == [0]:
        def call(*args: Any) -> Any:
            use = args[0]
            if use.__class__ is not Use:
                return c_fn(*args)
            ptr, user = _take(use, what)
            try:
                return c_fn(ptr, *args[1:])
            finally:
                if user is not None:
                    use.owner._users.remove(user)
    else:
        def call(*args: Any) -> Any:
            uses = [args[i] for i in positions
                    if i < len(args) and args[i].__class__ is Use]
            if not uses:
                return c_fn(*args)
            with holding(*uses, what=what) as ptrs:
                given = list(args)
                k = 0
                for i in positions:
                    if i < len(args) and args[i].__class__ is Use:
                        given[i] = ptrs[k]
                        k += 1
                return c_fn(*given)
    call.__name__ = name
    call.__wrapped__ = c_fn         # type: ignore[attr-defined]
    return call


class Owned:
    """Owns one C object, freed by close(), at the end of a `with` block, or
    by the garbage collector, whichever comes first.  Subclasses set _ptr
    and define _free(ptr) and _what (a name for error messages); they set
    _exclusive when the C object is used by one thread at a time."""

    __slots__ = ("_users",)     # subclasses add their own slots
    _what = "object"
    _exclusive = False
    _ptr: Any           # the C pointer, None once closed
    _users: List[_User]     # the calls using it (see _take)

    def __new__(cls: Type[O], *args: Any, **kwargs: Any) -> O:
        self = super().__new__(cls)
        self._users = []
        return self

    def _free(self, ptr: Any) -> None:
        raise NotImplementedError

    def _detach(self) -> Any:
        """For close(), while no call uses the object: the pointer to free
        (None for none), the object closed for Python."""
        ptr = getattr(self, "_ptr", None)   # None if __init__ failed early
        self._ptr = None
        return ptr

    def close(self) -> None:
        """Free the C object now.  Closing twice is harmless.  While a call
        uses the object (from another thread, or the call whose callback
        this is) close() frees nothing and raises BusyError; close it once
        that call has returned."""
        users = self._users
        closer = (get_ident(), True)    # a use that changes it, as _take
        users.append(closer)
        try:
            others = list(users)
            others.remove(closer)
            if others:
                raise _refusal(self, "close()", others)
            ptr = self._detach()
        finally:
            users.remove(closer)
        if ptr:
            self._free(ptr)

    def __enter__(self: O) -> O:
        return self

    # A copy of the slots would share the C pointer and free it twice:
    # wrappers that can be copied (Game, Dots, Book, ...) say how.
    def __copy__(self: O) -> O:
        raise TypeError(f"a {self._what} cannot be copied")

    def __deepcopy__(self: O, memo: Any) -> O:
        raise TypeError(f"a {self._what} cannot be copied")

    def __reduce__(self) -> Any:
        raise TypeError(f"a {self._what} cannot be pickled")

    def __exit__(self, *exc: object) -> Literal[False]:
        self.close()
        return False

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:       # interpreter shutdown: modules may be gone
            pass

    @property
    def closed(self) -> bool:
        return not getattr(self, "_ptr", None)

    def _live(self) -> Any:
        """The pointer, or ValueError once closed."""
        ptr = getattr(self, "_ptr", None)
        if not ptr:
            raise ValueError(f"the {self._what} is closed")
        return ptr

    def _use(self, write: bool = False) -> Use:
        """A use of the object for a guarded C call: a read, or with
        write=True a change (the call raises ValueError if the object is
        closed by then)."""
        return Use(self, write)
