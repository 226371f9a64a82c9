# SPDX-License-Identifier: MIT
"""Where libdnb was installed, as pkg-config said when this package was
built: setup.py rewrites this file in the built package.  None here, in the
source tree, where the library comes from DNB_LIBRARY or the loader's
search path (see _native)."""

from typing import Optional

LIBDIR: Optional[str] = None
