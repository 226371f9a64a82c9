/* SPDX-License-Identifier: MIT */
/*
 * Root moves spread over threads.  A probe of the value, the list of
 * optimal moves and the value of every move each ask one question per
 * distinct child of the root; the questions are independent, so each
 * thread takes the next one and answers it over the shared table (what one
 * thread learns, the others find there).  A thread that finds no question
 * left joins one still open with another move order (lazy SMP on that
 * question), so that the last, often longest, question does not run alone;
 * whichever thread finishes it first answers, and the other drops it.
 */
#include <pthread.h>
#include <stdatomic.h>

#include "solver/context-priv.h"

#define SPLIT_PROBE 2 /* one probe of the root: out unused, best kept */

struct split {
	int mode, target, n;
	const uint8_t *moves;
	int *out;
	atomic_int next;
	atomic_int done[SV_MAX_EDGES]; /* answered (or being dropped) */
	atomic_int failed;             /* a limit or cancel stopped a search */
	atomic_int high;               /* SPLIT_PROBE: a move reached target */
};

struct split_thread {
	pthread_t tid;
	struct sv_worker w;
	struct split *job;
	int best, started;
};

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

	for (uint32_t e = 0; e < c->n; e++)
		of[e] = -1;
	for (uint32_t j = 0; j < c->n; j++) {
		uint32_t e = c->order[j];
		uint64_t k;
		int g, i;
		if (!root_legal(c, p, e))
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
	return n;
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
	if ((r = sv_exact(w, &v)) != 0)
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
			atomic_store(&job->high, 1);
			sv_set_stop(w->sh, SV_STOP_DONE);
			break;
		}
	}
}

static void *thread_main(void *arg)
{
	struct split_thread *t = arg;

	run(&t->w, t->job, t->w.variant, &t->best);
	return NULL;
}

/* Run a job on `threads` threads (the caller's is one); 0, or -1 when
 * stopped by a limit or cancel.  *best gets a probe's fail-soft value. */
static int run_job(struct sv_worker *w, uint32_t threads, struct split *job, int *best)
{
	struct split_thread th[64];
	uint32_t nh = threads > 1 ? threads - 1 : 0;
	int root = w->root;

	if (nh > 64)
		nh = 64;
	atomic_init(&job->next, 0);
	atomic_init(&job->failed, 0);
	atomic_init(&job->high, 0);
	for (int i = 0; i < job->n; i++)
		atomic_init(&job->done[i], 0);
	*best = -SV_INF;
	for (uint32_t i = 0; i < nh; i++) {
		th[i].w = *w;
		th[i].w.is_main = 0;
		th[i].w.root = 0;
		th[i].w.variant = i + 1; /* its move order when it helps */
		th[i].w.nodes = th[i].w.pending = 0;
		th[i].job = job;
		th[i].best = -SV_INF;
		th[i].started = pthread_create(&th[i].tid, NULL, thread_main, &th[i]) == 0;
	}
	/* the children are not the root: leave the root's bounds alone */
	w->root = 0;
	run(w, job, nh + 1, best);
	w->root = root;
	for (uint32_t i = 0; i < nh; i++) {
		if (!th[i].started)
			continue;
		pthread_join(th[i].tid, NULL);
		atomic_fetch_add_explicit(&w->sh->nodes, th[i].w.pending, memory_order_relaxed);
		if (th[i].best > *best)
			*best = th[i].best;
	}
	if (atomic_load(&job->high)) {
		/* the stop was ours: clear it (a limit that came first stays) */
		int done = SV_STOP_DONE;
		atomic_compare_exchange_strong(&w->sh->stop, &done, 0);
		return 0;
	}
	return atomic_load(&job->failed) ? -1 : 0;
}

int sv_split(struct sv_worker *w, uint32_t threads, int mode, const uint8_t *moves, int n,
	     int target, int *out)
{
	struct split job;
	int best;

	job.mode = mode;
	job.target = target;
	job.n = n;
	job.moves = moves;
	job.out = out;
	return run_job(w, threads, &job, &best);
}

int sv_split_probe(struct sv_worker *w, uint32_t threads, const uint8_t *moves, int n, int g,
		   int *value)
{
	struct split job;

	job.mode = SPLIT_PROBE;
	job.target = g;
	job.n = n;
	job.moves = moves;
	job.out = NULL;
	if (run_job(w, threads, &job, value) < 0)
		return 0;
	return 1; /* reached g, or every move below g: an upper bound */
}
