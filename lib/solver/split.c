/* SPDX-License-Identifier: MIT */
/*
 * Root moves spread over threads.  Listing every optimal move, or the value
 * of every move, asks one question per distinct child; the questions are
 * independent, so each thread takes the next one and answers it alone over
 * the shared table (what one thread learns, the others find there).  This
 * keeps both cores busy where lazy SMP on one question at a time would
 * mostly repeat work.
 */
#include <pthread.h>
#include <stdatomic.h>

#include "solver/solver-int.h"

struct split {
	int mode, target, n;
	const uint8_t *moves;
	int *out;
	atomic_int next;
	atomic_int failed;
};

struct split_thread {
	pthread_t tid;
	struct sv_worker w;
	struct split *job;
	int started;
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

/* One move's answer; -1 when stopped. */
static int answer(struct sv_worker *w, int mode, uint32_t e, int target, int *out)
{
	const struct sv_ctx *c = w->sh->ctx;
	int k, v, r;

	if (mode == SV_SPLIT_AT_LEAST) {
		r = sv_move_at_least(w, e, target);
		if (r >= 0)
			*out = r;
		return r < 0 ? -1 : 0;
	}
	k = sv_play(c, &w->pos, e);
	r = sv_exact(w, &v);
	if (r)
		*out = k ? sv_gain(c, k) + v : -v;
	sv_unplay(c, &w->pos, e);
	return r ? 0 : -1;
}

static void run(struct sv_worker *w, struct split *job)
{
	for (;;) {
		int i = atomic_fetch_add(&job->next, 1);
		if (i >= job->n || atomic_load(&job->failed))
			return;
		if (answer(w, job->mode, job->moves[i], job->target, &job->out[i]) < 0) {
			atomic_store(&job->failed, 1);
			return;
		}
	}
}

static void *thread_main(void *arg)
{
	struct split_thread *t = arg;

	run(&t->w, t->job);
	return NULL;
}

int sv_split(struct sv_worker *w, uint32_t threads, int mode, const uint8_t *moves, int n,
	     int target, int *out)
{
	struct split job;
	struct split_thread th[64];
	uint32_t nh = threads > 1 ? threads - 1 : 0;
	int root = w->root;

	if (nh > 64)
		nh = 64;
	if (nh > (uint32_t)n)
		nh = n > 0 ? (uint32_t)n - 1 : 0;
	job.mode = mode;
	job.target = target;
	job.n = n;
	job.moves = moves;
	job.out = out;
	atomic_init(&job.next, 0);
	atomic_init(&job.failed, 0);
	for (uint32_t i = 0; i < nh; i++) {
		th[i].w = *w;
		th[i].w.is_main = 0;
		th[i].w.root = 0;
		th[i].w.nodes = th[i].w.pending = 0;
		th[i].job = &job;
		th[i].started = pthread_create(&th[i].tid, NULL, thread_main, &th[i]) == 0;
	}
	/* the children are not the root: leave the root's bounds alone */
	w->root = 0;
	run(w, &job);
	w->root = root;
	for (uint32_t i = 0; i < nh; i++) {
		if (!th[i].started)
			continue;
		pthread_join(th[i].tid, NULL);
		atomic_fetch_add_explicit(&w->sh->nodes, th[i].w.pending, memory_order_relaxed);
	}
	return atomic_load(&job.failed) ? -1 : 0;
}

/* ---- one null-window probe of the root, its moves over the threads ---- */

struct probe {
	const uint8_t *moves;
	int n, g;
	atomic_int next, high;
};

struct probe_thread {
	pthread_t tid;
	struct sv_worker w;
	struct probe *job;
	int best, failed, started;
};

/* Take moves until they run out, one of them reaches g (then the others
 * are told to stop), or a limit stops the search. */
static void probe_run(struct sv_worker *w, struct probe *job, int *best, int *failed)
{
	const struct sv_ctx *c = w->sh->ctx;

	for (;;) {
		int i = atomic_fetch_add(&job->next, 1), k, v;
		uint32_t e;
		if (i >= job->n || atomic_load(&job->high))
			return;
		e = job->moves[i];
		k = sv_play(c, &w->pos, e);
		if (k) {
			int gain = sv_gain(c, k);
			v = gain + sv_search(w, job->g - 1 - gain, job->g - gain, 1);
		} else {
			v = -sv_search(w, -job->g, 1 - job->g, 1);
		}
		sv_unplay(c, &w->pos, e);
		if (atomic_load(&w->sh->stop)) {
			/* cut short: by a limit, or because another move won */
			*failed = !atomic_load(&job->high);
			return;
		}
		if (v > *best)
			*best = v;
		if (v >= job->g) {
			atomic_store(&job->high, 1);
			sv_set_stop(w->sh, SV_STOP_DONE);
			return;
		}
	}
}

static void *probe_main(void *arg)
{
	struct probe_thread *t = arg;

	probe_run(&t->w, t->job, &t->best, &t->failed);
	return NULL;
}

int sv_split_probe(struct sv_worker *w, uint32_t threads, const uint8_t *moves, int n, int g,
		   int *value)
{
	struct probe job;
	struct probe_thread th[64];
	uint32_t nh = threads > 1 ? threads - 1 : 0;
	int best = -SV_INF, failed = 0, root = w->root;

	if (nh > 64)
		nh = 64;
	job.moves = moves;
	job.n = n;
	job.g = g;
	atomic_init(&job.next, 0);
	atomic_init(&job.high, 0);
	for (uint32_t i = 0; i < nh; i++) {
		th[i].w = *w;
		th[i].w.is_main = 0;
		th[i].w.root = 0;
		th[i].w.nodes = th[i].w.pending = 0;
		th[i].job = &job;
		th[i].best = -SV_INF;
		th[i].failed = 0;
		th[i].started = pthread_create(&th[i].tid, NULL, probe_main, &th[i]) == 0;
	}
	w->root = 0;
	probe_run(w, &job, &best, &failed);
	w->root = root;
	for (uint32_t i = 0; i < nh; i++) {
		if (!th[i].started)
			continue;
		pthread_join(th[i].tid, NULL);
		atomic_fetch_add_explicit(&w->sh->nodes, th[i].w.pending, memory_order_relaxed);
		best = th[i].best > best ? th[i].best : best;
		failed |= th[i].failed;
	}
	if (atomic_load(&job.high)) {
		/* the stop was ours: clear it (a limit that came first stays) */
		int done = SV_STOP_DONE;
		atomic_compare_exchange_strong(&w->sh->stop, &done, 0);
		*value = best;
		return 1;
	}
	if (failed)
		return 0;
	*value = best; /* every move below g: an upper bound */
	return 1;
}
