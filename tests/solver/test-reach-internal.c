/* SPDX-License-Identifier: MIT */
/*
 * solver_reach, the AI's question "a move worth at least t?", against the
 * exhaustive reference (ref.c): on random positions of 3x3 to 5x5 boards
 * with at most 16 undrawn edges, under each variant, on one thread and on
 * two, for targets around the best move's value, the move given must be
 * worth at least the target, and no move is given only when none is.  The
 * value asked next of the same solver must still be exact (the probe's
 * table entries are right).  A probe stopped by its limit gives no move.
 * White-box: the function is internal to the library.
 */
#include "common.h"
#include "ref.h"
#include "solver/reach-priv.h"

static const uint32_t variants[] = {
	DNB_RULES_STANDARD,
	DNB_RULE_COMPULSORY,
	DNB_RULE_NIMSTRING,
	DNB_RULE_MISERE,
};

static dnb_game *random_position(struct test_rng *rng, uint32_t rules)
{
	uint32_t w = 3 + rng_below(rng, 3), h = 3 + rng_below(rng, 3);

	return test_random_undrawn(rng, w, h, 1 + rng_below(rng, 16), rules);
}

static void check_targets(dnb_solver *s, const dnb_game *g)
{
	struct ref ref;
	int32_t best = INT32_MIN;
	uint32_t ne = (uint32_t)dnb_game_edge_count(g);

	ck_assert(ref_init(&ref, g));
	for (uint32_t e = 0; e < ne; e++) {
		int32_t v = ref_move_value(&ref, e);
		if (v != INT32_MIN && v > best)
			best = v;
	}
	ck_assert_int_ne(best, INT32_MIN);
	for (int32_t t = best - 2; t <= best + 2; t++) {
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		uint32_t edge;
		uint64_t nodes;
		ck_assert_int_eq(solver_reach(s, g, t, &edge, &nodes), DNB_OK);
		if (best >= t) {
			ck_assert_uint_ne(edge, DNB_NO_EDGE);
			if (ref_move_value(&ref, edge) < t)
				ck_abort_msg("move %u worth %d, target %d, rules %d:\n%s", edge,
					     ref_move_value(&ref, edge), t, dnb_game_rules(g),
					     test_format(g, DNB_FORMAT_DIAGRAM));
		} else {
			ck_assert_uint_eq(edge, DNB_NO_EDGE);
		}
		ck_assert_int_eq(dnb_solver_value(s, g, &r), DNB_OK);
		ck_assert_int_eq(r.value, best);
	}
	ref_free(&ref);
}

START_TEST(against_reference)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct test_rng rng;
	dnb_solver *s;
	int count = test_small() ? 15 : 150;

	o.tt_mb = 8;
	o.threads = 1 + (uint32_t)(_i & 1);
	rng_seed(&rng, 4242 + (uint64_t)_i);
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	for (int i = 0; i < count; i++) {
		dnb_game *g = random_position(&rng, variants[_i / 2]);
		check_targets(s, g);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
}
END_TEST

/* A probe cut short by the node limit gives no move. */
START_TEST(stopped)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s;
	dnb_game *g;
	uint32_t edge = 0;
	uint64_t nodes = 0;

	o.node_limit = 1000;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(5, 5, DNB_RULES_STANDARD, &g), DNB_OK);
	test_play(g, "a1-b1 c3-c4 e5-e6");
	ck_assert_int_eq(solver_reach(s, g, 1, &edge, &nodes), DNB_E_LIMIT);
	ck_assert_uint_eq(edge, DNB_NO_EDGE);
	ck_assert_uint_ge(nodes, 1000);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

TEST_SUITE(reach)
{
	Suite *s = suite_create("reach");
	TCase *tc = tcase_create("reach");

	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, against_reference, 0, 2 * (int)(sizeof(variants) / sizeof(variants[0])));
	tcase_add_test(tc, stopped);
	suite_add_tcase(s, tc);
	return s;
}
