/* SPDX-License-Identifier: MIT */
/* Move notation, diagrams, records, positions and the terminal render. */
#include <string.h>

#include "common.h"

static dnb_game *parse_ok(const char *text)
{
	dnb_game *g = NULL;
	uint32_t line = 99, col = 99;
	dnb_status st = dnb_game_parse(text, strlen(text), &g, &line, &col);

	ck_assert_msg(st == DNB_OK, "parse: %s at %u:%u", dnb_strerror(st), line, col);
	ck_assert_uint_eq(line, 0);
	return g;
}

static void parse_fails(const char *text, dnb_status want, uint32_t want_line, uint32_t want_col)
{
	dnb_game *g = (dnb_game *)0x1;
	uint32_t line = 0, col = 0;
	dnb_status st = dnb_game_parse(text, strlen(text), &g, &line, &col);

	ck_assert_msg(st == want, "got %s, want %s", dnb_strerror(st), dnb_strerror(want));
	ck_assert_ptr_eq(g, (dnb_game *)0x1);
	ck_assert_uint_eq(line, want_line);
	ck_assert_uint_eq(col, want_col);
}

START_TEST(test_move_text)
{
	uint32_t e;
	char buf[16];
	size_t len;

	ck_assert_int_eq(dnb_move_parse(3, 2, "a1-b1", 5, &e), DNB_OK);
	ck_assert_uint_eq(e, 0);
	ck_assert_int_eq(dnb_move_parse(3, 2, "b1-a1", 5, &e), DNB_OK);
	ck_assert_uint_eq(e, 0);
	ck_assert_int_eq(dnb_move_parse(3, 2, "b2-b1", 5, &e), DNB_OK);
	ck_assert_uint_eq(e, 9 + 1);
	ck_assert_int_eq(dnb_move_parse(3, 2, "h 2 1", 5, &e), DNB_OK);
	ck_assert_uint_eq(e, 7);
	ck_assert_int_eq(dnb_move_parse(3, 2, "v 1 3", 5, &e), DNB_OK);
	ck_assert_uint_eq(e, 9 + 4 + 3);
	ck_assert_int_eq(dnb_move_parse(3, 2, " C3-D3 ", 7, &e), DNB_OK);
	ck_assert_uint_eq(e, 8);
	/* Only the first len bytes count. */
	ck_assert_int_eq(dnb_move_parse(3, 2, "a1-b1xyz", 5, &e), DNB_OK);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a1-c1", 5, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a1-b2", 5, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a1-a1", 5, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "d3-e3", 5, &e), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a4-a3", 5, &e), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a0-b0", 5, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "h 3 0", 5, &e), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "v 0 4", 5, &e), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "h 0", 3, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "", 0, &e), DNB_E_PARSE);
	ck_assert_int_eq(dnb_move_parse(3, 2, "a1b1", 4, &e), DNB_E_PARSE);

	ck_assert_int_eq(dnb_move_format(3, 2, 16, buf, sizeof(buf), &len), DNB_OK);
	ck_assert_str_eq(buf, "d2-d3");
	ck_assert_uint_eq(len, 5);
	ck_assert_int_eq(dnb_move_format(3, 2, 16, buf, 5, &len), DNB_E_BUFSIZE);
	ck_assert_str_eq(buf, "");
	ck_assert_uint_eq(len, 5);
	ck_assert_int_eq(dnb_move_format(3, 2, 16, NULL, 0, &len), DNB_E_BUFSIZE);
	ck_assert_uint_eq(len, 5);
}
END_TEST

/* Every edge of every board shape formats and parses back, columns past z. */
START_TEST(test_move_round_trip)
{
	static const uint32_t sizes[][2] = { { 1, 1 }, { 3, 2 }, { 25, 1 }, { 26, 3 },
					     { 32, 32 }, { 1, 32 } };
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		uint32_t w = sizes[i][0], h = sizes[i][1], n;
		dnb_board_edge_count(w, h, &n);
		for (uint32_t e = 0; e < n; e++) {
			char buf[16];
			size_t len;
			uint32_t back;
			ck_assert_int_eq(dnb_move_format(w, h, e, buf, sizeof(buf), &len), DNB_OK);
			ck_assert_int_eq(dnb_move_parse(w, h, buf, len, &back), DNB_OK);
			ck_assert_uint_eq(back, e);
		}
	}
	{
		char buf[16];
		uint32_t e;
		dnb_board_edge(32, 32, DNB_HORIZONTAL, 32, 31, &e);
		dnb_move_format(32, 32, e, buf, sizeof(buf), NULL);
		ck_assert_str_eq(buf, "af33-ag33");
		dnb_board_edge(26, 1, DNB_HORIZONTAL, 0, 25, &e);
		dnb_move_format(26, 1, e, buf, sizeof(buf), NULL);
		ck_assert_str_eq(buf, "z1-aa1");
	}
}
END_TEST

/* The seed 000 diagrams read as given, tabs and notes included. */
START_TEST(test_diagram_read)
{
	const char *seed = "\t._._. .\t\n"
			   "\t!_!_! .\t\t\t\tScore - Player 1 : 0\n"
			   "\t. . . .\t\t\t\t\tPlayer 2 : 2\n"
			   "\n";
	dnb_game *g = NULL;
	uint32_t line, col;

	ck_assert_int_eq(dnb_game_parse_diagram(seed, strlen(seed), 0, 1, &g, &line, &col), DNB_OK);
	ck_assert_int_eq(dnb_game_width(g), 3);
	ck_assert_int_eq(dnb_game_height(g), 2);
	ck_assert_str_eq(test_format(g, DNB_FORMAT_DIAGRAM), "._._. .\n!_!_! .\n. . . .\n");
	/* Completed boxes from a diagram belong to nobody. */
	ck_assert_int_eq(dnb_game_box_sides(g, 0), 4);
	ck_assert_int_eq(dnb_game_box_owner(g, 0), 0);
	ck_assert_int_eq(dnb_game_score(g, 1) + dnb_game_score(g, 2), 0);
	dnb_game_free(g);

	g = (dnb_game *)0x1;
	ck_assert_int_eq(dnb_game_parse_diagram("._.\n! x\n", 8, 0, 1, &g, &line, &col), DNB_E_PARSE);
	ck_assert_uint_eq(line, 2);
	ck_assert_uint_eq(col, 3);
	ck_assert_int_eq(dnb_game_parse_diagram("._.\n. . .\n", 10, 0, 1, &g, &line, &col),
			 DNB_E_PARSE);
	ck_assert_uint_eq(line, 2);
	ck_assert_int_eq(dnb_game_parse_diagram("!_.\n. .\n", 8, 0, 1, &g, &line, &col),
			 DNB_E_PARSE);
	ck_assert_uint_eq(line, 1);
	ck_assert_int_eq(dnb_game_parse_diagram(". .\n", 4, 0, 1, &g, &line, &col), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_parse_diagram(". .\n. .\n\nx", 10, 0, 1, &g, &line, &col),
			 DNB_E_PARSE);
	ck_assert_uint_eq(line, 4);
	ck_assert_ptr_eq(g, (dnb_game *)0x1);
}
END_TEST

START_TEST(test_record_round_trip)
{
	dnb_game *g = NULL, *back;
	const char *want = "dnb 1\n"
			   "size 3x2\n"
			   "rules compulsory misere\n"
			   "moves a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 b1-b2\n";

	ck_assert_int_eq(dnb_game_new(3, 2, DNB_RULE_COMPULSORY | DNB_RULE_MISERE, &g), DNB_OK);
	test_play(g, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 b1-b2");
	ck_assert_str_eq(test_format(g, DNB_FORMAT_RECORD), want);
	back = parse_ok(want);
	ck_assert_str_eq(test_format(back, DNB_FORMAT_RECORD), want);
	ck_assert_int_eq(dnb_game_score(back, 2), 1);
	ck_assert_int_eq(dnb_game_to_move(back), 2);
	ck_assert_int_eq(dnb_game_rules(back), DNB_RULE_COMPULSORY | DNB_RULE_MISERE);
	dnb_game_undo(back);
	ck_assert_int_eq(dnb_game_to_move(back), 2);
	dnb_game_free(back);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_position_text)
{
	dnb_game *g = NULL, *back;
	const char *want = "dnb 1\n"
			   "size 3x2\n"
			   "rules standard\n"
			   "to-move 1\n"
			   "scores 0 2\n"
			   "edges\n"
			   "._._._.\n"
			   "!_!_! .\n"
			   ". . . .\n"
			   "owners\n"
			   "22.\n"
			   "...\n";

	ck_assert_int_eq(dnb_game_new(3, 2, 0, &g), DNB_OK);
	test_play(g, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 b1-b2 c1-c2 c1-d1");
	ck_assert_str_eq(test_format(g, DNB_FORMAT_POSITION), want);
	back = parse_ok(want);
	ck_assert_str_eq(test_format(back, DNB_FORMAT_POSITION), want);
	ck_assert_int_eq(dnb_game_move_count(back), 0);
	/* A record of a game that began from a setup carries the setup. */
	test_play(back, "d1-d2");
	{
		const char *rec = test_format(back, DNB_FORMAT_RECORD);
		dnb_game *again = parse_ok(rec);
		ck_assert(strstr(rec, "to-move 1\n") != NULL);
		ck_assert(strstr(rec, "moves d1-d2\n") != NULL);
		ck_assert_str_eq(test_format(again, DNB_FORMAT_RECORD), rec);
		ck_assert_int_eq(dnb_game_undo(again), DNB_OK);
		ck_assert_str_eq(test_format(again, DNB_FORMAT_POSITION), want);
		dnb_game_free(again);
	}
	dnb_game_free(back);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_parse_errors)
{
	parse_fails("", DNB_E_PARSE, 1, 1);
	parse_fails("dnb 1\n", DNB_E_PARSE, 2, 1);
	parse_fails("dnb 2\nsize 3x3\n", DNB_E_PARSE, 1, 5);
	parse_fails("dnb 1\nsize 3y3\n", DNB_E_PARSE, 2, 6);
	parse_fails("dnb 1\nsize 33x3\n", DNB_E_RANGE, 2, 6);
	parse_fails("dnb 1\nsize 3x3\nrules standard fast\n", DNB_E_PARSE, 3, 16);
	parse_fails("dnb 1\nsize 3x3\nrules nimstring misere\n", DNB_E_INVALID, 3, 1);
	parse_fails("dnb 1\nsize 3x3\nflavour sweet\n", DNB_E_PARSE, 3, 1);
	parse_fails("dnb 1\nsize 3x3\nmoves a1-b1 a1-b1\n", DNB_E_ILLEGAL, 3, 13);
	parse_fails("dnb 1\nsize 3x3\nmoves a1-b1\nmoves a1-z1\n", DNB_E_RANGE, 4, 7);
	parse_fails("dnb 1\nsize 3x3\nmoves a1-b1 what\n", DNB_E_PARSE, 3, 13);
	parse_fails("dnb 1\nsize 1x1\nrules compulsory\n"
		    "moves a1-b1 a2-b2 a1-a2 b1-a1\n", DNB_E_ILLEGAL, 4, 25);
	parse_fails("dnb 1\nsize 2x1\nrules compulsory\nto-move 1\nedges\n._. .\n!_. .\n"
		    "moves b1-c1\n", DNB_E_MUST_CAPTURE, 8, 7);
	/* Position blocks: a diagram of the wrong width, owners of open boxes,
	 * scores that disagree. */
	parse_fails("dnb 1\nsize 2x1\nedges\n._.\n. .\n", DNB_E_PARSE, 4, 1);
	parse_fails("dnb 1\nsize 1x1\nedges now\n._.\n. .\n", DNB_E_PARSE, 3, 7);
	parse_fails("dnb 1\nsize 2x1\nedges\n. . .\n. . .\nowners\n1.\n", DNB_E_POSITION, 7, 1);
	parse_fails("dnb 1\nsize 1x1\nedges\n._.\n!_!\nowners\n1\nscores 0 1\n",
		    DNB_E_POSITION, 8, 1);
	parse_fails("dnb 1\nsize 1x1\nedges\n._.\n!_!\nowners\n3\n", DNB_E_PARSE, 7, 1);
	parse_fails("dnb 1\nsize 1x1\nto-move 3\n", DNB_E_PARSE, 3, 8);
	parse_fails("dnb 1\nsize 1x1\nto-move 1\n", DNB_E_PARSE, 3, 1);
	/* Comments and blank lines are fine; CRLF too. */
	{
		dnb_game *g = parse_ok("# a game\r\n\r\ndnb 1\r\nsize 2x2\r\n# moves:\r\nmoves a1-b1\r\n");
		ck_assert_int_eq(dnb_game_move_count(g), 1);
		dnb_game_free(g);
	}
}
END_TEST

START_TEST(test_render)
{
	dnb_game *g = NULL;
	const char *want = "     a   b   c   d\n"
			   "  1  .---.---.---.\n"
			   "     | 2 | 2 |\n"
			   "  2  .---.---.   .\n"
			   "\n"
			   "  3  .   .   .   .\n"
			   "\n"
			   "player 1: 0  player 2: 2  to move: 1\n";

	ck_assert_int_eq(dnb_game_new(3, 2, 0, &g), DNB_OK);
	test_play(g, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 b1-b2 c1-c2 c1-d1");
	ck_assert_str_eq(test_format(g, DNB_FORMAT_RENDER), want);
	dnb_game_free(g);
	/* Row numbers past 9 and columns past z. */
	ck_assert_int_eq(dnb_game_new(27, 10, 0, &g), DNB_OK);
	{
		const char *r = test_format(g, DNB_FORMAT_RENDER);
		ck_assert(strstr(r, "z   aa   ab\n") != NULL || strstr(r, " z   aa  ab\n") != NULL);
		ck_assert(strstr(r, "\n 11  .") != NULL);
	}
	dnb_game_free(g);
}
END_TEST

TEST_SUITE(notation)
{
	Suite *s = suite_create("notation");
	TCase *tc = tcase_create("notation");

	tcase_add_test(tc, test_move_text);
	tcase_add_test(tc, test_move_round_trip);
	tcase_add_test(tc, test_diagram_read);
	tcase_add_test(tc, test_record_round_trip);
	tcase_add_test(tc, test_position_text);
	tcase_add_test(tc, test_parse_errors);
	tcase_add_test(tc, test_render);
	suite_add_tcase(s, tc);
	return s;
}
