/* SPDX-License-Identifier: MIT */
/* The public solver: options, the table's and the threads' life, and the
 * answers built from the root's questions (value, optimal moves, principal
 * variation, move values). */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "common/bits-priv.h"
#include "common/clock-priv.h"
#include "common/export-priv.h"
#include "common/pool-priv.h"
#include "common/sized-priv.h"
#include "core/game-priv.h"
#include "solver/chain-priv.h"
#include "solver/misere-loony-priv.h"
#include "solver/order-priv.h"
#include "solver/reach-priv.h"
#include "solver/root-priv.h"
#include "solver/search-priv.h"
#include "solver/state-priv.h"
#include "solver/symmetry-priv.h"
#include "solver/tt-priv.h"

struct dnb_solver {
	dnb_solver_options opts;
	struct sv_tt tt;
	struct sv_ctx ctx;
	struct sv_shared sh;
	struct sv_worker helpers[SV_MAX_THREADS]; /* sh.helpers */
	/* opts.threads - 1 workers, kept for the solver's life (fewer when a
	 * thread could not be started; NULL for none) */
	struct pool *pool;
	/* set while dnb_solver_solve or dnb_solver_move_values runs: the
	 * progress callback (on the caller's thread) must not change the
	 * solver under the search; free_later: dnb_solver_free was called from
	 * the callback, so the running call frees the solver on its way out */
	int busy, free_later;
};

static dnb_status check_options(const dnb_solver_options *o)
{
	if (o->tt_mb > 65536 || o->threads < 1 || o->threads > 64)
		return DNB_E_RANGE;
	if (o->disable & ~DNB_SOLVER_DISABLE_ALL)
		return DNB_E_INVALID;
	return DNB_OK;
}

/* The table to make for a tt_mb option: under 0 (the solver's choice) the
 * smallest, which prepare() grows to fit the positions. */
static uint64_t table_bytes(uint32_t tt_mb)
{
	return tt_mb ? (uint64_t)tt_mb << 20 : SV_TT_AUTO_MIN;
}

/* Under tt_mb 0, a bigger table when the context asks for one (never a
 * smaller: what the table holds stays useful on a smaller position of the
 * same board).  When the memory cannot be had, a smaller step or the table
 * there is: the search is as right, only slower. */
static void grow_table(dnb_solver *s, const struct sv_pos *root)
{
	/* the chains opened by one move count once: a middlegame of 5x5 with
	 * 40 undrawn edges, a dozen of them in chains, needs the nodes (and
	 * the table) of an empty board with about 30 */
	int edges = bits_count(s->ctx.all & ~root->drawn) -
		    bits_count(sv_chain_twins(&s->ctx, root, NULL));
	uint64_t want = sv_tt_auto_bytes(&s->ctx, edges); /* a power of two */

	for (; want > s->tt.bytes; want /= 2) {
		struct sv_tt t;
		if (sv_tt_init(&t, want)) {
			sv_tt_free(&s->tt);
			s->tt = t;
			return;
		}
	}
}

DNB_EXPORT dnb_status dnb_solver_new(const dnb_solver_options *opts, dnb_solver **out)
{
	dnb_solver_options def = DNB_SOLVER_OPTIONS_INIT;
	struct dnb_solver *s;
	dnb_status st;

	if (!out)
		return DNB_E_INVALID;
	if (opts && (st = sized_read(&def, sizeof(def), opts, SIZED_SOLVER_OPTIONS_1_0)) != DNB_OK)
		return st;
	opts = &def;
	if ((st = check_options(opts)) != DNB_OK)
		return st;
	s = calloc(1, sizeof(*s));
	if (!s)
		return DNB_E_NOMEM;
	s->opts = *opts;
	s->opts.size = sizeof(s->opts);
	if (!sv_tt_init(&s->tt, table_bytes(opts->tt_mb))) {
		free(s);
		return DNB_E_NOMEM;
	}
	s->pool = pool_new(opts->threads - 1, SV_STACK_BYTES);
	*out = s;
	return DNB_OK;
}

DNB_EXPORT void dnb_solver_free(dnb_solver *solver)
{
	if (!solver)
		return;
	if (solver->busy) {
		solver->free_later = 1;
		return;
	}
	pool_free(solver->pool);
	sv_tt_free(&solver->tt);
	free((void *)solver->ctx.misere_cache);
	free(solver);
}

DNB_EXPORT dnb_status dnb_solver_set_options(dnb_solver *solver, const dnb_solver_options *opts)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_status st;

	if (!solver || !opts)
		return DNB_E_INVALID;
	if (solver->busy)
		return DNB_E_BUSY;
	if ((st = sized_read(&o, sizeof(o), opts, SIZED_SOLVER_OPTIONS_1_0)) != DNB_OK)
		return st;
	opts = &o;
	if ((st = check_options(opts)) != DNB_OK)
		return st;
	if (opts->tt_mb != solver->opts.tt_mb) {
		struct sv_tt t;
		if (!sv_tt_init(&t, table_bytes(opts->tt_mb)))
			return DNB_E_NOMEM;
		sv_tt_free(&solver->tt);
		solver->tt = t;
	}
	if (opts->threads != solver->opts.threads) {
		pool_free(solver->pool);
		solver->pool = pool_new(opts->threads - 1, SV_STACK_BYTES);
	}
	solver->opts = *opts;
	solver->opts.size = sizeof(solver->opts);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_solver_clear(dnb_solver *solver)
{
	if (!solver)
		return DNB_E_INVALID;
	if (solver->busy)
		return DNB_E_BUSY;
	sv_tt_clear(&solver->tt);
	solver->tt.ctx_id = 0;
	/* a cleared solver keeps nothing from its calls before, as a new one */
	sv_ctx_forget(&solver->ctx);
	if (solver->ctx.misere_cache) /* no search runs: plain stores will do */
		memset((void *)solver->ctx.misere_cache, 0,
		       SV_MISERE_CACHE_WORDS * sizeof(uint64_t));
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_solver_memory(const dnb_solver *solver, uint64_t *bytes)
{
	if (!solver || !bytes)
		return DNB_E_INVALID;
	*bytes = sizeof(*solver) + solver->tt.bytes + solver->tt.bytes / 4096 +
		 (solver->ctx.misere_cache ? SV_MISERE_CACHE_WORDS * sizeof(uint64_t) : 0);
	return DNB_OK;
}

/* Build the context for a game and make the table fit it.  start_ms: when
 * the call began, which the budget counts from (this preparation is part of
 * the call). */
static dnb_status prepare(dnb_solver *s, const dnb_game *g, uint64_t start_ms,
			  struct sv_worker *w)
{
	struct sv_shared *sh = &s->sh;
	dnb_status st;

	if ((st = sv_ctx_build(&s->ctx, g, s->opts.disable, &w->pos)) != DNB_OK)
		return st;
	/* the misère endgame cache, made at the first misère search; without
	 * the memory the search does without the rule (same values) */
	if (s->ctx.kind == SV_MISERE && !s->ctx.misere_cache)
		s->ctx.misere_cache = calloc(SV_MISERE_CACHE_WORDS, sizeof(uint64_t));
	if (s->opts.tt_mb == 0 && !(s->opts.disable & DNB_SOLVER_NO_TABLE))
		grow_table(s, &w->pos);
	if (s->tt.ctx_id != s->ctx.ctx_id || s->tt.compact != sv_tt_fits_compact(&s->ctx)) {
		sv_tt_clear(&s->tt);
		sv_tt_set_compact(&s->tt, sv_tt_fits_compact(&s->ctx));
		s->tt.ctx_id = s->ctx.ctx_id;
	}
	s->tt.clean = 0;
	memset(sh, 0, sizeof(*sh));
	sh->ctx = &s->ctx;
	sh->helpers = s->helpers;
	sh->tt = (s->opts.disable & DNB_SOLVER_NO_TABLE) ? NULL : &s->tt;
	atomic_init(&sh->stop, 0);
	atomic_init(&sh->nodes, 0);
	sh->node_limit = s->opts.node_limit;
	sh->start_ms = start_ms;
	sh->deadline_ms = clock_deadline(sh->start_ms, s->opts.time_limit_ms);
	sh->progress = s->opts.progress;
	sh->user_data = s->opts.user_data;
	sh->progress_nodes = s->opts.progress_nodes ? s->opts.progress_nodes : 65536;
	sh->next_progress = sh->progress_nodes;
	w->sh = sh;
	w->nodes = w->pending = 0;
	w->tick_every = w->tick_us = 0; /* the limits are checked at once */
	w->variant = 0;
	w->is_main = 1;
	w->abort = NULL;
	w->root = 1;
	memset(w->history, 0, sizeof(w->history));
	return DNB_OK;
}

/* The root's questions: one per distinct child (symmetric and equivalent
 * moves share one); uniq[] the moves asked, of[e] the question of relevant
 * edge e (-1 for an illegal move), answer[] what came back. */
struct questions {
	uint8_t uniq[SV_MAX_EDGES];
	int of[SV_MAX_EDGES], answer[SV_MAX_EDGES], n;
};

static void finish_counts(dnb_solver *s, struct sv_worker *w, dnb_solver_result *r)
{
	r->nodes = sv_flush_nodes(w); /* (no callback: the search is over) */
	r->elapsed_ms = clock_now_ms() - s->sh.start_ms;
}

/* Follow optimal moves from the root to the end. */
static int build_pv(struct sv_worker *w, int value, dnb_solver_result *r)
{
	const struct sv_ctx *c = w->sh->ctx;
	struct sv_pos save = w->pos;
	int v = value;

	r->pv_length = 0;
	while ((w->pos.drawn & c->all) != c->all) {
		uint8_t moves[SV_MAX_EDGES];
		int n = sv_chain_moves(c, &w->pos, moves), lo, hi, hint = -1, found = -1, k;
		if (n != 1) {
			if (w->sh->tt)
				sv_tt_probe(w->sh->tt, sv_pos_key(c, &w->pos), &lo, &hi, &hint);
			n = sv_gen_moves(c, &w->pos, hint, 0, NULL, moves);
		}
		for (int i = 0; i < n && found < 0; i++) {
			int ok = n == 1 ? 1 : sv_move_at_least(w, moves[i], v);
			if (ok < 0) {
				w->pos = save;
				return -1;
			}
			if (ok)
				found = moves[i];
		}
		if (found < 0)
			break; /* cannot happen with a correct value */
		r->pv[r->pv_length++] = c->edge[found];
		k = sv_play(c, &w->pos, (uint32_t)found);
		v = k ? v - sv_gain(c, k) : -v;
	}
	w->pos = save;
	return 0;
}

/* dnb_solver_solve (or, value_only, dnb_solver_value: no list of the
 * optimal moves) into a whole result of ours. */
static dnb_status solve(dnb_solver *solver, const dnb_game *game, uint64_t start_ms,
			int value_only, dnb_solver_result *result)
{
	struct sv_worker w;
	struct questions q;
	dnb_status st;
	int value = 0;
	const struct sv_ctx *c;

	if ((st = prepare(solver, game, start_ms, &w)) != DNB_OK)
		return st;
	c = &solver->ctx;
	result->best_count = 0;
	result->pv_length = 0;
	q.n = value_only ? 0 : sv_root_moves(c, &w.pos, q.uniq, q.of);
	if (value_only) {
		st = sv_solve_pos(&w, solver->pool, &value);
	} else if (c->row_mode && q.n > 0) {
		/* rows: the value and every optimal move in one pass */
		st = sv_solve_root(&w, solver->pool, q.uniq, q.n, &value, q.answer);
	} else {
		st = sv_solve_pos(&w, solver->pool, &value);
		/* every optimal move: each distinct child once, over the threads */
		if (st == DNB_OK)
			st = sv_split(&w, solver->pool, SV_SPLIT_AT_LEAST, q.uniq, q.n, value,
				      q.answer);
	}
	result->tt_bytes = solver->sh.tt ? solver->tt.bytes : 0;
	result->lower = solver->sh.lower;
	result->upper = solver->sh.upper;
	result->value = st == DNB_OK ? value : 0;
	if (st != DNB_OK) {
		finish_counts(solver, &w, result);
		return st;
	}
	for (uint32_t e = 0; e < c->n && !value_only; e++)
		if (q.of[e] >= 0 && q.answer[q.of[e]])
			result->best_moves[result->best_count++] = c->edge[e];
	if (build_pv(&w, value, result) < 0) {
		/* stopped while following the line: as any stop, the bounds
		 * (here exact) and no moves */
		result->value = 0;
		result->best_count = 0;
		result->pv_length = 0;
		finish_counts(solver, &w, result);
		return sv_stop_status(&solver->sh);
	}
	finish_counts(solver, &w, result);
	return DNB_OK;
}

/* The end of a call that set busy: free the solver if its callback asked. */
static void done(dnb_solver *s)
{
	s->busy = 0;
	if (s->free_later)
		dnb_solver_free(s);
}

/* Only the fields the caller's size covers are written, and only when the
 * search ran (DNB_OK, or the bounds after DNB_E_LIMIT, DNB_E_CANCELLED). */
static dnb_status solve_call(dnb_solver *solver, const dnb_game *game, int value_only,
			     dnb_solver_result *result)
{
	uint64_t start_ms = clock_now_ms(); /* the budget covers the whole call */
	dnb_solver_result full = DNB_SOLVER_RESULT_INIT;
	dnb_status st;

	if (!solver || !game || !sized_ok(result, SIZED_SOLVER_RESULT_1_0))
		return DNB_E_INVALID;
	if (solver->busy)
		return DNB_E_BUSY;
	solver->busy = 1;
	st = solve(solver, game, start_ms, value_only, &full);
	if (st == DNB_OK || st == DNB_E_LIMIT || st == DNB_E_CANCELLED)
		sized_write(result, &full, sizeof(full));
	done(solver);
	return st;
}

DNB_EXPORT dnb_status dnb_solver_solve(dnb_solver *solver, const dnb_game *game,
				       dnb_solver_result *result)
{
	return solve_call(solver, game, 0, result);
}

DNB_EXPORT dnb_status dnb_solver_value(dnb_solver *solver, const dnb_game *game,
				       dnb_solver_result *result)
{
	return solve_call(solver, game, 1, result);
}

/* dnb_solver_move_values with the arguments checked and busy set. */
static dnb_status move_values(dnb_solver *solver, const dnb_game *game, uint64_t start_ms,
			      int32_t *values)
{
	struct sv_worker w;
	struct questions q;
	dnb_status st;
	const struct sv_ctx *c;
	size_t ne = game->n_edges;

	if ((st = prepare(solver, game, start_ms, &w)) != DNB_OK)
		return st;
	c = &solver->ctx;
	/* what the progress callback is told of the root until the end: all
	 * that is proven before any move is solved */
	sv_value_range(c, &w.pos, &solver->sh.lower, &solver->sh.upper);
	for (size_t e = 0; e < ne; e++)
		values[e] = DNB_SOLVER_NO_VALUE;
	q.n = sv_root_moves(c, &w.pos, q.uniq, q.of);
	for (int i = 0; i < q.n; i++)
		q.answer[i] = DNB_SOLVER_NO_VALUE; /* left so when stopped first */
	st = sv_split(&w, solver->pool, SV_SPLIT_VALUE, q.uniq, q.n, 0, q.answer);
	for (uint32_t e = 0; e < c->n; e++)
		if (q.of[e] >= 0)
			values[c->edge[e]] = q.answer[q.of[e]];
	return st;
}

DNB_EXPORT dnb_status dnb_solver_move_values(dnb_solver *solver, const dnb_game *game,
					     int32_t *values, size_t cap, size_t *count)
{
	uint64_t start_ms = clock_now_ms(); /* the budget covers the whole call */
	dnb_status st;

	if (!solver || !game || !count || (!values && cap))
		return DNB_E_INVALID;
	if (solver->busy)
		return DNB_E_BUSY;
	*count = game->n_edges;
	if (cap < game->n_edges)
		return DNB_E_BUFSIZE;
	solver->busy = 1;
	st = move_values(solver, game, start_ms, values);
	done(solver);
	return st;
}

/* The root's questions in the order a search would ask them: the table's
 * move first, then captures, safe moves and sacrifices (sv_gen_moves). */
static void reach_order(struct sv_worker *w, const struct questions *q, uint8_t *order)
{
	const struct sv_ctx *c = w->sh->ctx;
	uint8_t gen[SV_MAX_EDGES], placed[SV_MAX_EDGES] = {0};
	int lo, hi, hint = -1, n, k = 0;

	if (w->sh->tt)
		sv_tt_probe(w->sh->tt, sv_pos_key(c, &w->pos), &lo, &hi, &hint);
	n = sv_gen_moves(c, &w->pos, hint, 0, NULL, gen);
	for (int j = 0; j < n; j++) {
		int i = q->of[gen[j]];
		if (i >= 0 && !placed[i]) {
			placed[i] = 1;
			order[k++] = q->uniq[i];
		}
	}
	for (int i = 0; i < q->n; i++)
		if (!placed[i])
			order[k++] = q->uniq[i];
}

dnb_status solver_reach(dnb_solver *solver, const dnb_game *game, int32_t target, uint32_t *edge,
			uint64_t *nodes)
{
	uint64_t start_ms = clock_now_ms(); /* the budget covers the whole call */
	struct sv_worker w;
	struct questions q;
	uint8_t order[SV_MAX_EDGES];
	dnb_status st;
	int found = -1;

	*edge = DNB_NO_EDGE;
	*nodes = 0;
	if (solver->busy)
		return DNB_E_BUSY;
	solver->busy = 1;
	if ((st = prepare(solver, game, start_ms, &w)) == DNB_OK) {
		sv_value_range(&solver->ctx, &w.pos, &solver->sh.lower, &solver->sh.upper);
		q.n = sv_root_moves(&solver->ctx, &w.pos, q.uniq, q.of);
		reach_order(&w, &q, order);
		st = sv_reach(&w, solver->pool, order, q.n, target, &found);
		if (st == DNB_OK && found >= 0)
			*edge = solver->ctx.edge[order[found]];
		*nodes = sv_flush_nodes(&w);
	}
	done(solver);
	return st;
}

/* The defaults for callers that cannot use the _INIT macros (bindings). */
DNB_EXPORT dnb_status dnb_solver_options_init(dnb_solver_options *opts, uint32_t size)
{
	static const dnb_solver_options def = DNB_SOLVER_OPTIONS_INIT;

	return sized_init(opts, size, &def, sizeof(def), SIZED_SOLVER_OPTIONS_1_0);
}

DNB_EXPORT dnb_status dnb_solver_result_init(dnb_solver_result *result, uint32_t size)
{
	static const dnb_solver_result def = DNB_SOLVER_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_SOLVER_RESULT_1_0);
}
