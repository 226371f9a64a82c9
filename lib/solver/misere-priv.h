/* SPDX-License-Identifier: MIT */
/* Misère capture analysis (misere.c): the captures nobody should make
 * before the end. */
#ifndef DNB_SOLVER_MISERE_PRIV_H
#define DNB_SOLVER_MISERE_PRIV_H

#include <stdint.h>

#include "solver/state-priv.h"

/*
 * Under misère scoring without compulsory capture: the mask of undrawn
 * edges that lie in a pure capture component (every move in it takes a
 * box, whatever is drawn first; see misere.c).  While any other edge is
 * undrawn, none of these needs to be searched; when they are all that is
 * left, the mover takes every box left.  0 under other rules, with the
 * chain rules switched off, or with nothing to take.
 */
uint64_t sv_misere_dead(const struct sv_ctx *c, const struct sv_pos *p);

#endif
