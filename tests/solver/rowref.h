/* SPDX-License-Identifier: MIT */
/*
 * A test-only exhaustive search for single rows, written as strings and
 * coins: a position is a multiset of segments, each a run of boxes joined
 * by undrawn shared sides, each box known by its undrawn border sides
 * ("ground strings", 0 to 3).  Every move is tried, nothing is pruned;
 * finished positions are remembered in a hash table keyed by the canonical
 * multiset.  Independent of the solver: it is what checks the solver's
 * bound on rows made of identical pairs (sv_row_paired) on whole families
 * of positions too large for ref.c.  No compulsory capture.
 */
#ifndef DNB_TEST_SOLVER_ROWREF_H
#define DNB_TEST_SOLVER_ROWREF_H

#include <stdint.h>

#define ROWREF_MAX_BOXES 14

/* One position: nseg segments; segment s is boxes seg_start[s] ..
 * seg_start[s + 1] - 1 of ground[]. */
struct rowref_pos {
	uint32_t nseg, nbox;
	uint8_t seg_start[ROWREF_MAX_BOXES + 1];
	uint8_t ground[ROWREF_MAX_BOXES];
};

struct rowref;

/* kind: 0 standard, 1 Nimstring, 2 misere (values on the solver's scale). */
struct rowref *rowref_new(int kind);
void rowref_free(struct rowref *r);
/* The value of a position for the player to move. */
int rowref_value(struct rowref *r, const struct rowref_pos *p);
/* The position of a 1xN (or Nx1) game; 0 if the board is not a row or
 * has more than ROWREF_MAX_BOXES boxes. */
struct dnb_game;
int rowref_from_game(const struct dnb_game *g, struct rowref_pos *p);

#endif
