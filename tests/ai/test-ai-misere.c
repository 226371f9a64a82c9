/* SPDX-License-Identifier: MIT */
/*
 * HARD under misère beyond the solver's reach: the fight over the safe
 * moves (lib/ai/fight.c).  The smaller game it searches (both players held
 * to safe moves while any are left, a position with none scored by its
 * exact value) is searched again here by a plain minimax over the public
 * API, sharing no code with the library's search, and HARD's move must be
 * a safe move of the best value in it.
 */
#include <stdlib.h>

#include "common.h"

static int32_t restricted_value(dnb_solver *s, dnb_game *g);

/* The value of safe move e in the smaller game for the player to move. */
static int32_t move_value(dnb_solver *s, dnb_game *g, uint32_t e)
{
	int32_t v;

	REQUIRE_EQ(dnb_game_play(g, e, NULL), DNB_OK);
	v = -restricted_value(s, g);
	REQUIRE_EQ(dnb_game_undo(g), DNB_OK);
	return v;
}

/* The value of the smaller game for the player to move. */
static int32_t restricted_value(dnb_solver *s, dnb_game *g)
{
	uint32_t moves[DNB_MAX_EDGES];
	int32_t best = INT32_MIN;
	size_t n;

	REQUIRE_EQ(dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
	if (n == 0) {
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		REQUIRE_EQ(dnb_solver_value(s, g, &r), DNB_OK);
		return r.value;
	}
	for (size_t i = 0; i < n; i++) {
		int32_t v = move_value(s, g, moves[i]);
		if (v > best)
			best = v;
	}
	return best;
}

/* 4x4 misère positions of 25 undrawn edges (random safe openings from
 * these seeds) with five safe moves each, one or two of them best in the
 * smaller game.  HARD's Monte-Carlo search, before the fight, played a
 * sacrifice in the first and the third and a safe move two boxes short in
 * the second. */
START_TEST(misere_fight_best_safe_move)
{
	static const uint64_t seeds[] = { 116, 125, 163 };
	dnb_solver *s;

	REQUIRE_EQ(dnb_solver_new(NULL, &s), DNB_OK);
	for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
		uint32_t moves[DNB_MAX_EDGES], safe[DNB_MAX_EDGES], edge;
		int32_t best = INT32_MIN, played = INT32_MIN;
		dnb_ai_options o = DNB_AI_OPTIONS_INIT;
		dnb_ai_result r = DNB_AI_RESULT_INIT;
		struct test_rng rng;
		dnb_game *g;
		dnb_ai *ai;
		size_t n, ns;

		rng_seed(&rng, seeds[k]);
		REQUIRE_EQ(dnb_game_new(4, 4, DNB_RULE_MISERE, &g), DNB_OK);
		while (dnb_game_edge_count(g) - dnb_game_move_count(g) > 25) {
			REQUIRE_EQ(dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
			REQUIRE(n > 0);
			REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL),
				   DNB_OK);
		}
		REQUIRE_EQ(dnb_game_safe_moves(g, safe, DNB_MAX_EDGES, &ns), DNB_OK);
		ck_assert_uint_eq(ns, 5);

		o.level = DNB_AI_HARD;
		o.seed = 7;
		REQUIRE_EQ(dnb_ai_new(&o, &ai), DNB_OK);
		REQUIRE_EQ(dnb_ai_move(ai, g, &edge, &r), DNB_OK);
		ck_assert_uint_eq(r.reason, DNB_AI_REASON_SAFE);
		for (size_t i = 0; i < ns; i++) {
			int32_t v = move_value(s, g, safe[i]);
			if (v > best)
				best = v;
			if (safe[i] == edge)
				played = v;
		}
		ck_assert_msg(played == best, "seed %u: move %u is worth %d, the best %d",
			      (unsigned)seeds[k], (unsigned)edge, (int)played, (int)best);
		dnb_ai_free(ai);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
}
END_TEST

TEST_SUITE(ai_misere)
{
	Suite *s = suite_create("ai-misere");
	TCase *tc = tcase_create("ai-misere");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, misere_fight_best_safe_move);
	suite_add_tcase(s, tc);
	return s;
}
