/* SPDX-License-Identifier: MIT */
/*
 * The search primitives (search.c): what one thread needs to search a
 * position and its moves over the shared table, and the stop flag and node
 * count every thread of a call shares.  Threads are not started here:
 * root.c runs these on several threads.
 */
#ifndef DNB_SOLVER_SEARCH_PRIV_H
#define DNB_SOLVER_SEARCH_PRIV_H

#include <stdatomic.h>
#include <stdint.h>

#include "dnb.h"
#include "solver/state-priv.h"

struct sv_tt;
struct sv_worker;

#define SV_MAX_THREADS 64 /* dnb_solver_options.threads is at most 64 */
/* The stack of the solver's worker threads.  A search of the deepest
 * position (64 undrawn edges) needs about 60 KiB on the calling thread and
 * less on a worker in an optimised x86-64 build (measured on threads made
 * with small stacks), several times that with sanitizers: 1 MiB is ample,
 * and costs only address space until used. */
#define SV_STACK_BYTES ((size_t)1 << 20)

/* What the threads of one solver call share. */
struct sv_shared {
	const struct sv_ctx *ctx;
	struct sv_tt *tt;            /* NULL: no table */
	atomic_int stop;             /* 0, or an SV_STOP_* reason */
	_Atomic uint64_t nodes;      /* flushed from workers */
	uint64_t node_limit;
	uint64_t deadline_ms;        /* 0: none */
	uint64_t start_ms;
	dnb_solver_progress_fn progress;
	void *user_data;
	uint64_t progress_nodes, next_progress;
	/* the other threads' workers, SV_MAX_THREADS of them (root.c; kept in
	 * the solver, off the caller's stack) */
	struct sv_worker *helpers;
	int cancelled;               /* progress returned non-zero (main thread:
				      * the only one that calls it) */
	int lower, upper;            /* root bounds proven so far (main thread) */
};
#define SV_STOP_LIMIT 1  /* node or time limit */
#define SV_STOP_DONE 2   /* the answer is in: the other threads may drop theirs */
#define SV_STOP_CANCEL 3 /* the progress callback said so */
#define SV_INF 400
/* One thread's search. */
struct sv_worker {
	struct sv_shared *sh;
	struct sv_pos pos;
	uint64_t nodes, pending;
	uint64_t tick_every;   /* nodes between checks of the limits (sv_tick;
				 * 0: at the next node) */
	uint64_t tick_us;      /* when they were last checked */
	uint32_t variant;      /* move order: 0 the caller's; other values
				 * perturb it (helper threads, see order.c) */
	int is_main;           /* the caller's thread: reports progress */
	atomic_int *abort;     /* set by another thread: drop this search */
	int root;              /* searching the root: keeps sh->lower/upper */
	uint32_t history[SV_MAX_EDGES]; /* cutoffs per edge (orders rows and
					 * misère: search.c, by_cutoffs) */
};
/* Stop every thread of the search (the first reason given stays, except
 * that SV_STOP_CANCEL replaces SV_STOP_DONE). */
void sv_set_stop(struct sv_shared *sh, int why);
/* The status a stopped search gives the user: DNB_E_CANCELLED when the
 * progress callback stopped it, else DNB_E_LIMIT. */
dnb_status sv_stop_status(struct sv_shared *sh);
/* 1 when the search must unwind: a limit, a cancel, the end of the job,
 * or w->abort set. */
int sv_stopped(const struct sv_worker *w);
/* Add this thread's nodes to the call's count; the count. */
uint64_t sv_flush_nodes(struct sv_worker *w);
/* Account nodes and check limits; 1 if the search must stop. */
int sv_tick(struct sv_worker *w);
/* Alpha-beta on w->pos, fail-soft; meaningless once sh->stop is set. */
int sv_search(struct sv_worker *w, int alpha, int beta, int depth);
/* Whether the value of w->pos is at least v (1), below (0), or -1 stopped. */
int sv_at_least(struct sv_worker *w, int v);
/* Play e and search what follows with the window (alpha, beta) from the
 * mover's side (a capture keeps the move): the fail-soft value of e,
 * meaningless once stopped. */
int sv_move_search(struct sv_worker *w, uint32_t e, int alpha, int beta);
/* Is playing e worth at least v to the mover?  1, 0, or -1 when stopped. */
int sv_move_at_least(struct sv_worker *w, uint32_t e, int v);
/* Bounds a position's value can take: [-U, U] with U the boxes left
 * (Nimstring [-1, 1]). */
void sv_value_range(const struct sv_ctx *c, const struct sv_pos *p, int *lo, int *hi);

#endif
