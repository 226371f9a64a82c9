/* SPDX-License-Identifier: MIT */
/*
 * Every connected strings-and-coins graph of up to NREF_ENUM_MAX_COINS
 * coins, once per isomorphism class (the ground held fixed).
 *
 * Generation: every connected graph of n >= 2 coins has a coin whose
 * removal leaves it connected (a leaf of a spanning tree), so all of them
 * arise from the graphs of n - 1 coins by adding one coin with strings to
 * some of the old coins (at least one) and to the ground.  The one-coin
 * base includes the coin without strings (the domino, say, loses its last
 * strings when a coin is removed).  Candidates are deduplicated by the
 * canonical code of nref-canon.h.
 */
#include <stdlib.h>
#include <string.h>

#include "nref-canon.h"

/* ---- A set of codes of one length ------------------------------------ */

struct codeset {
	uint32_t len;
	size_t count, cap;          /* cap: slots, a power of two */
	uint8_t *slots;             /* cap * len bytes */
	uint8_t *full;              /* cap flags */
	uint8_t *list;              /* count * len bytes, in order of insertion */
	size_t list_cap;
};

static uint64_t hash_code(const uint8_t *code, uint32_t len)
{
	uint64_t h = 1469598103934665603ull;
	for (uint32_t i = 0; i < len; i++)
		h = (h ^ code[i]) * 1099511628211ull;
	return h;
}

static int set_init(struct codeset *s, uint32_t len)
{
	memset(s, 0, sizeof *s);
	s->len = len;
	s->cap = 1024;
	s->slots = malloc(s->cap * len);
	s->full = calloc(s->cap, 1);
	return s->slots && s->full ? 0 : -1;
}

static void set_free(struct codeset *s)
{
	free(s->slots);
	free(s->full);
	free(s->list);
}

static int set_grow(struct codeset *s)
{
	struct codeset t = *s;
	t.cap = s->cap * 2;
	t.slots = malloc(t.cap * s->len);
	t.full = calloc(t.cap, 1);
	if (!t.slots || !t.full) {
		free(t.slots);
		free(t.full);
		return -1;
	}
	for (size_t i = 0; i < s->cap; i++) {
		if (!s->full[i])
			continue;
		size_t j = hash_code(s->slots + i * s->len, s->len) & (t.cap - 1);
		while (t.full[j])
			j = (j + 1) & (t.cap - 1);
		memcpy(t.slots + j * s->len, s->slots + i * s->len, s->len);
		t.full[j] = 1;
	}
	free(s->slots);
	free(s->full);
	*s = t;
	return 0;
}

/* 1 if code was new (and is now in), 0 if present, -1 without memory. */
static int set_add(struct codeset *s, const uint8_t *code)
{
	if (2 * (s->count + 1) > s->cap && set_grow(s) < 0)
		return -1;
	size_t j = hash_code(code, s->len) & (s->cap - 1);
	while (s->full[j]) {
		if (!memcmp(s->slots + j * s->len, code, s->len))
			return 0;
		j = (j + 1) & (s->cap - 1);
	}
	if (s->count == s->list_cap) {
		size_t nc = s->list_cap ? 2 * s->list_cap : 1024;
		uint8_t *nl = realloc(s->list, nc * s->len);
		if (!nl)
			return -1;
		s->list = nl;
		s->list_cap = nc;
	}
	memcpy(s->slots + j * s->len, code, s->len);
	s->full[j] = 1;
	memcpy(s->list + s->count * s->len, code, s->len);
	s->count++;
	return 1;
}

/* ---- Generation ------------------------------------------------------- */

struct gen {
	int (*fn)(const struct nref_graph *g, void *user);
	void *user;
	int stop;                   /* fn's nonzero answer, or -1 for no memory */
	struct codeset *next;
	uint32_t emit;              /* call fn for new graphs */
};

static void offer(struct gen *x, const struct nref_cgraph *g)
{
	uint8_t code[NREF_CODE_MAX];
	nref_canonical(g, code);
	int r = set_add(x->next, code);
	if (r < 0) {
		x->stop = -1;
	} else if (r > 0 && x->emit) {
		struct nref_graph ng;
		nref_cgraph_to_graph(g, &ng);
		x->stop = x->fn(&ng, x->user);
	}
}

/* Give the new coin (number g->n - 1) k strings to old coin i onwards,
 * `total` strings so far. */
static void attach(struct gen *x, struct nref_cgraph *g, uint32_t i, uint32_t total)
{
	uint32_t v = g->n - 1;
	if (x->stop)
		return;
	if (i == v) {
		if (total == 0)
			return;
		for (uint32_t k = 0; total + k <= 4 && !x->stop; k++) {
			g->gnd[v] = (uint8_t)k;
			offer(x, g);
		}
		g->gnd[v] = 0;
		return;
	}
	uint32_t room = 4 - nref_cgraph_degree(g, i);
	for (uint32_t k = 0; k <= room && total + k <= 4 && !x->stop; k++) {
		g->mult[i][v] = g->mult[v][i] = (uint8_t)k;
		attach(x, g, i + 1, total + k);
	}
	g->mult[i][v] = g->mult[v][i] = 0;
}

int nref_foreach_graph(uint32_t max_coins, int (*fn)(const struct nref_graph *g, void *user),
		       void *user, uint64_t *counts)
{
	if (max_coins == 0 || max_coins > NREF_ENUM_MAX_COINS || !fn)
		return -1;
	if (counts)
		for (uint32_t c = 0; c <= max_coins; c++)
			counts[c] = 0;
	struct codeset prev, cur;
	struct gen x = { fn, user, 0, &cur, 1 };
	/* one coin: 0..4 ground strings; 0 is a base only */
	if (set_init(&prev, 1) < 0) {
		set_free(&prev);
		return -1;
	}
	for (uint8_t k = 0; k <= 4 && !x.stop; k++) {
		if (set_add(&prev, &k) < 0) {
			x.stop = -1;
			break;
		}
		if (k > 0) {
			struct nref_cgraph g;
			nref_decode(&k, 1, &g);
			struct nref_graph ng;
			nref_cgraph_to_graph(&g, &ng);
			x.stop = fn(&ng, user);
			if (counts)
				counts[1]++;
		}
	}
	for (uint32_t n = 2; n <= max_coins && !x.stop; n++) {
		if (set_init(&cur, n + n * (n - 1) / 2) < 0) {
			set_free(&cur);
			x.stop = -1;
			break;
		}
		for (size_t i = 0; i < prev.count && !x.stop; i++) {
			struct nref_cgraph g;
			nref_decode(prev.list + i * prev.len, n - 1, &g);
			g.n = n;
			attach(&x, &g, 0, 0);
		}
		if (counts)
			counts[n] = cur.count;
		set_free(&prev);
		prev = cur;
	}
	set_free(&prev);
	return x.stop;
}
