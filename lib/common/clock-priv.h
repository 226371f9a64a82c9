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

/* The deadline `limit_ms` after `start_ms`: 0 (none) for no limit, and
 * never past the clock's end (a huge limit must not wrap round to a time
 * already gone). */
static inline uint64_t clock_deadline(uint64_t start_ms, uint64_t limit_ms)
{
	if (!limit_ms)
		return 0;
	return limit_ms > UINT64_MAX - start_ms ? UINT64_MAX : start_ms + limit_ms;
}

#endif
