/* SPDX-License-Identifier: MIT */
/* The referee's searches: the raw game, the game beside a nim heap, and
 * the value of dnb_nimstring(3) ("Values").  A position is the set of
 * strings still uncut (bit s = string s); every memo has one byte for each
 * subset. */
#include <stdlib.h>

#include "nref.h"

#define ALL_N 0xFFFFFFFFu   /* the heap sizes 0..31 as a bit set */
#define MEMO_LOONY 0xFFu

struct search {
	const struct nref_graph *g;
	uint32_t at[NREF_MAX_COINS];   /* the strings at each coin */
	uint8_t *memo;                 /* 0 = not yet known */
};

static int valid(const struct nref_graph *g)
{
	if (g->coins > NREF_MAX_COINS || g->strings > NREF_MAX_STRINGS)
		return 0;
	for (uint32_t s = 0; s < g->strings; s++) {
		uint32_t a = g->a[s], b = g->b[s];
		if (a == b || (a != NREF_GROUND && a >= g->coins) ||
		    (b != NREF_GROUND && b >= g->coins))
			return 0;
	}
	return 1;
}

static int search_init(struct search *x, const struct nref_graph *g)
{
	if (!valid(g))
		return -1;
	x->g = g;
	for (uint32_t c = 0; c < NREF_MAX_COINS; c++)
		x->at[c] = 0;
	for (uint32_t s = 0; s < g->strings; s++) {
		if (g->a[s] != NREF_GROUND)
			x->at[g->a[s]] |= 1u << s;
		if (g->b[s] != NREF_GROUND)
			x->at[g->b[s]] |= 1u << s;
	}
	x->memo = calloc((size_t)1 << g->strings, 1);
	return x->memo ? 0 : -1;
}

/* Whether cutting string s (in mask) removes the last string of a coin. */
static int captures(const struct search *x, uint32_t mask, uint32_t s)
{
	uint32_t rest = mask & ~(1u << s);
	uint32_t a = x->g->a[s], b = x->g->b[s];
	return (a != NREF_GROUND && !(x->at[a] & rest)) ||
	       (b != NREF_GROUND && !(x->at[b] & rest));
}

/* ---- The raw game ---------------------------------------------------- */

static int wins_rec(struct search *x, uint32_t mask)
{
	if (x->memo[mask])
		return x->memo[mask] - 1;
	int win = 0;
	for (uint32_t s = 0; s < x->g->strings && !win; s++) {
		if (!(mask >> s & 1))
			continue;
		int child = wins_rec(x, mask & ~(1u << s));
		/* after a capture the same player cuts again */
		win = captures(x, mask, s) ? child : !child;
	}
	x->memo[mask] = (uint8_t)(win + 1);
	return win;
}

int nref_wins(const struct nref_graph *g)
{
	struct search x;
	if (search_init(&x, g) < 0)
		return -1;
	int w = wins_rec(&x, (uint32_t)(((uint64_t)1 << g->strings) - 1));
	free(x.memo);
	return w;
}

/* ---- Beside a nim heap ----------------------------------------------- */

/*
 * The heap sizes n in 0..31 for which the player to move wins P + *n.
 * Memo: 1 + the one losing n, or MEMO_LOONY when there is none (the set
 * below never has two losing sizes, since it is closed under moving in
 * the heap).
 */
static uint32_t heap_wins(struct search *x, uint32_t mask)
{
	uint8_t m = x->memo[mask];
	if (m == MEMO_LOONY)
		return ALL_N;
	if (m)
		return ALL_N & ~(1u << (m - 1));
	/* the cuts in P, with the heap unchanged */
	uint32_t by_cut = 0;
	for (uint32_t s = 0; s < x->g->strings; s++) {
		if (!(mask >> s & 1))
			continue;
		uint32_t child = heap_wins(x, mask & ~(1u << s));
		by_cut |= captures(x, mask, s) ? child : ~child;
	}
	/* the moves in the heap: from *n to *k, k < n, ending the turn */
	uint32_t win = 0;
	int lost_below = 0;
	for (uint32_t n = 0; n < 32; n++) {
		if ((by_cut >> n & 1) || lost_below)
			win |= 1u << n;
		else
			lost_below = 1;
	}
	if (win == ALL_N) {
		x->memo[mask] = MEMO_LOONY;
	} else {
		uint32_t n = 0;
		while (win >> n & 1)
			n++;
		x->memo[mask] = (uint8_t)(n + 1);
	}
	return win;
}

/* The losing heap size of mask, or NREF_LOONY. */
static uint32_t outside_of(struct search *x, uint32_t mask)
{
	uint32_t win = heap_wins(x, mask);
	if (win == ALL_N)
		return NREF_LOONY;
	uint32_t n = 0;
	while (win >> n & 1)
		n++;
	return n;
}

uint32_t nref_outside(const struct nref_graph *g)
{
	struct search x;
	if (search_init(&x, g) < 0)
		return NREF_ERROR;
	uint32_t v = outside_of(&x, (uint32_t)(((uint64_t)1 << g->strings) - 1));
	free(x.memo);
	return v;
}

int nref_loony(const struct nref_graph *g)
{
	uint32_t v = nref_outside(g);
	return v == NREF_ERROR ? -1 : v == NREF_LOONY;
}

/* ---- Section 3 ------------------------------------------------------- */

struct valuer {
	struct search loony;   /* the heap search decides step 2 */
	uint8_t *memo;         /* 1 + nimber, or MEMO_LOONY */
};

static uint32_t value_rec(struct valuer *v, uint32_t mask)
{
	const struct nref_graph *g = v->loony.g;
	uint32_t val;
	if (v->memo[mask])
		return v->memo[mask] == MEMO_LOONY ? NREF_LOONY : v->memo[mask] - 1u;
	if (mask == 0) {                                   /* step 1 */
		val = 0;
	} else if (outside_of(&v->loony, mask) == NREF_LOONY) {  /* step 2 */
		val = NREF_LOONY;
	} else {
		uint32_t s = 0;
		while (s < g->strings && !((mask >> s & 1) && captures(&v->loony, mask, s)))
			s++;
		if (s < g->strings) {                      /* step 3 */
			val = value_rec(v, mask & ~(1u << s));
		} else {                                   /* step 4 */
			uint64_t seen = 0;
			for (s = 0; s < g->strings; s++) {
				if (!(mask >> s & 1))
					continue;
				uint32_t c = value_rec(v, mask & ~(1u << s));
				if (c < 64)
					seen |= (uint64_t)1 << c;
			}
			val = 0;
			while (seen >> val & 1)
				val++;
		}
	}
	v->memo[mask] = val == NREF_LOONY ? MEMO_LOONY : (uint8_t)(val + 1);
	return val;
}

uint32_t nref_value(const struct nref_graph *g)
{
	struct valuer v;
	if (search_init(&v.loony, g) < 0)
		return NREF_ERROR;
	v.memo = calloc((size_t)1 << g->strings, 1);
	uint32_t val = NREF_ERROR;
	if (v.memo)
		val = value_rec(&v, (uint32_t)(((uint64_t)1 << g->strings) - 1));
	free(v.memo);
	free(v.loony.memo);
	return val;
}
