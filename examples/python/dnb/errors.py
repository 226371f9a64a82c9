# SPDX-License-Identifier: MIT
"""Status codes of libdnb and the exceptions that carry them.

The numbers are those of include/dnb.h, fixed forever by the C library (the
test suite compares them with the header).  Every failing call raises a
DnbError whose ``status`` is the code and whose ``message`` is the library's
own text from dnb_strerror().
"""

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


class DnbError(Exception):
    """A libdnb call failed.

    status  -- the negative status code (compare with the E_* constants)
    message -- dnb_strerror(status), e.g. "illegal move"
    detail  -- what the binding was doing, e.g. the move text, or None
    """

    def __init__(self, status, message, detail=None):
        self.status = status
        self.message = message
        self.detail = detail
        text = message if detail is None else "%s: %s" % (message, detail)
        super().__init__(text)


class ParseError(DnbError):
    """Reading a game from text failed.  ``line`` and ``column`` (1-based)
    say where; ``status`` is E_PARSE for malformed text, or the status of
    the move or position that the text describes (e.g. E_ILLEGAL)."""

    def __init__(self, status, message, line, column):
        self.line = line
        self.column = column
        super().__init__(status, message, "line %d, column %d" % (line, column))
