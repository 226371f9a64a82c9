/* SPDX-License-Identifier: MIT */
/* Free captures with the looniness test, and the chain reductions. */
#include <string.h>

#include "nimstring/reduce-priv.h"

#define NONE UINT32_MAX

/* The first live string at coin v that is not `skip`. */
static uint32_t live_string(const struct live *l, uint32_t v, uint32_t skip)
{
	for (uint32_t i = l->a.first[v]; i < l->a.first[v + 1]; i++) {
		uint32_t s = l->a.at[i];

		if (l->alive[s] && s != skip)
			return s;
	}
	return NONE;
}

/* The looniness pattern at a coin c of degree 1: its string leads to a coin
 * d of degree 2 whose other string does not lead to a coin of degree 1. */
static int loony_at_end(const struct live *l, uint32_t c)
{
	uint32_t s, d, t, e;

	if (l->a.deg[c] != 1)
		return 0;
	s = live_string(l, c, NONE);
	d = pos_other(l->p, s, c);
	if (d == POS_GROUND || l->a.deg[d] != 2)
		return 0;
	t = live_string(l, d, s);
	e = pos_other(l->p, t, d);
	return e == POS_GROUND || l->a.deg[e] != 1;
}

/* The pattern with d (of degree 2) in the middle. */
static int loony_at_middle(const struct live *l, uint32_t d)
{
	for (uint32_t i = l->a.first[d]; i < l->a.first[d + 1]; i++) {
		uint32_t s = l->a.at[i], x;

		if (!l->alive[s])
			continue;
		x = pos_other(l->p, s, d);
		if (x != POS_GROUND && loony_at_end(l, x))
			return 1;
	}
	return 0;
}

/* The captures themselves; 1 when a loony position turns up.  A capture
 * lowers the degree of one coin y only, so only patterns through y can
 * appear: y as the end (degree 1 now) or as the middle (degree 2 now). */
static int settle_captures(struct live *l, uint32_t *stack)
{
	uint32_t top = 0;

	for (uint32_t v = 0; v < l->p->n; v++)
		if (l->a.deg[v] == 1) {
			if (loony_at_end(l, v))
				return 1;
			stack[top++] = v;
		}
	while (top) {
		uint32_t c = stack[--top], s, y;

		if (l->a.deg[c] != 1)
			continue;
		s = live_string(l, c, NONE);
		l->alive[s] = 0;
		l->a.deg[c] = 0;
		y = pos_other(l->p, s, c);
		if (y == POS_GROUND)
			continue;
		l->a.deg[y]--;
		if (l->a.deg[y] == 1) {
			if (loony_at_end(l, y))
				return 1;
			stack[top++] = y;
		} else if (l->a.deg[y] == 2 && loony_at_middle(l, y)) {
			return 1;
		}
	}
	return 0;
}

int live_begin(struct scratch *sc, struct live *l, const struct pos *p)
{
	l->p = p;
	if (!adj_build(sc, &l->a, p))
		return 0;
	l->alive = scratch_alloc(sc, p->m);
	if (!l->alive)
		return 0;
	memset(l->alive, 1, p->m);
	return 1;
}

int live_cut_is_loony(struct live *l, uint32_t s)
{
	uint32_t end[2] = { l->p->ends[2 * s], l->p->ends[2 * s + 1] };
	int loony = 0;

	l->alive[s] = 0;
	for (int k = 0; k < 2; k++)
		if (end[k] != POS_GROUND)
			l->a.deg[end[k]]--;
	for (int k = 0; k < 2 && !loony; k++)
		loony = end[k] != POS_GROUND && loony_at_end(l, end[k]);
	for (int k = 0; k < 2; k++)
		if (end[k] != POS_GROUND)
			l->a.deg[end[k]]++;
	l->alive[s] = 1;
	return loony;
}

/* The pattern of loony_at_end at c, its coins into x (ends with the
 * ground left out): how many. */
static uint32_t loony_coins(const struct live *l, uint32_t c, uint32_t x[3])
{
	uint32_t s = live_string(l, c, NONE), d = pos_other(l->p, s, c);
	uint32_t e = pos_other(l->p, live_string(l, d, s), d);

	x[0] = c;
	x[1] = d;
	x[2] = e;
	return e == POS_GROUND ? 2 : 3;
}

uint32_t live_loony_marks(const struct live *l, uint32_t *touch)
{
	uint32_t count = 0;

	memset(touch, 0, sizeof(uint32_t) * l->p->n);
	for (uint32_t c = 0; c < l->p->n; c++)
		if (loony_at_end(l, c)) {
			uint32_t x[3], k = loony_coins(l, c, x);

			for (uint32_t i = 0; i < k; i++)
				touch[x[i]]++;
			count++;
		}
	return count;
}

int reduce_settle(struct scratch *sc, const struct pos *p, struct pos *out)
{
	struct scratch_mark mark;
	struct live l;
	uint32_t *stack = NULL;
	int r = -1;

	/* out first, so that the working arrays after it can go */
	if (!pos_alloc(sc, out, 0, p->m))
		return -1;
	mark = scratch_mark(sc);
	/* a coin is pushed once for its first degree 1, then once per capture
	 * next to it: at most n + m pushes, n at a time; the same room labels
	 * the coins left */
	if (live_begin(sc, &l, p) &&
	    (stack = scratch_alloc(sc, sizeof(uint32_t) * ((size_t)p->n + p->m))) != NULL) {
		r = settle_captures(&l, stack);
		if (r == 0 && memchr(l.alive, 0, p->m) == NULL)
			r = 2; /* nothing was taken */
		else if (r == 0)
			pos_subset_into(out, p, l.alive, stack);
	}
	scratch_release(sc, mark);
	return r;
}

/* The chains of a settled component: maximal paths through coins of
 * degree 2.  chain[s] numbers the chain of each string, coins[] counts the
 * coins of each chain. */
struct chains {
	const struct pos *p;
	struct adj a;
	uint32_t *chain;  /* m */
	uint32_t *coins;  /* per chain */
	uint32_t *order;  /* m: the strings chain by chain, in path order */
	uint32_t *start;  /* per chain: its first entry in order (count + 1) */
	uint32_t *from;   /* per chain: the vertex it starts at */
	uint32_t count, placed;
	int cycle;        /* the component is one cycle of degree-2 coins */
};

/* The string at coin v (of degree 2) other than `prev`. */
static uint32_t next_string(const struct chains *c, uint32_t v, uint32_t prev)
{
	uint32_t i = c->a.first[v];

	return c->a.at[i] != prev ? c->a.at[i] : c->a.at[i + 1];
}

/* Walk one chain from vertex v along string s until a vertex that is not a
 * coin of degree 2, or back to v on a cycle. */
static void walk(struct chains *c, uint32_t v, uint32_t s)
{
	uint32_t id = c->count++, cur = pos_other(c->p, s, v), k = 0;

	c->start[id] = c->placed;
	c->from[id] = v;
	c->chain[s] = id;
	c->order[c->placed++] = s;
	while (cur != POS_GROUND && cur != v && c->a.deg[cur] == 2) {
		k++;
		s = next_string(c, cur, s);
		c->chain[s] = id;
		c->order[c->placed++] = s;
		cur = pos_other(c->p, s, cur);
	}
	if (cur == v && v != POS_GROUND && c->a.deg[v] == 2)
		k++; /* a cycle: its starting coin counts too */
	c->coins[id] = k;
	c->start[id + 1] = c->placed;
}

static int chains_find(struct scratch *sc, struct chains *c, const struct pos *p)
{
	c->p = p;
	c->count = c->placed = 0;
	c->cycle = 0;
	if (!adj_build(sc, &c->a, p))
		return 0;
	c->chain = scratch_alloc(sc, sizeof(uint32_t) * (5 * (size_t)p->m + 2));
	if (!c->chain)
		return 0;
	c->coins = c->chain + p->m;
	c->order = c->coins + p->m;
	c->from = c->order + p->m;
	c->start = c->from + p->m;
	for (uint32_t s = 0; s < p->m; s++)
		c->chain[s] = NONE;
	for (uint32_t v = 0; v < p->n; v++)
		if (c->a.deg[v] != 2)
			for (uint32_t i = c->a.first[v]; i < c->a.first[v + 1]; i++)
				if (c->chain[c->a.at[i]] == NONE)
					walk(c, v, c->a.at[i]);
	for (uint32_t s = 0; s < p->m; s++)
		if (c->chain[s] == NONE && (p->ends[2 * s] == POS_GROUND ||
					    p->ends[2 * s + 1] == POS_GROUND))
			walk(c, POS_GROUND, s);
	for (uint32_t s = 0; s < p->m; s++)
		if (c->chain[s] == NONE) {
			/* only a component that is a single cycle is left */
			walk(c, p->ends[2 * s], s);
			c->cycle = 1;
		}
	return 1;
}

/* The strings of parallel sets after the first: same two ends. */
static void drop_parallel(const struct chains *c, uint8_t *cut)
{
	const struct pos *p = c->p;

	for (uint32_t s = 0; s < p->m; s++) {
		uint32_t v = p->ends[2 * s] != POS_GROUND ? p->ends[2 * s] : p->ends[2 * s + 1];
		uint32_t w = pos_other(p, s, v);

		if (!cut[s])
			continue;
		for (uint32_t i = c->a.first[v]; i < c->a.first[v + 1]; i++) {
			uint32_t t = c->a.at[i];

			if (t < s && cut[t] && pos_other(p, t, v) == w) {
				cut[s] = 0;
				break;
			}
		}
	}
}

/* The component rebuilt string by string, chains reduced. */
struct rebuilt {
	uint32_t *ends;
	uint8_t *cut;
	uint32_t n, m;
};

static void emit(struct rebuilt *b, uint32_t x, uint32_t y, uint8_t cut)
{
	b->ends[2 * b->m] = x;
	b->ends[2 * b->m + 1] = y;
	b->cut[b->m++] = cut;
}

/* A chain of three new coins from j to the ground. */
static void emit_grounded_three(struct rebuilt *b, uint32_t j)
{
	uint32_t x = b->n;

	b->n += 3;
	emit(b, j, x, 0);
	emit(b, x, x + 1, 0);
	emit(b, x + 1, x + 2, 0);
	emit(b, x + 2, POS_GROUND, 0);
}

/* Every chain into b: a chain of 3 or more coins between two joints (or
 * from a joint round to itself) snapped into two chains of 3 from the
 * joints to the ground; a chain of 4 or more coins otherwise cut down to
 * its first 3; the rest as they are, cut as marked.  1 if it snapped. */
static int rebuild(const struct chains *c, const uint8_t *mark, struct rebuilt *b)
{
	int snapped = 0;

	for (uint32_t id = 0; id < c->count; id++) {
		const uint32_t *str = c->order + c->start[id];
		uint32_t k = c->coins[id], v = c->from[id], to = v, third = v;
		uint32_t nstr = c->start[id + 1] - c->start[id];

		for (uint32_t i = 0; i < nstr; i++) {
			to = pos_other(c->p, str[i], to);
			if (i == 2)
				third = to;
		}
		if (!c->cycle && k >= 3 && v != POS_GROUND && to != POS_GROUND) {
			emit_grounded_three(b, v);
			emit_grounded_three(b, to);
			snapped = 1;
		} else if (!c->cycle && k >= 4) {
			for (uint32_t i = 0; i < 3; i++)
				emit(b, c->p->ends[2 * str[i]], c->p->ends[2 * str[i] + 1], 0);
			emit(b, third, to, 0);
		} else {
			for (uint32_t i = 0; i < nstr; i++)
				emit(b, c->p->ends[2 * str[i]], c->p->ends[2 * str[i] + 1],
				     mark[str[i]]);
		}
	}
	return snapped;
}

int reduce_component(struct scratch *sc, const struct pos *p, int reduce, struct pos *out,
		     uint8_t **cut)
{
	struct scratch_mark top;
	struct chains c;
	struct rebuilt b = { NULL, NULL, p->n, 0 };
	struct pos view;
	uint8_t *mark = NULL, *keep = NULL;
	uint32_t *label;
	int r = -1, snapped = 0;

	/* out and *cut first, so that the working arrays after them can go:
	 * a snap turns 4 or more strings into 8, so at most 2 m + 1 strings
	 * come out */
	if (!pos_alloc(sc, out, 0, 2 * p->m + 1) || !(*cut = scratch_alloc(sc, 2 * (size_t)p->m + 1)))
		return -1;
	top = scratch_mark(sc);
	if (!chains_find(sc, &c, p))
		goto done;
	if ((c.cycle && c.coins[0] >= 4) ||
	    (c.count == 1 && c.from[0] == POS_GROUND && c.coins[0] >= 3)) {
		r = 1;
		goto done;
	}
	b.ends = scratch_alloc(sc, sizeof(uint32_t) * (4 * (size_t)p->m + 2));
	mark = scratch_alloc(sc, 5 * (size_t)p->m + 3);
	if (!b.ends || !mark)
		goto done;
	b.cut = mark + p->m;
	keep = b.cut + 2 * (size_t)p->m + 1;
	for (uint32_t s = 0; s < p->m; s++)
		mark[s] = c.cycle || c.coins[c.chain[s]] < 3;
	drop_parallel(&c, mark);
	if (reduce) {
		snapped = rebuild(&c, mark, &b);
	} else {
		memcpy(b.ends, p->ends, sizeof(uint32_t) * 2 * p->m);
		memcpy(b.cut, mark, p->m);
		b.m = p->m;
	}
	view.n = b.n;
	view.m = b.m;
	view.ends = b.ends;
	memset(keep, 1, b.m);
	label = scratch_alloc(sc, sizeof(uint32_t) * b.n);
	if (!label)
		goto done;
	pos_subset_into(out, &view, keep, label);
	memcpy(*cut, b.cut, out->m);
	r = snapped ? 2 : 0;
done:
	scratch_release(sc, top);
	return r;
}

/* How good a first try cutting string s looks: the lesser degree of the
 * coins it joins (the ground counts 0), then their sum. */
static uint64_t cut_rank(const struct pos *q, const struct adj *a, uint32_t s)
{
	uint32_t d[2] = { 0, 0 };

	for (int k = 0; k < 2; k++)
		if (q->ends[2 * s + k] != POS_GROUND)
			d[k] = a->deg[q->ends[2 * s + k]];
	return (uint64_t)(d[0] < d[1] ? d[0] : d[1]) << 32 | (d[0] + d[1]);
}

/* The best-looking cuts first, a stable sort: insertion for the few cuts
 * of a small component, a merge of ranks computed once past that (the
 * insertion sort's quadratic time was most of a node of a component of
 * thousands of strings).  A test ends at the first cut that wins, and on
 * the bench's 5x5 positions this order finds one sooner: 30 to 50% fewer
 * nodes than the order of the strings on the hard ones, a little fewer
 * than by the sum of degrees alone, where cuts at the ground first took
 * several times more.  0 when out of memory. */
int reduce_order_cuts(struct scratch *sc, const struct pos *q, const struct adj *a,
		      uint32_t *cuts, uint8_t *settled, uint32_t n)
{
	uint32_t *idx, *tmp, *from, *to;
	uint64_t *r;

	if (n <= 64) {
		for (uint32_t i = 1; i < n; i++) {
			uint32_t s = cuts[i], j = i;
			uint64_t rank = cut_rank(q, a, s);
			uint8_t flag = settled[i];

			for (; j > 0 && cut_rank(q, a, cuts[j - 1]) < rank; j--) {
				cuts[j] = cuts[j - 1];
				settled[j] = settled[j - 1];
			}
			cuts[j] = s;
			settled[j] = flag;
		}
		return 1;
	}
	r = scratch_alloc(sc, sizeof(uint64_t) * n + sizeof(uint32_t) * 2 * (size_t)n + n);
	if (!r)
		return 0;
	idx = (uint32_t *)(r + n);
	tmp = idx + n;
	for (uint32_t i = 0; i < n; i++) {
		r[i] = cut_rank(q, a, cuts[i]);
		idx[i] = i;
	}
	from = idx;
	to = tmp;
	for (uint32_t width = 1; width < n; width *= 2) {
		for (uint32_t lo = 0; lo < n; lo += 2 * width) {
			uint32_t mid = n - lo > width ? lo + width : n;
			uint32_t hi = n - mid > width ? mid + width : n;
			uint32_t i = lo, j = mid, k = lo;

			/* the left run first on equal ranks: stable, highest first */
			while (i < mid && j < hi)
				to[k++] = r[from[j]] > r[from[i]] ? from[j++] : from[i++];
			while (i < mid)
				to[k++] = from[i++];
			while (j < hi)
				to[k++] = from[j++];
		}
		uint32_t *t = from;

		from = to;
		to = t;
	}
	/* from is the order; permute through the spare room */
	{
		uint32_t *at = to;
		uint8_t *flag = (uint8_t *)(tmp + n);

		for (uint32_t i = 0; i < n; i++) {
			at[i] = cuts[from[i]];
			flag[i] = settled[from[i]];
		}
		memcpy(cuts, at, sizeof(uint32_t) * n);
		memcpy(settled, flag, n);
	}
	return 1;
}
