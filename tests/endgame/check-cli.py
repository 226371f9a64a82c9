#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The `dnb endgame` and `dnb analyze` commands: JSON shape and values,
clear errors on bad components.

  check-cli.py PATH_TO_DNB
"""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool"))
import dnbtool  # noqa: E402 (after its folder is on the path)

tool = dnbtool.Tool(sys.argv[1])
run, check = tool.run, tool.check


# The worked example: v = c = 1, open the 4-loop.
rc, out, _ = run('endgame', '3', '4l', '8l', '--json')
check(rc == 0, 'endgame 3 4l 8l exits 0')
j = json.loads(out)
check(j['components'] == ['3', '4l', '8l'], 'components %r' % j['components'])
check(j['value'] == 1 and j['controlled_value'] == 1 and j['terminal_bonus'] == 6,
      'values %r' % j)
check(j['optimal_openings'] == ['4l'], 'optimal openings %r' % j['optimal_openings'])
check(j['controller'] == {'3': 'keep', '4l': 'keep', '8l': 'give'},
      'controller %r' % j['controller'])
check(j['standard_move'] == '3' and j['move'] == '4l' and j['allcock_override'] is True,
      'moves %r' % j)

# Normalised components, several optimal openings, "either".
rc, out, _ = run('endgame', '3c', '3C', '3', '--json')
j = json.loads(out)
check(j['components'] == ['3', '3', '3'], 'normalised %r' % j['components'])
check(j['value'] == 1 and j['controller'] == {'3': 'either'}, '3+3+3 %r' % j)
rc, out, _ = run('endgame', '3', '4l', '4l', '8l', '--json')
j = json.loads(out)
check(sorted(j['optimal_openings']) == ['3', '4l'], 'two openings %r' % j)

# The empty endgame is fine: v = 0.
rc, out, _ = run('endgame', '--json')
check(rc == 0 and json.loads(out)['value'] == 0, 'empty endgame')

# Anything else is a clear error.
for bad in ['2', '1', '5l', '2l', 'x', '3x', '', '4 l', '9999999999']:
    rc, out, err = run('endgame', '3', bad)
    check(rc == 2 and 'not a component' in err and out == '', 'bad component %r' % bad)

# Big inputs: 10,000 chains of 10,000 boxes.
rc, out, _ = run('endgame', *(['10000'] * 10000), '--json')
j = json.loads(out)
check(rc == 0 and j['value'] == 10000 * 9996 + 4, 'big value %r' % j.get('value'))

# analyze: a 3-chain across a 3x1 board, then opened at its left end.
chain3 = ['3x1', 'a1-b1', 'b1-c1', 'c1-d1', 'a2-b2', 'b2-c2', 'c2-d2']
rc, out, _ = run('analyze', *chain3, '--json')
j = json.loads(out)
check(rc == 0 and j['state'] == 'loony' and j['simple_loony'] is True, 'loony %r' % j)
check(j['value'] == 3 and j['margin'] == -3 and j['move'] == 'a1-a2', 'loony move %r' % j)
check(j['components'][0]['kind'] == 'chain' and j['components'][0]['length'] == 3
      and j['components'][0]['ends'] == ['a1-a2', 'd1-d2'], 'chain %r' % j['components'])
rc, out, _ = run('analyze', *chain3, 'a1-a2', '--json')
j = json.loads(out)
check(j['state'] == 'handout' and j['decision'] == 'give' and j['margin'] == 3
      and j['move'] == 'b1-b2', 'handout %r' % j)
check(j['components'][0]['ends'] == [None, 'd1-d2'], 'opened ends %r' % j['components'])
rc, out, _ = run('analyze', '4x4', '--json')
j = json.loads(out)
check(j['state'] == 'none' and 'value' not in j and j['safe_moves'] == 40
      and j['wanted_long_chain_parity'] == 'odd', 'start %r' % j)
rc, out, err = run('analyze', '3x1', 'a1-b1', 'a1-b1')
check(rc != 0 and err, 'illegal move is an error')

tool.finish()
