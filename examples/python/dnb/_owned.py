# SPDX-License-Identifier: MIT
"""The lifetime every wrapper of a C object shares."""


class Owned:
    """Owns one C object, freed by close(), at the end of a `with` block, or
    by the garbage collector, whichever comes first.  Subclasses set _ptr
    and define _free(ptr) and _what (a name for error messages)."""

    __slots__ = ()      # subclasses choose their own slots, or none
    _what = "object"

    def _free(self, ptr):
        raise NotImplementedError

    def close(self):
        """Free the C object now.  Closing twice is harmless."""
        ptr = getattr(self, "_ptr", None)   # None if __init__ failed early
        self._ptr = None
        if ptr:
            self._free(ptr)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        try:
            self.close()
        except Exception:       # interpreter shutdown: modules may be gone
            pass

    @property
    def closed(self):
        return not getattr(self, "_ptr", None)

    def _live(self):
        """The pointer, or ValueError once closed."""
        ptr = getattr(self, "_ptr", None)
        if not ptr:
            raise ValueError(f"the {self._what} is closed")
        return ptr
