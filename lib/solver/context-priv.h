/* SPDX-License-Identifier: MIT */
/* The solver's internal state, shared by its files (search, table,
 * symmetry, move ordering, chain analysis). */
#ifndef DNB_SOLVER_INT_H
#define DNB_SOLVER_INT_H

#include <stdatomic.h>
#include <stdint.h>

#include "dnb.h"
#include "common/bits-priv.h"
#include "common/clock-priv.h"

#define SV_MAX_EDGES 64
#define SV_MAX_BOXES 128
#define SV_NONE 0xFFu
#define SV_MAX_SYMS 8

/* Scoring: what one completed box is worth to the player who takes it. */
enum sv_kind { SV_STANDARD, SV_MISERE, SV_NIMSTRING };

/*
 * A search context: the part of the board still in play, compacted.  The
 * "relevant" edges are every edge of a board with at most 64 edges, else
 * the edges undrawn at the root.  Bit i of a mask is relevant edge i.
 * Boxes are the boxes with a relevant side; base[] counts their sides drawn
 * outside the relevant set.  Read-only during a search.
 */
struct sv_ctx {
	uint32_t w, h, rules, kind, compulsory;
	uint32_t n;                        /* relevant edges */
	uint32_t nbox;                     /* boxes in play */
	uint64_t all;                      /* mask of the n relevant edges */
	uint64_t root_drawn;               /* relevant edges drawn at the root */
	uint32_t edge[SV_MAX_EDGES];       /* relevant edge -> board edge */
	uint8_t eb[SV_MAX_EDGES][2];       /* boxes beside each edge, SV_NONE off */
	uint64_t boxmask[SV_MAX_BOXES];    /* relevant sides of each box */
	uint8_t base[SV_MAX_BOXES];        /* sides drawn outside the mask */
	uint8_t order[SV_MAX_EDGES];       /* static move order: centre out */
	/* Equivalent edges: each box's undrawn edges that touch no other box
	 * ("ground strings"); groups with two or more members. */
	uint32_t ngroups;
	uint64_t group[SV_MAX_BOXES];
	/* groups of exactly two edges (the usual case: a corner box), as bit
	 * positions, for a branch-free normalisation; the rest in big[] */
	uint32_t npairs, nbig;
	uint8_t pair_lo[SV_MAX_BOXES], pair_hi[SV_MAX_BOXES];
	uint64_t big[SV_MAX_BOXES];
	uint8_t egroup[SV_MAX_EDGES];      /* group of an edge, SV_NONE if none */
	/* Symmetries of the rectangle that map the relevant set onto itself:
	 * permuted mask = OR over bytes of perm[s][byte][value]. */
	uint32_t nsyms;
	uint64_t perm[SV_MAX_SYMS][8][256];
	uint8_t sym_edge[SV_MAX_SYMS][SV_MAX_EDGES];
	/* Single rows (1xN, Nx1) with every edge relevant: the key is the
	 * sorted multiset of independent segments (see symmetry.c), and one
	 * bit above it (sv_row_paired). */
	uint32_t row_mode, row_len;
	/* The row word: 3 bits a box along the row, the border edges drawn
	 * (2 bits) and whether the edge to the next box is drawn.  It is a sum
	 * over drawn edges, so it is read a byte of the mask at a time. */
	uint32_t row_bytes;                /* bytes of the mask that hold edges */
	uint64_t row_tab[8][256];          /* word of each byte's drawn edges */
	uint64_t row_delta[SV_MAX_EDGES];  /* what drawing an edge adds */
	uint64_t row_borders;              /* border edges of each box */
	uint32_t disable;                  /* DNB_SOLVER_NO_* */
	uint64_t ctx_id;                   /* identifies board, rules, relevant set */
};

/* One position being searched. */
struct sv_pos {
	uint64_t drawn;
	int left;              /* boxes not yet complete */
	int n3;                /* boxes with three sides (capturable) */
	int odd;               /* boxes with 0, 1 or 3 sides (not loony) */
	uint8_t sides[SV_MAX_BOXES];
};

/* ---- context (state.c) ---- */
dnb_status sv_ctx_build(struct sv_ctx *c, const dnb_game *g, uint32_t disable,
			struct sv_pos *root);
/* Draw relevant edge e; returns the boxes it completed (0..2). */
static inline int sv_play(const struct sv_ctx *c, struct sv_pos *p, uint32_t e)
{
	int done = 0;
	p->drawn |= UINT64_C(1) << e;
	for (int i = 0; i < 2; i++) {
		uint8_t b = c->eb[e][i];
		if (b != SV_NONE) {
			int s = ++p->sides[b];
			done += s == 4;
			p->n3 += (s == 3) - (s == 4);
			p->odd += (s == 3) - (s == 2) - (s == 4);
		}
	}
	p->left -= done;
	return done;
}
static inline void sv_unplay(const struct sv_ctx *c, struct sv_pos *p, uint32_t e)
{
	p->drawn &= ~(UINT64_C(1) << e);
	for (int i = 0; i < 2; i++) {
		uint8_t b = c->eb[e][i];
		if (b != SV_NONE) {
			int s = p->sides[b]--;
			p->left += s == 4;
			p->n3 -= (s == 3) - (s == 4);
			p->odd -= (s == 3) - (s == 2) - (s == 4);
		}
	}
}
/* Boxes drawing e would complete now. */
static inline int sv_completes(const struct sv_ctx *c, const struct sv_pos *p, uint32_t e)
{
	int done = 0;
	for (int i = 0; i < 2; i++) {
		uint8_t b = c->eb[e][i];
		if (b != SV_NONE)
			done += p->sides[b] == 3;
	}
	return done;
}
/* Unclaimed boxes left (boxes with a side undrawn). */
int sv_boxes_left(const struct sv_ctx *c, const struct sv_pos *p);
/* Value of a position with no edge left. */
static inline int sv_terminal(const struct sv_ctx *c)
{
	return c->kind == SV_NIMSTRING ? -1 : 0;
}
/* What completing `k` boxes is worth to the mover. */
static inline int sv_gain(const struct sv_ctx *c, int k)
{
	return c->kind == SV_STANDARD ? k : c->kind == SV_MISERE ? -k : 0;
}

/* ---- symmetry and equivalent edges (symmetry.c) ---- */
void sv_sym_build(struct sv_ctx *c);
/* The canonical key of a drawn mask: the least image under the symmetries
 * after equivalent edges are normalised. */
uint64_t sv_canonical(const struct sv_ctx *c, uint64_t drawn);
/* The same for a position (row boards need the box sides). */
uint64_t sv_pos_key(const struct sv_ctx *c, const struct sv_pos *p);
/* Rows: the row word of a drawn mask (see struct sv_ctx), and the key of
 * the position a row word stands for.  The key after a quiet move e is
 * sv_row_key(c, word + c->row_delta[e]). */
uint64_t sv_row_word(const struct sv_ctx *c, uint64_t drawn);
uint64_t sv_row_key(const struct sv_ctx *c, uint64_t word);
/*
 * Rows: whether the position a key stands for is a sum of identical pairs
 * of independent segments, H + H.  With no box to take, the player to move
 * in H + H cannot come out ahead (value <= 0): the second player copies
 * each move in the other half.  Under Nimstring that is nim theory (equal
 * values cancel); under standard scoring the copying breaks down when the
 * copied move is a sacrifice, so the rule is used only on positions of at
 * most ROW_PAIRS_MAX boxes, every one of which was checked exhaustively
 * (tests/solver/test-row-pairs.c).  Misere has counterexamples and
 * compulsory capture can forbid the copy: neither uses it.
 */
int sv_row_paired(const struct sv_ctx *c, uint64_t key);
/* 1 if edge e may be skipped as a move because an equivalent lower edge of
 * its group is undrawn too. */
int sv_equiv_skip(const struct sv_ctx *c, uint64_t drawn, uint32_t e);

/* ---- transposition table (tt.c) ---- */
struct sv_tt {
	_Atomic uint64_t *slots; /* pairs: key ^ data, data */
	uint64_t mask;           /* buckets - 1 */
	size_t bytes;
	uint64_t ctx_id;
	int clean;               /* nothing stored since init or clear */
	int compact;             /* one-word entries (see tt.c) */
};
int sv_tt_init(struct sv_tt *t, uint32_t mb);
void sv_tt_free(struct sv_tt *t);
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

/* ---- chain analysis (chain.c) ---- */
/*
 * With a box to take: the moves worth searching.  Returns the number of
 * moves written to out, or 0 when no box can be taken or the rules give
 * nothing (then every legal move is searched).  1 means a forced capture.
 */
int sv_chain_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t out[SV_MAX_EDGES]);
/* The loony-endgame shortcut: when every box left has exactly two sides
 * undrawn, its exact value to *value and 1; else 0. */
int sv_loony_value(const struct sv_ctx *c, const struct sv_pos *p, int *value);
/* When the boxes that can be taken are one chain or opened loop that may
 * be declined: 1 and a lower bound on the capturer's value (the controlled
 * value's floor, L - 2 or L - 4; 1 under Nimstring).  Else 0. */
int sv_loony_bound(const struct sv_ctx *c, const struct sv_pos *p, int *bound);
/* Any box with three sides drawn? */
int sv_has_capture(const struct sv_ctx *c, const struct sv_pos *p);

/* ---- move generation and ordering (order.c) ---- */
/* The moves to try here in order; hint first if legal (-1 none).  Returns
 * their number.  `variant` perturbs the order for helper threads. */
int sv_gen_moves(const struct sv_ctx *c, const struct sv_pos *p, int hint,
		 uint32_t variant, const uint32_t *history, uint8_t out[SV_MAX_EDGES]);

/* ---- search (search.c) ---- */
struct sv_shared {
	const struct sv_ctx *ctx;
	struct sv_tt *tt;            /* NULL: no table */
	atomic_int stop;             /* 1: limit or cancel, 2: finished */
	_Atomic uint64_t nodes;      /* flushed from workers */
	uint64_t node_limit;
	uint64_t deadline_ms;        /* 0: none */
	uint64_t start_ms;
	dnb_solver_progress_fn progress;
	void *user_data;
	uint64_t progress_nodes, next_progress;
	int lower, upper;            /* root bounds proven so far (main thread) */
};
#define SV_STOP_LIMIT 1
#define SV_STOP_DONE 2
#define SV_STOP_CANCEL 3
#define SV_INF 400
struct sv_worker {
	struct sv_shared *sh;
	struct sv_pos pos;
	uint64_t nodes, pending;
	uint32_t variant;
	int is_main;           /* the caller's thread: reports progress */
	atomic_int *abort;     /* set by another thread: drop this search */
	int root;              /* searching the root: keeps sh->lower/upper */
	uint32_t history[SV_MAX_EDGES]; /* cutoffs per edge (orders rows only:
					 * boards do better centre out) */
};
/* Stop every thread of the search (the first reason given stays). */
void sv_set_stop(struct sv_shared *sh, int why);
/* Alpha-beta on w->pos, fail-soft; meaningless once sh->stop is set. */
int sv_search(struct sv_worker *w, int alpha, int beta, int depth);
/* 1 when the search must unwind: a limit, a cancel, the end of the job,
 * or w->abort set. */
int sv_stopped(const struct sv_worker *w);
/* Account nodes and check limits; 1 if the search must stop. */
int sv_tick(struct sv_worker *w);
/* The exact value of w->pos with `threads` threads (w is the main one),
 * bisecting [-boxes left, +boxes left]; keeps sh->lower/upper current.
 * DNB_OK, or DNB_E_LIMIT / DNB_E_CANCELLED with the bounds proven. */
dnb_status sv_solve_pos(struct sv_worker *w, uint32_t threads, int *value);
/* The value of w->pos and which of its n (>= 1) distinct moves are optimal
 * (optimal[i] 1 or 0), in one pass over the moves: cheaper than a value
 * followed by a question per move where the table keeps most of the tree,
 * as on rows.  Other threads run the same pass beside it, each starting
 * at a later move, over the shared table.  DNB_OK, or
 * DNB_E_LIMIT / DNB_E_CANCELLED with sh->lower/upper proven. */
dnb_status sv_solve_root(struct sv_worker *w, uint32_t threads, const uint8_t *moves, int n,
			 int *value, int *optimal);
/* The exact value of w->pos on this thread alone: 1, or 0 when stopped. */
int sv_exact(struct sv_worker *w, int *value);
/* Whether the value of w->pos is at least v (1), below (0), or -1 stopped. */
int sv_at_least(struct sv_worker *w, int v);
/* Bounds a position's value can take: [-U, U] with U the boxes left
 * (Nimstring [-1, 1]). */
void sv_value_range(const struct sv_ctx *c, const struct sv_pos *p, int *lo, int *hi);

/* ---- root moves spread over threads (split.c) ---- */
#define SV_SPLIT_AT_LEAST 0 /* out[i]: 1 if moves[i] is worth >= target, else 0 */
#define SV_SPLIT_VALUE 1    /* out[i]: the exact value of moves[i] */
/* Each thread has its own copy of w (the caller's thread is one of them)
 * and takes the next unanswered move over the shared table; with none left
 * it helps on one still open, and the first to finish answers.  Returns 0,
 * or -1 when a limit or cancel stopped it. */
int sv_split(struct sv_worker *w, uint32_t threads, int mode, const uint8_t *moves, int n,
	     int target, int *out);
/* The root's legal moves, one per distinct child (same canonical child,
 * same boxes taken), centre out; of[e] is the index in uniq of relevant
 * edge e's representative, -1 for an illegal move.  Returns the count. */
int sv_root_moves(const struct sv_ctx *c, const struct sv_pos *p, uint8_t *uniq, int *of);
/* Play e and search what follows with the window (alpha, beta) from the
 * mover's side (a capture keeps the move): the fail-soft value of e,
 * meaningless once stopped. */
int sv_move_search(struct sv_worker *w, uint32_t e, int alpha, int beta);
/* Is playing e worth at least v to the mover?  1, 0, or -1 when stopped. */
int sv_move_at_least(struct sv_worker *w, uint32_t e, int v);
/* One null-window probe (g - 1, g) of the root with its n moves spread over
 * the threads: the fail-soft root value to *value and 1, or 0 when a limit
 * or cancel stopped it.  The threads stop as soon as one move reaches g. */
int sv_split_probe(struct sv_worker *w, uint32_t threads, const uint8_t *moves, int n, int g,
		   int *value);

#endif
