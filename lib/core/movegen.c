/* SPDX-License-Identifier: MIT */
/* Move lists: played, legal, capturing and safe moves. */
#include "common/export-priv.h"
#include "core/game-priv.h"
#include "common/bits-priv.h"
#include "common/list-priv.h"

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
		uint64_t free_bits = game_undrawn_word(g, w);
		while (free_bits) {
			uint32_t e = w * 64 + bits_lowest(free_bits);
			free_bits &= free_bits - 1;
			if (check_legal && !game_edge_legal(g, e))
				continue;
			if (kind == KIND_CAPTURE && !game_edge_captures(g, e))
				continue;
			if (kind == KIND_SAFE && game_edge_offers(g, e))
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
