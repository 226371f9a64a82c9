# SPDX-License-Identifier: MIT
"""Python bindings for libdnb, the Dots-and-Boxes library, through ctypes.

    import dnb
    with dnb.Game(3, 3, rules="compulsory") as g:
        g.play("a1-b1")
        print(g.legal_moves, g.scores, g.to_move)
        print(g)                       # a picture of the board

Also: dnb.Endgame (values of loony endgames), Game.analysis() (chains,
loops, the long chain rule), dnb.Solver (exact values), dnb.Book (opening
books of exact values, since libdnb 1.2), dnb.AI (moves and hints),
dnb.Nimstring and dnb.NimstringGraph (Nimstring values: nimbers
and dnb.LOONY), and dnb.Dots, the kropki game (not Dots-and-Boxes).
dnb.unstable has the solver's measuring switches, which are not covered by
the ABI promise (DNB_UNSTABLE_API in dnb.h).

Cheap state without arguments is a property (g.legal_moves, g.history,
g.scores; as edge indices g.legal_edges, g.history_edges); what takes
arguments, does real work or changes the object is a method (g.play(m),
g.analysis(), solver.solve(g)).  The old calls g.legal_moves() and
g.legal_moves(edges=True) still work, with a DeprecationWarning (see
dnb._compat).  Ctrl-C stops the long calls of the solver, the AI and the
Nimstring evaluator made from the main thread: KeyboardInterrupt comes at
once and the object stays usable (see dnb._interrupt).

Errors raise a dnb.DnbError (status code and the library's message) of a
class that says what went wrong; bad input is also a ValueError:
dnb.IllegalMoveError, dnb.InvalidMoveError, dnb.ParseError,
dnb.ArgumentError (see dnb.errors).  A call that would change or free an
object while another call uses it (from another thread, or from a
callback inside that call) raises dnb.BusyError and changes nothing;
reads that the C library allows side by side go on.  A Game compares and
hashes by its position, copies, pickles, and draws itself as SVG (dnb.svg,
and in a notebook).  dnb.__version__ is this binding's version, dnb.version_string()
that of the loaded library.

The shared library is found through $DNB_LIBRARY (an override), else in
the package (a wheel bundles it), else the loader's usual search path (see
dnb._native).  `python -m dnb` runs the dnb tool (see dnb.__main__).
"""

from ._version import __version__
from ._native import HEADER_MAJOR, HEADER_MINOR, version, version_string
from .board import (NO_BOX, edge_count, edge_index, edge_coords, edge_boxes,
                    parse_move, format_move, parse_rules, format_rules)
from .constants import *  # noqa: F401,F403  (rule, player, format constants)
from .errors import *     # noqa: F401,F403  (status codes)
from .errors import (DnbError, ArgumentError, BusyError, CorruptError,
                     FileError, IllegalMoveError, InvalidMoveError,
                     NoHistoryError, OutOfMemoryError, ParseError,
                     StoppedError)
from .game import Game, Result
from .endgame import Endgame, EndgameValue, Option
from .analysis import Analysis, Region
from .dots import Dots, DotsResult
from .solver import Progress, Solution, Solver, SolverStopped
from .book import Book
from .ai import AI, Hint
from .nimstring import (GROUND, LOONY, Nimstring, NimstringComponent,
                        NimstringGraph, nim_sum, value_name)
from . import constants as _constants, errors as _errors
from . import unstable    # outside the ABI promise: see its docstring
from . import svg

__all__ = ["Game", "Result", "Endgame", "EndgameValue", "Option",
           "Analysis", "Region", "Dots", "DotsResult", "Solver", "Solution",
           "SolverStopped", "Progress", "Book", "AI", "Hint", "Nimstring",
           "NimstringGraph", "NimstringComponent", "LOONY", "GROUND",
           "nim_sum", "value_name",
           "DnbError", "ArgumentError", "BusyError", "CorruptError",
           "FileError", "IllegalMoveError",
           "InvalidMoveError", "NoHistoryError", "OutOfMemoryError",
           "ParseError", "StoppedError", "svg", "__version__", "version",
           "version_string", "HEADER_MAJOR", "HEADER_MINOR", "NO_BOX",
           "edge_count", "edge_index", "edge_coords", "edge_boxes",
           "parse_move", "format_move", "parse_rules", "format_rules"]
__all__ += [n for m in (_constants, _errors) for n in dir(m) if n.isupper()]
