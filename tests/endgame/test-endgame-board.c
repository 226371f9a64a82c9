/* SPDX-License-Identifier: MIT */
/* Board positions: the decomposition of hand-built boards, the value and
 * move of simple loony endgames, the keep-or-give decision after a chain
 * or a loop is opened, and a cross-check of all of it against exhaustive
 * search over the core API on random endgames of boards up to 5x5.
 *
 * Why this file is long: each hand-built board is drawn as a diagram next
 * to its expected decomposition and value. */
#include <stdlib.h>
#include <string.h>

#include "board-util.h"
#include "common.h"

static dnb_analysis *analyse(const dnb_game *g, dnb_analysis_info *info)
{
	dnb_analysis *an = NULL;
	dnb_analysis_info init = DNB_ANALYSIS_INFO_INIT;

	ck_assert_int_eq(dnb_analysis_new(g, &an), DNB_OK);
	*info = init;
	ck_assert_int_eq(dnb_analysis_get(an, info), DNB_OK);
	return an;
}

static void expect_component(const dnb_analysis *an, uint32_t i, uint32_t kind, uint32_t len)
{
	uint32_t k, l;
	ck_assert_int_eq(dnb_analysis_component(an, i, &k, &l, NULL, NULL), DNB_OK);
	ck_assert_uint_eq(k, kind);
	ck_assert_uint_eq(l, len);
}

/* The 5x5 board used below: a 5-chain along the top border, a 4-loop in
 * the middle, a 3-chain down the right-hand border (G = 3 + 5 + 4l). */
static const uint32_t top5[] = { 0, 0, 0, 1, 0, 2, 0, 3, 0, 4 };
static const uint32_t loop4[] = { 2, 1, 2, 2, 3, 2, 3, 1 };
static const uint32_t right3[] = { 2, 4, 3, 4, 4, 4 };

static dnb_game *board_a(struct carve *c)
{
	carve_init(c, 5, 5);
	carve_path(c, top5, 5, 'L', 'R', 0);
	carve_path(c, loop4, 4, 0, 0, 1);
	carve_path(c, right3, 3, 'R', 'B', 0);
	return carve_game(c);
}

static void expect_move_is_best(dnb_game *g, uint32_t move)
{
	struct exhaust x;
	exhaust_init(&x, g);
	ck_assert_int_eq(exhaust_move_value(&x, move), exhaust_value(&x));
	exhaust_free(&x);
}

START_TEST(test_board_loony)
{
	struct carve c;
	dnb_game *g = board_a(&c);
	dnb_analysis_info in;
	dnb_analysis *an = analyse(g, &in);
	uint32_t ea, eb, buf[16];
	size_t n;
	dnb_endgame *eg;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;

	ck_assert_int_eq(dnb_analysis_component_count(an), 3);
	expect_component(an, 0, DNB_COMPONENT_CHAIN, 5);
	expect_component(an, 1, DNB_COMPONENT_LOOP, 4);
	expect_component(an, 2, DNB_COMPONENT_CHAIN, 3);
	/* The top chain leaves the board on the left of a1-a2 and the right of f1-f2. */
	ck_assert_int_eq(dnb_analysis_component(an, 0, NULL, NULL, &ea, &eb), DNB_OK);
	ck_assert_uint_eq(ea, carve_side(&c, 0, 0, 'L'));
	ck_assert_uint_eq(eb, carve_side(&c, 0, 4, 'R'));
	ck_assert_int_eq(dnb_analysis_component_boxes(an, 0, buf, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 5);
	for (uint32_t i = 0; i < 5; i++)
		ck_assert_uint_eq(buf[i], i);
	ck_assert_int_eq(dnb_analysis_component_edges(an, 0, buf, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 6);
	ck_assert_uint_eq(buf[0], ea);
	ck_assert_uint_eq(buf[1], carve_between(&c, 0, 0, 0, 1));
	ck_assert_uint_eq(buf[5], eb);
	/* The loop has no ends; its 4 edges in cycle order. */
	ck_assert_int_eq(dnb_analysis_component(an, 1, NULL, NULL, &ea, &eb), DNB_OK);
	ck_assert_uint_eq(ea, DNB_NO_EDGE);
	ck_assert_uint_eq(eb, DNB_NO_EDGE);
	ck_assert_int_eq(dnb_analysis_component_edges(an, 1, buf, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 4);
	ck_assert_int_eq(dnb_analysis_component_boxes(an, 1, buf, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 4);
	ck_assert_uint_eq(buf[0], 11);
	/* The 3-chain: end a at the right of box (2,4), end b below (4,4). */
	ck_assert_int_eq(dnb_analysis_component(an, 2, NULL, NULL, &ea, &eb), DNB_OK);
	ck_assert_uint_eq(ea, carve_side(&c, 2, 4, 'R'));
	ck_assert_uint_eq(eb, carve_side(&c, 4, 4, 'B'));

	/* 3 + 5 + 4l: c = 0, v = 0; Allcock's case 2: open the 4-loop. */
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	ck_assert_uint_eq(in.to_move, 1);
	ck_assert_uint_eq(in.long_chains, 2);
	ck_assert_uint_eq(in.loops, 1);
	ck_assert_uint_eq(in.short_chains, 0);
	ck_assert_uint_eq(in.safe_moves, 0);
	ck_assert_uint_eq(in.capturable_boxes, 0);
	ck_assert_int_eq(in.value, 0);
	ck_assert_int_eq(in.controlled_value, 0);
	ck_assert_int_eq(in.terminal_bonus, 4);
	ck_assert_int_eq(in.margin, 0);
	ck_assert_int_eq(dnb_analysis_component_edges(an, 1, buf, 16, &n), DNB_OK);
	ck_assert_uint_eq(in.move, buf[0]);
	/* 14 undrawn, 12 unclaimed: the player to move wants an odd count. */
	ck_assert_uint_eq(in.wanted_parity, 1);
	expect_move_is_best(g, in.move);
	/* The same endgame as a list. */
	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	ck_assert_int_eq(dnb_analysis_endgame(an, eg), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.boxes, 12);
	ck_assert_uint_eq(r.move_kind, DNB_COMPONENT_LOOP);
	ck_assert_uint_eq(r.allcock_override, 1);
	dnb_endgame_free(eg);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_board_short_and_branching)
{
	struct carve c;
	dnb_game *g;
	dnb_analysis_info in;
	dnb_analysis *an;
	dnb_endgame *eg;
	/* A 1-chain in the corner, a 2-chain on the left border, a T-shaped
	 * region (a box with three undrawn sides and three arms), a 3-chain. */
	static const uint32_t one[] = { 4, 0 };
	static const uint32_t two[] = { 1, 0, 2, 0 };
	static const uint32_t arm1[] = { 0, 1, 0, 2, 0, 3 };
	static const uint32_t three[] = { 2, 4, 3, 4, 4, 4 };

	carve_init(&c, 5, 5);
	carve_path(&c, one, 1, 'L', 'B', 0);
	carve_path(&c, two, 2, 'L', 'L', 0);
	carve_path(&c, arm1, 3, 'T', 'T', 0);
	/* The T: box (1,2) below the middle of the arm, leading down to (2,2)
	 * which leaves at... nowhere: a dead end, so (2,2) is capturable. */
	c.drawn[carve_between(&c, 0, 2, 1, 2)] = 0;
	c.drawn[carve_between(&c, 1, 2, 2, 2)] = 0;
	carve_path(&c, three, 3, 'R', 'B', 0);
	g = carve_game(&c);
	an = analyse(g, &in);
	ck_assert_int_eq(dnb_analysis_component_count(an), 4);
	expect_component(an, 0, DNB_COMPONENT_OTHER, 5);  /* (0,1)..(0,3), (1,2), (2,2) */
	expect_component(an, 1, DNB_COMPONENT_CHAIN, 2);
	expect_component(an, 2, DNB_COMPONENT_CHAIN, 3);
	expect_component(an, 3, DNB_COMPONENT_CHAIN, 1);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_NONE);
	ck_assert_uint_eq(in.short_chains, 2);
	ck_assert_uint_eq(in.long_chains, 1);
	ck_assert_uint_eq(in.other_regions, 1);
	ck_assert_uint_eq(in.capturable_boxes, 1);
	ck_assert_uint_eq(in.move, DNB_NO_EDGE);
	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	ck_assert_int_eq(dnb_analysis_endgame(an, eg), DNB_E_NOT_APPLICABLE);
	dnb_endgame_free(eg);
	/* The "other" region lists each undrawn edge once: 2 exits + 4 inner. */
	{
		size_t n;
		ck_assert_int_eq(dnb_analysis_component_edges(an, 0, NULL, 0, &n), DNB_E_BUFSIZE);
		ck_assert_uint_eq(n, 6);
	}
	dnb_analysis_free(an);
	dnb_game_free(g);

	/* The empty board: one region of 3 or 4 undrawn sides; safe moves. */
	ck_assert_int_eq(dnb_game_new(5, 5, 0, &g), DNB_OK);
	an = analyse(g, &in);
	ck_assert_int_eq(dnb_analysis_component_count(an), 1);
	expect_component(an, 0, DNB_COMPONENT_OTHER, 25);
	ck_assert_uint_eq(in.safe_moves, 60);
	/* Long chain rule: 36 dots, the first player wants an even number. */
	ck_assert_uint_eq(in.wanted_parity, 0);
	dnb_analysis_free(an);
	dnb_game_free(g);
	/* 4x4 boxes, 25 dots: the first player wants an odd number. */
	ck_assert_int_eq(dnb_game_new(4, 4, 0, &g), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.wanted_parity, 1);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

/* Follow the analysis's moves while it reports a handout decision, and
 * check each against exhaustive search.  Returns the moves made. */
static uint32_t follow_handout(dnb_game *g, uint32_t max)
{
	uint32_t steps = 0;
	struct exhaust x;

	exhaust_init(&x, g);
	while (steps < max) {
		dnb_analysis_info in;
		dnb_analysis *an = analyse(g, &in);
		int32_t best = exhaust_value(&x);
		dnb_analysis_free(an);
		if (in.state != DNB_ANALYSIS_HANDOUT)
			break;
		ck_assert_int_eq(in.margin, best);
		ck_assert_int_eq(exhaust_move_value(&x, in.move), best);
		ck_assert_int_eq(dnb_game_play(g, in.move, NULL), DNB_OK);
		steps++;
	}
	exhaust_free(&x);
	return steps;
}

START_TEST(test_board_opened_chain_end)
{
	struct carve c;
	dnb_game *g = board_a(&c);
	dnb_analysis_info in;
	dnb_analysis *an;
	uint32_t edges[8];
	size_t n;

	/* Player 1 opens the 3-chain at its end; player 2 is the controller. */
	ck_assert_int_eq(dnb_game_play(g, carve_side(&c, 2, 4, 'R'), NULL), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	ck_assert_uint_eq(in.to_move, 2);
	ck_assert_uint_eq(in.capturable_boxes, 1);
	ck_assert_uint_eq(in.capturable_paths, 1);
	expect_component(an, 2, DNB_COMPONENT_CAPTURABLE, 3);
	/* The rest is 5 + 4l, v = 1 < 2: take all three, 3 - 1 = 2. */
	ck_assert_int_eq(in.value, 1);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_GIVE);
	ck_assert_uint_eq(in.handout, 2);
	ck_assert_int_eq(in.margin, 2);
	ck_assert_int_eq(dnb_analysis_component_edges(an, 2, edges, 8, &n), DNB_OK);
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(in.move, carve_between(&c, 2, 4, 3, 4)); /* takes (2,4) */
	ck_assert_uint_eq(in.move, edges[0]);
	dnb_analysis_free(an);
	ck_assert_uint_eq(follow_handout(g, 10), 3);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_board_opened_chain_middle_keep)
{
	/* 5 along the top, a 6-loop, the 3-chain on the right: opening the
	 * 3-chain between (3,4) and (4,4) leaves pieces of 2 and 1; the rest
	 * 5 + 6l has v = c = 3 > 2, so keep control: take the single box,
	 * then hand out the last 2 by drawing the exit at (2,4). */
	static const uint32_t loop6[] = { 2, 0, 2, 1, 2, 2, 3, 2, 3, 1, 3, 0 };
	struct carve c;
	dnb_game *g;
	dnb_analysis_info in;
	dnb_analysis *an;

	carve_init(&c, 5, 5);
	carve_path(&c, top5, 5, 'L', 'R', 0);
	carve_path(&c, loop6, 6, 0, 0, 1);
	carve_path(&c, right3, 3, 'R', 'B', 0);
	g = carve_game(&c);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	ck_assert_int_eq(in.value, 2); /* 3 + 5 + 6l: c = 2 */
	dnb_analysis_free(an);
	ck_assert_int_eq(dnb_game_play(g, carve_between(&c, 3, 4, 4, 4), NULL), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	ck_assert_uint_eq(in.capturable_paths, 2);
	ck_assert_uint_eq(in.capturable_boxes, 2);
	ck_assert_int_eq(in.value, 3);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_KEEP);
	ck_assert_int_eq(in.margin, 2); /* takes 1, gives 2, then v(5 + 6l) = 3 */
	ck_assert_uint_eq(in.move, carve_side(&c, 4, 4, 'B'));
	dnb_analysis_free(an);
	ck_assert_int_eq(dnb_game_play(g, in.move, NULL), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_KEEP);
	ck_assert_uint_eq(in.move, carve_side(&c, 2, 4, 'R')); /* leave the last 2 */
	dnb_analysis_free(an);
	/* The whole line agrees with exhaustive search. */
	ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
	ck_assert_uint_eq(follow_handout(g, 2), 2);
	/* After the handout the opener takes 2 boxes (a handout of its own). */
	an = analyse(g, &in);
	ck_assert_uint_eq(in.to_move, 1);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_GIVE);
	ck_assert_uint_eq(in.handout, 0);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_board_opened_loop)
{
	/* A 6-loop between two 5-chains: opening the loop leaves 5 + 5,
	 * v = 6 > 4: keep control, take 2 boxes, then split the last 4 into
	 * 2 + 2. */
	static const uint32_t loop6[] = { 2, 1, 2, 2, 2, 3, 3, 3, 3, 2, 3, 1 };
	static const uint32_t bottom5[] = { 4, 0, 4, 1, 4, 2, 4, 3, 4, 4 };
	struct carve c;
	dnb_game *g;
	dnb_analysis_info in;
	dnb_analysis *an;
	uint32_t edges[8];
	size_t n;

	carve_init(&c, 5, 5);
	carve_path(&c, top5, 5, 'L', 'R', 0);
	carve_path(&c, loop6, 6, 0, 0, 1);
	carve_path(&c, bottom5, 5, 'L', 'R', 0);
	g = carve_game(&c);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	/* 5 + 5 + 6l: c = 1 + 1 - 2 + 4 = 4 = v; the standard move opens the loop. */
	ck_assert_int_eq(in.value, 4);
	ck_assert_int_eq(dnb_analysis_component_edges(an, 1, edges, 8, &n), DNB_OK);
	ck_assert_uint_eq(in.move, edges[0]);
	dnb_analysis_free(an);
	expect_move_is_best(g, edges[0]);
	ck_assert_int_eq(dnb_game_play(g, edges[2], NULL), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	expect_component(an, 1, DNB_COMPONENT_CAPTURABLE, 6);
	ck_assert_int_eq(dnb_analysis_component(an, 1, NULL, NULL, &edges[0], &edges[1]), DNB_OK);
	ck_assert_uint_eq(edges[0], DNB_NO_EDGE);
	ck_assert_uint_eq(edges[1], DNB_NO_EDGE);
	ck_assert_int_eq(in.value, 6);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_KEEP);
	ck_assert_uint_eq(in.handout, 4);
	ck_assert_int_eq(in.margin, 6 - 8 + 6);
	dnb_analysis_free(an);
	ck_assert_uint_eq(follow_handout(g, 3), 3); /* two boxes, then the split */
	/* The opener now holds two dominoes, each taken by one move. */
	an = analyse(g, &in);
	ck_assert_uint_eq(in.capturable_paths, 2);
	ck_assert_uint_eq(in.capturable_boxes, 4);
	ck_assert_uint_eq(in.to_move, 1);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_GIVE);
	ck_assert_int_eq(in.margin, 4 - 6);
	dnb_analysis_free(an);
	/* From there on, too, every suggested move is optimal. */
	ck_assert_uint_eq(follow_handout(g, 10), 2);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_board_other_rules)
{
	struct carve c;
	dnb_game *g;
	dnb_analysis_info in;
	dnb_analysis *an;
	dnb_analysis_info small = DNB_ANALYSIS_INFO_INIT;

	dnb_game_free(board_a(&c));
	ck_assert_int_eq(dnb_game_new_setup(5, 5, DNB_RULE_COMPULSORY, c.drawn, NULL, 1, &g),
			 DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_NONE);
	ck_assert_uint_eq(in.long_chains, 2);
	small.size = 4;
	ck_assert_int_eq(dnb_analysis_get(an, &small), DNB_E_INVALID);
	ck_assert_int_eq(dnb_analysis_get(NULL, &in), DNB_E_INVALID);
	ck_assert_int_eq(dnb_analysis_component(an, 3, NULL, NULL, NULL, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_analysis_component_boxes(an, 0, NULL, 1, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_analysis_component_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_analysis_new(NULL, &an), DNB_E_INVALID);
	ck_assert_int_eq(dnb_analysis_new(g, NULL), DNB_E_INVALID);
	dnb_analysis_free(an);
	dnb_analysis_free(NULL);
	dnb_game_free(g);
	/* The border rule only pre-draws edges: the theory still applies (to
	 * loops only, as no chain can leave the board). */
	carve_init(&c, 5, 5);
	carve_path(&c, loop4, 4, 0, 0, 1);
	ck_assert_int_eq(dnb_game_new_setup(5, 5, DNB_RULE_BORDER, c.drawn, NULL, 2, &g), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	ck_assert_uint_eq(in.to_move, 2);
	ck_assert_int_eq(in.value, 4);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_board_largest)
{
	/* 32 x 32: a snake through all 1024 boxes is one chain; a Hamiltonian
	 * cycle is one loop.  Both are found without recursion. */
	static struct carve c;
	static uint32_t rc[2 * 1024];
	dnb_analysis_info in;
	dnb_analysis *an;
	dnb_game *g;
	uint32_t n = 0, ea, eb;

	for (uint32_t r = 0; r < 32; r++)
		for (uint32_t k = 0; k < 32; k++) {
			rc[2 * n] = r;
			rc[2 * n + 1] = r % 2 ? 31 - k : k;
			n++;
		}
	carve_init(&c, 32, 32);
	carve_path(&c, rc, n, 'L', 'L', 0);
	g = carve_game(&c);
	an = analyse(g, &in);
	ck_assert_int_eq(dnb_analysis_component_count(an), 1);
	expect_component(an, 0, DNB_COMPONENT_CHAIN, 1024);
	ck_assert_int_eq(dnb_analysis_component(an, 0, NULL, NULL, &ea, &eb), DNB_OK);
	ck_assert_uint_eq(ea, carve_side(&c, 0, 0, 'L'));
	ck_assert_uint_eq(eb, carve_side(&c, 31, 0, 'L'));
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	ck_assert_int_eq(in.value, 1024);
	ck_assert_uint_eq(in.move, ea);
	dnb_analysis_free(an);
	dnb_game_free(g);

	/* Row 0 left to right, then rows 1..31 snaking over columns 1..31,
	 * and back up column 0. */
	n = 0;
	for (uint32_t k = 0; k < 32; k++) {
		rc[2 * n] = 0;
		rc[2 * n + 1] = k;
		n++;
	}
	for (uint32_t r = 1; r < 32; r++)
		for (uint32_t k = 0; k < 31; k++) {
			rc[2 * n] = r;
			rc[2 * n + 1] = r % 2 ? 31 - k : 1 + k;
			n++;
		}
	for (uint32_t r = 31; r >= 1; r--) {
		rc[2 * n] = r;
		rc[2 * n + 1] = 0;
		n++;
	}
	ck_assert_uint_eq(n, 1024);
	carve_init(&c, 32, 32);
	carve_path(&c, rc, n, 0, 0, 1);
	g = carve_game(&c);
	an = analyse(g, &in);
	ck_assert_int_eq(dnb_analysis_component_count(an), 1);
	expect_component(an, 0, DNB_COMPONENT_LOOP, 1024);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
	ck_assert_int_eq(in.value, 1024);
	ck_assert_int_eq(in.terminal_bonus, 8);
	dnb_analysis_free(an);
	/* Open it: the controller takes everything. */
	ck_assert_int_eq(dnb_game_play(g, in.move, NULL), DNB_OK);
	an = analyse(g, &in);
	ck_assert_uint_eq(in.state, DNB_ANALYSIS_HANDOUT);
	ck_assert_uint_eq(in.decision, DNB_CONTROL_GIVE);
	ck_assert_int_eq(in.margin, 1024);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

/* Quiet checks for the hot loops (ck_assert reports every pass). */
#define REQ_CMP(a, op, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (!(a_ op b_)) ck_abort_msg("%s %s %s failed: %lld, %lld", #a, #op, #b, a_, b_); } while (0)
#define REQ_EQ(a, b) REQ_CMP(a, ==, b)
#define REQ_LT(a, b) REQ_CMP(a, <, b)
#define REQ_LE(a, b) REQ_CMP(a, <=, b)
#define REQ_GE(a, b) REQ_CMP(a, >=, b)
#define REQ(c) do { if (!(c)) ck_abort_msg("failed: %s", #c); } while (0)

/* Invariants of the decomposition of any position. */
static void check_decomposition(const dnb_game *g)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	uint32_t ne = (uint32_t)dnb_game_edge_count(g), nb = w * h, unclaimed = 0, three = 0;
	static uint8_t box_seen[DNB_MAX_SIDE * DNB_MAX_SIDE], edge_seen[DNB_MAX_EDGES];
	static uint32_t boxes[DNB_MAX_SIDE * DNB_MAX_SIDE], edges[DNB_MAX_EDGES];
	dnb_analysis_info in;
	dnb_analysis *an = analyse(g, &in);
	int32_t nc = dnb_analysis_component_count(an);
	uint32_t counts[5] = { 0 };
	size_t safe;

	memset(box_seen, 0, nb);
	memset(edge_seen, 0, ne);
	for (int32_t i = 0; i < nc; i++) {
		uint32_t kind, len, end[2], min_drawn = 4;
		size_t n_b, n_e;
		REQ_EQ(dnb_analysis_component(an, (uint32_t)i, &kind, &len, &end[0], &end[1]),
				 DNB_OK);
		REQ_EQ(dnb_analysis_component_boxes(an, (uint32_t)i, boxes, nb, &n_b), DNB_OK);
		REQ_EQ(dnb_analysis_component_edges(an, (uint32_t)i, edges, ne, &n_e), DNB_OK);
		REQ_EQ(n_b, len);
		REQ(kind >= 1 && kind <= 4);
		counts[kind]++;
		for (size_t k = 0; k < n_b; k++) {
			int32_t sides = dnb_game_box_sides(g, boxes[k]);
			REQ_LT(sides, 4);
			REQ(!box_seen[boxes[k]]);
			box_seen[boxes[k]] = 1;
			if ((uint32_t)sides < min_drawn)
				min_drawn = (uint32_t)sides;
		}
		for (size_t k = 0; k < n_e; k++) {
			REQ(!dnb_game_edge_drawn(g, edges[k]));
			REQ(!edge_seen[edges[k]]);
			edge_seen[edges[k]] = 1;
		}
		switch (kind) {
		case DNB_COMPONENT_CHAIN:
			REQ_EQ(min_drawn, 2);
			REQ_EQ(n_e, len + 1);
			REQ_EQ(edges[0], end[0]);
			REQ_EQ(edges[n_e - 1], end[1]);
			break;
		case DNB_COMPONENT_LOOP:
			REQ_EQ(min_drawn, 2);
			REQ_EQ(n_e, len);
			REQ(len >= 4 && len % 2 == 0);
			REQ_EQ(end[0], DNB_NO_EDGE);
			break;
		case DNB_COMPONENT_CAPTURABLE:
			REQ_GE(min_drawn, 2);
			REQ_EQ(dnb_game_box_sides(g, boxes[0]), 3);
			REQ_EQ(end[0], DNB_NO_EDGE);
			REQ_EQ(n_e, len - 1 + (end[1] != DNB_NO_EDGE));
			break;
		default:
			REQ_LE(min_drawn, 1);
			break;
		}
		/* Consecutive boxes of paths and loops share the listed edge. */
		if (kind != DNB_COMPONENT_OTHER) {
			uint32_t first = end[0] != DNB_NO_EDGE ? 1 : 0;
			for (size_t k = 0; k + 1 < n_b; k++) {
				uint32_t a, b;
				REQ_EQ(dnb_board_edge_boxes(w, h, edges[first + k], &a, &b), DNB_OK);
				REQ((a == boxes[k] && b == boxes[k + 1]) ||
					  (b == boxes[k] && a == boxes[k + 1]));
			}
		}
	}
	for (uint32_t b = 0; b < nb; b++) {
		int32_t sides = dnb_game_box_sides(g, b);
		REQ_EQ(box_seen[b], sides < 4);
		unclaimed += sides < 4;
		three += sides == 3;
	}
	for (uint32_t e = 0; e < ne; e++)
		REQ_EQ(edge_seen[e], !dnb_game_edge_drawn(g, e));
	(void)unclaimed;
	REQ_EQ(in.capturable_boxes, three);
	REQ_EQ(in.loops, counts[DNB_COMPONENT_LOOP]);
	REQ_EQ(in.long_chains + in.short_chains, counts[DNB_COMPONENT_CHAIN]);
	REQ_EQ(in.capturable_paths, counts[DNB_COMPONENT_CAPTURABLE]);
	REQ_EQ(in.other_regions, counts[DNB_COMPONENT_OTHER]);
	dnb_game_safe_moves(g, NULL, 0, &safe);
	REQ_EQ(in.safe_moves, safe);
	if (in.state == DNB_ANALYSIS_LOONY)
		REQ(counts[DNB_COMPONENT_CAPTURABLE] + counts[DNB_COMPONENT_OTHER] == 0);
	dnb_analysis_free(an);
}

START_TEST(test_random_decompositions)
{
	/* Random games on boards up to 32 x 32, stopped at random points. */
	struct test_rng r;
	uint32_t games = test_small() ? 20 : 300;

	rng_seed(&r, 31337);
	for (uint32_t t = 0; t < games; t++) {
		uint32_t w = 1 + rng_below(&r, t % 4 ? 8 : 32), h = 1 + rng_below(&r, t % 4 ? 8 : 32);
		uint32_t moves[DNB_MAX_EDGES];
		size_t n;
		dnb_game *g;

		ck_assert_int_eq(dnb_game_new(w, h, 0, &g), DNB_OK);
		for (int step = 0; dnb_game_is_over(g) == 0; step++) {
			if (rng_below(&r, 8) == 0 || step % 97 == 0)
				check_decomposition(g);
			/* Mostly safe moves while there are any, so chains form. */
			dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n);
			if (n == 0 || rng_below(&r, 10) == 0)
				dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n);
			ck_assert_int_eq(dnb_game_play(g, moves[rng_below(&r, (uint32_t)n)], NULL), DNB_OK);
		}
		check_decomposition(g);
		dnb_game_free(g);
	}
}
END_TEST

/* ---- random simple loony endgames ---- */

static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
static const char side_of[4] = { 'T', 'B', 'L', 'R' };

/* Border sides of box (r, c) as 'T'/'B'/'L'/'R' into out; how many. */
static uint32_t border_sides(const struct carve *c, uint32_t r, uint32_t col, char out[4])
{
	uint32_t n = 0;
	if (r == 0) out[n++] = 'T';
	if (r + 1 == c->h) out[n++] = 'B';
	if (col == 0) out[n++] = 'L';
	if (col + 1 == c->w) out[n++] = 'R';
	return n;
}

/* Try to add a random chain; 1 on success. */
static int random_chain(struct carve *c, struct test_rng *r, uint32_t edge_budget)
{
	uint32_t rc[64], n = 0, seen[DNB_MAX_SIDE * DNB_MAX_SIDE] = { 0 };
	char sides[4], ea, eb;
	uint32_t br = rng_below(r, c->h), bc = rng_below(r, c->w), ns;

	ns = border_sides(c, br, bc, sides);
	if (ns == 0 || c->used[br * c->w + bc])
		return 0;
	ea = sides[rng_below(r, ns)];
	rc[0] = br;
	rc[1] = bc;
	n = 1;
	seen[br * c->w + bc] = 1;
	for (;;) {
		uint32_t cr = rc[2 * n - 2], cc = rc[2 * n - 1], opts[4], no = 0;
		ns = border_sides(c, cr, cc, sides);
		if (n >= 3 && ns > 0 && (rng_below(r, 3) == 0 || n + 1 >= edge_budget)) {
			/* The exit must not be the side used as exit a of a 1-box path. */
			eb = sides[rng_below(r, ns)];
			break;
		}
		if (n + 2 > edge_budget)
			return 0;
		for (int d = 0; d < 4; d++) {
			int nr = (int)cr + dr[d], nc = (int)cc + dc[d];
			if (nr < 0 || nc < 0 || nr >= (int)c->h || nc >= (int)c->w)
				continue;
			if (c->used[nr * c->w + nc] || seen[nr * c->w + nc])
				continue;
			opts[no++] = (uint32_t)d;
		}
		if (no == 0)
			return 0;
		{
			int d = (int)opts[rng_below(r, no)];
			rc[2 * n] = (uint32_t)((int)cr + dr[d]);
			rc[2 * n + 1] = (uint32_t)((int)cc + dc[d]);
			seen[rc[2 * n] * c->w + rc[2 * n + 1]] = 1;
			n++;
		}
	}
	(void)side_of;
	carve_path(c, rc, n, ea, eb, 0);
	return (int)n + 1;
}

/* Try to add the ring of a random rectangle as a loop; its length or 0. */
static int random_loop(struct carve *c, struct test_rng *r, uint32_t edge_budget)
{
	uint32_t hh = 2 + rng_below(r, 2), ww = 2 + rng_below(r, 2), rc[32], n = 0;
	uint32_t r0, c0;

	if (hh > c->h || ww > c->w)
		return 0;
	r0 = rng_below(r, c->h - hh + 1);
	c0 = rng_below(r, c->w - ww + 1);
	/* Clockwise round the rectangle from its top-left box. */
	for (uint32_t j = 0; j < ww; j++) { rc[2 * n] = r0; rc[2 * n + 1] = c0 + j; n++; }
	for (uint32_t i = 1; i < hh; i++) { rc[2 * n] = r0 + i; rc[2 * n + 1] = c0 + ww - 1; n++; }
	for (uint32_t j = ww - 1; j-- > 0;) { rc[2 * n] = r0 + hh - 1; rc[2 * n + 1] = c0 + j; n++; }
	for (uint32_t i = hh - 1; i-- > 1;) { rc[2 * n] = r0 + i; rc[2 * n + 1] = c0; n++; }
	if (n > edge_budget)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (c->used[rc[2 * i] * c->w + rc[2 * i + 1]])
			return 0;
	carve_path(c, rc, n, 0, 0, 1);
	return (int)n;
}

/* A random simple loony endgame with at most 20 undrawn edges. */
static void random_endgame(struct carve *c, struct test_rng *r, uint32_t *chains, uint32_t *loops)
{
	do {
		uint32_t w = 1 + rng_below(r, 5), h = 1 + rng_below(r, 5);
		carve_init(c, w, h);
		*chains = *loops = 0;
		for (int tries = 0; tries < 30; tries++) {
			uint32_t budget = 20 - c->undrawn;
			if (budget < 4)
				break;
			if (rng_below(r, 3) == 0) {
				if (random_loop(c, r, budget))
					(*loops)++;
			} else if (random_chain(c, r, budget)) {
				(*chains)++;
			}
		}
	} while (*chains + *loops == 0);
}

/* From an opened position, wander: take random boxes (not always the
 * suggested ones), and wherever the analysis reports a handout decision
 * check its margin and its move against exhaustive search. */
static uint32_t wander(dnb_game *g, struct test_rng *r)
{
	uint32_t checked = 0;
	struct exhaust x;

	exhaust_init(&x, g);
	for (;;) {
		dnb_analysis_info in;
		dnb_analysis *an = analyse(g, &in);
		uint32_t caps[DNB_MAX_EDGES], move;
		size_t nc;

		dnb_analysis_free(an);
		if (in.state != DNB_ANALYSIS_HANDOUT)
			break;
		ck_assert_int_eq(in.margin, exhaust_value(&x));
		ck_assert_int_eq(exhaust_move_value(&x, in.move), in.margin);
		checked++;
		dnb_game_capture_moves(g, caps, DNB_MAX_EDGES, &nc);
		ck_assert_uint_gt(nc, 0);
		move = rng_below(r, 2) ? caps[rng_below(r, (uint32_t)nc)] : in.move;
		ck_assert_int_eq(dnb_game_play(g, move, NULL), DNB_OK);
	}
	exhaust_free(&x);
	return checked;
}

START_TEST(test_random_against_exhaustive)
{
	struct test_rng r;
	uint32_t cases = test_small() ? 40 : 400, checked_open = 0, loops_seen = 0, allcock = 0;
	uint32_t wandered = 0;

	rng_seed(&r, 5150);
	for (uint32_t t = 0; t < cases; t++) {
		struct carve c;
		struct exhaust x;
		uint32_t chains, loops, open_edge;
		dnb_analysis_info in;
		dnb_analysis *an;
		dnb_endgame *eg;
		dnb_endgame_result er = DNB_ENDGAME_RESULT_INIT;
		dnb_game *g;
		int32_t best;

		random_endgame(&c, &r, &chains, &loops);
		ck_assert_uint_le(c.undrawn, 20);
		g = carve_game(&c);
		an = analyse(g, &in);
		ck_assert_uint_eq(in.state, DNB_ANALYSIS_LOONY);
		ck_assert_uint_eq(in.long_chains, chains);
		ck_assert_uint_eq(in.loops, loops);
		loops_seen += loops;
		exhaust_init(&x, g);
		best = exhaust_value(&x);
		/* Value for the player to move (the opener) is -v. */
		ck_assert_msg(best == -in.value, "case %u: exhaustive %d, -v %lld", t, best,
			      (long long)-in.value);
		ck_assert_int_eq(in.margin, best);
		ck_assert_int_eq(exhaust_move_value(&x, in.move), best);
		ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
		ck_assert_int_eq(dnb_analysis_endgame(an, eg), DNB_OK);
		ck_assert_int_eq(dnb_endgame_evaluate(eg, &er), DNB_OK);
		allcock += er.allcock_override;
		dnb_endgame_free(eg);
		dnb_analysis_free(an);
		/* Open a random component anywhere; the controller's decision and
		 * every move it suggests must be optimal. */
		open_edge = x.edges[rng_below(&r, x.n)];
		exhaust_free(&x);
		ck_assert_int_eq(dnb_game_play(g, open_edge, NULL), DNB_OK);
		if (follow_handout(g, 64) > 0)
			checked_open++;
		/* Again from the same opening, taking boxes at random. */
		while (dnb_game_move_count(g) > 1)
			ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
		wandered += wander(g, &r);
		dnb_game_free(g);
	}
	ck_assert_uint_eq(checked_open, cases);
	ck_assert_uint_gt(wandered, cases);
	ck_assert_uint_gt(loops_seen, cases / 4);
	ck_assert_uint_gt(allcock, 0);
}
END_TEST

TEST_SUITE(endgame_board)
{
	Suite *s = suite_create("endgame-board");
	TCase *tc = tcase_create("board");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_board_loony);
	tcase_add_test(tc, test_board_short_and_branching);
	tcase_add_test(tc, test_board_opened_chain_end);
	tcase_add_test(tc, test_board_opened_chain_middle_keep);
	tcase_add_test(tc, test_board_opened_loop);
	tcase_add_test(tc, test_board_other_rules);
	tcase_add_test(tc, test_board_largest);
	tcase_add_test(tc, test_random_decompositions);
	tcase_add_test(tc, test_random_against_exhaustive);
	suite_add_tcase(s, tc);
	return s;
}
