# SPDX-License-Identifier: MIT
"""Status codes of libdnb and the exceptions that carry them.

The numbers are those of include/dnb.h, fixed forever by the C library (the
test suite compares them with the header).  Every failing call raises a
DnbError whose ``status`` is the code and whose ``message`` is the library's
own text from dnb_strerror().  The class says what kind of failure it was,
and where Python has a built-in exception for that kind the class is also
one of those, so that ``except ValueError`` catches bad input as it does
everywhere else:

    DnbError                      every failure of a libdnb call
      ArgumentError(ValueError)   E_INVALID, E_RANGE, E_POSITION,
                                  E_NOT_APPLICABLE: bad input
      IllegalMoveError(ValueError)  E_ILLEGAL, E_MUST_CAPTURE, E_OVER
      ParseError(ValueError)      E_PARSE, and any failure to read a text
        InvalidMoveError          a move written wrongly ("a1-c1", "zz")
      NoHistoryError(IndexError)  E_NO_HISTORY: undo with nothing to undo
      StoppedError                E_LIMIT, E_CANCELLED (dnb.SolverStopped
                                  is one, with the bounds found so far)
      OutOfMemoryError(MemoryError)  E_NOMEM
      BusyError(RuntimeError)     E_BUSY
      CorruptError(ValueError)    E_CORRUPT: a damaged or truncated book
      FileError(OSError)          E_IO: a file that cannot be read

The names of the move errors are python-chess's, which draws the same line
between a move that is not legal here and one that is not a move at all.
"""

from typing import Any, Dict, Optional, Tuple, Type

OK = 0
E_INVALID = -1
E_RANGE = -2
E_ILLEGAL = -3
E_MUST_CAPTURE = -4
E_OVER = -5
E_NO_HISTORY = -6
E_PARSE = -7
E_POSITION = -8
E_BUFSIZE = -9
E_NOMEM = -10
E_LIMIT = -11
E_CANCELLED = -12
E_NOT_APPLICABLE = -13
E_BUSY = -14
E_CORRUPT = -15
E_IO = -16


class DnbError(Exception):
    """A libdnb call failed.

    status  -- the negative status code (compare with the E_* constants)
    message -- dnb_strerror(status), e.g. "illegal move"
    detail  -- what was refused (e.g. the move text) and, for a move or
               rules, why; or None
    """

    def __init__(self, status: int, message: str,
                 detail: Optional[str] = None) -> None:
        self.status = status
        self.message = message
        self.detail = detail
        text = message if detail is None else "%s: %s" % (message, detail)
        super().__init__(text)

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (type(self), (self.status, self.message, self.detail))


class ArgumentError(DnbError, ValueError):
    """An argument the library refused: a size, edge, player or option out
    of range, flags that do not go together, a position the rules cannot
    reach, or a question that does not apply to the position."""


class IllegalMoveError(DnbError, ValueError):
    """A move that is not legal in the position: the edge is drawn, a
    capture is compulsory, or the game is over."""


class ParseError(DnbError, ValueError):
    """Reading text failed.  For a game, position or graph read from text,
    ``line`` and ``column`` (1-based) say where, and ``status`` is E_PARSE
    for malformed text or the status of the move or position the text
    describes (e.g. E_ILLEGAL); for a single word they are None."""

    def __init__(self, status: int, message: str,
                 line: Optional[int] = None, column: Optional[int] = None,
                 detail: Optional[str] = None) -> None:
        self.line = line
        self.column = column
        self._given = detail
        if line is not None:
            where = "line %d, column %d" % (line, column or 0)
            detail = where if detail is None else "%s: %s" % (detail, where)
        super().__init__(status, message, detail)

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (type(self), (self.status, self.message, self.line,
                             self.column, self._given))


class InvalidMoveError(ParseError):
    """Text that does not name an edge of the board."""


class NoHistoryError(DnbError, IndexError):
    """Taking back more moves than were played (like pop() from an empty
    list)."""


class StoppedError(DnbError):
    """A node, time or memory limit (E_LIMIT) or a callback (E_CANCELLED)
    stopped the work; nothing was changed."""


class OutOfMemoryError(DnbError, MemoryError):
    """The library could not allocate memory."""


class BusyError(DnbError, RuntimeError):
    """E_BUSY: a call refused because another call is using the object: a
    call from the object's own callback (``message`` is then the
    library's text), or, in the binding, a call from another thread that
    would change or free an object a running call uses, or use a solver,
    AI or Nimstring evaluator that is running (``message`` "the object is
    busy").  Nothing was changed; try again once that call has returned."""


class CorruptError(DnbError, ValueError):
    """E_CORRUPT: damaged data, such as a truncated opening book."""


class FileError(DnbError, OSError):
    """E_IO: a file could not be read or written."""


_CLASSES: Dict[int, Type[DnbError]] = {
    E_INVALID: ArgumentError,
    E_RANGE: ArgumentError,
    E_POSITION: ArgumentError,
    E_NOT_APPLICABLE: ArgumentError,
    E_ILLEGAL: IllegalMoveError,
    E_MUST_CAPTURE: IllegalMoveError,
    E_OVER: IllegalMoveError,
    E_PARSE: ParseError,
    E_NO_HISTORY: NoHistoryError,
    E_LIMIT: StoppedError,
    E_CANCELLED: StoppedError,
    E_NOMEM: OutOfMemoryError,
    E_BUSY: BusyError,
    E_CORRUPT: CorruptError,
    E_IO: FileError,
}


def error_class(status: int) -> Type[DnbError]:
    """The exception class for a status (DnbError for one without its own,
    such as E_BUFSIZE, which the binding handles itself)."""
    return _CLASSES.get(status, DnbError)


__all__ = ["DnbError", "ArgumentError", "IllegalMoveError", "ParseError",
           "InvalidMoveError", "NoHistoryError", "StoppedError",
           "OutOfMemoryError", "BusyError", "error_class"]
__all__ += [n for n in list(globals()) if n == "OK" or n.startswith("E_")]
