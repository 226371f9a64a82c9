/* SPDX-License-Identifier: MIT */
/* Scratch memory for the evaluator: a stack of bump-allocated blocks.  The
 * search allocates what a node needs, recurses, and gives it all back at
 * once by going back to a mark, so the many small arrays of a deep search
 * cost no malloc or free each; the blocks stay for the next search and go
 * with the evaluator. */
#ifndef DNB_NIMSTRING_SCRATCH_PRIV_H
#define DNB_NIMSTRING_SCRATCH_PRIV_H

#include <stddef.h>

struct scratch_block;

struct scratch {
	struct scratch_block *first;
	struct scratch_block *cur; /* NULL: nothing allocated */
	size_t used;               /* bytes of cur in use */
};

/* Where the scratch stood: scratch_release gives back everything since. */
struct scratch_mark {
	struct scratch_block *block;
	size_t used;
};

static inline void scratch_init(struct scratch *sc)
{
	sc->first = sc->cur = NULL;
	sc->used = 0;
}

/* Every block back to the system. */
void scratch_free(struct scratch *sc);

/* bytes (0 is taken as 1), aligned for any type; NULL when out of memory,
 * the scratch unchanged. */
void *scratch_alloc(struct scratch *sc, size_t bytes);

static inline struct scratch_mark scratch_mark(const struct scratch *sc)
{
	struct scratch_mark m = { sc->cur, sc->used };

	return m;
}

/* Give back everything allocated since m. */
void scratch_release(struct scratch *sc, struct scratch_mark m);

#endif
