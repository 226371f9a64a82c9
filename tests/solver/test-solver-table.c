/* SPDX-License-Identifier: MIT */
/*
 * The table's size (dnb_solver_options.tt_mb, dnb_solver_result.tt_bytes):
 * under tt_mb 0, the default, the solver starts small, gives a position
 * with few undrawn edges a small table and one with many a bigger one, never
 * a smaller one again, and at most a quarter of the physical memory, by
 * the documented rule (misère a bigger one); an explicit tt_mb wins whatever the position; the
 * result and dnb_solver_memory show the size.
 */
#define _DEFAULT_SOURCE 1 /* sysconf(_SC_PHYS_PAGES) */
#include <string.h>
#include <unistd.h>

#include "common.h"

#define MIB (UINT64_C(1) << 20)

/* The table a call used on the position after `moves` of a WxH board
 * (solved, or stopped by a node limit: the result is filled on a stop). */
static uint64_t table_used_under(dnb_solver *s, uint32_t w, uint32_t h, uint32_t rules,
				 const char *moves)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_status st;
	dnb_game *g;

	ck_assert_int_eq(dnb_game_new(w, h, rules, &g), DNB_OK);
	test_play(g, moves);
	st = dnb_solver_solve(s, g, &r);
	ck_assert(st == DNB_OK || st == DNB_E_LIMIT);
	dnb_game_free(g);
	return r.tt_bytes;
}

static uint64_t table_used(dnb_solver *s, uint32_t w, uint32_t h, const char *moves)
{
	return table_used_under(s, w, h, DNB_RULES_STANDARD, moves);
}

static dnb_solver *solver_with(uint32_t tt_mb, uint64_t node_limit)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;

	o.tt_mb = tt_mb;
	o.node_limit = node_limit;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	return s;
}

static uint64_t memory_of(const dnb_solver *s)
{
	uint64_t bytes = 0;

	ck_assert_int_eq(dnb_solver_memory(s, &bytes), DNB_OK);
	return bytes;
}

START_TEST(auto_is_the_default)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT, filled;
	dnb_solver *s = NULL;

	ck_assert_uint_eq(o.tt_mb, 0);
	ck_assert_int_eq(dnb_solver_options_init(&filled, sizeof(filled)), DNB_OK);
	ck_assert_uint_eq(filled.tt_mb, 0);
	/* no options at all: the same small start, well under the 64 MiB of
	 * 1.0 and 1.1 */
	ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
	ck_assert_uint_lt(memory_of(s), MIB);
	ck_assert_uint_le(table_used(s, 2, 2, ""), MIB);
	dnb_solver_free(s);
}
END_TEST

START_TEST(auto_grows_with_the_position)
{
	dnb_solver *s = solver_with(0, 0);
	uint64_t small, mid, big, phys;
	long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);

	small = table_used(s, 2, 2, ""); /* 12 undrawn edges */
	ck_assert_uint_gt(small, 0);
	ck_assert_uint_le(small, MIB);
	ck_assert_uint_ge(memory_of(s), small);
	ck_assert_uint_lt(memory_of(s), small + MIB);
	mid = table_used(s, 3, 3, ""); /* 24 */
	ck_assert_uint_gt(mid, small);
	ck_assert_uint_ge(memory_of(s), mid);
	/* 40 undrawn edges: a bigger table still, though the search stops at
	 * once */
	dnb_solver_free(s);
	s = solver_with(0, 1);
	big = table_used(s, 4, 4, "");
	ck_assert_uint_gt(big, mid);
	if (pages > 0 && page > 0) {
		phys = (uint64_t)pages * (uint64_t)page;
		ck_assert_uint_le(big, phys / 4);
	}
	/* a smaller position keeps the big table: never shrunk */
	ck_assert_uint_eq(table_used(s, 2, 2, ""), big);
	/* every size is a power of two */
	ck_assert_uint_eq(small & (small - 1), 0);
	ck_assert_uint_eq(mid & (mid - 1), 0);
	ck_assert_uint_eq(big & (big - 1), 0);
	dnb_solver_free(s);
}
END_TEST

/* Misère, whose search has no chain rules, sizes the table as if five
 * more edges were undrawn: four or five doublings more (the empty 3x3, 24
 * undrawn edges: 32 MiB instead of 2). */
START_TEST(auto_misere_bigger)
{
	dnb_solver *a = solver_with(0, 1), *b = solver_with(0, 1);
	uint64_t standard = table_used_under(a, 3, 3, DNB_RULES_STANDARD, "");
	uint64_t misere = table_used_under(b, 3, 3, DNB_RULE_MISERE, "");

	ck_assert_uint_ge(misere, standard * 16);
	ck_assert_uint_le(misere, standard * 32);
	dnb_solver_free(a);
	dnb_solver_free(b);
}
END_TEST

/* dnb_solver_move_values grows the table as dnb_solver_solve does. */
START_TEST(auto_move_values)
{
	const char *moves = "a1-b1 b1-c1"; /* 22 undrawn edges */
	dnb_solver *s = solver_with(0, 0), *fresh = solver_with(0, 0);
	uint64_t before = memory_of(s), used = table_used(fresh, 3, 3, moves);
	int32_t vals[40];
	size_t n;
	dnb_game *g;

	ck_assert_uint_gt(memory_of(fresh), before); /* the solve grew it */
	ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
	test_play(g, moves);
	ck_assert_int_eq(dnb_solver_move_values(s, g, vals, 40, &n), DNB_OK);
	ck_assert_uint_ge(memory_of(s), used);
	ck_assert_uint_eq(memory_of(s), memory_of(fresh));
	dnb_game_free(g);
	dnb_solver_free(fresh);
	dnb_solver_free(s);
}
END_TEST

START_TEST(explicit_size_wins)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = solver_with(4, 1);

	ck_assert_uint_eq(table_used(s, 2, 2, ""), 4 * MIB);
	ck_assert_uint_eq(table_used(s, 4, 4, ""), 4 * MIB);
	ck_assert_uint_ge(memory_of(s), 4 * MIB);
	/* sizes are rounded down to a power of two */
	o.tt_mb = 3;
	o.node_limit = 1;
	ck_assert_int_eq(dnb_solver_set_options(s, &o), DNB_OK);
	ck_assert_uint_eq(table_used(s, 4, 4, ""), 2 * MIB);
	/* back to the solver's choice: a small table again, which grows */
	o.tt_mb = 0;
	ck_assert_int_eq(dnb_solver_set_options(s, &o), DNB_OK);
	ck_assert_uint_lt(memory_of(s), MIB);
	ck_assert_uint_le(table_used(s, 2, 2, ""), MIB);
	ck_assert_uint_gt(table_used(s, 4, 4, ""), 2 * MIB);
	/* and an explicit size again, smaller than the grown one, wins */
	o.tt_mb = 1;
	ck_assert_int_eq(dnb_solver_set_options(s, &o), DNB_OK);
	ck_assert_uint_eq(table_used(s, 4, 4, ""), MIB);
	ck_assert_uint_lt(memory_of(s), 2 * MIB);
	dnb_solver_free(s);
}
END_TEST

/* The sizes dnb_solver_new(3) documents, each on a fresh solver: 64 KiB up
 * to 18 undrawn edges, then five doublings every six edges, at most 1 GiB
 * and a quarter of the physical memory; single rows 64 KiB up to 24, then a
 * doubling every two.  Only undrawn edges count. */
START_TEST(documented_sizes)
{
	static const struct {
		uint32_t w, h;
		const char *moves;
		uint64_t bytes;
	} cases[] = {
		{ 2, 2, "", 64u << 10 },                        /* 12 undrawn edges */
		{ 3, 3, "a1-b1 b1-c1 c1-d1 a4-b4 b4-c4 c4-d4", 64u << 10 }, /* 18 */
		{ 3, 3, "a1-b1", MIB },                         /* 23 */
		{ 3, 3, "", 2 * MIB },                          /* 24 */
		{ 5, 2, "", 8 * MIB },                          /* 27 */
		{ 4, 3, "", 64 * MIB },                         /* 31 */
		{ 8, 1, "", 64u << 10 },                        /* a row, 25 */
		{ 12, 1, "", 4 * MIB },                         /* a row, 37 */
		{ 4, 4, "", 1024 * MIB },                       /* 40: the ceiling */
	};
	long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dnb_solver *s = solver_with(0, 1);
		uint64_t want = cases[i].bytes;
		/* a machine with less memory: its quarter, a power of two */
		while (pages > 0 && page > 0 && want > (uint64_t)pages * (uint64_t)page / 4 &&
		       want > (64u << 10))
			want /= 2;
		ck_assert_msg(table_used(s, cases[i].w, cases[i].h, cases[i].moves) == want,
			      "%ux%u after \"%s\"", cases[i].w, cases[i].h, cases[i].moves);
		dnb_solver_free(s);
	}
}
END_TEST

TEST_SUITE(solver_table)
{
	Suite *s = suite_create("solver-table");
	TCase *tc = tcase_create("size");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, auto_is_the_default);
	tcase_add_test(tc, auto_grows_with_the_position);
	tcase_add_test(tc, auto_move_values);
	tcase_add_test(tc, auto_misere_bigger);
	tcase_add_test(tc, explicit_size_wins);
	tcase_add_test(tc, documented_sizes);
	suite_add_tcase(s, tc);
	return s;
}
