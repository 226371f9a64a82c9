/* SPDX-License-Identifier: MIT */
/* Values of board positions against the solver's exhaustive search of the
 * Nimstring game: the value is nonzero (or loony) exactly when the player
 * to move wins, and each move's value says whether that move wins. */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "ns-util.h"

/* The solver's verdict on every legal move against the move values. */
static void check_moves(dnb_nimstring *ns, const dnb_game *g, const dnb_nimstring_graph *gr)
{
	static dnb_solver *solver;
	int32_t sv[DNB_MAX_EDGES];
	uint32_t mv[DNB_MAX_EDGES];
	size_t n, m;
	uint32_t strings = (uint32_t)dnb_nimstring_graph_string_count(gr);

	if (!solver)
		REQUIRE_EQ(dnb_solver_new(NULL, &solver), DNB_OK);
	REQUIRE_EQ(dnb_solver_move_values(solver, g, sv, DNB_MAX_EDGES, &n), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, gr, mv, DNB_MAX_EDGES, &m), DNB_OK);
	REQUIRE_EQ(m, strings);
	for (uint32_t i = 0; i < strings; i++) {
		uint32_t edge, a, b;
		int32_t completed = 0;
		int captures, cutter_wins;
		dnb_game *after;

		REQUIRE_EQ(dnb_nimstring_graph_string(gr, i, &a, &b, &edge), DNB_OK);
		REQUIRE(sv[edge] != DNB_SOLVER_NO_VALUE);
		/* did the cut take a box? then the cutter moves next */
		REQUIRE_EQ(dnb_game_clone(g, &after), DNB_OK);
		REQUIRE_EQ(dnb_game_play(after, edge, &completed), DNB_OK);
		captures = completed > 0;
		dnb_game_free(after);
		cutter_wins = captures ? mv[i] != 0 : mv[i] == 0;
		if (cutter_wins != (sv[edge] > 0))
			ck_abort_msg("edge %u: move value %u (captures %d), solver %d", edge,
				     mv[i], captures, sv[edge]);
	}
}

/* One position: value against the solver; moves too when asked. */
static void check_position(dnb_nimstring *ns, uint32_t w, uint32_t h, const uint8_t *drawn,
			   int moves)
{
	dnb_game *g = ns_board(w, h, drawn);
	dnb_nimstring_graph *gr;
	uint32_t v;

	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, gr, &v), DNB_OK);
	if ((v != 0) != ns_solver_wins(g))
		ck_abort_msg("%ux%u: value %u, solver says %s", w, h, v,
			     ns_solver_wins(g) ? "win" : "loss");
	if (moves && !dnb_game_is_over(g))
		check_moves(ns, g, gr);
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
}

/* Every subset of drawn edges of a w x h board. */
static void all_positions(uint32_t w, uint32_t h)
{
	uint32_t edges;
	uint8_t drawn[DNB_MAX_EDGES];
	dnb_nimstring *ns;

	REQUIRE_EQ(dnb_board_edge_count(w, h, &edges), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (uint32_t mask = 0; mask < (1u << edges); mask++) {
		for (uint32_t e = 0; e < edges; e++)
			drawn[e] = (mask >> e) & 1u;
		check_position(ns, w, h, drawn, 1);
	}
	dnb_nimstring_free(ns);
}

START_TEST(test_all_1x1) { all_positions(1, 1); }
END_TEST
START_TEST(test_all_1x2) { all_positions(1, 2); all_positions(2, 1); }
END_TEST
START_TEST(test_all_1x3) { all_positions(1, 3); all_positions(3, 1); }
END_TEST
START_TEST(test_all_2x2) { all_positions(2, 2); }
END_TEST

/* 10,000 random positions of boards up to 3x3, at most 16 undrawn edges. */
START_TEST(test_random_up_to_3x3)
{
	struct test_rng r;
	dnb_nimstring *ns;
	int runs = test_small() ? 500 : 10000;

	rng_seed(&r, 20261202);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		uint32_t w = 1 + rng_below(&r, 3), h = 1 + rng_below(&r, 3), edges;
		uint8_t drawn[DNB_MAX_EDGES] = { 0 };
		uint32_t undrawn, keep;

		REQUIRE_EQ(dnb_board_edge_count(w, h, &edges), DNB_OK);
		undrawn = edges;
		keep = rng_below(&r, (edges < 16 ? edges : 16) + 1);
		while (undrawn > keep) {
			uint32_t e = rng_below(&r, edges);

			if (!drawn[e]) {
				drawn[e] = 1;
				undrawn--;
			}
		}
		check_position(ns, w, h, drawn, i % 10 == 0);
	}
	dnb_nimstring_free(ns);
}
END_TEST

/* Two regions of a 2x4 board joined only through the ground (the two
 * vertical edges between box columns 1 and 2 drawn): the nim-sum of the
 * regions' values, each a board of its own with the other region drawn
 * over, predicts the solver's winner of the whole. */
START_TEST(test_regions_joined_through_the_ground)
{
	const uint32_t w = 4, h = 2;
	struct test_rng r;
	dnb_nimstring *ns;
	uint32_t edges;
	int runs = test_small() ? 40 : 400;

	rng_seed(&r, 77);
	REQUIRE_EQ(dnb_board_edge_count(w, h, &edges), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	for (int i = 0; i < runs; i++) {
		uint8_t drawn[DNB_MAX_EDGES] = { 0 }, part[2][DNB_MAX_EDGES];
		uint32_t side[DNB_MAX_EDGES], v[2], undrawn = edges, keep = 6 + rng_below(&r, 11);
		dnb_game *g;
		dnb_nimstring_graph *gr;

		for (uint32_t e = 0; e < edges; e++) {
			uint32_t o, row, col;

			REQUIRE_EQ(dnb_board_edge_coords(w, h, e, &o, &row, &col), DNB_OK);
			if (o == DNB_VERTICAL && col == 2) {
				drawn[e] = 1;
				undrawn--;
			}
			side[e] = col < 2 ? 0 : 1;
		}
		while (undrawn > keep) {
			uint32_t e = rng_below(&r, edges);

			if (!drawn[e]) {
				drawn[e] = 1;
				undrawn--;
			}
		}
		for (int k = 0; k < 2; k++) {
			for (uint32_t e = 0; e < edges; e++)
				part[k][e] = drawn[e] || side[e] != (uint32_t)k;
			g = ns_board(w, h, part[k]);
			REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
			REQUIRE_EQ(dnb_nimstring_value(ns, gr, &v[k]), DNB_OK);
			dnb_nimstring_graph_free(gr);
			dnb_game_free(g);
		}
		g = ns_board(w, h, drawn);
		if ((v[0] == DNB_NIMSTRING_LOONY || v[1] == DNB_NIMSTRING_LOONY ||
		     (v[0] ^ v[1]) != 0) != ns_solver_wins(g))
			ck_abort_msg("case %d: regions %u and %u, solver disagrees", i, v[0], v[1]);
		dnb_game_free(g);
	}
	dnb_nimstring_free(ns);
}
END_TEST

TEST_SUITE(nimstring_board)
{
	Suite *s = suite_create("nimstring-board");
	TCase *tc = tcase_create("solver");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_all_1x1);
	tcase_add_test(tc, test_all_1x2);
	tcase_add_test(tc, test_all_1x3);
	tcase_add_test(tc, test_all_2x2);
	tcase_add_test(tc, test_random_up_to_3x3);
	tcase_add_test(tc, test_regions_joined_through_the_ground);
	suite_add_tcase(s, tc);
	return s;
}
