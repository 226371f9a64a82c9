/* SPDX-License-Identifier: MIT */
/*
 * The thread pool of a build without threads (meson option threads=false,
 * e.g. WebAssembly without its thread support): no pool is ever started,
 * which pool-priv.h already allows, so every job runs on the caller's
 * thread alone and callers see only less parallelism.
 */
#include "common/pool-priv.h"

struct pool *pool_new(uint32_t workers, size_t stack_bytes)
{
	(void)workers;
	(void)stack_bytes;
	return NULL;
}

void pool_free(struct pool *pool)
{
	(void)pool;
}

uint32_t pool_workers(const struct pool *pool)
{
	(void)pool;
	return 0;
}

uint32_t pool_run(struct pool *pool, uint32_t n, pool_fn fn, void *arg)
{
	(void)pool;
	if (n == 0)
		return 0;
	fn(arg, 0);
	return 1;
}
