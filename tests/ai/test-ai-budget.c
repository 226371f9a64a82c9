/* SPDX-License-Identifier: MIT */
/*
 * The AI's budgets (issue 15): node_limit holds at every level and board
 * size, the nodes reported are the work done, and the solver searches of
 * HARD and PERFECT take their share of the budget, not a budget of their
 * own.  Node counts are deterministic, so these tests assert them; time is
 * measured by bench/bench-limits, never here.  Last, MEDIUM's larger
 * proof budget with the pre-drawn border (issue 18).
 *
 * The bound (dnb_ai_new(3)): a call reports at most node_limit plus the
 * board's boxes (the look-ahead at one capture run or sacrifice, which is
 * not cut), plus 1024 when the solver is asked (its check interval).
 */
#include <stdint.h>
#include <stdlib.h>

#include "common.h"

#define SOLVER_STEP 1024u

static dnb_ai *make(uint32_t level, uint64_t nodes, uint64_t ms)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai *ai = NULL;

	o.level = level;
	o.seed = 7;
	o.node_limit = nodes;
	o.time_limit_ms = ms;
	REQUIRE_EQ(dnb_ai_new(&o, &ai), DNB_OK);
	return ai;
}

/* A position of WxH reached by random moves, safe ones first: `drawn`
 * edges drawn, or fewer when `until_no_safe` stops it at the first
 * position without a safe move (where the sacrifices are weighed). */
static dnb_game *random_position(uint32_t w, uint32_t h, uint32_t drawn, int until_no_safe,
				 uint64_t seed)
{
	static uint32_t moves[DNB_MAX_EDGES];
	struct test_rng rng;
	dnb_game *g;
	size_t n;

	rng_seed(&rng, seed);
	REQUIRE_EQ(dnb_game_new(w, h, DNB_RULES_STANDARD, &g), DNB_OK);
	while ((uint32_t)dnb_game_move_count(g) < drawn) {
		REQUIRE_EQ(dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		if (n == 0 && until_no_safe)
			break;
		if (n == 0)
			REQUIRE_EQ(dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL), DNB_OK);
	}
	return g;
}

/* A move and its result, checked for legality. */
static dnb_ai_result ask(dnb_ai *ai, const dnb_game *g)
{
	dnb_ai_result r = DNB_AI_RESULT_INIT;
	uint32_t e = DNB_NO_EDGE;

	REQUIRE_EQ(dnb_ai_move(ai, g, &e, &r), DNB_OK);
	REQUIRE_EQ(r.move, e);
	REQUIRE(e < (uint32_t)dnb_game_edge_count(g));
	REQUIRE_EQ(dnb_game_edge_drawn(g, e), 0);
	REQUIRE(r.reason != DNB_AI_REASON_NONE);
	return r;
}

/* On 32x32, every level with node_limit 1 or 1000 stays within the bound
 * and plays a legal move: on the empty board, in mid-game and where the
 * safe moves have run out.  Before, HARD and PERFECT reported 2,868,652
 * nodes on the empty board with node_limit 1: a whole playout, with the
 * cheapest sacrifice weighed at each of its moves, ran before the first
 * check. */
START_TEST(node_limit_holds_on_32x32)
{
	static const uint64_t limits[] = { 1, 1000 };
	dnb_game *pos[3];

	pos[0] = random_position(32, 32, 0, 0, 1);
	pos[1] = random_position(32, 32, 1056, 0, 2);
	pos[2] = random_position(32, 32, DNB_MAX_EDGES, 1, 3);
	for (int p = 0; p < 3; p++)
		for (uint32_t level = DNB_AI_BEGINNER; level <= DNB_AI_PERFECT; level++)
			for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
				dnb_ai *ai = make(level, limits[k], 0);
				dnb_ai_result r = ask(ai, pos[p]);
				if (r.nodes > limits[k] + 32 * 32)
					ck_abort_msg("position %d, %s, node_limit %llu: %llu nodes", p,
						     dnb_ai_level_name(level),
						     (unsigned long long)limits[k],
						     (unsigned long long)r.nodes);
				dnb_ai_free(ai);
			}
	for (int p = 0; p < 3; p++)
		dnb_game_free(pos[p]);
}
END_TEST

/* MEDIUM's long chain rule looks at the board after each safe move; those
 * looks are its work and are counted, and node_limit stops them.  On the
 * empty 32x32 board all 2112 moves are safe.  Before, MEDIUM reported 0
 * nodes and looked at all 2112 whatever the limit (115 ms). */
START_TEST(medium_counts_and_stops)
{
	dnb_game *g;
	dnb_ai *ai;

	REQUIRE_EQ(dnb_game_new(32, 32, DNB_RULES_STANDARD, &g), DNB_OK);
	ai = make(DNB_AI_MEDIUM, 0, 0);
	ck_assert_uint_eq(ask(ai, g).nodes, DNB_MAX_EDGES);
	dnb_ai_free(ai);
	ai = make(DNB_AI_MEDIUM, 1, 0);
	ck_assert_uint_eq(ask(ai, g).nodes, 1);
	dnb_ai_free(ai);
	ai = make(DNB_AI_MEDIUM, 100, 0);
	ck_assert_uint_eq(ask(ai, g).nodes, 100);
	dnb_ai_free(ai);
	dnb_game_free(g);
}
END_TEST

/* PERFECT's solver gets two thirds of node_limit and HARD's search the
 * rest, so the whole call stays within the bound.  The empty 4x4 board
 * (40 edges) is within the solver's reach and not solved in 20000 nodes.
 * Before, the solver had the whole limit and HARD then another: about
 * 40,000 nodes. */
START_TEST(perfect_shares_node_limit)
{
	dnb_game *g;
	dnb_ai *ai;
	dnb_ai_result r;

	REQUIRE_EQ(dnb_game_new(4, 4, DNB_RULES_STANDARD, &g), DNB_OK);
	ai = make(DNB_AI_PERFECT, 20000, 0);
	r = ask(ai, g);
	ck_assert_uint_eq(r.level, DNB_AI_HARD);
	ck_assert_uint_le(r.nodes, 20000 + 16 + SOLVER_STEP);
	dnb_ai_free(ai);
	dnb_game_free(g);
}
END_TEST

/* Without a node limit PERFECT plays under misère as under one of
 * 4,000,000 (lib/ai/hard.c: a misère solver node costs about twice a
 * standard one): its proof of this 4x4 position of 24 undrawn edges stops
 * at two thirds of that, and HARD's search that follows stays within the
 * rest: 2,710,582 nodes.  With the standard 8,000,000 the call reported
 * 5,377,380.  A time limit too large to reach replaces the default one,
 * so that a slow run (valgrind) counts the same nodes. */
START_TEST(perfect_misere_default_budget)
{
	uint32_t moves[DNB_MAX_EDGES];
	struct test_rng rng;
	dnb_ai_result r;
	dnb_game *g;
	dnb_ai *ai;
	size_t n;

	rng_seed(&rng, 1);
	REQUIRE_EQ(dnb_game_new(4, 4, DNB_RULE_MISERE, &g), DNB_OK);
	while (dnb_game_move_count(g) < 40 - 24) {
		REQUIRE_EQ(dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		REQUIRE(n > 0);
		REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL), DNB_OK);
	}
	ai = make(DNB_AI_PERFECT, 0, UINT64_MAX);
	r = ask(ai, g);
	ck_assert_uint_eq(r.level, DNB_AI_HARD);
	ck_assert_uint_gt(r.nodes, 2666666);
	ck_assert_uint_le(r.nodes, 4000000 + 16 + SOLVER_STEP);
	dnb_ai_free(ai);
	dnb_game_free(g);
}
END_TEST

/* With 18 edges left HARD and PERFECT would ask the solver, but node_limit
 * 1 leaves it no share: no solver search (which would count nodes by the
 * thousand), a searched move within the bound.  Before, both made the
 * solver, emptied its table and searched. */
START_TEST(no_solver_without_a_share)
{
	for (uint64_t seed = 1; seed <= 4; seed++) {
		dnb_game *g = random_position(4, 4, 40 - 18, 0, seed);
		for (uint32_t level = DNB_AI_HARD; level <= DNB_AI_PERFECT; level++) {
			dnb_ai *ai = make(level, 1, 0);
			dnb_ai_result r = ask(ai, g);
			REQUIRE(r.reason != DNB_AI_REASON_SOLVER);
			REQUIRE(r.nodes <= 1 + 16);
			dnb_ai_free(ai);
		}
		dnb_game_free(g);
	}
}
END_TEST

/* A 1 ms limit leaves the solver a share of 0 ms (two thirds of 1 ms,
 * rounded down), which is no share, not "no limit": no solver search and
 * no solver node, on the empty board and late in a game.  (After the clock
 * started treating far deadlines as none, a share of 0 once read as no
 * time limit, and PERFECT spent 0.5 s on the empty 4x4 board.) */
START_TEST(no_solver_within_1ms)
{
	for (uint64_t seed = 1; seed <= 3; seed++) {
		dnb_game *g = random_position(4, 4, seed == 1 ? 0 : 40 - 18, 0, seed);
		for (uint32_t level = DNB_AI_HARD; level <= DNB_AI_PERFECT; level++) {
			dnb_ai *ai = make(level, 0, 1);
			dnb_ai_result r = ask(ai, g);
			REQUIRE(r.reason != DNB_AI_REASON_SOLVER);
			dnb_ai_free(ai);
		}
		dnb_game_free(g);
	}
}
END_TEST

/* A time limit too large to reach is no limit: the same moves and the
 * same work as without one (the deadline saturates instead of wrapping). */
START_TEST(huge_time_limit_is_none)
{
	dnb_game *g = random_position(3, 3, 6, 0, 5);

	for (uint32_t level = DNB_AI_BEGINNER; level <= DNB_AI_PERFECT; level++) {
		dnb_ai *a = make(level, 5000, 0), *b = make(level, 5000, UINT64_MAX);
		dnb_ai_result ra = ask(a, g), rb = ask(b, g);
		REQUIRE_EQ(ra.move, rb.move);
		REQUIRE_EQ(ra.nodes, rb.nodes);
		dnb_ai_free(a);
		dnb_ai_free(b);
	}
	dnb_game_free(g);
}
END_TEST

/* Over random positions of several sizes, every level and a range of node
 * limits: a legal move, and the nodes within the bound. */
START_TEST(node_limit_bound_everywhere)
{
	static const uint32_t sizes[][2] = { { 2, 2 }, { 3, 3 }, { 5, 3 }, { 8, 8 }, { 16, 16 } };
	static const uint64_t limits[] = { 1, 2, 7, 50, 333, 5000 };
	struct test_rng rng;
	int rounds = test_small() ? 1 : 4;

	rng_seed(&rng, 15);
	for (int t = 0; t < rounds; t++)
		for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
			uint32_t w = sizes[s][0], h = sizes[s][1], edges = 2 * w * h + w + h;
			uint32_t drawn = rng_below(&rng, edges);
			dnb_game *g = random_position(w, h, drawn, 0, rng_next(&rng));
			if (dnb_game_is_over(g)) {
				dnb_game_free(g);
				continue;
			}
			for (uint32_t level = DNB_AI_BEGINNER; level <= DNB_AI_PERFECT; level++)
				for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
					dnb_ai *ai = make(level, limits[k], 0);
					dnb_ai_result r = ask(ai, g);
					uint64_t bound = limits[k] + w * h;
					/* MEDIUM, HARD and PERFECT may try the solver */
					if (r.reason == DNB_AI_REASON_SOLVER ||
					    (level >= DNB_AI_MEDIUM && edges - (uint32_t)dnb_game_move_count(g) <=
					     DNB_SOLVER_MAX_EDGES))
						bound += SOLVER_STEP;
					REQUIRE(r.nodes <= bound);
					dnb_ai_free(ai);
				}
			dnb_game_free(g);
		}
}
END_TEST

/* Under misère, beyond the solver's 22 edges, HARD's playouts end in the
 * solver's value from 16 edges (lib/ai/hard.c): its node limit still
 * holds, with one solver check interval over it at most. */
START_TEST(misere_leaves_within_node_limit)
{
	static const uint64_t limits[] = { 50, 333, 5000, 40000 };
	struct test_rng rng;
	uint32_t moves[DNB_MAX_EDGES];

	rng_seed(&rng, 26);
	for (int t = 0; t < 3; t++) {
		dnb_game *g;
		size_t n;
		REQUIRE_EQ(dnb_game_new(4, 4, DNB_RULE_MISERE, &g), DNB_OK);
		while (dnb_game_move_count(g) < 40 - 24 &&
		       dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n) == DNB_OK && n > 0)
			REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL),
				   DNB_OK);
		for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
			dnb_ai *ai = make(DNB_AI_HARD, limits[k], 0);
			dnb_ai_result r = ask(ai, g);
			REQUIRE(r.nodes <= limits[k] + 16 + SOLVER_STEP);
			dnb_ai_free(ai);
		}
		dnb_game_free(g);
	}
}
END_TEST

/* The leaves' proofs share the AI's solver table, which is emptied before
 * the playouts: HARD's move under misère does not depend on what it was
 * asked before, and its hint is its move (found by fuzz-api: a hint right
 * after the move found the move's leaves in the table and chose another
 * move). */
START_TEST(misere_leaves_do_not_remember)
{
	static const uint64_t limits[] = { 689, 5000 };
	static const uint32_t rules[] = { DNB_RULE_MISERE, DNB_RULE_MISERE | DNB_RULE_COMPULSORY };
	struct test_rng rng;
	uint32_t moves[DNB_MAX_EDGES];

	rng_seed(&rng, 16);
	for (int t = 0; t < 8; t++) {
		uint32_t w = t & 1 ? 5 : 4, h = t & 1 ? 3 : 4, left = t & 1 ? 26 : 24;
		dnb_game *g, *other;
		size_t n;

		REQUIRE_EQ(dnb_game_new(w, h, rules[(t >> 1) & 1], &g), DNB_OK);
		while ((uint32_t)(dnb_game_edge_count(g) - dnb_game_move_count(g)) > left &&
		       dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n) == DNB_OK && n > 0)
			REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL),
				   DNB_OK);
		REQUIRE_EQ(dnb_game_clone(g, &other), DNB_OK);
		REQUIRE_EQ(dnb_game_undo(other), DNB_OK);
		for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
			dnb_ai_options o = DNB_AI_OPTIONS_INIT;
			dnb_ai_result r, hint = DNB_AI_RESULT_INIT;
			dnb_ai *used, *fresh;

			o.level = DNB_AI_HARD;
			o.seed = 7;
			o.node_limit = limits[k];
			o.tt_mb = 1;
			REQUIRE_EQ(dnb_ai_new(&o, &used), DNB_OK);
			REQUIRE_EQ(dnb_ai_new(&o, &fresh), DNB_OK);
			(void)ask(used, other);
			r = ask(used, g);
			REQUIRE_EQ(dnb_ai_hint(used, g, &hint), DNB_OK);
			REQUIRE_EQ(hint.move, r.move);
			REQUIRE_EQ(ask(fresh, g).move, r.move);
			dnb_ai_free(used);
			dnb_ai_free(fresh);
		}
		dnb_game_free(other);
		dnb_game_free(g);
	}
}
END_TEST

/* With the pre-drawn border MEDIUM's proofs get 200,000 nodes (lib/ai/hard.c):
 * these 5x5 positions with 32 edges inside undrawn need 48,000 and 51,000
 * nodes (a fresh 4 MiB table; this AI has the default 16), so with the
 * 40,000 of standard play MEDIUM would search instead, and it plays an
 * optimal move, proven, with more than those 40,000 nodes. */
START_TEST(medium_proves_with_the_border)
{
	static const char *const openings[] = {
		"b3-c3 b5-c5 c5-d5 e2-e3 c2-d2 d5-e5 e4-e5 d2-e2",
		"b3-c3 b5-c5 d3-e3 b3-b4 d2-d3 c2-d2 c4-c5 e4-e5",
	};
	dnb_solver_result *best = calloc(1, sizeof(*best));
	dnb_solver *s;

	REQUIRE(best != NULL);
	REQUIRE_EQ(dnb_solver_new(NULL, &s), DNB_OK);
	for (size_t i = 0; i < sizeof openings / sizeof openings[0]; i++) {
		dnb_game *g;
		dnb_ai *ai = make(DNB_AI_MEDIUM, 0, 0);
		dnb_ai_result r;
		int optimal = 0;

		REQUIRE_EQ(dnb_game_new(5, 5, DNB_RULE_BORDER, &g), DNB_OK);
		test_play(g, openings[i]);
		best->size = sizeof(*best);
		REQUIRE_EQ(dnb_solver_solve(s, g, best), DNB_OK);
		r = ask(ai, g);
		ck_assert_uint_eq(r.reason, DNB_AI_REASON_SOLVER);
		ck_assert_uint_gt(r.nodes, 40000);
		ck_assert_uint_le(r.nodes, 200000 + 1024);
		ck_assert_int_eq(r.value, best->value);
		for (uint32_t k = 0; k < best->best_count; k++)
			optimal |= best->best_moves[k] == r.move;
		ck_assert(optimal);
		dnb_ai_free(ai);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
	free(best);
}
END_TEST

TEST_SUITE(ai_budget)
{
	Suite *s = suite_create("ai-budget");
	TCase *tc = tcase_create("ai-budget");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, node_limit_holds_on_32x32);
	tcase_add_test(tc, medium_counts_and_stops);
	tcase_add_test(tc, perfect_shares_node_limit);
	tcase_add_test(tc, perfect_misere_default_budget);
	tcase_add_test(tc, no_solver_without_a_share);
	tcase_add_test(tc, no_solver_within_1ms);
	tcase_add_test(tc, huge_time_limit_is_none);
	tcase_add_test(tc, node_limit_bound_everywhere);
	tcase_add_test(tc, misere_leaves_within_node_limit);
	tcase_add_test(tc, misere_leaves_do_not_remember);
	tcase_add_test(tc, medium_proves_with_the_border);
	suite_add_tcase(s, tc);
	return s;
}
