/* SPDX-License-Identifier: MIT */
/*
 * The opening books: a saved book reads back to the same bytes; every
 * truncation and random damage of a small book is DNB_E_CORRUPT; lookups
 * agree under every symmetry of the board; a game of the board turned
 * reads the book; HARD and PERFECT play from a book.  The shipped books'
 * contents are checked in test-book-shipped.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define BOOKS TEST_SRCDIR "/../lib/book/data"

static uint8_t *read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = malloc(1 << 20);

	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(buf);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

START_TEST(free_null)
{
	dnb_book_free(NULL);
	ck_assert_int_eq(dnb_book_open_memory(NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_book_open_file("/nonexistent/x.book", &(dnb_book *){ NULL }),
			 DNB_E_IO);
	ck_assert_int_eq(dnb_ai_set_book(NULL, NULL), DNB_E_INVALID);
	ck_assert_str_ne(dnb_strerror(DNB_E_CORRUPT), "unknown status");
}
END_TEST

START_TEST(round_trip)
{
	size_t len, len2;
	uint8_t *bytes = read_all(BOOKS "/3x3.book", &len), *again = malloc(len);
	dnb_book *b, *c;
	dnb_game *g;
	uint64_t n;
	uint32_t best[64];
	size_t nb;
	int32_t v;

	ck_assert_int_eq(dnb_book_open_memory(bytes, len, &b), DNB_OK);
	ck_assert_int_eq(dnb_book_info(b, NULL, NULL, NULL, &n), DNB_OK);
	ck_assert_int_eq(n, 48);
	ck_assert_int_eq(dnb_book_save(b, NULL, 0, &len2), DNB_E_BUFSIZE);
	ck_assert_uint_eq(len2, len);
	ck_assert_int_eq(dnb_book_save(b, again, len, &len2), DNB_OK);
	ck_assert_mem_eq(again, bytes, len);
	/* the same entries added in another order: the same bytes */
	ck_assert_int_eq(dnb_book_new(3, 3, DNB_RULES_STANDARD, &c), DNB_OK);
	ck_assert_int_eq(dnb_game_new(3, 3, DNB_RULES_STANDARD, &g), DNB_OK);
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t e = 24; e-- > 0;) {
			if (pass)
				ck_assert_int_eq(dnb_game_play(g, e, NULL), DNB_OK);
			ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
			ck_assert_int_eq(dnb_book_add(c, g, v, best, nb), DNB_OK);
			ck_assert_int_eq(dnb_book_add(c, g, v, best, nb), DNB_OK);
			ck_assert_int_eq(dnb_book_add(c, g, v + 2, best, nb), DNB_E_INVALID);
			if (pass)
				ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
		}
	}
	ck_assert_int_eq(dnb_book_info(c, NULL, NULL, NULL, &n), DNB_OK);
	ck_assert_int_eq(n, 5); /* the empty board and four first moves up to symmetry */
	/* a value the boxes cannot give, a drawn edge as a move */
	ck_assert_int_eq(dnb_book_add(c, g, 10, best, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_book_add(c, g, -3, NULL, 0), DNB_E_INVALID);
	dnb_game_free(g);
	dnb_book_free(c);
	dnb_book_free(b);
	free(again);
	free(bytes);
}
END_TEST

START_TEST(truncated)
{
	size_t len;
	uint8_t *bytes = read_all(BOOKS "/3x3.book", &len);
	dnb_book *b;

	/* every length short of the whole: the seal counts the records */
	for (size_t n = 0; n < len; n++) {
		uint8_t *copy = malloc(n ? n : 1);
		memcpy(copy, bytes, n);
		b = NULL;
		REQUIRE_EQ(dnb_book_open_memory(copy, n, &b), n == 32 ? DNB_OK : DNB_E_CORRUPT);
		if (n == 32) {
			/* the header alone is an empty book: it answers nothing */
			uint64_t k;
			dnb_book_info(b, NULL, NULL, NULL, &k);
			REQUIRE_EQ(k, 0);
			dnb_book_free(b);
		}
		free(copy);
	}
	free(bytes);
}
END_TEST

START_TEST(damaged)
{
	size_t len;
	uint8_t *bytes = read_all(BOOKS "/3x3.book", &len);
	struct test_rng r;

	rng_seed(&r, 19);
	for (int i = 0; i < (test_small() ? 500 : 20000); i++) {
		uint8_t *copy = malloc(len);
		uint32_t flips = 1 + rng_below(&r, 4);
		int changed = 0;
		dnb_book *b = NULL;
		memcpy(copy, bytes, len);
		for (uint32_t k = 0; k < flips; k++)
			copy[rng_below(&r, (uint32_t)len)] ^= (uint8_t)(1 + rng_below(&r, 255));
		changed = memcmp(copy, bytes, len) != 0;
		REQUIRE_EQ(dnb_book_open_memory(copy, len, &b), changed ? DNB_E_CORRUPT : DNB_OK);
		dnb_book_free(b);
		free(copy);
	}
	free(bytes);
}
END_TEST

/* The edge e becomes under symmetry s of a w x h board (an independent
 * version of the library's: through the public coordinates). */
static uint32_t sym_edge(uint32_t w, uint32_t h, uint32_t s, uint32_t e)
{
	uint32_t o, r, c, out = 0;

	ck_assert_int_eq(dnb_board_edge_coords(w, h, e, &o, &r, &c), DNB_OK);
	if (s & 1) /* mirror the columns */
		c = o == DNB_HORIZONTAL ? w - 1 - c : w - c;
	if (s & 2)
		r = o == DNB_HORIZONTAL ? h - r : h - 1 - r;
	if (s & 4) { /* transpose (squares) */
		uint32_t t = r;
		r = c;
		c = t;
		o = 1 - o;
	}
	ck_assert_int_eq(dnb_board_edge(w, h, o, r, c, &out), DNB_OK);
	return out;
}

START_TEST(symmetries)
{
	dnb_book *b;
	dnb_game *g, *t;
	uint32_t best[64], tb[64];
	int32_t v, tv;
	size_t nb, ntb;
	int found = 0;

	ck_assert_int_eq(dnb_book_open_default(3, 3, 0, BOOKS, &b), DNB_OK);
	/* every position of two moves */
	for (uint32_t e1 = 0; e1 < 24; e1++)
		for (uint32_t e2 = e1 + 1; e2 < 24; e2++) {
			uint32_t mark[64] = { 0 };
			ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
			dnb_game_play(g, e1, NULL);
			dnb_game_play(g, e2, NULL);
			REQUIRE_EQ(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
			found++;
			for (uint32_t i = 0; i < nb; i++)
				mark[best[i]] = 1;
			for (uint32_t s = 1; s < 8; s++) {
				ck_assert_int_eq(dnb_game_new(3, 3, 0, &t), DNB_OK);
				dnb_game_play(t, sym_edge(3, 3, s, e1), NULL);
				dnb_game_play(t, sym_edge(3, 3, s, e2), NULL);
				REQUIRE_EQ(dnb_book_lookup(b, t, &tv, tb, 64, &ntb), DNB_OK);
				REQUIRE_EQ(tv, v);
				REQUIRE_EQ(ntb, nb);
				for (uint32_t i = 0; i < 24; i++) {
					int in = 0;
					for (uint32_t k = 0; k < ntb; k++)
						in |= tb[k] == sym_edge(3, 3, s, i);
					REQUIRE_EQ(in, (int)mark[i]);
				}
				dnb_game_free(t);
			}
			dnb_game_free(g);
		}
	ck_assert_int_eq(found, 276);
	dnb_book_free(b);
}
END_TEST

/* A game of the board turned (5x2) reads the 2x5 book: the book's value
 * and optimal moves of the empty board and of every position after one
 * move are the solver's on the 5x2 board itself, and its move values
 * too; dnb_book_open_default finds the 2x5 book for 5x2. */
START_TEST(turned_board)
{
	int32_t vals[64], sv[64], v;
	uint32_t best[64], edges[64];
	size_t n, nb, ne;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *s;
	dnb_book *b;
	dnb_game *g;
	uint32_t w, h;

	ck_assert_int_eq(dnb_book_open_default(5, 2, 0, BOOKS, &b), DNB_OK);
	ck_assert_int_eq(dnb_book_info(b, &w, &h, NULL, NULL), DNB_OK);
	ck_assert_uint_eq(w, 2);
	ck_assert_uint_eq(h, 5);
	ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(5, 2, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_book_move_values(b, g, vals, 64, &n), DNB_OK);
	ck_assert_int_eq(dnb_solver_move_values(s, g, sv, 64, &ne), DNB_OK);
	ck_assert_uint_eq(n, ne);
	for (size_t e = 0; e < n; e++)
		ck_assert_int_eq(vals[e], sv[e]);
	ck_assert_int_eq(dnb_game_legal_moves(g, edges, 64, &ne), DNB_OK);
	for (size_t i = 0; i <= ne; i++) {
		if (i > 0)
			ck_assert_int_eq(dnb_game_play(g, edges[i - 1], NULL), DNB_OK);
		ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
		ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
		ck_assert_int_eq(v, r.value);
		ck_assert_uint_eq(nb, r.best_count);
		for (size_t k = 0; k < nb; k++)
			ck_assert_uint_eq(best[k], r.best_moves[k]);
		if (i > 0)
			ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
	}
	dnb_game_free(g);
	/* a board that is neither */
	ck_assert_int_eq(dnb_game_new(5, 3, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_E_NOT_APPLICABLE);
	dnb_game_free(g);
	dnb_solver_free(s);
	dnb_book_free(b);
}
END_TEST

START_TEST(ai_reads_book)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai_result res = DNB_AI_RESULT_INIT;
	uint32_t levels[] = { DNB_AI_HARD, DNB_AI_PERFECT };
	dnb_book *b;
	dnb_game *g;
	dnb_ai *ai;
	uint32_t edge;

	ck_assert_int_eq(dnb_book_open_default(3, 4, 0, BOOKS, &b), DNB_OK);
	ck_assert_int_eq(dnb_game_new(3, 4, 0, &g), DNB_OK);
	for (int i = 0; i < 2; i++) {
		o.level = levels[i];
		ck_assert_int_eq(dnb_ai_new(&o, &ai), DNB_OK);
		ck_assert_int_eq(dnb_ai_set_book(ai, b), DNB_OK);
		ck_assert_int_eq(dnb_ai_move(ai, g, &edge, &res), DNB_OK);
		ck_assert_uint_eq(res.reason, DNB_AI_REASON_BOOK);
		ck_assert_str_eq(dnb_ai_reason_name(res.reason), "book");
		ck_assert_uint_eq(res.has_value, 1);
		ck_assert_int_eq(res.value, 0);
		ck_assert_uint_eq(res.nodes, 0);
		ck_assert_int_eq(dnb_ai_set_book(ai, NULL), DNB_OK);
		dnb_ai_free(ai);
	}
	dnb_game_free(g);
	dnb_book_free(b);
}
END_TEST

TEST_SUITE(book)
{
	Suite *s = suite_create("book");
	TCase *tc = tcase_create("book");

	tcase_add_test(tc, free_null);
	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, truncated);
	tcase_add_test(tc, damaged);
	tcase_add_test(tc, symmetries);
	tcase_add_test(tc, turned_board);
	tcase_add_test(tc, ai_reads_book);
	suite_add_tcase(s, tc);
	return s;
}
