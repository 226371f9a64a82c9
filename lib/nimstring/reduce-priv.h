/* SPDX-License-Identifier: MIT */
/* The reductions of dnb_nimstring(3): free captures with the looniness
 * test, long chains capped at three coins, and the cuts worth trying. */
#ifndef DNB_NIMSTRING_REDUCE_PRIV_H
#define DNB_NIMSTRING_REDUCE_PRIV_H

#include <stdint.h>

#include "nimstring/pos-priv.h"

/* Take capturable coins one at a time while the position is not loony.
 * 1: p is loony (out not set).  0: *out is what is left, every coin of
 * degree 2 or more.  -1: out of memory. */
int reduce_settle(const struct pos *p, struct pos *out);

/* A settled, connected position (every degree >= 2).  1: it is a long
 * chain (>= 3 coins, both ends on the ground) or a long loop (>= 4
 * coins) alone, of value 0 (nothing set).  0: *out is p with every chain
 * of 4 or more coins cut down to 3 (when cap_chains), and *cut (malloc'd,
 * out->m bytes) marks the strings worth cutting: none inside a chain of 3
 * or more coins (those cuts are loony) and one of each set of parallel
 * strings.  -1: out of memory. */
int reduce_component(const struct pos *p, int cap_chains, struct pos *out, uint8_t **cut);

#endif
