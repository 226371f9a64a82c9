/* SPDX-License-Identifier: MIT */
/* The reductions of dnb_nimstring(3): free captures with the looniness
 * test, long chains capped at three coins, and the cuts worth trying. */
#ifndef DNB_NIMSTRING_REDUCE_PRIV_H
#define DNB_NIMSTRING_REDUCE_PRIV_H

#include <stdint.h>

#include "nimstring/pos-priv.h"

/* A position with strings being cut away: alive[s] and live degrees. */
struct live {
	const struct pos *p;
	struct adj a;
	uint8_t *alive;
};

/* Every string alive, the arrays from sc; 0 when out of memory. */
int live_begin(struct scratch *sc, struct live *l, const struct pos *p);
/* 1 if cutting string s of a settled position (every degree >= 2) leaves
 * it loony before any capture: the looniness test at the cut's ends, the
 * only coins that can drop to degree 1.  Leaves l as it was. */
int live_cut_is_loony(struct live *l, uint32_t s);

/* The looniness patterns of the position as it is (each a coin of degree
 * 1, the coin of degree 2 next to it and the coin beyond, the ground left
 * out): for every coin, how many of them hold it, into touch (p->n
 * entries); their number returned.  A cut that leaves one of them whole
 * leaves the position loony before any capture. */
uint32_t live_loony_marks(const struct live *l, uint32_t *touch);

/* Take capturable coins one at a time while the position is not loony.
 * 1: p is loony (out not set).  0: *out is what is left, every coin of
 * degree 2 or more.  2: nothing to take, p is settled as it is (out not
 * set).  -1: out of memory.  out's room is from sc (whatever the answer). */
int reduce_settle(struct scratch *sc, const struct pos *p, struct pos *out);

/* A settled, connected position (every degree >= 2).  1: it is a long
 * chain (>= 3 coins, both ends on the ground) or a long loop (>= 4
 * coins) alone, of value 0 (nothing set).  Otherwise *out is p with its
 * chains reduced (when `reduce`): a chain of 3 or more coins between two
 * joints, or from a joint round to itself, snapped into two chains of 3
 * coins from those joints to the ground, and any other chain of 4 or more
 * coins cut down to 3; and *cut (malloc'd, out->m bytes) marks the strings
 * worth cutting: none inside a chain of 3 or more coins (those cuts are
 * loony) and one of each set of parallel strings.  0: *out is connected;
 * 2: a snap may have split it.  -1: out of memory.  *out and *cut are
 * from sc (whatever the answer). */
int reduce_component(struct scratch *sc, const struct pos *p, int reduce, struct pos *out,
		     uint8_t **cut);

/* Put the n cuts of q listed in cuts (with their flags in settled, moved
 * along) in the order worth trying them, by the lesser degree of the
 * coins a cut joins, then their sum, most first; a stable sort, working
 * room from sc (a is q's adjacency).  0 when out of memory. */
int reduce_order_cuts(struct scratch *sc, const struct pos *q, const struct adj *a,
		      uint32_t *cuts, uint8_t *settled, uint32_t n);

#endif
