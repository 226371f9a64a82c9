/* SPDX-License-Identifier: MIT */
/*
 * The limits a call runs under when the caller sets none (dnb_ai_new(3)):
 * PERFECT, where it tries its solver, plays as under a node limit of
 * 8,000,000 (4,000,000 under misere) and a time limit of 950 ms; every
 * other case keeps the caller's limits.  White box: the time limit cannot
 * be seen from outside without timing a call, which no test here does
 * (bench/bench-limits measures the time).
 */
#include "ai/context-priv.h"
#include "common.h"

static struct dnb_game *board(uint32_t w, uint32_t h, uint32_t rules)
{
	dnb_game *g = NULL;

	REQUIRE_EQ(dnb_game_new(w, h, rules, &g), DNB_OK);
	return g;
}

START_TEST(perfect_default_limits)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	struct dnb_game *g5 = board(5, 5, 0), *g10 = board(10, 10, 0);
	struct dnb_game *gm = board(3, 3, DNB_RULE_MISERE);

	o.level = DNB_AI_PERFECT;
	ck_assert_uint_eq(ai_node_limit(&o, g5), 8000000);
	ck_assert_uint_eq(ai_time_limit(&o, g5), 950);
	ck_assert_uint_eq(ai_node_limit(&o, gm), 4000000);
	ck_assert_uint_eq(ai_time_limit(&o, gm), 950);
	/* too many edges for the solver: HARD's defaults, no limit */
	ck_assert_uint_eq(ai_node_limit(&o, g10), 0);
	ck_assert_uint_eq(ai_time_limit(&o, g10), 0);
	/* the caller's time limit replaces the default one, not the nodes */
	o.time_limit_ms = 5000;
	ck_assert_uint_eq(ai_node_limit(&o, g5), 8000000);
	ck_assert_uint_eq(ai_time_limit(&o, g5), 5000);
	/* a node limit alone stays the only limit: the moves do not depend
	 * on the machine */
	o.time_limit_ms = 0;
	o.node_limit = 20000;
	ck_assert_uint_eq(ai_node_limit(&o, g5), 20000);
	ck_assert_uint_eq(ai_time_limit(&o, g5), 0);
	/* the other levels have no default limit */
	o.node_limit = 0;
	for (uint32_t level = DNB_AI_BEGINNER; level < DNB_AI_PERFECT; level++) {
		o.level = level;
		ck_assert_uint_eq(ai_node_limit(&o, g5), 0);
		ck_assert_uint_eq(ai_time_limit(&o, g5), 0);
	}
	dnb_game_free(g5);
	dnb_game_free(g10);
	dnb_game_free(gm);
}
END_TEST

TEST_SUITE(ai_defaults_internal)
{
	Suite *s = suite_create("ai-defaults-internal");
	TCase *tc = tcase_create("ai-defaults-internal");

	tcase_add_test(tc, perfect_default_limits);
	suite_add_tcase(s, tc);
	return s;
}
