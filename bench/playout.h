/* SPDX-License-Identifier: MIT */
/*
 * The internal fast path for random playouts (Monte-Carlo players, the
 * benchmark): no history, no checks, no allocation per playout.  A playout
 * draws every undrawn edge of a position in a uniformly random order under
 * the standard turn rule and reports the boxes each player takes.
 */
#ifndef DNB_PLAYOUT_H
#define DNB_PLAYOUT_H

#include <stdint.h>

#include "core/game-priv.h"

struct playout {
	uint32_t n_free, n_boxes;
	uint8_t turn;          /* player to move at the start, 0 or 1 */
	uint16_t *free_edges;  /* the undrawn edges, shuffled in place */
	uint16_t *order;       /* scratch: step of each free edge this playout; the
				* entry n_edges (a scratch edge) stays 0 */
	uint16_t *box_edges;   /* per open box, its undrawn sides (4 slots, the
				* unused ones naming the scratch edge n_edges) */
	uint16_t *open_boxes;  /* the boxes not yet complete */
	uint32_t n_open;
	uint16_t *done_at;     /* scratch: boxes completed at each step */
	uint64_t rng;
};

/* Prepare playouts from g's current position; 0 or DNB_E_NOMEM. */
int playout_init(struct playout *p, const struct dnb_game *g, uint64_t seed);
void playout_free(struct playout *p);

/* One random playout; the boxes each player takes from here are added to
 * gained[0] (player 1) and gained[1] (player 2). */
void playout_run(struct playout *p, int32_t gained[2]);

#endif
