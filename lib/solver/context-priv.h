/* SPDX-License-Identifier: MIT */
/*
 * Every internal header of the solver, for the white-box tests
 * (tests/solver) that reach into more than one part.  The solver's own
 * files include only the headers they use, so that what depends on what
 * shows; nothing in lib/ includes this one.  From the bottom up:
 *   state-priv.h     the compact state (state.c)
 *   symmetry-priv.h  canonical keys, equivalent edges, rows (symmetry.c)
 *   tt-priv.h        the transposition table (tt.c)
 *   chain-priv.h     chain analysis, loony endgames (chain.c)
 *   order-priv.h     move generation and ordering (order.c)
 *   search-priv.h    one thread's search, stop flag, node count (search.c)
 *   root-priv.h      the root's questions on the solver's threads (root.c)
 */
#ifndef DNB_SOLVER_CONTEXT_PRIV_H
#define DNB_SOLVER_CONTEXT_PRIV_H

/* (the tests use these too, and found them here before the split) */
#include "common/bits-priv.h"
#include "common/clock-priv.h"
#include "solver/state-priv.h"
#include "solver/symmetry-priv.h"
#include "solver/tt-priv.h"
#include "solver/chain-priv.h"
#include "solver/order-priv.h"
#include "solver/search-priv.h"
#include "solver/root-priv.h"

#endif
