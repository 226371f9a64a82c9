/* SPDX-License-Identifier: MIT */
/* The canonical code of small graphs (see nref-canon.h). */
#include <string.h>

#include "nref-canon.h"

uint32_t nref_cgraph_degree(const struct nref_cgraph *g, uint32_t v)
{
	uint32_t d = g->gnd[v];
	for (uint32_t u = 0; u < g->n; u++)
		d += g->mult[v][u];
	return d;
}

static uint64_t mix(uint64_t h, uint64_t x)
{
	h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
	return h * 0xFF51AFD7ED558CCDull;
}

static void sort_u64(uint64_t *x, uint32_t n)
{
	for (uint32_t i = 1; i < n; i++)
		for (uint32_t j = i; j > 0 && x[j - 1] > x[j]; j--) {
			uint64_t t = x[j];
			x[j] = x[j - 1];
			x[j - 1] = t;
		}
}

static uint32_t distinct(const uint64_t *col, uint32_t n)
{
	uint64_t s[NREF_CANON_MAX];
	uint32_t d = n > 0;
	for (uint32_t i = 0; i < n; i++)
		s[i] = col[i];
	sort_u64(s, n);
	for (uint32_t i = 1; i < n; i++)
		d += s[i] != s[i - 1];
	return d;
}

/* Isomorphism-invariant colours: a function of the graph as seen from v
 * (a hash collision only merges colours, which costs time, not
 * correctness).  Refined until the number of colours stops growing. */
static void colours(const struct nref_cgraph *g, uint64_t *col)
{
	uint64_t next[NREF_CANON_MAX], around[NREF_CANON_MAX];
	for (uint32_t v = 0; v < g->n; v++)
		col[v] = (uint64_t)g->gnd[v] << 8 | nref_cgraph_degree(g, v);
	uint32_t classes = distinct(col, g->n);
	while (classes < g->n) {
		for (uint32_t v = 0; v < g->n; v++) {
			uint32_t k = 0;
			for (uint32_t u = 0; u < g->n; u++)
				if (g->mult[v][u])
					around[k++] = mix(col[u], g->mult[v][u]);
			sort_u64(around, k);
			uint64_t h = mix(col[v], k);
			for (uint32_t i = 0; i < k; i++)
				h = mix(h, around[i]);
			next[v] = h;
		}
		/* the low 16 bits keep ground count and degree exactly, so
		 * equal colours always mean equal ground counts */
		for (uint32_t v = 0; v < g->n; v++)
			next[v] = (next[v] & ~(uint64_t)0xFFFF) | (col[v] & 0xFFFF);
		uint32_t more = distinct(next, g->n);
		if (more <= classes)
			break;
		classes = more;
		for (uint32_t v = 0; v < g->n; v++)
			col[v] = next[v];
	}
}

struct canon {
	const struct nref_cgraph *g;
	uint64_t col[NREF_CANON_MAX];
	uint32_t order[NREF_CANON_MAX];         /* order[k]: the coin placed at position k */
	uint32_t used;                 /* coins placed, as bits */
	uint64_t want[NREF_CANON_MAX];          /* the colour of each position */
	uint8_t code[NREF_CODE_MAX], best[NREF_CODE_MAX];
	int have_best;
};

/* Place the coin of position k; the code so far has `at` entries.  A
 * branch is dropped as soon as its code so far is above the best one. */
static void place(struct canon *c, uint32_t k, uint32_t at)
{
	const struct nref_cgraph *g = c->g;
	if (k == g->n) {
		if (!c->have_best || memcmp(c->code, c->best, at) < 0) {
			memcpy(c->best, c->code, at);
			c->have_best = 1;
		}
		return;
	}
	for (uint32_t v = 0; v < g->n; v++) {
		if ((c->used >> v & 1) || c->col[v] != c->want[k])
			continue;
		for (uint32_t j = 0; j < k; j++)
			c->code[at + j] = g->mult[c->order[j]][v];
		if (c->have_best && memcmp(c->code, c->best, at + k) > 0)
			continue;
		c->order[k] = v;
		c->used |= 1u << v;
		place(c, k + 1, at + k);
		c->used &= ~(1u << v);
	}
}

uint32_t nref_canonical(const struct nref_cgraph *g, uint8_t *code)
{
	struct canon c;
	memset(&c, 0, sizeof c);
	c.g = g;
	colours(g, c.col);
	memcpy(c.want, c.col, sizeof c.col);
	sort_u64(c.want, g->n);
	c.used = 0;
	c.have_best = 0;
	place(&c, 0, 0);
	/* the ground counts in position order (equal colours, equal counts) */
	for (uint32_t k = 0; k < g->n; k++)
		for (uint32_t v = 0; v < g->n; v++)
			if (c.col[v] == c.want[k]) {
				code[k] = g->gnd[v];
				break;
			}
	uint32_t tri = g->n * (g->n - 1) / 2;
	memcpy(code + g->n, c.best, tri);
	return g->n + tri;
}

void nref_decode(const uint8_t *code, uint32_t n, struct nref_cgraph *g)
{
	memset(g, 0, sizeof *g);
	g->n = n;
	memcpy(g->gnd, code, n);
	uint32_t at = n;
	for (uint32_t k = 1; k < n; k++)
		for (uint32_t j = 0; j < k; j++) {
			g->mult[j][k] = g->mult[k][j] = code[at];
			at++;
		}
}


void nref_cgraph_to_graph(const struct nref_cgraph *c, struct nref_graph *g)
{
	nref_graph_init(g, c->n);
	for (uint32_t k = 1; k < c->n; k++)
		for (uint32_t j = 0; j < k; j++)
			for (uint32_t m = 0; m < c->mult[j][k]; m++)
				nref_add(g, j, k);
	for (uint32_t v = 0; v < c->n; v++)
		nref_add_ground(g, v, c->gnd[v]);
}
