/* SPDX-License-Identifier: MIT */
/*
 * The levels that search: MEDIUM once few edges are left, HARD and PERFECT.
 * How they choose a move is in lib/ai/README.md; the measurements behind
 * every budget below, and the ideas tried and left out, are in
 * bench/results/ai.md.
 *
 * HARD plays, in this order: a move from the AI's book; the exact move of
 * a simple loony endgame or a pending handout (standard rules); an obvious
 * capture; the solver's move when few edges are left (or the fight over
 * the safe moves is nearly over) and a proof fits its budget, else a move
 * proven to win (draw) when that shorter proof fits; under misère the
 * fight over the safe moves (fight.c); otherwise the Monte-Carlo search
 * (montecarlo.c).  MEDIUM plays by the rules of thumb of levels.c while
 * more than MEDIUM_SOLVER_EDGES edges are left and from there as HARD
 * does on smaller budgets, without the book or the winning move.  PERFECT
 * asks the solver first and falls back on HARD when it proves nothing.
 *
 * Without the caller's limits each search gets its level's default below;
 * PERFECT, where its solver can be tried, plays as under a node limit of
 * PERFECT_DEFAULT_NODES (ai_node_limit).  Under a node or time limit the
 * whole call stays within it: PERFECT's solver gets two thirds, HARD's and
 * MEDIUM's own solver search a third, and the Monte-Carlo search what is
 * left (MEDIUM's never more than its default); every loop checks ai_spent,
 * and with nothing searched the first candidate is played.
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "endgame/analysis-priv.h"

/* The budgets, one reason each (figures: bench/results/ai.md, "Budgets"). */
/* From 40 undrawn edges (all of 4x4), so a proof is played where one fits. */
#define HARD_SOLVER_EDGES 40u
/* Beyond those edges, while the solver can take the position (64 edges),
 * HARD still asks it once at most this many safe moves are left: the
 * fight is nearly over and a proof cheap (7x7 with 4 left: 23 of 24
 * proved within HARD_SOLVER_NODES, 56 ms on average). */
#define HARD_SOLVER_SAFE_MOVES 4u
/* A million nodes: hard vs medium 90% on 5x5, where 200k gave 75%. */
#define HARD_SOLVER_NODES 1000000u
/* Rules of thumb above 34 edges keep MEDIUM below HARD (from 36: 43%). */
#define MEDIUM_SOLVER_EDGES 34u
/* 40k nodes: near exact play late, yet HARD scores 95% against it. */
#define MEDIUM_SOLVER_NODES 40000u
/* The border costs the solver about ten times the nodes: 200k reach as far. */
#define MEDIUM_BORDER_SOLVER_NODES 200000u
/* Misère has no chain-opening rule to save nodes: 40k doubled the drops. */
#define MISERE_MEDIUM_SOLVER_NODES 100000u
/* Playout nodes (node_limit 0): under a second a move on 10x10. */
#define HARD_DEFAULT_NODES 300000u
#define MEDIUM_DEFAULT_NODES 30000u
/* PERFECT's call as under this node limit: perfect vs hard 82%, 4M 78%
 * (80% with the time limit below). */
#define PERFECT_DEFAULT_NODES 8000000u
/* ... and this time limit, within its documented second: a proof that
 * fails costs no more (on 5x5 against Dabble the slowest move took 1.9 s
 * without it, and 1,013 ms at a limit of 1000). */
#define PERFECT_DEFAULT_MS 950u
/* A misère solver node costs twice: 4M keeps the slowest move under 1 s. */
#define MISERE_PERFECT_DEFAULT_NODES 4000000u
/* The misère solver's work grows sixfold every two edges: beyond 24 a proof
 * only burns the budget. */
#define MISERE_HARD_SOLVER_EDGES 24u
#define MISERE_PERFECT_SOLVER_EDGES 24u
/* Misère MEDIUM drops as few boxes from 20 as from 22, and stays below HARD. */
#define MISERE_MEDIUM_SOLVER_EDGES 20u
/* Misère playouts end in the solver's value from 16 edges (18 did worse). */
#define MISERE_HARD_LEAF_EDGES 16u
/* The misère fight over safe moves: 300k nodes ran out at 34 edges (7 of 8
 * positions) and at the first move of 4 of 10 games from 26. */
#define MISERE_FIGHT_EDGES 30u
#define MISERE_FIGHT_NODES 1000000u

/* The solver's table in MiB.  Under tt_mb 0 it follows the most nodes a
 * proof of this AI may search, not the position (the solver's own sizing
 * is for whole solves and made 200k-node proofs fifty times slower
 * faulting the pages in): about 32 bytes a node, a power of two from 1 MiB
 * to 1 GiB.  MEDIUM's is sized to its misère proofs (its border proofs get
 * the same, since the table follows the options, not the rules).  It
 * depends on the options alone, so a move does not depend on what the AI
 * was asked before. */
uint32_t ai_table_mb(const dnb_ai_options *o)
{
	uint64_t nodes;
	uint32_t mb = 1;

	if (o->tt_mb)
		return o->tt_mb;
	if (o->level == DNB_AI_PERFECT) {
		/* its proof may use two thirds of any limit */
		nodes = o->node_limit ? o->node_limit : PERFECT_DEFAULT_NODES;
	} else {
		nodes = o->level == DNB_AI_HARD ? HARD_SOLVER_NODES : MISERE_MEDIUM_SOLVER_NODES;
		if (o->node_limit && o->node_limit < nodes)
			nodes = o->node_limit;
	}
	while (mb < 1024 && ((uint64_t)mb << 20) / 32 < nodes)
		mb *= 2;
	return mb;
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

int ai_try_book(struct ai_ctx *c, struct ai_pick *p)
{
	uint32_t best[DNB_SOLVER_MAX_EDGES];
	size_t n;
	int32_t v;

	if (!c->ai->book ||
	    dnb_book_lookup(c->ai->book, c->g, &v, best, DNB_SOLVER_MAX_EDGES, &n) != DNB_OK ||
	    n == 0)
		return 0;
	/* a book's move that cannot be played: the entry is wrong, search */
	for (size_t i = 0; i < n; i++)
		if (best[i] >= c->g->n_edges || !game_edge_legal(c->g, best[i]))
			return 0;
	p->edge = best[ai_below(c, (uint32_t)n)];
	p->reason = DNB_AI_REASON_BOOK;
	p->has_value = 1;
	p->value = v;
	return 1;
}

/* What a level of this file searches with, when the caller sets no limit. */
struct level_budget {
	uint32_t level;
	int book;              /* play from the AI's book first */
	uint32_t solver_edges; /* the most edges left at which the solver is tried */
	uint32_t solver_safe;  /* ... or, up to 64, the most safe moves left (0: none) */
	uint32_t misere_edges; /* the same under misere */
	uint64_t solver_nodes; /* its nodes */
	uint64_t border_nodes; /* the same with the pre-drawn border */
	uint64_t misere_nodes; /* the same under misere */
	uint64_t mc_nodes;     /* the Monte-Carlo search's nodes */
	uint32_t misere_leaf;  /* under misere its playouts end in the solver's
				* value from this many edges (0: never) */
	uint64_t misere_fight; /* under misere the nodes of the fight over the
				* safe moves (fight.c; 0: none) */
	int reach;             /* look for a winning move before the value */
	int mc_capped;         /* mc_nodes caps the search under the caller's limits too */
};

/* Whether the level asks its solver here (c->m classified). */
static int solver_reaches(const struct ai_ctx *c, const struct level_budget *b)
{
	if (c->misere)
		return c->g->undrawn <= b->misere_edges;
	return c->g->undrawn <= b->solver_edges ||
	       (b->solver_safe && c->g->undrawn <= DNB_SOLVER_MAX_EDGES &&
		c->m.n_safe <= b->solver_safe);
}

static dnb_status pick_searched(struct ai_ctx *c, struct ai_pick *p, int tried_solver,
				const struct level_budget *b)
{
	struct ai_moves *m = &c->m;
	uint32_t f, handout, run[2];
	uint64_t budget;

	p->level = b->level;
	/* (from PERFECT the book has been looked at already: a cheap miss) */
	if (b->book && ai_try_book(c, p))
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
	/* A fresh table: the choice depends only on the seed, the position
	 * and the budget (PERFECT's may also depend on what its table kept). */
	if (!tried_solver && solver_reaches(c, b) &&
	    ai_try_solver(c, c->misere ? b->misere_nodes
				       : (c->g->rules & DNB_RULE_BORDER) ? b->border_nodes
									 : b->solver_nodes,
			  1, 1, b->reach, p))
		return DNB_OK;
	ai_classify(c->g, m);
	/* Under the call's node limit, the search gets what is left of it
	 * (after PERFECT's or this level's own solver search). */
	budget = c->node_limit ? ai_nodes_left(c) : b->mc_nodes;
	if (budget > b->mc_nodes && b->mc_capped)
		budget = b->mc_nodes;
	c->leaf_edges = c->misere ? b->misere_leaf : 0;
	c->leaf_value = ai_exact_value;
	/* The leaves' proofs share the solver's table: emptied first (O(1)),
	 * so that the move does not depend on the calls before it, as for the
	 * proof above.  PERFECT keeps its table, as its proofs do. */
	if (c->leaf_edges && c->ai->solver && c->ai->o.level != DNB_AI_PERFECT &&
	    dnb_solver_clear(c->ai->solver) != DNB_OK)
		c->leaf_edges = 0;
	/* Under misère the safe moves are weighed by the fight over them
	 * first, with at most half of what the call's node limit leaves. */
	if (c->leaf_edges && b->misere_fight && c->g->undrawn <= MISERE_FIGHT_EDGES) {
		uint64_t nodes = b->misere_fight;
		if (c->node_limit && ai_nodes_left(c) / 2 < nodes)
			nodes = ai_nodes_left(c) / 2;
		if (nodes && ai_fight(c, nodes, p))
			return DNB_OK;
	}
	return ai_monte_carlo(c, p, budget);
}

static const struct level_budget hard_budget = {
	.level = DNB_AI_HARD,
	.book = 1,
	.solver_edges = HARD_SOLVER_EDGES,
	.solver_safe = HARD_SOLVER_SAFE_MOVES,
	.misere_edges = MISERE_HARD_SOLVER_EDGES,
	.solver_nodes = HARD_SOLVER_NODES,
	.border_nodes = HARD_SOLVER_NODES,
	.misere_nodes = HARD_SOLVER_NODES,
	.mc_nodes = HARD_DEFAULT_NODES,
	.misere_leaf = MISERE_HARD_LEAF_EDGES,
	.misere_fight = MISERE_FIGHT_NODES,
	.reach = 1,
	.mc_capped = 0,
};
static const struct level_budget medium_budget = {
	.level = DNB_AI_MEDIUM,
	.book = 0,
	.solver_edges = MEDIUM_SOLVER_EDGES,
	.solver_safe = 0,
	.misere_edges = MISERE_MEDIUM_SOLVER_EDGES,
	.solver_nodes = MEDIUM_SOLVER_NODES,
	.border_nodes = MEDIUM_BORDER_SOLVER_NODES,
	.misere_nodes = MISERE_MEDIUM_SOLVER_NODES,
	.mc_nodes = MEDIUM_DEFAULT_NODES,
	.misere_leaf = 0,
	.misere_fight = 0,
	.reach = 0,
	.mc_capped = 1,
};

dnb_status ai_pick_hard(struct ai_ctx *c, struct ai_pick *p, int tried_solver)
{
	return pick_searched(c, p, tried_solver, &hard_budget);
}

dnb_status ai_pick_medium(struct ai_ctx *c, struct ai_pick *p)
{
	if (c->g->undrawn > MEDIUM_SOLVER_EDGES)
		return ai_pick_rules(c, p);
	return pick_searched(c, p, 0, &medium_budget);
}

/* Where PERFECT can try its solver and the caller sets no node limit, it
 * plays as under a node limit of PERFECT_DEFAULT_NODES (and, with no time
 * limit either, a time limit of PERFECT_DEFAULT_MS): the solver two
 * thirds, and the search that follows a failed proof the rest.  The call
 * is made with these limits (api.c), so no level changes them on the way. */
uint64_t ai_node_limit(const dnb_ai_options *o, const struct dnb_game *g)
{
	int misere = (g->rules & DNB_RULE_MISERE) != 0;

	if (o->node_limit || o->level != DNB_AI_PERFECT ||
	    g->undrawn > (misere ? MISERE_PERFECT_SOLVER_EDGES : DNB_SOLVER_MAX_EDGES))
		return o->node_limit;
	return misere ? MISERE_PERFECT_DEFAULT_NODES : PERFECT_DEFAULT_NODES;
}

uint64_t ai_time_limit(const dnb_ai_options *o, const struct dnb_game *g)
{
	if (o->time_limit_ms || o->node_limit || ai_node_limit(o, g) == 0)
		return o->time_limit_ms;
	return PERFECT_DEFAULT_MS;
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
		/* The call's node limit (ai_node_limit); a third is kept for
		 * HARD's search. */
		if (ai_try_solver(c, c->node_limit, 2, 0, 1, p)) {
			p->level = DNB_AI_PERFECT;
			return DNB_OK;
		}
	}
	/* HARD with the default search, or what is left of the call's
	 * limits: the failed proof must not make the move worse than HARD's. */
	return ai_pick_hard(c, p, tried);
}
