# SPDX-License-Identifier: MIT
"""What the wheel bundles with the package, in its folder dnb/_bundled
(examples/python/meson.build puts them there): the library, the dnb tool
and the shipped opening books.  Each is None where the folder lacks it, as
in the source tree, where the library comes from DNB_LIBRARY or the
loader's search path (see _native) and the tool from DNB_TOOL (see
__main__)."""

import os
from typing import Optional

BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_bundled")


def _bundled(name: str) -> Optional[str]:
    path = os.path.join(BUNDLED, name)
    return path if os.path.exists(path) else None


LIBRARY: Optional[str] = _bundled("libdnb.so.1")
TOOL: Optional[str] = _bundled("dnb-tool")
BOOKS: Optional[str] = _bundled("books")
