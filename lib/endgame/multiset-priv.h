/* SPDX-License-Identifier: MIT */
/* The multiset behind the opaque dnb_endgame: counts by kind and length,
 * the distinct lengths present, and the running eg_sum. */
#ifndef DNB_ENDGAME_H
#define DNB_ENDGAME_H

#include <stdint.h>
#include "dnb.h"
#include "endgame/value-priv.h"

struct eg_kind {
	uint32_t *count;   /* count[len] for len < cap (the total is at most
			    * DNB_ENDGAME_MAX_COMPONENTS, so 32 bits do) */
	uint32_t *pos;     /* pos[len]: index of len in present[] while count > 0 */
	uint32_t *present; /* the distinct lengths with count > 0, unordered */
	uint32_t n_present;
	uint32_t cap;      /* entries of count[] and pos[]; present[] has as many */
};

struct dnb_endgame {
	struct eg_sum sum;
	uint64_t total;         /* components */
	struct eg_kind kind[2]; /* EG_CHAIN, EG_LOOP */
};

/* 1 if (kind, length) is a valid component for an endgame list. */
int eg_component_ok(uint32_t kind, uint32_t length);

#endif
