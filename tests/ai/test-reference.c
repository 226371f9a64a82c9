/* SPDX-License-Identifier: MIT */
/*
 * The independent reference player (tests/ai/reference), checked against
 * what it did not write: its endgame recursion against Berlekamp's and
 * Allcock's published values and the library's closed-form evaluator, its
 * loony-endgame values and every move it makes once no safe move is left
 * against the solver, and whole games against the levels, scored on its
 * own board and on the library's.  bench-reference then measures the
 * levels against it.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "reference/board.h"
#include "reference/player.h"
#include "reference/shape.h"

static int simple_value(struct ref_memo *m, const int *is_loop, const int *len, int n)
{
	struct ref_shape *s = malloc(sizeof(*s));
	int v;

	REQUIRE(s != NULL);
	ref_shape_simple(s, is_loop, len, n);
	v = ref_shape_value(m, s);
	free(s);
	return v;
}

/* Berlekamp's and Allcock's worked values, short chains included. */
START_TEST(reference_published_values)
{
	static const int threes[] = { 0, 3, 2, 1, 2, 1, 2, 1 }; /* v(3^n) */
	int chains[8] = { 3, 3, 3, 3, 3, 3, 3, 3 }, none[8] = { 0 }, loops[8] = { 1, 1, 1, 1 };
	struct ref_memo *m = ref_memo_new();

	REQUIRE(m != NULL);
	for (int n = 0; n < 8; n++)
		REQUIRE_EQ(simple_value(m, none, chains, n), threes[n]);
	/* A 4-loop alone is worth 4; with two, keeping control on the first
	 * (4 - 8 + 4) and taking it (4 - 4) are both worth 0. */
	REQUIRE_EQ(simple_value(m, loops, (int[]){ 4 }, 1), 4);
	REQUIRE_EQ(simple_value(m, loops, (int[]){ 4, 4 }, 2), 0);
	/* Short chains hand the turn over: a single box, two singles, a
	 * hard-hearted pair before a 3-chain. */
	REQUIRE_EQ(simple_value(m, none, (int[]){ 1 }, 1), 1);
	REQUIRE_EQ(simple_value(m, none, (int[]){ 1, 1 }, 2), 0);
	REQUIRE_EQ(simple_value(m, none, (int[]){ 1, 3 }, 2), -2);
	REQUIRE_EQ(simple_value(m, none, (int[]){ 2, 3 }, 2), -1);
	ref_memo_free(m);
}
END_TEST

/* Random lists of long chains and loops: the reference's recursion and the
 * library's closed form (Allcock) agree. */
START_TEST(reference_matches_endgame_evaluator)
{
	struct ref_memo *m = ref_memo_new();
	dnb_endgame *eg = NULL;
	struct test_rng r;
	int cases = test_small() ? 200 : 3000;

	REQUIRE(m != NULL);
	REQUIRE_EQ(dnb_endgame_new(&eg), DNB_OK);
	rng_seed(&r, 20261203);
	for (int c = 0; c < cases; c++) {
		int n = 1 + (int)rng_below(&r, 7), is_loop[8], len[8];
		uint32_t kinds[8], lens[8];
		dnb_endgame_result res = DNB_ENDGAME_RESULT_INIT;
		for (int i = 0; i < n; i++) {
			is_loop[i] = rng_below(&r, 3) == 0;
			len[i] = is_loop[i] ? 4 + 2 * (int)rng_below(&r, 4) : 3 + (int)rng_below(&r, 7);
			kinds[i] = is_loop[i] ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
			lens[i] = (uint32_t)len[i];
		}
		REQUIRE_EQ(dnb_endgame_set(eg, kinds, lens, (size_t)n), DNB_OK);
		REQUIRE_EQ(dnb_endgame_evaluate(eg, &res), DNB_OK);
		REQUIRE_EQ(simple_value(m, is_loop, len, n), res.value);
	}
	dnb_endgame_free(eg);
	ref_memo_free(m);
}
END_TEST

/* A random position of the board with no safe move left: random safe moves
 * until there are none. */
static dnb_game *no_safe_position(uint32_t w, uint32_t h, struct test_rng *r)
{
	uint32_t buf[DNB_MAX_EDGES];
	dnb_game *g = NULL;
	size_t n;

	REQUIRE_EQ(dnb_game_new(w, h, DNB_RULES_STANDARD, &g), DNB_OK);
	for (;;) {
		REQUIRE_EQ(dnb_game_safe_moves(g, buf, DNB_MAX_EDGES, &n), DNB_OK);
		if (n == 0)
			return g;
		REQUIRE_EQ(dnb_game_play(g, buf[rng_below(r, (uint32_t)n)], NULL), DNB_OK);
	}
}

/* Where no safe move is left, the reference's value of the position and
 * every move it makes to the end are the solver's. */
START_TEST(reference_exact_without_safe_moves)
{
	static const uint32_t boards[][3] = { { 3, 3, 150 }, { 4, 4, 60 }, { 5, 5, 15 }, { 2, 6, 40 } };
	struct ref_memo *m = ref_memo_new();
	struct ref_geom *geom = malloc(sizeof(*geom));
	struct ref_pos *pos = malloc(sizeof(*pos));
	struct ref_shape *s = malloc(sizeof(*s));
	dnb_solver *solver = NULL;
	struct test_rng r;

	REQUIRE(m && geom && pos && s);
	REQUIRE_EQ(dnb_solver_new(NULL, &solver), DNB_OK);
	rng_seed(&r, 7);
	for (size_t b = 0; b < sizeof(boards) / sizeof(boards[0]); b++) {
		uint32_t w = boards[b][0], h = boards[b][1];
		uint32_t games = test_small() ? boards[b][2] / 10 + 1 : boards[b][2];
		REQUIRE_EQ(ref_geom_init(geom, (int)w, (int)h), 0);
		for (uint32_t i = 0; i < games; i++) {
			dnb_game *g = no_safe_position(w, h, &r);
			struct ref_player *rp = ref_player_new((int)w, (int)h, i);
			dnb_solver_result res = DNB_SOLVER_RESULT_INIT;
			uint8_t drawn[DNB_MAX_EDGES];
			int32_t values[DNB_MAX_EDGES];
			size_t n;

			REQUIRE(rp != NULL);
			REQUIRE_EQ(dnb_game_edges(g, drawn, sizeof(drawn), &n), DNB_OK);
			ref_pos_set(geom, pos, drawn);
			REQUIRE_EQ(ref_shape_of(geom, pos, s), 0);
			REQUIRE_EQ(dnb_solver_solve(solver, g, &res), DNB_OK);
			REQUIRE_EQ(-ref_shape_value(m, s), res.value);
			while (!dnb_game_is_over(g)) {
				int32_t best = INT32_MIN;
				uint32_t e;
				REQUIRE_EQ(dnb_game_edges(g, drawn, sizeof(drawn), &n), DNB_OK);
				REQUIRE_EQ(ref_player_move(rp, drawn, &e), 0);
				REQUIRE_EQ(dnb_solver_move_values(solver, g, values, DNB_MAX_EDGES, &n),
					   DNB_OK);
				for (size_t k = 0; k < n; k++)
					if (values[k] != DNB_SOLVER_NO_VALUE && values[k] > best)
						best = values[k];
				REQUIRE_EQ(values[e], best);
				REQUIRE_EQ(dnb_game_play(g, e, NULL), DNB_OK);
			}
			ref_player_free(rp);
			dnb_game_free(g);
		}
	}
	dnb_solver_free(solver);
	free(geom);
	free(pos);
	free(s);
	ref_memo_free(m);
}
END_TEST

/* Whole games against a level: every move legal, the same score on both
 * boards; returns the reference's margin. */
static int play_level(uint32_t w, uint32_t h, uint32_t level, uint64_t seed, int ref_first)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	struct ref_player *rp = ref_player_new((int)w, (int)h, seed);
	struct ref_geom *geom = malloc(sizeof(*geom));
	struct ref_pos *pos = malloc(sizeof(*pos));
	uint8_t drawn[DNB_MAX_EDGES];
	int ours[2] = { 0, 0 }, ref_player, margin;
	dnb_game *g = NULL;
	dnb_ai *ai = NULL;
	size_t n;

	REQUIRE(rp && geom && pos);
	REQUIRE_EQ(ref_geom_init(geom, (int)w, (int)h), 0);
	o.level = level;
	o.seed = seed;
	REQUIRE_EQ(dnb_ai_new(&o, &ai), DNB_OK);
	REQUIRE_EQ(dnb_game_new(w, h, DNB_RULES_STANDARD, &g), DNB_OK);
	ref_player = ref_first ? DNB_PLAYER_1 : DNB_PLAYER_2;
	memset(drawn, 0, sizeof(drawn));
	ref_pos_set(geom, pos, drawn);
	while (!dnb_game_is_over(g)) {
		int32_t mover = dnb_game_to_move(g);
		uint32_t e;
		if (mover == ref_player) {
			REQUIRE_EQ(dnb_game_edges(g, drawn, sizeof(drawn), &n), DNB_OK);
			REQUIRE_EQ(ref_player_move(rp, drawn, &e), 0);
		} else {
			REQUIRE_EQ(dnb_ai_move(ai, g, &e, NULL), DNB_OK);
		}
		REQUIRE(!pos->drawn[e]);
		REQUIRE_EQ(dnb_game_play(g, e, NULL), DNB_OK);
		ours[mover - 1] += ref_draw(geom, pos, (int)e);
	}
	REQUIRE_EQ(dnb_game_score(g, DNB_PLAYER_1), ours[0]);
	REQUIRE_EQ(dnb_game_score(g, DNB_PLAYER_2), ours[1]);
	margin = ours[ref_player - 1] - ours[2 - ref_player];
	REQUIRE_EQ(dnb_game_edges(g, drawn, sizeof(drawn), &n), DNB_OK);
	REQUIRE_EQ(ref_player_move(rp, drawn, &(uint32_t){ 0 }), -1);
	dnb_ai_free(ai);
	dnb_game_free(g);
	ref_player_free(rp);
	free(geom);
	free(pos);
	return margin;
}

/* Legal games on several boards, and the published strategy beats the
 * levels that do not know it: BEGINNER and EASY on 5x5 in every game of a
 * seeded set, either side first. */
START_TEST(reference_plays_whole_games)
{
	static const uint32_t boards[][2] = { { 1, 1 }, { 3, 3 }, { 2, 7 }, { 6, 4 } };

	for (size_t b = 0; b < sizeof(boards) / sizeof(boards[0]); b++)
		for (uint64_t seed = 1; seed <= 4; seed++)
			play_level(boards[b][0], boards[b][1], DNB_AI_MEDIUM, seed, seed % 2 == 1);
	for (uint64_t seed = 1; seed <= 6; seed++) {
		REQUIRE(play_level(5, 5, DNB_AI_BEGINNER, seed, seed % 2 == 1) > 0);
		REQUIRE(play_level(5, 5, DNB_AI_EASY, seed, seed % 2 == 1) > 0);
	}
}
END_TEST

START_TEST(reference_refuses_big_boards)
{
	REQUIRE(ref_player_new(17, 3, 1) == NULL);
	REQUIRE(ref_player_new(0, 3, 1) == NULL);
	ref_player_free(NULL);
}
END_TEST

TEST_SUITE(reference)
{
	Suite *s = suite_create("reference");
	TCase *tc = tcase_create("reference");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, reference_published_values);
	tcase_add_test(tc, reference_matches_endgame_evaluator);
	tcase_add_test(tc, reference_exact_without_safe_moves);
	tcase_add_test(tc, reference_plays_whole_games);
	tcase_add_test(tc, reference_refuses_big_boards);
	suite_add_tcase(s, tc);
	return s;
}
