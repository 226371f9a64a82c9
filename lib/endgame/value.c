/* SPDX-License-Identifier: MIT */
/* Allcock's closed form for simple loony endgames.  The case analysis
 * follows the theory note (docs/endgame-theory.md); the tests check it
 * against the plain recursion on every position of up to 40 boxes. */
#include "endgame/value-priv.h"

/* a mod m in 0..m-1 for any sign of a. */
static int64_t mod(int64_t a, int64_t m)
{
	int64_t r = a % m;
	return r < 0 ? r + m : r;
}

static int64_t iabs(int64_t a) { return a < 0 ? -a : a; }

int64_t eg_terminal_bonus(const struct eg_sum *s)
{
	if (s->chains == 0 && s->loops == 0)
		return 0;
	if (s->chains == 0)
		return 8;
	if (s->loops > 0 && s->chains == s->theta)
		return 6;
	return 4;
}

int64_t eg_controlled(const struct eg_sum *s)
{
	return s->base + eg_terminal_bonus(s);
}

int64_t eg_value(const struct eg_sum *s)
{
	int64_t c, theta = s->theta, f = s->f;
	int only_34;

	if (s->chains == 0 && s->loops == 0)
		return 0;
	c = eg_controlled(s);
	/* 1. Berlekamp: a controlled value of 2 or more is the value. */
	if (c >= 2)
		return c;
	only_34 = s->chains == theta && s->loops == f;
	/* 2. A 4-loop and something other than 3-chains and 4-loops. */
	if (f >= 1 && !only_34 && c >= -2)
		return iabs(c);
	/* 3. No 3-chain. */
	if (theta == 0) {
		if (c + 4 * f >= 2) {
			int64_t r = mod(c, 8);
			return r < 8 - r ? r : 8 - r;
		}
		if (mod(c, 4) == 2)
			return 2;
		if (f % 2 == 1)
			return mod(c, 2) == 0 ? 0 : 1;
		return mod(c, 2) == 0 ? 4 : 3;
	}
	/* 4. Exactly one 3-chain and size = 3 (mod 4). */
	if (theta == 1 && mod(s->boxes, 4) == 3) {
		if (c + 4 * f >= 2) {
			int64_t r = mod(c, 8);
			return (r == 1 || r == 7) ? 1 : 3;
		}
		return f % 2 == 1 ? 1 : 3;
	}
	/* 5. Everything else: 2 or 1 by the parity of the size. */
	return mod(s->boxes, 2) == 0 ? 2 : 1;
}

int64_t eg_value_without(const struct eg_sum *s, int loop, int64_t len)
{
	struct eg_sum r = *s;

	eg_sum_add(&r, loop, len, -1);
	return eg_value(&r);
}

int64_t eg_value_after(const struct eg_sum *s, int loop, int64_t len)
{
	int64_t h = eg_handout(loop);

	return len - h + iabs(eg_value_without(s, loop, len) - h);
}

uint32_t eg_decision(int loop, int64_t value_without)
{
	int64_t h = eg_handout(loop);

	if (value_without > h)
		return 1u; /* keep */
	if (value_without < h)
		return 2u; /* give */
	return 3u;         /* either */
}

int eg_allcock_case(const struct eg_sum *s)
{
	int64_t c;

	if (s->chains == 0 && s->loops == 0)
		return 0;
	c = eg_controlled(s);
	/* 1. Exactly one 3-chain plus one or more loops. */
	if (c >= 2 && s->chains == 1 && s->theta == 1 && s->loops >= 1)
		return 1;
	/* 2. A 4-loop, and G minus one 4-loop is not exactly three 3-chains. */
	if (c >= -1 && c <= 1 && s->f >= 1 &&
	    !(s->loops == 1 && s->chains == 3 && s->theta == 3))
		return 2;
	/* 3. A 4-loop and exactly one 3-chain, size = 3 (mod 4). */
	if (c <= -2 && s->f >= 1 && s->theta == 1 && mod(s->boxes, 4) == 3)
		return 3;
	return 0;
}

void eg_move(const struct eg_sum *s, uint32_t shortest_chain, uint32_t shortest_loop,
	     int *std_loop, uint32_t *std_len, int *loop, uint32_t *len)
{
	*std_loop = 0;
	*std_len = 0;
	if (s->theta > 0) {
		*std_len = 3;
	} else if (s->loops > 0) {
		*std_loop = 1;
		*std_len = shortest_loop;
	} else if (s->chains > 0) {
		*std_len = shortest_chain;
	}
	*loop = *std_loop;
	*len = *std_len;
	if (eg_allcock_case(s)) {
		*loop = 1;
		*len = shortest_loop;
	}
}
