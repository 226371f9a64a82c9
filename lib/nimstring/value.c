/* SPDX-License-Identifier: MIT */
/*
 * The evaluator.  A position is settled first (free captures while it is
 * not loony), then split into components, each valued on its own and the
 * values nim-summed.  A settled component has every coin of degree 2 or
 * more: after the chain reductions its value is the mex of the values of
 * the non-loony cuts, kept in the memo under its canonical key.
 */
#include <stdlib.h>
#include <string.h>

#include "common/clock-priv.h"
#include "nimstring/canon-priv.h"
#include "nimstring/reduce-priv.h"
#include "nimstring/value-priv.h"

/* One node more: DNB_E_LIMIT once the node or time budget is spent. */
static dnb_status count_node(struct search *s)
{
	s->nodes++;
	if (s->node_limit && s->nodes > s->node_limit)
		return DNB_E_LIMIT;
	if (s->deadline && (s->nodes & 63) == 0 && clock_now_ms() >= s->deadline)
		return DNB_E_LIMIT;
	return DNB_OK;
}

/* 1 if cutting string i of a settled position leaves every coin of degree
 * 2 or more: then there is nothing to capture. */
static int cut_leaves_settled(const struct live *l, uint32_t i)
{
	const uint32_t *e = l->p->ends + 2 * (size_t)i;

	for (int k = 0; k < 2; k++)
		if (e[k] != POS_GROUND &&
		    l->a.deg[e[k]] - (e[0] == e[k]) - (e[1] == e[k]) < 2)
			return 0;
	return 1;
}

static dnb_status search_settled(struct search *s, const struct pos *p, uint32_t *value);

/* The value of a child position: a cut that leaves every degree 2 or more
 * needs no look for captures. */
static dnb_status search_child(struct search *s, const struct pos *p, int settled,
			       uint32_t *value)
{
	return settled ? search_settled(s, p, value) : search_position(s, p, value);
}

/* The mex of the non-loony cuts of q (reduced, settled, connected).  The
 * children are built one at a time in one buffer. */
static dnb_status mex_of_cuts(struct search *s, const struct pos *q, const uint8_t *cut,
			      uint32_t *value)
{
	uint8_t *seen = calloc(2 * (size_t)q->m + 2, 1), *keep;
	uint32_t *label = malloc(sizeof(uint32_t) * (q->n + 2 * (size_t)q->m + 1));
	struct pos child;
	struct live l;
	dnb_status st = DNB_OK;
	uint32_t mex = 0;

	if (!seen || !label || !live_begin(&l, q)) {
		free(seen);
		free(label);
		return DNB_E_NOMEM;
	}
	keep = seen + q->m + 2;
	child.ends = label + q->n;
	memset(keep, 1, q->m);
	for (uint32_t i = 0; i < q->m && st == DNB_OK; i++) {
		uint32_t v;

		/* a loony child is left out of the mex: no need to build it */
		if (!cut[i] || live_cut_is_loony(&l, i))
			continue;
		keep[i] = 0;
		pos_subset_into(&child, q, keep, label);
		keep[i] = 1;
		st = search_child(s, &child, cut_leaves_settled(&l, i), &v);
		/* a value above the number of cuts cannot change the mex */
		if (st == DNB_OK && v != DNB_NIMSTRING_LOONY && v <= q->m)
			seen[v] = 1;
	}
	while (seen[mex])
		mex++;
	*value = mex;
	live_end(&l);
	free(seen);
	free(label);
	return st;
}

/* The value of a settled, connected component (a nimber). */
static dnb_status search_component(struct search *s, const struct pos *p, uint32_t *value)
{
	struct pos q;
	struct canon_key raw, reduced, key;
	uint8_t *cut = NULL;
	uint64_t before;
	dnb_status st;
	int r;

	canon_raw_key(p, &raw);
	if (memo_get(s->memo, &raw, value))
		return DNB_OK;
	r = reduce_component(p, s->reduce, &q, &cut);
	if (r < 0)
		return DNB_E_NOMEM;
	if (r == 1) {
		*value = 0;
		return DNB_OK;
	}
	if (r == 2) {
		/* snapped: the pieces are components of their own */
		free(cut);
		st = search_position(s, &q, value);
		pos_free(&q);
		if (st == DNB_OK)
			memo_put(s->memo, &raw, *value, 0);
		return st;
	}
	/* the reduced component as numbered (reductions renumber in chain
	 * order, so this key repeats more often than p's): a hit skips the
	 * canonical numbering */
	canon_raw_key(&q, &reduced);
	if (memo_get(s->memo, &reduced, value)) {
		memo_put(s->memo, &raw, *value, 0);
		st = DNB_OK;
		goto done;
	}
	if (!canon_key(&q, &key)) {
		st = DNB_E_NOMEM;
		goto done;
	}
	if (memo_get(s->memo, &key, value)) {
		memo_put(s->memo, &raw, *value, 0);
		memo_put(s->memo, &reduced, *value, 0);
		st = DNB_OK;
		goto done;
	}
	st = count_node(s);
	if (st == DNB_OK && ++s->depth > SEARCH_MAX_DEPTH)
		st = DNB_E_LIMIT;
	if (st != DNB_OK)
		goto done;
	before = s->nodes;
	st = mex_of_cuts(s, &q, cut, value);
	s->depth--;
	if (st == DNB_OK) {
		memo_put(s->memo, &key, *value, s->nodes - before + 1);
		memo_put(s->memo, &raw, *value, 0);
		memo_put(s->memo, &reduced, *value, 0);
	}
done:
	free(cut);
	pos_free(&q);
	return st;
}

/* The value of a settled position: its components' values nim-summed. */
static dnb_status search_settled(struct search *s, const struct pos *settled, uint32_t *value)
{
	struct pos *parts = NULL;
	uint32_t *comp = NULL, total = 0;
	int64_t count;
	dnb_status st = DNB_OK;

	comp = malloc(sizeof(uint32_t) * (settled->m ? settled->m : 1));
	count = comp ? pos_components(settled, comp) : -1;
	if (count < 0) {
		st = DNB_E_NOMEM;
	} else if (count == 1) {
		st = search_component(s, settled, &total);
	} else if (count > 1) {
		parts = malloc(sizeof(struct pos) * (size_t)count);
		if (!parts || !pos_split(settled, comp, (uint32_t)count, parts)) {
			free(parts);
			parts = NULL;
			st = DNB_E_NOMEM;
		}
		for (int64_t i = 0; parts && i < count; i++) {
			uint32_t v = 0;

			if (st == DNB_OK)
				st = search_component(s, &parts[i], &v);
			total ^= v;
			pos_free(&parts[i]);
		}
	}
	free(parts);
	free(comp);
	if (st == DNB_OK)
		*value = total;
	return st;
}

dnb_status search_position(struct search *s, const struct pos *p, uint32_t *value)
{
	struct pos q;
	dnb_status st;
	int r;

	r = reduce_settle(p, &q);
	if (r < 0)
		return DNB_E_NOMEM;
	if (r == 1) {
		*value = DNB_NIMSTRING_LOONY;
		return DNB_OK;
	}
	if (r == 2)
		return search_settled(s, p, value); /* nothing to take */
	st = search_settled(s, &q, value);
	pos_free(&q);
	return st;
}
