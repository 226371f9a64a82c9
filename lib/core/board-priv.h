/* SPDX-License-Identifier: MIT */
/* Board geometry shared by the modules: edge numbering and adjacency. */
#ifndef DNB_BOARD_H
#define DNB_BOARD_H

#include <stdint.h>
#include "dnb.h"

/* Sizes of a width x height board.  Callers validate the size first. */
static inline uint32_t board_hcount(uint32_t w, uint32_t h) { return (h + 1) * w; }
static inline uint32_t board_edges(uint32_t w, uint32_t h) { return (h + 1) * w + h * (w + 1); }

/* 1 if 1 <= w, h <= DNB_MAX_SIDE. */
static inline int board_size_ok(uint32_t w, uint32_t h)
{
	return w >= 1 && h >= 1 && w <= DNB_MAX_SIDE && h <= DNB_MAX_SIDE;
}

/* The boxes beside edge e (DNB_NO_BOX off the board): a is above or left. */
void board_edge_boxes(uint32_t w, uint32_t h, uint32_t e, uint32_t *a, uint32_t *b);

/* The four sides of box b: top, bottom, left, right. */
void board_box_edges(uint32_t w, uint32_t h, uint32_t box, uint32_t out[4]);

/* 1 if edge e lies on the outside of the board. */
int board_edge_on_border(uint32_t w, uint32_t h, uint32_t e);

#endif
