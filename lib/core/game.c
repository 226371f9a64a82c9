/* SPDX-License-Identifier: MIT */
/* The game state: creation, moves, undo and the queries on it. */
#include <stdlib.h>
#include <string.h>

#include "core/board-priv.h"
#include "common/export-priv.h"
#include "core/game-priv.h"

/* One allocation holds the struct and all its arrays, so a clone is a
 * single malloc and memcpy followed by fixing the pointers. */
static size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

static void game_layout(struct dnb_game *g)
{
	char *p = (char *)g + align8(sizeof(*g));

	g->drawn = (uint64_t *)(void *)p;
	p += align8(sizeof(uint64_t) * g->n_words);
	g->hist = (struct move_rec *)(void *)p;
	p += align8(sizeof(struct move_rec) * g->n_edges);
	g->adj = (uint16_t *)(void *)p;
	p += align8(sizeof(uint16_t) * 2 * g->n_edges);
	g->adjx = (uint16_t *)(void *)p;
	p += align8(sizeof(uint16_t) * 2 * g->n_edges);
	g->sides = (uint8_t *)p;
	p += align8(g->n_boxes + 1);
	g->owner = (uint8_t *)p;
}

struct dnb_game *game_alloc(uint32_t w, uint32_t h, uint32_t rules)
{
	uint32_t n_edges = board_edges(w, h), n_boxes = w * h;
	uint32_t n_words = (n_edges + 63) / 64;
	size_t size = align8(sizeof(struct dnb_game)) + align8(sizeof(uint64_t) * n_words) +
		      align8(sizeof(struct move_rec) * n_edges) +
		      2 * align8(sizeof(uint16_t) * 2 * n_edges) + 2 * align8(n_boxes + 1);
	struct dnb_game *g = calloc(1, size);

	if (!g)
		return NULL;
	g->w = w;
	g->h = h;
	g->rules = rules;
	g->n_edges = n_edges;
	g->n_boxes = n_boxes;
	g->n_words = n_words;
	g->undrawn = n_edges;
	g->alloc_size = size;
	game_layout(g);
	for (uint32_t e = 0; e < n_edges; e++) {
		uint32_t a, b;
		board_edge_boxes(w, h, e, &a, &b);
		g->adj[2 * e] = a == DNB_NO_BOX ? GAME_NO_BOX : (uint16_t)a;
		g->adj[2 * e + 1] = b == DNB_NO_BOX ? GAME_NO_BOX : (uint16_t)b;
		g->adjx[2 * e] = a == DNB_NO_BOX ? (uint16_t)n_boxes : (uint16_t)a;
		g->adjx[2 * e + 1] = b == DNB_NO_BOX ? (uint16_t)n_boxes : (uint16_t)b;
	}
	return g;
}

/* Mark an edge drawn outside the move history (border, setup). */
static void game_draw_silent(struct dnb_game *g, uint32_t e)
{
	g->drawn[e >> 6] |= UINT64_C(1) << (e & 63);
	g->undrawn--;
	for (int i = 0; i < 2; i++) {
		uint16_t box = g->adj[2 * e + i];
		if (box != GAME_NO_BOX)
			g->sides[box]++;
	}
}

static void game_count_capturable(struct dnb_game *g)
{
	g->capturable = 0;
	for (uint32_t b = 0; b < g->n_boxes; b++)
		g->capturable += g->sides[b] == 3;
}

dnb_status game_check_rules(uint32_t rules)
{
	if (rules & ~DNB_RULES_ALL)
		return DNB_E_INVALID;
	if ((rules & DNB_RULE_NIMSTRING) && (rules & DNB_RULE_MISERE))
		return DNB_E_INVALID;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_game_new(uint32_t width, uint32_t height, uint32_t rules,
				   dnb_game **out)
{
	struct dnb_game *g;
	dnb_status st;

	if (!out)
		return DNB_E_INVALID;
	if ((st = game_check_rules(rules)) != DNB_OK)
		return st;
	if (!board_size_ok(width, height))
		return DNB_E_RANGE;
	g = game_alloc(width, height, rules);
	if (!g)
		return DNB_E_NOMEM;
	if (rules & DNB_RULE_BORDER) {
		for (uint32_t e = 0; e < g->n_edges; e++)
			if (board_edge_on_border(width, height, e))
				game_draw_silent(g, e);
		game_count_capturable(g);
	}
	*out = g;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_game_new_setup(uint32_t width, uint32_t height, uint32_t rules,
					 const uint8_t *drawn, const uint8_t *owners,
					 int32_t to_move, dnb_game **out)
{
	struct dnb_game *g;
	dnb_status st;

	if (!out || !drawn)
		return DNB_E_INVALID;
	if ((st = game_check_rules(rules)) != DNB_OK)
		return st;
	if (!board_size_ok(width, height) || (to_move != 1 && to_move != 2))
		return DNB_E_RANGE;
	if (owners)
		for (uint32_t b = 0; b < width * height; b++)
			if (owners[b] > 2)
				return DNB_E_RANGE;
	g = game_alloc(width, height, rules);
	if (!g)
		return DNB_E_NOMEM;
	for (uint32_t e = 0; e < g->n_edges; e++) {
		if (drawn[e])
			game_draw_silent(g, e);
		else if ((rules & DNB_RULE_BORDER) && board_edge_on_border(width, height, e))
			goto bad_position;
	}
	for (uint32_t b = 0; owners && b < g->n_boxes; b++) {
		if (owners[b] && g->sides[b] != 4)
			goto bad_position;
		g->owner[b] = owners[b];
		if (owners[b])
			g->score[owners[b] - 1]++;
	}
	game_count_capturable(g);
	g->turn = (uint8_t)(to_move - 1);
	g->has_setup = 1;
	*out = g;
	return DNB_OK;

bad_position:
	free(g);
	return DNB_E_POSITION;
}

DNB_EXPORT dnb_status dnb_game_clone(const dnb_game *game, dnb_game **out)
{
	struct dnb_game *g;

	if (!game || !out)
		return DNB_E_INVALID;
	g = malloc(game->alloc_size);
	if (!g)
		return DNB_E_NOMEM;
	memcpy(g, game, game->alloc_size);
	game_layout(g);
	*out = g;
	return DNB_OK;
}

DNB_EXPORT void dnb_game_free(dnb_game *game)
{
	free(game);
}

/*
 * Drawing and undrawing an edge are the engine's inner loop, written without
 * data-dependent branches: a side off the board points at the scratch box
 * n_boxes, whose count is put back to 0 afterwards, and comparisons are
 * added rather than tested.
 */
static inline __attribute__((always_inline)) int apply_edge(struct dnb_game *g, uint32_t e)
{
	/* Locals, because stores through uint8_t pointers may alias *g. */
	uint8_t *sides = g->sides, *owner = g->owner;
	const uint16_t *adjx = g->adjx + 2 * e;
	uint32_t done = 0, cap = g->capturable, n_moves = g->n_moves, scratch = g->n_boxes;
	uint8_t mover = g->turn;
	struct move_rec *rec = g->hist + n_moves;

	g->drawn[e >> 6] |= UINT64_C(1) << (e & 63);
	for (int i = 0; i < 2; i++) {
		uint16_t box = adjx[i];
		uint8_t s = (uint8_t)(sides[box] + 1);
		uint32_t full = s == 4;
		sides[box] = s;
		cap += (uint32_t)(s == 3) - full;
		owner[box] |= (uint8_t)(full * (mover + 1u));
		done += full;
	}
	sides[scratch] = 0;
	rec->edge = (uint16_t)e;
	rec->player = mover;
	rec->completed = (uint8_t)done;
	g->undrawn--;
	g->capturable = cap;
	g->score[mover] += (int32_t)done;
	g->n_moves = n_moves + 1;
	g->turn = (uint8_t)(mover ^ (done == 0));
	return (int)done;
}

int game_apply(struct dnb_game *g, uint32_t e)
{
	return apply_edge(g, e);
}

int game_edge_legal(const struct dnb_game *g, uint32_t e)
{
	if (game_edge_drawn(g, e))
		return 0;
	if ((g->rules & DNB_RULE_COMPULSORY) && g->capturable && !game_edge_captures(g, e))
		return 0;
	return 1;
}

DNB_EXPORT dnb_status dnb_game_play(dnb_game *game, uint32_t edge, int32_t *completed)
{
	int done;

	if (!game)
		return DNB_E_INVALID;
	if (edge >= game->n_edges)
		return DNB_E_RANGE;
	if (game->undrawn == 0)
		return DNB_E_OVER;
	if (game_edge_drawn(game, edge))
		return DNB_E_ILLEGAL;
	if ((game->rules & DNB_RULE_COMPULSORY) && game->capturable &&
	    !game_edge_captures(game, edge))
		return DNB_E_MUST_CAPTURE;
	done = apply_edge(game, edge);
	if (completed)
		*completed = done;
	return DNB_OK;
}

static inline __attribute__((always_inline)) void game_unapply(struct dnb_game *g)
{
	uint8_t *sides = g->sides, *owner = g->owner;
	struct move_rec rec = g->hist[g->n_moves - 1];
	uint32_t e = rec.edge, cap = g->capturable, scratch = g->n_boxes;
	const uint16_t *adjx = g->adjx + 2 * e;

	g->drawn[e >> 6] &= ~(UINT64_C(1) << (e & 63));
	for (int i = 0; i < 2; i++) {
		uint16_t box = adjx[i];
		uint8_t s = sides[box];
		sides[box] = (uint8_t)(s - 1);
		cap += (uint32_t)(s == 4) - (uint32_t)(s == 3);
		/* A box this edge touches was complete only if this edge
		 * completed it, so after the undo nobody owns it. */
		owner[box] = 0;
	}
	sides[scratch] = 0;
	g->n_moves--;
	g->undrawn++;
	g->capturable = cap;
	g->score[rec.player] -= rec.completed;
	g->turn = rec.player;
}

DNB_EXPORT dnb_status dnb_game_undo(dnb_game *game)
{
	if (!game)
		return DNB_E_INVALID;
	if (game->n_moves == 0)
		return DNB_E_NO_HISTORY;
	game_unapply(game);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_game_undo_to(dnb_game *game, uint32_t count)
{
	if (!game)
		return DNB_E_INVALID;
	if (count > game->n_moves)
		return DNB_E_RANGE;
	if (count == 0 && !game->has_setup && !(game->rules & DNB_RULE_BORDER)) {
		/* Back to an empty board: clearing is cheaper than unwinding. */
		memset(game->drawn, 0, sizeof(uint64_t) * game->n_words);
		memset(game->sides, 0, game->n_boxes + 1);
		memset(game->owner, 0, game->n_boxes + 1);
		game->n_moves = 0;
		game->undrawn = game->n_edges;
		game->capturable = 0;
		game->score[0] = game->score[1] = 0;
		game->turn = 0;
		return DNB_OK;
	}
	while (game->n_moves > count)
		game_unapply(game);
	return DNB_OK;
}

DNB_EXPORT int32_t dnb_game_width(const dnb_game *game)
{
	return game ? (int32_t)game->w : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_height(const dnb_game *game)
{
	return game ? (int32_t)game->h : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_rules(const dnb_game *game)
{
	return game ? (int32_t)game->rules : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_edge_count(const dnb_game *game)
{
	return game ? (int32_t)game->n_edges : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_edge_drawn(const dnb_game *game, uint32_t edge)
{
	if (!game)
		return DNB_E_INVALID;
	if (edge >= game->n_edges)
		return DNB_E_RANGE;
	return game_edge_drawn(game, edge);
}

DNB_EXPORT int32_t dnb_game_box_sides(const dnb_game *game, uint32_t box)
{
	if (!game)
		return DNB_E_INVALID;
	if (box >= game->n_boxes)
		return DNB_E_RANGE;
	return game->sides[box];
}

DNB_EXPORT int32_t dnb_game_box_owner(const dnb_game *game, uint32_t box)
{
	if (!game)
		return DNB_E_INVALID;
	if (box >= game->n_boxes)
		return DNB_E_RANGE;
	return game->owner[box];
}

DNB_EXPORT int32_t dnb_game_score(const dnb_game *game, int32_t player)
{
	if (!game)
		return DNB_E_INVALID;
	if (player != 1 && player != 2)
		return DNB_E_RANGE;
	return game->score[player - 1];
}

DNB_EXPORT int32_t dnb_game_to_move(const dnb_game *game)
{
	return game ? game->turn + 1 : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_is_over(const dnb_game *game)
{
	return game ? game->undrawn == 0 : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_game_move_count(const dnb_game *game)
{
	return game ? (int32_t)game->n_moves : DNB_E_INVALID;
}

DNB_EXPORT dnb_status dnb_game_result(const dnb_game *game, int32_t *winner, int32_t *margin)
{
	int32_t w = 0, d;

	if (!game)
		return DNB_E_INVALID;
	d = game->score[0] - game->score[1];
	if (game->undrawn == 0) {
		if (game->rules & DNB_RULE_NIMSTRING)
			w = game->turn == 0 ? 2 : 1; /* the player to move has no move */
		else if (d != 0)
			w = ((d > 0) != !!(game->rules & DNB_RULE_MISERE)) ? 1 : 2;
	}
	if (winner)
		*winner = w;
	if (margin)
		*margin = d < 0 ? -d : d;
	return DNB_OK;
}
