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

#endif
