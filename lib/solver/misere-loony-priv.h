/* SPDX-License-Identifier: MIT */
/* The misère loony endgame (misere-loony.c). */
#ifndef DNB_SOLVER_MISERE_LOONY_PRIV_H
#define DNB_SOLVER_MISERE_LOONY_PRIV_H

#include "solver/state-priv.h"

/* The solver's cache of misère endgame values: SV_MISERE_CACHE_WORDS
 * zeroed words (2^SV_MISERE_CACHE_BITS pairs, 512 KiB), at
 * sv_ctx.misere_cache; without one the rule is not used. */
#define SV_MISERE_CACHE_BITS 15
#define SV_MISERE_CACHE_WORDS ((size_t)2 << SV_MISERE_CACHE_BITS)

/* Under misère scoring without compulsory capture, when every box left has
 * two or three sides drawn: its exact value to *value and 1.  Else 0 (also
 * for the few such positions too big for the method). */
int sv_misere_loony(const struct sv_ctx *c, const struct sv_pos *p, int *value);

#endif
