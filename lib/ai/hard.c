/* SPDX-License-Identifier: MIT */
/*
 * HARD and PERFECT.
 *
 * HARD plays, in this order: the exact move of a simple loony endgame or a
 * pending handout (the endgame analysis, standard rules); an obvious
 * capture; the solver's move when at most HARD_SOLVER_EDGES edges are
 * left and a search of HARD_SOLVER_NODES nodes proves it; and otherwise a flat Monte-Carlo search (UCB1) over the
 * candidate moves, each playout following the fast MEDIUM-like policy to
 * the end of the game.
 * The safe-move fight that decides who must open the first long chain is
 * what the playouts measure: the side that runs out of safe moves first
 * loses the chains, and that shows in the playouts' results.
 *
 * PERFECT asks the solver first and falls back on HARD when it does not
 * finish.  Both play from the AI's book (dnb_ai_set_book) first when it
 * holds the position.
 *
 * Budgets: without the caller's limits, HARD's solver search gets
 * HARD_SOLVER_NODES nodes and its Monte-Carlo search HARD_DEFAULT_NODES;
 * PERFECT, where its solver can be tried, plays as under a node limit of
 * PERFECT_DEFAULT_NODES, and elsewhere as HARD does.  Under the
 * caller's limits (node_limit, time_limit_ms) the whole call stays within
 * them: PERFECT's solver gets two thirds, HARD's own solver search a
 * third, and the Monte-Carlo search what is left; every loop checks
 * ai_spent, a playout cut short is not counted, and with nothing searched
 * the first candidate is played (a capture, else a safe move, else the
 * cheapest sacrifice weighed).
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "common/bits-priv.h"
#include "endgame/analysis-priv.h"

/* HARD's own solver search: the most edges left at which it is tried, and
 * its nodes.  Measured with bench-strength (release build, 2-core shared
 * VM): 200k nodes prove most 4x4 positions from 26 undrawn edges and 5x5
 * from 34, where 100k left HARD 1.8 boxes a game short of exact play on
 * 4x4; beyond about 40 edges a proof in that budget is rare, and the
 * attempt would only burn the time of the search that follows. */
#define HARD_SOLVER_EDGES 40u
#define HARD_SOLVER_NODES 200000u
/* Default amounts of search (node_limit 0), chosen to stay under a second
 * a move on a 10x10 board on a slow machine.  They count playouts, not the
 * call: the playout under way when one is used up ends. */
#define HARD_DEFAULT_NODES 300000u
/* PERFECT's: perfect vs hard on 5x5, 40 games, release build: 82.5% under
 * a node limit of 4M; 72.5% with 1M nodes for the solver, then HARD's. */
#define PERFECT_DEFAULT_NODES 4000000u
#define MC_MAX_CANDIDATES 48u
/* Under misere the solver's chain rules do not apply and its work grows
 * about sixfold every two edges (24 undrawn edges on 5x5 do not finish in
 * 1M nodes, 12 take 220k): beyond these counts an attempt only burns the
 * budget, so it is not made. */
#define MISERE_HARD_SOLVER_EDGES 12u
#define MISERE_PERFECT_SOLVER_EDGES 22u

/* The solver's table in MiB.  Under tt_mb 0 it follows the most nodes a
 * proof of this AI may search, not the position: the solver's own sizing
 * is for whole solves (1 GiB at 40 undrawn edges, where HARD's 200k-node
 * proof took 6.7 s instead of 0.13 s faulting the pages in).  About 32
 * bytes a node, a power of two from 1 MiB to 1 GiB: 8 MiB for HARD's
 * proofs, 32 MiB for PERFECT's default.  It depends on the options alone,
 * so a move does not depend on what the AI was asked before. */
static uint32_t table_mb(const dnb_ai_options *o)
{
	uint64_t nodes = o->node_limit ? o->node_limit :
			 o->level == DNB_AI_PERFECT ? PERFECT_DEFAULT_NODES : HARD_SOLVER_NODES;
	uint32_t mb = 1;

	if (o->tt_mb)
		return o->tt_mb;
	if (o->level != DNB_AI_PERFECT && nodes > HARD_SOLVER_NODES)
		nodes = HARD_SOLVER_NODES;
	while (mb < 1024 && ((uint64_t)mb << 20) / 32 < nodes)
		mb *= 2;
	return mb;
}

static dnb_status ensure_solver(struct ai_ctx *c)
{
	struct dnb_ai *ai = c->ai;
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	uint32_t mb = table_mb(&ai->o);

	if (ai->solver && ai->solver_tt_mb == mb && ai->solver_threads == ai->o.threads)
		return DNB_OK;
	dnb_solver_free(ai->solver);
	ai->solver = NULL;
	so.tt_mb = mb;
	so.threads = ai->o.threads;
	if (dnb_solver_new(&so, &ai->solver) != DNB_OK)
		return DNB_E_NOMEM;
	ai->solver_tt_mb = mb;
	ai->solver_threads = ai->o.threads;
	return DNB_OK;
}

/* `thirds` thirds of x, without the product overflowing. */
static uint64_t thirds_of(uint64_t x, uint64_t thirds)
{
	return x / 3 * thirds + x % 3 * thirds / 3;
}

/* What a solver search may use, in *nodes and *ms (0: no time limit): at
 * most `nodes`, and under the caller's limits at most `thirds` thirds of
 * each counted from the start of the call, less what is used already (the
 * rest is kept for the search that follows a failed proof).  0 when
 * nothing is left. */
static int solver_budget(struct ai_ctx *c, uint64_t thirds, uint64_t *nodes, uint64_t *ms)
{
	if (c->node_limit) {
		uint64_t share = thirds_of(c->node_limit, thirds);
		share = share > c->nodes ? share - c->nodes : 0;
		if (share < *nodes)
			*nodes = share;
	}
	*ms = 0;
	if (c->time_limit_ms) {
		uint64_t share = thirds_of(c->time_limit_ms, thirds), now = clock_now_ms();
		uint64_t end = clock_deadline(c->t0_ms, share);
		if (share == 0 || (end && now >= end))
			return 0;
		*ms = end ? end - now : 0; /* 0: a share too far off to count */
	}
	return *nodes > 0;
}

/* Solve with at most `nodes` nodes and `thirds` thirds of the budget; 1
 * and the pick when it finished.  With `fresh` the table is emptied first,
 * so that whether the search finishes within the node limit (and so the
 * move) does not depend on earlier calls.  Making the solver and emptying
 * its table come after the budget is known to allow a search, and the
 * solver gets only what they left. */
static int try_solver(struct ai_ctx *c, uint64_t nodes, uint64_t thirds, int fresh,
		      struct ai_pick *p)
{
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result *r;
	dnb_status st;
	uint64_t left_ms;
	int ok = 0;

	if (c->g->undrawn > DNB_SOLVER_MAX_EDGES || !solver_budget(c, thirds, &nodes, &left_ms))
		return 0;
	if (ensure_solver(c) != DNB_OK)
		return 0;
	if (fresh && dnb_solver_clear(c->ai->solver) != DNB_OK)
		return 0;
	if (!solver_budget(c, thirds, &nodes, &left_ms))
		return 0;
	so.tt_mb = c->ai->solver_tt_mb;
	so.threads = c->ai->o.threads;
	so.node_limit = nodes;
	so.time_limit_ms = left_ms;
	if (dnb_solver_set_options(c->ai->solver, &so) != DNB_OK)
		return 0;
	r = calloc(1, sizeof(*r));
	if (!r)
		return 0;
	r->size = sizeof(*r);
	st = dnb_solver_solve(c->ai->solver, c->g, r);
	c->nodes += r->nodes;
	if (st == DNB_OK && r->best_count > 0) {
		p->edge = r->best_moves[ai_below(c, r->best_count)];
		p->reason = DNB_AI_REASON_SOLVER;
		p->has_value = 1;
		p->value = r->value;
		ok = 1;
	}
	free(r);
	return ok;
}

/* The exact move of the endgame analysis in a loony endgame or a handout. */
static int try_endgame(struct ai_ctx *c, struct ai_pick *p)
{
	const struct decomp *d;
	dnb_analysis_info in;
	int ok = 0;

	if (c->g->rules & (DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING | DNB_RULE_MISERE))
		return 0;
	if ((d = ai_components(c)) == NULL)
		return 0;
	analysis_summarise(c->g, d, &in);
	if ((in.state == DNB_ANALYSIS_LOONY || in.state == DNB_ANALYSIS_HANDOUT) &&
	    in.move != DNB_NO_EDGE && in.move < c->g->n_edges && game_edge_legal(c->g, in.move)) {
		p->edge = in.move;
		if (in.state == DNB_ANALYSIS_LOONY)
			p->reason = DNB_AI_REASON_SMALLEST;
		else if (game_edge_captures(c->g, in.move))
			p->reason = DNB_AI_REASON_CAPTURE;
		else
			p->reason = DNB_AI_REASON_DOUBLE_CROSS;
		if (in.state == DNB_ANALYSIS_HANDOUT && in.decision == DNB_CONTROL_KEEP &&
		    p->reason == DNB_AI_REASON_CAPTURE)
			p->reason = DNB_AI_REASON_CONTROL;
		p->has_value = 1;
		p->value = (int32_t)in.margin;
		ok = 1;
	}
	return ok;
}

/* One playout from the current scratch position: 1 and in *reward its
 * result in [0, 1] for player `me` (0 or 1), or 0 when the budget ran out
 * before the end (the moves drawn still count as work). */
static int playout(struct ai_ctx *c, uint32_t me, double *reward)
{
	struct dnb_game *g = c->g;
	uint32_t drawn = 0;
	int32_t margin;
	double win;

	while (g->undrawn) {
		if (ai_spent(c)) {
			ai_undo(c, drawn);
			return 0;
		}
		game_apply(g, ai_playout_move(c));
		drawn++;
		c->nodes++;
	}
	if (c->nimstring) {
		*reward = g->turn != me ? 1.0 : 0.0;
		ai_undo(c, drawn);
		return 1;
	}
	margin = g->score[me] - g->score[me ^ 1u];
	if (c->misere)
		margin = -margin;
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

static dnb_status monte_carlo(struct ai_ctx *c, struct ai_pick *p, uint64_t budget)
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

int ai_try_book(struct ai_ctx *c, struct ai_pick *p)
{
	uint32_t best[DNB_SOLVER_MAX_EDGES];
	size_t n;
	int32_t v;

	if (!c->ai->book ||
	    dnb_book_lookup(c->ai->book, c->g, &v, best, DNB_SOLVER_MAX_EDGES, &n) != DNB_OK ||
	    n == 0)
		return 0;
	p->edge = best[ai_below(c, (uint32_t)n)];
	p->reason = DNB_AI_REASON_BOOK;
	p->has_value = 1;
	p->value = v;
	return 1;
}

dnb_status ai_pick_hard(struct ai_ctx *c, struct ai_pick *p, int tried_solver)
{
	struct ai_moves *m = &c->m;
	uint32_t f, handout, run[2];
	uint64_t budget;

	p->level = DNB_AI_HARD;
	/* (from PERFECT the book has been looked at already: a cheap miss) */
	if (ai_try_book(c, p))
		return DNB_OK;
	if (try_endgame(c, p))
		return DNB_OK;
	ai_classify(c->g, m);
	if (m->n_cap + m->n_safe + m->n_other == 1) {
		uint32_t e = m->n_cap ? m->cap[0] : m->n_safe ? m->safe[0] : m->other[0];
		p->edge = e;
		p->reason = m->n_cap ? DNB_AI_REASON_CAPTURE : m->n_safe ? DNB_AI_REASON_SAFE :
			    DNB_AI_REASON_SMALLEST;
		p->has_value = 0;
		return DNB_OK;
	}
	if (m->n_cap && !c->misere && !ai_decline_move(c->g, &f, &handout, run)) {
		/* Nothing to decline: taking a box costs nothing. */
		p->edge = m->cap[ai_below(c, m->n_cap)];
		p->reason = DNB_AI_REASON_CAPTURE;
		p->has_value = 0;
		return DNB_OK;
	}
	/* A fresh table: HARD's choice depends only on the seed, the position
	 * and the budget (PERFECT's may also depend on what its table kept). */
	if (!tried_solver &&
	    c->g->undrawn <= (c->misere ? MISERE_HARD_SOLVER_EDGES : HARD_SOLVER_EDGES) &&
	    try_solver(c, HARD_SOLVER_NODES, 1, 1, p))
		return DNB_OK;
	ai_classify(c->g, m);
	/* Under the caller's node limit, the search gets what is left of it
	 * (after PERFECT's or HARD's own solver search). */
	budget = c->node_limit ? ai_nodes_left(c) : HARD_DEFAULT_NODES;
	return monte_carlo(c, p, budget);
}

dnb_status ai_pick_perfect(struct ai_ctx *c, struct ai_pick *p)
{
	int tried = 0;

	if (ai_try_book(c, p)) {
		p->level = DNB_AI_PERFECT;
		return DNB_OK;
	}
	if (c->g->undrawn <= (c->misere ? MISERE_PERFECT_SOLVER_EDGES : DNB_SOLVER_MAX_EDGES)) {
		tried = 1;
		/* Without the caller's limits, as under a node limit of
		 * PERFECT_DEFAULT_NODES: the solver two thirds, and the
		 * search that follows a failed proof the rest. */
		if (!c->node_limit)
			c->node_limit = PERFECT_DEFAULT_NODES;
		/* A third is kept for HARD's search. */
		if (try_solver(c, c->node_limit, 2, 0, p)) {
			p->level = DNB_AI_PERFECT;
			return DNB_OK;
		}
	}
	/* HARD with the default search, or what is left of the caller's
	 * limits: the failed proof must not make the move worse than HARD's. */
	return ai_pick_hard(c, p, tried);
}
