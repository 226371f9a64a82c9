/* SPDX-License-Identifier: MIT */
/*
 * A canonical code for small strings-and-coins graphs (the referee's
 * enumerator and memo share it).
 *
 * A graph is its ground counts gnd[v] and string counts mult[u][v].  Coins
 * are first sorted by an invariant colour (ground count and degree, then
 * refined by the multiset of neighbours' colours), then every order of the
 * coins that respects the colours is tried, and the least code (the
 * column-wise upper triangle of mult in that order; the ground counts are
 * the same for all of them) is kept.  Isomorphic graphs give the same set
 * of orders, hence the same code.
 */
#ifndef DNB_TEST_NREF_CANON_H
#define DNB_TEST_NREF_CANON_H

#include <stdint.h>

#include "nref.h"

#define NREF_CANON_MAX NREF_ENUM_MAX_COINS
#define NREF_CODE_MAX (NREF_CANON_MAX + NREF_CANON_MAX * (NREF_CANON_MAX - 1) / 2)

struct nref_cgraph {
	uint32_t n;
	uint8_t gnd[NREF_CANON_MAX];
	uint8_t mult[NREF_CANON_MAX][NREF_CANON_MAX];
};

/* The number of strings at coin v. */
uint32_t nref_cgraph_degree(const struct nref_cgraph *g, uint32_t v);
/* The canonical code of g into code (n ground counts, then the triangle of
 * n (n - 1) / 2 string counts); returns its length. */
uint32_t nref_canonical(const struct nref_cgraph *g, uint8_t *code);
/* The graph of a code, coins in canonical order. */
void nref_decode(const uint8_t *code, uint32_t n, struct nref_cgraph *g);
/* The same graph as a struct nref_graph: strings between coins first (in
 * column order), then the ground strings coin by coin. */
void nref_cgraph_to_graph(const struct nref_cgraph *c, struct nref_graph *g);

#endif
