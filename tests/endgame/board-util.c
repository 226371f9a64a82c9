/* SPDX-License-Identifier: MIT */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board-util.h"

void carve_init(struct carve *c, uint32_t w, uint32_t h)
{
	uint32_t n;

	memset(c, 0, sizeof(*c));
	c->w = w;
	c->h = h;
	ck_assert_int_eq(dnb_board_edge_count(w, h, &n), DNB_OK);
	memset(c->drawn, 1, n);
}

static uint32_t edge(const struct carve *c, uint32_t o, uint32_t r, uint32_t col)
{
	uint32_t e;
	ck_assert_int_eq(dnb_board_edge(c->w, c->h, o, r, col, &e), DNB_OK);
	return e;
}

uint32_t carve_between(const struct carve *c, uint32_t r1, uint32_t c1, uint32_t r2, uint32_t c2)
{
	if (r1 == r2) {
		ck_assert(c1 + 1 == c2 || c2 + 1 == c1);
		return edge(c, DNB_VERTICAL, r1, c1 > c2 ? c1 : c2);
	}
	ck_assert(c1 == c2 && (r1 + 1 == r2 || r2 + 1 == r1));
	return edge(c, DNB_HORIZONTAL, r1 > r2 ? r1 : r2, c1);
}

uint32_t carve_side(const struct carve *c, uint32_t r, uint32_t col, char side)
{
	switch (side) {
	case 'T': return edge(c, DNB_HORIZONTAL, r, col);
	case 'B': return edge(c, DNB_HORIZONTAL, r + 1, col);
	case 'L': return edge(c, DNB_VERTICAL, r, col);
	default: return edge(c, DNB_VERTICAL, r, col + 1);
	}
}

static void undraw(struct carve *c, uint32_t e)
{
	ck_assert_msg(c->drawn[e], "edge %u carved twice", e);
	c->drawn[e] = 0;
	c->undrawn++;
}

void carve_path(struct carve *c, const uint32_t *rc, uint32_t n, char exit_a, char exit_b,
		int closed)
{
	for (uint32_t i = 0; i < n; i++) {
		c->used[rc[2 * i] * c->w + rc[2 * i + 1]] = 1;
		if (i > 0)
			undraw(c, carve_between(c, rc[2 * i - 2], rc[2 * i - 1], rc[2 * i], rc[2 * i + 1]));
	}
	if (closed)
		undraw(c, carve_between(c, rc[2 * n - 2], rc[2 * n - 1], rc[0], rc[1]));
	if (exit_a)
		undraw(c, carve_side(c, rc[0], rc[1], exit_a));
	if (exit_b)
		undraw(c, carve_side(c, rc[2 * n - 2], rc[2 * n - 1], exit_b));
}

dnb_game *carve_game(const struct carve *c)
{
	dnb_game *g = NULL;
	ck_assert_int_eq(dnb_game_new_setup(c->w, c->h, 0, c->drawn, NULL, 1, &g), DNB_OK);
	return g;
}

#define UNSET INT16_MIN
/* ck_assert reports every check it passes (costly in a search of millions
 * of nodes): check quietly and report only failures. */
#define REQUIRE(cond) do { if (!(cond)) ck_abort_msg("failed: %s", #cond); } while (0)

void exhaust_init(struct exhaust *x, dnb_game *g)
{
	uint32_t ne = (uint32_t)dnb_game_edge_count(g);

	memset(x, 0, sizeof(*x));
	x->g = g;
	for (uint32_t e = 0; e < ne; e++) {
		if (dnb_game_edge_drawn(g, e))
			continue;
		ck_assert_uint_lt(x->n, 24);
		x->bit[e] = x->n;
		x->edges[x->n++] = e;
	}
	x->base = (uint32_t)dnb_game_move_count(g);
	x->memo = malloc(((size_t)1 << x->n) * sizeof(*x->memo));
	ck_assert_ptr_nonnull(x->memo);
	for (size_t i = 0; i < ((size_t)1 << x->n); i++)
		x->memo[i] = UNSET;
}

void exhaust_free(struct exhaust *x)
{
	free(x->memo);
	x->memo = NULL;
}

static uint32_t mask_now(const struct exhaust *x)
{
	uint32_t m = 0;
	for (uint32_t i = 0; i < x->n; i++)
		if (dnb_game_edge_drawn(x->g, x->edges[i]))
			m |= 1u << i;
	return m;
}

/* Depth at most 24: one level per undrawn edge of the root. */
static int32_t search(struct exhaust *x, uint32_t mask)
{
	int32_t best = INT32_MIN;

	if (x->memo[mask] != UNSET)
		return x->memo[mask];
	if (mask == (1u << x->n) - 1)
		return x->memo[mask] = 0;
	for (uint32_t i = 0; i < x->n; i++) {
		int32_t done = 0, v;
		if (mask & (1u << i))
			continue;
		REQUIRE(dnb_game_play(x->g, x->edges[i], &done) == DNB_OK);
		v = search(x, mask | (1u << i));
		v = done ? done + v : -v;
		REQUIRE(dnb_game_undo(x->g) == DNB_OK);
		if (v > best)
			best = v;
	}
	x->memo[mask] = (int16_t)best;
	return best;
}

int32_t exhaust_value(struct exhaust *x)
{
	return search(x, mask_now(x));
}

int32_t exhaust_move_value(struct exhaust *x, uint32_t e)
{
	int32_t done = 0, v;

	REQUIRE(dnb_game_play(x->g, e, &done) == DNB_OK);
	v = search(x, mask_now(x));
	REQUIRE(dnb_game_undo(x->g) == DNB_OK);
	return done ? done + v : -v;
}
