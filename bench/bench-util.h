/* SPDX-License-Identifier: MIT */
/* Shared by the benchmark programs: the clocks and a random shuffle (the
 * library's own generator, lib/common/rng-priv.h). */
#ifndef DNB_BENCH_UTIL_H
#define DNB_BENCH_UTIL_H

#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "common/rng-priv.h"

/* CPU time of this process (all threads): the machine is often shared,
 * and wall time would measure the neighbours too. */
static inline double bench_cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Wall-clock seconds on the monotonic clock. */
static inline double bench_wall_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* For qsort: doubles in increasing order. */
static inline int bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* For qsort: uint64_t in increasing order. */
static inline int bench_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* The median of n > 0 values (sorts them). */
static inline double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(v[0]), bench_cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static uint64_t bench_rng_state = 0x2545F4914F6CDD1Dull;

/* A random number in [0, n). */
static inline uint32_t bench_below(uint32_t n)
{
	return rng_below(&bench_rng_state, n);
}

static inline void bench_shuffle(uint32_t *a, uint32_t n)
{
	for (uint32_t i = n; i > 1; i--) {
		uint32_t j = bench_below(i), t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
}

#endif
