/* SPDX-License-Identifier: MIT */
/* The solver's compact state (state.c): the board still in play, one
 * position in it, and drawing and undrawing its edges.  Every other solver
 * header builds on this one; it includes none of them. */
#ifndef DNB_SOLVER_STATE_PRIV_H
#define DNB_SOLVER_STATE_PRIV_H

#include <stdint.h>

#include "dnb.h"

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
	/* the solver's misère endgame cache (misere-loony-priv.h) or NULL;
	 * owned by the solver, kept when the context is built again */
	_Atomic uint64_t *misere_cache;
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

/* The context of g's board and its root position.  A context built for
 * the same board of at most 64 edges (with the same rules and disable) is
 * kept and only the root read again, until sv_ctx_forget. */
dnb_status sv_ctx_build(struct sv_ctx *c, const dnb_game *g, uint32_t disable,
			struct sv_pos *root);
static inline void sv_ctx_forget(struct sv_ctx *c)
{
	c->w = 0; /* no board has width 0: the next build starts afresh */
}
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

#endif
