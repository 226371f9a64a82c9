/* SPDX-License-Identifier: MIT */
/*
 * A board position cut into components: chains, loops, capturable paths
 * and "other" regions (boxes with three or four undrawn sides and whatever
 * hangs off them).  Iterative (an explicit queue), so any board up to
 * 32 x 32 is fine.
 *
 * Boxes of a chain or capturable path are listed from end a to end b; a
 * capturable path starts at a dead end (a box with three sides drawn).
 * Edges follow the boxes: the exit at end a (if any), the edges between
 * consecutive boxes, the exit at end b (if any).  A loop lists its boxes
 * and edges round the cycle.  An "other" region lists its boxes in
 * breadth-first order and every undrawn side of them once.
 */
#ifndef DNB_EG_COMPONENTS_H
#define DNB_EG_COMPONENTS_H

#include <stdint.h>
#include "dnb.h"
#include "core/game-priv.h"

struct comp {
	uint32_t kind;     /* DNB_COMPONENT_* */
	uint32_t length;   /* boxes */
	uint32_t end[2];   /* the edge where each end leaves the board, or DNB_NO_EDGE
			    * (a dead end, a loop, an "other" region) */
	uint32_t box_off;  /* first box in decomp.boxes */
	uint32_t edge_off; /* first edge in decomp.edges */
	uint32_t n_edges;
};

struct decomp {
	uint32_t n_comps;
	uint32_t unclaimed;  /* boxes with fewer than four sides drawn */
	uint32_t capturable; /* boxes with exactly three sides drawn */
	struct comp *comps;  /* n_comps, ordered by their smallest box */
	uint32_t *boxes;
	uint32_t *edges;
	/* Room made by components_alloc, and components_fill's scratch. */
	uint32_t max_boxes, max_edges;
	uint32_t *queue;     /* the boxes of the component being built */
	uint8_t *seen;       /* max_boxes flags for boxes, then max_edges for edges */
};

/* Make d ready for positions of up to n_boxes boxes and n_edges edges
 * (n_comps 0); DNB_E_NOMEM (d then holds nothing) or DNB_OK.  Free with
 * components_free. */
dnb_status components_alloc(struct decomp *d, uint32_t n_boxes, uint32_t n_edges);
/* Cut g into d, which components_alloc made big enough for g; allocates
 * nothing and cannot fail, so one d serves many positions. */
void components_fill(const struct dnb_game *g, struct decomp *d);
/* components_alloc for g's size, then components_fill. */
dnb_status components_build(const struct dnb_game *g, struct decomp *d);
/* Free what components_alloc made; d then holds nothing (freeing it again
 * is a no-op). */
void components_free(struct decomp *d);

#endif
