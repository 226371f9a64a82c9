/* SPDX-License-Identifier: MIT */
/* The module against the independent referee (tests/nimstring/ref/, which
 * shares no code with lib/): exact values on random graphs, graphs with
 * long chains and loops, sums of components, and board positions.  Fixed
 * seeds. */
#include <string.h>

#include "common.h"
#include "nref.h"
#include "ns-util.h"

/* The referee's graph as a dnb graph. */
static dnb_nimstring_graph *to_dnb(const struct nref_graph *r)
{
	dnb_nimstring_graph *g;

	REQUIRE_EQ(dnb_nimstring_graph_new(r->coins, &g), DNB_OK);
	for (uint32_t s = 0; s < r->strings; s++)
		REQUIRE_EQ(dnb_nimstring_graph_add_string(
				   g, r->a[s] == NREF_GROUND ? DNB_NIMSTRING_GROUND : r->a[s],
				   r->b[s] == NREF_GROUND ? DNB_NIMSTRING_GROUND : r->b[s], NULL),
			   DNB_OK);
	return g;
}

static uint32_t from_ref(uint32_t v)
{
	return v == NREF_LOONY ? DNB_NIMSTRING_LOONY : v;
}

/* One graph: the module's value, every move value and every component
 * value equal the referee's. */
static void check_graph(dnb_nimstring *ns, const struct nref_graph *r, int moves)
{
	dnb_nimstring_graph *g = to_dnb(r);
	uint32_t v, want = nref_value(r);

	REQUIRE(want != NREF_ERROR);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	if (v != from_ref(want)) {
		char buf[1024];

		dnb_nimstring_graph_format(g, buf, sizeof(buf), NULL);
		ck_abort_msg("value %u, referee %u for\n%s", v, want, buf);
	}
	if (moves && r->strings) {
		uint32_t mv[NREF_MAX_STRINGS];
		size_t n;

		REQUIRE_EQ(dnb_nimstring_move_values(ns, g, mv, NREF_MAX_STRINGS, &n), DNB_OK);
		for (uint32_t s = 0; s < r->strings; s++) {
			struct nref_graph c;

			nref_cut(r, s, &c);
			if (mv[s] != from_ref(nref_value(&c)))
				ck_abort_msg("move %u: %u, referee %u", s, mv[s], nref_value(&c));
		}
	}
	dnb_nimstring_graph_free(g);
}

/* A random graph of up to max_coins coins and max_strings strings. */
static void random_graph(struct test_rng *rng, struct nref_graph *g, uint32_t max_coins,
			 uint32_t max_strings)
{
	uint32_t coins = 1 + rng_below(rng, max_coins);
	uint32_t strings = rng_below(rng, max_strings + 1);

	nref_graph_init(g, coins);
	while (g->strings < strings) {
		uint32_t a = rng_below(rng, coins), b = rng_below(rng, coins + 1);

		if (b == coins)
			b = NREF_GROUND;
		if (a != b)
			REQUIRE(nref_add(g, a, b) >= 0);
	}
}

START_TEST(test_random_graphs)
{
	struct test_rng rng;
	dnb_nimstring *ns;
	int runs = test_small() ? 200 : 3000;

	rng_seed(&rng, 1602);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		struct nref_graph g;

		random_graph(&rng, &g, 1 + i % 10, 4 + i % 13);
		check_graph(ns, &g, i % 4 == 0);
	}
	dnb_nimstring_free(ns);
}
END_TEST

/* Graphs with long chains and loops in them: the chain reductions at work. */
START_TEST(test_long_chains_in_context)
{
	struct test_rng rng;
	dnb_nimstring *ns;
	int runs = test_small() ? 100 : 1500;

	rng_seed(&rng, 31337);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		struct nref_graph g;
		uint32_t joints = 1 + rng_below(&rng, 3), pieces = 1 + rng_below(&rng, 3);

		/* a few joints with ground strings, and chains of 1..5 coins
		 * between joints, from a joint to the ground, or round a joint */
		nref_graph_init(&g, NREF_MAX_COINS);
		g.coins = joints;
		for (uint32_t j = 0; j < joints; j++)
			REQUIRE(nref_add_ground(&g, j, rng_below(&rng, 3)) >= 0);
		for (uint32_t p = 0; p < pieces; p++) {
			uint32_t len = 1 + rng_below(&rng, 5), from = rng_below(&rng, joints);
			uint32_t to = rng_below(&rng, joints + 1);
			uint32_t prev = from;

			if (g.coins + len > NREF_MAX_COINS || g.strings + len + 1 > 18)
				break;
			if (to == joints)
				to = NREF_GROUND;
			for (uint32_t k = 0; k < len; k++) {
				uint32_t c = g.coins++;

				REQUIRE(nref_add(&g, prev, c) >= 0);
				prev = c;
			}
			REQUIRE(nref_add(&g, prev, to) >= 0);
		}
		check_graph(ns, &g, i % 3 == 0);
	}
	dnb_nimstring_free(ns);
}
END_TEST

/* The disjoint union's value is the nim-sum, by the referee on the union. */
START_TEST(test_sums)
{
	struct test_rng rng;
	dnb_nimstring *ns;
	int runs = test_small() ? 50 : 600;

	rng_seed(&rng, 4242);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		struct nref_graph x, y, u;

		random_graph(&rng, &x, 4, 8);
		random_graph(&rng, &y, 4, 8);
		REQUIRE(nref_union(&x, &y, &u) >= 0);
		check_graph(ns, &u, 0);
	}
	dnb_nimstring_free(ns);
}
END_TEST

/* The *3 of the Berlekamp test in test-nimstring-values.c. */
START_TEST(test_berlekamp_star_three)
{
	struct nref_graph g;

	nref_graph_init(&g, 4);
	nref_add(&g, 1, 0);
	nref_add(&g, 0, 3);
	nref_add(&g, 3, NREF_GROUND);
	nref_add(&g, 0, 2);
	nref_add(&g, 1, 2);
	nref_add(&g, 3, 1);
	REQUIRE_EQ(nref_value(&g), 3);
	REQUIRE_EQ(nref_outside(&g), 3);
}
END_TEST

/* Board positions: the value against the referee's own board model. */
START_TEST(test_boards)
{
	struct test_rng rng;
	dnb_nimstring *ns;
	int runs = test_small() ? 100 : 1000;

	rng_seed(&rng, 909);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		uint32_t w = 1 + rng_below(&rng, 3), h = 1 + rng_below(&rng, 3);
		uint32_t edges = nref_board_edges(w, h), undrawn = edges;
		uint32_t keep = rng_below(&rng, 17);
		uint8_t drawn[64] = { 0 };
		dnb_game *game;
		dnb_nimstring_graph *g;
		uint32_t v;
		int wins;

		while (undrawn > keep) {
			uint32_t e = rng_below(&rng, edges);

			if (!drawn[e]) {
				drawn[e] = 1;
				undrawn--;
			}
		}
		wins = nref_board_wins(w, h, drawn);
		REQUIRE(wins >= 0);
		game = ns_board(w, h, drawn);
		REQUIRE_EQ(dnb_nimstring_graph_from_game(game, &g), DNB_OK);
		REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
		REQUIRE_EQ(v != 0, wins);
		dnb_nimstring_graph_free(g);
		dnb_game_free(game);
	}
	dnb_nimstring_free(ns);
}
END_TEST

TEST_SUITE(nimstring_ref)
{
	Suite *s = suite_create("nimstring-ref");
	TCase *tc = tcase_create("referee");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_berlekamp_star_three);
	tcase_add_test(tc, test_random_graphs);
	tcase_add_test(tc, test_long_chains_in_context);
	tcase_add_test(tc, test_sums);
	tcase_add_test(tc, test_boards);
	suite_add_tcase(s, tc);
	return s;
}
