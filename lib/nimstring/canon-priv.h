/* SPDX-License-Identifier: MIT */
/* A key for a component that isomorphic components (the ground held
 * fixed) share, for the memo. */
#ifndef DNB_NIMSTRING_CANON_PRIV_H
#define DNB_NIMSTRING_CANON_PRIV_H

#include <stdint.h>

#include "nimstring/pos-priv.h"

/* Two 64-bit hashes of the component's string list under a canonical
 * numbering of its coins, with its sizes. */
struct canon_key {
	uint64_t h1, h2;
	uint32_t n, m;
};

/* The key of p; 0 when out of memory.  The numbering comes from colour
 * refinement (degrees and ground strings first, then neighbours' colours),
 * singling out one coin where it stalls.  That choice depends on p's own
 * numbering, so isomorphic components with symmetries may get different
 * keys: that costs memo hits, never a wrong value, since a key always
 * describes its own component exactly (up to hash collisions of 128 bits). */
int canon_key(const struct pos *p, struct canon_key *key);

/* A cheaper key of p exactly as numbered, no canonical numbering: the same
 * position reached again by cuts in another order from the same start has
 * the same numbering, so the memo answers it without canon_key.  Its n
 * carries CANON_RAW, so that it never equals a canonical key. */
#define CANON_RAW 0x80000000u
void canon_raw_key(const struct pos *p, struct canon_key *key);

#endif
