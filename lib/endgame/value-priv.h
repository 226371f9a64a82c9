/* SPDX-License-Identifier: MIT */
/*
 * The value of a simple loony endgame (long chains and loops only) from a
 * handful of aggregates, in O(1): Allcock's closed form (arXiv 1811.10747,
 * section 4), the controlled value and terminal bonus, the opener's move
 * (theorem 1.1) and the controller's keep-or-give rule.
 *
 * A solver that knows its position is a simple loony endgame keeps one
 * struct eg_sum up to date with eg_sum_add() and asks eg_value(); opening a
 * component C costs eg_value_after(s, C), which removes C from a copy.
 * Nothing here allocates, recurses or fails.
 */
#ifndef DNB_EG_VALUE_H
#define DNB_EG_VALUE_H

#include <stdint.h>

/* Component kinds inside the module: 0 a chain, 1 a loop. */
#define EG_CHAIN 0
#define EG_LOOP  1

/* What decides v(G): the counts of a multiset of long chains and loops. */
struct eg_sum {
	int64_t chains;  /* long chains */
	int64_t loops;
	int64_t theta;   /* 3-chains */
	int64_t f;       /* 4-loops */
	int64_t boxes;   /* size(G) */
	int64_t base;    /* sum (len - 4) over chains + sum (len - 8) over loops */
};

static inline void eg_sum_clear(struct eg_sum *s)
{
	s->chains = s->loops = s->theta = s->f = s->boxes = s->base = 0;
}

/* Add `times` copies (negative to remove) of a component; the caller
 * checks that lengths are valid (chain >= 3, loop even >= 4). */
static inline void eg_sum_add(struct eg_sum *s, int loop, int64_t len, int64_t times)
{
	if (loop) {
		s->loops += times;
		if (len == 4)
			s->f += times;
		s->base += (len - 8) * times;
	} else {
		s->chains += times;
		if (len == 3)
			s->theta += times;
		s->base += (len - 4) * times;
	}
	s->boxes += len * times;
}

/* The hard-hearted handout gives this many boxes: 2 for a chain, 4 for a loop. */
static inline int64_t eg_handout(int loop) { return loop ? 4 : 2; }

/* tb(G): 0 empty, 8 loops only, 6 loops and only 3-chains, else 4. */
int64_t eg_terminal_bonus(const struct eg_sum *s);
/* c(G) = base + tb(G). */
int64_t eg_controlled(const struct eg_sum *s);
/* v(G), exact (closed form checked against the recursion by the tests). */
int64_t eg_value(const struct eg_sum *s);
/* v(G - C) for a component C of G. */
int64_t eg_value_without(const struct eg_sum *s, int loop, int64_t len);
/* v(G; C) = n - h + |v(G - C) - h|: the controller's margin once C is opened. */
int64_t eg_value_after(const struct eg_sum *s, int loop, int64_t len);

/* The controller's choice after C is opened, from v(G - C): the
 * DNB_CONTROL_* bits (keep 1, give 2, either 3).  On the last component
 * (v(G - C) = 0) it is always "give". */
uint32_t eg_decision(int loop, int64_t value_without);

/* Which of Allcock's three exceptions to the standard move applies to G
 * (1, 2 or 3), or 0 when the standard move is optimal. */
int eg_allcock_case(const struct eg_sum *s);

/* The opener's optimal move by Allcock's theorem 1.1: the standard move (a
 * 3-chain, else the shortest loop, else the shortest chain), or the
 * shortest loop where an exception applies.  The caller gives the shortest
 * chain and loop lengths (0 when none).  *loop and *len get the standard
 * move in std_* and the optimal one in the others; lengths 0 when G is
 * empty. */
void eg_move(const struct eg_sum *s, uint32_t shortest_chain, uint32_t shortest_loop,
	     int *std_loop, uint32_t *std_len, int *loop, uint32_t *len);

#endif
