/* SPDX-License-Identifier: MIT */
/*
 * What the AI asks of its solver beyond the public calls (api.c): a move
 * that reaches a given value, cheaper than the value itself.
 */
#ifndef DNB_SOLVER_REACH_PRIV_H
#define DNB_SOLVER_REACH_PRIV_H

#include <stdint.h>

#include "dnb.h"

/* A move of the game's position worth at least `target` to the mover, on
 * the solver's scale (won minus lost of the boxes left, the variant's way;
 * Nimstring -1 or 1), under the solver's options and limits, by one
 * null-window probe of the root: *edge the move, or DNB_NO_EDGE when every
 * move is worth less; *nodes the nodes searched.  DNB_OK, DNB_E_BUSY, or
 * DNB_E_LIMIT / DNB_E_CANCELLED with *edge DNB_NO_EDGE.  The table keeps
 * what the probe proved, for the value asked next. */
dnb_status solver_reach(dnb_solver *solver, const dnb_game *game, int32_t target, uint32_t *edge,
			uint64_t *nodes);

#endif
