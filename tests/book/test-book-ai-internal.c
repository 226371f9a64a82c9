/* SPDX-License-Identifier: MIT */
/*
 * The AI and a book whose move cannot be played (white box: such a book
 * no longer opens, so the entry is changed inside the object).  HARD and
 * PERFECT then search instead and play a legal move.
 */
#include "book/store-priv.h"
#include "common.h"

/* A compulsory 2x1 book of one position: the left box with three sides
 * drawn; its entry names the capture.  *g gets the game, in the key's
 * orientation, *quiet an undrawn edge that takes nothing, *drawn a drawn
 * one. */
static dnb_book *capture_book(dnb_game **g, uint32_t *quiet, uint32_t *drawn_edge)
{
	uint8_t drawn[7] = { 0 };
	uint32_t a, c, cap;
	size_t n;
	uint64_t key;
	dnb_book *b;

	for (uint32_t e = 0; e < 7; e++) {
		ck_assert_int_eq(dnb_board_edge_boxes(2, 1, e, &a, &c), DNB_OK);
		if ((a == 0 && c == DNB_NO_BOX) || (c == 0 && a == DNB_NO_BOX))
			drawn[e] = 1;
	}
	ck_assert_int_eq(dnb_game_new_setup(2, 1, DNB_RULE_COMPULSORY, drawn, NULL, DNB_PLAYER_1,
					    g), DNB_OK);
	ck_assert_int_eq(dnb_book_key(*g, &key), DNB_OK);
	dnb_game_free(*g);
	for (uint32_t e = 0; e < 7; e++)
		drawn[e] = (uint8_t)(key >> e & 1u);
	ck_assert_int_eq(dnb_game_new_setup(2, 1, DNB_RULE_COMPULSORY, drawn, NULL, DNB_PLAYER_1,
					    g), DNB_OK);
	ck_assert_int_eq(dnb_game_capture_moves(*g, &cap, 1, &n), DNB_OK);
	ck_assert_uint_eq(n, 1);
	*quiet = *drawn_edge = 7;
	for (uint32_t e = 0; e < 7; e++) {
		if (dnb_game_edge_drawn(*g, e))
			*drawn_edge = e;
		else if (e != cap)
			*quiet = e;
	}
	ck_assert_uint_lt(*quiet, 7);
	ck_assert_uint_lt(*drawn_edge, 7);
	ck_assert_int_eq(dnb_book_new(2, 1, DNB_RULE_COMPULSORY, &b), DNB_OK);
	ck_assert_int_eq(dnb_book_add(b, *g, 2, &cap, 1), DNB_OK);
	ck_assert_uint_eq(b->count, 1);
	ck_assert_uint_eq(b->entry[0].key, key);
	return b;
}

START_TEST(ai_plays_around_a_bad_book)
{
	uint32_t levels[] = { DNB_AI_HARD, DNB_AI_PERFECT }, quiet, drawn, edge, legal[8];
	dnb_ai_result res = DNB_AI_RESULT_INIT;
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_game *g;
	dnb_book *b = capture_book(&g, &quiet, &drawn);
	size_t nl;
	dnb_ai *ai;

	ck_assert_int_eq(dnb_game_legal_moves(g, legal, 8, &nl), DNB_OK);
	ck_assert_uint_eq(nl, 1);
	for (int bad = 0; bad < 3; bad++) {
		/* the book's move: the capture (right), a quiet move, a drawn edge */
		if (bad == 1)
			b->entry[0].best = UINT64_C(1) << quiet;
		else if (bad == 2)
			b->entry[0].best = UINT64_C(1) << drawn;
		for (int i = 0; i < 2; i++) {
			o.level = levels[i];
			ck_assert_int_eq(dnb_ai_new(&o, &ai), DNB_OK);
			ck_assert_int_eq(dnb_ai_set_book(ai, b), DNB_OK);
			ck_assert_int_eq(dnb_ai_move(ai, g, &edge, &res), DNB_OK);
			ck_assert_uint_eq(edge, legal[0]);
			if (bad)
				ck_assert_uint_ne(res.reason, DNB_AI_REASON_BOOK);
			else
				ck_assert_uint_eq(res.reason, DNB_AI_REASON_BOOK);
			ck_assert_int_eq(dnb_ai_hint(ai, g, &res), DNB_OK);
			ck_assert_uint_eq(res.move, legal[0]);
			dnb_ai_free(ai);
		}
	}
	dnb_book_free(b);
	dnb_game_free(g);
}
END_TEST

TEST_SUITE(book_ai_internal)
{
	Suite *s = suite_create("book-ai-internal");
	TCase *tc = tcase_create("book-ai-internal");

	tcase_add_test(tc, ai_plays_around_a_bad_book);
	suite_add_tcase(s, tc);
	return s;
}
