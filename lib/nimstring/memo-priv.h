/* SPDX-License-Identifier: MIT */
/* The memo of what is known of component values: a fixed-size hash table
 * of exact keys (their bytes in a ring that the oldest keys leave first),
 * allocated on first use, emptied in O(1) by moving to a new generation. */
#ifndef DNB_NIMSTRING_MEMO_PRIV_H
#define DNB_NIMSTRING_MEMO_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "nimstring/canon-priv.h"

#define FACTS_NONE UINT32_MAX

/* What is known of the value v of a component (never loony): the value
 * itself, or bounds.  An evaluation by tests (is v = k?) learns them one
 * at a time. */
struct facts {
	uint32_t value; /* v, or FACTS_NONE */
	uint32_t most;  /* v <= most (FACTS_NONE: no bound known) */
	uint64_t not;   /* bit k: v != k is known, for k < 64 */
};

static inline struct facts facts_none(void)
{
	struct facts f = { FACTS_NONE, FACTS_NONE, 0 };

	return f;
}

/* Record v != k / v <= k / v = k; each settles the value when the bounds
 * meet. */
void facts_not(struct facts *f, uint32_t k);
void facts_most(struct facts *f, uint32_t k);
void facts_exact(struct facts *f, uint32_t v);
/* Add what g knows to f. */
void facts_merge(struct facts *f, const struct facts *g);
/* 1 if k is known to be excluded (v != k). */
int facts_excludes(const struct facts *f, uint32_t k);
/* 1 if f answers "is v = k?", the answer in *equal. */
int facts_decide(const struct facts *f, uint32_t k, int *equal);

struct memo_entry {
	uint64_t hash;
	uint64_t at;    /* where its key starts in the ring, counted from its start */
	uint64_t work;  /* nodes it took: the cheapest entry of a bucket goes first */
	uint64_t not;
	uint32_t len;   /* key bytes */
	uint32_t gen;   /* 0: never used; otherwise valid only in memo.gen */
	uint32_t value, most;
};

struct memo {
	struct memo_entry *table; /* NULL until first use */
	size_t buckets;           /* a power of two, MEMO_WAYS entries each */
	uint8_t *ring;            /* the key bytes */
	size_t ring_size;
	uint64_t written;         /* key bytes written to the ring since the clear */
	uint32_t mb;
	uint32_t gen;
};

void memo_init(struct memo *m, uint32_t mb);
/* Allocate the table if it is not there yet; 0 when out of memory. */
int memo_ready(struct memo *m);
/* Add what the memo knows of key k to *f; 1 if it had an entry. */
int memo_get(const struct memo *m, const struct canon_key *k, struct facts *f);
/* File f under k (merged with what is there). */
void memo_put(struct memo *m, const struct canon_key *k, const struct facts *f, uint64_t work);
void memo_clear(struct memo *m);
void memo_release(struct memo *m);

#endif
