/* SPDX-License-Identifier: MIT */
/* The strings-and-coins graph behind the opaque dnb_nimstring_graph. */
#ifndef DNB_NIMSTRING_GRAPH_PRIV_H
#define DNB_NIMSTRING_GRAPH_PRIV_H

#include <stdint.h>

#include "dnb.h"

struct dnb_nimstring_graph {
	uint32_t coins;
	uint32_t strings, cap; /* strings held, room for */
	uint32_t *ends;        /* two per string, DNB_NIMSTRING_GROUND for the ground */
	uint32_t *edges;       /* board edge per string, NULL when not from a game */
};

/* A graph of `coins` coins with room for `cap` strings; NULL when out of
 * memory.  coins and cap within the maxima. */
struct dnb_nimstring_graph *graph_alloc(uint32_t coins, uint32_t cap, int with_edges);

/* Append a string whose ends were checked; room must be there. */
static inline void graph_push(struct dnb_nimstring_graph *g, uint32_t a, uint32_t b,
			      uint32_t edge)
{
	g->ends[2 * g->strings] = a;
	g->ends[2 * g->strings + 1] = b;
	if (g->edges)
		g->edges[g->strings] = edge;
	g->strings++;
}

/* The component of every string (numbered by first string) into comp
 * (g->strings entries); the number of components, or -1 when out of
 * memory. */
int64_t graph_component_map(const struct dnb_nimstring_graph *g, uint32_t *comp);

#endif
