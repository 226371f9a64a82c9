/* SPDX-License-Identifier: MIT */
/* Canonical keys of components: colour refinement and individualisation. */
#include <stdlib.h>
#include <string.h>

#include "common/clock-priv.h"
#include "common/rng-priv.h"
#include "nimstring/canon-priv.h"

/* The colour a neighbour across a ground string has. */
#define GROUND_COLOUR UINT64_C(0x6a09e667f3bcc908)

struct canon {
	const struct pos *p;
	struct adj a;
	uint64_t *next;   /* n: colours being computed */
	uint64_t *sorted; /* n: colours in order, for the numbering of a leaf */
	uint64_t *pairs;  /* m: the string list being encoded */
	uint64_t *keys;   /* cap: a hash set of the colours of a round */
	uint32_t *count;  /* cap: how many coins have each */
	uint32_t cap;     /* a power of two >= 2 n */
	struct canon_key *key;
	uint64_t deadline; /* clock_now_ms() value, 0: none */
	atomic_int *cancel; /* the evaluator's cancel flag, NULL: none */
	uint64_t work;     /* coins and strings passed over since the last look */
	int late;          /* the deadline has passed */
};

/* Work between two looks at the clock (a round passes over n + m). */
#define CANON_CHECK_WORK 65536u

/* Count a round; 1 once the deadline has passed or a cancel came. */
static int canon_late(struct canon *c)
{
	c->work += (uint64_t)c->p->n + c->p->m;
	if ((c->deadline || c->cancel) && !c->late && c->work >= CANON_CHECK_WORK) {
		c->work = 0;
		c->late = (c->cancel && atomic_load_explicit(c->cancel, memory_order_relaxed)) ||
			  (c->deadline && clock_now_ms() >= c->deadline);
	}
	return c->late;
}

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

/* Sort a few numbers: insertion sort for the short lists of a component
 * (tens of strings), qsort past that. */
static void sort_u64(uint64_t *a, uint32_t n)
{
	if (n > 64) {
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

/* The slot of colour x in the hash set. */
static uint32_t slot(const struct canon *c, uint64_t x)
{
	uint32_t i = (uint32_t)(x >> 32) & (c->cap - 1);

	while (c->count[i] && c->keys[i] != x)
		i = (i + 1) & (c->cap - 1);
	return i;
}

/* Distinct colours of col; the set then counts the coins of each. */
static uint32_t distinct(struct canon *c, const uint64_t *col)
{
	uint32_t d = 0;

	memset(c->count, 0, sizeof(uint32_t) * c->cap);
	for (uint32_t v = 0; v < c->p->n; v++) {
		uint32_t i = slot(c, col[v]);

		if (!c->count[i]++) {
			c->keys[i] = col[v];
			d++;
		}
	}
	return d;
}

/* Refine col until the number of colours stops growing or every coin has
 * its own; returns it.  A coin's new colour mixes its own with the sum of
 * its neighbours' mixed colours: a sum needs no sorting and is the same
 * under any numbering. */
static uint32_t refine(struct canon *c, uint64_t *col)
{
	uint32_t n = c->p->n, d = distinct(c, col);
	uint64_t *fc = c->sorted; /* scratch here */

	while (d < n && !canon_late(c)) {
		uint32_t d2;

		for (uint32_t v = 0; v < n; v++)
			fc[v] = mix(col[v], UINT64_C(0x243f6a8885a308d3));
		for (uint32_t v = 0; v < n; v++) {
			uint64_t sum = 0;

			for (uint32_t i = c->a.first[v]; i < c->a.first[v + 1]; i++) {
				uint32_t w = pos_other(c->p, c->a.at[i], v);

				sum += w == POS_GROUND ? GROUND_COLOUR : fc[w];
			}
			c->next[v] = mix(col[v], sum);
		}
		memcpy(col, c->next, sizeof(uint64_t) * n);
		d2 = distinct(c, col);
		if (d2 <= d)
			return d2;
		d = d2;
	}
	return d;
}

/* The kinds of key (their first byte). */
#define KIND_CANONICAL 1
#define KIND_RAW 2

/* Key bytes: the kind, n and m, then each string's two ends (a coin by
 * its number, the ground as n) in the width n + 1 needs; and the hash. */
static void encode(struct canon_key *k, uint8_t kind, uint32_t n, uint32_t m,
		   const uint64_t *pairs, const uint32_t *ends)
{
	uint32_t w = n < 0xFF ? 1 : n < 0xFFFF ? 2 : 4;
	uint8_t *b = k->bytes;
	uint64_t h = UINT64_C(0xbb67ae8584caa73b);
	size_t len = 9;

	b[0] = kind;
	for (int i = 0; i < 4; i++) {
		b[1 + i] = (uint8_t)(n >> (8 * i));
		b[5 + i] = (uint8_t)(m >> (8 * i));
	}
	for (uint32_t s = 0; s < m; s++)
		for (int j = 0; j < 2; j++) {
			uint32_t v = pairs ? (uint32_t)(pairs[s] >> (j ? 0 : 32)) : ends[2 * s + j];

			if (v == POS_GROUND)
				v = n;
			for (uint32_t i = 0; i < w; i++)
				b[len++] = (uint8_t)(v >> (8 * i));
		}
	k->len = (uint32_t)len;
	for (size_t i = 0; i < len; i += 8) {
		uint64_t x = 0;

		memcpy(&x, b + i, len - i < 8 ? len - i : 8);
		h = mix(h, x);
	}
	k->hash = h;
}

/* The key of a discrete colouring: number coins by colour, list the
 * strings as sorted pairs. */
static void leaf(struct canon *c, const uint64_t *col)
{
	const struct pos *p = c->p;
	uint64_t *rank = c->next; /* scratch here */

	memcpy(c->sorted, col, sizeof(uint64_t) * p->n);
	sort_u64(c->sorted, p->n);
	for (uint32_t v = 0; v < p->n; v++) {
		const uint64_t *at = bsearch(&col[v], c->sorted, p->n, sizeof(uint64_t), cmp_u64);

		rank[v] = (uint64_t)(at - c->sorted);
	}
	for (uint32_t s = 0; s < p->m; s++) {
		uint64_t e[2];

		for (int j = 0; j < 2; j++) {
			uint32_t v = p->ends[2 * s + j];

			e[j] = v == POS_GROUND ? p->n : rank[v];
		}
		c->pairs[s] = e[0] < e[1] ? (e[0] << 32 | e[1]) : (e[1] << 32 | e[0]);
	}
	sort_u64(c->pairs, p->m);
	encode(c->key, KIND_CANONICAL, p->n, p->m, c->pairs, NULL);
}

/* The least colour held by more than one coin (the set is current). */
static uint64_t target_cell(const struct canon *c, const uint64_t *col)
{
	uint64_t best = 0;
	int found = 0;

	for (uint32_t v = 0; v < c->p->n; v++)
		if (c->count[slot(c, col[v])] > 1 && (!found || col[v] < best)) {
			best = col[v];
			found = 1;
		}
	return best;
}

/* Refine, and while some colour is held by more than one coin, single out
 * the first such coin of the least such colour and refine again; then the
 * key.  (Trying every coin of the cell and keeping the least key would make
 * the key canonical for symmetric components too; on the benchmark's
 * positions it found no more memo hits and cost a third more time.) */
static void number(struct canon *c, uint64_t *col)
{
	uint32_t n = c->p->n;

	while (refine(c, col) < n) {
		uint64_t cell;

		if (c->late)
			return;
		cell = target_cell(c, col);

		for (uint32_t v = 0; v < n; v++)
			if (col[v] == cell) {
				col[v] = mix(col[v], 1);
				break;
			}
	}
	leaf(c, col);
}

int canon_key(struct scratch *sc, const struct pos *p, struct canon_key *key, uint64_t deadline,
	      atomic_int *cancel)
{
	struct canon c = { p, { 0 }, NULL, NULL, NULL, NULL, NULL, 1, key, deadline, cancel, 0, 0 };
	struct scratch_mark mark = scratch_mark(sc);
	uint64_t *col = NULL;
	int ok = 0;

	while (c.cap < 2 * p->n)
		c.cap *= 2;
	if (adj_build(sc, &c.a, p) &&
	    (c.next = scratch_alloc(sc, sizeof(uint64_t) * (3 * (size_t)p->n + p->m + c.cap) +
					    sizeof(uint32_t) * c.cap)) != NULL) {
		c.sorted = c.next + p->n;
		col = c.sorted + p->n;
		c.pairs = col + p->n;
		c.keys = c.pairs + p->m;
		c.count = (uint32_t *)(c.keys + c.cap);
		for (uint32_t v = 0; v < p->n; v++) {
			uint32_t g = 0;

			for (uint32_t i = c.a.first[v]; i < c.a.first[v + 1]; i++)
				g += pos_other(p, c.a.at[i], v) == POS_GROUND;
			col[v] = mix(c.a.deg[v], g);
		}
		number(&c, col);
		ok = c.late ? -1 : 1;
	}
	scratch_release(sc, mark);
	return ok;
}

void canon_raw_key(const struct pos *p, struct canon_key *key)
{
	encode(key, KIND_RAW, p->n, p->m, NULL, p->ends);
}
