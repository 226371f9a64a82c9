/* SPDX-License-Identifier: MIT */
/* A key for a component that isomorphic components (the ground held
 * fixed) share, for the memo. */
#ifndef DNB_NIMSTRING_CANON_PRIV_H
#define DNB_NIMSTRING_CANON_PRIV_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "nimstring/pos-priv.h"

/* A key is exact: its bytes are a kind, the sizes and the whole string
 * list (each end in 1, 2 or 4 bytes as the coin count needs, the ground as
 * number n), so two keys are equal only for equal string lists.  The hash
 * only places it in the memo. */
struct canon_key {
	uint64_t hash;
	uint32_t len;   /* bytes */
	uint8_t *bytes; /* the caller's, canon_key_room(p) bytes */
};

/* The bytes a key of p may take. */
static inline size_t canon_key_room(const struct pos *p)
{
	return 9 + 8 * (size_t)p->m;
}

/* The key of p, into key->bytes; 0 when out of memory, -1 (no key) when
 * the clock passed `deadline` (a clock_now_ms() value, 0: none) or
 * *cancel (NULL: none) was set, which it looks at between rounds of
 * refinement once they add up.  The numbering
 * comes from colour refinement (degrees and ground strings first, then
 * neighbours' colours), singling out one coin where it stalls.  That
 * choice depends on p's own numbering, so isomorphic components with
 * symmetries may get different keys: that costs memo hits, never a wrong
 * value, since a key describes its own component exactly.  Its working
 * arrays are from sc, given back before it returns. */
int canon_key(struct scratch *sc, const struct pos *p, struct canon_key *key, uint64_t deadline,
	      atomic_int *cancel);

/* A cheaper key of p exactly as numbered, no canonical numbering: the same
 * position reached again by cuts in another order from the same start has
 * the same numbering, so the memo answers it without canon_key.  Its kind
 * byte differs, so that it never equals a canonical key. */
void canon_raw_key(const struct pos *p, struct canon_key *key);

#endif
