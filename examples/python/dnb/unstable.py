# SPDX-License-Identifier: MIT
"""The unstable part of include/dnb.h (seen in C only when DNB_UNSTABLE_API
is defined): NOT covered by the ABI promise.

These name internals of the library so that their effect can be measured.
They may change meaning or value, or vanish, in any release, and a library
may accept fewer or different bits than these (it refuses a bit it does not
know with E_INVALID).  Use them for measurements and tests with the very
libdnb they were written for.

The solver's measuring switches, for Solver(disable=...), which also takes
them as the words of DISABLE_WORDS.
"""

SOLVER_ALL_RULES = 0
SOLVER_NO_TABLE = 1
SOLVER_NO_SYMMETRY = 2
SOLVER_NO_CHAIN_RULES = 4
SOLVER_NO_ENDGAME = 8
SOLVER_NO_ORDERING = 16
SOLVER_DISABLE_ALL = 31

# The words Solver(disable=...) takes for the bits above.
DISABLE_WORDS = {
    "table": SOLVER_NO_TABLE,
    "symmetry": SOLVER_NO_SYMMETRY,
    "chain_rules": SOLVER_NO_CHAIN_RULES,
    "endgame": SOLVER_NO_ENDGAME,
    "ordering": SOLVER_NO_ORDERING,
}
