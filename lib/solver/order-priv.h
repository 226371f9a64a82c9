/* SPDX-License-Identifier: MIT */
/* Move generation and ordering (order.c). */
#ifndef DNB_SOLVER_ORDER_PRIV_H
#define DNB_SOLVER_ORDER_PRIV_H

#include <stdint.h>

#include "solver/state-priv.h"

/* The moves to try here in order; hint first if legal (-1 none).  Returns
 * their number.  `variant` perturbs the order for helper threads; with
 * `history` (cutoffs per edge) quiet moves go by it, captures first. */
int sv_gen_moves(const struct sv_ctx *c, const struct sv_pos *p, int hint,
		 uint32_t variant, const uint32_t *history, uint8_t out[SV_MAX_EDGES]);

#endif
