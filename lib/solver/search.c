/* SPDX-License-Identifier: MIT */
/*
 * The search on one thread: fail-soft alpha-beta (negamax; a capture keeps
 * the move, so its child is searched for the same player) over the compact
 * state, with the shared transposition table, chain analysis and the
 * loony-endgame shortcut; the same for one move of a position; and the
 * node count, limits, progress and stop flag that every thread of a call
 * shares.  What is asked of the root, and on how many threads, is root.c's.
 * Recursion depth is bounded by the 64 edges a position may have undrawn.
 */
#include <stdatomic.h>

#include "common/bits-priv.h"
#include "common/clock-priv.h"
#include "solver/chain-priv.h"
#include "solver/misere-loony-priv.h"
#include "solver/misere-priv.h"
#include "solver/order-priv.h"
#include "solver/search-priv.h"
#include "solver/symmetry-priv.h"
#include "solver/tt-priv.h"

int sv_stopped(const struct sv_worker *w)
{
	return atomic_load_explicit(&w->sh->stop, memory_order_relaxed) != 0 ||
	       (w->abort && atomic_load_explicit(w->abort, memory_order_relaxed));
}

void sv_set_stop(struct sv_shared *sh, int why)
{
	int cur = 0;

	/* a cancel also replaces DONE, which the root clears once its
	 * helpers are back: the callback is not asked again, so a cancel
	 * dropped there would be lost (a limit is found again at the next
	 * tick) */
	while (!atomic_compare_exchange_strong(&sh->stop, &cur, why))
		if (cur != SV_STOP_DONE || why != SV_STOP_CANCEL)
			return;
}

dnb_status sv_stop_status(struct sv_shared *sh)
{
	return atomic_load(&sh->stop) == SV_STOP_CANCEL ? DNB_E_CANCELLED : DNB_E_LIMIT;
}

#define TICK_MAX 1024u
#define TICK_MIN 4u
#define TICK_SLOW_US 250u
/* TICK_MAX nodes that each fault in a page take about 0.4 s: a deadline
 * further away than this cannot be missed between two checks, so until it
 * comes near the clock is read as seldom as without a deadline (and a far
 * deadline changes nothing in the work done). */
#define TICK_FAR_MS 1000u

/* How often to look at the clock.  A node costs a fraction of a
 * microsecond, except while the table's pages are still being given by the
 * system: then a store may fault in a fresh 2 MiB page (zeroed by the
 * system, about 0.4 ms), so that TICK_MAX nodes could take a hundred times
 * a 1 ms budget.  With a deadline the interval starts at TICK_MIN nodes,
 * doubles while the nodes between two checks took less than TICK_SLOW_US,
 * and falls back to TICK_MIN when they took more. */
static void next_tick(struct sv_worker *w, uint64_t now_us)
{
	if (now_us - w->tick_us >= TICK_SLOW_US)
		w->tick_every = TICK_MIN;
	else if (w->tick_every < TICK_MAX)
		w->tick_every = w->tick_every < TICK_MIN ? TICK_MIN : 2 * w->tick_every;
	w->tick_us = now_us;
}

uint64_t sv_flush_nodes(struct sv_worker *w)
{
	uint64_t total = atomic_fetch_add_explicit(&w->sh->nodes, w->pending, memory_order_relaxed) +
			 w->pending;

	w->nodes += w->pending;
	w->pending = 0;
	return total;
}

int sv_tick(struct sv_worker *w)
{
	struct sv_shared *sh = w->sh;
	uint64_t total = sv_flush_nodes(w);

	if (sh->node_limit && total >= sh->node_limit)
		sv_set_stop(sh, SV_STOP_LIMIT);
	if (sh->deadline_ms) {
		uint64_t now_us = clock_now_us();
		uint64_t now_ms = now_us / 1000u;
		if (now_ms >= sh->deadline_ms)
			sv_set_stop(sh, SV_STOP_LIMIT);
		if (sh->deadline_ms - now_ms > TICK_FAR_MS) {
			w->tick_every = TICK_MAX;
			w->tick_us = now_us;
		} else {
			next_tick(w, now_us);
		}
	} else {
		w->tick_every = TICK_MAX;
	}
	if (w->is_main && sh->progress && !sh->cancelled && total >= sh->next_progress) {
		dnb_solver_progress pr;
		pr.size = sizeof(pr);
		pr.lower = sh->lower;
		pr.upper = sh->upper;
		pr.nodes = total;
		pr.elapsed_ms = clock_now_ms() - sh->start_ms;
		sh->next_progress = total + sh->progress_nodes;
		if (sh->progress(&pr, sh->user_data)) {
			sh->cancelled = 1; /* never called again in this call */
			sv_set_stop(sh, SV_STOP_CANCEL);
		}
	}
	return sv_stopped(w);
}

void sv_value_range(const struct sv_ctx *c, const struct sv_pos *p, int *lo, int *hi)
{
	int u = sv_boxes_left(c, p);

	if (c->kind == SV_NIMSTRING) {
		*lo = -1;
		*hi = 1;
		return;
	}
	*lo = -u;
	*hi = u;
}

/* undrawn edges from which a node tries enhanced transposition cutoffs */
#define ETC_MIN 20
#define ETC_MIN_ROW 12 /* rows: many transpositions, cheap to find */
/* undrawn edges below which the table is not used */
#define TT_MIN 5

/* the most boxes of a row made of identical pairs that sv_row_paired's rule
 * is used on: every such position up to this size was checked exhaustively
 * (tests/solver/test-row-pairs.c with DNB_PAIRS_HALF=7) */
#define ROW_PAIRS_MAX 14
#define KEY_UNKNOWN UINT64_MAX /* every edge drawn: never looked up */

static int search(struct sv_worker *w, int alpha, int beta, int depth, uint64_t known_key);

/* Quiet moves ordered by their cutoffs (order.c): on single rows, and under
 * misère without compulsory capture, where the classes order poorly (a
 * capture is a tempo move, a sacrifice often the refutation): on the
 * bench-misere sets 15% fewer nodes at 24 undrawn edges, 26% at 26 and
 * 34% at 28.  It goes with the misère rules: with DNB_SOLVER_NO_CHAIN_RULES
 * misère is searched as before them.  Boards under the other rules do
 * better centre out (bench/results/solver.md, "Single rows"). */
static int by_cutoffs(const struct sv_ctx *c)
{
	return c->row_mode || (c->kind == SV_MISERE && !c->compulsory &&
			       !(c->disable & DNB_SOLVER_NO_CHAIN_RULES));
}

/* The key after quiet move e, its bucket requested; KEY_UNKNOWN for a move
 * after which the child will not look the table up first (a capture, or a
 * sacrifice: the opponent's capture comes first). */
static uint64_t child_key(const struct sv_ctx *c, struct sv_pos *p, const struct sv_tt *tt,
			  uint32_t e)
{
	uint64_t k = KEY_UNKNOWN;

	/* (under misère without compulsory capture the child with a box to
	 * take looks the table up too: nothing is forced there) */
	if (sv_play(c, p, e) == 0 && (p->n3 == 0 || (c->kind == SV_MISERE && !c->compulsory))) {
		k = sv_pos_key(c, p);
		sv_tt_prefetch(tt, k);
	}
	sv_unplay(c, p, e);
	return k;
}

/* The same on a row, from the position's row word: no box gets its third
 * side (quiet, nothing to take) when neither box beside e has two. */
static uint64_t row_child_key(const struct sv_ctx *c, const struct sv_pos *p,
			      const struct sv_tt *tt, uint64_t word, uint32_t e)
{
	uint64_t k;

	for (int i = 0; i < 2; i++) {
		uint8_t b = c->eb[e][i];
		if (b != SV_NONE && p->sides[b] >= 2)
			return KEY_UNKNOWN;
	}
	k = sv_row_key(c, word + c->row_delta[e]);
	sv_tt_prefetch(tt, k);
	return k;
}

int sv_search(struct sv_worker *w, int alpha, int beta, int depth)
{
	return search(w, alpha, beta, depth, KEY_UNKNOWN);
}

/* known_key: the position's table key when the parent computed it already
 * (for its enhanced transposition cutoffs), else KEY_UNKNOWN. */
static int search(struct sv_worker *w, int alpha, int beta, int depth, uint64_t known_key)
{
	const struct sv_ctx *c = w->sh->ctx;
	struct sv_pos *p = &w->pos;
	struct sv_tt *tt = w->sh->tt;
	uint8_t moves[SV_MAX_EDGES];
	uint64_t ckey[SV_MAX_EDGES];
	int n, etc = 0, best = -SV_INF, best_move = -1, hint = -1, v, lo, hi;
	uint64_t key = 0;

	if (++w->pending >= w->tick_every && sv_tick(w))
		return 0;
	if ((p->drawn & c->all) == c->all)
		return sv_terminal(c);
	if (c->kind != SV_NIMSTRING) {
		/* nobody can win more than the boxes left */
		if (p->left <= alpha)
			return p->left;
		if (-p->left >= beta)
			return -p->left;
	}
	/* (the bound is at most left - 2: only worth finding above alpha + 2) */
	if (p->n3 && (c->kind == SV_NIMSTRING || p->left - 2 > alpha) && sv_loony_bound(c, p, &v)) {
		/* the capturer keeps at least v whatever follows */
		if (v >= beta)
			return v;
		if (v - 1 > alpha)
			alpha = v - 1;
	}
	n = sv_chain_moves(c, p, moves);
	if (n == 1) {
		/* a forced capture: same player moves again */
		uint32_t e = moves[0];
		int g = sv_gain(c, sv_play(c, p, e));
		v = g + search(w, alpha - g, beta - g, depth + 1, KEY_UNKNOWN);
		sv_unplay(c, p, e);
		return v;
	}
	if (n == 0 && sv_loony_value(c, p, &v))
		return v;
	if (c->kind == SV_MISERE && p->odd == p->n3 && sv_misere_loony(c, p, &v))
		return v;
	if (tt && bits_count(c->all & ~p->drawn) < TT_MIN)
		tt = NULL; /* a tiny subtree costs less than a cache miss */
	if (tt) {
		key = known_key != KEY_UNKNOWN ? known_key : sv_pos_key(c, p);
		if (sv_tt_probe(tt, key, &lo, &hi, &hint)) {
			if (lo >= beta)
				return lo;
			if (hi <= alpha)
				return hi;
			if (lo == hi)
				return lo;
			if (lo > alpha)
				alpha = lo;
			if (hi < beta)
				beta = hi;
		}
		if (!p->n3 && !c->compulsory && c->kind != SV_MISERE && p->left <= ROW_PAIRS_MAX &&
		    sv_row_paired(c, key)) {
			/* H + H with nothing to take: worth at most 0 to the mover
			 * (checked exhaustively up to ROW_PAIRS_MAX boxes) */
			if (0 <= alpha)
				return 0;
			if (beta > 0)
				beta = 0;
		}
	}
	if (n == 0)
		n = sv_gen_moves(c, p, hint, w->variant, by_cutoffs(c) ? w->history : NULL, moves);
	if (c->kind == SV_MISERE && p->n3) {
		/* misère: pure captures wait for the end (misere.c); when only
		 * they are left (edges that are skipped as equivalent to one
		 * generated are never pure), the mover takes every box */
		int k = 0;
		for (int i = 0; i < n; i++)
			if (!sv_completes(c, p, moves[i]) || !sv_misere_pure(c, p, moves[i]))
				moves[k++] = moves[i];
		if (k == 0 && n > 0)
			return -p->left;
		n = k;
	}
	if (tt && bits_count(c->all & ~p->drawn) >= (c->row_mode ? ETC_MIN_ROW : ETC_MIN)) {
		/* enhanced transposition cutoff: a child already known to be bad
		 * enough for the opponent refutes this node without a search.
		 * All the children's buckets are requested first so that their
		 * cache misses overlap; the keys are handed down to the children. */
		etc = 1;
		if (c->row_mode && !p->n3) {
			uint64_t word = sv_row_word(c, p->drawn);
			for (int i = 0; i < n; i++)
				ckey[i] = row_child_key(c, p, tt, word, moves[i]);
		} else {
			for (int i = 0; i < n; i++)
				ckey[i] = child_key(c, p, tt, moves[i]);
		}
		for (int i = 0; i < n; i++) {
			int clo, chi, cm;
			if (ckey[i] == KEY_UNKNOWN)
				continue;
			if (sv_tt_probe(tt, ckey[i], &clo, &chi, &cm) && -chi >= beta) {
				sv_tt_store(tt, key, -chi, SV_INF, (int)moves[i],
					    bits_count(c->all & ~p->drawn));
				return -chi;
			}
		}
	}
	{
		int a0 = alpha;
		/* without ETC keys: each child's key is found one sibling ahead
		 * and its bucket requested, so that the miss overlaps the search
		 * of the sibling before it (only for children that look the
		 * table up: quiet ones, big enough; not rows, whose keys cost
		 * more than the misses they would hide) */
		int ahead = tt && !etc && !c->row_mode && bits_count(c->all & ~p->drawn) > TT_MIN;
		if (ahead)
			ckey[0] = child_key(c, p, tt, moves[0]);
		for (int i = 0; i < n; i++) {
			uint32_t e = moves[i];
			int k;
			if (ahead && i + 1 < n)
				ckey[i + 1] = child_key(c, p, tt, moves[i + 1]);
			k = sv_play(c, p, e);
			if (k) {
				int g = sv_gain(c, k);
				v = g + search(w, alpha - g, beta - g, depth + 1, KEY_UNKNOWN);
			} else {
				v = -search(w, -beta, -alpha, depth + 1,
					    etc || ahead ? ckey[i] : KEY_UNKNOWN);
			}
			sv_unplay(c, p, e);
			if (sv_stopped(w))
				return 0;
			if (v > best) {
				best = v;
				best_move = (int)e;
				if (v > alpha) {
					alpha = v;
					if (alpha >= beta) {
						uint32_t d = (uint32_t)bits_count(c->all & ~p->drawn);
						w->history[e] += d * d;
						break;
					}
				}
			}
		}
		if (tt) {
			int depth_left = bits_count(c->all & ~p->drawn);
			if (best <= a0)
				sv_tt_store(tt, key, -SV_INF, best, best_move, depth_left);
			else if (best >= beta)
				sv_tt_store(tt, key, best, SV_INF, best_move, depth_left);
			else
				sv_tt_store(tt, key, best, best, best_move, depth_left);
		}
	}
	return best;
}

int sv_at_least(struct sv_worker *w, int v)
{
	int r = sv_search(w, v - 1, v, 0);

	if (sv_stopped(w))
		return -1;
	return r >= v;
}

int sv_move_at_least(struct sv_worker *w, uint32_t e, int v)
{
	const struct sv_ctx *c = w->sh->ctx;
	int k = sv_play(c, &w->pos, e), r;

	/* a capture keeps the move; else the child is the opponent's and
	 * child >= 1 - v  <=>  -child < v */
	if (k) {
		r = sv_at_least(w, v - sv_gain(c, k));
	} else {
		r = sv_at_least(w, 1 - v);
		if (r >= 0)
			r = !r;
	}
	sv_unplay(c, &w->pos, e);
	return r;
}

int sv_move_search(struct sv_worker *w, uint32_t e, int alpha, int beta)
{
	const struct sv_ctx *c = w->sh->ctx;
	int k = sv_play(c, &w->pos, e), v;

	if (k) {
		int g = sv_gain(c, k);
		v = g + sv_search(w, alpha - g, beta - g, 1);
	} else {
		v = -sv_search(w, -beta, -alpha, 1);
	}
	sv_unplay(c, &w->pos, e);
	return v;
}
