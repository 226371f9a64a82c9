/* SPDX-License-Identifier: MIT */
/* What dnb_analysis says about a position, from its decomposition: for the
 * public object and for the library's own players, which keep one struct
 * decomp and ask about many positions without allocating. */
#ifndef DNB_EG_ANALYSIS_PRIV_H
#define DNB_EG_ANALYSIS_PRIV_H

#include "dnb.h"
#include "core/game-priv.h"
#include "endgame/components-priv.h"

/* Fill *in from d, the decomposition of g: the component counts, the
 * capturable boxes and the wanted parity, and where the loops-and-long-
 * chains theory applies (standard scoring, captures optional, no short
 * chain or "other" region) the state, values, move, keep-or-give decision
 * and margin.  Everything of dnb_analysis_info but safe_moves, which is
 * about the game rather than d and is left 0.  Allocates nothing. */
void analysis_summarise(const struct dnb_game *g, const struct decomp *d,
			dnb_analysis_info *in);

#endif
