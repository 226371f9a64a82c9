# SPDX-License-Identifier: MIT
"""What the wheel installs with the package (examples/python/meson.build):
the library in the package's folder dnb/_bundled, the dnb tool as the
script `dnb` (<venv>/bin/dnb) and the shipped opening books in the data
scheme (<venv>/share/libdnb/books).  The script and the books are found
through the RECORD of the package's dist-info, wherever the installer put
them (a venv, --user, --prefix).  Each is None where the installed package
lacks it, as in the source tree, where the library comes from DNB_LIBRARY
or the loader's search path (see _native) and the tool from DNB_TOOL (see
__main__)."""

import os
from typing import List, Optional

PACKAGE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(PACKAGE, "_bundled")
DISTRIBUTION = "pylibdnb"


def _bundled(name: str) -> Optional[str]:
    path = os.path.join(BUNDLED, name)
    return path if os.path.exists(path) else None


def recorded_files(package: str = PACKAGE) -> List[str]:
    """The files the RECORD of the distribution beside `package` lists,
    as normalised paths; [] when there is none."""
    site = os.path.dirname(package)
    try:
        names = sorted(n for n in os.listdir(site)
                       if n.startswith(DISTRIBUTION + "-") and
                       n.endswith(".dist-info"))
    except OSError:
        return []
    if not names:
        return []
    from importlib import metadata   # only for an installed package
    dist = metadata.Distribution.at(os.path.join(site, names[-1]))
    return [os.path.normpath(str(dist.locate_file(f)))
            for f in dist.files or ()]


def installed_tool(files: List[str]) -> Optional[str]:
    """The script `dnb` among the recorded files, if it is there."""
    for path in files:
        if os.path.basename(path) == "dnb" and os.path.isfile(path) and \
                os.access(path, os.X_OK):
            return path
    return None


def installed_books(files: List[str]) -> Optional[str]:
    """The directory .../share/libdnb/books of the recorded books, if it is
    there."""
    for path in files:
        head, name = os.path.split(path)
        if name.endswith(".book") and \
                head.endswith(os.path.join("share", "libdnb", "books")):
            return head if os.path.isdir(head) else None
    return None


LIBRARY: Optional[str] = _bundled("libdnb.so.1")
_FILES: List[str] = recorded_files() if LIBRARY else []
TOOL: Optional[str] = installed_tool(_FILES)
BOOKS: Optional[str] = installed_books(_FILES)
