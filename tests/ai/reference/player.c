/* SPDX-License-Identifier: MIT */
#include <limits.h>
#include <stdlib.h>

#include "board.h"
#include "player.h"
#include "shape.h"
#include "table.h"

/* Work per move: positions of the safe-move search, and endgame shapes.
 * On 5x5 a search of REF_SAFE_SEARCH safe moves rarely needs either. */
#define SEARCH_NODES 200000u
#define SHAPE_NODES  2000000u

struct ref_player {
	struct ref_geom g;
	struct ref_pos pos;
	struct ref_memo *memo;
	struct ref_table *tt; /* safe_value of positions by their key */
	uint64_t rng;
	uint64_t zobrist[REF_MAX_EDGES];
	uint64_t nodes;
	int aborted;
};

/* splitmix64 */
static uint64_t next_random(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

struct ref_player *ref_player_new(int w, int h, uint64_t seed)
{
	struct ref_player *rp = calloc(1, sizeof(*rp));
	uint64_t z = 0x5eed;

	if (!rp)
		return NULL;
	rp->memo = ref_memo_new();
	rp->tt = ref_table_new(18);
	if (!rp->memo || !rp->tt || ref_geom_init(&rp->g, w, h) != 0) {
		ref_player_free(rp);
		return NULL;
	}
	rp->rng = seed;
	for (int e = 0; e < REF_MAX_EDGES; e++)
		rp->zobrist[e] = next_random(&z);
	return rp;
}

void ref_player_free(struct ref_player *rp)
{
	if (!rp)
		return;
	ref_memo_free(rp->memo);
	ref_table_free(rp->tt);
	free(rp);
}

/* ---- 1. captures ---------------------------------------------------------- */

/* The string of boxes that a box with one open side starts. */
struct path {
	int len;
	int box[REF_MAX_BOXES];
	int edge[REF_MAX_BOXES]; /* edge[i] leaves box[i] away from box[0] */
	int closed;              /* it ends in another box with one open side */
};

static void trace(const struct ref_geom *g, const struct ref_pos *p, int b, struct path *pa)
{
	int e = ref_other_open(g, p, b, -1), cur;

	pa->len = 1;
	pa->box[0] = b;
	pa->edge[0] = e;
	cur = ref_across(g, b, e);
	while (cur != REF_GROUND && p->open[cur] == 2) {
		e = ref_other_open(g, p, cur, e);
		pa->box[pa->len] = cur;
		pa->edge[pa->len++] = e;
		cur = ref_across(g, cur, e);
	}
	pa->closed = cur != REF_GROUND && p->open[cur] == 1;
	if (pa->closed)
		pa->box[pa->len++] = cur;
}

/* The last two boxes of an opened chain, or four of an opened loop: where
 * the taker may hand boxes back to keep control. */
static int is_decision(const struct path *pa)
{
	return pa->closed ? pa->len == 4 : pa->len == 2;
}

static int any_safe(const struct ref_geom *g, const struct ref_pos *p)
{
	for (int e = 0; e < g->nedges; e++)
		if (ref_is_safe(g, p, e))
			return 1;
	return 0;
}

static void capture_move(struct ref_player *rp, uint32_t *edge)
{
	const struct ref_geom *g = &rp->g;
	const struct ref_pos *p = &rp->pos;
	struct ref_pos *rest = malloc(sizeof(*rest));
	struct path *pa = malloc(sizeof(*pa));
	struct ref_shape *s = malloc(sizeof(*s));
	int offered = 0, first = -1, endgame;

	if (!rest || !pa || !s)
		goto take_first;
	*rest = *p;
	ref_take_all(g, rest);
	/* While a safe move would be left, keeping control is not in question. */
	endgame = !any_safe(g, rest);
	for (int b = 0; b < g->nboxes; b++) {
		if (p->open[b] != 1)
			continue;
		offered++;
		trace(g, p, b, pa);
		if (!endgame || !is_decision(pa)) {
			*edge = (uint32_t)pa->edge[0];
			goto done;
		}
		if (first < 0)
			first = b;
	}
	trace(g, p, first, pa);
	/* Another component to take first, or nothing left to play for. */
	if (offered > (pa->closed ? 2 : 1) || ref_shape_of(g, rest, s) != 0 || s->nseg == 0)
		goto take_first;
	ref_memo_budget(rp->memo, SHAPE_NODES);
	if (ref_shape_value(rp->memo, s) > (pa->closed ? 4 : 2)) {
		/* All but two: draw the far side of the second box, leaving the
		 * pair to be taken with one stroke.  All but four: cut the four
		 * into two such pairs. */
		*edge = (uint32_t)pa->edge[1];
		goto done;
	}
take_first:
	for (int b = 0; b < g->nboxes; b++) {
		if (p->open[b] == 1) {
			*edge = (uint32_t)ref_other_open(g, p, b, -1);
			break;
		}
	}
done:
	free(rest);
	free(pa);
	free(s);
}

/* ---- 2. safe moves ---------------------------------------------------------- */

/* The mover's margin from here if both sides play safe moves until there
 * are none, then the loony endgame.  Sets rp->aborted past the budget. */
static int32_t safe_value(struct ref_player *rp, uint64_t key)
{
	const struct ref_geom *g = &rp->g;
	int32_t best = INT32_MIN, v;
	struct ref_shape *s;

	if (ref_table_find(rp->tt, key | 1, &v))
		return v;
	if (++rp->nodes > SEARCH_NODES) {
		rp->aborted = 1;
		return 0;
	}
	for (int e = 0; e < g->nedges && !rp->aborted; e++) {
		if (!ref_is_safe(g, &rp->pos, e))
			continue;
		ref_draw(g, &rp->pos, e);
		v = -safe_value(rp, key ^ rp->zobrist[e]);
		ref_undraw(g, &rp->pos, e);
		if (v > best)
			best = v;
	}
	if (rp->aborted)
		return 0;
	if (best == INT32_MIN) {
		/* No safe move: the mover opens, the other player controls. */
		s = malloc(sizeof(*s));
		if (!s || ref_shape_of(g, &rp->pos, s) != 0) {
			rp->aborted = 1;
			free(s);
			return 0;
		}
		best = -ref_shape_value(rp->memo, s);
		free(s);
		if (ref_memo_exhausted(rp->memo)) {
			rp->aborted = 1;
			return 0;
		}
	}
	ref_table_store(rp->tt, key | 1, best);
	return best;
}

static void safe_move(struct ref_player *rp, uint32_t *edge)
{
	const struct ref_geom *g = &rp->g;
	int safe[REF_MAX_EDGES], n = 0, pick = 0;
	int32_t best = INT32_MIN;
	uint64_t key = 0;

	for (int e = 0; e < g->nedges; e++) {
		if (ref_is_safe(g, &rp->pos, e))
			safe[n++] = e;
		if (rp->pos.drawn[e])
			key ^= rp->zobrist[e];
	}
	/* A random order: the first best move in it is the one played. */
	for (int i = n; i > 1; i--) {
		int j = (int)(next_random(&rp->rng) % (uint64_t)i), t = safe[i - 1];
		safe[i - 1] = safe[j];
		safe[j] = t;
	}
	if (n <= REF_SAFE_SEARCH) {
		rp->nodes = 0;
		rp->aborted = 0;
		ref_memo_budget(rp->memo, SHAPE_NODES);
		for (int i = 0; i < n && !rp->aborted; i++) {
			int32_t v;
			ref_draw(g, &rp->pos, safe[i]);
			v = -safe_value(rp, key ^ rp->zobrist[safe[i]]);
			ref_undraw(g, &rp->pos, safe[i]);
			if (v > best) {
				best = v;
				pick = i;
			}
		}
		if (rp->aborted)
			pick = 0;
	}
	*edge = (uint32_t)safe[pick];
}

/* ---- 3. opening a segment ---------------------------------------------------- */

static void opening_move(struct ref_player *rp, uint32_t *edge)
{
	const struct ref_geom *g = &rp->g;
	struct ref_shape *s = malloc(sizeof(*s));
	int best = INT_MAX, pick = -1;

	if (s && ref_shape_of(g, &rp->pos, s) == 0 && s->nseg > 0) {
		ref_memo_budget(rp->memo, SHAPE_NODES);
		for (int i = 0; i < s->nseg; i++) {
			int v = ref_shape_open_value(rp->memo, s, i);
			/* Equal costs: the shorter segment. */
			if (v < best || (v == best && s->seg[i].len < s->seg[pick].len)) {
				best = v;
				pick = i;
			}
		}
	}
	if (pick >= 0) {
		const struct ref_seg *c = &s->seg[pick];
		/* Two boxes: the hard-hearted handout, the edge between them. */
		*edge = (uint32_t)(c->len == 2 && c->mid_edge >= 0 && c->a != REF_LOOP ? c->mid_edge
										     : c->end_edge);
	} else {
		for (int e = 0; e < g->nedges; e++) {
			if (!rp->pos.drawn[e]) {
				*edge = (uint32_t)e;
				break;
			}
		}
	}
	free(s);
}

int ref_player_move(struct ref_player *rp, const uint8_t *drawn, uint32_t *edge)
{
	const struct ref_geom *g = &rp->g;
	int left = 0, offered = 0;

	ref_pos_set(g, &rp->pos, drawn);
	for (int e = 0; e < g->nedges; e++)
		left += !rp->pos.drawn[e];
	if (!left)
		return -1;
	for (int b = 0; b < g->nboxes; b++)
		offered += rp->pos.open[b] == 1;
	if (offered)
		capture_move(rp, edge);
	else if (any_safe(g, &rp->pos))
		safe_move(rp, edge);
	else
		opening_move(rp, edge);
	return 0;
}
