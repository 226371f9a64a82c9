/* SPDX-License-Identifier: MIT */
/*
 * Move generation and ordering: the table's move first, then captures,
 * then safe moves (that give no box its third side), then sacrifices; each
 * class centre out.  With a history of cutoffs (single rows, misère): the
 * captures, then every quiet move, each by its cutoffs.  Of several
 * interchangeable border edges of one box only the lowest is generated.
 * Helper threads put another safe move first so that lazy SMP spreads them
 * over different subtrees.
 */
#include "common/bits-priv.h"
#include "solver/chain-priv.h"
#include "solver/order-priv.h"
#include "solver/symmetry-priv.h"

/* 0: capture, 1: safe, 2: gives one box its third side, 3: gives two. */
static int move_class(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e)
{
	int given = 0;

	for (int i = 0; i < 2; i++) {
		uint8_t b = c->eb[e][i];
		if (b == SV_NONE)
			continue;
		if (p->sides[b] == 3)
			return 0;
		given += p->sides[b] == 2;
	}
	return 1 + given;
}

int sv_gen_moves(const struct sv_ctx *c, const struct sv_pos *p, int hint, uint32_t variant,
		 const uint32_t *history, uint8_t out[SV_MAX_EDGES])
{
	uint8_t cls[4][SV_MAX_EDGES];
	int ncls[4] = { 0, 0, 0, 0 }, n = 0;
	uint64_t undrawn = c->all & ~p->drawn;
	int must_capture = c->compulsory && sv_has_capture(c, p);
	uint64_t twins = sv_chain_twins(c, p, NULL);

	if (c->disable & DNB_SOLVER_NO_ORDERING) {
		for (uint64_t m = undrawn; m; m &= m - 1) {
			uint32_t e = bits_lowest(m);
			if (sv_equiv_skip(c, p->drawn, e) || ((twins >> e) & 1))
				continue;
			if (must_capture && !sv_completes(c, p, e))
				continue;
			out[n++] = (uint8_t)e;
		}
		return n;
	}
	if (hint >= 0 && ((undrawn >> hint) & 1) && !sv_equiv_skip(c, p->drawn, (uint32_t)hint) &&
	    !((twins >> hint) & 1) &&
	    (!must_capture || sv_completes(c, p, (uint32_t)hint)))
		out[n++] = (uint8_t)hint;
	else
		hint = -1;
	for (uint32_t i = 0; i < c->n; i++) {
		uint32_t e = c->order[i];
		int k;
		if (!((undrawn >> e) & 1) || (int)e == hint || sv_equiv_skip(c, p->drawn, e) ||
		    ((twins >> e) & 1))
			continue;
		k = move_class(c, p, e);
		if (must_capture && k != 0)
			continue;
		cls[k][ncls[k]++] = (uint8_t)e;
	}
	if (variant && ncls[1] > 1) {
		/* helper threads: bring another safe move to the front, so that
		 * they start on other subtrees but keep the good order after it */
		int j = (int)(variant % (uint32_t)ncls[1]);
		uint8_t e = cls[1][j];
		for (; j > 0; j--)
			cls[1][j] = cls[1][j - 1];
		cls[1][0] = e;
	}
	if (history) {
		/* quiet moves of every class by cutoffs */
		for (int k = 2; k < 4; k++)
			for (int i = 0; i < ncls[k]; i++)
				cls[1][ncls[1]++] = cls[k][i];
		ncls[2] = ncls[3] = 0;
	}
	for (int k = 0; k < 4; k++) {
		/* within a class: most cutoffs first (stable: centre out on ties) */
		for (int i = 1; history && i < ncls[k]; i++) {
			uint8_t e = cls[k][i];
			int j = i;
			while (j > 0 && history[cls[k][j - 1]] < history[e]) {
				cls[k][j] = cls[k][j - 1];
				j--;
			}
			cls[k][j] = e;
		}
		for (int i = 0; i < ncls[k]; i++)
			out[n++] = cls[k][i];
	}
	return n;
}
