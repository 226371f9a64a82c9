/* SPDX-License-Identifier: MIT */
/* Shared by the benchmark programs that start from random safe openings:
 * random moves that give no box its third side (dnb_game_safe_moves), drawn
 * with bench-util.h's generator, so a seed fixes the positions. */
#ifndef DNB_BENCH_OPENING_H
#define DNB_BENCH_OPENING_H

#include <stdint.h>

#include "dnb.h"

#include "bench-util.h"

/* The edges of g still undrawn. */
static inline uint32_t bench_undrawn(const dnb_game *g)
{
	uint32_t edges = (uint32_t)dnb_game_edge_count(g), drawn = 0;

	for (uint32_t e = 0; e < edges; e++)
		drawn += dnb_game_edge_drawn(g, e) == 1;
	return edges - drawn;
}

/* Random safe moves on g until done(g, arg); 0 if the safe moves ran out
 * (or a call failed) first. */
static inline int bench_safe_moves_until(dnb_game *g, int (*done)(const dnb_game *, uint32_t),
					 uint32_t arg)
{
	uint32_t moves[DNB_MAX_EDGES];
	size_t n;

	while (!done(g, arg)) {
		if (dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n) != DNB_OK || n == 0)
			return 0;
		if (dnb_game_play(g, moves[bench_below((uint32_t)n)], NULL) != DNB_OK)
			return 0;
	}
	return 1;
}

static inline int bench_undrawn_at_most(const dnb_game *g, uint32_t undrawn)
{
	return bench_undrawn(g) <= undrawn;
}

/* Random safe moves on g until `undrawn` edges are left; 0 if the safe
 * moves ran out first. */
static inline int bench_safe_opening(dnb_game *g, uint32_t undrawn)
{
	return bench_safe_moves_until(g, bench_undrawn_at_most, undrawn);
}

#endif
