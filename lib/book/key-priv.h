/* SPDX-License-Identifier: MIT */
/* A book's board (key.c): its edges as bits of a mask, the symmetries of
 * the rectangle on them (the solver's, lib/solver/symmetry.c), the
 * canonical key of a position and the boxes a move completes. */
#ifndef DNB_BOOK_KEY_PRIV_H
#define DNB_BOOK_KEY_PRIV_H

#include <stdint.h>

#include "dnb.h"

#define BK_MAX_EDGES 64u
#define BK_NONE 0xFFu

struct bk_board {
	uint32_t w, h, n_edges, n_boxes, nsyms;
	uint64_t all;                      /* mask of every edge */
	uint64_t border;                   /* the outer edges (beside one box) */
	uint8_t perm[8][BK_MAX_EDGES];     /* the image of each edge */
	uint8_t boxes[BK_MAX_EDGES][2];    /* the boxes beside an edge, BK_NONE off */
	uint64_t sides[BK_MAX_EDGES / 2];  /* the sides of each box (at most 30) */
	/* The board turned, h wide and w high (not square): edge e of it is
	 * edge turn[e] of this board, and edge e of this one unturn[e] of it. */
	uint8_t turn[BK_MAX_EDGES], unturn[BK_MAX_EDGES];
};

/* DNB_E_RANGE for a bad size or more than 64 edges. */
dnb_status bk_board_init(struct bk_board *b, uint32_t w, uint32_t h);
/* The image of a mask under symmetry s. */
uint64_t bk_image(const struct bk_board *b, uint32_t s, uint64_t mask);
/* The least image of a mask; *sym (may be NULL) gets a symmetry giving it. */
uint64_t bk_canonical(const struct bk_board *b, uint64_t mask, uint32_t *sym);
/* The mask whose image under s is `image` (s applied backwards). */
uint64_t bk_preimage(const struct bk_board *b, uint32_t s, uint64_t image);
/* The mask with each edge e moved to perm[e]: a symmetry (perm[s]), or
 * between this board and the board turned (turn, unturn). */
uint64_t bk_permute(const uint8_t *perm, uint64_t mask);
/* The boxes drawing e completes with `drawn` drawn (0..2). */
uint32_t bk_completes(const struct bk_board *b, uint64_t drawn, uint32_t e);
/* The boxes with all four sides drawn. */
uint32_t bk_boxes_done(const struct bk_board *b, uint64_t drawn);

#endif
