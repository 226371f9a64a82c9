/* SPDX-License-Identifier: MIT */
/* Test-only reference for simple loony endgames: the plain recursion
 *   v(empty) = 0,  v(G) = min over C of  n - h + |v(G - C) - h|
 * memoized on the multiset (every sub-multiset once, bottom up). */
#ifndef DNB_TEST_EG_BRUTE_H
#define DNB_TEST_EG_BRUTE_H

#include <stdint.h>

#define BRUTE_MAX_KINDS 64

/* A position as distinct kinds with multiplicities. */
struct brute_pos {
	uint32_t n_kinds;
	uint32_t loop[BRUTE_MAX_KINDS];   /* 0 chain, 1 loop */
	uint32_t len[BRUTE_MAX_KINDS];
	uint32_t mult[BRUTE_MAX_KINDS];
};

/* Add one component (merging with an equal kind). */
void brute_add(struct brute_pos *p, uint32_t loop, uint32_t len);

/* The number of sub-multisets (the table size), saturating at UINT64_MAX. */
uint64_t brute_states(const struct brute_pos *p);

/* v(G) and, for each kind i, v(G - C_i) in without[i] (left alone for kinds
 * absent).  The table must have brute_states() entries. */
int64_t brute_value(const struct brute_pos *p, int64_t *table, int64_t *without);

#endif
