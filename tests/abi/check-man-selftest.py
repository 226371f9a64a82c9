#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Show that check-man.py can fail.

  check-man-selftest.py --srcdir DIR [--mandoc PATH] [--groff PATH] [--man PATH]
                        [--col PATH] [--libdir DIR] [--sanitize S] [--cc CC ...]

Copies man/ and include/ to a temporary directory, puts one defect at a
time into the copy (a wrong parameter name or type, a wrong return type, a
header that moved away from its page, a missing page, a mandoc warning, an
alias out of step with man/meson.build, a dangling cross reference, an
example that no longer compiles, a line too wide for an 80-column man, a
groff warning), and checks that check-man.py reports a problem it does not
report for the untouched copy (and, where the defect names one, a problem
of the kind it is about).  The comparison is against the untouched copy,
not against zero problems, so this test stays meaningful while other pages
still have problems of their own.

Exit status: 0 when every defect is caught, 1 otherwise, 77 without mandoc,
or when the rendering defects could not be tried (no groff, man or col)
and every other defect was caught.
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

# (name, file relative to the copy, pattern, replacement[, a pattern that
# one of the new problems must match])
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
     r'^    return 0;\n\}\n\.Ed$', '    return 3;\n}\n.Ed'),
    # A literal line that man shows 102 columns wide; mandoc and groff are
    # silent on it.
    ('line over 80 columns in man', 'man/dnb_version.3',
     r'"libdnb %s is too old \(need %d\)\\en",',
     r'"libdnb %s is too old for this program, which needs at least %d\\en",',
     r'^man/dnb_version\.3: 1 line\(s\) wider than 80 columns'),
    # An em dash typed as UTF-8 rather than \(em: mandoc takes it, groff
    # without preconv warns of invalid input characters; no line widens.
    ('groff warning', 'man/dnb_version.3',
     r'^(for example 10000 for version 1\.0\.0)\.$', '\\1 \u2014 or 10203 for 1.2.3.',
     r'^man/dnb_version\.3: 2 groff warning\(s\)'),
    # A table wider than the page, as libdnb(7)'s was: groff cannot break
    # its lines.
    ('table groff cannot break', 'man/dnb_version.3',
     r'^(\.Sh THREAD SAFETY)$',
     '.Bl -column "dnb_version_string" "the version of the library that the program has'
     ' loaded at run time"\n.It Fn dnb_version_string Ta Qq MAJOR.MINOR.PATCH , the version'
     ' of the library that the program loaded\n.El\n\\1',
     r"^  troff: man/dnb_version\.3:\d+: warning .*can't break line"),
]

EXAMPLE_DEFECTS = {'example does not compile', 'example fails'}
RENDER_DEFECTS = {'line over 80 columns in man', 'groff warning', 'table groff cannot break'}


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
    ap.add_argument('--groff', default='groff')
    ap.add_argument('--man', default='man')
    ap.add_argument('--col', default='col')
    ap.add_argument('--libdir')
    ap.add_argument('--sanitize', default='none')
    ap.add_argument('--cc', nargs='+')
    a = ap.parse_args()
    if not shutil.which(a.mandoc):
        print('mandoc not found: skipping')
        return 77
    check = os.path.join(HERE, 'check-man.py')
    args = ['--mandoc', a.mandoc, '--sanitize', a.sanitize]
    # Compiling and running the pages' examples, and rendering every page
    # in groff and man, are most of a check's time, so only the defects in
    # examples are checked with the examples, and only those in rendering
    # are rendered (each against an untouched copy checked the same way).
    with_examples = args + ['--no-render']
    if a.libdir:
        with_examples += ['--libdir', a.libdir]
    if a.cc:
        with_examples += ['--cc'] + a.cc
    with_render = args + ['--groff', a.groff, '--man', a.man, '--col', a.col]
    can_render = all(shutil.which(x) for x in (a.groff, a.man, a.col))
    args = args + ['--no-render']
    kinds = {'plain': args, 'examples': with_examples, 'render': with_render}

    def kind(name):
        return ('examples' if name in EXAMPLE_DEFECTS
                else 'render' if name in RENDER_DEFECTS else 'plain')

    tmp = tempfile.mkdtemp(prefix='check-man-selftest-')

    def copy(name):
        tree = os.path.join(tmp, name)
        shutil.copytree(os.path.join(a.srcdir, 'man'), os.path.join(tree, 'man'))
        shutil.copytree(os.path.join(a.srcdir, 'include'), os.path.join(tree, 'include'))
        return tree

    def untouched(k):
        return problems(check, copy('base-' + k), kinds[k])[1]

    def one(i, base):
        name, rel, pat, rep = DEFECTS[i][:4]
        want = DEFECTS[i][4] if len(DEFECTS[i]) > 4 else None
        if kind(name) == 'render' and not can_render:
            return 'skipped %s: no %s, %s or %s' % (name, a.groff, a.man, a.col), 0
        tree = copy('defect%d' % i)
        path = os.path.join(tree, rel)
        text = open(path, encoding='utf-8').read()
        new, n = re.subn(pat, rep, text, count=1, flags=re.M)
        if n == 0:
            return 'STALE  %s: %r not found in %s (update this test)' % (name, pat, rel), 1
        open(path, 'w', encoding='utf-8').write(new)
        rc, got = problems(check, tree, kinds[kind(name)])
        extra = sorted(got - base[kind(name)])
        if want:
            extra = [l for l in extra if re.search(want, l)]
        if rc == 1 and extra:
            named = [l for l in extra if l.startswith(('man/', 'include/'))] or extra
            return 'caught %s: %s' % (name, named[0]), 0
        return 'MISSED %s (exit %d)' % (name, rc), 1

    try:
        # The checks run as processes of their own, so threads overlap them.
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            kinds_used = sorted({kind(d[0]) for d in DEFECTS}
                                if can_render else {'plain', 'examples'})
            base = dict(zip(kinds_used, pool.map(untouched, kinds_used)))
            results = list(pool.map(lambda i: one(i, base), range(len(DEFECTS))))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    failed = 0
    for line, missed in results:
        print(line)
        failed += missed
    skipped = sum(line.startswith('skipped ') for line, _ in results)
    print('%d defect(s), %d missed, %d skipped' % (len(DEFECTS), failed, skipped))
    return 1 if failed else 77 if skipped else 0


if __name__ == '__main__':
    sys.exit(main())
