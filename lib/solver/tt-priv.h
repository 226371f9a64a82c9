/* SPDX-License-Identifier: MIT */
/* The transposition table (tt.c), shared by the search threads. */
#ifndef DNB_SOLVER_TT_PRIV_H
#define DNB_SOLVER_TT_PRIV_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "solver/state-priv.h"

struct sv_tt {
	_Atomic uint64_t *slots; /* pairs: key ^ data, data */
	_Atomic uint8_t *page_gen; /* each page's generation (see tt.c) */
	uint64_t mask;           /* buckets - 1 */
	size_t bytes;            /* of slots; page_gen has bytes / 4096 */
	uint64_t ctx_id;
	uint32_t gen;            /* the pages of this generation are live */
	int clean;               /* nothing stored since init or clear */
	int compact;             /* one-word entries (see tt.c) */
};
/* A table of `bytes` rounded down to a power of two (sv_tt_round); 0 when
 * the memory cannot be had. */
int sv_tt_init(struct sv_tt *t, uint64_t bytes);
/* The size sv_tt_init makes of `bytes`: a power of two, at least 4 KiB. */
uint64_t sv_tt_round(uint64_t bytes);

/* The table for tt_mb 0 (dnb_solver_new(3); measured in
 * bench/results/solver.md) for a position with `edges` moves worth
 * searching (the undrawn edges, less those that open a chain another edge
 * opens: the caller's count):
 * SV_TT_AUTO_MIN up to SV_TT_AUTO_EDGES, then five doublings
 * every six edges more (single rows: up to SV_TT_AUTO_ROW_EDGES, then a
 * doubling every two edges; under misère, whose search has no chain rules,
 * as if SV_TT_AUTO_MISERE_EDGES more were undrawn), at most SV_TT_AUTO_MAX
 * and 1/SV_TT_AUTO_SHARE of the physical memory.  Past SV_TT_AUTO_MAX the
 * probes miss the TLB (2.6 times slower a node at 4 GiB on 4x4). */
#define SV_TT_AUTO_MIN ((uint64_t)64 << 10)
#define SV_TT_AUTO_EDGES 18
#define SV_TT_AUTO_ROW_EDGES 24
#define SV_TT_AUTO_MISERE_EDGES 5
#define SV_TT_AUTO_MAX ((uint64_t)1 << 30)
#define SV_TT_AUTO_SHARE 4
uint64_t sv_tt_auto_bytes(const struct sv_ctx *c, int edges);
void sv_tt_free(struct sv_tt *t);
/* Forget every entry, in O(1) (a new generation). */
void sv_tt_clear(struct sv_tt *t);
/* Choose the entry layout; the table must be empty (just cleared). */
void sv_tt_set_compact(struct sv_tt *t, int compact);
/* Whether a context's keys and values fit the compact layout. */
static inline int sv_tt_fits_compact(const struct sv_ctx *c)
{
	return c->n <= 40 && c->nbox <= 62;
}
/* Look a key up: 1 and the bounds and move hint when found. */
int sv_tt_probe(const struct sv_tt *t, uint64_t key, int *lo, int *hi, int *move);
/* Start loading a key's bucket into the cache. */
void sv_tt_prefetch(const struct sv_tt *t, uint64_t key);
void sv_tt_store(struct sv_tt *t, uint64_t key, int lo, int hi, int move, int depth);

#endif
