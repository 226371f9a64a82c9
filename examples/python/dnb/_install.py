# SPDX-License-Identifier: MIT
"""What the wheel installs with the package (examples/python/meson.build):
in its folder dnb/_bundled the library and the dnb tool, and in the data
scheme (<venv>/share/libdnb/books) the shipped opening books.  Each is
None where the installed package lacks it, as in the source tree, where
the library comes from DNB_LIBRARY or the loader's search path (see
_native) and the tool from DNB_TOOL (see __main__)."""

import os
from typing import Optional

PACKAGE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(PACKAGE, "_bundled")
DISTRIBUTION = "pylibdnb"


def _bundled(name: str) -> Optional[str]:
    path = os.path.join(BUNDLED, name)
    return path if os.path.exists(path) else None


def installed_books(package: str = PACKAGE) -> Optional[str]:
    """The directory of the books the wheel installed with the package in
    `package`: the share/libdnb/books of the RECORD of the distribution
    beside it (wherever the installer put the data scheme: a venv, --user,
    --prefix), or None when there is no such distribution or book."""
    site = os.path.dirname(package)
    try:
        names = sorted(n for n in os.listdir(site)
                       if n.startswith(DISTRIBUTION + "-") and
                       n.endswith(".dist-info"))
    except OSError:
        return None
    if not names:
        return None
    from importlib import metadata   # only for an installed package
    dist = metadata.Distribution.at(os.path.join(site, names[-1]))
    for f in dist.files or ():
        parts = f.parts
        if parts[-4:-1] == ("share", "libdnb", "books") and \
                parts[-1].endswith(".book"):
            path = os.path.normpath(os.path.dirname(
                str(dist.locate_file(f))))
            return path if os.path.isdir(path) else None
    return None


LIBRARY: Optional[str] = _bundled("libdnb.so.1")
TOOL: Optional[str] = _bundled("dnb-tool")
BOOKS: Optional[str] = installed_books() if LIBRARY else None
