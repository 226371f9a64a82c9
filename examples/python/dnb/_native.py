# SPDX-License-Identifier: MIT
"""Loading libdnb with ctypes, the C prototypes, and the helpers that turn
the library's calling conventions into Python values.

Where the library comes from, first match wins:
  1. the environment variable DNB_LIBRARY: the path of the shared object
     (or of a directory holding libdnb.so.1), an override with no fallback;
     the meson tests and `meson devenv` set it to the library just built,
     so that an uninstalled package uses the build tree, and a user sets it
     to use an installed libdnb instead of the bundled one;
  2. the library bundled in the package's folder (dnb/_bundled, see
     dnb/_install.py): what a package installed from the wheel loads;
  3. the SONAME "libdnb.so.1" as the dynamic loader finds it
     (LD_LIBRARY_PATH, the ld.so cache: an installed library);
  4. ctypes.util.find_library("dnb"), for systems that name it otherwise.

When the bundled library is loaded and DNB_BOOK_DIR is not set, it is set
to the books the wheel installed (<venv>/share/libdnb/books, found by
dnb/_install.py) before the library loads, so
that Book.default() and the AI's book lookup find them: the library has no
call that sets its default book folder, and reads that variable (see
dnb_book_open(3)).  A DNB_BOOK_DIR set by the user is left alone.

At load the version the library reports must have the major version this
binding was written for (HEADER_MAJOR); anything else raises ImportError,
since a new major means a changed ABI.

Adding functions (for a new part of the C API): put their prototypes in a
dict shaped like CORE below and pass it to declare().  Each becomes an
attribute of ``fn``.  A function that the loaded library lacks (an older
minor version) becomes a stub raising NotImplementedError when called, so
one binding works with every 1.x library for the calls those have.
"""

import ctypes
import ctypes.util
import operator
import os
from typing import (TYPE_CHECKING, Any, Callable, Iterator, List, Mapping,
                    NoReturn, Optional, Tuple, Union)

from . import _install
from ._owned import guarded
from ._version import __version__
from .errors import DnbError, E_BUFSIZE, E_RANGE, OK, error_class

# The version of include/dnb.h this binding follows (DNB_VERSION_MAJOR and
# DNB_VERSION_MINOR; the tests compare them with the header).
HEADER_MAJOR, HEADER_MINOR = (int(x) for x in __version__.split(".")[:2])
SONAME = "libdnb.so.%d" % HEADER_MAJOR

u32 = ctypes.c_uint32
i32 = ctypes.c_int32
u64 = ctypes.c_uint64
i64 = ctypes.c_int64
size_t = ctypes.c_size_t
char_p = ctypes.c_char_p
void_p = ctypes.c_void_p
P = ctypes.POINTER


class GameStruct(ctypes.Structure):
    """struct dnb_game: opaque, only ever handled through a pointer."""


GamePtr = P(GameStruct)

# name: (result type, [argument types]); None as the result means void.
CORE = {
    "dnb_version": (u32, []),
    "dnb_version_string": (char_p, []),
    "dnb_strerror": (char_p, [i32]),

    "dnb_board_edge_count": (i32, [u32, u32, P(u32)]),
    "dnb_board_edge": (i32, [u32, u32, u32, u32, u32, P(u32)]),
    "dnb_board_edge_coords": (i32, [u32, u32, u32, P(u32), P(u32), P(u32)]),
    "dnb_board_edge_boxes": (i32, [u32, u32, u32, P(u32), P(u32)]),
    "dnb_move_parse": (i32, [u32, u32, char_p, size_t, P(u32)]),
    "dnb_move_format": (i32, [u32, u32, u32, char_p, size_t, P(size_t)]),

    "dnb_game_new": (i32, [u32, u32, u32, P(GamePtr)]),
    "dnb_game_new_setup": (i32, [u32, u32, u32, char_p, char_p, i32,
                                 P(GamePtr)]),
    "dnb_game_clone": (i32, [GamePtr, P(GamePtr)]),
    "dnb_game_free": (None, [GamePtr]),
    "dnb_game_play": (i32, [GamePtr, u32, P(i32)]),
    "dnb_game_undo": (i32, [GamePtr]),
    "dnb_game_undo_to": (i32, [GamePtr, u32]),
    "dnb_game_width": (i32, [GamePtr]),
    "dnb_game_height": (i32, [GamePtr]),
    "dnb_game_rules": (i32, [GamePtr]),
    "dnb_game_edge_count": (i32, [GamePtr]),
    "dnb_game_edge_drawn": (i32, [GamePtr, u32]),
    "dnb_game_box_sides": (i32, [GamePtr, u32]),
    "dnb_game_box_owner": (i32, [GamePtr, u32]),
    "dnb_game_score": (i32, [GamePtr, i32]),
    "dnb_game_to_move": (i32, [GamePtr]),
    "dnb_game_is_over": (i32, [GamePtr]),
    "dnb_game_move_count": (i32, [GamePtr]),
    "dnb_game_result": (i32, [GamePtr, P(i32), P(i32)]),
    "dnb_game_moves": (i32, [GamePtr, P(u32), size_t, P(size_t)]),
    "dnb_game_legal_moves": (i32, [GamePtr, P(u32), size_t, P(size_t)]),
    "dnb_game_capture_moves": (i32, [GamePtr, P(u32), size_t, P(size_t)]),
    "dnb_game_safe_moves": (i32, [GamePtr, P(u32), size_t, P(size_t)]),
    "dnb_game_format": (i32, [GamePtr, u32, char_p, size_t, P(size_t)]),
    "dnb_game_parse": (i32, [char_p, size_t, P(GamePtr), P(u32), P(u32)]),
    "dnb_game_parse_diagram": (i32, [char_p, size_t, u32, i32, P(GamePtr),
                                     P(u32), P(u32)]),
}


def library_candidates(environ: Mapping[str, str] = os.environ,
                       bundled: Optional[str] = _install.LIBRARY
                       ) -> Iterator[str]:
    """The paths and names tried in turn to load libdnb (see the module's
    docstring), given the environment and the bundled library's path."""
    path = environ.get("DNB_LIBRARY")
    if path:
        if os.path.isdir(path):
            path = os.path.join(path, SONAME)
        yield path             # an explicit choice: no fallback
        return
    if bundled:
        yield bundled
    yield SONAME
    found = ctypes.util.find_library("dnb")   # runs programs: only if needed
    if found and found != SONAME:
        yield found


def _load() -> ctypes.CDLL:
    errors = []
    for name in library_candidates():
        if (name == _install.LIBRARY and _install.BOOKS and
                not os.environ.get("DNB_BOOK_DIR")):
            os.environ["DNB_BOOK_DIR"] = _install.BOOKS
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append("%s: %s" % (name, e))
    raise ImportError("cannot load libdnb (install it, or set DNB_LIBRARY to "
                      "its path): " + "; ".join(errors))


lib = _load()


class _Functions:
    """The declared C functions, as attributes named like the C ones."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any: ...


fn = _Functions()

# name: (result type, [argument types]), as in CORE.
Prototypes = Mapping[str, Tuple[Any, Any]]


def _missing(name: str) -> Callable[..., NoReturn]:
    def stub(*args: Any) -> NoReturn:
        raise NotImplementedError("%s is not in the loaded libdnb %s"
                                  % (name, version_string()))
    stub.__name__ = name
    return stub


def _is_handle(argtype: Any) -> bool:
    """Whether an argument type is a pointer to an opaque C object (a
    dnb_game *, dnb_solver *, ...): a pointer to a Structure without
    fields."""
    return (isinstance(argtype, type) and
            issubclass(argtype, ctypes._Pointer) and
            issubclass(argtype._type_, ctypes.Structure) and
            not hasattr(argtype._type_, "_fields_"))


def declare(prototypes: Prototypes, required: bool = False) -> None:
    """Bind each C function of ``prototypes`` (see CORE) as fn.<name>.
    With required=True a missing function raises ImportError.  A function
    that takes a C object is wrapped by _owned.guarded(): pass it the
    object's _use() where the C function takes the pointer."""
    for name, (restype, argtypes) in prototypes.items():
        try:
            f = getattr(lib, name)
        except AttributeError:
            if required:
                raise ImportError("libdnb lacks %s" % name) from None
            setattr(fn, name, _missing(name))
            continue
        f.restype = restype
        f.argtypes = argtypes
        objects = [i for i, t in enumerate(argtypes) if _is_handle(t)]
        setattr(fn, name, guarded(f, name, objects) if objects else f)


declare(CORE, required=True)

# Bulk getters and rule words (added to the core after the first binding).
CORE_EXTRA = {
    "dnb_game_edges": (i32, [GamePtr, P(ctypes.c_uint8), size_t, P(size_t)]),
    "dnb_game_owners": (i32, [GamePtr, P(ctypes.c_uint8), size_t, P(size_t)]),
    "dnb_rules_parse": (i32, [char_p, size_t, P(u32)]),
    "dnb_rules_format": (i32, [u32, char_p, size_t, P(size_t)]),
}
declare(CORE_EXTRA)


def version() -> int:
    """The DNB_VERSION_NUMBER of the loaded library (10000 for 1.0.0)."""
    return int(fn.dnb_version())


def version_string() -> str:
    """"MAJOR.MINOR.PATCH" of the loaded library."""
    return str(fn.dnb_version_string().decode("ascii"))


def check_major(number: int, name: Optional[str] = None) -> None:
    """Raise ImportError unless DNB_VERSION_NUMBER ``number`` has the major
    version of this binding (a new major is a new, incompatible ABI)."""
    if number // 10000 != HEADER_MAJOR:
        raise ImportError("libdnb %s is loaded but this binding needs major "
                          "version %d" % (name or number, HEADER_MAJOR))


check_major(version(), version_string())


def strerror(status: int) -> str:
    return str(fn.dnb_strerror(status).decode("utf-8", "replace"))


def error(status: int, detail: Optional[str] = None) -> DnbError:
    """The exception for a status: the class errors.error_class() gives,
    with the library's message."""
    return error_class(status)(status, strerror(status), detail=detail)


def check(status: int, detail: Optional[str] = None) -> int:
    """Raise the DnbError of a negative status; give back the value
    otherwise (so int32_t queries that return a value or a status pass
    through)."""
    if status < OK:
        raise error(status, detail)
    return status


def _integer(value: Any, what: str) -> int:
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s must be an integer, not %s"
                        % (what, type(value).__name__)) from None


def as_u32(value: int, what: str = "value") -> int:
    """An int checked to fit a uint32_t argument.  ctypes would silently
    keep the low 32 bits (2**32 would become edge 0), so anything outside
    0..2**32-1 is E_RANGE here, before the call.  Only integers are taken
    (int, bool, or any type with __index__): a float is a TypeError, as
    Python's own sizes and indices refuse one, never cut to an int."""
    value = _integer(value, what)
    if not 0 <= value <= 0xFFFFFFFF:
        raise error(E_RANGE, "%s %d" % (what, value))
    return value


def as_i32(value: int, what: str = "value") -> int:
    """An int checked to fit an int32_t argument (see as_u32)."""
    value = _integer(value, what)
    if not -0x80000000 <= value <= 0x7FFFFFFF:
        raise error(E_RANGE, "%s %d" % (what, value))
    return value


def as_u64(value: int, what: str = "value") -> int:
    """An int checked to fit a uint64_t argument (see as_u32)."""
    value = _integer(value, what)
    if not 0 <= value < 2 ** 64:
        raise error(E_RANGE, "%s %d" % (what, value))
    return value


def text_out(call: Callable[..., int], *args: Any,
             detail: Optional[str] = None) -> str:
    """Call a function with the text-out convention (..., buf, size, len):
    ask for the length, then fetch the text.  Returns a str."""
    need = size_t(0)
    status = call(*args, None, 0, ctypes.byref(need))
    if status not in (OK, E_BUFSIZE):
        check(status, detail)
    while True:
        buf = ctypes.create_string_buffer(need.value + 1)
        status = call(*args, buf, len(buf), ctypes.byref(need))
        if status != E_BUFSIZE:    # the text may have grown: ask again
            check(status, detail)
            return buf.value.decode("utf-8")


def list_out(call: Callable[..., int], *args: Any, hint: int = 0,
             detail: Optional[str] = None) -> List[int]:
    """Call a function with the list-out convention (..., buf, cap, count)
    and return the elements as a list of ints.  ``hint`` is a capacity that
    is usually enough, saving the first sizing call."""
    count = size_t(0)
    cap = hint
    while True:
        buf = (u32 * max(cap, 1))()
        status = call(*args, buf, cap, ctypes.byref(count))
        if status != E_BUFSIZE:
            check(status, detail)
            return buf[:count.value]
        cap = count.value


def bytes_out(call: Callable[..., int], *args: Any, hint: int = 0,
              detail: Optional[str] = None) -> bytes:
    """list_out for functions that write uint8_t elements; gives bytes."""
    count = size_t(0)
    cap = hint
    while True:
        buf = (ctypes.c_uint8 * max(cap, 1))()
        status = call(*args, buf, cap, ctypes.byref(count))
        if status != E_BUFSIZE:
            check(status, detail)
            return bytes(buf[:count.value])
        cap = count.value


def text_in(text: Union[str, bytes]) -> Tuple[bytes, int]:
    """Text for a (const char *text, size_t len) argument: bytes and length.
    A str is encoded as UTF-8; bytes, bytearray and other bytes-like objects
    are taken as they are; anything else (an int, which bytes() would turn
    into that many zero bytes) is a TypeError."""
    if isinstance(text, str):
        data = text.encode("utf-8")
    else:
        data = bytes_like(text, "text must be str or a bytes-like object")
    return data, len(data)


def bytes_like(data: Any, wanted: str = "a bytes-like object is required"
               ) -> bytes:
    """The bytes of a bytes-like object (bytes, bytearray, memoryview, an
    array); TypeError (``wanted``, then the type given) for anything else,
    an int included."""
    try:
        return memoryview(data).tobytes()
    except TypeError:
        raise TypeError("%s, not %s" % (wanted, type(data).__name__)
                        ) from None
