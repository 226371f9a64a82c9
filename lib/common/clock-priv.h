/* SPDX-License-Identifier: MIT */
/* The one clock every budget is measured on: monotonic milliseconds. */
#ifndef DNB_COMMON_CLOCK_PRIV_H
#define DNB_COMMON_CLOCK_PRIV_H

#include <stdint.h>
#include <time.h>

static inline uint64_t clock_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* The same clock in microseconds, for intervals below a millisecond. */
static inline uint64_t clock_now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* The deadline `limit_ms` after `start_ms`, or 0 (none) for no limit and
 * for a limit past the clock's end: such a deadline never comes, and a
 * huge limit must neither wrap round to a time already gone nor make the
 * work differ from the work without a limit. */
static inline uint64_t clock_deadline(uint64_t start_ms, uint64_t limit_ms)
{
	if (!limit_ms || limit_ms >= UINT64_MAX - start_ms)
		return 0;
	return start_ms + limit_ms;
}

#endif
