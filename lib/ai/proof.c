/* SPDX-License-Identifier: MIT */
/*
 * The AI's proofs: its solver (made on first use, told the call's share of
 * the limits, cancelled with the AI), the exact value and optimal move of
 * a position, and the shorter proof of a move that wins the game (or draws
 * one that cannot be won), played when the value does not fit the budget.
 * Which level asks for which proof, with what budget, is in hard.c.
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "solver/reach-priv.h"

static dnb_status ensure_solver(struct ai_ctx *c)
{
	struct dnb_ai *ai = c->ai;
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	uint32_t mb = c->table_mb;

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
 * most `nodes`, and under the call's limits at most `thirds` thirds of
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

/* The AI's solver asks this every SOLVER_CANCEL_NODES nodes (a few
 * milliseconds) whether dnb_ai_cancel was called. */
#define SOLVER_CANCEL_NODES 16384u

static int32_t solver_cancelled(const dnb_solver_progress *progress, void *user_data)
{
	const struct dnb_ai *ai = user_data;

	(void)progress;
	return atomic_load_explicit(&ai->cancel, memory_order_relaxed) != 0;
}

/* The AI's solver, told its table, threads and these limits; 1 when set. */
static int solver_limits(struct ai_ctx *c, uint64_t nodes, uint64_t ms)
{
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;

	so.tt_mb = c->ai->solver_tt_mb;
	so.threads = c->ai->o.threads;
	so.node_limit = nodes;
	so.time_limit_ms = ms;
	so.progress = solver_cancelled;
	so.user_data = c->ai;
	so.progress_nodes = SOLVER_CANCEL_NODES;
	return dnb_solver_set_options(c->ai->solver, &so) == DNB_OK;
}

/* The value the mover must reach on the solver's scale (the boxes left,
 * the variant's way) to win the game, or with `draw` to draw it; INT32_MIN
 * when no value of the right parity does (a draw with an odd number of
 * boxes).  Nimstring is won at 1 and never drawn. */
static int32_t goal(const struct ai_ctx *c, int draw)
{
	const struct dnb_game *g = c->g;
	int32_t ahead = g->score[g->turn] - g->score[g->turn ^ 1u];
	int32_t left = (int32_t)g->n_boxes - g->score[0] - g->score[1];

	if (c->nimstring)
		return draw ? INT32_MIN : 1;
	if (c->misere)
		ahead = -ahead;
	if (draw)
		return ((left - ahead) & 1) ? INT32_MIN : -ahead;
	return 1 - ahead;
}

/* A move proven to win the game, else to draw it, by a null-window probe
 * of the root (cheaper than the value) within at most *nodes nodes (less
 * what it used, after) and `thirds` thirds of the budget; 1 and the pick
 * when one was found. */
static int try_reach(struct ai_ctx *c, uint64_t *nodes, uint64_t thirds, struct ai_pick *p)
{
	for (int draw = 0; draw < 2; draw++) {
		int32_t target = goal(c, draw);
		uint64_t left_ms, used;
		uint32_t e;
		dnb_status st;
		if (target == INT32_MIN)
			continue;
		if (!solver_budget(c, thirds, nodes, &left_ms) || !solver_limits(c, *nodes, left_ms))
			return 0;
		st = solver_reach(c->ai->solver, c->g, target, &e, &used);
		c->nodes += used;
		*nodes = used < *nodes ? *nodes - used : 0;
		if (st != DNB_OK)
			return 0;
		if (e != DNB_NO_EDGE) {
			p->edge = e;
			p->reason = DNB_AI_REASON_OUTCOME;
			p->has_value = 0;
			return 1;
		}
	}
	return 0;
}

/* Solve with at most `nodes` nodes and `thirds` thirds of the budget; 1
 * and the pick when it finished.  With `fresh` the table is emptied first,
 * so that whether the search finishes within the node limit (and so the
 * move) does not depend on earlier calls.  Making the solver and emptying
 * its table come after the budget is known to allow a search, and the
 * solver gets only what they left.  With `reach`, a move that wins (else
 * draws) is looked for first, and played if the value does not finish. */
int ai_try_solver(struct ai_ctx *c, uint64_t nodes, uint64_t thirds, int fresh, int reach,
		  struct ai_pick *p)
{
	dnb_solver_result *r;
	dnb_status st;
	uint64_t left_ms;
	int ok = 0, reached = 0;

	if (c->g->undrawn > DNB_SOLVER_MAX_EDGES || !solver_budget(c, thirds, &nodes, &left_ms))
		return 0;
	if (ensure_solver(c) != DNB_OK)
		return 0;
	if (fresh && dnb_solver_clear(c->ai->solver) != DNB_OK)
		return 0;
	if (reach)
		reached = try_reach(c, &nodes, thirds, p);
	if (!nodes || !solver_budget(c, thirds, &nodes, &left_ms))
		return reached;
	if (!solver_limits(c, nodes, left_ms))
		return reached;
	r = calloc(1, sizeof(*r));
	if (!r)
		return reached;
	r->size = sizeof(*r);
	/* The value and one optimal move first: telling every optimal move
	 * from the others can cost several times as much (under misère
	 * most of all), and a proof that stops there would be lost. */
	st = dnb_solver_value(c->ai->solver, c->g, r);
	c->nodes += r->nodes;
	if (st == DNB_OK && r->pv_length > 0) {
		p->edge = r->pv[0];
		p->reason = DNB_AI_REASON_SOLVER;
		p->has_value = 1;
		p->value = r->value;
		ok = 1;
		/* then, with what is left, every optimal move, to choose
		 * among them at random (the table holds the value now) */
		if (r->nodes < nodes && (!left_ms || r->elapsed_ms < left_ms) &&
		    solver_limits(c, nodes - r->nodes, left_ms ? left_ms - r->elapsed_ms : 0)) {
			st = dnb_solver_solve(c->ai->solver, c->g, r);
			c->nodes += r->nodes;
			if (st == DNB_OK && r->best_count > 0)
				p->edge = r->best_moves[ai_below(c, r->best_count)];
		}
	}
	free(r);
	return ok || reached;
}

/* The ai_ctx.leaf_value of HARD's playouts: the AI's solver, within what
 * the call's limits leave, as the playouts are. */
int ai_exact_value(struct ai_ctx *c, uint64_t nodes, int32_t *value)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_status st;
	uint64_t left_ms;

	if (!solver_budget(c, 3, &nodes, &left_ms) || ensure_solver(c) != DNB_OK ||
	    !solver_limits(c, nodes, left_ms))
		return 0;
	st = dnb_solver_value(c->ai->solver, c->g, &r);
	c->nodes += r.nodes;
	*value = r.value;
	return st == DNB_OK;
}

