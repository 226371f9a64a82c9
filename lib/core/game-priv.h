/* SPDX-License-Identifier: MIT */
/* The game state behind the opaque dnb_game, shared by the library's modules. */
#ifndef DNB_GAME_H
#define DNB_GAME_H

#include <stdint.h>
#include "dnb.h"

#define GAME_NO_BOX 0xFFFFu

struct move_rec {
	uint16_t edge;
	uint8_t player;    /* 0 or 1: who drew it */
	uint8_t completed; /* boxes it completed: 0, 1 or 2 */
};

struct dnb_game {
	uint32_t w, h, rules;
	uint32_t n_edges, n_boxes, n_words;
	uint32_t n_moves;    /* entries in hist */
	uint32_t undrawn;    /* edges not yet drawn */
	uint32_t capturable; /* unclaimed boxes with exactly three sides drawn */
	int32_t score[2];
	uint8_t turn;        /* 0: player 1, 1: player 2 */
	uint8_t has_setup;   /* started from a set-up position, not an empty board */
	size_t alloc_size;   /* bytes of this block, for clone */
	uint64_t *drawn;     /* bit per edge */
	uint8_t *sides;      /* drawn sides per box (n_boxes + 1: the scratch box) */
	uint8_t *owner;      /* 0, 1 or 2 per box (n_boxes + 1) */
	uint16_t *adj;       /* the two boxes of each edge, GAME_NO_BOX off the board */
	uint16_t *adjx;      /* the same with n_boxes, a scratch box, for GAME_NO_BOX:
			      * lets game_apply run without branches */
	struct move_rec *hist;
};

static inline int game_edge_drawn(const struct dnb_game *g, uint32_t e)
{
	return (int)((g->drawn[e >> 6] >> (e & 63)) & 1u);
}

/* Allocate an empty board (no edge drawn, border rule ignored).  NULL when
 * out of memory.  The size must be valid. */
struct dnb_game *game_alloc(uint32_t w, uint32_t h, uint32_t rules);

/* Draw edge e for the player to move with no legality checks beyond what
 * the caller did; returns the number of boxes completed. */
int game_apply(struct dnb_game *g, uint32_t e);

/* 1 if drawing e completes a box. */
static inline int game_edge_captures(const struct dnb_game *g, uint32_t e)
{
	uint16_t a = g->adj[2 * e], b = g->adj[2 * e + 1];
	return (a != GAME_NO_BOX && g->sides[a] == 3) ||
	       (b != GAME_NO_BOX && g->sides[b] == 3);
}

/* 1 if drawing e gives some box its third side (offers it). */
static inline int game_edge_offers(const struct dnb_game *g, uint32_t e)
{
	uint16_t a = g->adj[2 * e], b = g->adj[2 * e + 1];
	return (a != GAME_NO_BOX && g->sides[a] == 2) || (b != GAME_NO_BOX && g->sides[b] == 2);
}

/* The box across edge e from box b (one of e's boxes), DNB_NO_BOX off the
 * board. */
static inline uint32_t game_edge_across(const struct dnb_game *g, uint32_t e, uint32_t b)
{
	uint16_t x = g->adj[2 * e], y = g->adj[2 * e + 1];
	uint16_t o = x == b ? y : x;
	return o == GAME_NO_BOX ? DNB_NO_BOX : o;
}

/* The undrawn edges among edges 64 w .. 64 w + 63, as a mask (edges past
 * the board's last are not set). */
static inline uint64_t game_undrawn_word(const struct dnb_game *g, uint32_t w)
{
	uint64_t free_bits = ~g->drawn[w];

	if (w == g->n_words - 1 && (g->n_edges & 63))
		free_bits &= (UINT64_C(1) << (g->n_edges & 63)) - 1;
	return free_bits;
}

/* Check that rule flags are known and compatible. */
dnb_status game_check_rules(uint32_t rules);

/* 1 if e is legal for the player to move (assumes e in range, game not over). */
int game_edge_legal(const struct dnb_game *g, uint32_t e);

#endif
