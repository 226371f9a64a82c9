/* SPDX-License-Identifier: MIT */
/*
 * The solver's public API: published values of empty boards, reuse,
 * threads, limits, cancellation, memory and bad input.
 */
/* The pruning switches are measuring bits of the unstable API. */
#define DNB_UNSTABLE_API

#include <stdlib.h>
#include <string.h>

#include "common.h"

static dnb_solver *make(uint32_t threads, uint32_t disable)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;

	o.tt_mb = 16;
	o.threads = threads;
	o.disable = disable;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	return s;
}

static int32_t solve_empty(dnb_solver *s, uint32_t w, uint32_t h, uint32_t rules,
			   dnb_solver_result *r)
{
	dnb_game *g;

	ck_assert_int_eq(dnb_game_new(w, h, rules, &g), DNB_OK);
	memset(r, 0, sizeof(*r));
	r->size = sizeof(*r);
	ck_assert_int_eq(dnb_solver_solve(s, g, r), DNB_OK);
	dnb_game_free(g);
	ck_assert_int_eq(r->lower, r->value);
	ck_assert_int_eq(r->upper, r->value);
	return r->value;
}

/* Wilson's and Barker and Korf's values, first player's net. */
START_TEST(empty_boards)
{
	dnb_solver *s = make(1, 0);
	dnb_solver_result r;

	ck_assert_int_eq(solve_empty(s, 1, 1, 0, &r), -1);
	ck_assert_int_eq(solve_empty(s, 1, 2, 0, &r), 0);
	ck_assert_int_eq(solve_empty(s, 2, 1, 0, &r), 0);
	ck_assert_int_eq(solve_empty(s, 2, 2, 0, &r), 2);
	ck_assert_int_eq(solve_empty(s, 2, 3, 0, &r), -2);
	ck_assert_int_eq(solve_empty(s, 3, 2, 0, &r), -2);
	ck_assert_int_eq(solve_empty(s, 3, 3, 0, &r), -3);
	ck_assert_uint_gt(r.best_count, 0);
	ck_assert_uint_eq(r.pv_length, 24);
	ck_assert_uint_gt(r.nodes, 0);
	dnb_solver_free(s);
}
END_TEST

/* Long single rows must be quick; the values alternate -1, 0. */
START_TEST(single_rows)
{
	dnb_solver *s = make(1, 0);
	dnb_solver_result r;
	uint32_t n = getenv("DNB_TEST_SMALL") ? 8 : 10;

	for (uint32_t i = 1; i <= n; i++)
		ck_assert_int_eq(solve_empty(s, i, 1, 0, &r), (i & 1) ? -1 : 0);
	dnb_solver_free(s);
}
END_TEST

/* Same answers with every switch, two threads, and a reused solver. */
START_TEST(switches_threads_reuse)
{
	static const uint32_t d[] = { 0, DNB_SOLVER_NO_SYMMETRY, DNB_SOLVER_NO_CHAIN_RULES,
				      DNB_SOLVER_NO_ENDGAME, DNB_SOLVER_NO_ORDERING };
	dnb_solver_result r;

	for (size_t i = 0; i < sizeof(d) / sizeof(d[0]); i++) {
		dnb_solver *s = make(1 + (uint32_t)(i & 1), d[i]);
		ck_assert_int_eq(solve_empty(s, 2, 3, 0, &r), -2);
		ck_assert_int_eq(solve_empty(s, 2, 2, 0, &r), 2);
		ck_assert_int_eq(solve_empty(s, 2, 3, 0, &r), -2);
		ck_assert_int_eq(solve_empty(s, 2, 2, DNB_RULE_NIMSTRING, &r), r.value);
		dnb_solver_free(s);
	}
	{
		dnb_solver *s = make(2, 0);
		ck_assert_int_eq(solve_empty(s, 3, 3, 0, &r), -3);
		dnb_solver_free(s);
	}
}
END_TEST

/* The game is not changed and a finished game has value 0 (Nimstring -1). */
START_TEST(finished_game)
{
	dnb_solver *s = make(1, 0);
	dnb_solver_result r;
	dnb_game *g;
	uint8_t drawn[12];

	memset(drawn, 1, sizeof(drawn));
	ck_assert_int_eq(dnb_game_new_setup(2, 2, 0, drawn, NULL, 1, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
	ck_assert_int_eq(r.value, 0);
	ck_assert_uint_eq(r.best_count, 0);
	ck_assert_uint_eq(r.pv_length, 0);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_game_new_setup(2, 2, DNB_RULE_NIMSTRING, drawn, NULL, 2, &g), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
	ck_assert_int_eq(r.value, -1);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* A node limit stops the search with bounds that hold the true value, on
 * one thread and on two (whose probes spread the root's moves). */
START_TEST(node_limit)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r;
	dnb_solver *s;
	dnb_game *g;

	o.tt_mb = 4;
	o.threads = 1 + (uint32_t)_i;
	o.node_limit = 20000;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(4, 3, 0, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_E_LIMIT);
	ck_assert_int_le(r.lower, 0); /* 3x4 is a tie */
	ck_assert_int_ge(r.upper, 0);
	ck_assert_int_ge(r.lower, -12);
	ck_assert_int_le(r.upper, 12);
	/* the overshoot is bounded by one check interval per thread */
	ck_assert_uint_ge(r.nodes, 20000);
	ck_assert_uint_lt(r.nodes, 20000 + 4096);
	ck_assert_uint_eq(r.best_count, 0);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* The move values agree with the value; stopped by a limit,
 * dnb_solver_move_values keeps the values it found (each equal to the
 * unlimited answer) and leaves the rest unset. */
START_TEST(move_values_limit)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	int32_t full[64], part[64], best = DNB_SOLVER_NO_VALUE;
	size_t n, found = 0, unset = 0;
	dnb_solver *s;
	dnb_game *g;

	o.tt_mb = 4;
	o.threads = 2;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(2, 4, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_solver_move_values(s, g, full, 64, &n), DNB_OK);
	ck_assert_uint_eq(n, 22);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
	for (size_t e = 0; e < n; e++) {
		ck_assert_int_le(full[e], r.value);
		best = full[e] > best ? full[e] : best;
	}
	ck_assert_int_eq(best, r.value);
	dnb_solver_free(s);
	/* one thread, so that where the limit falls does not vary */
	o.threads = 1;
	o.node_limit = 40000; /* of about 100,000 the whole job takes */
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_solver_move_values(s, g, part, 64, &n), DNB_E_LIMIT);
	for (size_t e = 0; e < n; e++) {
		if (part[e] == DNB_SOLVER_NO_VALUE) {
			unset++;
			continue;
		}
		ck_assert_int_eq(part[e], full[e]);
		found++;
	}
	ck_assert_uint_gt(unset, 0);
	ck_assert_uint_gt(found, 0);
	ck_assert_uint_eq(found + unset, 22);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* A time limit stops a search that would take minutes. */
START_TEST(time_limit)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r;
	dnb_solver *s;
	dnb_game *g;

	o.tt_mb = 4;
	o.time_limit_ms = 100;
	o.threads = 2;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(5, 5, 0, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_E_LIMIT);
	ck_assert_int_le(r.lower, r.upper);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* The largest time limits are no limit in practice: the deadline does not
 * wrap round to a time already gone (it once stopped 3x3 after 1,024
 * nodes).  HARD's share of such a limit does not wrap either. */
START_TEST(huge_time_limit)
{
	static const uint64_t limits[] = { UINT64_MAX, UINT64_MAX / 2, UINT64_MAX - 1000 };
	for (size_t i = 0; i < sizeof(limits) / sizeof(limits[0]); i++) {
		dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
		dnb_ai_options ao = DNB_AI_OPTIONS_INIT;
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		dnb_ai_result ar = DNB_AI_RESULT_INIT;
		dnb_solver *s;
		dnb_ai *ai;
		dnb_game *g;
		uint32_t e;

		o.tt_mb = 4;
		o.time_limit_ms = limits[i];
		ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
		ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
		ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
		ck_assert_int_eq(r.value, -3);
		/* late in the game HARD's solver must get its search done */
		test_play(g, "a1-b1 c1-d1 a4-b4 c4-d4 a1-a2 d1-d2 a3-a4 d3-d4 b2-c2 b3-c3");
		ao.level = DNB_AI_HARD;
		ao.time_limit_ms = limits[i];
		ck_assert_int_eq(dnb_ai_new(&ao, &ai), DNB_OK);
		ck_assert_int_eq(dnb_ai_move(ai, g, &e, &ar), DNB_OK);
		ck_assert_uint_eq(ar.reason, DNB_AI_REASON_SOLVER);
		dnb_ai_free(ai);
		dnb_game_free(g);
		dnb_solver_free(s);
	}
}
END_TEST

struct cancel_state {
	int calls;
	int32_t lower, upper;
};

static int32_t cancel_cb(const dnb_solver_progress *p, void *user_data)
{
	struct cancel_state *cs = user_data;

	ck_assert_uint_eq(p->size, sizeof(*p));
	ck_assert_int_le(p->lower, p->upper);
	cs->lower = p->lower;
	cs->upper = p->upper;
	return ++cs->calls >= 3;
}

START_TEST(cancel)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct cancel_state cs = { 0, 0, 0 };
	dnb_solver_result r;
	dnb_solver *s;
	dnb_game *g;

	o.tt_mb = 4;
	o.progress = cancel_cb;
	o.user_data = &cs;
	o.progress_nodes = 5000;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(5, 5, 0, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_E_CANCELLED);
	ck_assert_int_eq(cs.calls, 3);
	ck_assert_uint_lt(r.nodes, 3 * 5000 + 4096);
	ck_assert_int_le(r.lower, r.upper);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* Rows take their own path (the value and the optimal moves in one pass
 * over the root, helpers beside it): two threads give the same answer as
 * one, and a node limit or a cancel stops it with sound bounds. */
START_TEST(row_threads_and_limits)
{
	dnb_solver_result r1, r2;
	dnb_solver *s1 = make(1, 0), *s2 = make(2, 0), *s;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct cancel_state cs = { 0, 0, 0 };
	dnb_game *g;

	ck_assert_int_eq(solve_empty(s1, 11, 1, 0, &r1), -1);
	ck_assert_int_eq(solve_empty(s2, 11, 1, 0, &r2), -1);
	ck_assert_uint_eq(r1.best_count, r2.best_count);
	ck_assert_uint_gt(r1.best_count, 0);
	ck_assert(memcmp(r1.best_moves, r2.best_moves, r1.best_count * sizeof(r1.best_moves[0])) ==
		  0);
	ck_assert_uint_eq(r1.pv_length, 34);
	ck_assert_uint_eq(r2.pv_length, 34);
	dnb_solver_free(s1);
	dnb_solver_free(s2);

	o.tt_mb = 4;
	ck_assert_int_eq(dnb_game_new(1, 13, 0, &g), DNB_OK);
	for (uint32_t threads = 1; threads <= 2; threads++) {
		o.threads = threads;
		o.node_limit = 20000;
		ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
		memset(&r1, 0, sizeof(r1));
		r1.size = sizeof(r1);
		ck_assert_int_eq(dnb_solver_solve(s, g, &r1), DNB_E_LIMIT);
		ck_assert_int_le(r1.lower, -1); /* 1x13 is worth -1 */
		ck_assert_int_ge(r1.upper, -1);
		ck_assert_uint_lt(r1.nodes, 20000 + 4096);
		ck_assert_uint_eq(r1.best_count, 0);
		dnb_solver_free(s);
	}
	o.threads = 1;
	o.node_limit = 0;
	o.progress = cancel_cb;
	o.user_data = &cs;
	o.progress_nodes = 5000;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	memset(&r1, 0, sizeof(r1));
	r1.size = sizeof(r1);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r1), DNB_E_CANCELLED);
	ck_assert_int_le(r1.lower, -1);
	ck_assert_int_ge(r1.upper, -1);
	dnb_solver_free(s);
	dnb_game_free(g);
}
END_TEST

START_TEST(memory_bound)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s;
	dnb_solver_result r;
	uint64_t bytes;

	o.tt_mb = 1;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(solve_empty(s, 3, 3, 0, &r), -3);
	ck_assert_int_eq(dnb_solver_memory(s, &bytes), DNB_OK);
	ck_assert_uint_le(bytes, (1u << 20) + (256u << 10));
	o.tt_mb = 2;
	ck_assert_int_eq(dnb_solver_set_options(s, &o), DNB_OK);
	ck_assert_int_eq(dnb_solver_memory(s, &bytes), DNB_OK);
	ck_assert_uint_gt(bytes, (1u << 20) + (256u << 10));
	ck_assert_uint_le(bytes, (2u << 20) + (256u << 10));
	ck_assert_int_eq(dnb_solver_clear(s), DNB_OK);
	ck_assert_int_eq(solve_empty(s, 3, 3, 0, &r), -3);
	dnb_solver_free(s);
}
END_TEST

START_TEST(bad_input)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;
	dnb_solver_result r;
	dnb_game *g, *big;
	int32_t vals[4];
	size_t n;
	uint64_t bytes;

	dnb_solver_free(NULL);
	ck_assert_int_eq(dnb_solver_new(NULL, NULL), DNB_E_INVALID);
	o.tt_mb = 65537;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_RANGE);
	o.tt_mb = 1;
	o.threads = 0;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_RANGE);
	o.threads = 1;
	o.disable = 1u << 20;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_INVALID);
	o.disable = 0;
	o.size = 4;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_INVALID);
	ck_assert_ptr_null(s);
	ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(2, 2, 0, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_E_INVALID); /* size 0 */
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(NULL, g, &r), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_solve(s, NULL, &r), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_solve(s, g, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_move_values(s, g, NULL, 0, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 12);
	ck_assert_int_eq(dnb_solver_move_values(s, g, vals, 4, &n), DNB_E_BUFSIZE);
	ck_assert_int_eq(dnb_solver_move_values(s, g, NULL, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_move_values(s, g, vals, 4, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_set_options(s, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_clear(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_memory(NULL, &bytes), DNB_E_INVALID);
	ck_assert_int_eq(dnb_solver_memory(s, NULL), DNB_E_INVALID);
	/* too many undrawn edges */
	ck_assert_int_eq(dnb_game_new(6, 6, 0, &big), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, big, &r), DNB_E_RANGE);
	dnb_game_free(big);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* A big board with few edges left is solved on the edges still in play. */
START_TEST(big_board_few_edges)
{
	dnb_solver *s = make(1, 0);
	dnb_solver_result r;
	dnb_game *g;
	uint8_t drawn[2 * 10 * 11];
	uint32_t ne = 2 * 10 * 11, e;

	memset(drawn, 1, ne);
	/* leave box (0,0) with its top and left open: one 1-box chain */
	dnb_board_edge(10, 10, DNB_HORIZONTAL, 0, 0, &e);
	drawn[e] = 0;
	dnb_board_edge(10, 10, DNB_VERTICAL, 0, 0, &e);
	drawn[e] = 0;
	ck_assert_int_eq(dnb_game_new_setup(10, 10, 0, drawn, NULL, 1, &g), DNB_OK);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
	ck_assert_int_eq(r.value, -1);
	ck_assert_uint_eq(r.pv_length, 2);
	dnb_game_free(g);
	dnb_solver_free(s);
}
END_TEST

/* Under misère the solver keeps endgame values in a cache of its own: a
 * new solver's search is the same whatever other solvers searched before,
 * and a cleared one's is a new one's.  (On 2x3 the endgame searches stay
 * within their budget, so a shared cache would pass this too: it holds the
 * promise, the per-solver cache is what keeps it where the budget binds.) */
START_TEST(misere_keeps_nothing_global)
{
	dnb_solver_result first = DNB_SOLVER_RESULT_INIT, r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *a, *b;
	dnb_game *g;

	ck_assert_int_eq(dnb_game_new(2, 3, DNB_RULE_MISERE, &g), DNB_OK);
	ck_assert_int_eq(dnb_solver_new(NULL, &a), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(a, g, &first), DNB_OK);
	ck_assert_int_eq(dnb_solver_new(NULL, &b), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(b, g, &r), DNB_OK);
	ck_assert_int_eq(r.value, first.value);
	ck_assert_uint_eq(r.nodes, first.nodes);
	ck_assert_int_eq(dnb_solver_clear(a), DNB_OK);
	r = (dnb_solver_result)DNB_SOLVER_RESULT_INIT;
	ck_assert_int_eq(dnb_solver_solve(a, g, &r), DNB_OK);
	ck_assert_uint_eq(r.nodes, first.nodes);
	dnb_solver_free(a);
	dnb_solver_free(b);
	dnb_game_free(g);
}
END_TEST

TEST_SUITE(solver)
{
	Suite *s = suite_create("solver");
	TCase *tc = tcase_create("api");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, empty_boards);
	tcase_add_test(tc, single_rows);
	tcase_add_test(tc, switches_threads_reuse);
	tcase_add_test(tc, move_values_limit);
	tcase_add_test(tc, finished_game);
	tcase_add_loop_test(tc, node_limit, 0, 2);
	tcase_add_test(tc, time_limit);
	tcase_add_test(tc, huge_time_limit);
	tcase_add_test(tc, cancel);
	tcase_add_test(tc, row_threads_and_limits);
	tcase_add_test(tc, memory_bound);
	tcase_add_test(tc, bad_input);
	tcase_add_test(tc, big_board_few_edges);
	tcase_add_test(tc, misere_keeps_nothing_global);
	suite_add_tcase(s, tc);
	return s;
}
