/* SPDX-License-Identifier: MIT */
/*
 * The fight over the safe moves under misère, searched directly: HARD's
 * (and so PERFECT's) choice among the safe moves beyond the solver's reach.
 *
 * Under misère the Monte-Carlo playouts judge safe moves poorly: a random
 * continuation is not the opponent's best one, and most safe moves there
 * lose two boxes or more against exact play.  This search plays a smaller
 * game instead: both players are held to safe moves (moves that give no box
 * its third side) while any are left, and a position with none left is
 * scored by the solver's exact value (ai_ctx.leaf_value).  The safe move
 * with the best value in that game is played, ties at random.  It is not
 * exact: it never considers a sacrifice while a safe move is left, which
 * under misère is sometimes the only optimal move.
 */
#include <stdlib.h>

#include "ai/context-priv.h"
#include "common/bits-priv.h"

#define NO_VALUE INT32_MIN

struct fight {
	struct ai_ctx *c;
	uint64_t end;     /* c->nodes at which the budget is used up */
	uint64_t stop_ms; /* under the caller's time limit, when the fight
			   * gives up (0: never), so that the playouts keep
			   * half of the call's time */
	int failed;       /* a limit ran out or a leaf was not found */
};

/* The first safe move at edge `from` or after it, g->n_edges when there is
 * none (the undrawn edges a word at a time, as ai_classify reads them). */
static uint32_t next_safe(const struct dnb_game *g, uint32_t from)
{
	for (uint32_t w = from / 64u; w < g->n_words; w++) {
		uint64_t free_bits = game_undrawn_word(g, w);
		if (w == from / 64u)
			free_bits &= ~UINT64_C(0) << (from % 64u);
		while (free_bits) {
			uint32_t e = w * 64u + bits_lowest(free_bits);
			free_bits &= free_bits - 1;
			if (game_edge_legal(g, e) && !game_edge_captures(g, e) &&
			    !game_edge_offers(g, e))
				return e;
		}
	}
	return g->n_edges;
}

/* The value of the smaller game for the scratch game's mover, fail-soft
 * in (alpha, beta); 0 with f->failed set when it could not be found. */
static int32_t search(struct fight *f, int32_t alpha, int32_t beta)
{
	struct ai_ctx *c = f->c;
	struct dnb_game *g = c->g;
	int32_t best = NO_VALUE, v;

	if (c->nodes >= f->end || ai_spent(c) || (f->stop_ms && clock_now_ms() >= f->stop_ms)) {
		f->failed = 1;
		return 0;
	}
	c->nodes++;
	for (uint32_t e = next_safe(g, 0); e < g->n_edges; e = next_safe(g, e + 1)) {
		game_apply(g, e);
		v = -search(f, -beta, -alpha);
		ai_undo(c, 1);
		if (f->failed)
			return 0;
		if (v > best)
			best = v;
		if (v > alpha)
			alpha = v;
		if (alpha >= beta)
			break;
	}
	if (best == NO_VALUE && !c->leaf_value(c, f->end - c->nodes, &best)) {
		f->failed = 1;
		return 0;
	}
	return best;
}

int ai_fight(struct ai_ctx *c, uint64_t nodes, struct ai_pick *p)
{
	const struct ai_moves *m = &c->m;
	struct fight f = { c, c->nodes + nodes, clock_deadline(c->t0_ms, c->time_limit_ms / 2),
			   0 };
	int32_t most = (int32_t)c->g->n_boxes + 1, best = NO_VALUE, v;
	uint32_t n = m->n_safe, pick = 0, *order;

	if (n < 2 || m->n_cap)
		return 0;
	order = malloc(n * sizeof(*order));
	if (!order)
		return 0;
	/* the root's moves in random order: a tie goes to the first searched */
	for (uint32_t i = 0; i < n; i++)
		order[i] = m->safe[i];
	for (uint32_t i = 0; i + 1 < n; i++) {
		uint32_t j = i + ai_below(c, n - i), t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (uint32_t i = 0; i < n && !f.failed; i++) {
		game_apply(c->g, order[i]);
		v = -search(&f, -most, best == NO_VALUE ? most : -best);
		ai_undo(c, 1);
		if (!f.failed && v > best) {
			best = v;
			pick = order[i];
		}
	}
	free(order);
	if (f.failed)
		return 0;
	p->edge = pick;
	p->reason = DNB_AI_REASON_SAFE;
	p->has_value = 0;
	p->value = 0;
	return 1;
}
