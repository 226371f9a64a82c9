/* SPDX-License-Identifier: MIT */
/*
 * A test-only exhaustive search: every legal move of every position, no
 * pruning rule and no transposition table, only a memo of finished
 * positions indexed by the undrawn edges that were drawn (what is still to
 * be won depends on the drawn edges alone).  Written independently of the
 * solver: geometry from the public API, rules straight from the rule sheet.
 */
#ifndef DNB_TEST_SOLVER_REF_H
#define DNB_TEST_SOLVER_REF_H

#include <stdint.h>

#include "dnb.h"

#define REF_MAX_FREE 20

struct ref {
	uint32_t rules, nfree, nbox;
	uint32_t edge[REF_MAX_FREE];     /* free edge -> board edge */
	int32_t box[REF_MAX_FREE][2];    /* boxes beside it (-1 off the board) */
	uint8_t sides[DNB_MAX_SIDE * DNB_MAX_SIDE];
	int8_t *memo;                    /* 2^nfree entries */
};

/* Set up from a game; 0 if too many edges are undrawn. */
int ref_init(struct ref *r, const dnb_game *g);
void ref_free(struct ref *r);
/* The value for the player to move, on the solver's scale. */
int ref_value(struct ref *r);
/* The value of playing board edge e now (INT32_MIN if illegal). */
int32_t ref_move_value(struct ref *r, uint32_t e);

#endif
