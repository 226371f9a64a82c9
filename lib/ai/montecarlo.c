/* SPDX-License-Identifier: MIT */
/*
 * The flat Monte-Carlo search of MEDIUM, HARD and PERFECT (UCB1 over the
 * candidate moves at the root, each playout following the fast MEDIUM-like
 * policy of levels.c to the end of the game, or, for HARD under misère, to
 * ai_ctx.leaf_edges undrawn edges and the solver's value from there).  The
 * safe-move fight that decides who must open the first long chain is what
 * the playouts measure: the side that runs out of safe moves first loses
 * the chains, and that shows in the playouts' results.
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "common/bits-priv.h"

/* The most nodes the solver may spend on the end of one playout
 * (ai_ctx.leaf_edges); 4x4 misere positions of 16 undrawn edges mostly
 * take fewer. */
#define LEAF_NODES 5000u
/* The most candidates searched at the root. */
#define MC_MAX_CANDIDATES 48u

/* One playout from the current scratch position: 1 and in *reward its
 * result in [0, 1] for player `me` (0 or 1), or 0 when the budget ran out
 * before the end (the moves drawn still count as work). */
static int playout(struct ai_ctx *c, uint32_t me, double *reward)
{
	struct dnb_game *g = c->g;
	uint32_t drawn = 0;
	int32_t margin, rest = 0;
	double win;

	while (g->undrawn) {
		if (ai_spent(c)) {
			ai_undo(c, drawn);
			return 0;
		}
		if (g->undrawn <= c->leaf_edges && c->leaf_value(c, LEAF_NODES, &rest)) {
			/* the rest of the game exactly, for me */
			rest = g->turn == me ? rest : -rest;
			break;
		}
		game_apply(g, ai_playout_move(c));
		drawn++;
		c->nodes++;
	}
	if (c->nimstring) {
		*reward = (g->undrawn ? rest > 0 : g->turn != me) ? 1.0 : 0.0;
		ai_undo(c, drawn);
		return 1;
	}
	margin = g->score[me] - g->score[me ^ 1u];
	if (c->misere)
		margin = -margin;
	margin += rest; /* (a value is on the variant's own scale) */
	ai_undo(c, drawn);
	win = margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5;
	*reward = 0.9 * win + 0.1 * (0.5 + (double)margin / (2.0 * (double)g->n_boxes));
	return 1;
}

/* log and sqrt without libm (the library links nothing but libc): UCB1
 * only needs them roughly. */
static double approx_ln(uint32_t x)
{
	int b = (int)bits_highest(x | 1u);
	double frac = (double)x / (double)(1u << b) - 1.0; /* in [0, 1) */
	return 0.693147 * ((double)b + frac - 0.17 * frac * (1.0 - frac) * 2.0);
}

static double approx_sqrt(double x)
{
	double r = x > 1.0 ? x : 1.0;
	if (x <= 0.0)
		return 0.0;
	for (int i = 0; i < 20; i++)
		r = 0.5 * (r + x / r);
	return r;
}

struct cand {
	uint32_t edge, visits, gift;
	double sum;
};

static int by_gift(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;
	return (x->gift > y->gift) - (x->gift < y->gift);
}

/* The moves worth searching at the root.  When the budget runs out while
 * the sacrifices are weighed, those not yet weighed are left out. */
static uint32_t candidates(struct ai_ctx *c, struct cand *cd)
{
	struct ai_moves *m = &c->m;
	uint32_t n = 0, f, handout, run[2];

	if (m->n_cap && !c->misere) {
		for (uint32_t i = 0; i < m->n_cap; i++)
			cd[n++].edge = m->cap[i];
		if (ai_decline_move(c->g, &f, &handout, run))
			cd[n++].edge = f;
		return n;
	}
	for (uint32_t i = 0; i < m->n_cap; i++)
		cd[n++].edge = m->cap[i];
	for (uint32_t i = 0; i < m->n_safe; i++)
		cd[n++].edge = m->safe[i];
	if (m->n_other) {
		uint32_t first = n;
		for (uint32_t i = 0; i < m->n_other && !(n > 0 && ai_spent(c)); i++) {
			cd[n].edge = m->other[i];
			cd[n++].gift = ai_gift(c, m->other[i]);
		}
		qsort(cd + first, n - first, sizeof(*cd), by_gift);
		if (c->misere) {
			/* the largest gifts first */
			for (uint32_t i = first, j = n - 1; i < j; i++, j--) {
				struct cand t = cd[i];
				cd[i] = cd[j];
				cd[j] = t;
			}
		} else if (m->n_safe) {
			/* with safe moves left only cheap sacrifices can matter */
			while (n > first && cd[n - 1].gift > 2)
				n--;
		}
	}
	if (n > MC_MAX_CANDIDATES) {
		/* keep the safe moves (after the captures) at random, then the
		 * cheapest sacrifices */
		uint32_t lo = m->n_cap, hi = m->n_cap + m->n_safe;
		for (uint32_t i = lo; i < hi; i++) {
			uint32_t j = i + ai_below(c, hi - i);
			struct cand t = cd[i];
			cd[i] = cd[j];
			cd[j] = t;
		}
		n = MC_MAX_CANDIDATES;
	}
	return n;
}

/* A reason a person can read for the search's choice: a safe move is
 * safe; a sacrifice while safe moves remain changes who will have to open
 * the long chains; with none left, the cheapest sacrifice is the smallest. */
static uint32_t mc_reason(struct ai_ctx *c, const struct cand *cd, uint32_t n, uint32_t best)
{
	const struct ai_moves *m = &c->m;
	uint32_t least = UINT32_MAX;

	for (uint32_t i = 0; i < m->n_safe; i++)
		if (m->safe[i] == cd[best].edge)
			return DNB_AI_REASON_SAFE;
	if (c->misere)
		return DNB_AI_REASON_SEARCH;
	if (m->n_safe)
		return DNB_AI_REASON_CONTROL;
	for (uint32_t i = 0; i < n; i++)
		if (cd[i].gift < least)
			least = cd[i].gift;
	return cd[best].gift == least ? DNB_AI_REASON_SMALLEST : DNB_AI_REASON_SEARCH;
}

dnb_status ai_monte_carlo(struct ai_ctx *c, struct ai_pick *p, uint64_t budget)
{
	struct ai_moves *m = &c->m;
	uint32_t cap = m->n_cap + m->n_safe + m->n_other + 2, n, me = c->g->turn;
	uint32_t total = 0, best;
	uint64_t start = c->nodes;
	struct cand *cd = calloc(cap, sizeof(*cd));

	if (!cd)
		return DNB_E_NOMEM;
	n = candidates(c, cd);
	for (uint32_t i = 0; i < n; i++)
		cd[i].visits = 0, cd[i].sum = 0.0;
	if (n > 1) {
		do {
			uint32_t k = 0;
			if (total < n) {
				k = total;
			} else {
				double lt = approx_ln(total), bv = -1.0;
				for (uint32_t i = 0; i < n; i++) {
					double v = cd[i].sum / cd[i].visits +
						   0.5 * approx_sqrt(lt / cd[i].visits);
					if (v > bv)
						bv = v, k = i;
				}
			}
			uint64_t before = c->nodes;
			double reward;
			int done;
			if (ai_spent(c))
				break;
			game_apply(c->g, cd[k].edge);
			c->nodes++;
			done = playout(c, me, &reward);
			ai_undo(c, 1);
			if (!done)
				break;
			cd[k].sum += reward;
			cd[k].visits++;
			total++;
			if (total == 1) {
				/* On big boards one playout can cost more than the
				 * budget allows for every candidate: search fewer
				 * (they come in random order after the captures). */
				uint64_t cost = c->nodes - before + 1, fit = budget / cost;
				if (fit < n)
					n = fit > 1 ? (uint32_t)fit : 1;
				if (n == 1)
					break;
			}
			if (ai_spent(c))
				break;
		} while (c->nodes - start < budget || total < n);
	}
	best = 0;
	for (uint32_t i = 1; i < n; i++)
		if (cd[i].visits > cd[best].visits ||
		    (cd[i].visits == cd[best].visits &&
		     cd[i].sum > cd[best].sum))
			best = i;
	p->edge = cd[best].edge;
	p->has_value = 0;
	p->value = 0;
	if (game_edge_captures(c->g, p->edge))
		p->reason = DNB_AI_REASON_CAPTURE;
	else if (m->n_cap && !c->misere)
		p->reason = DNB_AI_REASON_DOUBLE_CROSS;
	else
		p->reason = mc_reason(c, cd, n, best);
	free(cd);
	return DNB_OK;
}

