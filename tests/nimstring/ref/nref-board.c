/* SPDX-License-Identifier: MIT */
/* The referee's own board model: dnb.h's edge numbering done here, the
 * raw Nimstring game over drawn edges, and the strings-and-coins graph of
 * a board.  Only nref_graph_from_game touches the library (to read the
 * position of a game). */
#include <stdlib.h>

#include "nref.h"

uint32_t nref_board_edges(uint32_t w, uint32_t h)
{
	return (h + 1) * w + h * (w + 1);
}

void nref_board_edge_boxes(uint32_t w, uint32_t h, uint32_t e, uint32_t *box_a,
			   uint32_t *box_b)
{
	uint32_t r, c;
	if (e < (h + 1) * w) {             /* horizontal: boxes above and below */
		r = e / w;
		c = e % w;
		*box_a = r > 0 ? (r - 1) * w + c : NREF_GROUND;
		*box_b = r < h ? r * w + c : NREF_GROUND;
	} else {                           /* vertical: boxes left and right */
		e -= (h + 1) * w;
		r = e / (w + 1);
		c = e % (w + 1);
		*box_a = c > 0 ? r * w + c - 1 : NREF_GROUND;
		*box_b = c < w ? r * w + c : NREF_GROUND;
	}
}

/* The four sides of box (r, c), in the numbering above. */
static void box_sides(uint32_t w, uint32_t h, uint32_t box, uint32_t side[4])
{
	uint32_t r = box / w, c = box % w, v0 = (h + 1) * w;
	side[0] = r * w + c;
	side[1] = (r + 1) * w + c;
	side[2] = v0 + r * (w + 1) + c;
	side[3] = v0 + r * (w + 1) + c + 1;
}

struct board {
	uint32_t boxes;
	uint32_t undrawn;                    /* the moves: bit i = undrawn[i] */
	uint32_t *sides;                     /* per box, its undrawn sides as bits */
	uint8_t *memo;                       /* 1 + win, 0 unknown */
};

/* Whether drawing move i (bit) completes a box. */
static int completes(const struct board *b, uint32_t left, uint32_t i)
{
	uint32_t after = left & ~(1u << i);
	for (uint32_t x = 0; x < b->boxes; x++)
		if ((b->sides[x] >> i & 1) && !(b->sides[x] & after))
			return 1;
	return 0;
}

static int board_rec(struct board *b, uint32_t left)
{
	if (b->memo[left])
		return b->memo[left] - 1;
	int win = 0;
	for (uint32_t i = 0; i < b->undrawn && !win; i++) {
		if (!(left >> i & 1))
			continue;
		int child = board_rec(b, left & ~(1u << i));
		win = completes(b, left, i) ? child : !child;
	}
	b->memo[left] = (uint8_t)(win + 1);
	return win;
}

int nref_board_wins(uint32_t w, uint32_t h, const uint8_t *drawn)
{
	if (w == 0 || h == 0 || w > 32 || h > 32)
		return -1;
	uint32_t edges = nref_board_edges(w, h), bit_of_edge[2 * 32 * 33];
	struct board b = { w * h, 0, NULL, NULL };
	for (uint32_t e = 0; e < edges; e++) {
		if (drawn[e])
			continue;
		if (b.undrawn == NREF_MAX_STRINGS)
			return -1;
		bit_of_edge[e] = b.undrawn++;
	}
	b.sides = calloc(b.boxes, sizeof *b.sides);
	b.memo = calloc((size_t)1 << b.undrawn, 1);
	int win = -1;
	if (b.sides && b.memo) {
		for (uint32_t x = 0; x < b.boxes; x++) {
			uint32_t side[4];
			box_sides(w, h, x, side);
			for (int k = 0; k < 4; k++)
				if (!drawn[side[k]])
					b.sides[x] |= 1u << bit_of_edge[side[k]];
		}
		win = board_rec(&b, (uint32_t)(((uint64_t)1 << b.undrawn) - 1));
	}
	free(b.sides);
	free(b.memo);
	return win;
}

int nref_graph_from_board(uint32_t w, uint32_t h, const uint8_t *drawn,
			  struct nref_graph *out)
{
	if (w == 0 || h == 0 || w * h > NREF_MAX_COINS)
		return -1;
	struct nref_graph g;
	nref_graph_init(&g, w * h);
	for (uint32_t e = 0; e < nref_board_edges(w, h); e++) {
		if (drawn[e])
			continue;
		uint32_t a, b;
		nref_board_edge_boxes(w, h, e, &a, &b);
		int s = nref_add(&g, a, b);
		if (s < 0)
			return -1;
		g.edge[s] = (uint16_t)e;
	}
	*out = g;
	return 0;
}

int nref_graph_from_game(const dnb_game *game, struct nref_graph *out)
{
	int32_t w = dnb_game_width(game), h = dnb_game_height(game);
	uint8_t drawn[DNB_MAX_EDGES];
	size_t n = 0;
	if (w <= 0 || h <= 0 ||
	    dnb_game_edges(game, drawn, sizeof drawn, &n) != DNB_OK ||
	    n != nref_board_edges((uint32_t)w, (uint32_t)h))
		return -1;
	return nref_graph_from_board((uint32_t)w, (uint32_t)h, drawn, out);
}
