# SPDX-License-Identifier: MIT
"""Rule flags, players and text formats of include/dnb.h.

Rules can be given to this binding as the integer flags below (combined
with |) or as the words the game records use: "standard", "compulsory",
"nimstring", "misere", "border", in a string separated by blanks or in
any iterable of strings.
"""

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

RULE_WORDS = {
    "standard": RULES_STANDARD,
    "compulsory": RULE_COMPULSORY,
    "nimstring": RULE_NIMSTRING,
    "misere": RULE_MISERE,
    "border": RULE_BORDER,
}

FORMAT_NAMES = {
    "record": FORMAT_RECORD,
    "position": FORMAT_POSITION,
    "diagram": FORMAT_DIAGRAM,
    "render": FORMAT_RENDER,
}


def rules_value(rules):
    """The integer flags for rules given as an int, a string of words or an
    iterable of words.  Unknown words raise ValueError; unknown bits are
    left for the library to reject (with E_INVALID)."""
    if isinstance(rules, int):
        return rules
    words = rules.split() if isinstance(rules, str) else list(rules)
    value = 0
    for word in words:
        if isinstance(word, int):
            value |= word
            continue
        try:
            value |= RULE_WORDS[word.lower()]
        except KeyError:
            raise ValueError("unknown rule %r (known: %s)"
                             % (word, ", ".join(RULE_WORDS))) from None
    return value


def rules_words(value):
    """The words for integer rule flags, e.g. ("compulsory", "misere")."""
    words = tuple(w for w, bit in RULE_WORDS.items() if bit and value & bit)
    return words or ("standard",)


def format_value(kind):
    """The DNB_FORMAT_* number for a name ("record", ...) or a number."""
    if isinstance(kind, int):
        return kind
    try:
        return FORMAT_NAMES[kind.lower()]
    except KeyError:
        raise ValueError("unknown format %r (known: %s)"
                         % (kind, ", ".join(FORMAT_NAMES))) from None
