/* SPDX-License-Identifier: MIT */
/*
 * The questions asked of the root, on the solver's threads.
 *
 * The value: null-window probes that bisect the proven bounds (MTD(f)
 * style; values have the parity of the boxes left).  Single rows instead
 * take one pass over the root's moves (sv_solve_root), which gives the
 * value and the optimal moves together.  Elsewhere the optimal moves and
 * the move values are one question per distinct move (sv_split).
 *
 * Threads: every job runs on the solver's pool (common/pool-priv.h), the
 * caller's thread as thread 0 with the caller's worker and each other
 * thread with a copy of it (team_run, which also adds up their nodes).
 *   - With a quiet root each probe spreads the root's moves over the
 *     threads, and so do the optimal moves and the move values.  The
 *     questions are independent, so each thread takes the next one and
 *     answers it over the shared table (what one thread learns, the others
 *     find there).  A thread that finds no question left joins one still
 *     open with another move order (lazy SMP on that question), so that
 *     the last, often longest, question does not run alone; whichever
 *     thread finishes it first answers, and the other drops it.
 *   - With a capture at the root, or on a single row, lazy SMP: every
 *     thread runs the same search over the shared table with its own move
 *     order (on rows, the root pass from another move), and the caller's
 *     thread gives the answer.
 * The searches themselves are search.c's, which knows nothing of this file.
 * Why this file is long: the bisection and the split need each other:
 * a probe of the bisection is a split job, and a split question for a
 * move's value is a bisection.
 */
#include <stdatomic.h>

#include "common/pool-priv.h"
#include "solver/chain-priv.h"
#include "solver/root-priv.h"
#include "solver/search-priv.h"
#include "solver/symmetry-priv.h"

#define MAX_THREADS SV_MAX_THREADS

/* ---- the threads ---- */

struct team;
typedef void (*team_fn)(struct team *t, struct sv_worker *w, uint32_t i);

/* The threads of one job: thread 0 is the caller's and searches its own
 * worker; thread i >= 1 searches helper[i], a copy of it whose move order
 * is variant i (the shared state's helpers: jobs never nest). */
struct team {
	struct sv_worker *main;
	team_fn fn;
	void *job;
	uint32_t threads;
	struct sv_worker *helper;
};

/* The threads a pool runs a job on: its workers and the caller's. */
static uint32_t team_threads(const struct pool *pool)
{
	uint32_t n = pool_workers(pool) + 1;

	return n < MAX_THREADS ? n : MAX_THREADS;
}

static void team_thread(void *arg, uint32_t i)
{
	struct team *t = arg;

	t->fn(t, i ? &t->helper[i] : t->main, i);
}

/* Run fn(t, worker, i) on `threads` threads and return when all are done.
 * The helpers' nodes that sv_tick has not flushed yet are added to the
 * count here: the one place where the threads' nodes are added up. */
static void team_run(struct team *t, struct pool *pool, uint32_t threads, struct sv_worker *w,
		     team_fn fn, void *job)
{
	uint32_t ran;

	t->main = w;
	t->helper = w->sh->helpers;
	t->fn = fn;
	t->job = job;
	t->threads = threads;
	for (uint32_t i = 1; i < threads; i++) {
		struct sv_worker *h = &t->helper[i];
		*h = *w;
		h->is_main = 0;
		h->root = 0;
		h->variant = i;
		h->nodes = h->pending = 0;
	}
	ran = pool_run(pool, threads, team_thread, t);
	for (uint32_t i = 1; i < ran; i++)
		atomic_fetch_add_explicit(&w->sh->nodes, t->helper[i].pending,
					  memory_order_relaxed);
}

/* ---- the value by bisection ---- */

/* The root's moves spread over the threads for each probe (NULL: this
 * thread alone, perhaps with lazy SMP helpers running their own probes
 * beside it). */
struct root_split {
	struct pool *pool;
	int n;
	uint8_t moves[SV_MAX_EDGES];
};

static int split_probe(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n, int g,
		       int *value, int *reached);

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
		if (rs ? !split_probe(w, rs->pool, rs->moves, rs->n, g, &r, NULL)
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

/* The exact value of w->pos on this thread alone: 1, or 0 when stopped. */
static int exact(struct sv_worker *w, int *value)
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

/* ---- lazy SMP: the same search on every thread ---- */

struct smp {
	int lo0, hi0, parity;  /* the bounds to start from (read by every thread) */
	int lo, hi, ok;        /* what the caller's thread proved */
	const uint8_t *moves;  /* rows: the root's moves for root_pass (else NULL) */
	int n, *value, *optimal;
};

static void smp_thread(struct team *t, struct sv_worker *w, uint32_t i)
{
	struct smp *job = t->job;

	if (i == 0) {
		int lo = job->lo0, hi = job->hi0;
		if (job->moves)
			job->ok = root_pass(w, job->moves, job->n, job->value, job->optimal);
		else
			job->ok = bisect(w, &lo, &hi, job->parity, NULL);
		job->lo = lo;
		job->hi = hi;
		/* the answer is in: the helpers may drop their searches */
		if (job->ok)
			sv_set_stop(w->sh, SV_STOP_DONE);
		return;
	}
	if (job->moves) {
		/* the same pass, starting further along the moves, so that the
		 * costly refutations begin while the main thread is on the first
		 * move; what it finds reaches the main thread through the table */
		uint8_t order[SV_MAX_EDGES];
		int optimal[SV_MAX_EDGES], v;
		for (int k = 0; k < job->n; k++)
			order[k] = job->moves[(k + (int)w->variant) % job->n];
		root_pass(w, order, job->n, &v, optimal);
	} else {
		int lo = job->lo0, hi = job->hi0;
		bisect(w, &lo, &hi, job->parity, NULL);
	}
}

/* Run a lazy SMP job from [lo, hi] (helpers only while there is something
 * to prove) and give its status. */
static dnb_status smp_run(struct sv_worker *w, struct pool *pool, struct smp *job, int lo, int hi)
{
	struct team t;

	job->lo0 = job->lo = lo;
	job->hi0 = job->hi = hi;
	job->parity = lo & 1;
	job->ok = 0;
	team_run(&t, pool, lo < hi ? team_threads(pool) : 1, w, smp_thread, job);
	if (!job->ok)
		return sv_stop_status(w->sh);
	/* helpers were told to stop: clear the flag for the next search (a
	 * cancel that came meanwhile stays) */
	{
		int done = SV_STOP_DONE;
		atomic_compare_exchange_strong(&w->sh->stop, &done, 0);
	}
	return DNB_OK;
}

dnb_status sv_solve_pos(struct sv_worker *w, struct pool *pool, int *value)
{
	struct sv_shared *sh = w->sh;
	struct smp job;
	int lo, hi;
	dnb_status st;

	sv_value_range(sh->ctx, &w->pos, &lo, &hi);
	sh->lower = lo;
	sh->upper = hi;
	if (team_threads(pool) > 1 && !w->pos.n3 && (w->pos.drawn & sh->ctx->all) != sh->ctx->all) {
		/* Several threads and a quiet root: each probe spreads the root's
		 * moves over the threads.  A probe that fails low (every move
		 * must be refuted, the costly kind) divides evenly, and the
		 * moves searched beside the winning one in a probe that fails
		 * high are asked again when the optimal moves are listed. */
		struct root_split rs;
		int of[SV_MAX_EDGES], ok;
		rs.pool = pool;
		rs.n = sv_root_moves(sh->ctx, &w->pos, rs.moves, of);
		if (rs.n > 1) {
			ok = bisect(w, &lo, &hi, lo & 1, &rs);
			sh->lower = lo;
			sh->upper = hi;
			if (!ok)
				return sv_stop_status(sh);
			*value = lo;
			return DNB_OK;
		}
	}
	job.moves = NULL;
	st = smp_run(w, pool, &job, lo, hi);
	sh->lower = job.lo;
	sh->upper = job.hi;
	if (st == DNB_OK)
		*value = job.lo;
	return st;
}

dnb_status sv_solve_root(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n,
			 int *value, int *optimal)
{
	struct sv_shared *sh = w->sh;
	struct smp job;
	int lo, hi;
	dnb_status st;

	sv_value_range(sh->ctx, &w->pos, &lo, &hi);
	sh->lower = lo;
	sh->upper = hi;
	job.moves = moves;
	job.n = n;
	job.value = value;
	job.optimal = optimal;
	st = smp_run(w, pool, &job, lo, hi);
	if (st == DNB_OK)
		sh->lower = sh->upper = *value;
	return st;
}

/* ---- one question per root move, spread over the threads ---- */

#define SPLIT_PROBE 2 /* one probe of the root: out unused, best kept */

struct split {
	int mode, target, n;
	const uint8_t *moves;
	int *out;
	atomic_int next;
	atomic_int done[SV_MAX_EDGES]; /* answered (or being dropped) */
	atomic_int failed;             /* a limit or cancel stopped a search */
	atomic_int high;               /* SPLIT_PROBE: a move reached target */
	int reached;                   /* ... the first such move's question */
	int best[MAX_THREADS];         /* SPLIT_PROBE: each thread's best value */
};

/* Question i's answer: AT_LEAST 1/0, VALUE the exact value, PROBE the
 * fail-soft value for the window (target - 1, target).  0 when stopped. */
static int answer(struct sv_worker *w, const struct split *job, int i, int *out)
{
	const struct sv_ctx *c = w->sh->ctx;
	uint32_t e = job->moves[i];
	int k, v, r;

	if (job->mode == SV_SPLIT_AT_LEAST) {
		r = sv_move_at_least(w, e, job->target);
		*out = r;
		return r >= 0;
	}
	if (job->mode == SPLIT_PROBE) {
		*out = sv_move_search(w, e, job->target - 1, job->target);
		return !sv_stopped(w);
	}
	k = sv_play(c, &w->pos, e);
	*out = 0; /* (unused when stopped) */
	if ((r = exact(w, &v)) != 0)
		*out = k ? sv_gain(c, k) + v : -v;
	sv_unplay(c, &w->pos, e);
	return r;
}

/* A question still open for a thread with nothing left to take. */
static int open_question(struct split *job)
{
	for (int i = 0; i < job->n; i++)
		if (!atomic_load(&job->done[i]))
			return i;
	return -1;
}

static void run(struct sv_worker *w, struct split *job, uint32_t helper_variant, int *best)
{
	uint32_t variant = w->variant;

	for (;;) {
		int i = atomic_fetch_add(&job->next, 1), v, zero = 0, ok;
		if (atomic_load(&job->failed) || atomic_load(&job->high))
			break;
		if (i >= job->n) {
			/* none left to take: help with one still open */
			if ((i = open_question(job)) < 0)
				break;
			w->variant = helper_variant;
		}
		w->abort = &job->done[i];
		ok = answer(w, job, i, &v);
		w->abort = NULL;
		w->variant = variant;
		if (atomic_load(&w->sh->stop)) {
			/* a limit or cancel; or, in a probe, another move won */
			if (!atomic_load(&job->high))
				atomic_store(&job->failed, 1);
			break;
		}
		if (!ok || !atomic_compare_exchange_strong(&job->done[i], &zero, 1))
			continue; /* another thread answered it first */
		if (job->mode != SPLIT_PROBE) {
			job->out[i] = v;
			continue;
		}
		if (v > *best)
			*best = v;
		if (v >= job->target) {
			/* the first thread to reach it names its question */
			if (!atomic_exchange(&job->high, 1))
				job->reached = i;
			sv_set_stop(w->sh, SV_STOP_DONE);
			break;
		}
	}
}

static void split_thread(struct team *t, struct sv_worker *w, uint32_t i)
{
	/* helping on a question still open: thread i with move order i, the
	 * caller's thread with one that no other thread has */
	run(w, t->job, i ? w->variant : t->threads, &((struct split *)t->job)->best[i]);
}

/* Run a job on the pool's threads; 0, or -1 when stopped by a limit or
 * cancel.  *best gets a probe's fail-soft value. */
static int run_job(struct sv_worker *w, struct pool *pool, struct split *job, int *best)
{
	struct team t;
	int root = w->root;

	atomic_init(&job->next, 0);
	atomic_init(&job->failed, 0);
	atomic_init(&job->high, 0);
	job->reached = -1;
	for (int i = 0; i < job->n; i++)
		atomic_init(&job->done[i], 0);
	for (int i = 0; i < MAX_THREADS; i++)
		job->best[i] = -SV_INF;
	/* the children are not the root: leave the root's bounds alone */
	w->root = 0;
	team_run(&t, pool, team_threads(pool), w, split_thread, job);
	w->root = root;
	*best = -SV_INF;
	for (int i = 0; i < MAX_THREADS; i++)
		if (job->best[i] > *best)
			*best = job->best[i];
	if (atomic_load(&job->high)) {
		/* the stop was ours: clear it (a limit that came first stays) */
		int done = SV_STOP_DONE;
		atomic_compare_exchange_strong(&w->sh->stop, &done, 0);
		return 0;
	}
	return atomic_load(&job->failed) ? -1 : 0;
}

dnb_status sv_split(struct sv_worker *w, struct pool *pool, int mode, const uint8_t *moves,
		    int n, int target, int *out)
{
	struct split job;
	int best;

	job.mode = mode;
	job.target = target;
	job.n = n;
	job.moves = moves;
	job.out = out;
	return run_job(w, pool, &job, &best) < 0 ? sv_stop_status(w->sh) : DNB_OK;
}

/* One null-window probe (g - 1, g) of the root with its n moves spread over
 * the threads: the fail-soft root value to *value and 1, or 0 when a limit
 * or cancel stopped it.  The threads stop as soon as one move reaches g;
 * *reached (unless NULL) gets its index in moves, or -1 when none did. */
static int split_probe(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n, int g,
		       int *value, int *reached)
{
	struct split job;

	job.mode = SPLIT_PROBE;
	job.target = g;
	job.n = n;
	job.moves = moves;
	job.out = NULL;
	if (run_job(w, pool, &job, value) < 0)
		return 0;
	if (reached)
		*reached = job.reached;
	return 1; /* reached g, or every move below g: an upper bound */
}

dnb_status sv_reach(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n,
		   int target, int *found)
{
	int value;

	return split_probe(w, pool, moves, n, target, &value, found) ? DNB_OK
								     : sv_stop_status(w->sh);
}

/* ---- the root's distinct moves ---- */

static int root_legal(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e)
{
	if ((p->drawn >> e) & 1)
		return 0;
	if (c->compulsory && sv_has_capture(c, p) && !sv_completes(c, p, e))
		return 0;
	return 1;
}

int sv_root_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t *uniq, int *of)
{
	uint64_t key[SV_MAX_EDGES];
	int gain[SV_MAX_EDGES], n = 0;
	uint8_t same[SV_MAX_EDGES];

	/* edges of one chain with equal values share their question */
	sv_chain_twins(c, p, same);
	for (uint32_t e = 0; e < c->n; e++)
		of[e] = -1;
	for (uint32_t j = 0; j < c->n; j++) {
		uint32_t e = c->order[j];
		uint64_t k;
		int g, i;
		if (!root_legal(c, p, e) || same[e] != e)
			continue;
		g = sv_completes(c, p, e);
		k = sv_canonical(c, p->drawn | (UINT64_C(1) << e));
		for (i = 0; i < n && (key[i] != k || gain[i] != g); i++)
			;
		if (i == n) {
			key[i] = k;
			gain[i] = g;
			uniq[n++] = (uint8_t)e;
		}
		of[e] = i;
	}
	for (uint32_t e = 0; e < c->n; e++)
		if (same[e] != e && root_legal(c, p, e))
			of[e] = of[same[e]];
	return n;
}
