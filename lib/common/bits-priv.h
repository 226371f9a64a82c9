/* SPDX-License-Identifier: MIT */
/* Bit tricks on 64-bit masks, in one place. */
#ifndef DNB_COMMON_BITS_PRIV_H
#define DNB_COMMON_BITS_PRIV_H

#include <stdint.h>

/* Bit count without depending on -mpopcnt (the libgcc call is slow). */
static inline int bits_count(uint64_t x)
{
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* The index of the lowest set bit; x must not be 0. */
static inline uint32_t bits_lowest(uint64_t x)
{
	return (uint32_t)__builtin_ctzll(x);
}

/* The index of the highest set bit; x must not be 0. */
static inline uint32_t bits_highest(uint64_t x)
{
	return 63u - (uint32_t)__builtin_clzll(x);
}

#endif
