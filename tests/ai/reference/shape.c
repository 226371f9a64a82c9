/* SPDX-License-Identifier: MIT */
#include <stdlib.h>

#include "shape.h"
#include "table.h"

/* ---- from the board ---------------------------------------------------- */

struct builder {
	const struct ref_geom *g;
	const struct ref_pos *p;
	struct ref_shape *s;
	int junc[REF_MAX_BOXES];   /* junction number of a box, or -1 */
	uint8_t seen_box[REF_MAX_BOXES];
	uint8_t seen_edge[REF_MAX_EDGES];
};

static int add_seg(struct builder *bd, int a, int b, int len, int end_edge, int mid_edge)
{
	struct ref_shape *s = bd->s;

	if (s->nseg == REF_MAX_SEGS)
		return -1;
	s->seg[s->nseg++] = (struct ref_seg){ (int8_t)a, (int8_t)b, (uint16_t)len,
					      (int16_t)end_edge, (int16_t)mid_edge };
	return 0;
}

/* Follow the string that leaves `from` (a junction's box, or REF_GROUND)
 * through edge e, over boxes with two open sides, to where it ends. */
static int walk(struct builder *bd, int from, int e)
{
	int a = from == REF_GROUND ? REF_GROUND : bd->junc[from];
	int cur = from == REF_GROUND ? (bd->g->edge_box[e][0] == REF_GROUND
						? bd->g->edge_box[e][1]
						: bd->g->edge_box[e][0])
				     : ref_across(bd->g, from, e);
	int first = e, len = 0, mid = -1;

	bd->seen_edge[e] = 1;
	while (cur != REF_GROUND && bd->p->open[cur] == 2) {
		bd->seen_box[cur] = 1;
		len++;
		e = ref_other_open(bd->g, bd->p, cur, e);
		if (len == 1)
			mid = e;
		bd->seen_edge[e] = 1;
		cur = ref_across(bd->g, cur, e);
	}
	return add_seg(bd, a, cur == REF_GROUND ? REF_GROUND : bd->junc[cur], len, first,
		       len == 2 ? mid : -1);
}

/* A closed string of two-sided boxes through box b. */
static int walk_loop(struct builder *bd, int b)
{
	int e = ref_other_open(bd->g, bd->p, b, -1), first = e, cur = b, len = 0;

	do {
		bd->seen_box[cur] = 1;
		bd->seen_edge[e] = 1;
		len++;
		cur = ref_across(bd->g, cur, e);
		e = ref_other_open(bd->g, bd->p, cur, e);
	} while (cur != b);
	return add_seg(bd, REF_LOOP, REF_LOOP, len, first, -1);
}

int ref_shape_of(const struct ref_geom *g, const struct ref_pos *p, struct ref_shape *s)
{
	struct builder *bd = calloc(1, sizeof(*bd));
	int rc = 0;

	if (!bd)
		return -1;
	bd->g = g;
	bd->p = p;
	bd->s = s;
	s->nseg = s->njunc = 0;
	for (int b = 0; b < g->nboxes; b++) {
		bd->junc[b] = -1;
		if (p->open[b] == 1)
			rc = -1;
		if (p->open[b] >= 3) {
			if (s->njunc == REF_MAX_JUNCS)
				rc = -1;
			else {
				s->jdeg[s->njunc] = p->open[b];
				bd->junc[b] = s->njunc++;
			}
		}
	}
	for (int b = 0; b < g->nboxes && rc == 0; b++) {
		for (int k = 0; k < 4 && bd->junc[b] >= 0 && rc == 0; k++) {
			int e = g->box_edge[b][k];
			if (!p->drawn[e] && !bd->seen_edge[e])
				rc = walk(bd, b, e);
		}
	}
	for (int e = 0; e < g->nedges && rc == 0; e++) {
		int border = g->edge_box[e][0] == REF_GROUND || g->edge_box[e][1] == REF_GROUND;
		if (border && !p->drawn[e] && !bd->seen_edge[e])
			rc = walk(bd, REF_GROUND, e);
	}
	for (int b = 0; b < g->nboxes && rc == 0; b++) {
		if (p->open[b] == 2 && !bd->seen_box[b])
			rc = walk_loop(bd, b);
	}
	free(bd);
	return rc;
}

void ref_shape_simple(struct ref_shape *s, const int *is_loop, const int *len, int n)
{
	s->njunc = 0;
	s->nseg = 0;
	for (int i = 0; i < n && i < REF_MAX_SEGS; i++) {
		int8_t end = is_loop[i] ? REF_LOOP : REF_GROUND;
		s->seg[s->nseg++] = (struct ref_seg){ end, end, (uint16_t)len[i], -1, -1 };
	}
}

/* ---- taking a segment ---------------------------------------------------- */

static void remove_seg(struct ref_shape *s, int i)
{
	s->seg[i] = s->seg[--s->nseg];
}

/* The other end of segment i from junction j. */
static int other_end(const struct ref_seg *sg, int j)
{
	return sg->a == j ? sg->b : sg->a;
}

/*
 * Junction j loses k open sides to a capture.  With two left it becomes a
 * box of a string and joins the two segments that meet there; with one
 * left it can be taken, and the capture runs on through it and the
 * segment behind it (added to *run).
 */
static void drop_junction(struct ref_shape *s, int j, int k, int *run)
{
	int ends[2], nends = 0;

	s->jdeg[j] = (uint8_t)(s->jdeg[j] - k);
	if (s->jdeg[j] > 2)
		return;
	for (int i = 0; i < s->nseg && nends < 2; i++) {
		if (s->seg[i].a == j)
			ends[nends++] = i;
		if (s->seg[i].b == j && nends < 2)
			ends[nends++] = i;
	}
	if (s->jdeg[j] == 2 && nends == 2) {
		struct ref_seg *p = &s->seg[ends[0]];
		if (ends[0] == ends[1]) {
			p->a = p->b = REF_LOOP;
			p->len++;
		} else {
			const struct ref_seg *q = &s->seg[ends[1]];
			int x = other_end(p, j), y = other_end(q, j);
			p->a = (int8_t)x;
			p->b = (int8_t)y;
			p->len = (uint16_t)(p->len + q->len + 1);
			p->end_edge = p->mid_edge = -1;
			remove_seg(s, ends[1]);
		}
		s->jdeg[j] = 0;
	} else if (s->jdeg[j] == 1 && nends >= 1) {
		int x = other_end(&s->seg[ends[0]], j);
		*run += 1 + s->seg[ends[0]].len;
		remove_seg(s, ends[0]);
		s->jdeg[j] = 0;
		if (x >= 0)
			drop_junction(s, x, 1, run);
	}
}

/* ---- the memo ------------------------------------------------------------ */

struct ref_memo {
	struct ref_table *values;
	uint64_t nodes, limit;
	int exhausted;
};

struct ref_memo *ref_memo_new(void)
{
	struct ref_memo *m = calloc(1, sizeof(*m));

	if (m && !(m->values = ref_table_new(17))) {
		free(m);
		m = NULL;
	}
	if (m)
		m->limit = UINT64_MAX;
	return m;
}

void ref_memo_free(struct ref_memo *m)
{
	if (m)
		ref_table_free(m->values);
	free(m);
}

void ref_memo_budget(struct ref_memo *m, uint64_t nodes)
{
	m->nodes = 0;
	m->limit = nodes;
	m->exhausted = 0;
}

int ref_memo_exhausted(const struct ref_memo *m)
{
	return m->exhausted;
}

static uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static int seg_cmp(const void *x, const void *y)
{
	const struct ref_seg *a = x, *b = y;

	if (a->a != b->a)
		return a->a - b->a;
	if (a->b != b->b)
		return a->b - b->b;
	return a->len - b->len;
}

/* A key that does not depend on the order of the segments or their ends. */
static uint64_t shape_key(const struct ref_shape *s)
{
	struct ref_seg t[REF_MAX_SEGS];
	uint64_t h = 0x9e3779b97f4a7c15ull;

	for (int i = 0; i < s->nseg; i++) {
		t[i] = s->seg[i];
		if (t[i].a > t[i].b) {
			int8_t x = t[i].a;
			t[i].a = t[i].b;
			t[i].b = x;
		}
	}
	qsort(t, (size_t)s->nseg, sizeof(t[0]), seg_cmp);
	for (int i = 0; i < s->nseg; i++) {
		uint64_t a = (uint8_t)t[i].a, b = (uint8_t)t[i].b;
		uint64_t da = t[i].a >= 0 ? s->jdeg[t[i].a] : 0;
		uint64_t db = t[i].b >= 0 ? s->jdeg[t[i].b] : 0;
		h = mix64(h ^ (a | b << 8 | (uint64_t)t[i].len << 16 | da << 24 | db << 32));
	}
	return h | 1;
}

/* ---- values ---------------------------------------------------------------- */

int ref_shape_open_value(struct ref_memo *m, const struct ref_shape *s, int i)
{
	struct ref_shape r = *s;
	struct ref_seg c = s->seg[i];
	int run = c.len, loop = c.a == REF_LOOP, hold, v;

	remove_seg(&r, i);
	if (c.a >= 0 && c.a == c.b) {
		drop_junction(&r, c.a, 2, &run);
		loop = run == c.len;
	} else if (!loop) {
		if (c.a >= 0)
			drop_junction(&r, c.a, 1, &run);
		if (c.b >= 0)
			drop_junction(&r, c.b, 1, &run);
	}
	v = ref_shape_value(m, &r);
	if (loop)
		hold = run >= 4 ? 4 : run == 3 ? 2 : 0;
	else
		hold = run >= 3 ? 2 : 0;
	if (hold && run - 2 * hold + v > run - v)
		return run - 2 * hold + v;
	return run - v;
}

int ref_shape_value(struct ref_memo *m, const struct ref_shape *s)
{
	uint64_t key;
	int32_t found;
	int best = 0;

	if (s->nseg == 0)
		return 0;
	key = shape_key(s);
	if (ref_table_find(m->values, key, &found))
		return found;
	if (m->nodes >= m->limit) {
		m->exhausted = 1;
		return 0;
	}
	m->nodes++;
	for (int i = 0; i < s->nseg; i++) {
		int dup = 0, v;
		for (int j = 0; j < i && !dup; j++)
			dup = !seg_cmp(&s->seg[i], &s->seg[j]);
		if (dup)
			continue;
		v = ref_shape_open_value(m, s, i);
		if (i == 0 || v < best)
			best = v;
	}
	if (m->exhausted)
		return best;
	ref_table_store(m->values, key, best);
	return best;
}
