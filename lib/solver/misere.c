/* SPDX-License-Identifier: MIT */
/*
 * Misère capture analysis.  Under misère scoring a box taken costs its
 * taker, and taking keeps the move.  Call a set of undrawn edges C a pure
 * capture component when no box beside an edge of C has an undrawn side
 * outside C, and every edge of C completes a box whenever it is drawn,
 * whatever else of C was drawn before.  Drawing in C then only costs the
 * mover and keeps the move: nothing else on the board changes.
 *
 * Rule: while an edge outside every pure component is undrawn, some optimal
 * move lies outside them; when only pure components are left, the mover
 * must take every box left (value -left).
 *
 * Proof.  Let R be the rest of the board and K the boxes of the pure
 * components.  Write W_K(R) for the value of R to its mover when the game on
 * R ends with the player to move charged K (the one who must then draw the
 * pure edges, each of which keeps him on the move).  By induction on the
 * undrawn edges, the position's value is W_K(R), and a move of R is
 * optimal: a move of R leaves R' with the same pure components (new ones
 * only add to K on both sides of the equation); a pure move that takes k
 * boxes is worth -k + W_{K-k}(R).  Charging k more at every end of R
 * changes each leaf by at most k, so W_K(R) >= W_{K-k}(R) - k: the pure
 * move is never better than the best move of R.  Once R is empty the mover
 * draws all of C, and each box is his.
 *
 * The components recognised (the ones a capture leaves behind most often):
 *   - an edge both of whose boxes (or its only box) have three sides: the
 *     last box of a chain at the border, or two boxes left by a
 *     double-dealing move;
 *   - the two edges of a three-box chain whose end boxes have three sides
 *     (b1 - b2 - b3, b2 with two): either edge takes an end box and leaves
 *     the other edge with two three-sided boxes.
 * Only boxes with three sides start a component, so nothing is found when
 * nothing can be taken.  tests/solver/test-solver-cross.c checks the rule
 * against exhaustive search (every position of the 1x1 to 2x3 boards and
 * random positions of 3x3 to 5x5 under misère).
 */
#include "common/bits-priv.h"
#include "solver/misere-priv.h"

static inline uint8_t far_box(const struct sv_ctx *c, uint32_t e, uint8_t b)
{
	return c->eb[e][0] == b ? c->eb[e][1] : c->eb[e][0];
}

int sv_misere_pure(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e)
{
	uint8_t b = c->eb[e][0], m = c->eb[e][1], z;
	uint32_t f;

	if (c->kind != SV_MISERE || c->compulsory || (c->disable & DNB_SOLVER_NO_CHAIN_RULES))
		return 0;
	if (b == SV_NONE || p->sides[b] != 3) {
		uint8_t t = b;
		b = m;
		m = t;
	}
	if (b == SV_NONE || p->sides[b] != 3)
		return 0; /* takes nothing */
	if (m == SV_NONE || p->sides[m] == 3)
		return 1; /* takes every box it touches */
	if (p->sides[m] != 2)
		return 0;
	/* b - m - z with z's only undrawn side shared with m? */
	f = bits_lowest(c->boxmask[m] & ~p->drawn & ~(UINT64_C(1) << e));
	z = far_box(c, f, m);
	return z != SV_NONE && p->sides[z] == 3;
}
