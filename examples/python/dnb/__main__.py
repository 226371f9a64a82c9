# SPDX-License-Identifier: MIT
"""`python -m dnb ARGS`: the dnb command-line tool, with ARGS.

    python -m dnb solve 3x3
    python -m dnb play 3x3 --level hard

The wheel bundles the tool (dnb/_bundled/dnb-tool, the program it also
installs as the script `dnb`); this replaces the interpreter with it.
$DNB_TOOL, the path of another dnb, overrides it (meson devenv sets it to
the tool of the build tree).  The tool finds the opening books the wheel
installed (<venv>/share/libdnb/books) through $DNB_BOOK_DIR, which
importing the package sets when it loads the bundled library and the
variable is unset; the script `dnb` run by itself finds them beside its
own folder, <venv>/bin, unless $DNB_BOOK_DIR says otherwise.
"""

import os
import sys
from typing import List, Optional

from . import _install


def tool_path() -> Optional[str]:
    """The dnb tool `python -m dnb` runs: $DNB_TOOL, else the bundled one,
    else None."""
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
