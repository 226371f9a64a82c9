# SPDX-License-Identifier: MIT
"""The lifetime every wrapper of a C object shares."""

from typing import Any, Literal, TypeVar

O = TypeVar("O", bound="Owned")


class Owned:
    """Owns one C object, freed by close(), at the end of a `with` block, or
    by the garbage collector, whichever comes first.  Subclasses set _ptr
    and define _free(ptr) and _what (a name for error messages)."""

    __slots__ = ()      # subclasses choose their own slots, or none
    _what = "object"
    _ptr: Any           # the C pointer, None once closed

    def _free(self, ptr: Any) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Free the C object now.  Closing twice is harmless."""
        ptr = getattr(self, "_ptr", None)   # None if __init__ failed early
        self._ptr = None
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
