/* SPDX-License-Identifier: MIT */
/*
 * dnb_solver_value, the value and a principal variation, against
 * dnb_solver_solve.
 */
#include <string.h>

#include "common.h"

static dnb_solver *make(uint32_t threads)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;

	o.tt_mb = 16;
	o.threads = threads;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	return s;
}

/* dnb_solver_value gives dnb_solver_solve's value, bounds equal to it, no
 * list of moves and a principal variation that opens with one of the
 * optimal moves, under every rule, on rows and boards, on one thread and
 * on two; on one thread it searches no more nodes than the whole answer,
 * and fewer where telling the optimal moves apart costs a search of its
 * own. */
START_TEST(value_and_line)
{
	static const struct {
		uint32_t w, h, rules;
	} cases[] = {
		{ 1, 1, 0 }, { 2, 2, 0 }, { 3, 3, 0 }, { 6, 1, 0 }, { 2, 3, DNB_RULE_MISERE },
		{ 3, 2, DNB_RULE_NIMSTRING }, { 2, 3, DNB_RULE_COMPULSORY },
		{ 3, 3, DNB_RULE_BORDER }, { 3, 3, DNB_RULE_MISERE },
	};
	uint32_t threads = 1 + (uint32_t)_i;
	uint64_t fewer = 0;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dnb_solver *whole = make(threads), *alone = make(threads);
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT, v = DNB_SOLVER_RESULT_INIT;
		dnb_game *g;
		uint32_t j;

		ck_assert_int_eq(dnb_game_new(cases[i].w, cases[i].h, cases[i].rules, &g), DNB_OK);
		ck_assert_int_eq(dnb_solver_solve(whole, g, &r), DNB_OK);
		ck_assert_int_eq(dnb_solver_value(alone, g, &v), DNB_OK);
		ck_assert_int_eq(v.value, r.value);
		ck_assert_int_eq(v.lower, r.value);
		ck_assert_int_eq(v.upper, r.value);
		ck_assert_uint_eq(v.best_count, 0);
		/* a line to the end of the game, opening with an optimal move */
		ck_assert_uint_eq(v.pv_length, r.pv_length);
		for (j = 0; j < r.best_count && r.best_moves[j] != v.pv[0]; j++)
			;
		ck_assert_uint_lt(j, r.best_count);
		ck_assert_uint_gt(v.nodes, 0);
		ck_assert_uint_eq(v.tt_bytes, r.tt_bytes);
		if (threads == 1) {
			ck_assert_uint_le(v.nodes, r.nodes);
			fewer += v.nodes < r.nodes;
		}
		/* the table it leaves behind answers the whole question too */
		ck_assert_int_eq(dnb_solver_solve(alone, g, &r), DNB_OK);
		ck_assert_int_eq(r.value, v.value);
		ck_assert_uint_gt(r.best_count, 0);
		dnb_game_free(g);
		dnb_solver_free(whole);
		dnb_solver_free(alone);
	}
	if (threads == 1)
		ck_assert_uint_ge(fewer, 4);
}
END_TEST

/* Stopped by a node limit, it keeps bounds that hold the value (3x4 is a
 * tie), with no moves; bad arguments change nothing. */
START_TEST(limit_and_bad_input)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *s;
	dnb_game *g;

	o.tt_mb = 4;
	o.node_limit = 20000;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(4, 3, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_solver_value(s, g, &r), DNB_E_LIMIT);
	ck_assert_int_le(r.lower, 0);
	ck_assert_int_ge(r.upper, 0);
	ck_assert_uint_ge(r.nodes, 20000);
	ck_assert_uint_lt(r.nodes, 20000 + 4096);
	ck_assert_uint_eq(r.best_count, 0);
	memset(&r, 0x5a, sizeof(r));
	r.size = 4;
	ck_assert_int_eq(dnb_solver_value(s, g, &r), DNB_E_INVALID);
	ck_assert_int_eq(r.value, 0x5a5a5a5a); /* untouched */
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_value(NULL, g, &r), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_value(s, NULL, &r), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_value(s, g, NULL), DNB_E_INVALID);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

TEST_SUITE(solver_value)
{
	Suite *s = suite_create("solver-value");
	TCase *tc = tcase_create("value");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, value_and_line, 0, 2);
	tcase_add_test(tc, limit_and_bad_input);
	suite_add_tcase(s, tc);
	return s;
}
