# SPDX-License-Identifier: MIT
"""What the scripts that test the dnb tool share: running it and keeping
the failures.  A script takes the tool's path as its first argument:

    tool = dnbtool.Tool(sys.argv[1])
    rc, out, err = tool.run("replay", "2x2", "a1-b1")
    tool.check(rc == 0, f"replay: exit {rc}")
    tool.expect("replay", tool.json("replay", "2x2", "--json"), moves=0)
    tool.finish()

Scripts outside tests/tool put this folder on sys.path first.
"""
import collections
import json
import os
import subprocess
import sys

# One run of the tool: exit status, standard output, standard error.
Ran = collections.namedtuple("Ran", "rc out err")


class Tool:
    def __init__(self, path):
        self.path = path
        self.failures = []

    def run(self, *args, stdin=None, timeout=300, env=None):
        """Run the tool with the arguments (and stdin's text as input), in
        this environment changed by env (a value None unsets a variable)."""
        full = dict(os.environ)
        for k, v in (env or {}).items():
            if v is None:
                full.pop(k, None)
            else:
                full[k] = v
        p = subprocess.run([self.path, *args], input=stdin, capture_output=True, text=True,
                           timeout=timeout, env=full)
        return Ran(p.returncode, p.stdout, p.stderr)

    def check(self, cond, what):
        """Keep `what` as a failure unless cond holds; returns cond."""
        if not cond:
            self.failures.append(what)
        return cond

    def json(self, *args):
        """The JSON object the run prints, or None after keeping a failure
        if it exits with a status other than 0."""
        r = self.run(*args)
        if not self.check(r.rc == 0, f"{' '.join(args)}: exit {r.rc}: {r.err.strip()}"):
            return None
        return json.loads(r.out)

    def expect(self, name, got, **want):
        """A failure for each key of `want` whose value in `got` differs
        (nothing when got is None: its run failed already)."""
        if got is None:
            return
        for k, v in want.items():
            self.check(got.get(k) == v, f"{name}: {k} = {got.get(k)!r}, want {v!r}")

    def finish(self):
        """Print the failures and exit: 1 if there are any, else 0."""
        for f in self.failures:
            print("FAIL:", f)
        print(f"{'ok' if not self.failures else 'failed'}: {len(self.failures)} failure(s)")
        sys.exit(1 if self.failures else 0)
