/* SPDX-License-Identifier: MIT */
/* The values the literature states plainly (the "Worked values" of
 * dnb_nimstring(3)), each a named test, and sums of components. */
#include <string.h>

#include "common.h"
#include "ns-util.h"

#define LOONY DNB_NIMSTRING_LOONY

START_TEST(test_coin_one_ground_string)
{
	REQUIRE_EQ(ns_text_value("coins 1\n0 G\n"), 0);
}
END_TEST

START_TEST(test_coin_two_ground_strings)
{
	REQUIRE_EQ(ns_text_value("coins 1\n0 G\n0 G\n"), 1);
}
END_TEST

START_TEST(test_coin_three_ground_strings)
{
	REQUIRE_EQ(ns_text_value("coins 1\n0 G\n0 G\n0 G\n"), 0);
}
END_TEST

START_TEST(test_coin_four_ground_strings)
{
	REQUIRE_EQ(ns_text_value("coins 1\n0 G\n0 G\n0 G\n0 G\n"), 1);
}
END_TEST

START_TEST(test_two_chain)
{
	REQUIRE_EQ(ns_text_value("coins 2\nG 0\n0 1\n1 G\n"), 1);
}
END_TEST

START_TEST(test_long_chains_are_zero)
{
	REQUIRE_EQ(ns_text_value("coins 3\nG 0\n0 1\n1 2\n2 G\n"), 0);
	REQUIRE_EQ(ns_text_value("coins 4\nG 0\n0 1\n1 2\n2 3\n3 G\n"), 0);
	REQUIRE_EQ(ns_text_value("coins 7\nG 0\n0 1\n1 2\n2 3\n3 4\n4 5\n5 6\n6 G\n"), 0);
}
END_TEST

START_TEST(test_loops_are_zero)
{
	REQUIRE_EQ(ns_text_value("coins 4\n0 1\n1 2\n2 3\n3 0\n"), 0);
	REQUIRE_EQ(ns_text_value("coins 6\n0 1\n1 2\n2 3\n3 4\n4 5\n5 0\n"), 0);
}
END_TEST

START_TEST(test_three_loop)
{
	REQUIRE_EQ(ns_text_value("coins 3\n0 1\n1 2\n2 0\n"), 1);
}
END_TEST

START_TEST(test_opened_long_chain_is_loony)
{
	/* a long chain with one end cut: c - d - e - G */
	REQUIRE_EQ(ns_text_value("coins 3\n0 1\n1 2\n2 G\n"), LOONY);
	/* an opened 2-chain is loony too (half-hearted handout) */
	REQUIRE_EQ(ns_text_value("coins 2\n0 1\n1 G\n"), LOONY);
	/* both ends capturable: the domino and o-o-o are not, four coins are */
	REQUIRE_EQ(ns_text_value("coins 2\n0 1\n"), 0);
	REQUIRE_EQ(ns_text_value("coins 3\n0 1\n1 2\n"), 0);
	REQUIRE_EQ(ns_text_value("coins 4\n0 1\n1 2\n2 3\n"), LOONY);
}
END_TEST

START_TEST(test_opened_four_loop_is_loony)
{
	REQUIRE_EQ(ns_text_value("coins 4\n0 1\n1 2\n2 3\n"), LOONY);
}
END_TEST

START_TEST(test_captures_expose_looniness)
{
	/* A - J - E with J grounded: after A is taken, E - J - G is an
	 * opened 2-chain */
	REQUIRE_EQ(ns_text_value("coins 3\n0 1\n1 2\n1 G\n"), LOONY);
}
END_TEST

START_TEST(test_grounded_long_chain_is_not_a_ground_string)
{
	/* a joint with 2 ground strings and a 3-chain to the ground: *1;
	 * a coin with three ground strings: 0 */
	REQUIRE_EQ(ns_text_value("coins 4\n0 G\n0 G\n0 1\n1 2\n2 3\n3 G\n"), 1);
}
END_TEST

/* The 2x2 board with 7 of its 8 outer edges drawn: a 4-loop with one coin
 * grounded, *1. */
START_TEST(test_2x2_loop_with_one_grounded_coin)
{
	uint8_t drawn[12] = { 0 };
	uint32_t e;
	dnb_game *g;
	dnb_nimstring_graph *gr;

	/* every outer edge but the top edge of box 0 */
	for (e = 0; e < 12; e++) {
		uint32_t a, b;

		REQUIRE_EQ(dnb_board_edge_boxes(2, 2, e, &a, &b), DNB_OK);
		drawn[e] = a == DNB_NO_BOX || b == DNB_NO_BOX;
	}
	drawn[0] = 0;
	g = ns_board(2, 2, drawn);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(gr), 5);
	REQUIRE_EQ(ns_value(gr), 1);
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
}
END_TEST

/* A 2x2 with its top and left edges drawn, *2 (the bottom-right region of
 * Berlekamp's p. 50 position, libdnb-nimstring(7)). */
START_TEST(test_icelandic_2x2)
{
	uint8_t drawn[12] = { 0 };
	uint32_t e;
	dnb_game *g;
	dnb_nimstring_graph *gr;

	for (uint32_t c = 0; c < 2; c++) {
		REQUIRE_EQ(dnb_board_edge(2, 2, DNB_HORIZONTAL, 0, c, &e), DNB_OK);
		drawn[e] = 1;
		REQUIRE_EQ(dnb_board_edge(2, 2, DNB_VERTICAL, c, 0, &e), DNB_OK);
		drawn[e] = 1;
	}
	g = ns_board(2, 2, drawn);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(ns_value(gr), 2);
	REQUIRE(ns_solver_wins(g));
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
}
END_TEST

/* Berlekamp: disconnected components 0 + * + *3 = *2.  0 is a 3-chain,
 * * a 2-chain, and *3 four coins: a triangle 0-1-2 with a 3-coin hung from
 * 0 and 1 and grounded once (the referee agrees: test-nimstring-ref). */
static const char *const berlekamp_parts[] = {
	"coins 3\nG 0\n0 1\n1 2\n2 G\n",
	"coins 2\nG 0\n0 1\n1 G\n",
	"coins 4\n1 0\n0 3\n3 G\n0 2\n1 2\n3 1\n",
};

START_TEST(test_berlekamp_sum)
{
	const char *sum = "coins 9\n"
			  "G 0\n0 1\n1 2\n2 G\n"
			  "G 3\n3 4\n4 G\n"
			  "6 5\n5 8\n8 G\n5 7\n6 7\n8 6\n";
	dnb_nimstring_graph *g = ns_graph(sum);
	dnb_nimstring *ns;
	uint32_t comp[13], k, v;
	size_t n;

	REQUIRE_EQ(ns_text_value(berlekamp_parts[0]), 0);
	REQUIRE_EQ(ns_text_value(berlekamp_parts[1]), 1);
	REQUIRE_EQ(ns_text_value(berlekamp_parts[2]), 3);
	REQUIRE_EQ(dnb_nimstring_graph_components(g, comp, 13, &n, &k), DNB_OK);
	REQUIRE_EQ(n, 13);
	REQUIRE_EQ(k, 3);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (uint32_t i = 0; i < 3; i++) {
		REQUIRE_EQ(dnb_nimstring_component_value(ns, g, i, &v), DNB_OK);
		REQUIRE_EQ(v, i == 0 ? 0 : i == 1 ? 1 : 3);
	}
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	REQUIRE_EQ(v, 2);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* A loony component makes the sum loony. */
START_TEST(test_loony_absorbs)
{
	REQUIRE_EQ(ns_text_value("coins 4\nG 0\n0 1\n1 G\n2 3\n3 G\n"), LOONY);
	REQUIRE_EQ(ns_text_value("coins 3\nG 0\n0 G\n1 2\n2 G\n"), LOONY);
}
END_TEST

/* The counterexample to plain Sprague-Grundy (dnb_nimstring(3), "Values"):
 * an opened 2-chain plus a coin with two ground strings; the player to move
 * wins. */
START_TEST(test_complimenting_move)
{
	uint32_t v = ns_text_value("coins 3\n0 1\n1 G\n2 G\n2 G\n");

	REQUIRE(v != 0);
}
END_TEST

/* Taken boxes (coins without strings) change nothing. */
START_TEST(test_coins_without_strings)
{
	REQUIRE_EQ(ns_text_value("coins 5\nG 3\n3 1\n1 G\n"), 1);
	REQUIRE_EQ(ns_text_value("coins 0\n"), 0);
}
END_TEST

TEST_SUITE(nimstring_values)
{
	Suite *s = suite_create("nimstring-values");
	TCase *tc = tcase_create("literature");

	tcase_add_test(tc, test_coin_one_ground_string);
	tcase_add_test(tc, test_coin_two_ground_strings);
	tcase_add_test(tc, test_coin_three_ground_strings);
	tcase_add_test(tc, test_coin_four_ground_strings);
	tcase_add_test(tc, test_two_chain);
	tcase_add_test(tc, test_long_chains_are_zero);
	tcase_add_test(tc, test_loops_are_zero);
	tcase_add_test(tc, test_three_loop);
	tcase_add_test(tc, test_opened_long_chain_is_loony);
	tcase_add_test(tc, test_opened_four_loop_is_loony);
	tcase_add_test(tc, test_captures_expose_looniness);
	tcase_add_test(tc, test_grounded_long_chain_is_not_a_ground_string);
	tcase_add_test(tc, test_2x2_loop_with_one_grounded_coin);
	tcase_add_test(tc, test_icelandic_2x2);
	tcase_add_test(tc, test_berlekamp_sum);
	tcase_add_test(tc, test_loony_absorbs);
	tcase_add_test(tc, test_complimenting_move);
	tcase_add_test(tc, test_coins_without_strings);
	suite_add_tcase(s, tc);
	return s;
}
