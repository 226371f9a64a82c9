# SPDX-License-Identifier: MIT
"""Rule flags, players and text formats of include/dnb.h.

Rules can be given to this binding as the integer flags below (combined
with |) or as the words the game records use ("standard", "compulsory",
"misere", ...), in a string separated by blanks or in any iterable of
strings.  The words are read and written by the library itself
(dnb_rules_parse, dnb_rules_format: see board.rules_value and
board.rule_words).
"""

from typing import Union as _Union

from .errors import E_INVALID as _E_INVALID

RULES_STANDARD = 0
RULE_COMPULSORY = 1
RULE_NIMSTRING = 2
RULE_MISERE = 4
RULE_BORDER = 8
RULES_ALL = 15

MAX_SIDE = 32
MAX_EDGES = 2112

HORIZONTAL = 0
VERTICAL = 1

PLAYER_1 = 1
PLAYER_2 = 2

FORMAT_RECORD = 0
FORMAT_POSITION = 1
FORMAT_DIAGRAM = 2
FORMAT_RENDER = 3

# Endgames and board analysis (dnb_endgame_*, dnb_analysis_*).
COMPONENT_CHAIN = 1
COMPONENT_LOOP = 2
COMPONENT_CAPTURABLE = 3
COMPONENT_OTHER = 4
CONTROL_KEEP = 1
CONTROL_GIVE = 2
CONTROL_EITHER = 3
ENDGAME_MAX_LENGTH = 1048576
ENDGAME_MAX_COMPONENTS = 16777216
ANALYSIS_NONE = 0
ANALYSIS_LOONY = 1
ANALYSIS_HANDOUT = 2
NO_EDGE = 0xFFFFFFFF

# The solver (dnb_solver_*): limits.  Its measuring switches are in
# dnb.unstable, outside the ABI promise.
SOLVER_MAX_EDGES = 64
SOLVER_NO_VALUE = -0x80000000

# Nimstring values (dnb_nimstring_*): the C value of a loony position (the
# binding gives dnb.LOONY instead), the ground as a string's end, limits.
NIMSTRING_LOONY = 0xFFFFFFFF
NIMSTRING_GROUND = 0xFFFFFFFF
NIMSTRING_MAX_COINS = 65536
NIMSTRING_MAX_STRINGS = 262144

# The AI (dnb_ai_*): levels and the reasons given for a move.
AI_BEGINNER = 0
AI_EASY = 1
AI_MEDIUM = 2
AI_HARD = 3
AI_PERFECT = 4
AI_REASON_NONE = 0
AI_REASON_CAPTURE = 1
AI_REASON_SAFE = 2
AI_REASON_DOUBLE_CROSS = 3
AI_REASON_SMALLEST = 4
AI_REASON_CONTROL = 5
AI_REASON_SOLVER = 6
AI_REASON_RANDOM = 7
AI_REASON_SEARCH = 8
AI_REASON_BOOK = 9
AI_REASON_OUTCOME = 10

# Dots, the kropki game of dnb_dots.h.
DOTS_MAX_SIDE = 128
DOTS_DEFAULT_SIDE = 10
DOTS_NO_FLAGS = 0
DOTS_EMPTY = 0
DOTS_DOT_1 = 1
DOTS_DOT_2 = 2
DOTS_CAPTURED_1 = 3
DOTS_CAPTURED_2 = 4
DOTS_FORMAT_RECORD = 0
DOTS_FORMAT_RENDER = 1

COMPONENT_NAMES = {
    COMPONENT_CHAIN: "chain",
    COMPONENT_LOOP: "loop",
    COMPONENT_CAPTURABLE: "capturable",
    COMPONENT_OTHER: "other",
}
CONTROL_NAMES = {CONTROL_KEEP: "keep", CONTROL_GIVE: "give",
                 CONTROL_EITHER: "either"}
ANALYSIS_NAMES = {ANALYSIS_NONE: "none", ANALYSIS_LOONY: "loony",
                  ANALYSIS_HANDOUT: "handout"}

FORMAT_NAMES = {
    "record": FORMAT_RECORD,
    "position": FORMAT_POSITION,
    "diagram": FORMAT_DIAGRAM,
    "render": FORMAT_RENDER,
}


def format_value(kind: _Union[str, int]) -> int:
    """The DNB_FORMAT_* number for a name ("record", ...) or a number; an
    unknown name is an ArgumentError (E_INVALID)."""
    if isinstance(kind, int):
        return kind
    try:
        return FORMAT_NAMES[kind.lower()]
    except KeyError:
        from ._native import error      # late: _native loads the library
        raise error(_E_INVALID, "format %r (known: %s)"
                    % (kind, ", ".join(FORMAT_NAMES))) from None
