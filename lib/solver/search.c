/* SPDX-License-Identifier: MIT */
/*
 * The search: fail-soft alpha-beta (negamax; a capture keeps the move, so
 * its child is searched for the same player) over the compact state, with
 * the shared transposition table, chain analysis and the loony-endgame
 * shortcut.  The exact value comes from null-window probes that bisect the
 * proven bounds (MTD-style; values have the parity of the boxes left);
 * single rows instead take one pass over the root's moves (sv_solve_root).
 * Threads: with a quiet root each probe spreads the root's moves over them
 * (split.c); with a capture at the root, or on a single row, lazy SMP:
 * every thread runs the same search over the shared table with its own
 * move order (on rows, the root pass from another move), and the caller's
 * thread gives the answer.
 * Recursion depth is bounded by the 64 edges a position may have undrawn.
 */
#include <pthread.h>
#include <string.h>

#include "solver/context-priv.h"

int sv_stopped(const struct sv_worker *w)
{
	return atomic_load_explicit(&w->sh->stop, memory_order_relaxed) != 0 ||
	       (w->abort && atomic_load_explicit(w->abort, memory_order_relaxed));
}

void sv_set_stop(struct sv_shared *sh, int why)
{
	int zero = 0;
	atomic_compare_exchange_strong(&sh->stop, &zero, why);
}

int sv_tick(struct sv_worker *w)
{
	struct sv_shared *sh = w->sh;
	uint64_t total;

	total = atomic_fetch_add_explicit(&sh->nodes, w->pending, memory_order_relaxed) + w->pending;
	w->nodes += w->pending;
	w->pending = 0;
	if (sh->node_limit && total >= sh->node_limit)
		sv_set_stop(sh, SV_STOP_LIMIT);
	if (sh->deadline_ms && clock_now_ms() >= sh->deadline_ms)
		sv_set_stop(sh, SV_STOP_LIMIT);
	if (w->is_main && sh->progress && total >= sh->next_progress) {
		dnb_solver_progress pr;
		pr.size = sizeof(pr);
		pr.lower = sh->lower;
		pr.upper = sh->upper;
		pr.nodes = total;
		pr.elapsed_ms = clock_now_ms() - sh->start_ms;
		sh->next_progress = total + sh->progress_nodes;
		if (sh->progress(&pr, sh->user_data))
			sv_set_stop(sh, SV_STOP_CANCEL);
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

#define TICK_MASK 1023u
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

/* The key after quiet move e, its bucket requested; KEY_UNKNOWN for a move
 * after which the child will not look the table up first (a capture, or a
 * sacrifice: the opponent's capture comes first). */
static uint64_t child_key(const struct sv_ctx *c, struct sv_pos *p, const struct sv_tt *tt,
			  uint32_t e)
{
	uint64_t k = KEY_UNKNOWN;

	if (sv_play(c, p, e) == 0 && p->n3 == 0) {
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

	if ((++w->pending & TICK_MASK) == 0 && sv_tick(w))
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
		n = sv_gen_moves(c, p, hint, w->variant, c->row_mode ? w->history : NULL, moves);
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

/* ---- the exact value by bisection, on one or more threads ---- */

struct helper {
	pthread_t tid;
	struct sv_worker w;
	int lo, hi, started;
	const uint8_t *moves;  /* rows: the root's moves (else NULL) */
	int n;
};

/* The root's moves spread over threads for each probe (NULL: one thread,
 * or lazy SMP helpers running their own probes beside it). */
struct root_split {
	uint32_t threads;
	int n;
	uint8_t moves[SV_MAX_EDGES];
};

/* Probe loop shared by the main thread and the helpers.  Returns 1 when
 * lo == hi (exact), 0 when stopped. */
static int bisect(struct sv_worker *w, int *plo, int *phi, int parity,
		  const struct root_split *rs)
{
	int lo = *plo, hi = *phi, first = 1, last_high = 0;

	if (!rs && w->sh->ctx->row_mode && lo < hi) {
		/* rows: few canonical positions, so one full-window search that
		 * stores exact values everywhere beats repeated null windows */
		int r = sv_search(w, lo - 1, hi + 1, 0);
		if (sv_stopped(w))
			return 0;
		lo = hi = r;
	}
	while (lo < hi) {
		int g, r;
		if (first) {
			/* start near 0 with the right parity */
			g = (parity & 1) ? 1 : 0;
			if (g <= lo)
				g = lo + 2;
			if (g > hi)
				g = hi;
		} else {
			/* MTD(f): probe next to the last bound found */
			g = last_high ? lo + 2 : hi;
			if (g > hi)
				g = hi;
		}
		first = 0;
		if (rs ? !sv_split_probe(w, rs->threads, rs->moves, rs->n, g, &r)
		       : (r = sv_search(w, g - 1, g, 0), sv_stopped(w))) {
			*plo = lo;
			*phi = hi;
			return 0;
		}
		last_high = r >= g;
		if (r >= g)
			lo = r > lo ? r : lo;
		else
			hi = r < hi ? r : hi;
		/* parity tightens the bounds further */
		if (((lo - parity) & 1) != 0)
			lo++;
		if (((hi - parity) & 1) != 0)
			hi--;
		if (w->is_main && w->root) {
			w->sh->lower = lo;
			w->sh->upper = hi;
		}
	}
	*plo = lo;
	*phi = hi;
	return 1;
}

int sv_exact(struct sv_worker *w, int *value)
{
	int lo, hi;

	sv_value_range(w->sh->ctx, &w->pos, &lo, &hi);
	if (!bisect(w, &lo, &hi, lo & 1, NULL))
		return 0;
	*value = lo;
	return 1;
}

/* The root's moves one after another, each with the window (best - 1,
 * hi + 1): a move that reaches the best so far comes back exact, one that
 * does not is proven at least 2 short (values of a position's children
 * share its parity).  1, or 0 when stopped. */
static int root_pass(struct sv_worker *w, const uint8_t *moves, int n, int *value, int *optimal)
{
	const struct sv_ctx *c = w->sh->ctx;
	int lo, hi, best = -SV_INF;

	sv_value_range(c, &w->pos, &lo, &hi);
	for (int i = 0; i < n; i++) {
		uint32_t e = moves[i];
		int alpha = (best > lo ? best : lo) - 1, beta = hi + 1, v;
		v = sv_move_search(w, e, alpha, beta);
		if (sv_stopped(w))
			return 0;
		optimal[i] = v;
		if (v > alpha && v > best) {
			best = v;
			if (w->is_main)
				w->sh->lower = best;
		}
	}
	for (int i = 0; i < n; i++)
		optimal[i] = optimal[i] == best;
	*value = best;
	return 1;
}

static void *helper_main(void *arg)
{
	struct helper *h = arg;

	if (h->moves) {
		/* the same pass, starting further along the moves, so that the
		 * costly refutations begin while the main thread is on the first
		 * move; what it finds reaches the main thread through the table */
		uint8_t order[SV_MAX_EDGES];
		int optimal[SV_MAX_EDGES], v;
		for (int i = 0; i < h->n; i++)
			order[i] = h->moves[(i + (int)h->w.variant) % h->n];
		root_pass(&h->w, order, h->n, &v, optimal);
		return NULL;
	}
	bisect(&h->w, &h->lo, &h->hi, h->lo & 1, NULL);
	return NULL;
}

/* Lazy SMP helpers: each runs the whole search from the root with its own
 * move order over the shared table until the caller's thread is done (with
 * moves: sv_solve_root's pass, else the bisection).  Returns how many were
 * set up (started or not). */
static uint32_t start_helpers(const struct sv_worker *w, uint32_t nh, struct helper *helpers,
			      int lo, int hi, const uint8_t *moves, int n)
{
	if (nh > 64)
		nh = 64;
	for (uint32_t i = 0; i < nh; i++) {
		helpers[i].started = 0;
		if (lo >= hi)
			continue;
		helpers[i].w = *w;
		helpers[i].w.is_main = 0;
		helpers[i].w.variant = i + 1;
		helpers[i].w.nodes = helpers[i].w.pending = 0;
		helpers[i].lo = lo;
		helpers[i].hi = hi;
		helpers[i].moves = moves;
		helpers[i].n = n;
		helpers[i].started = pthread_create(&helpers[i].tid, NULL, helper_main, &helpers[i]) == 0;
	}
	return nh;
}

/* Stop the helpers (ok: the caller's thread has the answer) and wait for
 * them; the search's status. */
static dnb_status join_helpers(struct sv_shared *sh, uint32_t nh, struct helper *helpers, int ok)
{
	if (ok)
		sv_set_stop(sh, SV_STOP_DONE);
	for (uint32_t i = 0; i < nh; i++) {
		if (!helpers[i].started)
			continue;
		pthread_join(helpers[i].tid, NULL);
		atomic_fetch_add_explicit(&sh->nodes, helpers[i].w.pending, memory_order_relaxed);
	}
	if (!ok) {
		int why = atomic_load(&sh->stop);
		return why == SV_STOP_CANCEL ? DNB_E_CANCELLED : DNB_E_LIMIT;
	}
	/* helpers were told to stop: clear the flag for the next search */
	atomic_store(&sh->stop, 0);
	return DNB_OK;
}

dnb_status sv_solve_pos(struct sv_worker *w, uint32_t threads, int *value)
{
	struct sv_shared *sh = w->sh;
	struct helper helpers[64];
	int lo, hi, parity, ok;
	uint32_t nh = threads > 1 ? threads - 1 : 0;
	dnb_status st;

	sv_value_range(sh->ctx, &w->pos, &lo, &hi);
	parity = lo & 1;
	sh->lower = lo;
	sh->upper = hi;
	if (nh && !w->pos.n3 && (w->pos.drawn & sh->ctx->all) != sh->ctx->all) {
		/* Several threads and a quiet root: each probe spreads the root's
		 * moves over the threads.  A probe that fails low (every move
		 * must be refuted, the costly kind) divides evenly, and the
		 * moves searched beside the winning one in a probe that fails
		 * high are asked again when the optimal moves are listed. */
		struct root_split rs;
		int of[SV_MAX_EDGES];
		rs.threads = threads;
		rs.n = sv_root_moves(sh->ctx, &w->pos, rs.moves, of);
		if (rs.n > 1) {
			ok = bisect(w, &lo, &hi, parity, &rs);
			sh->lower = lo;
			sh->upper = hi;
			if (!ok) {
				int why = atomic_load(&sh->stop);
				return why == SV_STOP_CANCEL ? DNB_E_CANCELLED : DNB_E_LIMIT;
			}
			*value = lo;
			return DNB_OK;
		}
	}
	nh = start_helpers(w, nh, helpers, lo, hi, NULL, 0);
	ok = bisect(w, &lo, &hi, parity, NULL);
	st = join_helpers(sh, nh, helpers, ok);
	sh->lower = lo;
	sh->upper = hi;
	if (st == DNB_OK)
		*value = lo;
	return st;
}

dnb_status sv_solve_root(struct sv_worker *w, uint32_t threads, const uint8_t *moves, int n,
			 int *value, int *optimal)
{
	struct sv_shared *sh = w->sh;
	struct helper helpers[64];
	int lo, hi, ok;
	uint32_t nh = threads > 1 ? threads - 1 : 0;
	dnb_status st;

	sv_value_range(sh->ctx, &w->pos, &lo, &hi);
	sh->lower = lo;
	sh->upper = hi;
	nh = start_helpers(w, nh, helpers, lo, hi, moves, n);
	ok = root_pass(w, moves, n, value, optimal);
	st = join_helpers(sh, nh, helpers, ok);
	if (st == DNB_OK)
		sh->lower = sh->upper = *value;
	return st;
}
