/* SPDX-License-Identifier: MIT */
/* The memo of component values: a fixed-size hash table, allocated on
 * first use, emptied in O(1) by moving to a new generation. */
#ifndef DNB_NIMSTRING_MEMO_PRIV_H
#define DNB_NIMSTRING_MEMO_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "nimstring/canon-priv.h"

struct memo_entry {
	uint64_t h1, h2;
	uint32_t n, m;
	uint32_t gen;   /* 0: never used; otherwise valid only in memo.gen */
	uint32_t value;
	uint64_t work;  /* nodes it took: the cheapest entry of a bucket goes first */
};

struct memo {
	struct memo_entry *table; /* NULL until first use */
	size_t buckets;           /* a power of two, MEMO_WAYS entries each */
	uint32_t mb;
	uint32_t gen;
};

void memo_init(struct memo *m, uint32_t mb);
/* Allocate the table if it is not there yet; 0 when out of memory. */
int memo_ready(struct memo *m);
int memo_get(const struct memo *m, const struct canon_key *k, uint32_t *value);
void memo_put(struct memo *m, const struct canon_key *k, uint32_t value, uint64_t work);
void memo_clear(struct memo *m);
void memo_release(struct memo *m);

#endif
