/* SPDX-License-Identifier: MIT */
/*
 * HARD's and PERFECT's winning move (reason DNB_AI_REASON_OUTCOME): where
 * the solver's exact value does not fit the budget but the shorter proof
 * of a winning move does, the move played must win the game (or, where no
 * move wins, draw it), checked against the solver's value of every move.
 * Seeded positions of 4x4 in the fight for control (28 undrawn edges, 22
 * under misère) and node limits under which some moves are such; node
 * counts are deterministic on one thread, so the moves are too.
 */
#include <stdint.h>

#include "common.h"

/* A 4x4 position reached by random safe moves (then any), `drawn` edges. */
static dnb_game *position(uint32_t rules, uint32_t drawn, uint64_t seed)
{
	uint32_t moves[DNB_MAX_EDGES];
	struct test_rng rng;
	dnb_game *g;
	size_t n;

	rng_seed(&rng, seed);
	REQUIRE_EQ(dnb_game_new(4, 4, rules, &g), DNB_OK);
	while ((uint32_t)dnb_game_move_count(g) < drawn) {
		REQUIRE_EQ(dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		if (n == 0)
			REQUIRE_EQ(dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL), DNB_OK);
	}
	return g;
}

/* The game's outcome for the player to move after playing e well from
 * there: 1 won, 0 drawn, -1 lost (its boxes so far included; under misère
 * the fewer boxes win, and the values are on that scale). */
static int outcome(const dnb_game *g, const int32_t *values, uint32_t e)
{
	int32_t me = dnb_game_to_move(g);
	int32_t ahead = dnb_game_score(g, me) - dnb_game_score(g, 3 - me);
	int32_t end = ((dnb_game_rules(g) & (int32_t)DNB_RULE_MISERE) ? -ahead : ahead) + values[e];

	return (end > 0) - (end < 0);
}

/* Returns the number of OUTCOME moves seen; fails on a wrong one. */
static int check_level(uint32_t level, uint32_t rules, uint32_t drawn, uint64_t node_limit,
		       int count)
{
	int32_t values[DNB_MAX_EDGES];
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s;
	int seen = 0;

	so.tt_mb = 16;
	REQUIRE_EQ(dnb_solver_new(&so, &s), DNB_OK);
	for (int i = 0; i < count; i++) {
		dnb_game *g = position(rules, drawn, 1000 + (uint64_t)i);
		dnb_ai_options o = DNB_AI_OPTIONS_INIT;
		dnb_ai_result r = DNB_AI_RESULT_INIT;
		dnb_ai *ai;
		uint32_t e;
		size_t n;
		int best = -1;

		o.level = level;
		o.seed = 5;
		o.node_limit = node_limit;
		REQUIRE_EQ(dnb_ai_new(&o, &ai), DNB_OK);
		REQUIRE_EQ(dnb_ai_move(ai, g, &e, &r), DNB_OK);
		if (r.reason == DNB_AI_REASON_OUTCOME) {
			REQUIRE_EQ(dnb_solver_move_values(s, g, values, DNB_MAX_EDGES, &n), DNB_OK);
			for (uint32_t m = 0; m < n; m++)
				if (values[m] != DNB_SOLVER_NO_VALUE && outcome(g, values, m) > best)
					best = outcome(g, values, m);
			/* a winning move, or a drawing one where none wins; never
			 * one played in a lost position */
			ck_assert_int_ge(best, 0);
			ck_assert_int_eq(outcome(g, values, e), best);
			ck_assert_int_eq(r.has_value, 0);
			ck_assert_uint_eq(r.level, level);
			seen++;
		}
		dnb_ai_free(ai);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
	return seen;
}

/* Level, rules, edges drawn, node limit: about a fifth of the moves of
 * each case are OUTCOME moves (8, 8 and 6 of 40).  Misère's solver is
 * tried from 24 undrawn edges. */
static const struct {
	uint32_t level, rules, drawn;
	uint64_t node_limit;
} cases[] = {
	{ DNB_AI_PERFECT, DNB_RULES_STANDARD, 12, 80000 },
	{ DNB_AI_HARD, DNB_RULES_STANDARD, 12, 160000 },
	{ DNB_AI_PERFECT, DNB_RULE_MISERE, 18, 40000 },
};

START_TEST(outcome_moves_win)
{
	int seen = check_level(cases[_i].level, cases[_i].rules, cases[_i].drawn,
			       cases[_i].node_limit, test_small() ? 12 : 40);

	ck_assert_int_ge(seen, test_small() ? 1 : 4);
}
END_TEST

TEST_SUITE(ai_outcome)
{
	Suite *s = suite_create("ai-outcome");
	TCase *tc = tcase_create("outcome");

	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, outcome_moves_win, 0, (int)(sizeof(cases) / sizeof(cases[0])));
	suite_add_tcase(s, tc);
	return s;
}
