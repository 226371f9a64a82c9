/* SPDX-License-Identifier: MIT */
/* The solver's compact state: a bit mask over the edges still in play,
 * built from a dnb_game. */
#include <string.h>

#include "common/bits-priv.h"
#include "core/board-priv.h"
#include "core/game-priv.h"
#include "solver/state-priv.h"
#include "solver/symmetry-priv.h"

int sv_boxes_left(const struct sv_ctx *c, const struct sv_pos *p)
{
	int n = 0;

	for (uint32_t b = 0; b < c->nbox; b++)
		n += p->sides[b] < 4;
	return n;
}

/* Twice the squared distance of an edge's midpoint from the board centre,
 * in half-units, for the centre-out order. */
static uint32_t edge_dist(uint32_t w, uint32_t h, uint32_t e)
{
	uint32_t o, r, col;
	int32_t x2, y2;

	dnb_board_edge_coords(w, h, e, &o, &r, &col);
	if (o == DNB_HORIZONTAL) {
		x2 = 2 * (int32_t)col + 1;
		y2 = 2 * (int32_t)r;
	} else {
		x2 = 2 * (int32_t)col;
		y2 = 2 * (int32_t)r + 1;
	}
	x2 -= (int32_t)w;
	y2 -= (int32_t)h;
	return (uint32_t)(x2 * x2 + y2 * y2);
}

static void build_order(struct sv_ctx *c)
{
	uint32_t key[SV_MAX_EDGES];

	for (uint32_t i = 0; i < c->n; i++) {
		c->order[i] = (uint8_t)i;
		key[i] = edge_dist(c->w, c->h, c->edge[i]);
	}
	/* insertion sort: n <= 64, stable by index */
	for (uint32_t i = 1; i < c->n; i++) {
		uint8_t e = c->order[i];
		uint32_t j = i;
		while (j > 0 && key[c->order[j - 1]] > key[e]) {
			c->order[j] = c->order[j - 1];
			j--;
		}
		c->order[j] = e;
	}
}

static uint64_t mix64(uint64_t x)
{
	x ^= x >> 33;
	x *= UINT64_C(0xff51afd7ed558ccd);
	x ^= x >> 33;
	x *= UINT64_C(0xc4ceb9fe1a85ec53);
	x ^= x >> 33;
	return x;
}

/* The root: the relevant edges drawn in g, and the sides of each box
 * (c->base[] holds those drawn outside the relevant set). */
static void read_root(struct sv_ctx *c, const dnb_game *g, struct sv_pos *root)
{
	memset(root, 0, sizeof(*root));
	for (uint32_t i = 0; i < c->n; i++)
		if (game_edge_drawn(g, c->edge[i]))
			root->drawn |= UINT64_C(1) << i;
	for (uint32_t b = 0; b < c->nbox; b++) {
		root->sides[b] = (uint8_t)(c->base[b] + bits_count(c->boxmask[b] & root->drawn));
		root->n3 += root->sides[b] == 3;
		root->odd += root->sides[b] != 2 && root->sides[b] != 4;
	}
	root->left = sv_boxes_left(c, root);
	c->root_drawn = root->drawn;
}

dnb_status sv_ctx_build(struct sv_ctx *c, const dnb_game *g, uint32_t disable,
			struct sv_pos *root)
{
	uint32_t ne = g->n_edges, nb = g->n_boxes, all_edges = ne <= SV_MAX_EDGES;
	uint16_t boxid[DNB_MAX_SIDE * DNB_MAX_SIDE];
	uint64_t id, drawn = 0;
	_Atomic uint64_t *cache;

	if (!all_edges && g->undrawn > SV_MAX_EDGES)
		return DNB_E_RANGE;
	/* With every edge relevant, the context depends only on the board's
	 * size, the rules and `disable`: one built for them is kept, and only
	 * the root is read (the symmetry tables cost more than many a small
	 * search).  A context of a board over 64 edges never has the same
	 * size as one of this board. */
	if (all_edges && c->w == g->w && c->h == g->h && c->rules == g->rules &&
	    c->disable == disable) {
		read_root(c, g, root);
		return DNB_OK;
	}
	cache = c->misere_cache;
	memset(c, 0, sizeof(*c));
	c->misere_cache = cache;
	c->w = g->w;
	c->h = g->h;
	c->rules = g->rules;
	c->compulsory = !!(g->rules & DNB_RULE_COMPULSORY);
	c->kind = (g->rules & DNB_RULE_NIMSTRING) ? SV_NIMSTRING
		  : (g->rules & DNB_RULE_MISERE) ? SV_MISERE : SV_STANDARD;
	c->disable = disable;
	for (uint32_t b = 0; b < nb; b++)
		boxid[b] = 0xFFFF;
	id = mix64(((uint64_t)g->w << 40) ^ ((uint64_t)g->h << 32) ^ (g->rules & 7u));
	for (uint32_t e = 0; e < ne; e++) {
		int is_drawn = game_edge_drawn(g, e);
		uint32_t i;
		if (!all_edges && is_drawn)
			continue;
		i = c->n++;
		c->edge[i] = e;
		if (is_drawn)
			drawn |= UINT64_C(1) << i;
		if (!all_edges)
			id = mix64(id ^ e);
		for (int k = 0; k < 2; k++) {
			uint16_t b = g->adj[2 * e + k];
			if (b == GAME_NO_BOX) {
				c->eb[i][k] = SV_NONE;
				continue;
			}
			if (boxid[b] == 0xFFFF) {
				boxid[b] = (uint16_t)c->nbox;
				c->base[c->nbox] = g->sides[b];
				c->nbox++;
			}
			c->eb[i][k] = (uint8_t)boxid[b];
			c->boxmask[boxid[b]] |= UINT64_C(1) << i;
		}
	}
	/* base counts the sides drawn outside the relevant set */
	for (uint32_t b = 0; b < c->nbox; b++)
		c->base[b] = (uint8_t)(c->base[b] - bits_count(c->boxmask[b] & drawn));
	c->all = c->n == 64 ? ~UINT64_C(0) : (UINT64_C(1) << c->n) - 1;
	c->ctx_id = id | 1;
	build_order(c);
	sv_sym_build(c);
	if (c->row_mode) /* keys of another shape: another table context */
		c->ctx_id = mix64(c->ctx_id ^ 0x726f77u) | 1;
	read_root(c, g, root);
	return DNB_OK;
}
