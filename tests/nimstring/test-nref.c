/* SPDX-License-Identifier: MIT */
/* The referee (tests/nimstring/ref/) checked against itself and the
 * literature: Berlekamp's value against the raw game on many graphs, the
 * worked values of dnb_nimstring(3) by name, sums, and its own
 * board model against its graphs. */
#include <string.h>

#include "common.h"
#include "nref.h"

/* value != 0 or loony <=> the player to move wins. */
static int value_says_win(uint32_t v)
{
	return v != 0;
}

static void check_agrees(const struct nref_graph *g)
{
	uint32_t v = nref_value(g);
	int w = nref_wins(g);
	REQUIRE(v != NREF_ERROR && w >= 0);
	REQUIRE_EQ(value_says_win(v), w);
	/* the value is the losing heap size of the game beside a heap */
	REQUIRE_EQ(nref_outside(g), v);
}

static struct nref_graph coin_with_ground(uint32_t k)
{
	struct nref_graph g;
	nref_graph_init(&g, 1);
	nref_add_ground(&g, 0, k);
	return g;
}

static struct nref_graph chain(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	nref_add_chain(&g, 0, n);
	return g;
}

static struct nref_graph loop(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	nref_add_loop(&g, 0, n);
	return g;
}

/* A path of n coins, nothing to the ground: both ends capturable. */
static struct nref_graph path(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	for (uint32_t i = 1; i < n; i++)
		nref_add(&g, i - 1, i);
	return g;
}

/* An opened chain of n coins: c1 - ... - cn - G, c1 of degree 1. */
static struct nref_graph opened_chain(uint32_t n)
{
	struct nref_graph g = path(n);
	nref_add(&g, n - 1, NREF_GROUND);
	return g;
}

static struct nref_graph board(uint32_t w, uint32_t h, const uint32_t *drawn, uint32_t n)
{
	uint8_t d[64] = { 0 };
	struct nref_graph g;
	for (uint32_t i = 0; i < n; i++)
		d[drawn[i]] = 1;
	ck_assert_int_eq(nref_graph_from_board(w, h, d, &g), 0);
	return g;
}

static void expect_value(const struct nref_graph *g, uint32_t v)
{
	ck_assert_uint_eq(nref_value(g), v);
	check_agrees(g);
}

START_TEST(test_coin_ground)
{
	static const uint32_t want[] = { 0, 0, 1, 0, 1 };
	for (uint32_t k = 1; k <= 4; k++) {
		struct nref_graph g = coin_with_ground(k);
		expect_value(&g, want[k]);
	}
}
END_TEST

START_TEST(test_chains)
{
	struct nref_graph g = chain(1);
	expect_value(&g, 1);
	g = chain(2);
	expect_value(&g, 1);
	for (uint32_t n = 3; n <= 8; n++) {
		g = chain(n);
		expect_value(&g, 0);
	}
}
END_TEST

START_TEST(test_loops)
{
	struct nref_graph g = loop(3);   /* not on a board */
	expect_value(&g, 1);
	for (uint32_t n = 4; n <= 9; n++) {
		g = loop(n);
		expect_value(&g, 0);
	}
}
END_TEST

START_TEST(test_opened)
{
	/* an opened loop of 4: a path of 4 coins, ends of degree 1 */
	struct nref_graph g = path(4);
	expect_value(&g, NREF_LOONY);
	/* the domino and o-o-o are not loony (every cut captures) */
	g = path(2);
	expect_value(&g, 0);
	g = path(3);
	expect_value(&g, 0);
	for (uint32_t n = 5; n <= 8; n++) {
		g = path(n);
		expect_value(&g, NREF_LOONY);
	}
	/* an opened chain: a lone capturable coin is 0, longer ones loony */
	g = opened_chain(1);
	expect_value(&g, 0);
	for (uint32_t n = 2; n <= 7; n++) {
		g = opened_chain(n);
		expect_value(&g, NREF_LOONY);
	}
}
END_TEST

START_TEST(test_capture_exposes)
{
	/* A - J - E with J also grounded: loony after taking A */
	struct nref_graph g;
	nref_graph_init(&g, 3);
	nref_add(&g, 0, 1);
	nref_add(&g, 1, 2);
	nref_add(&g, 1, NREF_GROUND);
	expect_value(&g, NREF_LOONY);
}
END_TEST

START_TEST(test_joint_chain)
{
	/* a joint with 2 ground strings and a 3-chain to the ground: *1 */
	struct nref_graph g;
	nref_graph_init(&g, 4);
	nref_add_ground(&g, 0, 2);
	nref_add(&g, 0, 1);
	nref_add(&g, 1, 2);
	nref_add(&g, 2, 3);
	nref_add(&g, 3, NREF_GROUND);
	expect_value(&g, 1);
}
END_TEST

/* 2x2 board: horizontal edges 0..5 (rows 0, 1, 2), vertical 6..14 (rows
 * 0, 1; columns 0, 1, 2).  Outer edges: 0 1 4 5 6 8 9 11. */
START_TEST(test_board_2x2)
{
	static const uint32_t seven_outer[] = { 0, 1, 4, 5, 6, 8, 9 };
	static const uint32_t icelandic[] = { 0, 1, 6, 9 };   /* top and left */
	struct nref_graph g = board(2, 2, seven_outer, 7);
	expect_value(&g, 1);
	g = board(2, 2, icelandic, 4);
	expect_value(&g, 2);
	/* the 4-loop with one coin grounded, built by hand */
	nref_graph_init(&g, 4);
	nref_add_loop(&g, 0, 4);
	nref_add(&g, 2, NREF_GROUND);
	expect_value(&g, 1);
	/* 1x1: the coin with four ground strings */
	g = board(1, 1, NULL, 0);
	expect_value(&g, 1);
}
END_TEST

/* *3: a 4-cycle 0-1-2-3 with the chord 1-3 and one ground string at 0
 * (found by the referee, not from the literature). */
static struct nref_graph star3(void)
{
	struct nref_graph g;
	nref_graph_init(&g, 4);
	nref_add_loop(&g, 0, 4);
	nref_add(&g, 1, 3);
	nref_add(&g, 0, NREF_GROUND);
	return g;
}

START_TEST(test_sum)
{
	/* Berlekamp: 0 + * + *3 = *2 */
	struct nref_graph zero = coin_with_ground(3), one = coin_with_ground(2);
	struct nref_graph three = star3(), sum;
	static const uint32_t icelandic[] = { 0, 1, 6, 9 };
	expect_value(&three, 3);
	ck_assert_int_eq(nref_union(&zero, &one, &sum), 0);
	ck_assert_int_eq(nref_union(&sum, &three, &sum), 0);
	expect_value(&sum, 2);
	/* and with a 2x2, top and left edges drawn (*2), beside it, 0: a loss */
	struct nref_graph ice = board(2, 2, icelandic, 4);
	ck_assert_int_eq(nref_union(&sum, &ice, &sum), 0);
	expect_value(&sum, 0);
	ck_assert_int_eq(nref_wins(&sum), 0);
}
END_TEST

START_TEST(test_not_plain_grundy)
{
	/* an opened 2-chain c - d - G beside a coin with two ground strings:
	 * complete-turn Grundy values 1 and 1 would say a loss */
	struct nref_graph a = opened_chain(2), b = coin_with_ground(2), u;
	ck_assert_int_eq(nref_union(&a, &b, &u), 0);
	ck_assert_int_eq(nref_wins(&u), 1);
	expect_value(&u, NREF_LOONY);
}
END_TEST

/* ---- Random graphs ---------------------------------------------------- */

/* A random connected graph of n coins, degrees 1..4. */
static void random_graph(struct test_rng *r, uint32_t n, struct nref_graph *g)
{
	uint32_t deg[NREF_MAX_COINS] = { 0 };
	nref_graph_init(g, n);
	for (uint32_t c = 1; c < n; c++) {
		uint32_t p;
		do
			p = rng_below(r, c);
		while (deg[p] >= 4);
		nref_add(g, p, c);
		deg[p]++;
		deg[c]++;
	}
	for (uint32_t k = rng_below(r, 4); k > 0; k--) {
		uint32_t a = rng_below(r, n), b = rng_below(r, n);
		if (a != b && deg[a] < 4 && deg[b] < 4) {
			nref_add(g, a, b);
			deg[a]++;
			deg[b]++;
		}
	}
	for (uint32_t c = 0; c < n; c++) {
		uint32_t k = rng_below(r, 5 - deg[c]);
		if (deg[c] + k == 0)
			k = 1;
		nref_add_ground(g, c, k);
	}
}

START_TEST(test_random_graphs)
{
	struct test_rng r;
	rng_seed(&r, 16);
	uint32_t rounds = test_small() ? 100 : 1000;
	for (uint32_t i = 0; i < rounds; i++) {
		struct nref_graph g;
		random_graph(&r, 1 + rng_below(&r, 6), &g);
		if (g.strings <= 15)
			check_agrees(&g);
	}
}
END_TEST

/* ---- Boards ----------------------------------------------------------- */

START_TEST(test_edge_numbering)
{
	/* the referee's numbering against the library's documented one */
	for (uint32_t w = 1; w <= 4; w++)
		for (uint32_t h = 1; h <= 4; h++) {
			uint32_t count = 0;
			ck_assert_int_eq(dnb_board_edge_count(w, h, &count), DNB_OK);
			ck_assert_uint_eq(count, nref_board_edges(w, h));
			for (uint32_t e = 0; e < count; e++) {
				uint32_t a, b, la, lb;
				nref_board_edge_boxes(w, h, e, &a, &b);
				ck_assert_int_eq(dnb_board_edge_boxes(w, h, e, &la, &lb), DNB_OK);
				ck_assert_uint_eq(a == NREF_GROUND ? DNB_NO_BOX : a, la);
				ck_assert_uint_eq(b == NREF_GROUND ? DNB_NO_BOX : b, lb);
			}
		}
}
END_TEST

/* Every position of a board: the board model against the graph model, and
 * Berlekamp's value against the board. */
static void all_positions(uint32_t w, uint32_t h)
{
	uint32_t edges = nref_board_edges(w, h);
	for (uint32_t m = 0; m < 1u << edges; m++) {
		uint8_t drawn[32];
		struct nref_graph g;
		for (uint32_t e = 0; e < edges; e++)
			drawn[e] = (uint8_t)(m >> e & 1);
		ck_assert_int_eq(nref_graph_from_board(w, h, drawn, &g), 0);
		int bw = nref_board_wins(w, h, drawn);
		REQUIRE(bw >= 0);
		REQUIRE_EQ(bw, nref_wins(&g));
		REQUIRE_EQ(value_says_win(nref_value(&g)), bw);
	}
}

START_TEST(test_board_all)
{
	all_positions(1, 1);
	all_positions(1, 2);
	all_positions(2, 1);
	all_positions(1, 3);
	all_positions(3, 1);
	all_positions(2, 2);
}
END_TEST

START_TEST(test_from_game)
{
	/* a game played through the library gives the graph of its edges */
	struct test_rng r;
	rng_seed(&r, 5);
	for (uint32_t round = 0; round < 50; round++) {
		dnb_game *game = NULL;
		ck_assert_int_eq(dnb_game_new(3, 2, DNB_RULE_NIMSTRING, &game), DNB_OK);
		uint8_t drawn[32] = { 0 };
		uint32_t moves = rng_below(&r, 17);
		for (uint32_t i = 0; i < moves; i++) {
			uint32_t e;
			do
				e = rng_below(&r, nref_board_edges(3, 2));
			while (drawn[e]);
			drawn[e] = 1;
			ck_assert_int_eq(dnb_game_play(game, e, NULL), DNB_OK);
		}
		struct nref_graph a, b;
		ck_assert_int_eq(nref_graph_from_game(game, &a), 0);
		ck_assert_int_eq(nref_graph_from_board(3, 2, drawn, &b), 0);
		ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
		ck_assert_int_eq(nref_board_wins(3, 2, drawn), nref_wins(&a));
		dnb_game_free(game);
	}
}
END_TEST

TEST_SUITE(nref)
{
	Suite *s = suite_create("nref");
	TCase *tc = tcase_create("literature");
	tcase_add_test(tc, test_coin_ground);
	tcase_add_test(tc, test_chains);
	tcase_add_test(tc, test_loops);
	tcase_add_test(tc, test_opened);
	tcase_add_test(tc, test_capture_exposes);
	tcase_add_test(tc, test_joint_chain);
	tcase_add_test(tc, test_board_2x2);
	tcase_add_test(tc, test_sum);
	tcase_add_test(tc, test_not_plain_grundy);
	suite_add_tcase(s, tc);
	tc = tcase_create("search");
	tcase_add_test(tc, test_random_graphs);
	suite_add_tcase(s, tc);
	tc = tcase_create("board");
	tcase_add_test(tc, test_edge_numbering);
	tcase_add_test(tc, test_board_all);
	tcase_add_test(tc, test_from_game);
	suite_add_tcase(s, tc);
	return s;
}
