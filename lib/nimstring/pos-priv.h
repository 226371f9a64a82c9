/* SPDX-License-Identifier: MIT */
/* A position under evaluation: coins 0..n-1 and strings between them or
 * to the ground, with the adjacency the evaluator walks. */
#ifndef DNB_NIMSTRING_POS_PRIV_H
#define DNB_NIMSTRING_POS_PRIV_H

#include <stdint.h>

#include "dnb.h"
#include "nimstring/scratch-priv.h"

#define POS_GROUND DNB_NIMSTRING_GROUND

struct pos {
	uint32_t n, m;  /* coins, strings */
	uint32_t *ends; /* 2 m: the ends of string s are ends[2s], ends[2s+1] */
};

/* The adjacency of a position: the strings at coin v are
 * at[first[v]] .. at[first[v + 1] - 1]; deg[v] counts them. */
struct adj {
	uint32_t *first; /* n + 1 */
	uint32_t *at;    /* 2 m at most (a ground string is listed once) */
	uint32_t *deg;   /* n */
};

/* The end of string s that is not v (v one of its ends). */
static inline uint32_t pos_other(const struct pos *p, uint32_t s, uint32_t v)
{
	return p->ends[2 * s] == v ? p->ends[2 * s + 1] : p->ends[2 * s];
}

/* Every allocation below is from the scratch sc and lasts until the caller
 * goes back to a mark from before it (scratch_release). */

/* A position with room for n coins and m strings (n, m set); 0 when out
 * of memory. */
int pos_alloc(struct scratch *sc, struct pos *p, uint32_t n, uint32_t m);

/* Build the adjacency; 0 when out of memory. */
int adj_build(struct scratch *sc, struct adj *a, const struct pos *p);

/* The position left by the strings with keep[s] set, coins renumbered in
 * order and coins without a kept string dropped; 0 when out of memory. */
int pos_subset(struct scratch *sc, struct pos *out, const struct pos *p, const uint8_t *keep);
/* The same into out->ends, which has room, with label (p->n entries) as
 * scratch: no allocation. */
void pos_subset_into(struct pos *out, const struct pos *p, const uint8_t *keep,
		     uint32_t *label);

/* The connected components of p (coins joined by strings; the ground joins
 * nothing): comp[s] for each string, the count returned; parent is
 * scratch of 2 n entries. */
uint32_t pos_components(const struct pos *p, uint32_t *comp, uint32_t *parent);

/* Split p into its `count` components as numbered by comp (from
 * pos_components): out[i] gets the strings of component i, in order, its
 * coins renumbered in order of appearance; 0 when out of memory. */
int pos_split(struct scratch *sc, const struct pos *p, const uint32_t *comp, uint32_t count,
	      struct pos *out);

#endif
