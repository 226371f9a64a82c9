/* SPDX-License-Identifier: MIT */
/* The evaluator: the value of a position by the definitions of
 * dnb_nimstring(3), component by component, through the memo. */
#ifndef DNB_NIMSTRING_VALUE_PRIV_H
#define DNB_NIMSTRING_VALUE_PRIV_H

#include <stdatomic.h>
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
	atomic_int *cancel;  /* the evaluator's (dnb_nimstring_cancel), NULL: none */
	uint64_t work;       /* strings handled by the linear passes, and nodes */
	uint64_t check_at;   /* the work at which the clock is looked at next */
	uint32_t depth;
	int reduce;          /* the chain reductions; off only in white-box tests */
};

/* Work between two looks at the clock: 64 nodes of a small component, or
 * a few passes over a big one, about a millisecond either way. */
#define SEARCH_CHECK_WORK 65536u
/* What a node counts as, besides the strings it passes over. */
#define SEARCH_NODE_WORK 1024u

/* Count `work` more; DNB_E_CANCELLED once *cancel is set, DNB_E_LIMIT once
 * the deadline has passed.  Every loop of a search or of a call around one
 * goes through here with the size of what it handled, so that the flag
 * and the clock are looked at about every SEARCH_CHECK_WORK of it, however
 * few nodes that work makes. */
dnb_status search_tick(struct search *s, uint64_t work);

/* The value (a nimber or DNB_NIMSTRING_LOONY) of any position p. */
dnb_status search_position(struct search *s, const struct pos *p, uint32_t *value);

/* Combine component values: the nim-sum, LOONY absorbing. */
static inline uint32_t value_add(uint32_t a, uint32_t b)
{
	return a == DNB_NIMSTRING_LOONY || b == DNB_NIMSTRING_LOONY ? DNB_NIMSTRING_LOONY : a ^ b;
}

#endif
