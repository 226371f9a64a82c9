/* SPDX-License-Identifier: MIT */
/* Misère capture analysis (misere.c): the captures nobody should make
 * before the end. */
#ifndef DNB_SOLVER_MISERE_PRIV_H
#define DNB_SOLVER_MISERE_PRIV_H

#include <stdint.h>

#include "solver/state-priv.h"

/*
 * Under misère scoring without compulsory capture: 1 if undrawn edge e lies
 * in a pure capture component (every move in it takes a box, whatever is
 * drawn first; see misere.c).  While any other edge is undrawn, such moves
 * need not be searched; when they are all that is left, the mover takes
 * every box left.  0 under other rules or with the chain rules switched
 * off.
 */
int sv_misere_pure(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e);

#endif
