/* SPDX-License-Identifier: MIT */
/*
 * The books shipped with the library (lib/book/data): Wilson's published
 * values of the first moves on 3x3, 4x4 and 3x5, the 2x5 and 3x4 books
 * against the solver to five moves deep, and PERFECT playing 4x4 from its
 * book.
 */
#include "common.h"

#define BOOKS TEST_SRCDIR "/../lib/book/data"

/* Wilson's analysis: on 3x3 every first move loses by 3 (the value for
 * the first player, who moved it), from the book and from the solver. */
START_TEST(wilson_3x3_first_moves)
{
	dnb_book *b;
	dnb_game *g;
	dnb_solver *s;
	int32_t vals[24], sv[24];
	size_t n;

	ck_assert_int_eq(dnb_book_open_default(3, 3, 0, BOOKS, &b), DNB_OK);
	ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_book_move_values(b, g, vals, 24, &n), DNB_OK);
	ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
	ck_assert_int_eq(dnb_solver_move_values(s, g, sv, 24, &n), DNB_OK);
	for (uint32_t e = 0; e < 24; e++) {
		ck_assert_int_eq(vals[e], -3);
		ck_assert_int_eq(sv[e], -3);
	}
	dnb_solver_free(s);
	dnb_game_free(g);
	dnb_book_free(b);
}
END_TEST

/* The shipped 2x5 and 3x4 books: the empty board's value is the solver's
 * and the best of the first moves' values. */
START_TEST(shipped_books)
{
	static const uint32_t sizes[][3] = { { 2, 5, 0 }, { 3, 4, 0 } };

	for (int i = 0; i < 2; i++) {
		uint32_t w = sizes[i][0], h = sizes[i][1], ne;
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		int32_t vals[64], v, top = INT32_MIN;
		uint32_t best[64];
		size_t n, nb;
		dnb_book *b;
		dnb_game *g;
		dnb_solver *s;
		ck_assert_int_eq(dnb_book_open_default(w, h, 0, BOOKS, &b), DNB_OK);
		ck_assert_int_eq(dnb_game_new(w, h, 0, &g), DNB_OK);
		dnb_board_edge_count(w, h, &ne);
		ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
		ck_assert_int_eq(dnb_book_move_values(b, g, vals, 64, &n), DNB_OK);
		ck_assert_uint_eq(n, ne);
		for (uint32_t e = 0; e < ne; e++) {
			ck_assert_int_ne(vals[e], DNB_SOLVER_NO_VALUE);
			top = vals[e] > top ? vals[e] : top;
		}
		ck_assert_int_eq(top, v);
		if (w * h <= 10) {
			ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
			ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
			ck_assert_int_eq(r.value, v);
			ck_assert_uint_eq(r.best_count, nb);
			dnb_solver_free(s);
		}
		/* a game of another board: not in this book */
		dnb_game_free(g);
		ck_assert_int_eq(dnb_game_new(h + 1, w, 0, &g), DNB_OK);
		ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_E_NOT_APPLICABLE);
		dnb_game_free(g);
		dnb_book_free(b);
	}
}
END_TEST

/* The deeper entries of the shipped 2x5 and 3x4 books (every distinct
 * position up to five moves deep, counted as dnb book build counts them):
 * positions reached by random moves from the empty board are in the book,
 * with the solver's value and optimal moves. */
START_TEST(shipped_books_deep)
{
	static const uint32_t sizes[][3] = { { 2, 5, 25696 }, { 3, 4, 51983 } };
	int rounds = test_small() ? 3 : 20;
	struct test_rng rng;

	rng_seed(&rng, 29);
	for (int i = 0; i < 2; i++) {
		uint32_t w = sizes[i][0], h = sizes[i][1];
		dnb_solver *s;
		dnb_book *b;
		uint64_t entries;

		ck_assert_int_eq(dnb_book_open_default(w, h, 0, BOOKS, &b), DNB_OK);
		ck_assert_int_eq(dnb_book_info(b, NULL, NULL, NULL, &entries), DNB_OK);
		ck_assert_uint_eq(entries, sizes[i][2]);
		ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
		for (int t = 0; t < rounds; t++) {
			dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
			uint32_t moves[DNB_MAX_EDGES], best[DNB_MAX_EDGES], depth = 2 + rng_below(&rng, 4);
			size_t n, nb;
			int32_t v;
			dnb_game *g;

			ck_assert_int_eq(dnb_game_new(w, h, 0, &g), DNB_OK);
			for (uint32_t k = 0; k < depth; k++) {
				ck_assert_int_eq(dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
				ck_assert_int_eq(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL),
						 DNB_OK);
			}
			ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, DNB_MAX_EDGES, &nb), DNB_OK);
			ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
			ck_assert_int_eq(v, r.value);
			ck_assert_uint_eq(nb, r.best_count);
			for (size_t k = 0; k < nb; k++) {
				uint32_t j = 0;
				while (j < r.best_count && r.best_moves[j] != best[k])
					j++;
				ck_assert_uint_lt(j, r.best_count);
			}
			dnb_game_free(g);
		}
		dnb_solver_free(s);
		dnb_book_free(b);
	}
}
END_TEST

/* Wilson's values from the shipped books: the empty 4x4 board is a tie,
 * the first player loses 3x5 by 1, and on both boards every first move is
 * optimal (so the root's record gives the whole first-move table).  The
 * books also hold each distinct first move (solved apart from the root,
 * with another table size): every one is worth 0 (4x4) or +1 (3x5) to the
 * player who replies. */
START_TEST(wilson_4x4_3x5)
{
	static const int32_t boards[][4] = { { 4, 4, 0, 7 }, { 3, 5, -1, 13 } };

	for (int i = 0; i < 2; i++) {
		uint32_t w = (uint32_t)boards[i][0], h = (uint32_t)boards[i][1], ne, optimal = 0;
		uint64_t entries;
		int32_t vals[64], v;
		uint32_t best[64];
		size_t n, nb;
		dnb_book *b;
		dnb_game *g;

		ck_assert_int_eq(dnb_book_open_default(w, h, 0, BOOKS, &b), DNB_OK);
		/* the empty board and its distinct first moves (6 on 4x4, 12 on
		 * 3x5), as dnb_book(5) says */
		ck_assert_int_eq(dnb_book_info(b, NULL, NULL, NULL, &entries), DNB_OK);
		ck_assert_uint_eq(entries, (uint64_t)boards[i][3]);
		ck_assert_int_eq(dnb_game_new(w, h, 0, &g), DNB_OK);
		dnb_board_edge_count(w, h, &ne);
		ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
		ck_assert_int_eq(v, boards[i][2]);
		ck_assert_int_eq(dnb_book_move_values(b, g, vals, 64, &n), DNB_OK);
		ck_assert_uint_eq(n, ne);
		for (size_t e = 0; e < n; e++)
			optimal += vals[e] == v;
		ck_assert_uint_eq(optimal, ne);
		ck_assert_uint_eq(nb, ne);
		for (uint32_t e = 0; entries > 1 && e < ne; e++) {
			ck_assert_int_eq(dnb_game_play(g, e, NULL), DNB_OK);
			ck_assert_int_eq(dnb_book_lookup(b, g, &v, best, 64, &nb), DNB_OK);
			ck_assert_int_eq(v, -boards[i][2]);
			ck_assert_uint_gt(nb, 0);
			ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
		}
		dnb_game_free(g);
		dnb_book_free(b);
	}
}
END_TEST

/* PERFECT's first move on 4x4 comes from the shipped book, and so does its
 * reply to any first move: no search at all (bench/results/ai.md: 4 ms as
 * a whole dnb move process). */
START_TEST(perfect_4x4_first_move_from_book)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai_result res = DNB_AI_RESULT_INIT;
	dnb_book *b;
	dnb_game *g;
	dnb_ai *ai;
	uint32_t edge;

	o.level = DNB_AI_PERFECT;
	ck_assert_int_eq(dnb_book_open_default(4, 4, 0, BOOKS, &b), DNB_OK);
	ck_assert_int_eq(dnb_game_new(4, 4, 0, &g), DNB_OK);
	for (uint64_t seed = 1; seed <= 4; seed++) {
		o.seed = seed;
		ck_assert_int_eq(dnb_ai_new(&o, &ai), DNB_OK);
		ck_assert_int_eq(dnb_ai_set_book(ai, b), DNB_OK);
		ck_assert_int_eq(dnb_ai_move(ai, g, &edge, &res), DNB_OK);
		ck_assert_uint_eq(res.reason, DNB_AI_REASON_BOOK);
		ck_assert_uint_eq(res.level, DNB_AI_PERFECT);
		ck_assert_int_eq(res.value, 0);
		ck_assert_uint_eq(res.nodes, 0);
		ck_assert_uint_lt(edge, 40);
		/* the reply, after a first move the seed picks */
		ck_assert_int_eq(dnb_game_play(g, (uint32_t)(seed * 11 % 40), NULL), DNB_OK);
		ck_assert_int_eq(dnb_ai_move(ai, g, &edge, &res), DNB_OK);
		ck_assert_uint_eq(res.reason, DNB_AI_REASON_BOOK);
		ck_assert_int_eq(res.value, 0);
		ck_assert_uint_eq(res.nodes, 0);
		ck_assert_int_eq(dnb_game_edge_drawn(g, edge), 0);
		ck_assert_int_eq(dnb_game_undo(g), DNB_OK);
		dnb_ai_free(ai);
	}
	dnb_game_free(g);
	dnb_book_free(b);
}
END_TEST

TEST_SUITE(book_shipped)
{
	Suite *s = suite_create("book-shipped");
	TCase *tc = tcase_create("book-shipped");

	tcase_add_test(tc, wilson_3x3_first_moves);
	tcase_add_test(tc, shipped_books);
	tcase_add_test(tc, shipped_books_deep);
	tcase_add_test(tc, wilson_4x4_3x5);
	tcase_add_test(tc, perfect_4x4_first_move_from_book);
	suite_add_tcase(s, tc);
	return s;
}
