/* SPDX-License-Identifier: MIT */
/* Test-only helpers for board positions: carving chains and loops into a
 * fully drawn board, and an exhaustive search over the core API. */
#ifndef DNB_TEST_BOARD_UTIL_H
#define DNB_TEST_BOARD_UTIL_H

#include <stdint.h>

#include "dnb.h"

/* A board whose edges start all drawn; carving undraws some. */
struct carve {
	uint32_t w, h;
	uint8_t drawn[DNB_MAX_EDGES];
	uint8_t used[DNB_MAX_SIDE * DNB_MAX_SIDE];
	uint32_t undrawn;
};

void carve_init(struct carve *c, uint32_t w, uint32_t h);
/* The edge between two neighbouring boxes, or of side 'T', 'B', 'L', 'R'. */
uint32_t carve_between(const struct carve *c, uint32_t r1, uint32_t c1, uint32_t r2, uint32_t c2);
uint32_t carve_side(const struct carve *c, uint32_t r, uint32_t col, char side);
/* Undraw the path through n boxes rc[2i], rc[2i+1]: the edges between
 * consecutive boxes, the exits (sides; 0 for none) and, if closed, the
 * edge from the last box back to the first. */
void carve_path(struct carve *c, const uint32_t *rc, uint32_t n, char exit_a, char exit_b,
		int closed);
/* The position as a game with player 1 to move. */
dnb_game *carve_game(const struct carve *c);

/* Exhaustive search: the net boxes the player to move takes from the
 * current position with best play by both, over at most 24 undrawn edges.
 * Values of positions reached later are memoized by their drawn edges. */
struct exhaust {
	dnb_game *g;   /* borrowed; moved and restored */
	uint32_t n;
	uint32_t edges[24];
	uint32_t bit[DNB_MAX_EDGES];
	uint32_t base;  /* the game's move count at the root */
	int16_t *memo;
};

void exhaust_init(struct exhaust *x, dnb_game *g);
void exhaust_free(struct exhaust *x);
/* The value of the game's current position (reached from the root by
 * playing edges of the root's undrawn set). */
int32_t exhaust_value(struct exhaust *x);
/* The value for the player to move now of playing edge e now. */
int32_t exhaust_move_value(struct exhaust *x, uint32_t e);

#endif
