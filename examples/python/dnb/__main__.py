# SPDX-License-Identifier: MIT
"""`python -m dnb ARGS`: the dnb command-line tool, with ARGS.

    python -m dnb solve 3x3
    python -m dnb play 3x3 --level hard

The wheel installs the tool as the script `dnb` (<venv>/bin/dnb, found
through the package's RECORD: dnb/_install.py); this replaces the
interpreter with it.  $DNB_TOOL, the path of another dnb, overrides it
(meson devenv sets it to the tool of the build tree).  The tool finds the
opening books the wheel installed (<venv>/share/libdnb/books) beside its
own folder, and through $DNB_BOOK_DIR, which importing the package sets
when it loads the bundled library and the variable is unset.
"""

import os
import sys
from typing import List, Optional

from . import _install


def tool_path() -> Optional[str]:
    """The dnb tool `python -m dnb` runs: $DNB_TOOL, else the wheel's
    script, else None."""
    return os.environ.get("DNB_TOOL") or _install.TOOL


def main(argv: Optional[List[str]] = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    tool = tool_path()
    if tool is None:
        sys.stderr.write("python -m dnb: this package bundles no dnb tool "
                         "(a source tree); set DNB_TOOL to the path of "
                         "one\n")
        return 2
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execv(tool, ["dnb"] + args)
    except OSError as e:
        sys.stderr.write("python -m dnb: %s: %s\n" % (tool, e.strerror))
    return 126


if __name__ == "__main__":
    sys.exit(main())
