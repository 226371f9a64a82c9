/* SPDX-License-Identifier: MIT */
/* The evaluator: the value of a position by the definitions of
 * dnb_nimstring(3), component by component, through the memo. */
#ifndef DNB_NIMSTRING_VALUE_PRIV_H
#define DNB_NIMSTRING_VALUE_PRIV_H

#include <stdint.h>

#include "dnb.h"
#include "nimstring/memo-priv.h"
#include "nimstring/pos-priv.h"

/* Deepest recursion (cuts in a row) a search may go before DNB_E_LIMIT. */
#define SEARCH_MAX_DEPTH 4096u

struct search {
	struct memo *memo;
	struct scratch *sc;  /* every search allocation; back at its mark on return */
	uint64_t nodes;      /* components expanded (memo misses) */
	uint64_t node_limit; /* 0: none */
	uint64_t deadline;   /* clock_now_ms() value, 0: none */
	uint32_t depth;
	int reduce;          /* the chain reductions; off only in white-box tests */
};

/* The value (a nimber or DNB_NIMSTRING_LOONY) of any position p. */
dnb_status search_position(struct search *s, const struct pos *p, uint32_t *value);

/* Combine component values: the nim-sum, LOONY absorbing. */
static inline uint32_t value_add(uint32_t a, uint32_t b)
{
	return a == DNB_NIMSTRING_LOONY || b == DNB_NIMSTRING_LOONY ? DNB_NIMSTRING_LOONY : a ^ b;
}

#endif
