/* SPDX-License-Identifier: MIT */
/*
 * Random games on many sizes and every variant, checking after each move:
 * the score sum equals the boxes taken, the turn rule, the box side counts,
 * that undo restores the state bit for bit, and that every text form reads
 * back to the same game.  White-box: it compares the internal state.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "core/game-priv.h"
#include "playout.h"

/* The whole state that a move may change, compared field by field. */
static void assert_same_state(const struct dnb_game *a, const struct dnb_game *b)
{
	REQUIRE_EQ(a->w, b->w);
	REQUIRE_EQ(a->h, b->h);
	REQUIRE_EQ(a->rules, b->rules);
	REQUIRE_EQ(a->n_moves, b->n_moves);
	REQUIRE_EQ(a->undrawn, b->undrawn);
	REQUIRE_EQ(a->capturable, b->capturable);
	REQUIRE_EQ(a->score[0], b->score[0]);
	REQUIRE_EQ(a->score[1], b->score[1]);
	REQUIRE_EQ(a->turn, b->turn);
	REQUIRE_EQ(a->has_setup, b->has_setup);
	REQUIRE(memcmp(a->drawn, b->drawn, a->n_words * sizeof(uint64_t)) == 0);
	REQUIRE(memcmp(a->sides, b->sides, a->n_boxes) == 0);
	REQUIRE(memcmp(a->owner, b->owner, a->n_boxes) == 0);
	REQUIRE(memcmp(a->hist, b->hist, a->n_moves * sizeof(struct move_rec)) == 0);
}

/* Recount everything from the drawn edges and compare with the state. */
static void assert_consistent(const struct dnb_game *g)
{
	int32_t owned[3] = { 0, 0, 0 };
	uint32_t capturable = 0, undrawn = 0;

	for (uint32_t b = 0; b < g->n_boxes; b++) {
		uint32_t r = b / g->w, c = b % g->w, hc = (g->h + 1) * g->w;
		uint32_t sides = (uint32_t)game_edge_drawn(g, r * g->w + c) +
				 (uint32_t)game_edge_drawn(g, (r + 1) * g->w + c) +
				 (uint32_t)game_edge_drawn(g, hc + r * (g->w + 1) + c) +
				 (uint32_t)game_edge_drawn(g, hc + r * (g->w + 1) + c + 1);
		REQUIRE_EQ(sides, g->sides[b]);
		REQUIRE(g->owner[b] == 0 || sides == 4);
		owned[g->owner[b]]++;
		capturable += sides == 3;
	}
	for (uint32_t e = 0; e < g->n_edges; e++)
		undrawn += !game_edge_drawn(g, e);
	REQUIRE_EQ(owned[1], g->score[0]);
	REQUIRE_EQ(owned[2], g->score[1]);
	REQUIRE_EQ(capturable, g->capturable);
	REQUIRE_EQ(undrawn, g->undrawn);
}

static void assert_text_round_trip(const dnb_game *g)
{
	static const uint32_t formats[] = { DNB_FORMAT_RECORD, DNB_FORMAT_POSITION };
	char *text, *again;
	size_t len, len2;

	for (size_t i = 0; i < 2; i++) {
		dnb_game *back = NULL;
		REQUIRE_EQ(dnb_game_format(g, formats[i], NULL, 0, &len), DNB_E_BUFSIZE);
		text = malloc(len + 1);
		REQUIRE_EQ(dnb_game_format(g, formats[i], text, len + 1, &len2), DNB_OK);
		REQUIRE_EQ(len, len2);
		REQUIRE_EQ(strlen(text), len);
		REQUIRE_EQ(dnb_game_parse(text, len, &back, NULL, NULL), DNB_OK);
		again = malloc(len + 1);
		REQUIRE_EQ(dnb_game_format(back, formats[i], again, len + 1, NULL), DNB_OK);
		ck_assert_str_eq(again, text);
		if (formats[i] == DNB_FORMAT_RECORD)
			assert_same_state(g, back);
		free(again);
		free(text);
		dnb_game_free(back);
	}
	/* The diagram keeps the edges. */
	{
		dnb_game *back = NULL;
		text = malloc(8192);
		REQUIRE_EQ(dnb_game_format(g, DNB_FORMAT_DIAGRAM, text, 8192, &len), DNB_OK);
		REQUIRE_EQ(dnb_game_parse_diagram(text, len, g->rules & ~DNB_RULE_BORDER, 1,
							&back, NULL, NULL), DNB_OK);
		REQUIRE(memcmp(back->drawn, g->drawn, g->n_words * 8) == 0);
		dnb_game_free(back);
		free(text);
	}
}

static const uint32_t variants[] = {
	0,
	DNB_RULE_COMPULSORY,
	DNB_RULE_NIMSTRING,
	DNB_RULE_MISERE,
	DNB_RULE_BORDER,
	DNB_RULE_COMPULSORY | DNB_RULE_MISERE | DNB_RULE_BORDER,
	DNB_RULE_NIMSTRING | DNB_RULE_COMPULSORY,
};

static void random_game(struct test_rng *rng, uint32_t w, uint32_t h, uint32_t rules,
			int check_text)
{
	dnb_game *g = NULL, *snap = NULL;
	uint32_t *moves;
	size_t n;
	uint32_t snap_at;

	REQUIRE_EQ(dnb_game_new(w, h, rules, &g), DNB_OK);
	moves = malloc(sizeof(uint32_t) * g->n_edges);
	snap_at = rng_below(rng, g->undrawn + 1);
	while (!dnb_game_is_over(g)) {
		struct dnb_game *before;
		int32_t done, mover = dnb_game_to_move(g);
		uint32_t e, boxes_before = 0, boxes_after = 0;

		if (g->n_moves == snap_at)
			REQUIRE_EQ(dnb_game_clone(g, &snap), DNB_OK);
		REQUIRE_EQ(dnb_game_legal_moves(g, moves, g->n_edges, &n), DNB_OK);
		REQUIRE(n > 0);
		e = moves[rng_below(rng, (uint32_t)n)];
		REQUIRE_EQ(dnb_game_clone(g, &before), DNB_OK);
		for (uint32_t b = 0; b < g->n_boxes; b++)
			boxes_before += g->sides[b] == 4;
		REQUIRE_EQ(dnb_game_play(g, e, &done), DNB_OK);
		for (uint32_t b = 0; b < g->n_boxes; b++)
			boxes_after += g->sides[b] == 4;
		REQUIRE_EQ(boxes_after - boxes_before, (uint32_t)done);
		REQUIRE_EQ(dnb_game_to_move(g), done ? mover : 3 - mover);
		assert_consistent(g);
		/* Undo restores the state bit for bit; replay it. */
		REQUIRE_EQ(dnb_game_undo(g), DNB_OK);
		assert_same_state(g, before);
		REQUIRE_EQ(dnb_game_play(g, e, NULL), DNB_OK);
		dnb_game_free(before);
		if (check_text && rng_below(rng, 8) == 0)
			assert_text_round_trip(g);
	}
	REQUIRE_EQ(g->score[0] + g->score[1] +
			 (int32_t)((rules & DNB_RULE_BORDER) && w == 1 && h == 1),
			 (int32_t)g->n_boxes);
	if (check_text)
		assert_text_round_trip(g);
	if (!snap)
		REQUIRE_EQ(dnb_game_clone(g, &snap), DNB_OK);
	REQUIRE_EQ(dnb_game_undo_to(g, snap->n_moves), DNB_OK);
	assert_same_state(g, snap);
	REQUIRE_EQ(dnb_game_undo_to(g, 0), DNB_OK);
	assert_consistent(g);
	free(moves);
	dnb_game_free(snap);
	dnb_game_free(g);
}

START_TEST(test_random_games)
{
	struct test_rng rng;
	int games = test_small() ? 3 : 100;

	rng_seed(&rng, 20261130);
	for (uint32_t w = 1; w <= 6; w++)
		for (uint32_t h = 1; h <= 5; h++)
			for (size_t v = 0; v < sizeof(variants) / sizeof(variants[0]); v++)
				for (int i = 0; i < games; i++)
					random_game(&rng, w, h, variants[v], i < 2);
}
END_TEST

START_TEST(test_random_large)
{
	struct test_rng rng;
	static const uint32_t sizes[][2] = { { 32, 32 }, { 32, 1 }, { 1, 32 }, { 17, 9 } };

	rng_seed(&rng, 7);
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		random_game(&rng, sizes[i][0], sizes[i][1], variants[i % 7], !test_small());
}
END_TEST

/* The playout fast path scores a shuffled order exactly as the engine does
 * when the same edges are played in the same order. */
START_TEST(test_playout_matches_engine)
{
	struct test_rng rng;
	int rounds = test_small() ? 20 : 400;

	rng_seed(&rng, 99);
	for (int i = 0; i < rounds; i++) {
		uint32_t w = 1 + rng_below(&rng, 7), h = 1 + rng_below(&rng, 7);
		dnb_game *g = NULL;
		struct playout p;
		int32_t gained[2] = { 0, 0 }, base[2];
		uint32_t opening = rng_below(&rng, 2 * w * h);

		REQUIRE_EQ(dnb_game_new(w, h, i % 3 == 0 ? DNB_RULE_BORDER : 0, &g), DNB_OK);
		/* A random opening first, so playouts also start mid-game. */
		for (uint32_t k = 0; k < opening && !dnb_game_is_over(g); k++) {
			uint32_t moves[DNB_MAX_EDGES];
			size_t n;
			dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n);
			dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL);
		}
		base[0] = g->score[0];
		base[1] = g->score[1];
		REQUIRE_EQ(playout_init(&p, g, rng_next(&rng)), DNB_OK);
		playout_run(&p, gained);
		for (uint32_t k = 0; k < p.n_free; k++)
			REQUIRE_EQ(dnb_game_play(g, p.free_edges[k], NULL), DNB_OK);
		REQUIRE_EQ(dnb_game_is_over(g), 1);
		REQUIRE_EQ(g->score[0] - base[0], gained[0]);
		REQUIRE_EQ(g->score[1] - base[1], gained[1]);
		playout_free(&p);
		dnb_game_free(g);
	}
}
END_TEST

TEST_SUITE(random)
{
	Suite *s = suite_create("random");
	TCase *tc = tcase_create("random");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_random_games);
	tcase_add_test(tc, test_random_large);
	tcase_add_test(tc, test_playout_matches_engine);
	suite_add_tcase(s, tc);
	return s;
}
