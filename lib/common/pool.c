/* SPDX-License-Identifier: MIT */
/*
 * The thread pool (see pool-priv.h).  One mutex guards the job; a job is
 * published by bumping `generation`, which wakes every worker, and the
 * caller waits on `done` until the workers given an index have finished.
 * A worker with no index in this job (i >= n) only notes the generation.
 * Since the caller waits for every worker it gave an index, the next job
 * cannot be published before they are back waiting, so none misses one.
 *
 * A child of fork() has none of its parent's workers: there the pool has
 * none (jobs run on the caller's thread alone, as the solver did in a
 * child when it started its threads per call), and pool_free only frees.
 */
#include <limits.h> /* PTHREAD_STACK_MIN */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/pool-priv.h"

#define POOL_MAX 64 /* more than the library's largest thread count */

struct worker {
	struct pool *pool;
	uint32_t index; /* 1 .. workers */
	pthread_t tid;
};

struct pool {
	pthread_mutex_t lock;
	pthread_cond_t wake;  /* a new job, or quit */
	pthread_cond_t done;  /* busy fell to 0 */
	uint64_t generation;  /* jobs published so far */
	pool_fn fn;
	void *arg;
	uint32_t n;           /* indices of the current job */
	uint32_t busy;        /* workers still on the current job */
	int quit;
	pid_t pid;            /* the process the workers run in */
	uint32_t workers;
	struct worker worker[POOL_MAX];
};

static void *worker_main(void *arg)
{
	struct worker *me = arg;
	struct pool *p = me->pool;
	uint64_t seen = 0;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		while (!p->quit && p->generation == seen)
			pthread_cond_wait(&p->wake, &p->lock);
		if (p->quit)
			break;
		seen = p->generation;
		if (me->index >= p->n)
			continue;
		pthread_mutex_unlock(&p->lock);
		p->fn(p->arg, me->index);
		pthread_mutex_lock(&p->lock);
		if (--p->busy == 0)
			pthread_cond_signal(&p->done);
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

struct pool *pool_new(uint32_t workers, size_t stack_bytes)
{
	pthread_attr_t attr;
	struct pool *p;

	if (workers == 0)
		return NULL;
	if (workers > POOL_MAX)
		workers = POOL_MAX;
	p = calloc(1, sizeof(*p));
	if (!p)
		return NULL;
	p->pid = getpid();
	if (pthread_mutex_init(&p->lock, NULL) != 0)
		goto fail_lock;
	if (pthread_cond_init(&p->wake, NULL) != 0)
		goto fail_wake;
	if (pthread_cond_init(&p->done, NULL) != 0)
		goto fail_done;
	if (pthread_attr_init(&attr) != 0)
		goto fail_attr;
	if (stack_bytes < PTHREAD_STACK_MIN)
		stack_bytes = PTHREAD_STACK_MIN;
	pthread_attr_setstacksize(&attr, stack_bytes);
	/* a thread that cannot be started leaves the pool smaller: the
	 * search runs on fewer threads, as it always has */
	while (p->workers < workers) {
		struct worker *w = &p->worker[p->workers];
		w->pool = p;
		w->index = p->workers + 1;
		if (pthread_create(&w->tid, &attr, worker_main, w) != 0)
			break;
		p->workers++;
	}
	pthread_attr_destroy(&attr);
	if (p->workers > 0)
		return p;
fail_attr:
	pthread_cond_destroy(&p->done);
fail_done:
	pthread_cond_destroy(&p->wake);
fail_wake:
	pthread_mutex_destroy(&p->lock);
fail_lock:
	free(p);
	return NULL;
}

void pool_free(struct pool *p)
{
	if (!p)
		return;
	if (p->pid != getpid()) {
		/* a forked child: no worker to stop, and the lock may have
		 * been copied held */
		free(p);
		return;
	}
	pthread_mutex_lock(&p->lock);
	p->quit = 1;
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->lock);
	for (uint32_t i = 0; i < p->workers; i++)
		pthread_join(p->worker[i].tid, NULL);
	pthread_cond_destroy(&p->done);
	pthread_cond_destroy(&p->wake);
	pthread_mutex_destroy(&p->lock);
	free(p);
}

uint32_t pool_workers(const struct pool *p)
{
	return p && p->pid == getpid() ? p->workers : 0;
}

uint32_t pool_run(struct pool *p, uint32_t n, pool_fn fn, void *arg)
{
	uint32_t helpers = n > 1 ? n - 1 : 0;

	if (n == 0)
		return 0;
	if (helpers > pool_workers(p))
		helpers = pool_workers(p);
	if (helpers == 0) {
		fn(arg, 0);
		return 1;
	}
	pthread_mutex_lock(&p->lock);
	p->fn = fn;
	p->arg = arg;
	p->n = helpers + 1;
	p->busy = helpers;
	p->generation++;
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->lock);
	fn(arg, 0);
	pthread_mutex_lock(&p->lock);
	while (p->busy > 0)
		pthread_cond_wait(&p->done, &p->lock);
	pthread_mutex_unlock(&p->lock);
	return helpers + 1;
}
