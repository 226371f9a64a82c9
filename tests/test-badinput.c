/* SPDX-License-Identifier: MIT */
/* Every entry point against bad arguments: the documented status comes back
 * and nothing changes. */
#include <string.h>

#include "common.h"

static char snapshot_buf[2][8192];

static void snapshot(const dnb_game *g, int slot)
{
	size_t len;
	char *p = snapshot_buf[slot];

	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_RECORD, p, 4096, &len), DNB_OK);
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_POSITION, p + len, 8192 - len, NULL), DNB_OK);
}

static void assert_unchanged(const dnb_game *g)
{
	snapshot(g, 1);
	ck_assert_str_eq(snapshot_buf[0], snapshot_buf[1]);
}

START_TEST(test_null_pointers)
{
	dnb_game *g = NULL;
	uint32_t u, buf[4];
	size_t n;
	char text[64];
	uint8_t drawn[4] = { 0 };

	ck_assert_int_eq(dnb_game_new(2, 2, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, NULL, NULL, 1, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, drawn, NULL, 1, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_clone(NULL, &g), DNB_E_INVALID);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(dnb_game_play(NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_undo(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_undo_to(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_width(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_height(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_rules(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_edge_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_edge_drawn(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_box_sides(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_box_owner(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_score(NULL, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_to_move(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_is_over(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_move_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_result(NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_legal_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_capture_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_safe_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_format(NULL, 0, text, sizeof(text), NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse(NULL, 3, &g, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse("dnb", 3, NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse_diagram(NULL, 3, 0, 1, &g, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse_diagram(". .", 3, 0, 1, NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_parse(2, 2, NULL, 3, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_parse(2, 2, "a1-b1", 5, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_format(2, 2, 0, NULL, 5, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_count(2, 2, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge(2, 2, 0, 0, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 0, NULL, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 0, &u, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_coords(2, 2, 0, NULL, NULL, NULL), DNB_OK);
	dnb_game_free(NULL);

	ck_assert_int_eq(dnb_game_new(2, 2, 0, &g), DNB_OK);
	snapshot(g, 0);
	ck_assert_int_eq(dnb_game_clone(g, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(g, NULL, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(g, buf, 4, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_legal_moves(g, NULL, 1, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_format(g, 0, NULL, 10, NULL), DNB_E_INVALID);
	assert_unchanged(g);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_ranges_and_flags)
{
	dnb_game *g = NULL;
	uint32_t u;
	uint8_t drawn[DNB_MAX_EDGES] = { 0 };

	ck_assert_int_eq(dnb_game_new(0, 3, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, 0, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(DNB_MAX_SIDE + 1, 3, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, DNB_MAX_SIDE + 1, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(UINT32_MAX, UINT32_MAX, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, 3, 16, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new(3, 3, 0x80000000u, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new(3, 3, DNB_RULE_NIMSTRING | DNB_RULE_MISERE, &g),
			 DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(0, 1, 0, drawn, NULL, 1, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 32, drawn, NULL, 1, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, drawn, NULL, 0, &g), DNB_E_RANGE);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(dnb_game_new(DNB_MAX_SIDE, DNB_MAX_SIDE, DNB_RULES_ALL & ~DNB_RULE_MISERE,
				      &g), DNB_OK);
	dnb_game_free(g);

	ck_assert_int_eq(dnb_board_edge_count(0, 1, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, 2, 0, 0, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_HORIZONTAL, 3, 0, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_HORIZONTAL, 0, 2, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_VERTICAL, 2, 0, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_VERTICAL, 0, 3, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge_coords(2, 2, 12, &u, &u, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 12, &u, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_format(2, 2, 12, NULL, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_format(0, 2, 0, NULL, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(33, 2, "a1-b1", 5, &u), DNB_E_RANGE);
}
END_TEST

START_TEST(test_bad_moves)
{
	dnb_game *g = NULL;
	int32_t done = 77;

	ck_assert_int_eq(dnb_game_new(2, 2, DNB_RULE_COMPULSORY, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2 a1-a2");
	snapshot(g, 0);
	ck_assert_int_eq(dnb_game_play(g, 12, &done), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_play(g, UINT32_MAX, &done), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, "a1-b1"), &done), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, "c1-c2"), &done), DNB_E_MUST_CAPTURE);
	ck_assert_int_eq(done, 77);
	ck_assert_int_eq(dnb_game_edge_drawn(g, 12), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_box_sides(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_box_owner(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_score(g, 0), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_score(g, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_undo_to(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_format(g, 4, snapshot_buf[1], 10, NULL), DNB_E_INVALID);
	assert_unchanged(g);
	dnb_game_free(g);

	/* After the end every move is refused as such. */
	ck_assert_int_eq(dnb_game_new(1, 1, 0, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2 a1-a2 b1-b2");
	snapshot(g, 0);
	for (uint32_t e = 0; e < 4; e++)
		ck_assert_int_eq(dnb_game_play(g, e, NULL), DNB_E_OVER);
	assert_unchanged(g);
	ck_assert_int_eq(dnb_game_undo_to(g, 0), DNB_OK);
	ck_assert_int_eq(dnb_game_undo(g), DNB_E_NO_HISTORY);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_small_buffers)
{
	dnb_game *g = NULL;
	uint32_t buf[64];
	char text[4096];
	size_t n = 0, need;

	ck_assert_int_eq(dnb_game_new(2, 2, 0, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2");
	ck_assert_int_eq(dnb_game_legal_moves(g, buf, 3, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 10);
	ck_assert_int_eq(dnb_game_moves(g, buf, 1, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(buf[0], test_edge(g, "a1-b1"));
	for (uint32_t f = DNB_FORMAT_RECORD; f <= DNB_FORMAT_RENDER; f++) {
		ck_assert_int_eq(dnb_game_format(g, f, NULL, 0, &need), DNB_E_BUFSIZE);
		memset(text, 'x', sizeof(text));
		ck_assert_int_eq(dnb_game_format(g, f, text, need, &n), DNB_E_BUFSIZE);
		ck_assert_uint_eq(n, need);
		ck_assert_str_eq(text, "");
		ck_assert_int_eq(text[need], 'x'); /* nothing written past size */
		ck_assert_int_eq(dnb_game_format(g, f, text, need + 1, &n), DNB_OK);
		ck_assert_uint_eq(strlen(text), need);
	}
	dnb_game_free(g);
}
END_TEST

START_TEST(test_malformed_text)
{
	static const char *const bad[] = {
		"dnb", "dnb 1", "dnb 1\n", "dnb 1\nsize", "dnb 1\nsize x", "dnb 1\nsize 1x",
		"dnb 1\nsize 0x1", "dnb 1\nsize 1x1 extra", "dnb 1\nsize 1x1\nmoves a1-",
		"dnb 1\nsize 1x1\nedges\n", "dnb 1\nsize 1x1\nedges\n._.\n", "dnb 1\nsize 1x1\nowners\n",
		"dnb 1\nsize 1x1\nscores 1\n", "dnb 1\nsize 1x1\nrules\tstandard nimstring misere",
		"\xff\xfe", "dnb 1\nsize 99999999999x1",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		dnb_game *g = (dnb_game *)0x1;
		uint32_t line = 0, col = 0;
		dnb_status st = dnb_game_parse(bad[i], strlen(bad[i]), &g, &line, &col);
		ck_assert_msg(st < 0, "accepted: %s", bad[i]);
		ck_assert_ptr_eq(g, (dnb_game *)0x1);
		ck_assert_uint_ge(line, 1);
		ck_assert_uint_ge(col, 1);
	}
}
END_TEST

/* "h R C" and "v R C" take only those letters: no other byte in their
 * place reads as one (a NUL once did: strchr finds the terminator). */
START_TEST(test_move_letter_bytes)
{
	for (int b = 0; b < 256; b++) {
		char text[] = "? 1 2";
		uint32_t e = 12345;
		dnb_status st;
		text[0] = (char)b;
		st = dnb_move_parse(3, 3, text, sizeof(text) - 1, &e);
		if (strchr("hHvV", b) && b != 0) {
			ck_assert_int_eq(st, DNB_OK);
		} else {
			ck_assert_msg(st != DNB_OK, "byte %d read as a move letter", b);
			ck_assert_uint_eq(e, 12345);
		}
	}
}
END_TEST

TEST_SUITE(badinput)
{
	Suite *s = suite_create("badinput");
	TCase *tc = tcase_create("badinput");

	tcase_add_test(tc, test_null_pointers);
	tcase_add_test(tc, test_ranges_and_flags);
	tcase_add_test(tc, test_bad_moves);
	tcase_add_test(tc, test_small_buffers);
	tcase_add_test(tc, test_malformed_text);
	tcase_add_test(tc, test_move_letter_bytes);
	suite_add_tcase(s, tc);
	return s;
}
