/* SPDX-License-Identifier: MIT */
/* The random generator: splitmix64 (a 64-bit state, any seed, every output
 * a bijection of the state), small and fast, good enough for tie-breaking
 * and playouts.  Nothing here is for secrets. */
#ifndef DNB_COMMON_RNG_PRIV_H
#define DNB_COMMON_RNG_PRIV_H

#include <stdint.h>

static inline uint64_t rng_next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));

	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* A number in [0, n) from 32 random bits by a multiply-shift (no
 * division); 0 when n is 0. */
static inline uint32_t rng_below(uint64_t *state, uint32_t n)
{
	return (uint32_t)(((rng_next(state) >> 32) * (uint64_t)n) >> 32);
}

#endif
