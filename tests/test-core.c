/* SPDX-License-Identifier: MIT */
/* The rules against hand-checked positions from the rule sheets. */
#include <string.h>

#include "common.h"

static dnb_game *new_game(uint32_t w, uint32_t h, uint32_t rules)
{
	dnb_game *g = NULL;
	ck_assert_int_eq(dnb_game_new(w, h, rules, &g), DNB_OK);
	ck_assert_ptr_nonnull(g);
	return g;
}

static int32_t play(dnb_game *g, const char *move)
{
	int32_t done = -1;
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, move), &done), DNB_OK);
	return done;
}

/* Seed 004 and 001: a 4x4-box board has 5x5 dots and 40 edges. */
START_TEST(test_board_counts)
{
	dnb_game *g = new_game(4, 4, 0);
	uint32_t n;

	ck_assert_int_eq(dnb_game_edge_count(g), 40);
	ck_assert_int_eq(dnb_board_edge_count(4, 4, &n), DNB_OK);
	ck_assert_uint_eq(n, 40);
	/* The bottom-right dot of 4x4 boxes is e5. */
	ck_assert_uint_eq(test_edge(g, "d5-e5"), 4 * 4 + 3);
	ck_assert_uint_eq(test_edge(g, "e4-e5"), 20 + 3 * 5 + 4);
	ck_assert_int_eq(dnb_game_is_over(g), 0);
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_board_edge_count(3, 2, &n), DNB_OK);
	ck_assert_uint_eq(n, 17);
	ck_assert_int_eq(dnb_board_edge_count(32, 32, &n), DNB_OK);
	ck_assert_uint_eq(n, DNB_MAX_EDGES);
}
END_TEST

/* Seed 000, "unsolved form": the mid-game sequence on a 4x3 grid of dots. */
START_TEST(test_seed000_sequence)
{
	dnb_game *g = new_game(3, 2, 0);

	test_play(g, "a1-b1 b1-c1 a2-b2 b2-c2");
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	ck_assert_int_eq(play(g, "a1-a2"), 0); /* player 1 draws a vertical line */
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM),
			 "._._. .\n"
			 "!_._. .\n"
			 ". . . .\n");
	ck_assert_int_eq(dnb_game_to_move(g), 2);

	ck_assert_int_eq(play(g, "b1-b2"), 1); /* player 2 completes a box */
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM),
			 "._._. .\n"
			 "!_!_. .\n"
			 ". . . .\n");
	ck_assert_int_eq(dnb_game_score(g, 1), 0);
	ck_assert_int_eq(dnb_game_score(g, 2), 1);
	ck_assert_int_eq(dnb_game_to_move(g), 2);
	ck_assert_int_eq(dnb_game_box_owner(g, 0), 2);

	ck_assert_int_eq(play(g, "c1-c2"), 1); /* and another */
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM),
			 "._._. .\n"
			 "!_!_! .\n"
			 ". . . .\n");
	ck_assert_int_eq(dnb_game_score(g, 2), 2);
	ck_assert_int_eq(dnb_game_to_move(g), 2);

	ck_assert_int_eq(play(g, "c1-d1"), 0); /* moves yet again, completes none */
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM),
			 "._._._.\n"
			 "!_!_! .\n"
			 ". . . .\n");
	ck_assert_int_eq(dnb_game_score(g, 1), 0);
	ck_assert_int_eq(dnb_game_score(g, 2), 2);
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	ck_assert_int_eq(dnb_game_move_count(g), 8);
	dnb_game_free(g);
}
END_TEST

/* Seed 000's first example: player 1 then player 2 each draw one line. */
START_TEST(test_seed000_first_moves)
{
	dnb_game *g = new_game(3, 2, 0);

	play(g, "a1-b1");
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM), "._. . .\n. . . .\n. . . .\n");
	play(g, "c1-c2");
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM), "._. . .\n. . ! .\n. . . .\n");
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	dnb_game_free(g);
}
END_TEST

/* Seed 004: one edge closing two boxes scores 2 but gives one more move. */
START_TEST(test_double_capture_one_move)
{
	dnb_game *g = new_game(3, 1, 0);

	/* Boxes a and b get every side but the shared one b1-b2. */
	test_play(g, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2");
	ck_assert_int_eq(dnb_game_to_move(g), 2);
	ck_assert_int_eq(play(g, "c1-c2"), 0);
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	ck_assert_int_eq(dnb_game_box_sides(g, 0), 3);
	ck_assert_int_eq(dnb_game_box_sides(g, 1), 3);
	ck_assert_int_eq(play(g, "b1-b2"), 2);
	ck_assert_int_eq(dnb_game_score(g, 1), 2);
	ck_assert_int_eq(dnb_game_to_move(g), 1);
	/* Exactly one further move: it completes nothing, so the turn passes. */
	ck_assert_int_eq(play(g, "c1-d1"), 0);
	ck_assert_int_eq(dnb_game_to_move(g), 2);
	ck_assert_int_eq(dnb_game_box_sides(g, 2), 2);
	dnb_game_free(g);
}
END_TEST

/* Seed 000: "A player who can complete a box is not obliged to do so";
 * the solved form (compulsory capture) obliges. */
START_TEST(test_declining_and_compulsory)
{
	const char *setup = "a1-b1 a2-b2 a1-a2";
	dnb_game *g = new_game(2, 2, 0);
	dnb_game *c = new_game(2, 2, DNB_RULE_COMPULSORY);
	uint32_t moves[16];
	size_t n;

	test_play(g, setup);
	test_play(c, setup);
	/* Box a has three sides; player 2 to move. */
	ck_assert_int_eq(dnb_game_to_move(g), 2);
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, "c1-c2"), NULL), DNB_OK);
	ck_assert_int_eq(dnb_game_play(c, test_edge(c, "c1-c2"), NULL), DNB_E_MUST_CAPTURE);
	ck_assert_int_eq(dnb_game_move_count(c), 3);
	ck_assert_int_eq(dnb_game_legal_moves(c, moves, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 1);
	ck_assert_uint_eq(moves[0], test_edge(c, "b1-b2"));
	ck_assert_int_eq(dnb_game_capture_moves(g, moves, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 1); /* the box is still there for player 1 */
	ck_assert_int_eq(play(c, "b1-b2"), 1);
	ck_assert_int_eq(dnb_game_score(c, 2), 1);
	dnb_game_free(g);
	dnb_game_free(c);
}
END_TEST

START_TEST(test_safe_moves)
{
	dnb_game *g = new_game(2, 1, 0);
	uint32_t moves[16];
	size_t n;

	/* Box a has top and left drawn: a third side on it is not safe. */
	test_play(g, "a1-b1 a1-a2");
	ck_assert_int_eq(dnb_game_safe_moves(g, moves, 16, &n), DNB_OK);
	/* Left: a2-b2 (box a's third), b1-b2 (box a's third), b1-c1, b2-c2, c1-c2. */
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(moves[0], test_edge(g, "b1-c1"));
	ck_assert_uint_eq(moves[1], test_edge(g, "b2-c2"));
	ck_assert_uint_eq(moves[2], test_edge(g, "c1-c2"));
	ck_assert_int_eq(dnb_game_legal_moves(g, NULL, 0, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 5);
	dnb_game_free(g);
}
END_TEST

/* Nimstring: the player with no move on their turn loses.  On 1x1 the
 * second player completes the only box, must move again and cannot: the
 * second player loses although it took the box.  (Seed 003's informal
 * "whoever completes the last box wins" would give the opposite.) */
START_TEST(test_nimstring_last_box_loses)
{
	dnb_game *n = new_game(1, 1, DNB_RULE_NIMSTRING);
	dnb_game *s = new_game(1, 1, 0);
	int32_t winner, margin;

	test_play(n, "a1-b1 a2-b2 a1-a2");
	test_play(s, "a1-b1 a2-b2 a1-a2");
	ck_assert_int_eq(play(n, "b1-b2"), 1);
	ck_assert_int_eq(play(s, "b1-b2"), 1);
	ck_assert_int_eq(dnb_game_is_over(n), 1);
	ck_assert_int_eq(dnb_game_to_move(n), 2);
	ck_assert_int_eq(dnb_game_result(n, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 1);
	ck_assert_int_eq(margin, 1);
	ck_assert_int_eq(dnb_game_result(s, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 2);
	dnb_game_free(n);
	dnb_game_free(s);
}
END_TEST

START_TEST(test_misere)
{
	dnb_game *g = new_game(1, 1, DNB_RULE_MISERE);
	int32_t winner, margin;

	test_play(g, "a1-b1 a2-b2 a1-a2 b1-b2");
	ck_assert_int_eq(dnb_game_score(g, 2), 1);
	ck_assert_int_eq(dnb_game_result(g, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 1);
	ck_assert_int_eq(margin, 1);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_border)
{
	dnb_game *g = new_game(2, 1, DNB_RULE_BORDER);
	uint32_t moves[8];
	size_t n;
	int32_t winner;

	ck_assert_int_eq(dnb_game_legal_moves(g, moves, 8, &n), DNB_OK);
	ck_assert_uint_eq(n, 1);
	ck_assert_uint_eq(moves[0], test_edge(g, "b1-b2"));
	ck_assert_int_eq(dnb_game_box_sides(g, 0), 3);
	ck_assert_int_eq(dnb_game_move_count(g), 0);
	ck_assert_int_eq(play(g, "b1-b2"), 2);
	ck_assert_int_eq(dnb_game_score(g, 1), 2);
	ck_assert_int_eq(dnb_game_result(g, &winner, NULL), DNB_OK);
	ck_assert_int_eq(winner, 1);
	ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
	ck_assert_int_eq(dnb_game_undo(g), DNB_E_NO_HISTORY); /* the border is no move */
	dnb_game_free(g);

	/* On a single box the border closes it before anyone moves. */
	g = new_game(1, 1, DNB_RULE_BORDER);
	ck_assert_int_eq(dnb_game_is_over(g), 1);
	ck_assert_int_eq(dnb_game_box_owner(g, 0), 0);
	ck_assert_int_eq(dnb_game_result(g, &winner, NULL), DNB_OK);
	ck_assert_int_eq(winner, 0);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_draw_and_result)
{
	dnb_game *g = new_game(2, 1, 0);
	int32_t winner = -1, margin = -1;

	ck_assert_int_eq(dnb_game_result(g, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 0);
	ck_assert_int_eq(margin, 0);
	/* Each player takes one box. */
	test_play(g, "a1-b1 b1-c1 a2-b2 a1-a2 b1-b2 c1-c2 b2-c2");
	ck_assert_int_eq(dnb_game_is_over(g), 1);
	ck_assert_int_eq(dnb_game_score(g, 1), 1);
	ck_assert_int_eq(dnb_game_score(g, 2), 1);
	ck_assert_int_eq(dnb_game_result(g, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 0);
	ck_assert_int_eq(margin, 0);
	ck_assert_int_eq(dnb_game_play(g, 0, NULL), DNB_E_OVER);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_undo_and_clone)
{
	dnb_game *g = new_game(2, 2, 0), *c = NULL;
	char before[4096];
	uint32_t moves[16];
	size_t n;

	test_play(g, "a1-b1 a2-b2");
	strcpy(before, test_format(g, DNB_FORMAT_RECORD));
	ck_assert_int_eq(dnb_game_clone(g, &c), DNB_OK);
	test_play(g, "a1-a2 b1-b2 c1-c2");
	ck_assert_int_eq(dnb_game_score(g, 2), 1);
	ck_assert_int_eq(dnb_game_moves(g, moves, 16, &n), DNB_OK);
	ck_assert_uint_eq(n, 5);
	ck_assert_uint_eq(moves[3], test_edge(g, "b1-b2"));
	ck_assert_int_eq(dnb_game_undo_to(g, 2), DNB_OK);
	ck_assert_str_eq(test_format(g, DNB_FORMAT_RECORD), before);
	ck_assert_str_eq(test_format(c, DNB_FORMAT_RECORD), before);
	ck_assert_int_eq(dnb_game_score(g, 2), 0);
	ck_assert_int_eq(dnb_game_undo_to(g, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_undo_to(g, 0), DNB_OK);
	ck_assert_int_eq(dnb_game_move_count(g), 0);
	ck_assert_int_eq(dnb_game_undo(g), DNB_E_NO_HISTORY);
	/* The clone is independent. */
	ck_assert_int_eq(dnb_game_move_count(c), 2);
	dnb_game_free(g);
	dnb_game_free(c);
	dnb_game_free(NULL);
}
END_TEST

START_TEST(test_setup)
{
	/* 2x1 with box a taken by player 2 and every edge of it drawn. */
	uint8_t drawn[7] = { 1, 0, 1, 0, 1, 1, 0 };
	uint8_t owners[2] = { 2, 0 };
	dnb_game *g = NULL;

	/* edges: h(0,0) h(0,1) h(1,0) h(1,1) v(0,0) v(0,1) v(0,2) */
	ck_assert_int_eq(dnb_game_new_setup(2, 1, 0, drawn, owners, 1, &g), DNB_OK);
	ck_assert_int_eq(dnb_game_score(g, 2), 1);
	ck_assert_int_eq(dnb_game_box_sides(g, 1), 1);
	ck_assert_int_eq(dnb_game_move_count(g), 0);
	ck_assert_int_eq(dnb_game_undo(g), DNB_E_NO_HISTORY);
	dnb_game_free(g);
	g = NULL;
	owners[1] = 1; /* box b is not complete */
	ck_assert_int_eq(dnb_game_new_setup(2, 1, 0, drawn, owners, 1, &g), DNB_E_POSITION);
	ck_assert_ptr_null(g);
	owners[1] = 0;
	ck_assert_int_eq(dnb_game_new_setup(2, 1, DNB_RULE_BORDER, drawn, owners, 1, &g),
			 DNB_E_POSITION); /* the border is not all drawn */
	ck_assert_int_eq(dnb_game_new_setup(2, 1, 0, drawn, owners, 3, &g), DNB_E_RANGE);
	ck_assert_ptr_null(g);
}
END_TEST

START_TEST(test_geometry)
{
	uint32_t e, o, r, c, a, b;

	ck_assert_int_eq(dnb_board_edge(3, 2, DNB_VERTICAL, 1, 3, &e), DNB_OK);
	ck_assert_uint_eq(e, 9 + 4 + 3);
	ck_assert_int_eq(dnb_board_edge_coords(3, 2, e, &o, &r, &c), DNB_OK);
	ck_assert_uint_eq(o, DNB_VERTICAL);
	ck_assert_uint_eq(r, 1);
	ck_assert_uint_eq(c, 3);
	ck_assert_int_eq(dnb_board_edge_boxes(3, 2, e, &a, &b), DNB_OK);
	ck_assert_uint_eq(a, 5);
	ck_assert_uint_eq(b, DNB_NO_BOX);
	ck_assert_int_eq(dnb_board_edge(3, 2, DNB_HORIZONTAL, 1, 1, &e), DNB_OK);
	ck_assert_int_eq(dnb_board_edge_boxes(3, 2, e, &a, &b), DNB_OK);
	ck_assert_uint_eq(a, 1);
	ck_assert_uint_eq(b, 4);
	/* Round trip every edge of a few boards. */
	for (uint32_t w = 1; w <= 5; w++)
		for (uint32_t h = 1; h <= 4; h++) {
			uint32_t n;
			dnb_board_edge_count(w, h, &n);
			for (e = 0; e < n; e++) {
				uint32_t back;
				ck_assert_int_eq(dnb_board_edge_coords(w, h, e, &o, &r, &c), DNB_OK);
				ck_assert_int_eq(dnb_board_edge(w, h, o, r, c, &back), DNB_OK);
				ck_assert_uint_eq(back, e);
			}
		}
}
END_TEST

START_TEST(test_bulk_and_rules)
{
	dnb_game *g = new_game(2, 1, 0);
	uint8_t owners[2], edges[7];
	uint32_t rules = 99;
	size_t n;
	char buf[64];

	test_play(g, "a1-b1 a2-b2 a1-a2 c1-c2 b1-b2");
	ck_assert_int_eq(dnb_game_owners(g, owners, 2, &n), DNB_OK);
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(owners[0], 1);
	ck_assert_uint_eq(owners[1], 0);
	ck_assert_int_eq(dnb_game_edges(g, edges, 7, &n), DNB_OK);
	ck_assert_uint_eq(n, 7);
	for (uint32_t e = 0; e < 7; e++)
		ck_assert_int_eq(edges[e], dnb_game_edge_drawn(g, e));
	ck_assert_int_eq(dnb_game_edges(g, edges, 3, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 7);
	ck_assert_int_eq(dnb_game_owners(g, NULL, 0, &n), DNB_E_BUFSIZE);
	ck_assert_int_eq(dnb_game_owners(NULL, owners, 2, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_edges(g, NULL, 2, &n), DNB_E_INVALID);
	dnb_game_free(g);

	ck_assert_int_eq(dnb_rules_parse(" misere\tborder ", 15, &rules), DNB_OK);
	ck_assert_uint_eq(rules, DNB_RULE_MISERE | DNB_RULE_BORDER);
	ck_assert_int_eq(dnb_rules_parse("", 0, &rules), DNB_OK);
	ck_assert_uint_eq(rules, 0);
	ck_assert_int_eq(dnb_rules_parse("standard compulsory", 19, &rules), DNB_OK);
	ck_assert_uint_eq(rules, DNB_RULE_COMPULSORY);
	rules = 99;
	ck_assert_int_eq(dnb_rules_parse("misere nimstring", 16, &rules), DNB_E_INVALID);
	ck_assert_int_eq(dnb_rules_parse("Misere", 6, &rules), DNB_E_PARSE);
	ck_assert_int_eq(dnb_rules_parse(NULL, 0, &rules), DNB_E_INVALID);
	ck_assert_uint_eq(rules, 99);
	ck_assert_int_eq(dnb_rules_format(DNB_RULE_MISERE | DNB_RULE_BORDER, buf, sizeof(buf), &n),
			 DNB_OK);
	ck_assert_str_eq(buf, "misere border");
	ck_assert_uint_eq(n, 13);
	ck_assert_int_eq(dnb_rules_format(0, buf, sizeof(buf), NULL), DNB_OK);
	ck_assert_str_eq(buf, "standard");
	ck_assert_int_eq(dnb_rules_format(DNB_RULES_ALL & ~DNB_RULE_MISERE, buf, sizeof(buf), NULL),
			 DNB_OK);
	ck_assert_str_eq(buf, "compulsory nimstring border");
	ck_assert_int_eq(dnb_rules_format(64, buf, sizeof(buf), NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_rules_format(0, buf, 3, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 8);
}
END_TEST

START_TEST(test_version)
{
	ck_assert_uint_eq(dnb_version(), DNB_VERSION_NUMBER);
	ck_assert_str_eq(dnb_version_string(), "1.2.0");
	ck_assert_str_eq(dnb_strerror(DNB_OK), "success");
	ck_assert_str_eq(dnb_strerror(12345), "unknown status");
	for (int32_t s = DNB_E_IO; s < 0; s++)
		ck_assert_str_ne(dnb_strerror(s), "unknown status");
}
END_TEST

TEST_SUITE(core)
{
	Suite *s = suite_create("core");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, test_board_counts);
	tcase_add_test(tc, test_seed000_sequence);
	tcase_add_test(tc, test_seed000_first_moves);
	tcase_add_test(tc, test_double_capture_one_move);
	tcase_add_test(tc, test_declining_and_compulsory);
	tcase_add_test(tc, test_safe_moves);
	tcase_add_test(tc, test_nimstring_last_box_loses);
	tcase_add_test(tc, test_misere);
	tcase_add_test(tc, test_border);
	tcase_add_test(tc, test_draw_and_result);
	tcase_add_test(tc, test_undo_and_clone);
	tcase_add_test(tc, test_setup);
	tcase_add_test(tc, test_geometry);
	tcase_add_test(tc, test_bulk_and_rules);
	tcase_add_test(tc, test_version);
	suite_add_tcase(s, tc);
	return s;
}
