/* SPDX-License-Identifier: MIT */
/* Move lists: played, legal, capturing and safe moves. */
#include "export.h"
#include "game.h"

/* Store the i-th element if it fits; the count goes on regardless. */
static inline void list_put(uint32_t *buf, size_t cap, size_t *n, uint32_t v)
{
	if (*n < cap)
		buf[*n] = v;
	(*n)++;
}

static dnb_status list_finish(size_t n, size_t cap, size_t *count)
{
	*count = n;
	return n > cap ? DNB_E_BUFSIZE : DNB_OK;
}

DNB_EXPORT dnb_status dnb_game_moves(const dnb_game *game, uint32_t *buf, size_t cap,
				     size_t *count)
{
	size_t n = 0;

	if (!game || !count || (!buf && cap))
		return DNB_E_INVALID;
	for (uint32_t i = 0; i < game->n_moves; i++)
		list_put(buf, cap, &n, game->hist[i].edge);
	return list_finish(n, cap, count);
}

DNB_EXPORT dnb_status dnb_game_edges(const dnb_game *game, uint8_t *buf, size_t cap,
				     size_t *count)
{
	if (!game || !count || (!buf && cap))
		return DNB_E_INVALID;
	for (uint32_t e = 0; e < game->n_edges && e < cap; e++)
		buf[e] = (uint8_t)game_edge_drawn(game, e);
	return list_finish(game->n_edges, cap, count);
}

DNB_EXPORT dnb_status dnb_game_owners(const dnb_game *game, uint8_t *buf, size_t cap,
				      size_t *count)
{
	if (!game || !count || (!buf && cap))
		return DNB_E_INVALID;
	for (uint32_t b = 0; b < game->n_boxes && b < cap; b++)
		buf[b] = game->owner[b];
	return list_finish(game->n_boxes, cap, count);
}

enum { KIND_LEGAL, KIND_CAPTURE, KIND_SAFE };

/* 1 if drawing e gives some box its third side. */
static int edge_offers(const struct dnb_game *g, uint32_t e)
{
	uint16_t a = g->adj[2 * e], b = g->adj[2 * e + 1];
	return (a != GAME_NO_BOX && g->sides[a] == 2) || (b != GAME_NO_BOX && g->sides[b] == 2);
}

static dnb_status list_moves(const struct dnb_game *g, int kind, uint32_t *buf, size_t cap,
			     size_t *count)
{
	size_t n = 0;
	int check_legal;

	if (!g || !count || (!buf && cap))
		return DNB_E_INVALID;
	/* Every undrawn edge is legal unless a capture is compulsory. */
	check_legal = (g->rules & DNB_RULE_COMPULSORY) && g->capturable;
	for (uint32_t w = 0; w < g->n_words; w++) {
		uint64_t free_bits = ~g->drawn[w];
		if (w == g->n_words - 1 && (g->n_edges & 63))
			free_bits &= (UINT64_C(1) << (g->n_edges & 63)) - 1;
		while (free_bits) {
			uint32_t e = w * 64 + (uint32_t)__builtin_ctzll(free_bits);
			free_bits &= free_bits - 1;
			if (check_legal && !game_edge_legal(g, e))
				continue;
			if (kind == KIND_CAPTURE && !game_edge_captures(g, e))
				continue;
			if (kind == KIND_SAFE && edge_offers(g, e))
				continue;
			list_put(buf, cap, &n, e);
		}
	}
	return list_finish(n, cap, count);
}

DNB_EXPORT dnb_status dnb_game_legal_moves(const dnb_game *game, uint32_t *buf, size_t cap,
					   size_t *count)
{
	return list_moves(game, KIND_LEGAL, buf, cap, count);
}

DNB_EXPORT dnb_status dnb_game_capture_moves(const dnb_game *game, uint32_t *buf, size_t cap,
					     size_t *count)
{
	return list_moves(game, KIND_CAPTURE, buf, cap, count);
}

DNB_EXPORT dnb_status dnb_game_safe_moves(const dnb_game *game, uint32_t *buf, size_t cap,
					  size_t *count)
{
	return list_moves(game, KIND_SAFE, buf, cap, count);
}
