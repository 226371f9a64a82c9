/* SPDX-License-Identifier: MIT */
/*
 * The searches of nref-search.c once more, memoized over isomorphism
 * classes: a position (the strings left; captured coins dropped) is keyed
 * by its canonical code (nref-canon.h), so every class of positions is
 * searched once for all the graphs that reach it, and parallel strings,
 * whose cuts leave the same position, are cut once.  The rules and
 * definitions are those of nref-search.c, written again for this model
 * (the test program checks the two against each other).
 */
#include <stdlib.h>
#include <string.h>

#include "nref-canon.h"

#define MEMO_LOONY 0xFFu
#define ALL_N 0xFFFFFFFFu

/* A canonical code packed 3 bits an entry after 4 bits of n: at most
 * 4 + 3 * 36 = 112 bits, so bit 127 can mark a used slot. */
struct slot {
	uint64_t k[2];
	uint8_t wins, outside, value;   /* outside, value: n, or MEMO_LOONY */
};
#define USED (1ull << 63)

struct nref_memo {
	struct slot *slots;
	size_t cap, count;              /* cap a power of two */
};

struct nref_memo *nref_memo_new(void)
{
	struct nref_memo *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	m->cap = 1u << 16;
	m->slots = calloc(m->cap, sizeof *m->slots);
	if (!m->slots) {
		free(m);
		return NULL;
	}
	return m;
}

void nref_memo_free(struct nref_memo *m)
{
	if (m) {
		free(m->slots);
		free(m);
	}
}

uint64_t nref_memo_entries(const struct nref_memo *m)
{
	return m->count;
}

static uint64_t fmix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xFF51AFD7ED558CCDull;
	h ^= h >> 33;
	h *= 0xC4CEB9FE1A85EC53ull;
	return h ^ h >> 33;
}

static size_t slot_hash(const uint64_t k[2], size_t cap)
{
	return (size_t)fmix(k[0] ^ fmix(k[1])) & (cap - 1);
}

static struct slot *find(struct nref_memo *m, const uint64_t k[2])
{
	size_t i = slot_hash(k, m->cap);
	while ((m->slots[i].k[1] & USED) &&
	       (m->slots[i].k[0] != k[0] || m->slots[i].k[1] != k[1]))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

static int grow(struct nref_memo *m)
{
	struct nref_memo t = { calloc(m->cap * 2, sizeof *m->slots), m->cap * 2, m->count };
	if (!t.slots)
		return -1;
	for (size_t i = 0; i < m->cap; i++)
		if (m->slots[i].k[1] & USED)
			*find(&t, m->slots[i].k) = m->slots[i];
	free(m->slots);
	*m = t;
	return 0;
}

/* 0, or -1 for a count above 7 (it would not pack). */
static int pack(const struct nref_cgraph *g, uint64_t k[2])
{
	uint8_t code[NREF_CODE_MAX];
	uint32_t len = nref_canonical(g, code);
	uint32_t bit = 4;
	k[0] = g->n;
	k[1] = USED;
	for (uint32_t i = 0; i < len; i++, bit += 3) {
		uint64_t x = code[i];
		if (x > 7)
			return -1;
		if (bit < 64)
			k[0] |= x << bit;          /* the bits past 63 drop out... */
		if (bit + 3 > 64)                  /* ...and land in k[1] */
			k[1] |= bit >= 64 ? x << (bit - 64) : x >> (64 - bit);
	}
	return 0;
}

/* g less one string between u and v (either may be NREF_GROUND, not
 * both), the coins left without strings dropped.  *captures says whether
 * the cut took the last string of a coin. */
static void cut(const struct nref_cgraph *g, uint32_t u, uint32_t v, struct nref_cgraph *out,
		int *captures)
{
	struct nref_cgraph c = *g;
	if (u == NREF_GROUND) {
		c.gnd[v]--;
	} else if (v == NREF_GROUND) {
		c.gnd[u]--;
	} else {
		c.mult[u][v]--;
		c.mult[v][u]--;
	}
	*captures = (u != NREF_GROUND && nref_cgraph_degree(&c, u) == 0) ||
		    (v != NREF_GROUND && nref_cgraph_degree(&c, v) == 0);
	/* renumber the coins that keep a string */
	uint32_t keep[NREF_CANON_MAX], n = 0;
	for (uint32_t x = 0; x < c.n; x++)
		if (nref_cgraph_degree(&c, x))
			keep[n++] = x;
	memset(out, 0, sizeof *out);
	out->n = n;
	for (uint32_t i = 0; i < n; i++) {
		out->gnd[i] = c.gnd[keep[i]];
		for (uint32_t j = 0; j < n; j++)
			out->mult[i][j] = c.mult[keep[i]][keep[j]];
	}
}

struct result {
	uint8_t wins, outside, value;
};

static uint32_t heap_set(uint8_t outside)
{
	return outside == MEMO_LOONY ? ALL_N : ALL_N & ~(1u << outside);
}

/* One cut: fold the child's results into the parent's. */
struct fold {
	int wins, have_capture;
	uint32_t by_cut, capture_value;
	uint64_t seen;
};

static int eval(struct nref_memo *m, const struct nref_cgraph *g, struct result *out);

static int try_cut(struct nref_memo *m, const struct nref_cgraph *g, uint32_t u, uint32_t v,
		   struct fold *f)
{
	struct nref_cgraph child;
	struct result r;
	int cap;
	cut(g, u, v, &child, &cap);
	if (eval(m, &child, &r) < 0)
		return -1;
	/* the raw game: after a capture the same player cuts again */
	f->wins |= cap ? r.wins : !r.wins;
	/* beside a heap */
	f->by_cut |= cap ? heap_set(r.outside) : ~heap_set(r.outside);
	/* the value: the first capture, else the mex of non-loony values */
	if (cap && !f->have_capture) {
		f->have_capture = 1;
		f->capture_value = r.value;
	}
	if (r.value != MEMO_LOONY)
		f->seen |= (uint64_t)1 << r.value;
	return 0;
}

static int eval(struct nref_memo *m, const struct nref_cgraph *g, struct result *out)
{
	uint64_t k[2];
	if (pack(g, k) < 0)
		return -1;
	struct slot *s = find(m, k);
	if (s->k[1] & USED) {
		*out = (struct result){ s->wins, s->outside, s->value };
		return 0;
	}
	struct fold f = { 0, 0, 0, 0, 0 };
	for (uint32_t x = 0; x < g->n; x++) {
		if (g->gnd[x] && try_cut(m, g, x, NREF_GROUND, &f) < 0)
			return -1;
		for (uint32_t y = x + 1; y < g->n; y++)
			if (g->mult[x][y] && try_cut(m, g, x, y, &f) < 0)
				return -1;
	}
	/* the moves in the heap close the set upwards past the first loss */
	uint32_t win = 0;
	int lost_below = 0;
	for (uint32_t n = 0; n < 32; n++) {
		if ((f.by_cut >> n & 1) || lost_below)
			win |= 1u << n;
		else
			lost_below = 1;
	}
	struct result r = { (uint8_t)f.wins, MEMO_LOONY, 0 };
	if (win != ALL_N) {
		r.outside = 0;
		while (win >> r.outside & 1)
			r.outside++;
	}
	if (g->n == 0) {
		r.value = 0;
	} else if (r.outside == MEMO_LOONY) {
		r.value = MEMO_LOONY;
	} else if (f.have_capture) {
		r.value = (uint8_t)f.capture_value;
	} else {
		while (f.seen >> r.value & 1)
			r.value++;
	}
	/* the recursion may have grown the table: find the slot again */
	if (2 * (m->count + 1) > m->cap && grow(m) < 0)
		return -1;
	s = find(m, k);
	s->k[0] = k[0];
	s->k[1] = k[1];
	s->wins = r.wins;
	s->outside = r.outside;
	s->value = r.value;
	m->count++;
	*out = r;
	return 0;
}

/* The position of g: its coins that have strings. */
static int position(const struct nref_graph *g, struct nref_cgraph *c)
{
	uint32_t index[NREF_MAX_COINS], n = 0;
	if (g->coins > NREF_MAX_COINS)
		return -1;
	for (uint32_t x = 0; x < g->coins; x++)
		index[x] = nref_degree(g, x) ? n++ : NREF_GROUND;
	if (n > NREF_CANON_MAX)
		return -1;
	memset(c, 0, sizeof *c);
	c->n = n;
	for (uint32_t s = 0; s < g->strings; s++) {
		uint32_t a = g->a[s], b = g->b[s];
		if (a == b || (a != NREF_GROUND && a >= g->coins) ||
		    (b != NREF_GROUND && b >= g->coins))
			return -1;
		if (a == NREF_GROUND)
			c->gnd[index[b]]++;
		else if (b == NREF_GROUND)
			c->gnd[index[a]]++;
		else {
			c->mult[index[a]][index[b]]++;
			c->mult[index[b]][index[a]]++;
		}
	}
	return 0;
}

static int lookup(struct nref_memo *m, const struct nref_graph *g, struct result *r)
{
	struct nref_cgraph c;
	if (position(g, &c) < 0)
		return -1;
	return eval(m, &c, r);
}

uint32_t nref_memo_value(struct nref_memo *m, const struct nref_graph *g)
{
	struct result r;
	if (lookup(m, g, &r) < 0)
		return NREF_ERROR;
	return r.value == MEMO_LOONY ? NREF_LOONY : r.value;
}

uint32_t nref_memo_outside(struct nref_memo *m, const struct nref_graph *g)
{
	struct result r;
	if (lookup(m, g, &r) < 0)
		return NREF_ERROR;
	return r.outside == MEMO_LOONY ? NREF_LOONY : r.outside;
}

int nref_memo_wins(struct nref_memo *m, const struct nref_graph *g)
{
	struct result r;
	if (lookup(m, g, &r) < 0)
		return -1;
	return r.wins;
}
