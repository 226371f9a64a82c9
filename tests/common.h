/* SPDX-License-Identifier: MIT */
/* Shared by the Check test programs. */
#ifndef DNB_TEST_COMMON_H
#define DNB_TEST_COMMON_H

#include <check.h>
#include <stdint.h>

#include "dnb.h"

/*
 * Check's ck_assert_* records every call it passes (a write to the test's
 * log channel), which dominates tight loops.  These check silently and only
 * call into Check on failure.
 */
#define REQUIRE(c)                                                                     \
	do {                                                                           \
		if (!(c))                                                              \
			ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #c);            \
	} while (0)
#define REQUIRE_EQ(a, b)                                                               \
	do {                                                                           \
		long long a_ = (long long)(a), b_ = (long long)(b);                    \
		if (a_ != b_)                                                          \
			ck_abort_msg("%s:%d: %s == %s (%lld != %lld)", __FILE__, __LINE__, \
				     #a, #b, a_, b_);                                  \
	} while (0)

/*
 * A suite registers itself: each test program is its files plus
 * test-main.c, whose main() runs every suite the program holds.
 *
 *   TEST_SUITE(core)
 *   {
 *           Suite *s = suite_create("core");
 *           ...
 *           return s;
 *   }
 *
 * The entry lands in the linker section dnb_test_suites, which the linker
 * brackets with __start_ and __stop_ symbols (no list to keep by hand).
 */
struct test_suite {
	const char *name;
	Suite *(*make)(void);
};
#define TEST_SUITE(ident)                                                              \
	static Suite *ident##_make_suite(void);                                        \
	static const struct test_suite ident##_suite_entry                              \
		__attribute__((used, section("dnb_test_suites"),                       \
			       aligned(sizeof(void *)))) = { #ident, ident##_make_suite }; \
	static Suite *ident##_make_suite(void)

/* Whether DNB_TEST_SMALL asks for short runs (set to anything but "0"; the
 * valgrind setup sets it): loops over random cases run fewer times. */
int test_small(void);

/* Deterministic random numbers for property tests (xorshift64*). */
struct test_rng {
	uint64_t s;
};
void rng_seed(struct test_rng *r, uint64_t seed);
uint64_t rng_next(struct test_rng *r);
uint32_t rng_below(struct test_rng *r, uint32_t n);

/* A WxH position under `rules`, player 1 to move, with `undrawn` edges
 * chosen at random left undrawn and every other edge drawn (boxes closed
 * that way belong to nobody). */
dnb_game *test_random_undrawn(struct test_rng *r, uint32_t w, uint32_t h, uint32_t undrawn,
			      uint32_t rules);
/* Parse a move or fail the test. */
uint32_t test_edge(const dnb_game *g, const char *move);
/* Play moves given as text ("a1-b1 b1-b2 ..."), each must succeed. */
void test_play(dnb_game *g, const char *moves);
/* The text of a game in a format, in a static buffer. */
const char *test_format(const dnb_game *g, uint32_t format);
/* Sleep `ms` milliseconds (the cancel tests' pacing, never a timing). */
void test_sleep_ms(uint32_t ms);

#endif
