/* SPDX-License-Identifier: MIT */
/*
 * Random playouts without replaying moves.  In a playout every free edge is
 * drawn once in a random order, so a box is completed exactly when the last
 * of its undrawn sides is drawn: at the step max(position of its sides).
 * One pass over the boxes gives the number of boxes completed at each step,
 * and one pass over the steps then applies the turn rule (a step that
 * completes nothing passes the turn).  The cost is one shuffle plus two
 * linear passes, with no per-move branches on the board.
 */
#include <stdlib.h>
#include <string.h>

#include "common/rng-priv.h"
#include "playout.h"

int playout_init(struct playout *p, const struct dnb_game *g, uint64_t seed)
{
	uint32_t nb = g->n_boxes, ne = g->n_edges;

	memset(p, 0, sizeof(*p));
	p->free_edges = malloc(sizeof(uint16_t) * (ne + 1));
	p->order = malloc(sizeof(uint16_t) * (ne + 1));
	p->done_at = malloc(sizeof(uint16_t) * (ne + 1));
	p->box_edges = malloc(sizeof(uint16_t) * 4 * (nb + 1));
	p->open_boxes = malloc(sizeof(uint16_t) * (nb + 1));
	if (!p->free_edges || !p->order || !p->done_at || !p->box_edges ||
	    !p->open_boxes) {
		playout_free(p);
		return DNB_E_NOMEM;
	}
	for (uint32_t e = 0; e < ne; e++)
		if (!game_edge_drawn(g, e))
			p->free_edges[p->n_free++] = (uint16_t)e;
	for (uint32_t b = 0; b < nb; b++) {
		uint32_t r = b / g->w, c = b % g->w, hc = (g->h + 1) * g->w;
		uint32_t sides[4] = { r * g->w + c, (r + 1) * g->w + c, hc + r * (g->w + 1) + c,
				      hc + r * (g->w + 1) + c + 1 };
		uint8_t need = 0;
		if (g->sides[b] == 4)
			continue;
		for (int i = 0; i < 4; i++)
			if (!game_edge_drawn(g, sides[i]))
				p->box_edges[4 * p->n_open + need++] = (uint16_t)sides[i];
		for (uint8_t i = need; i < 4; i++)
			p->box_edges[4 * p->n_open + i] = (uint16_t)ne; /* the scratch edge */
		p->open_boxes[p->n_open++] = (uint16_t)b;
	}
	p->order[ne] = 0; /* the scratch edge is drawn at step 0, before any box can close */
	p->n_boxes = nb;
	p->turn = g->turn;
	p->rng = seed ? seed : 0x853C49E6748FEA9Bull;
	return DNB_OK;
}

void playout_free(struct playout *p)
{
	free(p->free_edges);
	free(p->order);
	free(p->done_at);
	free(p->box_edges);
	free(p->open_boxes);
	memset(p, 0, sizeof(*p));
}

void playout_run(struct playout *p, int32_t gained[2])
{
	uint32_t n = p->n_free;
	uint16_t *edges = p->free_edges, *order = p->order, *done_at = p->done_at;
	const uint16_t *box_edges = p->box_edges;
	uint64_t rng = p->rng;
	uint32_t turn = p->turn;
	int32_t got[2] = { 0, 0 };

	/* Fisher-Yates from the top: once slot i - 1 is filled it is final,
	 * so the step of each edge is known in the same pass.  Each 64-bit
	 * random number serves two steps, 32 bits each (n < 2^16). */
	uint32_t i = n;
	while (i > 2) {
		uint64_t x = rng_next(&rng);
		uint32_t j = (uint32_t)(((x & 0xFFFFFFFFu) * i) >> 32);
		uint16_t t = edges[i - 1];
		edges[i - 1] = edges[j];
		edges[j] = t;
		order[edges[i - 1]] = (uint16_t)(i - 1);
		done_at[i - 1] = 0;
		i--;
		j = (uint32_t)(((x >> 32) * i) >> 32);
		t = edges[i - 1];
		edges[i - 1] = edges[j];
		edges[j] = t;
		order[edges[i - 1]] = (uint16_t)(i - 1);
		done_at[i - 1] = 0;
		i--;
	}
	if (i == 2) {
		uint32_t j = rng_below(&rng, 2);
		uint16_t t = edges[1];
		edges[1] = edges[j];
		edges[j] = t;
		order[edges[1]] = 1;
		done_at[1] = 0;
	}
	if (n) {
		order[edges[0]] = 0;
		done_at[0] = 0;
	}
	/* A box is completed at the step of its last undrawn side.  Unused
	 * side slots name the scratch edge, whose step is 0. */
	for (uint32_t k = 0; k < p->n_open; k++) {
		const uint16_t *s = box_edges + 4 * k;
		uint16_t a = order[s[0]], b = order[s[1]], c = order[s[2]], d = order[s[3]];
		uint16_t ab = a > b ? a : b, cd = c > d ? c : d;
		done_at[ab > cd ? ab : cd]++;
	}
	/* The turn passes at each step that completes nothing.  Only the
	 * difference of the gains is carried (the total is every open box), so
	 * the loop has no store that the next step waits for. */
	int32_t diff = 0;
	for (uint32_t step = 0; step < n; step++) {
		int32_t d = done_at[step];
		int32_t sign = -(int32_t)turn; /* 0 for player 1, -1 for player 2 */
		diff += (d ^ sign) - sign;     /* +d or -d */
		turn ^= d == 0;
	}
	got[0] = ((int32_t)p->n_open + diff) / 2;
	got[1] = (int32_t)p->n_open - got[0];
	gained[0] += got[0];
	gained[1] += got[1];
	p->rng = rng;
}
