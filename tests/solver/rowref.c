/* SPDX-License-Identifier: MIT */
/* The strings-and-coins reference for single rows (see rowref.h). */
#include <stdlib.h>
#include <string.h>

#include "dnb.h"
#include "rowref.h"

struct rowref {
	int kind;
	uint64_t *keys; /* key + 1; 0 is an empty slot */
	int8_t *vals;
	size_t cap, used;
};

struct rowref *rowref_new(int kind)
{
	struct rowref *r = calloc(1, sizeof(*r));

	if (!r)
		return NULL;
	r->kind = kind;
	r->cap = 1u << 16;
	r->keys = calloc(r->cap, sizeof(*r->keys));
	r->vals = calloc(r->cap, sizeof(*r->vals));
	if (!r->keys || !r->vals) {
		rowref_free(r);
		return NULL;
	}
	return r;
}

void rowref_free(struct rowref *r)
{
	if (!r)
		return;
	free(r->keys);
	free(r->vals);
	free(r);
}

/* ---- the canonical key: segments read the smaller way round, sorted,
 * written in base 5 (a box is its ground count + 1, 0 separates) ---- */

struct seg {
	uint32_t len;
	uint8_t g[ROWREF_MAX_BOXES];
};

static int seg_cmp(const void *a, const void *b)
{
	const struct seg *x = a, *y = b;

	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return memcmp(x->g, y->g, x->len);
}

static uint64_t key_of(const struct rowref_pos *p)
{
	struct seg s[ROWREF_MAX_BOXES];
	uint64_t key = 0;

	for (uint32_t i = 0; i < p->nseg; i++) {
		uint32_t a = p->seg_start[i], n = p->seg_start[i + 1] - a;
		uint8_t rev[ROWREF_MAX_BOXES];
		s[i].len = n;
		for (uint32_t j = 0; j < n; j++) {
			s[i].g[j] = p->ground[a + j];
			rev[j] = p->ground[a + n - 1 - j];
		}
		if (memcmp(rev, s[i].g, n) < 0)
			memcpy(s[i].g, rev, n);
	}
	qsort(s, p->nseg, sizeof(s[0]), seg_cmp);
	for (uint32_t i = 0; i < p->nseg; i++) {
		if (i)
			key = key * 5;
		for (uint32_t j = 0; j < s[i].len; j++)
			key = key * 5 + s[i].g[j] + 1u;
	}
	return key; /* 14 boxes and 13 separators: 27 digits < 2^63 */
}

/* The first slot to try for a key in a table of cap slots. */
static size_t home(uint64_t key, size_t cap)
{
	return (size_t)((key * UINT64_C(0x9e3779b97f4a7c15)) >> 20) & (cap - 1);
}

static int lookup(const struct rowref *r, uint64_t key, int *v)
{
	size_t i = home(key, r->cap);

	for (; r->keys[i]; i = (i + 1) & (r->cap - 1)) {
		if (r->keys[i] == key + 1) {
			*v = r->vals[i];
			return 1;
		}
	}
	return 0;
}

static void insert(struct rowref *r, uint64_t key, int v)
{
	size_t i;

	if (2 * (r->used + 1) > r->cap) {
		/* grow; on failure just forget (the answer is recomputed) */
		struct rowref big = *r;
		big.cap = r->cap * 2;
		big.used = 0;
		big.keys = calloc(big.cap, sizeof(*big.keys));
		big.vals = calloc(big.cap, sizeof(*big.vals));
		if (!big.keys || !big.vals) {
			free(big.keys);
			free(big.vals);
			return;
		}
		for (size_t j = 0; j < r->cap; j++) {
			if (!r->keys[j])
				continue;
			i = home(r->keys[j] - 1, big.cap);
			while (big.keys[i])
				i = (i + 1) & (big.cap - 1);
			big.keys[i] = r->keys[j];
			big.vals[i] = r->vals[j];
			big.used++;
		}
		free(r->keys);
		free(r->vals);
		*r = big;
	}
	i = home(key, r->cap);
	while (r->keys[i])
		i = (i + 1) & (r->cap - 1);
	r->keys[i] = key + 1;
	r->vals[i] = (int8_t)v;
	r->used++;
}

/* ---- moves ---- */

/* p without box b of segment s; the box must stand alone (no links). */
static void remove_single(struct rowref_pos *p, uint32_t s)
{
	uint32_t b = p->seg_start[s];

	memmove(&p->ground[b], &p->ground[b + 1], p->nbox - b - 1);
	for (uint32_t i = s; i < p->nseg; i++)
		p->seg_start[i] = (uint8_t)(p->seg_start[i + 1] - 1);
	p->nseg--;
	p->nbox--;
}

/* Cut the link between box i and box i + 1 of segment s; returns the boxes
 * that lose their last string (taken). */
static int cut_link(struct rowref_pos *p, uint32_t s, uint32_t i)
{
	uint32_t a = p->seg_start[s], b = p->seg_start[s + 1];
	int taken = 0;

	/* a new boundary after box i */
	memmove(&p->seg_start[s + 2], &p->seg_start[s + 1], p->nseg - s);
	p->seg_start[s + 1] = (uint8_t)(i + 1);
	p->nseg++;
	/* a lone box with no ground string left is complete */
	if (i + 2 == b && p->ground[i + 1] == 0) {
		remove_single(p, s + 1);
		taken++;
	}
	if (i == a && p->ground[i] == 0) {
		remove_single(p, s);
		taken++;
	}
	return taken;
}

static int gain(const struct rowref *r, int k)
{
	return r->kind == 0 ? k : r->kind == 2 ? -k : 0;
}

int rowref_value(struct rowref *r, const struct rowref_pos *p)
{
	uint64_t key;
	int best = -1000, v;

	if (p->nbox == 0)
		return r->kind == 1 ? -1 : 0; /* Nimstring: the last box's taker loses */
	key = key_of(p);
	if (lookup(r, key, &v))
		return v;
	for (uint32_t s = 0; s < p->nseg; s++) {
		uint32_t a = p->seg_start[s], b = p->seg_start[s + 1];
		for (uint32_t i = a; i < b; i++) {
			struct rowref_pos q;
			int k = 0;
			if (p->ground[i] > 0) {
				/* cut one of box i's ground strings */
				q = *p;
				q.ground[i]--;
				if (b - a == 1 && q.ground[i] == 0) {
					remove_single(&q, s);
					k = 1;
				}
				v = k ? gain(r, k) + rowref_value(r, &q) : -rowref_value(r, &q);
				if (v > best)
					best = v;
			}
			if (i + 1 < b) {
				q = *p;
				k = cut_link(&q, s, i);
				v = k ? gain(r, k) + rowref_value(r, &q) : -rowref_value(r, &q);
				if (v > best)
					best = v;
			}
		}
	}
	insert(r, key, best);
	return best;
}

int rowref_from_game(const dnb_game *g, struct rowref_pos *p)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	uint32_t n = w == 1 ? h : w, ne = (uint32_t)dnb_game_edge_count(g);
	int32_t deg[ROWREF_MAX_BOXES], link[ROWREF_MAX_BOXES]; /* link: to box i + 1 */

	if ((w != 1 && h != 1) || n > ROWREF_MAX_BOXES)
		return 0;
	memset(deg, 0, sizeof(deg));
	memset(link, 0, sizeof(link));
	memset(p, 0, sizeof(*p));
	for (uint32_t e = 0; e < ne; e++) {
		uint32_t ba, bb, ia, ib;
		if (dnb_game_edge_drawn(g, e))
			continue;
		dnb_board_edge_boxes(w, h, e, &ba, &bb);
		/* along the row, box index = its position (row-major either way) */
		ia = ba;
		ib = bb;
		if (ba != DNB_NO_BOX && bb != DNB_NO_BOX) {
			link[ia < ib ? ia : ib] = 1;
			deg[ia]++;
			deg[ib]++;
		} else {
			uint32_t b = ba != DNB_NO_BOX ? ia : ib;
			p->ground[b]++;
			deg[b]++;
		}
	}
	/* keep the boxes still in play, in order; split where no link joins */
	for (uint32_t i = 0; i < n; i++) {
		if (deg[i] == 0)
			continue;
		if (p->nbox == 0 || !link[i - 1] || deg[i - 1] == 0)
			p->seg_start[p->nseg++] = (uint8_t)p->nbox;
		p->ground[p->nbox++] = p->ground[i];
	}
	p->seg_start[p->nseg] = (uint8_t)p->nbox;
	return 1;
}
