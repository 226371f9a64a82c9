/* SPDX-License-Identifier: MIT */
/*
 * The evaluator.  A position is settled first (free captures while it is
 * not loony), then split into components, each valued on its own and the
 * values nim-summed.  A settled component has every coin of degree 2 or
 * more; after the chain reductions its value v is the mex of the values of
 * its non-loony cuts.
 *
 * Values come from tests rather than from whole mexes: "is v = k?" is the
 * question "does the component next to a Nim heap of k lose for the
 * player to move?", and a search of that game stops at the first winning
 * move, as a proof of a won game needs one move where the mex needs every
 * child's exact value.  A cut wins against *k when the position it leaves
 * is worth k; when no cut does, v <= k, and the tests for 0, 1, ... below
 * k give v.  A child that falls apart into several components has its
 * smaller parts valued exactly and the biggest one tested against k
 * nim-added to theirs.  Whatever a test learns (v != k, v <= k, v) goes
 * into the memo under the component's keys.
 */
#include <string.h>

#include "common/clock-priv.h"
#include "nimstring/canon-priv.h"
#include "nimstring/reduce-priv.h"
#include "nimstring/value-priv.h"

/* The question "what is v?" rather than "is v = k?". */
#define EXACT FACTS_NONE

dnb_status search_tick(struct search *s, uint64_t work)
{
	s->work += work;
	if ((!s->deadline && !s->cancel) || s->work < s->check_at)
		return DNB_OK;
	s->check_at = s->work + SEARCH_CHECK_WORK;
	if (s->cancel && atomic_load_explicit(s->cancel, memory_order_relaxed))
		return DNB_E_CANCELLED;
	return s->deadline && clock_now_ms() >= s->deadline ? DNB_E_LIMIT : DNB_OK;
}

/* One node more, of a component of m strings: DNB_E_LIMIT once the node
 * or time budget is spent. */
static dnb_status count_node(struct search *s, uint32_t m)
{
	s->nodes++;
	if (s->node_limit && s->nodes > s->node_limit)
		return DNB_E_LIMIT;
	return search_tick(s, SEARCH_NODE_WORK + (uint64_t)m);
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

/* 1 if f answers the question k (EXACT or a test). */
static int answered(const struct facts *f, uint32_t k)
{
	int equal;

	return k == EXACT ? f->value != FACTS_NONE : facts_decide(f, k, &equal);
}

/* A settled, connected component under evaluation. */
enum comp_state { COMP_LONE_CHAIN, COMP_SNAPPED, COMP_REDUCED };

struct comp {
	struct pos q;            /* reduced (COMP_SNAPPED, COMP_REDUCED) */
	uint8_t *cut;            /* the cuts of q worth trying */
	uint8_t *keybuf;
	struct canon_key key[2]; /* q as numbered, q canonical */
	int keys;                /* how many are set */
	enum comp_state state;
	struct facts f;
};

/* Reduce c and look it up in the memo, keying it only as far as question
 * k needs.  (A key of p as it comes, before the reductions, would save
 * them on a hit, but it fills the memo a third faster: fewer hits in all
 * and more time on the bench's 5x5 positions.) */
static dnb_status comp_open(struct search *s, struct comp *c, const struct pos *p, uint32_t k)
{
	dnb_status st;
	int r;

	c->q.ends = NULL;
	c->cut = NULL;
	c->keybuf = NULL;
	c->keys = 0;
	c->f = facts_none();
	st = search_tick(s, p->m);
	if (st != DNB_OK)
		return st;
	r = reduce_component(s->sc, p, s->reduce, &c->q, &c->cut);
	if (r < 0)
		return DNB_E_NOMEM;
	if (r == 1) {
		c->state = COMP_LONE_CHAIN;
		facts_exact(&c->f, 0);
		return DNB_OK;
	}
	c->state = r == 2 ? COMP_SNAPPED : COMP_REDUCED;
	if (r == 2)
		return DNB_OK; /* the pieces are components of their own */
	c->keybuf = scratch_alloc(s->sc, 2 * canon_key_room(&c->q));
	if (!c->keybuf)
		return DNB_E_NOMEM;
	/* the reduced component as numbered (reductions renumber in chain
	 * order, so this key repeats more often than p's): a hit skips the
	 * canonical numbering */
	c->key[0].bytes = c->keybuf;
	canon_raw_key(&c->q, &c->key[0]);
	c->keys = 1;
	if (memo_get(s->memo, &c->key[0], &c->f) && answered(&c->f, k))
		return DNB_OK;
	c->key[1].bytes = c->keybuf + canon_key_room(&c->q);
	r = canon_key(s->sc, &c->q, &c->key[1], s->deadline, s->cancel);
	if (r < 0 && s->cancel && atomic_load(s->cancel))
		return DNB_E_CANCELLED;
	if (r <= 0)
		return r ? DNB_E_LIMIT : DNB_E_NOMEM;
	st = search_tick(s, c->q.m);
	if (st != DNB_OK)
		return st;
	c->keys = 2;
	memo_get(s->memo, &c->key[1], &c->f);
	return DNB_OK;
}

/* File what was learnt under every key (the memo copies the keys). */
static void comp_close(struct comp *c, struct memo *memo, uint64_t work)
{
	if (c->f.value != FACTS_NONE || c->f.most != FACTS_NONE || c->f.not)
		for (int i = 0; i < c->keys; i++)
			memo_put(memo, &c->key[i], &c->f, work);
}

static dnb_status position_loses(struct search *s, const struct pos *p, int settled, uint32_t k,
				 int *loses);
static dnb_status settled_value(struct search *s, const struct pos *p, uint32_t *value);

/* The non-loony cuts of a reduced component, and room for its children. */
struct cuts {
	const struct pos *q;
	uint32_t *at;      /* count: the strings */
	uint8_t *settled;  /* count: the cut leaves every degree 2 or more */
	uint8_t *keep;     /* q->m */
	uint8_t *hit;      /* count + 1: a cut is known to leave value j */
	uint32_t *label;   /* q->n */
	struct pos child;
	uint32_t count;
};

/* The cuts of q into w, its arrays from sc (they last until the caller's
 * mark); 0 when out of memory. */
static int cuts_find(struct scratch *sc, struct cuts *w, const struct pos *q, const uint8_t *cut)
{
	size_t m = q->m;
	struct scratch_mark mark;
	struct live l;

	w->q = q;
	w->count = 0;
	w->at = scratch_alloc(sc, sizeof(uint32_t) * (3 * m + q->n) + 3 * m + 1);
	if (!w->at)
		return 0;
	w->child.ends = w->at + m;
	w->label = w->child.ends + 2 * m;
	w->settled = (uint8_t *)(w->label + q->n);
	w->keep = w->settled + m;
	w->hit = w->keep + m;
	mark = scratch_mark(sc);
	if (!live_begin(sc, &l, q)) {
		scratch_release(sc, mark);
		return 0;
	}
	for (uint32_t i = 0; i < q->m; i++)
		if (cut[i] && !live_cut_is_loony(&l, i)) {
			w->settled[w->count] = (uint8_t)cut_leaves_settled(&l, i);
			w->at[w->count++] = i;
		}
	if (!reduce_order_cuts(sc, q, &l.a, w->at, w->settled, w->count)) {
		scratch_release(sc, mark);
		return 0;
	}
	scratch_release(sc, mark);
	memset(w->keep, 1, m);
	memset(w->hit, 0, w->count + 1);
	return 1;
}

/* 1 in *found if some cut leaves a position worth j. */
static dnb_status cuts_scan(struct search *s, struct cuts *w, uint32_t j, int *found)
{
	dnb_status st = DNB_OK;

	*found = 0;
	for (uint32_t c = 0; c < w->count && st == DNB_OK && !*found; c++) {
		uint32_t i = w->at[c];

		w->keep[i] = 0;
		pos_subset_into(&w->child, w->q, w->keep, w->label);
		w->keep[i] = 1;
		st = position_loses(s, &w->child, w->settled[c], j, found);
	}
	return st;
}

/* Answer question k for a reduced component by its cuts: a test first if
 * k is one (it may end at the first cut worth k), then v by the tests
 * below the bound. */
static dnb_status comp_expand(struct search *s, struct comp *c, uint32_t k)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct cuts w;
	dnb_status st;
	int found;

	st = count_node(s, c->q.m);
	if (st != DNB_OK)
		return st;
	if (++s->depth > SEARCH_MAX_DEPTH) {
		s->depth--;
		return DNB_E_LIMIT;
	}
	if (!cuts_find(s->sc, &w, &c->q, c->cut)) {
		s->depth--;
		scratch_release(s->sc, mark);
		return DNB_E_NOMEM;
	}
	/* the mex of count values is at most count */
	facts_most(&c->f, w.count);
	if (k != EXACT && !answered(&c->f, k)) {
		st = cuts_scan(s, &w, k, &found);
		if (st == DNB_OK && found)
			facts_not(&c->f, k);
		else if (st == DNB_OK)
			facts_most(&c->f, k);
	}
	/* once v <= k is known, find v (only the tests below k are left) */
	for (uint32_t j = 0; st == DNB_OK && c->f.value == FACTS_NONE && !answered(&c->f, k);
	     j++) {
		if (j == c->f.most) {
			facts_exact(&c->f, j);
			break;
		}
		if (w.hit[j] || facts_excludes(&c->f, j))
			continue;
		st = cuts_scan(s, &w, j, &found);
		if (st == DNB_OK && found) {
			w.hit[j] = 1;
			facts_not(&c->f, j);
		} else if (st == DNB_OK) {
			facts_exact(&c->f, j);
		}
	}
	scratch_release(s->sc, mark);
	s->depth--;
	return st;
}

/* Question k (EXACT or a test) for a settled, connected component: the
 * value into *value, or whether it is k into *equal. */
static dnb_status component_ask(struct search *s, const struct pos *p, uint32_t k,
				uint32_t *value, int *equal)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct comp c;
	uint64_t before = s->nodes;
	dnb_status st = comp_open(s, &c, p, k);
	int l = -1; /* a snapped component's answer (the facts keep k < 64 only) */

	if (st == DNB_OK && !answered(&c.f, k)) {
		if (c.state == COMP_SNAPPED && k == EXACT) {
			uint32_t v;

			st = settled_value(s, &c.q, &v);
			if (st == DNB_OK)
				facts_exact(&c.f, v);
		} else if (c.state == COMP_SNAPPED) {
			st = position_loses(s, &c.q, 1, k, &l);
			if (st == DNB_OK && l)
				facts_exact(&c.f, k);
			else if (st == DNB_OK)
				facts_not(&c.f, k);
		} else {
			st = comp_expand(s, &c, k);
		}
	}
	if (st == DNB_OK) {
		*value = c.f.value;
		if (k != EXACT && !facts_decide(&c.f, k, equal))
			*equal = l;
	}
	comp_close(&c, s->memo, s->nodes - before + 1);
	scratch_release(s->sc, mark);
	return st;
}

/* The value of a settled, connected component. */
static dnb_status component_value(struct search *s, const struct pos *p, uint32_t *value)
{
	int equal;

	return component_ask(s, p, EXACT, value, &equal);
}

/* The components of a settled position (count 0 for no strings): p
 * itself when it is one, else split copies (from the scratch, until the
 * caller's mark). */
struct parts {
	const struct pos *part;
	uint32_t count;
};

static dnb_status parts_split(struct scratch *sc, const struct pos *p, struct parts *out)
{
	uint32_t *comp = scratch_alloc(sc, sizeof(uint32_t) * ((size_t)p->m + 2 * (size_t)p->n));
	struct pos *split;
	uint32_t count;

	if (!comp)
		return DNB_E_NOMEM;
	count = pos_components(p, comp, comp + p->m);
	out->part = p;
	out->count = count;
	if (count > 1) {
		split = scratch_alloc(sc, sizeof(struct pos) * count);
		if (!split || !pos_split(sc, p, comp, count, split))
			return DNB_E_NOMEM;
		out->part = split;
	}
	return DNB_OK;
}

/* 1 in *loses if settled position p next to a heap of k loses for the
 * player to move (its value is k): the smaller components valued, the
 * biggest tested. */
static dnb_status settled_loses(struct search *s, const struct pos *p, uint32_t k, int *loses)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct parts x;
	uint32_t big = 0, rest = 0, v;
	dnb_status st;

	if (p->m == 0) {
		*loses = k == 0;
		return DNB_OK;
	}
	st = parts_split(s->sc, p, &x);
	if (st != DNB_OK) {
		scratch_release(s->sc, mark);
		return st;
	}
	for (uint32_t i = 1; i < x.count; i++)
		if (x.part[i].m > x.part[big].m)
			big = i;
	for (uint32_t i = 0; i < x.count && st == DNB_OK; i++)
		if (i != big) {
			st = component_value(s, &x.part[i], &v);
			rest ^= v;
		}
	if (st == DNB_OK)
		st = component_ask(s, &x.part[big], k ^ rest, &v, loses);
	scratch_release(s->sc, mark);
	return st;
}

/* The same for any position (settled: p is known to be). */
static dnb_status position_loses(struct search *s, const struct pos *p, int settled, uint32_t k,
				 int *loses)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct pos q;
	dnb_status st = search_tick(s, p->m);
	int r;

	if (st != DNB_OK)
		return st;
	r = settled ? 2 : reduce_settle(s->sc, p, &q);
	if (r < 0)
		st = DNB_E_NOMEM;
	else if (r == 1)
		*loses = 0; /* loony: the player to move wins */
	else
		st = settled_loses(s, r == 2 ? p : &q, k, loses);
	scratch_release(s->sc, mark);
	return st;
}

/* The value of a settled position: its components' values nim-summed. */
static dnb_status settled_value(struct search *s, const struct pos *p, uint32_t *value)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct parts x = { p, 0 };
	uint32_t total = 0;
	dnb_status st = parts_split(s->sc, p, &x);

	for (uint32_t i = 0; i < x.count && st == DNB_OK; i++) {
		uint32_t v;

		st = component_value(s, &x.part[i], &v);
		total ^= v;
	}
	if (st == DNB_OK)
		*value = total;
	scratch_release(s->sc, mark);
	return st;
}

dnb_status search_position(struct search *s, const struct pos *p, uint32_t *value)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct pos q;
	dnb_status st = search_tick(s, p->m);
	int r;

	if (st != DNB_OK)
		return st;
	r = reduce_settle(s->sc, p, &q);
	if (r < 0)
		st = DNB_E_NOMEM;
	else if (r == 1)
		*value = DNB_NIMSTRING_LOONY;
	else /* r == 2: nothing to take */
		st = settled_value(s, r == 2 ? p : &q, value);
	scratch_release(s->sc, mark);
	return st;
}
