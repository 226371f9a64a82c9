/* SPDX-License-Identifier: MIT */
/*
 * The questions asked of the root (root.c), on the solver's threads: its
 * value, the value with every optimal move (rows), and one question per
 * distinct move.  The threads are the pool's workers beside the caller's
 * thread, which runs w; each other thread searches a copy of w.
 */
#ifndef DNB_SOLVER_ROOT_PRIV_H
#define DNB_SOLVER_ROOT_PRIV_H

#include <stdint.h>

#include "dnb.h"
#include "solver/search-priv.h"

struct pool;

/* The root's legal moves, one per distinct child (same canonical child,
 * same boxes taken), centre out; of[e] is the index in uniq of relevant
 * edge e's representative, -1 for an illegal move.  Returns the count. */
int sv_root_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t *uniq, int *of);
/* The exact value of w->pos, bisecting [-boxes left, +boxes left]; keeps
 * sh->lower/upper current.  DNB_OK, or DNB_E_LIMIT / DNB_E_CANCELLED with
 * the bounds proven. */
dnb_status sv_solve_pos(struct sv_worker *w, struct pool *pool, int *value);
/* The value of w->pos and which of its n (>= 1) distinct moves are optimal
 * (optimal[i] 1 or 0), in one pass over the moves: cheaper than a value
 * followed by a question per move where the table keeps most of the tree,
 * as on rows.  Other threads run the same pass beside it, each starting
 * at a later move, over the shared table.  DNB_OK, or
 * DNB_E_LIMIT / DNB_E_CANCELLED with sh->lower/upper proven. */
dnb_status sv_solve_root(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n,
			 int *value, int *optimal);
#define SV_SPLIT_AT_LEAST 0 /* out[i]: 1 if moves[i] is worth >= target, else 0 */
#define SV_SPLIT_VALUE 1    /* out[i]: the exact value of moves[i] */
/* One question per move, spread over the threads: each takes the next
 * unanswered move over the shared table; with none left it helps on one
 * still open, and the first to finish answers.  DNB_OK, or
 * DNB_E_LIMIT / DNB_E_CANCELLED when a limit or cancel stopped it. */
dnb_status sv_split(struct sv_worker *w, struct pool *pool, int mode, const uint8_t *moves,
		    int n, int target, int *out);
/* A move worth at least target to the mover, by one null-window probe of
 * the root with its n moves spread over the threads, stopping as soon as
 * one reaches it (on one thread, the first in the order given): *found
 * its index in moves, or -1 when every move is below target.  DNB_OK, or
 * DNB_E_LIMIT / DNB_E_CANCELLED when a limit or cancel stopped it. */
dnb_status sv_reach(struct sv_worker *w, struct pool *pool, const uint8_t *moves, int n,
		   int target, int *found);

#endif
