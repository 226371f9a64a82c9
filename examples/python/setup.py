# SPDX-License-Identifier: MIT
"""The one step pyproject.toml cannot say: record where libdnb is.

When the package is built, pkg-config is asked for the library directory
of libdnb (PKG_CONFIG_PATH names a private prefix, as for any build
against it) and the built copy of dnb/_install.py gets it, so the installed
package finds that library with no variable set, the way a compiled
extension would through its run path.  Without pkg-config, or with no
libdnb.pc, nothing is recorded and the package uses the loader's search
path (see dnb/_native.py).
"""

import os
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py

SONAME = "libdnb.so.1"


def libdnb_libdir():
    """The libdir of libdnb.pc if it holds libdnb.so.1, else None."""
    try:
        out = subprocess.run(["pkg-config", "--variable=libdir", "libdnb"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, check=False)
    except OSError:
        return None
    libdir = out.stdout.strip()
    if out.returncode != 0 or not libdir:
        return None
    if not os.path.exists(os.path.join(libdir, SONAME)):
        return None
    return libdir


class BuildPyRecordingLibdir(build_py):
    def run(self):
        super().run()
        # Written from the source each time: build_py leaves a file it
        # built before alone, which may hold another build's directory.
        source = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "dnb", "_install.py")
        with open(source, encoding="utf-8") as f:
            text = f.read()
        default = "LIBDIR: Optional[str] = None\n"
        if default not in text:
            raise RuntimeError("%s: no %r line to replace" % (source, default))
        libdir = libdnb_libdir()
        if libdir is None:
            print("pylibdnb: pkg-config finds no installed libdnb; the "
                  "package will use the loader's search path")
        else:
            print("pylibdnb: recording libdnb in %s" % libdir)
            text = text.replace(default,
                                "LIBDIR: Optional[str] = %r\n" % libdir)
        target = os.path.join(self.build_lib, "dnb", "_install.py")
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)


setup(cmdclass={"build_py": BuildPyRecordingLibdir})
