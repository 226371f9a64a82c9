/* SPDX-License-Identifier: MIT */
/*
 * The transposition table on its own, in both entry layouts (two words an
 * entry, and the compact one word for keys below 2^40): what is stored reads
 * back, two stores of one key keep the tighter bounds, a full bucket drops
 * its shallowest entry, the compact layout clamps its bounds without ever
 * making them wrong, a clear writes no entry yet hides them all, and no
 * entry comes back across the generation's wrap.  White-box: it calls the
 * table directly.
 */
#include "common.h"
#include "solver/search-priv.h"
#include "solver/tt-priv.h"

static struct sv_tt table(int compact)
{
	struct sv_tt t;

	ck_assert(sv_tt_init(&t, 1u << 20));
	sv_tt_set_compact(&t, compact);
	return t;
}

START_TEST(round_trip)
{
	struct sv_tt t = table(_i);
	int lo, hi, mv;
	/* key 0 (the empty board) must not read as an empty slot */
	uint64_t keys[] = { 0, 1, UINT64_C(0xFFFFFFFFFF), UINT64_C(0x123456789) };

	for (unsigned i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		ck_assert(!sv_tt_probe(&t, keys[i], &lo, &hi, &mv));
		sv_tt_store(&t, keys[i], -3 - (int)i, 5, (int)i, 10);
	}
	for (unsigned i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		ck_assert(sv_tt_probe(&t, keys[i], &lo, &hi, &mv));
		ck_assert_int_eq(lo, -3 - (int)i);
		ck_assert_int_eq(hi, 5);
		ck_assert_int_eq(mv, (int)i);
	}
	sv_tt_store(&t, 7, 2, 2, -1, 3);
	ck_assert(sv_tt_probe(&t, 7, &lo, &hi, &mv));
	ck_assert_int_eq(mv, -1);
	t.clean = 0; /* as the solver marks it before each search */
	sv_tt_clear(&t);
	ck_assert(!sv_tt_probe(&t, 0, &lo, &hi, &mv));
	sv_tt_free(&t);
}
END_TEST

START_TEST(bounds_merge)
{
	struct sv_tt t = table(_i);
	int lo, hi, mv;

	sv_tt_store(&t, 42, -SV_INF, 6, 1, 5);
	sv_tt_store(&t, 42, 2, SV_INF, 2, 5);
	ck_assert(sv_tt_probe(&t, 42, &lo, &hi, &mv));
	ck_assert_int_eq(lo, 2);
	ck_assert_int_eq(hi, 6);
	ck_assert_int_eq(mv, 2);
	sv_tt_free(&t);
}
END_TEST

/* No bound past the largest value a position can have (62 boxes) may be
 * lost or tightened by the compact layout's clamp. */
START_TEST(compact_clamp)
{
	struct sv_tt t = table(1);
	int lo, hi, mv;

	sv_tt_store(&t, 5, -SV_INF, SV_INF, 3, 1);
	ck_assert(sv_tt_probe(&t, 5, &lo, &hi, &mv));
	ck_assert_int_le(lo, -62);
	ck_assert_int_ge(hi, 62);
	sv_tt_store(&t, 6, 62, 62, 3, 1);
	ck_assert(sv_tt_probe(&t, 6, &lo, &hi, &mv));
	ck_assert_int_eq(lo, 62);
	ck_assert_int_eq(hi, 62);
	sv_tt_store(&t, 8, -62, -62, 39, 40);
	ck_assert(sv_tt_probe(&t, 8, &lo, &hi, &mv));
	ck_assert_int_eq(lo, -62);
	ck_assert_int_eq(mv, 39);
	sv_tt_free(&t);
}
END_TEST

/* Fill far past capacity: every entry read back is right, and the deep
 * entry stored first is still there (each bucket drops its shallowest). */
START_TEST(replacement)
{
	struct sv_tt t = table(_i);
	size_t cap = t.bytes / (_i ? 8 : 16);
	int lo, hi, mv, found = 0;

	sv_tt_store(&t, 99999999, 1, 1, 4, 40);
	for (uint64_t k = 0; k < 4 * cap; k++)
		if (k != 99999999)
			sv_tt_store(&t, k, (int)(k % 50) - 25, (int)(k % 50) - 25, -1, 1);
	for (uint64_t k = 0; k < 4 * cap; k++) {
		if (k == 99999999 || !sv_tt_probe(&t, k, &lo, &hi, &mv))
			continue;
		found++;
		REQUIRE_EQ(lo, (int)(k % 50) - 25);
		REQUIRE_EQ(hi, lo);
	}
	ck_assert_int_gt(found, (int)(cap / 2));
	ck_assert(sv_tt_probe(&t, 99999999, &lo, &hi, &mv));
	ck_assert_int_eq(mv, 4);
	sv_tt_free(&t);
}
END_TEST

/* A clear is O(1): it writes none of the table's words (the entries stay
 * in memory and read as empty), whatever the layout; a store after it reads
 * back, and the entries before it never come back. */
START_TEST(clear_is_o1)
{
	struct sv_tt t = table(_i);
	size_t words = t.bytes / sizeof(uint64_t), nonzero = 0;
	int lo, hi, mv;

	for (uint64_t k = 1; k <= 1000; k++)
		sv_tt_store(&t, k, 1, 3, 2, 10);
	t.clean = 0;
	sv_tt_clear(&t);
	for (size_t i = 0; i < words; i++)
		nonzero += atomic_load(&t.slots[i]) != 0;
	ck_assert_uint_ge(nonzero, 1000); /* still there: nothing was wiped */
	for (uint64_t k = 1; k <= 1000; k++)
		REQUIRE(!sv_tt_probe(&t, k, &lo, &hi, &mv));
	/* stores after the clear read back; the rest of their page is empty */
	for (uint64_t k = 1; k <= 1000; k += 2)
		sv_tt_store(&t, k, -2, 4, 1, 10);
	for (uint64_t k = 1; k <= 1000; k++) {
		int found = sv_tt_probe(&t, k, &lo, &hi, &mv);
		REQUIRE_EQ(found, (int)(k & 1));
		if (found) {
			REQUIRE_EQ(lo, -2);
			REQUIRE_EQ(hi, 4);
		}
	}
	sv_tt_free(&t);
}
END_TEST

/* Many more clears than the generation has values: an entry from any
 * earlier generation never reads as live, across the wraps (most pages are
 * left alone for hundreds of clears, then looked at again). */
START_TEST(generation_wrap)
{
	struct sv_tt t = table(_i);
	int lo, hi, mv;

	for (uint64_t round = 0; round < 700; round++) {
		t.clean = 0;
		sv_tt_clear(&t);
		for (uint64_t k = 0; k < round; k++)
			REQUIRE(!sv_tt_probe(&t, k, &lo, &hi, &mv));
		sv_tt_store(&t, round, 1, 1, 2, 10);
		REQUIRE(sv_tt_probe(&t, round, &lo, &hi, &mv));
	}
	sv_tt_free(&t);
}
END_TEST

TEST_SUITE(tt)
{
	Suite *s = suite_create("tt");
	TCase *tc = tcase_create("layouts");

	/* loop index 0: two-word entries, 1: compact */
	tcase_add_loop_test(tc, round_trip, 0, 2);
	tcase_add_loop_test(tc, bounds_merge, 0, 2);
	tcase_add_test(tc, compact_clamp);
	tcase_add_loop_test(tc, replacement, 0, 2);
	tcase_add_loop_test(tc, clear_is_o1, 0, 2);
	tcase_add_loop_test(tc, generation_wrap, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
