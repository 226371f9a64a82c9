#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Show that check-man.py can fail.

  check-man-selftest.py --srcdir DIR [--mandoc PATH]

Copies man/ and include/ to a temporary directory, puts one defect at a
time into the copy (a wrong parameter name or type, a wrong return type, a
header that moved away from its page, a missing page, a mandoc warning, an
alias out of step with man/meson.build, a dangling cross reference, an
example that no longer compiles), and checks that check-man.py reports a
problem it does not report for the untouched copy.  The comparison is
against the untouched copy, not against zero problems, so this test stays
meaningful while other modules still lack pages.

Exit status: 0 when every defect is caught, 1 otherwise, 77 without mandoc.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, file relative to the copy, pattern, replacement)
DEFECTS = [
    ('parameter name', 'man/dnb_board_edge.3',
     r'"uint32_t \*count"', '"uint32_t *cnt"'),
    ('parameter type', 'man/dnb_move_parse.3',
     r'\.Fa "size_t len"', '.Fa "int len"'),
    ('return type', 'man/dnb_game_score.3',
     r'^\.Ft int32_t$', '.Ft uint32_t'),
    ('extra parameter', 'man/dnb_game_play.3',
     r'^(\.Fn dnb_game_undo "dnb_game \*game")$', r'\1 "int extra"'),
    ('header changed under the page', 'include/dnb.h',
     r'dnb_game_undo_to\(dnb_game \*game, uint32_t count\)',
     'dnb_game_undo_to(dnb_game *game, uint32_t n)'),
    ('function without a page', 'man/dnb_game_result.3',
     r'^\.Fn dnb_game_result .*\n', ''),
    ('page for no function', 'man/dnb_strerror.3',
     r'^\.Fn dnb_strerror', '.Fn dnb_strerr'),
    ('mandoc warning', 'man/dnb_version.3',
     r'^\.Nd .*$', '.Nd'),
    ('mandoc error', 'man/dnb_version.3',
     r'^\.Sh DESCRIPTION$', '.Sh DESCRIPTION\n.Zz unknown'),
    ('alias not in NAME', 'man/dnb_game_new.3',
     r'^\.Nm dnb_game_clone ,\n', ''),
    ('dangling cross reference', 'man/dnb_version.3',
     r'^\.Xr libdnb 3$', '.Xr dnb_nonesuch 3 ,\n.Xr libdnb 3'),
    ('example does not compile', 'man/libdnb.3',
     r'dnb_game_is_over\(g\) == 0', 'dnb_game_is_done(g) == 0'),
    ('guide not installed', 'man/meson.build',
     r"'libdnb-solver\.7'", "'libdnb-solverx.7'"),
    ('dangling guide reference', 'man/libdnb-ai.7',
     r'^\.Xr libdnb-solver 7$', '.Xr libdnb-solvers 7'),
    ('example fails', 'man/libdnb.3',
     r'^\treturn 0;\n\}\n\.Ed$', '\treturn 3;\n}\n.Ed'),
]

EXAMPLE_DEFECTS = {'example does not compile', 'example fails'}


def problems(check, tree, args):
    r = subprocess.run([sys.executable, check, '--srcdir', tree] + args,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    # Temporary file names differ from run to run and copy to copy.
    lines = {re.sub(r'/tmp/check-man-[^/]+/', '', l.replace(tree + os.sep, ''))
             for l in r.stdout.splitlines()}
    return r.returncode, {l for l in lines if l.strip() and not re.match(r'\d+ page|compiled ', l)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--srcdir', required=True)
    ap.add_argument('--mandoc', default='mandoc')
    ap.add_argument('--libdir')
    ap.add_argument('--sanitize', default='none')
    ap.add_argument('--cc', nargs='+')
    a = ap.parse_args()
    if not shutil.which(a.mandoc):
        print('mandoc not found: skipping')
        return 77
    check = os.path.join(HERE, 'check-man.py')
    args = ['--mandoc', a.mandoc, '--sanitize', a.sanitize]
    # Compiling and running the pages' examples is most of a check's time,
    # so only the defects in examples are checked with them (against an
    # untouched copy checked the same way).
    with_examples = list(args)
    if a.libdir:
        with_examples += ['--libdir', a.libdir]
    if a.cc:
        with_examples += ['--cc'] + a.cc

    tmp = tempfile.mkdtemp(prefix='check-man-selftest-')

    def copy(name):
        tree = os.path.join(tmp, name)
        shutil.copytree(os.path.join(a.srcdir, 'man'), os.path.join(tree, 'man'))
        shutil.copytree(os.path.join(a.srcdir, 'include'), os.path.join(tree, 'include'))
        return tree

    def untouched(examples):
        return problems(check, copy('base-examples' if examples else 'base-plain'),
                        with_examples if examples else args)[1]

    def one(i, base):
        name, rel, pat, rep = DEFECTS[i]
        tree = copy('defect%d' % i)
        path = os.path.join(tree, rel)
        text = open(path, encoding='utf-8').read()
        new, n = re.subn(pat, rep, text, count=1, flags=re.M)
        if n == 0:
            return 'STALE  %s: %r not found in %s (update this test)' % (name, pat, rel), 1
        open(path, 'w', encoding='utf-8').write(new)
        rc, got = problems(check, tree, with_examples if name in EXAMPLE_DEFECTS else args)
        extra = sorted(got - base[name in EXAMPLE_DEFECTS])
        if rc == 1 and extra:
            named = [l for l in extra if l.startswith(('man/', 'include/'))] or extra
            return 'caught %s: %s' % (name, named[0]), 0
        return 'MISSED %s (exit %d)' % (name, rc), 1

    try:
        # The checks run as processes of their own, so threads overlap them.
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            base = dict(zip([False, True], pool.map(untouched, [False, True])))
            results = list(pool.map(lambda i: one(i, base), range(len(DEFECTS))))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    failed = 0
    for line, missed in results:
        print(line)
        failed += missed
    print('%d defect(s), %d missed' % (len(DEFECTS), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
