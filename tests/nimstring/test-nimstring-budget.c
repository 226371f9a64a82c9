/* SPDX-License-Identifier: MIT */
/*
 * The evaluator's time limit on big graphs (issue 41): every call stops
 * near its limit however its work is spent, in nodes or in the passes
 * around them, and dnb_nimstring_move_values does not spend it in work
 * quadratic in the number of strings.
 *
 * Before, move values on a chain of 32,768 coins took 12 s under a 1 s
 * limit (every cut's component copied out of the whole graph, then
 * settled, one cut at a time), and the value of a 128x128 grid of coins
 * 6.5 s (the clock was looked at every 64 nodes, and a node of that
 * component took 0.1 s).  The bound asserted is twice the limit, as in
 * the issue: far from the old times, and far from the new ones on a
 * loaded machine (the chain now takes a few milliseconds).
 */
#include <stdlib.h>
#include <time.h>

#include "common.h"
#include "ns-util.h"

#define G DNB_NIMSTRING_GROUND
#define LIMIT_MS 1000u
#define BOUND_MS (2.0 * LIMIT_MS)

static double wall_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static dnb_nimstring *evaluator(uint64_t time_limit_ms)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_nimstring *ns;

	o.time_limit_ms = time_limit_ms;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_OK);
	return ns;
}

static void add(dnb_nimstring_graph *g, uint32_t a, uint32_t b)
{
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, a, b, NULL), DNB_OK);
}

/* The shapes.  A chain of n coins from the ground to the ground. */
static dnb_nimstring_graph *chain(uint32_t n)
{
	dnb_nimstring_graph *g;

	REQUIRE_EQ(dnb_nimstring_graph_new(n, &g), DNB_OK);
	add(g, G, 0);
	for (uint32_t i = 0; i + 1 < n; i++)
		add(g, i, i + 1);
	add(g, n - 1, G);
	return g;
}

/* n / 2 chains of two coins, each its own component. */
static dnb_nimstring_graph *pairs(uint32_t n)
{
	dnb_nimstring_graph *g;

	REQUIRE_EQ(dnb_nimstring_graph_new(n, &g), DNB_OK);
	for (uint32_t i = 0; i + 1 < n; i += 2) {
		add(g, G, i);
		add(g, i, i + 1);
		add(g, i + 1, G);
	}
	return g;
}

/* A random tree of n coins (coin i joined to one before it), fixed seed;
 * `grounded`: every coin also on the ground, else coin 0 only. */
static dnb_nimstring_graph *tree(uint32_t n, int grounded, uint64_t seed)
{
	dnb_nimstring_graph *g;
	struct test_rng r;

	rng_seed(&r, seed);
	REQUIRE_EQ(dnb_nimstring_graph_new(n, &g), DNB_OK);
	for (uint32_t i = 1; i < n; i++)
		add(g, rng_below(&r, i), i);
	for (uint32_t i = 0; i < (grounded ? n : 1); i++)
		add(g, G, i);
	return g;
}

/* The graph without string `without`. */
static dnb_nimstring_graph *cut(const dnb_nimstring_graph *g, uint32_t without)
{
	uint32_t m = (uint32_t)dnb_nimstring_graph_string_count(g), a, b;
	dnb_nimstring_graph *h;

	REQUIRE_EQ(dnb_nimstring_graph_new((uint32_t)dnb_nimstring_graph_coin_count(g), &h),
		   DNB_OK);
	for (uint32_t s = 0; s < m; s++)
		if (s != without) {
			REQUIRE_EQ(dnb_nimstring_graph_string(g, s, &a, &b, NULL), DNB_OK);
			add(h, a, b);
		}
	return h;
}

/* Move values of g under the limit, within the bound and complete; some
 * of them checked against the value of the graph left by the cut, which
 * dnb_nimstring_value finds by a path of its own (with no limit: only the
 * call under test is timed). */
static void move_values_in_time(dnb_nimstring_graph *g, uint32_t checks)
{
	uint32_t m = (uint32_t)dnb_nimstring_graph_string_count(g), v;
	uint32_t *values = malloc(sizeof(uint32_t) * m);
	dnb_nimstring *ns = evaluator(LIMIT_MS), *check = evaluator(0);
	struct test_rng r;
	double t0, wall;
	dnb_status st;
	size_t n = 0;

	REQUIRE(values != NULL);
	t0 = wall_ms();
	st = dnb_nimstring_move_values(ns, g, values, m, &n);
	wall = wall_ms() - t0;
	ck_assert_msg(wall <= BOUND_MS, "move values of %u strings: %.0f ms under a %u ms limit",
		      m, wall, LIMIT_MS);
	REQUIRE_EQ(st, DNB_OK);
	REQUIRE_EQ(n, m);
	rng_seed(&r, m);
	for (uint32_t k = 0; k < checks; k++) {
		uint32_t s = k == 0 ? 0 : k == 1 ? m - 1 : rng_below(&r, m);
		dnb_nimstring_graph *h = cut(g, s);

		REQUIRE_EQ(dnb_nimstring_value(check, h, &v), DNB_OK);
		ck_assert_msg(values[s] == v, "string %u: move value %u, value after the cut %u", s,
			      values[s], v);
		dnb_nimstring_graph_free(h);
	}
	dnb_nimstring_free(ns);
	dnb_nimstring_free(check);
	free(values);
}

/* The case: a chain of 32,768 coins, every cut loony. */
START_TEST(chain_move_values)
{
	dnb_nimstring_graph *g = chain(32768);

	move_values_in_time(g, 8);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* The largest chain a graph takes, and many small components (each cut
 * once copied the whole graph), and a tree hanging from one coin (a
 * quarter of the size under valgrind: DNB_TEST_SMALL). */
START_TEST(large_graph_move_values)
{
	uint32_t n = test_small() ? DNB_NIMSTRING_MAX_COINS / 4 : DNB_NIMSTRING_MAX_COINS;
	dnb_nimstring_graph *g = chain(n);

	move_values_in_time(g, 4);
	dnb_nimstring_graph_free(g);
	g = pairs(n);
	move_values_in_time(g, 8);
	dnb_nimstring_graph_free(g);
	g = tree(n, 0, 41);
	move_values_in_time(g, 8);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* Graphs whose work the limit must cut short: a 128x128 grid and a random
 * tree of 65,536 coins on the ground (64x64 and 16,384 under valgrind), by
 * every value call.  Each stops by the bound, DNB_OK or DNB_E_LIMIT. */
START_TEST(limit_holds_by_every_call)
{
	int small = test_small();
	dnb_nimstring_graph *gs[2] = { ns_grid(small ? 64 : 128),
				       tree(small ? 16384 : DNB_NIMSTRING_MAX_COINS, 1, 41) };

	for (int i = 0; i < 2; i++) {
		uint32_t m = (uint32_t)dnb_nimstring_graph_string_count(gs[i]), v;
		uint32_t *values = malloc(sizeof(uint32_t) * m);

		REQUIRE(values != NULL);
		for (int call = 0; call < 3; call++) {
			dnb_nimstring *ns = evaluator(LIMIT_MS);
			double t0 = wall_ms(), wall;
			dnb_status st;
			size_t n;

			if (call == 0)
				st = dnb_nimstring_value(ns, gs[i], &v);
			else if (call == 1)
				st = dnb_nimstring_move_values(ns, gs[i], values, m, &n);
			else
				st = dnb_nimstring_component_value(ns, gs[i], 0, &v);
			wall = wall_ms() - t0;
			ck_assert_msg(st == DNB_OK || st == DNB_E_LIMIT, "graph %d call %d: %s", i,
				      call, dnb_strerror(st));
			ck_assert_msg(wall <= BOUND_MS,
				      "graph %d call %d: %.0f ms under a %u ms limit", i, call,
				      wall, LIMIT_MS);
			dnb_nimstring_free(ns);
		}
		free(values);
		dnb_nimstring_graph_free(gs[i]);
	}
}
END_TEST

TEST_SUITE(nimstring_budget)
{
	Suite *s = suite_create("nimstring-budget");
	TCase *tc = tcase_create("nimstring-budget");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, chain_move_values);
	tcase_add_test(tc, large_graph_move_values);
	tcase_add_test(tc, limit_holds_by_every_call);
	suite_add_tcase(s, tc);
	return s;
}
