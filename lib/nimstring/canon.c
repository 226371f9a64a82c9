/* SPDX-License-Identifier: MIT */
/* Canonical keys of components: colour refinement and individualisation. */
#include <stdlib.h>
#include <string.h>

#include "common/rng-priv.h"
#include "nimstring/canon-priv.h"

/* Leaves of the individualisation tree tried per key. */
#define CANON_LEAVES 4

/* The colour a neighbour across a ground string has. */
#define GROUND_COLOUR UINT64_C(0x6a09e667f3bcc908)

struct canon {
	const struct pos *p;
	struct adj a;
	uint64_t *nb;     /* neighbour colours of one coin (max degree) */
	uint64_t *next;   /* n: colours being computed */
	uint64_t *sorted; /* n: colours in order */
	uint64_t *pairs;  /* m: the string list being encoded */
	int leaves;       /* budget left */
	int have;
	struct canon_key best;
};

static uint64_t mix(uint64_t h, uint64_t x)
{
	uint64_t s = h ^ (x * UINT64_C(0x9E3779B97F4A7C15));

	return rng_next(&s);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Sort a few numbers: insertion sort for the short lists a board gives
 * (degrees up to 4, small components), qsort past that. */
static void sort_u64(uint64_t *a, uint32_t n)
{
	if (n > 24) {
		qsort(a, n, sizeof(uint64_t), cmp_u64);
		return;
	}
	for (uint32_t i = 1; i < n; i++) {
		uint64_t x = a[i];
		uint32_t j = i;

		for (; j > 0 && a[j - 1] > x; j--)
			a[j] = a[j - 1];
		a[j] = x;
	}
}

/* Distinct colours of col; sorted holds them in order afterwards. */
static uint32_t distinct(struct canon *c, const uint64_t *col)
{
	uint32_t n = c->p->n, d = 0;

	memcpy(c->sorted, col, sizeof(uint64_t) * n);
	sort_u64(c->sorted, n);
	for (uint32_t i = 0; i < n; i++)
		if (i == 0 || c->sorted[i] != c->sorted[i - 1])
			d++;
	return d;
}

/* Refine col until the number of colours stops growing; returns it. */
static uint32_t refine(struct canon *c, uint64_t *col)
{
	uint32_t n = c->p->n, d = distinct(c, col);

	for (;;) {
		uint32_t d2;

		for (uint32_t v = 0; v < n; v++) {
			uint32_t k = 0;
			uint64_t h = col[v];

			for (uint32_t i = c->a.first[v]; i < c->a.first[v + 1]; i++) {
				uint32_t w = pos_other(c->p, c->a.at[i], v);

				c->nb[k++] = w == POS_GROUND ? GROUND_COLOUR : col[w];
			}
			sort_u64(c->nb, k);
			for (uint32_t i = 0; i < k; i++)
				h = mix(h, c->nb[i]);
			c->next[v] = h;
		}
		memcpy(col, c->next, sizeof(uint64_t) * n);
		d2 = distinct(c, col);
		if (d2 <= d)
			return d2;
		d = d2;
	}
}

/* The key of a discrete colouring: number coins by colour, list the
 * strings as sorted pairs, hash. */
static void leaf(struct canon *c, const uint64_t *col)
{
	const struct pos *p = c->p;
	struct canon_key k = { 0, UINT64_C(0xbb67ae8584caa73b), p->n, p->m };

	for (uint32_t s = 0; s < p->m; s++) {
		uint64_t e[2];

		for (int j = 0; j < 2; j++) {
			uint32_t v = p->ends[2 * s + j];
			uint64_t *at;

			if (v == POS_GROUND) {
				e[j] = p->n;
				continue;
			}
			at = bsearch(&col[v], c->sorted, p->n, sizeof(uint64_t), cmp_u64);
			e[j] = (uint64_t)(at - c->sorted);
		}
		c->pairs[s] = e[0] < e[1] ? (e[0] << 32 | e[1]) : (e[1] << 32 | e[0]);
	}
	sort_u64(c->pairs, p->m);
	for (uint32_t s = 0; s < p->m; s++) {
		k.h1 = mix(k.h1, c->pairs[s]);
		k.h2 = mix(k.h2 ^ UINT64_C(0x3c6ef372fe94f82b), c->pairs[s]);
	}
	k.h1 = mix(k.h1, (uint64_t)p->n << 32 | p->m);
	if (!c->have || k.h1 < c->best.h1 || (k.h1 == c->best.h1 && k.h2 < c->best.h2))
		c->best = k;
	c->have = 1;
	c->leaves--;
}

/* The least colour held by more than one coin (sorted is current). */
static uint64_t target_cell(const struct canon *c)
{
	for (uint32_t i = 1; i < c->p->n; i++)
		if (c->sorted[i] == c->sorted[i - 1])
			return c->sorted[i];
	return 0;
}

/* Search the individualisation tree below col (which it may change);
 * 0 when out of memory. */
static int search(struct canon *c, uint64_t *col)
{
	uint32_t n = c->p->n;
	uint64_t cell;
	uint64_t *copy;
	int first = 1;

	while (refine(c, col) < n && c->leaves <= 1) {
		/* no budget to branch: take the first coin of the cell */
		cell = target_cell(c);
		for (uint32_t v = 0; v < n; v++)
			if (col[v] == cell) {
				col[v] = mix(col[v], 1);
				break;
			}
	}
	if (distinct(c, col) == n) {
		leaf(c, col);
		return 1;
	}
	cell = target_cell(c);
	copy = malloc(sizeof(uint64_t) * n);
	if (!copy)
		return 0;
	for (uint32_t v = 0; v < n; v++) {
		if (col[v] != cell || (!first && c->leaves <= 0))
			continue;
		first = 0;
		memcpy(copy, col, sizeof(uint64_t) * n);
		copy[v] = mix(copy[v], 1);
		if (!search(c, copy)) {
			free(copy);
			return 0;
		}
	}
	free(copy);
	return 1;
}

int canon_key(const struct pos *p, struct canon_key *key)
{
	struct canon c = { p, { 0 }, NULL, NULL, NULL, NULL, CANON_LEAVES, 0, { 0 } };
	uint64_t *col = NULL;
	uint32_t maxdeg = 1;
	int ok = 0;

	if (!adj_build(&c.a, p))
		return 0;
	for (uint32_t v = 0; v < p->n; v++)
		if (c.a.deg[v] > maxdeg)
			maxdeg = c.a.deg[v];
	c.nb = malloc(sizeof(uint64_t) * ((size_t)maxdeg + 3 * (size_t)p->n + p->m + 1));
	if (c.nb) {
		c.next = c.nb + maxdeg;
		c.sorted = c.next + p->n;
		col = c.sorted + p->n;
		c.pairs = col + p->n;
		for (uint32_t v = 0; v < p->n; v++) {
			uint32_t g = 0;

			for (uint32_t i = c.a.first[v]; i < c.a.first[v + 1]; i++)
				g += pos_other(p, c.a.at[i], v) == POS_GROUND;
			col[v] = mix(c.a.deg[v], g);
		}
		ok = search(&c, col);
	}
	free(c.nb);
	adj_free(&c.a);
	if (ok)
		*key = c.best;
	return ok;
}

void canon_raw_key(const struct pos *p, struct canon_key *key)
{
	struct canon_key k = { UINT64_C(0x510e527fade682d1), UINT64_C(0x9b05688c2b3e6c1f),
			       p->n | CANON_RAW, p->m };

	for (uint32_t s = 0; s < p->m; s++) {
		uint64_t e = (uint64_t)p->ends[2 * s] << 32 | p->ends[2 * s + 1];

		k.h1 = mix(k.h1, e);
		k.h2 = mix(k.h2 ^ UINT64_C(0x1f83d9abfb41bd6b), e);
	}
	*key = k;
}
