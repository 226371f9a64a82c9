# SPDX-License-Identifier: MIT
"""The version of this binding: the libdnb release it was written with (the
meson build checks that it is the project's version, and setup.py reads it
from here as the distribution's version)."""

__version__ = "1.2.0"
