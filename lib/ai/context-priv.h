/* SPDX-License-Identifier: MIT */
/* The AI's internals: the object, the per-call context and the move
 * classification shared by the levels. */
#ifndef DNB_AI_INT_H
#define DNB_AI_INT_H

#include <stdatomic.h>
#include <stdint.h>

#include "dnb.h"
#include "common/clock-priv.h"
#include "core/game-priv.h"
#include "endgame/components-priv.h"

struct dnb_ai {
	dnb_ai_options o;
	dnb_solver *solver; /* made on first use by HARD or PERFECT */
	uint32_t solver_tt_mb, solver_threads;
	const dnb_book *book; /* borrowed (dnb_ai_set_book), NULL for none */
	atomic_int cancel;    /* set by dnb_ai_cancel, cleared as a call begins */
};

/* The legal moves of a position in three classes. */
struct ai_moves {
	uint32_t n_cap, n_safe, n_other;
	uint16_t *cap;   /* complete a box */
	uint16_t *safe;  /* give no box its third side */
	uint16_t *other; /* offer boxes: sacrifices */
};

/* One call of dnb_ai_move: a scratch copy of the game, random numbers,
 * the work budget and scratch lists and components.
 * The call's limits are hard: once `nodes` reaches node_limit or the
 * clock passes deadline_ms, every loop of every level stops at its next
 * check (ai_spent) and the level plays the best it has found so far.  The
 * node limit is the caller's, or PERFECT's own where it tries its solver
 * (ai_node_limit); it is set when the call begins and no level changes it.
 * The other levels' default amounts of search (node_limit 0) are not
 * limits: they say how many playouts HARD makes, and a playout once begun
 * ends.  A cancel (dnb_ai_cancel) is seen by the same checks as a spent
 * budget, and by the AI's solver through its progress callback; the call
 * then fails with DNB_E_CANCELLED. */
struct ai_ctx {
	struct dnb_game *g;
	struct dnb_ai *ai;
	uint64_t rng;
	uint64_t nodes;         /* work done: moves drawn on the scratch game
				 * (see dnb_ai_move(3)) and solver nodes */
	uint64_t node_limit;    /* the call's (ai_node_limit), 0 for none */
	uint64_t t0_ms;         /* when dnb_ai_move was entered */
	uint64_t time_limit_ms; /* the caller's, 0 for none */
	uint64_t deadline_ms;   /* t0_ms + time_limit_ms, saturated; 0 for none */
	uint32_t checks;        /* ai_spent calls, to read the clock every few */
	int spent;              /* a limit has run out: stays set */
	int misere, nimstring;
	uint32_t table_mb;      /* the solver's table (ai_table_mb) */
	uint32_t leaf_edges;    /* playouts end in leaf_value from this many
				 * undrawn edges (0: never) */
	/* The exact value of the scratch position for its mover within
	 * `nodes` (counted in nodes); 1 when found.  Set with leaf_edges. */
	int (*leaf_value)(struct ai_ctx *c, uint64_t nodes, int32_t *value);
	struct ai_moves m;      /* for the root */
	struct ai_moves pm;     /* for playouts */
	uint16_t *stack;        /* greedy capture scratch (n_boxes + 2 n_edges + 8) */
	struct decomp dec;      /* made on first use by ai_components */
};

/* What a level picks: edge, reason, value. */
struct ai_pick {
	uint32_t edge, reason, has_value, level;
	int32_t value;
};

uint32_t ai_below(struct ai_ctx *c, uint32_t n);
/* 1 when the caller's node limit is reached or its time limit has passed
 * (the clock is read at every few calls), or a cancel came; once 1,
 * always 1.  0 whenever no limit is set and no cancel came, so that
 * without limits nothing changes the play. */
int ai_spent(struct ai_ctx *c);
/* The nodes the caller's limit leaves (0 when it is used up or not set). */
uint64_t ai_nodes_left(const struct ai_ctx *c);

/* The components of the scratch game, in the context's reusable
 * decomposition; NULL when it cannot be made (out of memory). */
const struct decomp *ai_components(struct ai_ctx *c);
/* Classify the legal moves of g into m. */
void ai_classify(const struct dnb_game *g, struct ai_moves *m);
/* Draw every capturable box greedily (the mover keeps moving); returns the
 * boxes taken and adds the moves drawn to *drawn (to undo them later). */
uint32_t ai_take_all(struct ai_ctx *c, uint32_t *drawn);
/* Boxes the opponent can take at once after the sacrifice e. */
uint32_t ai_gift(struct ai_ctx *c, uint32_t e);
/* Undo n moves on the scratch game. */
void ai_undo(struct ai_ctx *c, uint32_t n);
/* A legal move that declines the last boxes of a capturable run (all but
 * two of a chain, all but four of an opened loop): 1 and *edge, *handout
 * (boxes handed out) and run[] (the capture edges of the boxes handed out,
 * DNB_NO_EDGE for an unused slot) if there is one. */
int ai_decline_move(const struct dnb_game *g, uint32_t *edge, uint32_t *handout,
		    uint32_t run[2]);
/* Whether keeping control by declining is worth it (MEDIUM's rule). */
int ai_should_decline(struct ai_ctx *c, uint32_t handout);

/* The levels. */
dnb_status ai_pick_beginner(struct ai_ctx *c, struct ai_pick *p);
dnb_status ai_pick_easy(struct ai_ctx *c, struct ai_pick *p);
dnb_status ai_pick_medium(struct ai_ctx *c, struct ai_pick *p);
/* MEDIUM's rules of thumb: the long chain rule on the safe moves, captures
 * declined by all-but-two, the smallest sacrifice (levels.c). */
dnb_status ai_pick_rules(struct ai_ctx *c, struct ai_pick *p);
dnb_status ai_pick_hard(struct ai_ctx *c, struct ai_pick *p, int tried_solver);
dnb_status ai_pick_perfect(struct ai_ctx *c, struct ai_pick *p);
/* The node limit of one call in position g: the caller's node_limit, or,
 * where PERFECT tries its solver and the caller sets none, its default. */
uint64_t ai_node_limit(const dnb_ai_options *o, const struct dnb_game *g);
/* The time limit of one call: the caller's time_limit_ms, or, where PERFECT
 * tries its solver and the caller sets neither limit, its default. */
uint64_t ai_time_limit(const dnb_ai_options *o, const struct dnb_game *g);
/* The solver's table in MiB for these options (hard.c, which knows the
 * proofs' budgets; ctx_init stores it for proof.c). */
uint32_t ai_table_mb(const dnb_ai_options *o);
/* A proof by the AI's solver (proof.c) with at most `nodes` nodes and
 * `thirds` thirds of the call's limits: 1 and the pick when it finished.
 * `fresh` empties the table first; with `reach` a move that wins the game
 * (else draws it) is looked for first and played when the value does not
 * finish (DNB_AI_REASON_OUTCOME). */
int ai_try_solver(struct ai_ctx *c, uint64_t nodes, uint64_t thirds, int fresh, int reach,
		  struct ai_pick *p);
/* The ai_ctx.leaf_value of HARD's playouts: the solver's value, within
 * `nodes` and what the call's limits leave; 1 when it finished. */
int ai_exact_value(struct ai_ctx *c, uint64_t nodes, int32_t *value);
/* HARD and PERFECT: 1 and the pick when the AI's book holds the position. */
int ai_try_book(struct ai_ctx *c, struct ai_pick *p);

/* MEDIUM's choice without the long chain rule analysis, for playouts:
 * returns the edge. */
uint32_t ai_playout_move(struct ai_ctx *c);
/* Under misère, the safe move that does best when both players are held
 * to safe moves while any are left, with leaf_value scoring the positions
 * that have none (fight.c), within `nodes`: 1 and the pick when it
 * finished.  0 when the root has a box to take or fewer than two safe
 * moves, or a limit ran out (under a time limit it stops at half of the
 * call's time).  Needs c->m classified and leaf_value set. */
int ai_fight(struct ai_ctx *c, uint64_t nodes, struct ai_pick *p);
/* The Monte-Carlo search (montecarlo.c) with `budget` nodes of playouts
 * (a default amount, or under the caller's limits what is left of them):
 * the pick among the root's candidates. */
dnb_status ai_monte_carlo(struct ai_ctx *c, struct ai_pick *p, uint64_t budget);

#endif
