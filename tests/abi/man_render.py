#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Man pages as groff and Debian's man(1) show them.

  man_render.py [--groff PATH] [--man PATH] [--col PATH] PAGE...

For each page: `groff -mandoc -Tutf8 -ww -z PAGE` must print no warning,
and `man -l PAGE` at MANWIDTH=80, made plain text by `col -b -x`, must
have no line wider than 80 columns.  Widths are counted in characters
after expanding tabs: plain `col -b` turns runs of spaces into tabs, and
`awk 'length>80'` then counts a tab as one column (and mawk a UTF-8
character as its bytes), so that recipe misses wide lines.  man and groff
run with LC_ALL=C.UTF-8, MANWIDTH=80 and none of the caller's MANOPT,
MANPAGER, PAGER, MANROFFOPT, COLUMNS, GROFF_* and the like.

check-man.py runs this on every page of man/; run it alone on the page
you are writing.  Exit status: 0 when every page is clean, 1 when one is
not, 77 when groff, man or col is missing (Debian: groff-base, man-db,
bsdextrautils).
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import unicodedata

MAN_WIDTH = 80

# Variables of the caller's that would change what man or groff print:
# options, pagers, the output device and macro paths, kept formatting,
# terminal width.  LC_ALL below overrides the locale variables.
RENDER_ENV_DROP = ('MANOPT', 'MANPAGER', 'PAGER', 'MANLESS', 'MANROFFOPT', 'MANROFFSEQ',
                   'MANSECT', 'MAN_KEEP_FORMATTING', 'MAN_KEEP_STDERR', 'COLUMNS',
                   'GROFF_TYPESETTER', 'GROFF_TMAC_PATH', 'GROFF_FONT_PATH',
                   'GROFF_BIN_PATH', 'GROFF_COMMAND_PREFIX', 'GROFF_NO_SGR', 'LANGUAGE')


def render_env():
    env = {k: v for k, v in os.environ.items() if k not in RENDER_ENV_DROP}
    env['LC_ALL'] = 'C.UTF-8'
    env['MANWIDTH'] = str(MAN_WIDTH)
    # man-db filters groff through a seccomp sandbox, which fails in some
    # containers; the pages are our own, so it is not needed here.
    env['MAN_DISABLE_SECCOMP'] = '1'
    return env


def columns(line):
    """The width of a line of terminal text: tabs to stops of 8, wide
    characters 2 columns, combining characters none."""
    return sum(0 if unicodedata.combining(c)
               else 2 if unicodedata.east_asian_width(c) in 'WF' else 1
               for c in line.expandtabs(8))


def render_page(path, groff, man, col, env):
    """The problems of one page under groff and man, as a list of lines."""
    out = []
    cmd = [groff, '-mandoc', '-Tutf8', '-ww', '-z', path]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, errors='replace', env=env, timeout=120)
    warns = [l for l in r.stdout.splitlines() if l.strip()]
    if warns:
        out.append('%s: %d groff warning(s) under groff -mandoc -Tutf8 -ww -z, the first:\n%s'
                   % (path, len(warns), '\n'.join('  ' + w for w in warns[:3])))
    elif r.returncode != 0:
        out.append('%s: groff -mandoc -Tutf8 -ww -z exited with %d' % (path, r.returncode))

    r = subprocess.run([man, '-l', path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       stdin=subprocess.DEVNULL, env=env, timeout=120)
    if r.returncode != 0 or not r.stdout.strip():
        out.append('%s: MANWIDTH=%d man -l exited with %d and printed %d bytes: %s'
                   % (path, MAN_WIDTH, r.returncode, len(r.stdout),
                      r.stderr.decode('utf-8', 'replace').strip()))
        return out
    r = subprocess.run([col, '-b', '-x'], input=r.stdout, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, env=env, timeout=120)
    if r.returncode != 0:
        out.append('%s: col -b -x exited with %d' % (path, r.returncode))
        return out
    text = r.stdout.decode('utf-8', 'replace')
    wide = [(no, columns(l), l) for no, l in enumerate(text.split('\n'), 1)
            if columns(l) > MAN_WIDTH]
    if wide:
        no, w, l = wide[0]
        l = l.strip()
        out.append('%s: %d line(s) wider than %d columns in MANWIDTH=%d man -l (the widest %d);'
                   ' the first, line %d, %d columns: "%s"'
                   % (path, len(wide), MAN_WIDTH, MAN_WIDTH, max(x[1] for x in wide),
                      no, w, l if len(l) <= 60 else l[:57] + '...'))
    return out


def render_pages(paths, groff, man, col):
    """The problems of the pages, in the order of paths (each problem a
    string, perhaps of several lines)."""
    env = render_env()
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        return [l for lines in pool.map(lambda p: render_page(p, groff, man, col, env), paths)
                for l in lines]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--groff', default='groff')
    ap.add_argument('--man', default='man')
    ap.add_argument('--col', default='col')
    ap.add_argument('pages', nargs='+')
    a = ap.parse_args()
    progs = [shutil.which(x) for x in (a.groff, a.man, a.col)]
    if not all(progs):
        print('%s not found (Debian: groff-base, man-db, bsdextrautils): skipping'
              % ', '.join(x for x, y in zip((a.groff, a.man, a.col), progs) if not y))
        return 77
    problems = render_pages(a.pages, *progs)
    for l in problems:
        print(l)
    print('%d page(s), %d problem(s)' % (len(a.pages), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
