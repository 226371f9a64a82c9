/* SPDX-License-Identifier: MIT */
/*
 * Re-entry from the progress callback: calls on the solver that is running
 * give DNB_E_BUSY and change nothing, the running call still finishes with
 * the right answer, another solver works as usual, and dnb_solver_free from
 * the callback is deferred to the end of the running call.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"

/* 3x3, empty: -3 for the player to move (Wilson). */
#define W 3
#define H 3
#define VALUE (-3)

struct busy_state {
	dnb_solver *self, *other;
	const dnb_game *game;
	int calls, free_self;
	/* what the calls on the running solver returned (first callback) */
	dnb_status solve, values, options, clear, other_solve;
	int32_t other_value;
	uint64_t mem_before, mem_after;
	int result_kept, count_kept;
};

static int32_t busy_cb(const dnb_solver_progress *p, void *user_data)
{
	struct busy_state *bs = user_data;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	int32_t values[64];
	size_t count = 777;
	dnb_game *small;

	(void)p;
	if (bs->calls++)
		return 0;
	if (bs->free_self) {
		dnb_solver_free(bs->self);
		/* still usable until the running call returns, and still busy */
		bs->clear = dnb_solver_clear(bs->self);
		return 0;
	}
	dnb_solver_memory(bs->self, &bs->mem_before);
	r.value = 12345;
	bs->solve = dnb_solver_solve(bs->self, bs->game, &r);
	bs->result_kept = r.value == 12345 && r.nodes == 0;
	bs->values = dnb_solver_move_values(bs->self, bs->game, values, 64, &count);
	bs->count_kept = count == 777;
	o.tt_mb = 3; /* a new table: the old one is in use by the search */
	o.threads = 2;
	bs->options = dnb_solver_set_options(bs->self, &o);
	bs->clear = dnb_solver_clear(bs->self);
	dnb_solver_memory(bs->self, &bs->mem_after);
	/* another solver is free to use */
	if (bs->other && dnb_game_new(2, 2, 0, &small) == DNB_OK) {
		bs->other_solve = dnb_solver_solve(bs->other, small, &r);
		bs->other_value = r.value;
		dnb_game_free(small);
	}
	return 0;
}

static dnb_solver *make(uint32_t threads, struct busy_state *bs)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;

	o.tt_mb = 8;
	o.threads = threads;
	o.progress = busy_cb;
	o.user_data = bs;
	o.progress_nodes = 64;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	return s;
}

/* _i: bit 0 two threads, bit 1 the outer call is move_values. */
START_TEST(reentry_refused)
{
	struct busy_state bs;
	dnb_game *g;
	int move_values = (_i & 2) != 0;

	memset(&bs, 0, sizeof(bs));
	bs.solve = bs.values = bs.options = bs.clear = bs.other_solve = 1;
	ck_assert_int_eq(dnb_game_new(W, H, 0, &g), DNB_OK);
	bs.game = g;
	bs.self = make((_i & 1) ? 2 : 1, &bs);
	ck_assert_int_eq(dnb_solver_new(NULL, &bs.other), DNB_OK);
	if (move_values) {
		int32_t values[64], best = INT32_MIN;
		size_t count = 0;
		ck_assert_int_eq(dnb_solver_move_values(bs.self, g, values, 64, &count), DNB_OK);
		ck_assert_uint_eq(count, dnb_game_edge_count(g));
		for (size_t e = 0; e < count; e++)
			if (values[e] != DNB_SOLVER_NO_VALUE && values[e] > best)
				best = values[e];
		ck_assert_int_eq(best, VALUE);
	} else {
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		ck_assert_int_eq(dnb_solver_solve(bs.self, g, &r), DNB_OK);
		ck_assert_int_eq(r.value, VALUE);
		ck_assert_int_eq(r.lower, VALUE);
		ck_assert_int_eq(r.upper, VALUE);
		ck_assert_uint_gt(r.best_count, 0);
	}
	ck_assert_int_gt(bs.calls, 0);
	ck_assert_int_eq(bs.solve, DNB_E_BUSY);
	ck_assert(bs.result_kept);
	ck_assert_int_eq(bs.values, DNB_E_BUSY);
	ck_assert(bs.count_kept);
	ck_assert_int_eq(bs.options, DNB_E_BUSY);
	ck_assert_int_eq(bs.clear, DNB_E_BUSY);
	ck_assert_uint_eq(bs.mem_before, bs.mem_after);
	ck_assert_int_eq(bs.other_solve, DNB_OK);
	ck_assert_int_eq(bs.other_value, 2);
	/* not busy any more: the same calls work now */
	{
		dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
		o.tt_mb = 3;
		o.threads = 2;
		ck_assert_int_eq(dnb_solver_clear(bs.self), DNB_OK);
		ck_assert_int_eq(dnb_solver_set_options(bs.self, &o), DNB_OK);
	}
	dnb_solver_free(bs.self);
	dnb_solver_free(bs.other);
	dnb_game_free(g);
}
END_TEST

/* dnb_solver_free from the callback: the running call finishes and returns
 * its answer, then the solver is gone (valgrind or ASan see no leak). */
START_TEST(free_deferred)
{
	struct busy_state bs;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_game *g;

	memset(&bs, 0, sizeof(bs));
	bs.clear = 1;
	bs.free_self = 1;
	ck_assert_int_eq(dnb_game_new(W, H, 0, &g), DNB_OK);
	bs.game = g;
	bs.self = make((_i & 1) ? 2 : 1, &bs);
	ck_assert_int_eq(dnb_solver_solve(bs.self, g, &r), DNB_OK);
	ck_assert_int_eq(r.value, VALUE);
	ck_assert_int_gt(bs.calls, 0);
	ck_assert_int_eq(bs.clear, DNB_E_BUSY);
	/* bs.self is freed: not touched again */
	dnb_game_free(g);
}
END_TEST

TEST_SUITE(solver_busy)
{
	Suite *s = suite_create("solver-busy");
	TCase *tc = tcase_create("reentry");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, reentry_refused, 0, 4);
	tcase_add_loop_test(tc, free_deferred, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
