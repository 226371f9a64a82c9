/* SPDX-License-Identifier: MIT */
/* The state behind the opaque dnb_dots, shared by the module's files.
 *
 * The board is kept with a one-cell pad all round (stride = width + 2), so
 * every point has eight neighbours and a step onto the pad is a step off
 * the board.  Each cell is one byte:
 *
 *   bits 0-1  the dot: 0 none, 1 or 2 its player
 *   bits 2-3  the owner of the base the point lies in: 0, 1 or 2
 *   bit  4    ENC(1): the point is enclosed by player 1's live dots
 *   bit  5    ENC(2): the same for player 2
 *   bit  6    PAD: off the board
 *
 * A dot is live when its point has no owner.  ENC(v) is kept exact for every
 * point that is not a live dot of v (a live dot of v has ENC(v) clear): it is
 * set exactly when the point's 4-connected region of points without a live
 * dot of v does not reach the pad.  The rules use it to know at once whether
 * a dot lands in an enemy enclosure, and to skip floods where nothing can
 * change.
 *
 * Every change of a cell goes through dots_set_cell, which keeps the
 * counters (scores, free points, live dots in enemy enclosures) and logs the
 * cell's byte before the action the first time the action touches it, so
 * undo restores bytes exactly.
 */
#ifndef DNB_DOTS_INTERNAL_H
#define DNB_DOTS_INTERNAL_H

#include <stdint.h>

#include "dnb_dots.h"

#define DOTS_DOT      0x03u
#define DOTS_OWNER    0x0Cu
#define DOTS_OWNER_SHIFT 2
#define DOTS_ENC(v)   ((uint8_t)(0x10u << ((v) - 1)))
#define DOTS_PAD      0x40u

#define DOTS_MOVE  0u
#define DOTS_SETUP 1u
#define DOTS_END   2u

struct dots_hist {
	uint32_t cell;      /* padded cell index of the dot; 0 for an ending */
	uint32_t log_start; /* first undo-log entry of this action */
	uint32_t uf_start;  /* first union-log entry of this action */
	uint8_t kind;       /* DOTS_MOVE, DOTS_SETUP or DOTS_END */
	uint8_t player;     /* 1 or 2: who moved, set up or ended */
	uint8_t prev_turn;
	uint8_t prev_ended;
};

struct dots_log {
	uint32_t cell;
	uint8_t old;
};

/* A union made in the cluster forest: root `child` was hung under `root`. */
struct dots_union {
	uint32_t child, root;
};

struct dnb_dots {
	uint32_t w, h, stride, ncells;
	uint32_t npoints;   /* w * h */
	uint64_t wmul;      /* 2^32 / w rounded up (see dots_cell_of) */
	uint8_t turn;   /* 1 or 2 */
	uint8_t ended;  /* bit (p - 1) set when player p has ended */
	int32_t score[3];    /* by player; [0] unused */
	int32_t n_free;      /* points with no dot and no owner */
	int32_t enc_live[3]; /* [v]: live dots of the other player on ENC(v) points */

	void *block;        /* holds every per-cell array below */
	uint8_t *cell;
	uint8_t *order;     /* per cell: the 4 directions, nearest edge first */
	uint32_t *seen;     /* flood stamps */
	uint32_t *seen2;    /* stamps of the hole search */
	uint32_t *logged;   /* action stamp: the cell is in the log already */
	uint32_t seen_gen, seen2_gen, action_gen;
	uint32_t *stack, *stack2, *list, *list2, *freed; /* work space, ncells each */

	struct dots_hist *hist;
	uint32_t n_hist, cap_hist;
	struct dots_log *log;
	uint32_t n_log, cap_log;

	/*
	 * Clusters: a union-find forest (by size, no path compression, so a
	 * union is undone by unhooking its child) over the dots, in which two
	 * live dots of one player that touch (8 ways) are always in one set.
	 * Dots that stop being live are never split off, so a set may be
	 * larger than a true cluster: "different sets" is a proof of
	 * "different clusters", which is all the rules ask of it (a new
	 * enclosure needs a dot that joins one cluster to itself).
	 */
	uint32_t *uf_parent, *uf_size;
	struct dots_union *uf_log;
	uint32_t n_uf, cap_uf;
};

static inline uint8_t dots_other(uint8_t p)
{
	return (uint8_t)(3 - p);
}

/* The padded cell of a point on the board.  point / w is a multiplication
 * by wmul = 2^32 / w rounded up, exact for every point of a board of at most
 * 128 x 128 (the rounding adds less than point / 2^32 to point / w, which
 * never carries it past the next integer). */
static inline uint32_t dots_cell_of(const struct dnb_dots *g, uint32_t point)
{
	uint32_t row = (uint32_t)(((uint64_t)point * g->wmul) >> 32);

	/* (row + 1) * (w + 2) + (point - row * w) + 1 */
	return point + 2 * row + g->stride + 1;
}

static inline uint32_t dots_point_of(const struct dnb_dots *g, uint32_t cell)
{
	return (cell / g->stride - 1) * g->w + cell % g->stride - 1;
}

static inline int dots_live(uint8_t b, uint8_t v)
{
	return (b & (DOTS_DOT | DOTS_OWNER)) == v;
}

/* Allocate a game of a valid size with an empty board; NULL on no memory. */
struct dnb_dots *dots_alloc(uint32_t w, uint32_t h);

/* Add (sign = 1) or remove (sign = -1) what one cell byte counts for. */
static inline void dots_count_cell(struct dnb_dots *g, uint8_t b, int32_t sign)
{
	uint8_t dot = b & DOTS_DOT, own = (uint8_t)((b & DOTS_OWNER) >> DOTS_OWNER_SHIFT);

	if (b & DOTS_PAD)
		return;
	if (!dot) {
		if (!own)
			g->n_free += sign;
		return;
	}
	if (own) {
		if (own != dot)
			g->score[own] += sign;
	} else if (b & DOTS_ENC(dots_other(dot))) {
		g->enc_live[dots_other(dot)] += sign;
	}
}

/* Change one cell (see above); dots_reserve made room in the log. */
static inline void dots_set_cell(struct dnb_dots *g, uint32_t i, uint8_t b)
{
	uint8_t old = g->cell[i];

	if (old == b)
		return;
	if (g->logged[i] != g->action_gen) {
		g->logged[i] = g->action_gen;
		g->log[g->n_log].cell = i;
		g->log[g->n_log].old = old;
		g->n_log++;
	}
	dots_count_cell(g, old, -1);
	dots_count_cell(g, b, 1);
	g->cell[i] = b;
}

/* Make room for one more action; DNB_E_NOMEM leaves the game unchanged. */
dnb_status dots_reserve(struct dnb_dots *g);

/* Put a dot of player p on a free cell and resolve the captures; returns the
 * number of opponent dots the action brought into p's bases.  The caller has
 * checked legality, reserved room and opened the history entry. */
int32_t dots_resolve(struct dnb_dots *g, uint32_t cell, uint8_t p);

/* 1 when no free point is left or both players have ended. */
static inline int dots_over(const struct dnb_dots *g)
{
	return g->n_free == 0 || g->ended == 3;
}

#endif
