/* SPDX-License-Identifier: MIT */
/*
 * The levels that search: MEDIUM once few edges are left, HARD and PERFECT.
 *
 * HARD plays, in this order: the exact move of a simple loony endgame or a
 * pending handout (the endgame analysis, standard rules); an obvious
 * capture; the solver's move when at most HARD_SOLVER_EDGES edges are
 * left and a search of HARD_SOLVER_NODES nodes proves it; and otherwise
 * the Monte-Carlo search of montecarlo.c.
 *
 * MEDIUM plays by the rules of thumb of levels.c (the long chain rule,
 * all-but-two, the smallest sacrifice) while more than MEDIUM_SOLVER_EDGES
 * edges are left, and from there as HARD does on a smaller budget
 * (MEDIUM_SOLVER_NODES for the proof, MEDIUM_BORDER_SOLVER_NODES with the
 * pre-drawn border, MEDIUM_DEFAULT_NODES of playouts),
 * without the book: it knows the endgame and proves short positions, but
 * does not search the fight for control.
 *
 * PERFECT asks the solver first and falls back on HARD when it does not
 * finish.  HARD and PERFECT play from the AI's book (dnb_ai_set_book)
 * first when it holds the position.
 *
 * Budgets: without the caller's limits, each level's solver search gets
 * its SOLVER_NODES and its Monte-Carlo search its DEFAULT_NODES; PERFECT,
 * where its solver can be tried, plays as under a node limit of
 * PERFECT_DEFAULT_NODES (MISERE_PERFECT_DEFAULT_NODES under misère), and
 * elsewhere as HARD does.  Under the caller's
 * limits (node_limit, time_limit_ms) the whole call stays within them:
 * PERFECT's solver gets two thirds, HARD's and MEDIUM's own solver search
 * a third, and the Monte-Carlo search what is left (MEDIUM's never more
 * than its default); every loop checks ai_spent, a playout cut short is
 * not counted, and with nothing searched the first candidate is played (a
 * capture, else a safe move, else the cheapest sacrifice weighed).
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "endgame/analysis-priv.h"

/* The solver searches of HARD and MEDIUM: the most edges left at which
 * each is tried, and its nodes.  Measured on 5x5 from the empty board
 * (bench/tournament, 40 games, release build, 2-core shared VM) against a
 * MEDIUM that proves from 34 edges with 100k nodes: HARD with 200k nodes
 * from 40 edges scored 75%, with 600k 82% and with 1M 90%, at 23 ms a move
 * on average and 193 ms at most (bench-ai); a million playouts instead of
 * 300k gained less (78% with 600k solver nodes) at twice the time.
 * MEDIUM's budget: from 34 edges with 100k nodes it dropped 2.2, 1.3 and
 * 1.8 boxes a game against exact play on 4x4 and 3x5 from 26 edges and
 * 5x5 from 34 (bench-strength); tried from 36 edges it scored 43% against
 * HARD's 200k, from 30 it dropped 12.4 on 5x5.  Once a chain that one move
 * opens was searched once (2.5 to 3 times fewer nodes), 100k nodes made
 * it drop 0.4, 0.8 and 0 and HARD scored only 85% against it; with 40k it
 * drops 2.0, 1.3 and 0.3 and HARD scores 95%, the ladder as designed. */
#define HARD_SOLVER_EDGES 40u
#define HARD_SOLVER_NODES 1000000u
#define MEDIUM_SOLVER_EDGES 34u
#define MEDIUM_SOLVER_NODES 40000u
/* With the pre-drawn border a position costs the solver about ten times
 * the nodes of a standard one with as many undrawn edges, or more: of 20
 * random safe 5x5 positions of 34 undrawn edges (the openings of
 * bench-opening.h, seeds 100 to 119, each solved by a fresh solver under
 * a node limit), 100k nodes prove 20 standard ones and 1 with the border,
 * 1M 14 of the 20 with the border, 3M all; of 20 with the border and 32
 * edges, 100k prove 12 and 300k all.  MEDIUM's proofs
 * get more there, so that it reaches about as far as in standard play:
 * on 5x5 from 34 edges inside it dropped 9.2 boxes a game with 100k
 * nodes, 5.4 with 300k, 2.2 with 500k and 0.9 with 1M (bench-strength).
 * HARD keeps its million: ten times as much would cost seconds a move,
 * and it dropped 0.7 boxes a game there already.  Those figures are from
 * before the one-move rule for chain openings; with it MEDIUM's 500k
 * dropped 0.9 and 200k drops 2.6, HARD none. */
#define MEDIUM_BORDER_SOLVER_NODES 200000u
/* Under misere the standard chain rules do not apply, so the one-move rule for
 * chain openings saved nothing there: MEDIUM keeps the 100k nodes that
 * MISERE_MEDIUM_SOLVER_EDGES was tuned with (with 40k it dropped 2.3 boxes
 * a game on 4x4 from 20 edges instead of 0.7). */
#define MISERE_MEDIUM_SOLVER_NODES 100000u
/* Default amounts of Monte-Carlo search (node_limit 0), chosen to stay
 * under a second a move on a 10x10 board on a slow machine.  They count
 * playouts, not the call: the playout under way when one is used up ends. */
#define HARD_DEFAULT_NODES 300000u
#define MEDIUM_DEFAULT_NODES 30000u
/* PERFECT's: perfect vs hard on 5x5 (bench/tournament, 40 games, release
 * build) against HARD's 1M-node proofs: 82% under a node limit of 8M, 78%
 * under 4M (at 277 and about 140 ms a move on average, bench-ai); against
 * the 200k-node HARD of before, 4M gave 82.5% and 1M nodes for the solver,
 * then HARD's search, 72.5%. */
#define PERFECT_DEFAULT_NODES 8000000u
/* PERFECT's under misère, where a solver node costs about twice as much
 * (3.1 million nodes a second here, against 5 to 7 million on 5x5 in
 * standard play) and most proofs at 24 undrawn edges on 4x4 fail after
 * their whole two thirds.  With 8,000,000 its slowest move took 1.5 s
 * alone (2.1 to 2.7 s beside another benchmark), over its 1 s.  With
 * 4,000,000 (release build, 20 games of 4x4 from 26 edges, seeds 1 to
 * 20): 53 to 54 ms a move on average and 772 to 809 ms at most alone (81
 * and 1519 ms before); proofs finished at 24 edges in 4 games (8 before)
 * and at 23 in 13 (19); bench-strength --played-only: 3.0 boxes dropped a
 * game against 2.8 (5,000,000: 3.0; the solver from 23 edges instead of
 * 24: 3.5).  See libdnb-ai(7). */
#define MISERE_PERFECT_DEFAULT_NODES 4000000u
/* Under misere the solver has fewer rules and its work grows
 * about sixfold every two edges: beyond these counts an attempt only burns
 * the budget, so it is not made.  With HARD's million nodes, HARD on 4x4
 * misere positions (bench-strength, 10 games from 22 undrawn edges) dropped
 * 5.6 boxes a game with the solver tried from 20 edges and 1.8 from 22 or
 * 24 (at 21 ms a move on average, 338 ms at most); from 12, as before, it
 * dropped 41.6 a game from 20 edges.  Since a proof asks for the value
 * and one optimal move before every optimal move (try_solver), it drops
 * 0.8 a game from 22 edges (10 games, 27 ms a move on average, 417 ms at
 * most; 1.8 before on the same games); its drops from 26 edges come at
 * 23 to 26, beyond the solver, from the Monte-Carlo search.  So it is
 * tried from 24, where the value alone takes a median of 2.6 million nodes
 * (bench-misere) but a proof often finds its move within the million.
 * On 60 random 4x4 misère positions (15 of 23 edges, 15 of 24, 10 of 24
 * and 10 of 25 after a random move, 10 of 26; one HARD move each, scored
 * by the solver's values before and after it, release build): from 22,
 * 2.50 boxes dropped a move with the playouts alone and 1.90 with the
 * fight over the safe moves (MISERE_FIGHT_NODES); from 24, 1.17 and 0.97
 * (67% of the moves optimal; 0.93 with a fight of 300,000 nodes).  On
 * bench-strength --moves 1 (15 positions each of 23, 24, 25 and 26 edges)
 * both together took HARD from 1.40 to 1.17 boxes a move. */
#define MISERE_HARD_SOLVER_EDGES 24u
/* MEDIUM's 100k nodes proved 1 of 8 random 4x4 misere positions from 22
 * edges, 4 from 20 and 7 from 18 (a review's count).  Measured (4x4 from
 * 20, bench-strength; tournament 4x4 / 5x5): from 22 MEDIUM dropped 0.7
 * boxes a game and HARD beat it 72% / 57%; from 20, 0.7 and 81% / 98%;
 * from 18, 7.9 and 89% / 98%. */
#define MISERE_MEDIUM_SOLVER_EDGES 20u
/* Beyond the misere solver's reach HARD's playouts are a poor guide: they
 * never take a box while another move is left, where a capture is often
 * the right tempo move.  So they end in the solver's value once this many
 * edges are left (LEAF_NODES at most, montecarlo.c; the playout goes on
 * when that is not enough).  On 4x4 from 24 edges (bench-strength
 * --played-only, 20 games) HARD dropped 3.5 boxes a game without, 2.5
 * with leaves at 16 edges, at the same 15.5 ms a move on average; from 26
 * edges 10.8 and 6.0 on the 5 of 10 games scored. */
#define MISERE_HARD_LEAF_EDGES 16u
/* Before its playouts HARD weighs the safe moves under misère by the fight
 * over them (fight.c), from this many edges, within these nodes (the
 * solver's leaves included).  On the 60 positions above 300,000 did as
 * well (0.93 boxes a move against 0.97), but in games from 26 edges the
 * fight ran out of them at the first move of 4 of 10 games, and HARD
 * dropped 6.8 boxes a game against 4.8 with a million (10 games,
 * bench-strength); with a million it finished on all 10 of the positions
 * of 26 edges.  HARD's
 * move then takes 187 ms on average and 493 ms at most on 8 random 4x4
 * positions of 26 edges, 360 and 541 ms at 24 (where the proof comes
 * first), 173 and 506 ms on 5x5 at 30 edges (release build, beside another
 * benchmark).  On 8 random 5x5 misère positions of 34 edges the fight ran
 * out of 300,000 nodes 7 times, after up to 6.7 s (a solver call a leaf). */
#define MISERE_FIGHT_EDGES 30u
#define MISERE_FIGHT_NODES 1000000u
#define MISERE_PERFECT_SOLVER_EDGES 24u

/* The solver's table in MiB.  Under tt_mb 0 it follows the most nodes a
 * proof of this AI may search, not the position: the solver's own sizing
 * is for whole solves (1 GiB at 40 undrawn edges, where a 200k-node proof
 * took 6.7 s instead of 0.13 s faulting the pages in).  About 32 bytes a
 * node, a power of two from 1 MiB to 1 GiB: 4 MiB for MEDIUM's proofs, 32
 * MiB for HARD's and 256 MiB for PERFECT's default, less under a smaller
 * node limit.  MEDIUM's table is sized to its misere proofs, the largest
 * of its budgets apart from the border's (whose 200k-node proofs get the
 * same 4 MiB, since the table follows the options and not the rules; the
 * border figures above were measured with the default options' 16 MiB).  It
 * depends on the options alone, so a move does not depend on what the AI
 * was asked before. */
static uint32_t table_mb(const dnb_ai_options *o)
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

/* The AI's solver, told its table, threads and these limits; 1 when set. */
static int solver_limits(struct ai_ctx *c, uint64_t nodes, uint64_t ms)
{
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;

	so.tt_mb = c->ai->solver_tt_mb;
	so.threads = c->ai->o.threads;
	so.node_limit = nodes;
	so.time_limit_ms = ms;
	return dnb_solver_set_options(c->ai->solver, &so) == DNB_OK;
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
	if (!solver_limits(c, nodes, left_ms))
		return 0;
	r = calloc(1, sizeof(*r));
	if (!r)
		return 0;
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
	return ok;
}

/* The ai_ctx.leaf_value of HARD's playouts: the AI's solver, within what
 * the caller's limits leave, as the playouts are. */
static int exact_value(struct ai_ctx *c, uint64_t nodes, int32_t *value)
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
	uint32_t misere_edges; /* the same under misere */
	uint64_t solver_nodes; /* its nodes */
	uint64_t border_nodes; /* the same with the pre-drawn border */
	uint64_t misere_nodes; /* the same under misere */
	uint64_t mc_nodes;     /* the Monte-Carlo search's nodes */
	uint32_t misere_leaf;  /* under misere its playouts end in the solver's
				* value from this many edges (0: never) */
	uint64_t misere_fight; /* under misere the nodes of the fight over the
				* safe moves (fight.c; 0: none) */
	int mc_capped;         /* mc_nodes caps the search under the caller's limits too */
};

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
	if (!tried_solver &&
	    c->g->undrawn <= (c->misere ? b->misere_edges : b->solver_edges) &&
	    try_solver(c, c->misere ? b->misere_nodes
				    : (c->g->rules & DNB_RULE_BORDER) ? b->border_nodes
								      : b->solver_nodes,
		       1, 1, p))
		return DNB_OK;
	ai_classify(c->g, m);
	/* Under the caller's node limit, the search gets what is left of it
	 * (after PERFECT's or this level's own solver search). */
	budget = c->node_limit ? ai_nodes_left(c) : b->mc_nodes;
	if (budget > b->mc_nodes && b->mc_capped)
		budget = b->mc_nodes;
	c->leaf_edges = c->misere ? b->misere_leaf : 0;
	c->leaf_value = exact_value;
	/* The leaves' proofs share the solver's table: emptied first (O(1)),
	 * so that the move does not depend on the calls before it, as for the
	 * proof above.  PERFECT keeps its table, as its proofs do. */
	if (c->leaf_edges && c->ai->solver && c->ai->o.level != DNB_AI_PERFECT &&
	    dnb_solver_clear(c->ai->solver) != DNB_OK)
		c->leaf_edges = 0;
	/* Under misère the safe moves are weighed by the fight over them
	 * first, with at most half of what the caller's node limit leaves. */
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
	DNB_AI_HARD, 1, HARD_SOLVER_EDGES, MISERE_HARD_SOLVER_EDGES, HARD_SOLVER_NODES,
	HARD_SOLVER_NODES, HARD_SOLVER_NODES, HARD_DEFAULT_NODES, MISERE_HARD_LEAF_EDGES,
	MISERE_FIGHT_NODES, 0
};
static const struct level_budget medium_budget = {
	DNB_AI_MEDIUM, 0, MEDIUM_SOLVER_EDGES, MISERE_MEDIUM_SOLVER_EDGES, MEDIUM_SOLVER_NODES,
	MEDIUM_BORDER_SOLVER_NODES, MISERE_MEDIUM_SOLVER_NODES, MEDIUM_DEFAULT_NODES, 0, 0, 1
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
			c->node_limit = c->misere ? MISERE_PERFECT_DEFAULT_NODES
						  : PERFECT_DEFAULT_NODES;
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
