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

/* One move's answer; -1 when stopped. */
static int answer(struct sv_worker *w, int mode, uint32_t e, int target, int *out)
{
	const struct sv_ctx *c = w->sh->ctx;
	int k = sv_play(c, &w->pos, e), r = 0, v;

	if (mode == SV_SPLIT_AT_LEAST) {
		/* a capture keeps the move; else the child is the opponent's and
		 * child >= 1 - target  <=>  -child < target */
		r = k ? sv_at_least(w, target - sv_gain(c, k)) : sv_at_least(w, 1 - target);
		if (r >= 0)
			*out = k ? r : !r;
	} else if (sv_exact(w, &v)) {
		*out = k ? sv_gain(c, k) + v : -v;
	} else {
		r = -1;
	}
	sv_unplay(c, &w->pos, e);
	return r < 0 ? -1 : 0;
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
