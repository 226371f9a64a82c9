#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Keep the man pages honest.

  check-man.py --srcdir DIR [--mandoc PATH] [--groff PATH] [--man PATH]
               [--col PATH] [--libdir DIR] [--sanitize S] [--cc CC ...]

Checks, each a failure when it does not hold:
  1. `mandoc -Tlint` is silent on every page in man/ (style messages
     included).  mandoc is given an empty manual path (-M) so that it
     reads none of the machine's installed manuals: what it says of the
     pages then does not depend on what is installed, and in particular not
     on a libdnb installed in /usr/local (whose pages mandoc would
     otherwise report as missing from an "outdated mandoc.db").  The one
     message this leaves for every .Xr, "referenced manual not found", is
     ignored; cross references to our own pages are checked by 5 instead.
  2. Every function declared in include/*.h whose name starts with dnb_ is
     in the SYNOPSIS (.Fn or .Fo) and the NAME (.Nm) of some section-3 page.
  3. Every SYNOPSIS prototype (.Ft + .Fn, or .Ft + .Fo/.Fa/.Fc) matches the
     header declaration exactly: return type, name, and each parameter's
     type and name, after whitespace normalisation.  A function in a
     SYNOPSIS that no header declares is an error, and so is one whose
     header is not given with .In.
  4. man/meson.build installs every page (sections 1, 3, 5 and 7), and each
     section-3 page's NAME
     lists exactly the page's own name and the aliases registered for it
     (the aliases become symlinks, so a mismatch leaves a dangling or a
     missing link).  Section-3 pages with functions have the sections
     NAME, LIBRARY, SYNOPSIS, DESCRIPTION, RETURN VALUES and SEE ALSO and
     say something about threads.
  5. Every `.Xr dnb... N` / `.Xr libdnb... N` names a page or alias we install.
  6. Every page renders cleanly in groff, as Debian's man(1) shows it:
     `groff -mandoc -Tutf8 -ww -z PAGE` prints no warning, and
     `man -l PAGE` at MANWIDTH=80 has no line wider than 80 columns
     (man_render.py, which also checks pages on its own).
  7. With --cc: every EXAMPLES display that holds a main() function is
     compiled with -Werror against include/ and, with --libdir, linked
     against libdnb and run; it must exit 0.  (Fragments without main()
     are not compiled.)

Exit status: 0 when all checks pass, 1 when any fails, 77 (a skip for
meson) when mandoc is not installed, or when groff, man or col is not
(Debian packages groff-base, man-db and bsdextrautils) and the other
checks pass: a page that was not rendered has not passed, and CI, which
installs them, counts a skip of this test as a failure.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import man_render  # noqa: E402  (beside this file)

errors = []


def error(msg):
    errors.append(msg)


# ---------------------------------------------------------------------------
# Headers

def strip_c(text):
    """Drop comments, preprocessor lines and brace bodies from C source,
    leaving the top-level declarations separated by ';'."""
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    text = re.sub(r'\\\n', ' ', text)
    text = '\n'.join(l for l in text.split('\n') if not l.lstrip().startswith('#'))
    text = re.sub(r'extern\s+"C"\s*\{', ' ', text)
    # Remove struct/union/enum bodies, innermost first.
    prev = None
    while prev != text:
        prev = text
        text = re.sub(r'\{[^{}]*\}', ' ', text)
    return text.replace('}', ' ')


def split_top(s, sep=','):
    """Split s on sep outside parentheses."""
    parts, depth, cur = [], 0, ''
    for ch in s:
        if ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ''
        else:
            cur += ch
    parts.append(cur)
    return parts


TOKEN = re.compile(r'[A-Za-z_][A-Za-z_0-9]*|\.\.\.|\S')


def norm(s):
    """Whitespace normalisation: tokens joined by single spaces, so that
    "char *p", "char* p" and "char  *  p" compare equal."""
    return ' '.join(TOKEN.findall(s))


def parse_header(path):
    """{name: (return type, [params])} for the dnb_ functions of a header."""
    decls = {}
    text = strip_c(open(path, encoding='utf-8').read())
    for stmt in text.split(';'):
        stmt = ' '.join(stmt.split())
        if not stmt or stmt.startswith('typedef'):
            continue
        m = re.search(r'\b(dnb_\w+)\s*\(', stmt)
        if not m or '(' in stmt[:m.start()]:
            continue
        ret = stmt[:m.start()]
        # Drop storage classes and attribute macros (all capitals).
        ret = ' '.join(t for t in ret.split() if t != 'extern' and not re.fullmatch(r'[A-Z][A-Z0-9_]+', t))
        if not ret:
            continue
        rest = stmt[m.end():]
        depth, end = 1, None
        for i, ch in enumerate(rest):
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
                if depth == 0:
                    end = i
                    break
        if end is None or rest[end + 1:].strip():
            error('%s: cannot parse the declaration of %s' % (path, m.group(1)))
            continue
        params = [norm(p) for p in split_top(rest[:end])]
        decls[m.group(1)] = (norm(ret), params)
    return decls


# ---------------------------------------------------------------------------
# mdoc

def mdoc_args(s):
    """Split macro arguments the way mdoc does: blanks separate, double
    quotes group, "" inside quotes is a quote."""
    args, i, n = [], 0, len(s)
    while i < n:
        while i < n and s[i] in ' \t':
            i += 1
        if i >= n:
            break
        cur = ''
        if s[i] == '"':
            i += 1
            while i < n:
                if s[i] == '"':
                    if i + 1 < n and s[i + 1] == '"':
                        cur += '"'
                        i += 2
                        continue
                    i += 1
                    break
                cur += s[i]
                i += 1
        else:
            while i < n and s[i] not in ' \t':
                cur += s[i]
                i += 1
        args.append(unescape(cur))
    return args


def unescape(s):
    s = s.replace('\\&', '').replace('\\e', '\\').replace('\\-', '-')
    s = s.replace('\\(dq', '"').replace('\\(aq', "'")
    return s


class Page:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.stem, _, self.section = self.name.rpartition('.')
        self.lines = open(path, encoding='utf-8').read().split('\n')
        self.sections = []      # section titles in order
        self.names = []         # .Nm arguments in NAME
        self.includes = []      # .In in SYNOPSIS
        self.protos = []        # (lineno, ret, name, [params]) in SYNOPSIS
        self.xrefs = []         # (lineno, name, section)
        self.examples = []      # (lineno, text) literal displays in EXAMPLES
        self.text = '\n'.join(self.lines)
        self._parse()

    def _parse(self):
        sect = None
        ft = None
        fo = None
        disp = None
        for no, line in enumerate(self.lines, 1):
            if disp is not None:
                if line.startswith('.Ed'):
                    self.examples.append((disp[0], '\n'.join(disp[1])))
                    disp = None
                else:
                    disp[1].append(unescape(line))
                continue
            if not line.startswith('.'):
                continue
            macro, _, rest = line[1:].partition(' ')
            args = mdoc_args(rest)
            if macro == 'Sh':
                sect = ' '.join(args)
                self.sections.append(sect)
                continue
            if macro == 'Xr' and len(args) >= 2:
                self.xrefs.append((no, args[0], args[1]))
            if sect == 'EXAMPLES' and macro == 'Bd' and '-literal' in args:
                disp = (no, [])
                continue
            if sect == 'NAME' and macro == 'Nm':
                self.names.extend(a for a in args if a != ',')
            if sect != 'SYNOPSIS':
                continue
            if macro == 'In':
                self.includes.extend(args)
            elif macro == 'Ft':
                ft = norm(' '.join(args))
            elif macro == 'Fn':
                if not args:
                    error('%s:%d: .Fn without a name' % (self.path, no))
                    continue
                self.protos.append((no, ft, args[0], [norm(a) for a in args[1:]]))
                ft = None
            elif macro == 'Fo':
                if fo is not None:
                    error('%s:%d: .Fo inside .Fo' % (self.path, no))
                fo = (no, ft, args[0] if args else '', [])
                ft = None
            elif macro == 'Fa' and fo is not None:
                fo[3].extend(norm(a) for a in args)
            elif macro == 'Fc':
                if fo is None:
                    error('%s:%d: .Fc without .Fo' % (self.path, no))
                else:
                    self.protos.append(fo)
                    fo = None
        if fo is not None:
            error('%s:%d: .Fo without .Fc' % (self.path, fo[0]))
        if disp is not None:
            error('%s:%d: .Bd without .Ed' % (self.path, disp[0]))


def read_meson_pages(path):
    """{page file: [aliases]} and the set of section-1, -5 and -7 pages
    from man/meson.build's lists."""
    text = open(path, encoding='utf-8').read()
    text = re.sub(r'#[^\n]*', '', text)
    pages = {}
    for m in re.finditer(r"\[\s*'([^']+\.3)'\s*,\s*\[([^\]]*)\]\s*\]", text):
        pages[m.group(1)] = re.findall(r"'([^']+)'", m.group(2))
    man1 = set()
    for sec in ('1', '5', '7'):
        m = re.search(r'man%s_pages\s*=\s*\[([^\]]*)\]' % sec, text)
        if m:
            man1 |= set(re.findall(r"'([^']+\.%s)'" % sec, m.group(1)))
    return pages, man1


# ---------------------------------------------------------------------------

def run_mandoc(mandoc, pages):
    # An empty manual path: see 1 in the opening comment.
    nomanpath = tempfile.mkdtemp(prefix='check-man-manpath-')
    try:
        for p in pages:
            r = subprocess.run([mandoc, '-M', nomanpath, '-Tlint', '-W', 'style', p.path],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               universal_newlines=True)
            msgs = [l for l in r.stdout.splitlines()
                    if l.strip() and 'referenced manual not found' not in l]
            for l in msgs:
                error(l)
            # -W warning must give a clean exit, whatever was filtered above.
            r = subprocess.run([mandoc, '-M', nomanpath, '-Tlint', '-W', 'warning', p.path],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               universal_newlines=True)
            if r.returncode != 0 and not msgs:
                error('%s: mandoc -Tlint -W warning exited with %d: %s'
                      % (p.path, r.returncode, r.stdout.strip()))
    finally:
        os.rmdir(nomanpath)


REQUIRED3 = ['NAME', 'LIBRARY', 'SYNOPSIS', 'DESCRIPTION', 'RETURN VALUES', 'SEE ALSO']


def check_pages(pages, decls, where, meson_pages, man1):
    documented = {}
    installed = set()
    for p in pages:
        if p.section == '3':
            if p.name not in meson_pages:
                error('%s: not listed in man/meson.build' % p.path)
                aliases = []
            else:
                aliases = meson_pages[p.name]
            want = [p.stem] + aliases
            installed.update((n, '3') for n in want)
            if sorted(set(p.names)) != sorted(set(want)):
                error('%s: NAME lists %s but the page and its aliases in man/meson.build are %s'
                      % (p.path, ', '.join(p.names), ', '.join(want)))
        elif p.section in ('1', '5', '7'):
            if p.name not in man1:
                error('%s: not listed in man%s_pages in man/meson.build'
                      % (p.path, p.section))
            installed.add((p.stem, p.section))
        if p.protos:
            for s in REQUIRED3:
                if s not in p.sections:
                    error('%s: no %s section' % (p.path, s))
            if not re.search(r'thread', p.text, re.I):
                error('%s: says nothing about threads' % p.path)
        for no, ret, name, params in p.protos:
            if name not in decls:
                error('%s:%d: %s is in the SYNOPSIS but no public header declares it'
                      % (p.path, no, name))
                continue
            hret, hparams = decls[name]
            if ret is None:
                error('%s:%d: %s has no .Ft' % (p.path, no, name))
            elif ret != hret:
                error('%s:%d: %s returns "%s" in the page but "%s" in %s'
                      % (p.path, no, name, ret, hret, where[name]))
            if params != hparams:
                error('%s:%d: %s takes (%s) in the page but (%s) in %s'
                      % (p.path, no, name, ', '.join(params), ', '.join(hparams), where[name]))
            if os.path.basename(where[name]) not in p.includes:
                error('%s:%d: %s is declared in %s, which the SYNOPSIS does not .In'
                      % (p.path, no, name, os.path.basename(where[name])))
            if name not in p.names:
                error('%s:%d: %s is in the SYNOPSIS but not in NAME' % (p.path, no, name))
            documented.setdefault(name, p.path)
    for name in sorted(decls):
        if name not in documented:
            error('%s: %s has no man page (no .Fn/.Fo in any SYNOPSIS)' % (where[name], name))
    for pg, _ in meson_pages.items():
        if not any(p.name == pg for p in pages):
            error('man/meson.build lists %s, which does not exist' % pg)
    for pg in man1:
        if not any(p.name == pg for p in pages):
            error('man/meson.build lists %s, which does not exist' % pg)
    for p in pages:
        for no, name, sec in p.xrefs:
            if (name.startswith('dnb') or name.startswith('libdnb')) and (name, sec) not in installed:
                error('%s:%d: .Xr %s %s names no page or alias of ours' % (p.path, no, name, sec))


def check_examples(pages, cc, srcdir, libdir, sanitize):
    tmp = tempfile.mkdtemp(prefix='check-man-')
    try:
        n = 0
        for p in pages:
            for no, text in p.examples:
                if not re.search(r'^main\(|\bint\s+main\s*\(', text, re.M):
                    continue
                n += 1
                src = os.path.join(tmp, 'ex%d.c' % n)
                exe = os.path.join(tmp, 'ex%d' % n)
                with open(src, 'w', encoding='utf-8') as f:
                    f.write(text + '\n')
                cmd = cc + ['-std=c11', '-Wall', '-Wextra', '-pedantic', '-Werror']
                if sanitize and sanitize != 'none':
                    cmd.append('-fsanitize=' + sanitize)
                cmd += ['-I', os.path.join(srcdir, 'include'), src, '-o', exe]
                if libdir:
                    cmd += ['-L', libdir, '-ldnb', '-Wl,-rpath,' + libdir]
                else:
                    cmd[-2:] = ['-c', '-o', exe + '.o']
                r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   universal_newlines=True)
                if r.returncode != 0:
                    error('%s:%d: the example does not compile:\n%s' % (p.path, no, r.stdout))
                    continue
                if libdir:
                    r = subprocess.run([exe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                       universal_newlines=True, timeout=60)
                    if r.returncode != 0:
                        error('%s:%d: the example exits with %d:\n%s'
                              % (p.path, no, r.returncode, r.stdout))
        print('compiled %d example program(s)' % n)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--srcdir', required=True, help='the source tree')
    ap.add_argument('--mandir', help='the pages to check (default: SRCDIR/man)')
    ap.add_argument('--includedir', help='the public headers (default: SRCDIR/include)')
    ap.add_argument('--mandoc', default='mandoc')
    ap.add_argument('--groff', default='groff')
    ap.add_argument('--man', default='man')
    ap.add_argument('--col', default='col')
    ap.add_argument('--no-render', action='store_true',
                    help='leave out the checks under groff and man (6)')
    ap.add_argument('--cc', nargs='+', help='a C compiler command to build the examples with')
    ap.add_argument('--libdir', help='the directory holding libdnb.so, to link and run examples')
    ap.add_argument('--sanitize', default='none',
                    help="the build's b_sanitize, so that examples link with a sanitized libdnb")
    a = ap.parse_args()

    mandoc = shutil.which(a.mandoc)
    if not mandoc:
        print('mandoc not found: skipping')
        return 77
    mandir = a.mandir or os.path.join(a.srcdir, 'man')
    incdir = a.includedir or os.path.join(a.srcdir, 'include')

    decls, where = {}, {}
    for h in sorted(os.listdir(incdir)):
        if h.endswith('.h'):
            path = os.path.join(incdir, h)
            for name, d in parse_header(path).items():
                if name in decls:
                    error('%s: %s is declared twice (%s)' % (path, name, where[name]))
                decls[name] = d
                where[name] = path
    if not decls:
        error('%s: no dnb_ function found in the headers' % incdir)

    pages = [Page(os.path.join(mandir, f)) for f in sorted(os.listdir(mandir))
             if re.search(r'\.[1-9]$', f)]
    meson_pages, man1 = read_meson_pages(os.path.join(mandir, 'meson.build'))

    run_mandoc(mandoc, pages)
    render = [shutil.which(x) for x in (a.groff, a.man, a.col)]
    if a.no_render:
        render = [True] * 3
    elif all(render):
        for l in man_render.render_pages([p.path for p in pages], *render):
            error(l)
    check_pages(pages, decls, where, meson_pages, man1)
    if a.cc:
        check_examples(pages, a.cc, a.srcdir, a.libdir, a.sanitize)

    for e in errors:
        print(e)
    print('%d page(s), %d function(s) declared, %d problem(s)'
          % (len(pages), len(decls), len(errors)))
    if errors:
        return 1
    if not all(render):
        print('%s not found (Debian: groff-base, man-db, bsdextrautils): the pages were not'
              ' rendered, so this is a skip' % ', '.join(
                  x for x, y in zip((a.groff, a.man, a.col), render) if not y))
        return 77
    return 0


if __name__ == '__main__':
    sys.exit(main())
