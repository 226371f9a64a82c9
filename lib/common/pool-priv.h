/* SPDX-License-Identifier: MIT */
/*
 * One small thread pool: workers started once and kept for the owner's
 * life, and a fork-join call that runs one job on them and on the caller's
 * thread.  Every part of the library that runs threads goes through it.
 *
 * A pool is used by one thread at a time (its owner's), and pool_run must
 * not be called from inside a job.  NULL is a valid pool with no workers:
 * pool_new gives it when nothing could be started, so a caller never has
 * to treat a missing thread as an error, only as less parallelism.
 */
#ifndef DNB_COMMON_POOL_PRIV_H
#define DNB_COMMON_POOL_PRIV_H

#include <stddef.h>
#include <stdint.h>

struct pool;

/* A job: called as fn(arg, i) on thread i; i = 0 is the caller's thread. */
typedef void (*pool_fn)(void *arg, uint32_t i);

/* Start up to `workers` threads, each with a stack of stack_bytes (at
 * least the system's minimum); fewer when a thread cannot be started
 * (NULL when none could, or workers is 0).  An explicit size: the default
 * follows the process's stack limit, which may be far too small or large. */
struct pool *pool_new(uint32_t workers, size_t stack_bytes);
/* Stop and join the workers; NULL is a no-op. */
void pool_free(struct pool *pool);
/* The workers that were started (0 in a child of fork()). */
uint32_t pool_workers(const struct pool *pool);
/*
 * Run fn(arg, i) for i = 0 .. n - 1: i = 0 on the caller's thread, the
 * others on workers, and return when every call has returned.  An i with
 * no worker to run it (n - 1 above pool_workers) is not run: a job must
 * not depend on every index running.  Returns how many indices ran
 * (at least 1 when n >= 1).
 */
uint32_t pool_run(struct pool *pool, uint32_t n, pool_fn fn, void *arg);

#endif
