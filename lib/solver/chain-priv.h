/* SPDX-License-Identifier: MIT */
/* Chain analysis (chain.c): the moves worth searching with a box to take,
 * and the loony endgame's value and floor. */
#ifndef DNB_SOLVER_CHAIN_PRIV_H
#define DNB_SOLVER_CHAIN_PRIV_H

#include <stdint.h>

#include "solver/state-priv.h"

/*
 * With a box to take: the moves worth searching.  Returns the number of
 * moves written to out, or 0 when no box can be taken or the rules give
 * nothing (then every legal move is searched).  1 means a forced capture.
 */
int sv_chain_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t out[SV_MAX_EDGES]);
/* The loony-endgame shortcut: when every box left has exactly two sides
 * undrawn, its exact value to *value and 1; else 0. */
int sv_loony_value(const struct sv_ctx *c, const struct sv_pos *p, int *value);
/* When the boxes that can be taken are one chain or opened loop that may
 * be declined: 1 and a lower bound on the capturer's value (the controlled
 * value's floor, L - 2 or L - 4; 1 under Nimstring).  Else 0. */
int sv_loony_bound(const struct sv_ctx *c, const struct sv_pos *p, int *bound);
/*
 * With no box to take: the moves that need not be searched because another
 * move opens the same chain or loop to a value at least as good.  A chain
 * counts when its ends lead to the border or to boxes with at most one side
 * (two different ones).  Of a chain of three or more boxes every edge but
 * the lower end is such a move (opened at an end, the capturer's floor of
 * sv_loony_bound ends most searches at once), of a loop every edge but the
 * lowest; of a chain of two, both ends (the middle, the hard-hearted
 * handout, is as good or better); of a single box, the higher end.  0 under
 * misère and on the single rows searched by their own keys (row_mode, at
 * most 64 edges), where it cost nodes.  same, when not NULL, gets for every
 * edge e an edge whose move has exactly e's value (e itself when no other
 * is known to): the lower end for the other edges of a long chain and for
 * the higher end of a chain of one or two boxes, the lowest edge for the
 * rest of a loop.  The root asks one question for such edges.
 */
uint64_t sv_chain_twins(const struct sv_ctx *c, const struct sv_pos *p, uint8_t *same);
/* Any box with three sides drawn? */
int sv_has_capture(const struct sv_ctx *c, const struct sv_pos *p);

#endif
