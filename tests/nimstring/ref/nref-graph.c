/* SPDX-License-Identifier: MIT */
/* Building strings-and-coins graphs for the referee. */
#include <string.h>

#include "nref.h"

void nref_graph_init(struct nref_graph *g, uint32_t coins)
{
	memset(g, 0, sizeof *g);
	g->coins = coins <= NREF_MAX_COINS ? coins : NREF_MAX_COINS;
}

static int is_end(const struct nref_graph *g, uint32_t x)
{
	return x == NREF_GROUND || x < g->coins;
}

int nref_add(struct nref_graph *g, uint32_t a, uint32_t b)
{
	if (g->strings >= NREF_MAX_STRINGS || !is_end(g, a) || !is_end(g, b) || a == b)
		return -1;
	g->a[g->strings] = (uint8_t)a;
	g->b[g->strings] = (uint8_t)b;
	g->edge[g->strings] = NREF_NO_EDGE;
	return (int)g->strings++;
}

int nref_add_ground(struct nref_graph *g, uint32_t c, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (nref_add(g, c, NREF_GROUND) < 0)
			return -1;
	return 0;
}

int nref_add_chain(struct nref_graph *g, uint32_t first, uint32_t n)
{
	if (n == 0 || nref_add(g, NREF_GROUND, first) < 0)
		return -1;
	for (uint32_t i = 1; i < n; i++)
		if (nref_add(g, first + i - 1, first + i) < 0)
			return -1;
	return nref_add(g, first + n - 1, NREF_GROUND) < 0 ? -1 : 0;
}

int nref_add_loop(struct nref_graph *g, uint32_t first, uint32_t n)
{
	if (n < 2)
		return -1;
	for (uint32_t i = 0; i < n; i++)
		if (nref_add(g, first + i, first + (i + 1) % n) < 0)
			return -1;
	return 0;
}

static uint8_t shift(uint8_t x, uint32_t by)
{
	return x == NREF_GROUND ? x : (uint8_t)(x + by);
}

int nref_union(const struct nref_graph *x, const struct nref_graph *y,
	       struct nref_graph *out)
{
	if (x->coins + y->coins > NREF_MAX_COINS ||
	    x->strings + y->strings > NREF_MAX_STRINGS)
		return -1;
	struct nref_graph u = *x;
	u.coins = x->coins + y->coins;
	for (uint32_t s = 0; s < y->strings; s++) {
		u.a[u.strings] = shift(y->a[s], x->coins);
		u.b[u.strings] = shift(y->b[s], x->coins);
		u.edge[u.strings] = y->edge[s];
		u.strings++;
	}
	*out = u;
	return 0;
}

void nref_cut(const struct nref_graph *g, uint32_t s, struct nref_graph *out)
{
	struct nref_graph c = *g;
	if (s < c.strings) {
		for (uint32_t t = s; t + 1 < c.strings; t++) {
			c.a[t] = c.a[t + 1];
			c.b[t] = c.b[t + 1];
			c.edge[t] = c.edge[t + 1];
		}
		c.strings--;
	}
	*out = c;
}

uint32_t nref_degree(const struct nref_graph *g, uint32_t c)
{
	uint32_t d = 0;
	for (uint32_t s = 0; s < g->strings; s++)
		d += (g->a[s] == c) + (g->b[s] == c);
	return d;
}
