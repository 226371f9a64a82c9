/* SPDX-License-Identifier: MIT */
/* Positions under evaluation: allocation, adjacency, subsets, components. */
#include <string.h>

#include "nimstring/pos-priv.h"

int pos_alloc(struct scratch *sc, struct pos *p, uint32_t n, uint32_t m)
{
	p->n = n;
	p->m = m;
	p->ends = scratch_alloc(sc, sizeof(uint32_t) * 2 * (size_t)m);
	return p->ends != NULL;
}

int adj_build(struct scratch *sc, struct adj *a, const struct pos *p)
{
	size_t n = p->n;

	/* first and deg zeroed; at is filled below */
	a->first = scratch_alloc(sc, sizeof(uint32_t) * (2 * n + 1 + 2 * (size_t)p->m + 1));
	if (!a->first)
		return 0;
	memset(a->first, 0, sizeof(uint32_t) * (2 * n + 1));
	a->deg = a->first + n + 1;
	a->at = a->deg + n;
	for (uint32_t s = 0; s < p->m; s++)
		for (int k = 0; k < 2; k++)
			if (p->ends[2 * s + k] != POS_GROUND)
				a->deg[p->ends[2 * s + k]]++;
	for (size_t v = 0; v < n; v++)
		a->first[v + 1] = a->first[v] + a->deg[v];
	/* fill using deg as a cursor, then restore it */
	for (size_t v = 0; v < n; v++)
		a->deg[v] = 0;
	for (uint32_t s = 0; s < p->m; s++)
		for (int k = 0; k < 2; k++) {
			uint32_t v = p->ends[2 * s + k];

			if (v != POS_GROUND)
				a->at[a->first[v] + a->deg[v]++] = s;
		}
	return 1;
}

/* One pass: each coin gets its number (in order of appearance among the
 * kept strings) the first time it is met, and the kept strings are copied
 * renumbered. */
void pos_subset_into(struct pos *out, const struct pos *p, const uint8_t *keep,
		     uint32_t *label)
{
	uint32_t n = 0, m = 0;

	for (uint32_t v = 0; v < p->n; v++)
		label[v] = UINT32_MAX;
	for (uint32_t s = 0; s < p->m; s++) {
		if (!keep[s])
			continue;
		for (int k = 0; k < 2; k++) {
			uint32_t v = p->ends[2 * s + k];

			if (v == POS_GROUND) {
				out->ends[2 * m + k] = POS_GROUND;
				continue;
			}
			if (label[v] == UINT32_MAX)
				label[v] = n++;
			out->ends[2 * m + k] = label[v];
		}
		m++;
	}
	out->n = n;
	out->m = m;
}

int pos_subset(struct scratch *sc, struct pos *out, const struct pos *p, const uint8_t *keep)
{
	struct scratch_mark mark;
	uint32_t *label, m = 0;

	for (uint32_t s = 0; s < p->m; s++)
		m += keep[s] != 0;
	if (!pos_alloc(sc, out, 0, m))
		return 0;
	mark = scratch_mark(sc);
	label = scratch_alloc(sc, sizeof(uint32_t) * p->n);
	if (label)
		pos_subset_into(out, p, keep, label);
	scratch_release(sc, mark);
	return label != NULL;
}

static uint32_t find_root(uint32_t *parent, uint32_t x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

uint32_t pos_components(const struct pos *p, uint32_t *comp, uint32_t *parent)
{
	uint32_t *label = parent + p->n;
	uint32_t count = 0;

	for (uint32_t v = 0; v < p->n; v++) {
		parent[v] = v;
		label[v] = UINT32_MAX;
	}
	for (uint32_t s = 0; s < p->m; s++) {
		uint32_t a = p->ends[2 * s], b = p->ends[2 * s + 1];

		if (a != POS_GROUND && b != POS_GROUND)
			parent[find_root(parent, a)] = find_root(parent, b);
	}
	for (uint32_t s = 0; s < p->m; s++) {
		uint32_t a = p->ends[2 * s];
		uint32_t r = find_root(parent, a != POS_GROUND ? a : p->ends[2 * s + 1]);

		if (label[r] == UINT32_MAX)
			label[r] = count++;
		comp[s] = label[r];
	}
	return count;
}

int pos_split(struct scratch *sc, const struct pos *p, const uint32_t *comp, uint32_t count,
	      struct pos *out)
{
	uint32_t *label = scratch_alloc(sc, sizeof(uint32_t) * ((size_t)p->n + 2 * (size_t)count));
	uint32_t *coins, *strings;
	uint32_t i;

	if (!label)
		return 0;
	coins = label + p->n;
	strings = coins + count;
	for (uint32_t v = 0; v < p->n; v++)
		label[v] = UINT32_MAX;
	for (i = 0; i < count; i++)
		coins[i] = strings[i] = 0;
	/* number the coins within their components, count the strings */
	for (uint32_t s = 0; s < p->m; s++) {
		strings[comp[s]]++;
		for (int k = 0; k < 2; k++) {
			uint32_t v = p->ends[2 * s + k];

			if (v != POS_GROUND && label[v] == UINT32_MAX)
				label[v] = coins[comp[s]]++;
		}
	}
	for (i = 0; i < count; i++) {
		if (!pos_alloc(sc, &out[i], coins[i], strings[i]))
			return 0;
		out[i].m = 0;
	}
	for (uint32_t s = 0; s < p->m; s++) {
		struct pos *q = &out[comp[s]];

		for (int k = 0; k < 2; k++) {
			uint32_t v = p->ends[2 * s + k];

			q->ends[2 * q->m + k] = v == POS_GROUND ? POS_GROUND : label[v];
		}
		q->m++;
	}
	return 1;
}
