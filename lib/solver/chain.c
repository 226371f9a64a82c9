/* SPDX-License-Identifier: MIT */
/*
 * Chain analysis: which moves are worth searching when a box can be taken,
 * and the exact value of a loony endgame made only of chains and loops.
 *
 * Capture rules (standard scoring and Nimstring; each is checked against
 * exhaustive search in tests/solver):
 *   - an edge that completes every box it touches changes nothing else:
 *     take it (provable by exchanging it to the front of any line);
 *   - a capturable box whose neighbour through its open side is not part of
 *     a chain (0 or 1 sides drawn): take it;
 *   - a capturable box at the head of a chain: take it, except that when
 *     exactly 2 boxes remain with a free end, or 4 with both ends capturable
 *     (an opened loop), the player may instead decline them with the
 *     double-dealing move (Barker and Korf's "all but 2 or 4" rule);
 *   - when boxes can be taken in two or more separate places, declining in
 *     one while another is still there is never better than taking the
 *     other first, so only one capture per place is searched (the decline
 *     comes up again once a single place is left).
 * With compulsory capture the player must keep capturing while anything can
 * be taken, and the order does not change where that ends: one capture.
 * Misere scoring gets none of these rules: its own are in misere.c and
 * misere-loony.c.
 */
#include <string.h>

#include "common/bits-priv.h"
#include "solver/chain-priv.h"

int sv_has_capture(const struct sv_ctx *c, const struct sv_pos *p)
{
	(void)c;
	return p->n3 > 0;
}

static inline uint8_t other_box(const struct sv_ctx *c, uint32_t e, uint8_t b)
{
	return c->eb[e][0] == b ? c->eb[e][1] : c->eb[e][0];
}

static inline uint32_t first_undrawn(const struct sv_ctx *c, const struct sv_pos *p,
				     uint8_t b, uint64_t except)
{
	return bits_lowest(c->boxmask[b] & ~p->drawn & ~except);
}

enum { FORCED, DECLINE };

/* Follow the chain that starts at capturable box b.  FORCED: take it.
 * DECLINE: *dec is the double-dealing move, *tail the far capturable box of
 * an opened loop (SV_NONE for a free end). */
static int trace(const struct sv_ctx *c, const struct sv_pos *p, uint8_t b, uint32_t *e_out,
		 uint32_t *dec, uint8_t *tail)
{
	uint32_t e = first_undrawn(c, p, b, 0), k = 0, f = e, mid = 0;
	uint8_t prev = b, cur = other_box(c, e, b);

	*e_out = e;
	*tail = SV_NONE;
	while (cur != SV_NONE && p->sides[cur] == 2 && k <= c->nbox) {
		uint32_t next = first_undrawn(c, p, cur, UINT64_C(1) << f);
		k++;
		if (k == 1)
			mid = next; /* the edge after the first chain box */
		f = next;
		prev = cur;
		cur = other_box(c, f, prev);
	}
	if (cur == SV_NONE || p->sides[cur] <= 1) {
		/* free end: b plus k chain boxes */
		if (k == 1) {
			*dec = mid;
			return DECLINE;
		}
		return FORCED;
	}
	/* cur has three sides (four cannot border an undrawn edge) */
	if (k == 2) {
		*dec = mid; /* between the two middle boxes of b c1 c2 z */
		*tail = cur;
		return DECLINE;
	}
	return FORCED;
}

int sv_chain_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t out[SV_MAX_EDGES])
{
	uint8_t tails[SV_MAX_EDGES];
	uint32_t first_dec = 0;
	int comps = 0;

	if (p->n3 == 0 || (c->kind == SV_MISERE && !c->compulsory))
		return 0;
	for (uint32_t b = 0; b < c->nbox; b++) {
		uint32_t e, dec;
		uint8_t tail;
		int seen = 0;
		if (p->sides[b] != 3)
			continue;
		if (c->compulsory) {
			/* every order of forced captures ends in the same place */
			out[0] = (uint8_t)first_undrawn(c, p, (uint8_t)b, 0);
			return 1;
		}
		if (c->disable & DNB_SOLVER_NO_CHAIN_RULES)
			return 0;
		if (trace(c, p, (uint8_t)b, &e, &dec, &tail) == FORCED) {
			out[0] = (uint8_t)e;
			return 1;
		}
		/* the far end of an opened loop is the same component */
		for (int i = 0; i < comps; i++)
			seen |= tails[i] == b;
		if (seen)
			continue;
		if (comps == 0)
			first_dec = dec;
		tails[comps] = tail;
		out[comps++] = (uint8_t)e;
	}
	if (comps != 1)
		return comps;
	out[1] = (uint8_t)first_dec;
	return 2;
}

/* From box b (two sides drawn), leaving it by its undrawn edge other than
 * e, along the boxes with two sides drawn: the edges passed to *edges, the
 * last of them, by which the walk leaves those boxes, to *exit, and the box
 * beyond it to *end (SV_NONE at the border); returns the boxes passed, or
 * 0 when the walk comes back to b (a loop). */
static int walk(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e, uint8_t b,
		uint64_t *edges, uint32_t *exit, uint8_t *end)
{
	uint8_t cur = b;
	int len = 0;

	*edges = 0;
	do {
		e = bits_lowest(c->boxmask[cur] & ~p->drawn & ~(UINT64_C(1) << e));
		*edges |= UINT64_C(1) << e;
		len++;
		cur = other_box(c, e, cur);
	} while (cur != SV_NONE && cur != b && p->sides[cur] == 2 && len <= (int)c->nbox);
	*exit = e;
	*end = cur;
	return cur == b ? 0 : len;
}

/* same[e] = rep for every edge e of mask (nothing when same is NULL). */
static void mark_same(uint8_t *same, uint64_t mask, uint32_t rep)
{
	for (; same && mask; mask &= mask - 1)
		same[bits_lowest(mask)] = (uint8_t)rep;
}

/*
 * Opening a chain whose ends lead to the border or to boxes with at most
 * one side: by the capture rules above the capturer's choice is to take
 * every box and move in what is left, or (when the last two boxes can be
 * handed over) to take all but two, after which the opener takes the two
 * and moves in the same rest.  Both end in the same position wherever the
 * chain was opened, as long as the hand-over is possible: from either end,
 * and for three boxes or more from any edge of the chain.  Of a chain of
 * two, the middle edge (the hard-hearted handout) leaves the capturer only
 * the first choice, so it is at least as good for the opener as an end.
 * The two ends must lead to different boxes (or both to the border), so
 * that what is drawn there does not depend on the end first drawn.  A loop
 * (every box of it with two sides, four boxes at least) is the same with
 * four boxes handed over: every edge of it opens it to the same value.
 * So the edges of a long chain or a loop, and the two ends of a shorter
 * chain, are moves of equal value (the root's questions use this).
 */
uint64_t sv_chain_twins(const struct sv_ctx *c, const struct sv_pos *p, uint8_t *same)
{
	uint64_t twins = 0, seen = 0;

	if (same)
		for (uint32_t e = 0; e < c->n; e++)
			same[e] = (uint8_t)e;
	if (p->n3 || c->kind == SV_MISERE || c->row_mode ||
	    (c->disable & DNB_SOLVER_NO_CHAIN_RULES))
		return 0;
	for (uint32_t b = 0; b < c->nbox; b++) {
		uint64_t free = c->boxmask[b] & ~p->drawn, way[2], all;
		uint32_t e, f, x[2], lo, hi;
		uint8_t end[2];
		int len[2];

		if (p->sides[b] != 2) /* (free is 0 at a finished box) */
			continue;
		e = bits_lowest(free);
		f = bits_lowest(free & (free - 1));
		if ((seen >> e) & 1)
			continue;
		len[0] = walk(c, p, e, (uint8_t)b, &way[0], &x[0], &end[0]);
		if (!len[0]) {
			/* a loop: all but its lowest edge */
			seen |= way[0];
			twins |= way[0] & (way[0] - 1);
			mark_same(same, way[0], bits_lowest(way[0]));
			continue;
		}
		len[1] = walk(c, p, f, (uint8_t)b, &way[1], &x[1], &end[1]);
		all = way[0] | way[1];
		seen |= all;
		if (end[0] == end[1] && end[0] != SV_NONE)
			continue;
		lo = x[0] < x[1] ? x[0] : x[1];
		hi = x[0] ^ x[1] ^ lo;
		if (len[0] + len[1] - 1 >= 3) { /* all but the lower end */
			twins |= all & ~(UINT64_C(1) << lo);
			mark_same(same, all, lo);
		} else {
			/* two boxes: both ends (the middle is kept); one box:
			 * the higher end.  The ends are alike either way. */
			twins |= UINT64_C(1) << hi;
			if (len[0] + len[1] - 1 == 2)
				twins |= UINT64_C(1) << lo;
			mark_same(same, UINT64_C(1) << hi, lo);
		}
	}
	return twins;
}

/*
 * A loony position: the only capturable boxes are one chain of L >= 2 boxes
 * with a free far end, or one component of L >= 4 boxes capturable from
 * both ends (an opened loop).  The capturer may take everything and move in
 * what is left (value L + f, f the rest's value for the one who moves
 * there), or take all but 2 (4 for a loop) and hand them over with the
 * double-dealing move, after which the opponent takes them (taking an edge
 * that completes all it touches is always right) and moves in the same rest
 * (L - 4 - f; loop L - 8 - f).  The better of two numbers is at least their
 * mean: the capturer gets at least L - 2 (loop L - 4) whatever the rest is,
 * and under Nimstring wins.  Compulsory capture forbids the hand-over.
 */
int sv_loony_bound(const struct sv_ctx *c, const struct sv_pos *p, int *bound)
{
	uint32_t b = 0, e, f, k = 0;
	uint8_t prev, cur;
	int len;

	if (p->n3 == 0 || p->n3 > 2 || c->compulsory || c->kind == SV_MISERE ||
	    (c->disable & DNB_SOLVER_NO_CHAIN_RULES))
		return 0;
	while (p->sides[b] != 3)
		b++;
	e = f = first_undrawn(c, p, (uint8_t)b, 0);
	prev = (uint8_t)b;
	cur = other_box(c, e, prev);
	while (cur != SV_NONE && p->sides[cur] == 2 && k <= c->nbox) {
		f = first_undrawn(c, p, cur, UINT64_C(1) << f);
		k++;
		prev = cur;
		cur = other_box(c, f, prev);
	}
	if (cur == SV_NONE || p->sides[cur] <= 1) {
		/* free end: b and k boxes after it */
		len = (int)k + 1;
		if (p->n3 != 1 || len < 2)
			return 0;
		*bound = c->kind == SV_NIMSTRING ? 1 : len - 2;
		return 1;
	}
	/* both ends capturable: b, k boxes, cur */
	len = (int)k + 2;
	if (p->n3 != 2 || len < 4)
		return 0;
	*bound = c->kind == SV_NIMSTRING ? 1 : len - 4;
	return 1;
}

/* ---- loony endgames: every box left has exactly two undrawn sides ---- */

#define MAX_TYPES 16
#define MAX_STATES 4096

/* The controller's value after the opener opens a component of `len`
 * boxes (loop or chain) with f the value of the rest for its next mover. */
static int controller(const struct sv_ctx *c, int loop, int len, int f)
{
	int take, keep;

	if (c->kind == SV_NIMSTRING) {
		if (c->compulsory || (!loop && len <= 2))
			return f; /* take it all (a 2-chain opened in the middle) */
		return f > -f ? f : -f;
	}
	take = len + f;
	if (c->compulsory || (!loop && len <= 2))
		return take; /* a 2-chain is opened in the middle: no decline */
	keep = len - (loop ? 8 : 4) - f;
	return take > keep ? take : keep;
}

int sv_loony_value(const struct sv_ctx *c, const struct sv_pos *p, int *value)
{
	uint8_t seen[SV_MAX_BOXES];
	int tlen[MAX_TYPES], tloop[MAX_TYPES], tcount[MAX_TYPES], radix[MAX_TYPES];
	int8_t f[MAX_STATES];
	int ntypes = 0, nstates = 1;

	if (p->odd || c->kind == SV_MISERE || (c->disable & DNB_SOLVER_NO_ENDGAME))
		return 0;
	for (uint32_t b = 0; b < c->nbox; b++)
		if (p->sides[b] != 2 && p->sides[b] != 4)
			return 0;
	memset(seen, 0, c->nbox);
	for (uint32_t b = 0; b < c->nbox; b++) {
		int len = 1, loop = 0, t;
		if (p->sides[b] != 2 || seen[b])
			continue;
		seen[b] = 1;
		/* walk both ways from b */
		for (int dir = 0; dir < 2; dir++) {
			uint64_t free = c->boxmask[b] & ~p->drawn;
			uint32_t e = bits_lowest(free);
			uint8_t prev = (uint8_t)b, cur;
			if (dir)
				e = bits_lowest(free & (free - 1));
			cur = other_box(c, e, prev);
			while (cur != SV_NONE) {
				uint64_t m;
				if (cur == b) {
					loop = 1;
					break;
				}
				seen[cur] = 1;
				len++;
				m = c->boxmask[cur] & ~p->drawn & ~(UINT64_C(1) << e);
				e = bits_lowest(m);
				prev = cur;
				cur = other_box(c, e, prev);
			}
			if (loop)
				break;
		}
		for (t = 0; t < ntypes; t++)
			if (tlen[t] == len && tloop[t] == loop)
				break;
		if (t == ntypes) {
			if (ntypes == MAX_TYPES)
				return 0;
			tlen[t] = len;
			tloop[t] = loop;
			tcount[t] = 0;
			ntypes++;
		}
		tcount[t]++;
	}
	for (int t = 0; t < ntypes; t++) {
		radix[t] = nstates;
		if (nstates * (tcount[t] + 1) > MAX_STATES)
			return 0;
		nstates *= tcount[t] + 1;
	}
	/* sub-multisets in index order: removing a component lowers the index */
	f[0] = (int8_t)sv_terminal(c);
	for (int s = 1; s < nstates; s++) {
		int best = -1000;
		for (int t = 0; t < ntypes; t++) {
			int cnt = (s / radix[t]) % (tcount[t] + 1), v;
			if (cnt == 0)
				continue;
			v = -controller(c, tloop[t], tlen[t], f[s - radix[t]]);
			if (v > best)
				best = v;
		}
		f[s] = (int8_t)best;
	}
	*value = f[nstates - 1];
	return 1;
}
