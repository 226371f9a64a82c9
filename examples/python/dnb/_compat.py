# SPDX-License-Identifier: MIT
"""The old spellings of what became properties.

The binding's rule: cheap state that takes no argument is a property
(game.legal_moves, game.history, graph.components); what takes arguments,
does real work (a search, an evaluation, a new C object, text), or changes
the object is a method (game.play(move), solver.solve(game),
game.analysis(), game.format()).  Where a method became a property, the
property gives a CallableList (or CallableSet): a plain list (set) that may
still be called as the method was, ``game.legal_moves()`` or
``game.legal_moves(edges=True)``, which gives the same list or the one of
the new property named in the warning (``game.legal_edges``) and warns
with a DeprecationWarning.  Pickling or copying one gives a plain list or
set.
"""

import warnings
from typing import Any, Callable, Iterable, List, Optional, Set, TypeVar

T = TypeVar("T")


def _old_call(owner: str, name: str, flag: Optional[str],
              other: Optional[str], args: Any, kwargs: Any) -> bool:
    """Check the arguments of an old call and warn; whether the flag (the
    old ``edges=True``) was given."""
    given = False
    if flag is not None:
        if len(args) > 1 or set(kwargs) - {flag}:
            raise TypeError("%s() takes at most the argument %s"
                            % (name, flag))
        given = bool(args[0] if args else kwargs.get(flag, False))
    elif args or kwargs:
        raise TypeError("%s() takes no arguments" % name)
    new = other if given and other else name
    warnings.warn("%s.%s() is deprecated: use the property %s.%s"
                  % (owner, name, owner, new), DeprecationWarning,
                  stacklevel=3)
    return given


class CallableList(List[T]):
    """A list that may be called as the method it replaces (see the
    module's docstring)."""

    def __init__(self, items: Iterable[T], owner: str, name: str,
                 flag: Optional[str] = None, other: Optional[str] = None,
                 variant: Optional[Callable[[], List[Any]]] = None) -> None:
        super().__init__(items)
        self._old = (owner, name, flag, other, variant)

    def __call__(self, *args: Any, **kwargs: Any) -> List[Any]:
        owner, name, flag, other, variant = self._old
        if _old_call(owner, name, flag, other, args, kwargs) and variant:
            return variant()
        return list(self)

    def __reduce__(self) -> Any:
        return (list, (list(self),))


class CallableSet(Set[T]):
    """A set that may be called as the method it replaces (see the
    module's docstring)."""

    def __init__(self, items: Iterable[T], owner: str, name: str) -> None:
        super().__init__(items)
        self._old = (owner, name)

    def __call__(self, *args: Any, **kwargs: Any) -> Set[T]:
        owner, name = self._old
        _old_call(owner, name, None, None, args, kwargs)
        return set(self)

    def __reduce__(self) -> Any:
        return (set, (set(self),))
