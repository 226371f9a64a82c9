/* SPDX-License-Identifier: MIT */
/* Move classes, greedy captures, sacrifices and the double-dealing decline:
 * the pieces every level is built from. */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "common/bits-priv.h"
#include "common/rng-priv.h"
#include "core/board-priv.h"

uint32_t ai_below(struct ai_ctx *c, uint32_t n)
{
	/* (a remainder, not rng_below: the AI's choices for a seed are kept) */
	return n ? (uint32_t)(rng_next(&c->rng) % n) : 0;
}

/* The clock is read at one check in CLOCK_EVERY: between two checks lies
 * at most one playout move or one position looked at, microseconds even
 * on 32x32, and reading the clock at each would slow small boards. */
#define CLOCK_EVERY 8u

int ai_spent(struct ai_ctx *c)
{
	if (c->spent)
		return 1;
	if (atomic_load_explicit(&c->ai->cancel, memory_order_relaxed))
		c->spent = 1;
	else if (c->node_limit && c->nodes >= c->node_limit)
		c->spent = 1;
	else if (c->deadline_ms && c->checks++ % CLOCK_EVERY == 0 &&
		 clock_now_ms() >= c->deadline_ms)
		c->spent = 1;
	return c->spent;
}

uint64_t ai_nodes_left(const struct ai_ctx *c)
{
	return c->node_limit > c->nodes ? c->node_limit - c->nodes : 0;
}

void ai_classify(const struct dnb_game *g, struct ai_moves *m)
{
	m->n_cap = m->n_safe = m->n_other = 0;
	for (uint32_t w = 0; w < g->n_words; w++) {
		uint64_t free_bits = game_undrawn_word(g, w);
		while (free_bits) {
			uint32_t e = w * 64u + bits_lowest(free_bits);
			free_bits &= free_bits - 1;
			if (!game_edge_legal(g, e))
				continue;
			if (game_edge_captures(g, e))
				m->cap[m->n_cap++] = (uint16_t)e;
			else if (game_edge_offers(g, e))
				m->other[m->n_other++] = (uint16_t)e;
			else
				m->safe[m->n_safe++] = (uint16_t)e;
		}
	}
}

const struct decomp *ai_components(struct ai_ctx *c)
{
	if (!c->dec.comps &&
	    components_alloc(&c->dec, c->g->n_boxes, c->g->n_edges) != DNB_OK)
		return NULL;
	components_fill(c->g, &c->dec);
	return &c->dec;
}

/* The first undrawn side of box b (top, bottom, left, right) other than
 * edge `not_edge`: the one undrawn side of a box with three sides drawn
 * (not_edge DNB_NO_EDGE), the other undrawn side of a box with two. */
static uint32_t undrawn_side(const struct dnb_game *g, uint32_t b, uint32_t not_edge)
{
	uint32_t s[4];

	board_box_edges(g->w, g->h, b, s);
	for (int i = 0; i < 4; i++)
		if (s[i] != not_edge && !game_edge_drawn(g, s[i]))
			return s[i];
	return DNB_NO_EDGE;
}

/* Take boxes from the stack's start set until none is capturable. */
static uint32_t take_from(struct ai_ctx *c, uint32_t top, uint32_t *drawn)
{
	struct dnb_game *g = c->g;
	uint32_t taken = 0;

	while (top) {
		uint32_t b = c->stack[--top], e;
		if (g->sides[b] != 3)
			continue;
		e = undrawn_side(g, b, DNB_NO_EDGE);
		taken += (uint32_t)game_apply(g, e);
		(*drawn)++;
		c->nodes++;
		for (int i = 0; i < 2; i++) {
			uint16_t x = g->adj[2 * e + i];
			if (x != GAME_NO_BOX && g->sides[x] == 3)
				c->stack[top++] = x;
		}
	}
	return taken;
}

uint32_t ai_take_all(struct ai_ctx *c, uint32_t *drawn)
{
	struct dnb_game *g = c->g;
	uint32_t top = 0;

	if (!g->capturable)
		return 0;
	for (uint32_t b = 0; b < g->n_boxes; b++)
		if (g->sides[b] == 3)
			c->stack[top++] = (uint16_t)b;
	return take_from(c, top, drawn);
}

uint32_t ai_gift(struct ai_ctx *c, uint32_t e)
{
	struct dnb_game *g = c->g;
	uint32_t drawn = 1, top = 0, gift;

	game_apply(g, e);
	for (int i = 0; i < 2; i++) {
		uint16_t x = g->adj[2 * e + i];
		if (x != GAME_NO_BOX && g->sides[x] == 3)
			c->stack[top++] = x;
	}
	gift = take_from(c, top, &drawn);
	ai_undo(c, drawn);
	return gift;
}

void ai_undo(struct ai_ctx *c, uint32_t n)
{
	while (n--)
		dnb_game_undo(c->g);
}

int ai_decline_move(const struct dnb_game *g, uint32_t *edge, uint32_t *handout,
		    uint32_t run[2])
{
	if (!g->capturable)
		return 0;
	for (uint32_t b = 0; b < g->n_boxes; b++) {
		uint32_t e, n, f, m, k, p;
		if (g->sides[b] != 3)
			continue;
		e = undrawn_side(g, b, DNB_NO_EDGE);
		n = game_edge_across(g, e, b);
		if (n == DNB_NO_BOX || g->sides[n] != 2)
			continue;
		f = undrawn_side(g, n, e);
		m = game_edge_across(g, f, n);
		if (m == DNB_NO_BOX || g->sides[m] <= 1) {
			/* b and n are the last two of a chain: draw its far end. */
			if (game_edge_legal(g, f)) {
				*edge = f;
				*handout = 2;
				run[0] = e;
				run[1] = DNB_NO_EDGE;
				return 1;
			}
			continue;
		}
		if (g->sides[m] != 2)
			continue;
		k = undrawn_side(g, m, f);
		p = game_edge_across(g, k, m);
		if (p != DNB_NO_BOX && p != b && g->sides[p] == 3 && game_edge_legal(g, f)) {
			/* b n | m p, both ends open: split the last four in two. */
			*edge = f;
			*handout = 4;
			run[0] = e;
			run[1] = k;
			return 1;
		}
	}
	return 0;
}

int ai_should_decline(struct ai_ctx *c, uint32_t handout)
{
	uint32_t drawn = 0, longb = 0;
	const struct decomp *d;
	int ok = 0;

	if (c->misere)
		return 0;
	ai_take_all(c, &drawn);
	ai_classify(c->g, &c->pm);
	if (c->g->undrawn == 0) {
		/* Nothing would be left: under Nimstring whoever completes the
		 * last box loses, so hand the last boxes over. */
		ok = c->nimstring;
	} else if (c->pm.n_safe == 0 && (d = ai_components(c)) != NULL) {
		for (uint32_t i = 0; i < d->n_comps; i++) {
			uint32_t kind = d->comps[i].kind, len = d->comps[i].length;
			if (kind == DNB_COMPONENT_LOOP || kind == DNB_COMPONENT_OTHER ||
			    (kind == DNB_COMPONENT_CHAIN && len >= 3))
				longb += len;
		}
		ok = c->nimstring ? longb > 0 : longb > handout;
	}
	ai_undo(c, drawn);
	return ok;
}
