/* SPDX-License-Identifier: MIT */
/* The capture rules of Dots, resolved incrementally around the new dot.
 *
 * For a player v the board splits into regions: the 4-connected sets of
 * points without a live dot of v.  A region is enclosed when it does not
 * reach the pad.  Placing a dot of v removes one point from its region; only
 * if the eight points around the dot fall into two or more runs of non-walls
 * (dots/ring-priv.h) can the region come apart, and only if the dot also
 * joins one cluster of v's dots to itself (the cluster forest of
 * dots/state-priv.h) can a
 * new enclosure appear.  Most moves stop at these two tests.
 *
 * A dot x of player p is resolved in this order (dnb_dots(3) gives the rules
 * in words):
 *   1. The regions of p beside x: if there are two or more distinct ones,
 *      each enclosed one holding a live dot of the opponent q becomes p's
 *      base with everything it surrounds (its holes).  Enclosed ones with no
 *      such dot are empty enclosures: only their ENC(p) bits change.
 *   2. q dots that step 1 took are no longer q's walls: q's regions around
 *      them merge, and their ENC(q) bits are recomputed.
 *   3. If step 1 made no base and x lies in an enclosure of q, that whole
 *      region of q (x with it) becomes q's base; then as in step 2 for p.
 *
 * The floods are depth-first with the direction toward the nearest edge
 * tried first, so a region that is open usually finds the pad in about as
 * many steps as it is far from it; an enclosed region is visited once, and
 * the region left over when all others proved enclosed is known to be open
 * without a search (the region x stood in was open before x).  With two
 * pieces (the usual case) both are flooded a cell at a time in turn, so the
 * cost is about twice the smaller enclosure, however far away the edge is.
 *
 * Live q dots inside an enclosure of p that is not a base can only come
 * from a q dot that captured when played there; random games never leave
 * one standing (it seems the capture always breaks the ring).  The branches
 * for them follow the rules all the same, and test-dots-internal reaches
 * them from positions loaded directly with such dots.
 *
 * Every flood uses an explicit stack of at most one entry per cell: no
 * recursion.
 *
 * Why this file is long: the three steps share the floods, the stamps and
 * the cluster forest; apart, each file would need the others' internals.
 */
#include <string.h>

#include "dots/state-priv.h"
#include "dots/ring-priv.h"

/* A fresh stamp base for g->seen; ids 0..7 may be added to it. */
static uint32_t new_search(struct dnb_dots *g)
{
	if (g->seen_gen > UINT32_MAX - 16) {
		memset(g->seen, 0, g->ncells * sizeof(uint32_t));
		g->seen_gen = 0;
	}
	g->seen_gen += 8;
	return g->seen_gen;
}

static uint32_t new_search2(struct dnb_dots *g)
{
	if (g->seen2_gen > UINT32_MAX - 16) {
		memset(g->seen2, 0, g->ncells * sizeof(uint32_t));
		g->seen2_gen = 0;
	}
	g->seen2_gen += 8;
	return g->seen2_gen;
}

/*
 * Explore the region of player p (points without a live p dot) from seed,
 * stamping cells base + id.  Returns 1 if the region is enclosed, with all
 * its cells appended to g->list at *len and its live q dots counted in *live;
 * returns 0 as soon as it reaches the pad or a cell stamped by another id of
 * the same search (a region already known to be open).
 */
static int explore(struct dnb_dots *g, uint32_t seed, uint8_t p, uint32_t base, uint32_t id,
		   uint32_t *len, int32_t *live)
{
	const int32_t s = (int32_t)g->stride;
	const int32_t dir[4] = { -s, 1, s, -1 };
	uint8_t q = dots_other(p);
	uint32_t *stack = g->stack, top = 0;

	g->seen[seed] = base + id;
	stack[top++] = seed;
	while (top) {
		uint32_t c = stack[--top];
		uint8_t ord = g->order[c];

		g->list[(*len)++] = c;
		if (dots_live(g->cell[c], q))
			(*live)++;
		/* Push the best direction last, so it is explored first. */
		for (int k = 3; k >= 0; k--) {
			uint32_t d = (uint32_t)((int32_t)c + dir[(ord >> (2 * k)) & 3]);
			uint8_t b = g->cell[d];
			uint32_t st;

			if (b & DOTS_PAD)
				return 0;
			if (dots_live(b, p))
				continue;
			st = g->seen[d] - base;
			if (st < 8) {
				if (st != id)
					return 0;
				continue;
			}
			g->seen[d] = base + id;
			stack[top++] = d;
		}
	}
	return 1;
}

/* The pattern of live p dots around x: bit k for ring position k. */
static unsigned ring_mask(const struct dnb_dots *g, uint32_t x, uint8_t p)
{
	const int32_t s = (int32_t)g->stride;
	const uint8_t *c = g->cell + x;

	return (unsigned)dots_live(c[-s], p) | (unsigned)dots_live(c[-s + 1], p) << 1 |
	       (unsigned)dots_live(c[1], p) << 2 | (unsigned)dots_live(c[s + 1], p) << 3 |
	       (unsigned)dots_live(c[s], p) << 4 | (unsigned)dots_live(c[s - 1], p) << 5 |
	       (unsigned)dots_live(c[-1], p) << 6 | (unsigned)dots_live(c[-s - 1], p) << 7;
}

/* 1 if a straight line from c to the pad crosses no live p dot: a cheap
 * proof that c's region is open, tried before any flood. */
static int ray_out(const struct dnb_dots *g, uint32_t c, uint8_t p)
{
	const int32_t s = (int32_t)g->stride;
	const int32_t dir[4] = { -s, 1, s, -1 };
	uint8_t ord = g->order[c];

	for (int k = 0; k < 2; k++) {
		int32_t d = dir[(ord >> (2 * k)) & 3];
		const uint8_t *q = g->cell + c;
		for (;;) {
			uint8_t b = *q;
			if (b & DOTS_PAD)
				return 1;
			if (dots_live(b, p))
				break;
			q += d;
		}
	}
	return 0;
}

/*
 * Make the region (cells[0..n)) player v's base, with every point it
 * surrounds (holes: points not in the region that cannot reach the outside
 * without crossing it).  Live dots of the other player found there are
 * appended to g->freed.
 */
static void make_base(struct dnb_dots *g, const uint32_t *cells, uint32_t n, uint8_t v,
		      uint32_t *nfreed)
{
	const uint32_t s = g->stride;
	uint8_t o = dots_other(v);
	uint8_t set = (uint8_t)((v << DOTS_OWNER_SHIFT) | DOTS_ENC(v));
	uint32_t rmin = UINT32_MAX, rmax = 0, cmin = UINT32_MAX, cmax = 0;
	uint32_t in, out, top = 0, *stack = g->stack;

	in = new_search2(g);
	out = in + 1;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t c = cells[i], r = c / s, col = c % s;
		g->seen2[c] = in;
		if (r < rmin) rmin = r;
		if (r > rmax) rmax = r;
		if (col < cmin) cmin = col;
		if (col > cmax) cmax = col;
	}
	/* A region that fills its bounding box has no holes. */
	if ((rmax - rmin + 1) * (cmax - cmin + 1) == n) {
		for (uint32_t i = 0; i < n; i++) {
			uint32_t c = cells[i];
			uint8_t b = g->cell[c];
			if (dots_live(b, o))
				g->freed[(*nfreed)++] = c;
			dots_set_cell(g, c, (uint8_t)((b & ~(DOTS_OWNER | DOTS_ENC(v))) | set));
		}
		return;
	}
	/* An enclosed region never touches the board's edge, so the frame one
	 * cell outside its bounding box stays on the padded grid. */
	rmin--, cmin--, rmax++, cmax++;
	for (uint32_t r = rmin; r <= rmax; r++)
		for (uint32_t col = cmin; col <= cmax; col++) {
			uint32_t c = r * s + col;
			if ((r == rmin || r == rmax || col == cmin || col == cmax) &&
			    g->seen2[c] != in) {
				g->seen2[c] = out;
				stack[top++] = c;
			}
		}
	while (top) {
		uint32_t c = stack[--top];
		uint32_t nb[4] = { c - s, c + 1, c + s, c - 1 };
		for (int k = 0; k < 4; k++) {
			uint32_t d = nb[k], r = d / s, col = d % s;
			if (r < rmin || r > rmax || col < cmin || col > cmax)
				continue;
			if (g->seen2[d] == in || g->seen2[d] == out)
				continue;
			g->seen2[d] = out;
			stack[top++] = d;
		}
	}
	/* Everything in the box not reached from its frame is the base. */
	for (uint32_t r = rmin + 1; r < rmax; r++)
		for (uint32_t col = cmin + 1; col < cmax; col++) {
			uint32_t c = r * s + col;
			uint8_t b = g->cell[c];
			if (g->seen2[c] == out)
				continue;
			if (dots_live(b, o))
				g->freed[(*nfreed)++] = c;
			dots_set_cell(g, c, (uint8_t)((b & ~(DOTS_OWNER | DOTS_ENC(v))) | set));
		}
}

/*
 * Dots of player v (in g->freed[0..n)) stopped being live: the regions of v
 * around them merge.  The merged region is open if it reaches the pad or a
 * point whose ENC(v) bit was clear (that point's region was open, and
 * merging only adds to it); the flood enters only the freed points and
 * points of formerly enclosed regions.
 */
static void recompute_enc(struct dnb_dots *g, uint8_t v, uint32_t n)
{
	const uint32_t s = g->stride;
	uint32_t freed_mark = new_search(g), visited = freed_mark + 1;
	uint32_t *stack = g->stack, *list = g->list;
	uint8_t enc = DOTS_ENC(v);

	for (uint32_t i = 0; i < n; i++)
		g->seen[g->freed[i]] = freed_mark;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t f = g->freed[i], top = 0, len = 0;
		int open = 0;

		if (g->seen[f] == visited)
			continue;
		g->seen[f] = visited;
		stack[top++] = f;
		while (top) {
			uint32_t c = stack[--top];
			uint32_t nb[4] = { c - s, c + 1, c + s, c - 1 };
			list[len++] = c;
			for (int k = 0; k < 4; k++) {
				uint32_t d = nb[k];
				uint8_t b = g->cell[d];
				if (b & DOTS_PAD) {
					open = 1;
					continue;
				}
				if (dots_live(b, v) || g->seen[d] == visited)
					continue;
				if (g->seen[d] != freed_mark && !(b & enc)) {
					open = 1;
					continue;
				}
				g->seen[d] = visited;
				stack[top++] = d;
			}
		}
		for (uint32_t j = 0; j < len; j++) {
			uint8_t b = g->cell[list[j]];
			dots_set_cell(g, list[j], (uint8_t)(open ? b & ~enc : b | enc));
		}
	}
}

/* ---- clusters ---- */

static uint32_t uf_find(const struct dnb_dots *g, uint32_t c)
{
	while (g->uf_parent[c] != c)
		c = g->uf_parent[c];
	return c;
}

/* The different sets of the wall blocks around x (one find per block:
 * the dots of a block touch, so they share a set).  Returns the count. */
static int ring_roots(const struct dnb_dots *g, uint32_t x, unsigned mask, uint32_t roots[4])
{
	const int32_t s = (int32_t)g->stride;
	const int32_t ring[8] = { -s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1 };
	uint16_t e = dots_ring_blocks[mask];
	int nb = e & 7, n = 0;

	for (int i = 0; i < nb; i++) {
		uint32_t r = uf_find(g, (uint32_t)((int32_t)x + ring[(e >> (3 + 3 * i)) & 7]));
		int dup = 0;
		for (int j = 0; j < n; j++)
			dup |= roots[j] == r;
		if (!dup)
			roots[n++] = r;
	}
	return n;
}

/* Join the new dot x (a set of its own) with the sets around it. */
static void uf_join(struct dnb_dots *g, uint32_t x, const uint32_t *roots, int n)
{
	uint32_t b = x;

	for (int i = 0; i < n; i++) {
		uint32_t a = roots[i], big = b;
		if (g->uf_size[a] > g->uf_size[b]) {
			big = a;
			a = b;
		}
		/* Hang the smaller set a under the bigger one. */
		g->uf_parent[a] = big;
		g->uf_size[big] += g->uf_size[a];
		g->uf_log[g->n_uf].child = a;
		g->uf_log[g->n_uf].root = big;
		g->n_uf++;
		b = big;
	}
}

/* ---- two pieces searched side by side ---- */

struct flood {
	uint32_t *stack, top, *list, len, id;
	int32_t live;
};

enum { F_GOING, F_ENCLOSED, F_OPEN, F_MET };

/* One cell of a depth-first flood of p's region (as in explore). */
static int flood_step(struct dnb_dots *g, struct flood *f, uint8_t p, uint32_t base)
{
	const int32_t s = (int32_t)g->stride;
	const int32_t dir[4] = { -s, 1, s, -1 };
	uint32_t c = f->stack[--f->top];
	uint8_t ord = g->order[c];

	f->list[f->len++] = c;
	if (dots_live(g->cell[c], dots_other(p)))
		f->live++;
	for (int k = 3; k >= 0; k--) {
		uint32_t d = (uint32_t)((int32_t)c + dir[(ord >> (2 * k)) & 3]);
		uint8_t b = g->cell[d];
		uint32_t st;

		if (b & DOTS_PAD)
			return F_OPEN;
		if (dots_live(b, p))
			continue;
		st = g->seen[d] - base;
		if (st < 8) {
			if (st != f->id)
				return F_MET;
			continue;
		}
		g->seen[d] = base + f->id;
		f->stack[f->top++] = d;
	}
	return f->top ? F_GOING : F_ENCLOSED;
}

/* Run a flood to its end: F_ENCLOSED, F_OPEN or F_MET. */
static int flood_finish(struct dnb_dots *g, struct flood *f, uint8_t p, uint32_t base)
{
	int r;

	do
		r = flood_step(g, f, p, base);
	while (r == F_GOING);
	return r;
}

/*
 * x (in an open region) split it into exactly two pieces a and b.  The two
 * floods take turns, one cell each: the usual enclosure is small, so it
 * ends first and the other piece is open without searching further.
 * Returns the enclosed piece's flood, or NULL if neither is enclosed.
 */
static struct flood *two_pieces(struct dnb_dots *g, uint32_t a, uint32_t b, uint8_t p,
				struct flood f[2])
{
	uint32_t base = new_search(g);

	f[0] = (struct flood){ g->stack, 0, g->list, 0, 0, 0 };
	f[1] = (struct flood){ g->stack2, 0, g->list2, 0, 1, 0 };
	g->seen[a] = base;
	g->seen[b] = base + 1;
	f[0].stack[f[0].top++] = a;
	f[1].stack[f[1].top++] = b;
	for (int turn = 0;; turn ^= 1) {
		struct flood *me = &f[turn], *other = &f[turn ^ 1];
		switch (flood_step(g, me, p, base)) {
		case F_GOING:
			continue;
		case F_ENCLOSED:
			return me;
		case F_MET:
			return NULL; /* one region after all */
		default: /* open: the other may still be enclosed */
			return flood_finish(g, other, p, base) == F_ENCLOSED ? other : NULL;
		}
	}
}

/* Step 1: the enclosures x closes for its player p.  Returns the number of
 * bases made; q dots taken are appended to g->freed. */
static int close_regions(struct dnb_dots *g, uint32_t x, uint8_t p, int was_enclosed,
			 unsigned mask, int nsets, uint32_t *nfreed)
{
	const int32_t s = (int32_t)g->stride;
	const int32_t four[4] = { -s, 1, s, -1 };
	uint32_t seeds[4], start[4], size[4], len = 0, base;
	int32_t live[4];
	uint16_t e = dots_ring_groups[mask];
	int n = e & 7, ncomp = 0, any_open = 0, bases = 0;

	if (n < 2)
		return 0;
	/* A new region appears only when x joins some cluster to itself: with
	 * as many different sets around x as pieces, every piece is still the
	 * region x stood in. */
	if (nsets >= n)
		return 0;
	for (int i = 0; i < n; i++)
		seeds[i] = (uint32_t)((int32_t)x + four[(e >> (3 + 2 * i)) & 3]);
	/* Inside an enclosure of p every piece is enclosed already; only a live
	 * q dot somewhere in p's enclosures can make one of them a base. */
	if (was_enclosed && g->enc_live[p] == 0)
		return 0;
	if (!was_enclosed && n == 2 && !(g->cell[seeds[0]] & DOTS_PAD) &&
	    !(g->cell[seeds[1]] & DOTS_PAD)) {
		struct flood f[2], *k = two_pieces(g, seeds[0], seeds[1], p, f);
		if (!k)
			return 0;
		for (uint32_t j = 0; j < k->len; j++)
			dots_set_cell(g, k->list[j], (uint8_t)(g->cell[k->list[j]] | DOTS_ENC(p)));
		if (k->live == 0)
			return 0;
		make_base(g, k->list, k->len, p, nfreed);
		return 1;
	}
	base = new_search(g);
	for (int i = 0; i < n; i++) {
		uint32_t sd = seeds[i];
		if (g->cell[sd] & DOTS_PAD) {
			any_open = 1;
			continue;
		}
		if (g->seen[sd] - base < 8)
			continue; /* the same region as an earlier piece */
		if (!was_enclosed && i == n - 1 && !any_open)
			break; /* all others enclosed: this one holds the way out */
		if (!was_enclosed && ray_out(g, sd, p)) {
			any_open = 1;
			continue;
		}
		start[ncomp] = len;
		live[ncomp] = 0;
		if (explore(g, sd, p, base, (uint32_t)i, &len, &live[ncomp])) {
			size[ncomp] = len - start[ncomp];
			ncomp++;
		} else {
			len = start[ncomp];
			any_open = 1;
		}
	}
	/* Inside an enclosure: x must have cut it into two regions or more. */
	if (was_enclosed && ncomp < 2)
		return 0;
	for (int i = 0; i < ncomp; i++) {
		const uint32_t *cells = g->list + start[i];
		if (!was_enclosed)
			for (uint32_t j = 0; j < size[i]; j++)
				dots_set_cell(g, cells[j], (uint8_t)(g->cell[cells[j]] | DOTS_ENC(p)));
		if (live[i] > 0) {
			make_base(g, cells, size[i], p, nfreed);
			bases++;
		}
	}
	return bases;
}

/* Step 3: x (a dot of p) stands in an enclosure of q; q takes the region. */
static void enemy_takes(struct dnb_dots *g, uint32_t x, uint8_t p)
{
	uint8_t q = dots_other(p);
	uint32_t base = new_search(g), len = 0, nfreed = 0;
	int32_t live = 0;

	/* The region is enclosed, so the exploration runs to its end. */
	explore(g, x, q, base, 0, &len, &live);
	make_base(g, g->list, len, q, &nfreed);
	recompute_enc(g, p, nfreed);
}

int32_t dots_resolve(struct dnb_dots *g, uint32_t x, uint8_t p)
{
	uint8_t q = dots_other(p), old = g->cell[x];
	int32_t before = g->score[p];
	uint32_t nfreed = 0, roots[4];
	unsigned mask = ring_mask(g, x, p);
	int bases, nsets = ring_roots(g, x, mask, roots);

	dots_set_cell(g, x, (uint8_t)((old & ~DOTS_ENC(p)) | p));
	g->uf_parent[x] = x;
	g->uf_size[x] = 1;
	bases = close_regions(g, x, p, (old & DOTS_ENC(p)) != 0, mask, nsets, &nfreed);
	if (nfreed)
		recompute_enc(g, q, nfreed);
	if (!bases && (old & DOTS_ENC(q)))
		enemy_takes(g, x, p);
	/* Roots found before the captures are still roots: captures never
	 * touch the forest.  A neighbour that died meanwhile only makes a set
	 * larger than its cluster, which the forest allows. */
	if (dots_live(g->cell[x], p))
		uf_join(g, x, roots, nsets);
	return g->score[p] - before;
}
