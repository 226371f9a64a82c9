/* SPDX-License-Identifier: MIT */
/* The Dots (kropki) module through its public header: each rule on a
 * position drawn by hand, the ending, undo, copies, the text forms and bad
 * input.
 *
 * Why this file is long: each rule of the rule sheet has its position drawn
 * out as a picture next to its check, so that the rules can be read off the
 * tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"

/* ---- helpers ---- */

static dnb_dots *board(uint32_t w, uint32_t h)
{
	dnb_dots *g = NULL;
	ck_assert_int_eq(dnb_dots_new(w, h, DNB_DOTS_NO_FLAGS, &g), DNB_OK);
	return g;
}

static uint32_t pt(const dnb_dots *g, const char *name)
{
	uint32_t p = UINT32_MAX;
	ck_assert_int_eq(dnb_dots_point_parse((uint32_t)dnb_dots_width(g),
					      (uint32_t)dnb_dots_height(g), name, strlen(name),
					      &p),
			 DNB_OK);
	return p;
}

/* Apply blank-separated actions: "c3" a move, "1:c3"/"2:c3" a setup, "end".
 * Returns the captured count of the last one. */
static int32_t act(dnb_dots *g, const char *actions)
{
	char buf[1024], *save = NULL;
	int32_t captured = 0;

	ck_assert_uint_lt(strlen(actions), sizeof(buf));
	strcpy(buf, actions);
	for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		dnb_status st;
		captured = 0;
		if (strcmp(t, "end") == 0)
			st = dnb_dots_end_turn(g);
		else if ((t[0] == '1' || t[0] == '2') && t[1] == ':')
			st = dnb_dots_setup(g, t[0] - '0', pt(g, t + 2), &captured);
		else
			st = dnb_dots_play(g, pt(g, t), &captured);
		ck_assert_msg(st == DNB_OK, "'%s': %s", t, dnb_strerror(st));
	}
	return captured;
}

/* The position as the record's diagram, rows joined by '/'. */
static const char *diagram(const dnb_dots *g)
{
	static char buf[128 * 129 + 1];
	static const char table[3][3] = { { '.', 'x', 'o' }, { '1', 'a', 'O' }, { '2', 'X', 'b' } };
	uint32_t w = (uint32_t)dnb_dots_width(g), h = (uint32_t)dnb_dots_height(g);
	size_t n = 0;

	for (uint32_t r = 0; r < h; r++) {
		for (uint32_t c = 0; c < w; c++) {
			int32_t v = dnb_dots_point(g, r * w + c), o = dnb_dots_owner(g, r * w + c);
			buf[n++] = table[o][v > 2 ? v - 2 : v];
		}
		buf[n++] = r + 1 < h ? '/' : '\0';
	}
	return buf;
}

static void scores(const dnb_dots *g, int32_t s1, int32_t s2)
{
	ck_assert_int_eq(dnb_dots_score(g, 1), s1);
	ck_assert_int_eq(dnb_dots_score(g, 2), s2);
}

/* ---- the rules, one position each ---- */

START_TEST(test_smallest_capture)
{
	dnb_dots *g = board(5, 5);

	act(g, "2:c3 1:c2 1:b3 1:d3");
	scores(g, 0, 0);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), 2);
	ck_assert_int_eq(act(g, "1:c4"), 1);
	scores(g, 1, 0);
	ck_assert_str_eq(diagram(g), "...../..x../.xOx./..x../.....");
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), DNB_DOTS_CAPTURED_2);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c3")), 1);
	/* The ring's own dots are not inside it. */
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c2")), 0);
	dnb_dots_free(g);

	/* The same with moves, player 2 wasting its moves in the corners. */
	g = board(5, 5);
	act(g, "c2 c3 b3 a1 d3 a5");
	ck_assert_int_eq(dnb_dots_to_move(g), 1);
	ck_assert_int_eq(act(g, "c4"), 1);
	scores(g, 1, 0);
	ck_assert_int_eq(dnb_dots_to_move(g), 2);
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_diagonal_gap_holds)
{
	/* A ring of six dots joined only diagonally around two dots that touch
	 * diagonally themselves, with more of theirs just outside the gaps. */
	dnb_dots *g = board(6, 6);

	act(g, "2:c3 2:d4 2:b2 2:e5 1:c2 1:d3 1:e4 1:d5 1:b3");
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), 2);
	ck_assert_int_eq(act(g, "1:c4"), 2);
	scores(g, 2, 0);
	ck_assert_str_eq(diagram(g), "....../.ox.../.xOx../..xOx./...xo./......");
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_edge_is_not_a_wall)
{
	dnb_dots *g = board(5, 5);

	/* A corner and a side point hemmed in by the edge are not taken. */
	ck_assert_int_eq(act(g, "2:a1 1:b1 1:a2"), 0);
	ck_assert_int_eq(act(g, "2:d1 1:c1 1:e1 1:d2"), 0);
	scores(g, 0, 0);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "a1")), 2);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "d1")), 2);
	dnb_dots_free(g);
	/* One row in, the same shape does take: b2 cannot reach the edge. */
	g = board(5, 5);
	ck_assert_int_eq(act(g, "2:b2 1:b1 1:a2 1:c2"), 0);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "b2")), 2);
	ck_assert_int_eq(act(g, "1:b3"), 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "b2")), DNB_DOTS_CAPTURED_2);
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_empty_ring_then_dot_inside)
{
	dnb_dots *g = board(5, 5);
	uint32_t legal[25];
	size_t n;
	int found = 0;

	/* A ring around nothing is not a base: nothing is taken, the middle
	 * stays free and playable. */
	ck_assert_int_eq(act(g, "1:c2 1:b3 1:d3 1:c4"), 0);
	scores(g, 0, 0);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c3")), 0);
	ck_assert_int_eq(dnb_dots_legal_moves(g, legal, 25, &n), DNB_OK);
	ck_assert_uint_eq(n, 21);
	for (size_t i = 0; i < n; i++)
		found |= legal[i] == pt(g, "c3");
	ck_assert(found);
	/* Player 2 steps in and is taken by its own move. */
	act(g, "a1");
	ck_assert_int_eq(act(g, "c3"), 0);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), DNB_DOTS_CAPTURED_2);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c3")), 1);
	scores(g, 1, 0);
	dnb_dots_free(g);

	/* The owner of the ring may play inside it: nothing happens. */
	g = board(5, 5);
	act(g, "1:c2 1:b3 1:d3 1:c4 c3");
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), 1);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c3")), 0);
	scores(g, 0, 0);
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_own_capture_first)
{
	/* Player 1 has an empty ring around c3; player 2's dot there closes
	 * player 2's own ring around c4.  The mover's capture is resolved first,
	 * so the dot lives and takes c4 (which breaks player 1's ring). */
	dnb_dots *g = board(5, 5);

	act(g, "1:c2 1:b3 1:d3 1:c4 2:b4 2:d4 2:c5");
	scores(g, 0, 0);
	ck_assert_int_eq(act(g, "2:c3"), 1);
	scores(g, 0, 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c3")), 2);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "c4")), DNB_DOTS_CAPTURED_1);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "c4")), 2);
	ck_assert_str_eq(diagram(g), "...../..x../.xox./.oXo./..o..");
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_two_enclosures_one_dot)
{
	dnb_dots *g = board(5, 5);

	act(g, "2:b2 2:d2 1:b1 1:a2 1:b3 1:d1 1:e2 1:d3");
	scores(g, 0, 0);
	ck_assert_int_eq(act(g, "1:c2"), 2);
	scores(g, 2, 0);
	ck_assert_str_eq(diagram(g), ".x.x./xOxOx/.x.x./...../.....");
	dnb_dots_free(g);
}
END_TEST

/* Setup tokens for the diamond of points at distance k from f6 on 11x11. */
static void diamond(dnb_dots *g, int player, int k)
{
	char buf[512];
	size_t n = 0;

	for (int dr = -k; dr <= k; dr++) {
		int rest = k - (dr < 0 ? -dr : dr);
		for (int sign = -1; sign <= 1; sign += 2) {
			int dc = sign * rest;
			if (rest == 0 && sign > 0)
				break;
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%d:%c%d ", player,
					      'a' + 5 + dc, 6 + dr);
		}
	}
	act(g, buf);
}

START_TEST(test_nested_bases_and_recapture)
{
	dnb_dots *g = board(11, 11);

	act(g, "1:f6");
	diamond(g, 2, 1);
	scores(g, 0, 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f6")), DNB_DOTS_CAPTURED_1);
	/* A bigger ring takes the base and all in it; player 2 stops counting
	 * f6, and player 1's own dot there counts for nobody. */
	diamond(g, 1, 2);
	scores(g, 4, 0);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f6")), 1);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "f6")), 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f5")), DNB_DOTS_CAPTURED_2);
	/* And back: a ring of player 2 around all of it. */
	diamond(g, 2, 3);
	scores(g, 0, 9);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f5")), 2);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "f5")), 2);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f6")), DNB_DOTS_CAPTURED_1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f4")), DNB_DOTS_CAPTURED_1);
	diamond(g, 1, 4);
	scores(g, 16, 0);
	ck_assert_str_eq(diagram(g), ".........../.....x...../....xOx..../...xOaOx.../..xOaOaOx../"
				     ".xOaOaOaOx./..xOaOaOx../...xOaOx.../....xOx..../.....x...../"
				     "...........");
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_play_into_base_refused)
{
	dnb_dots *g = board(6, 6);
	uint32_t legal[36];
	size_t n;

	act(g, "2:c3 1:c2 1:d2 1:b3 1:e3 1:c4");
	ck_assert_int_eq(act(g, "1:d4"), 1);
	/* d3 is empty ground of player 1's base: nobody plays there. */
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "d3")), 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "d3")), 0);
	ck_assert_int_eq(dnb_dots_play(g, pt(g, "d3"), NULL), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_dots_setup(g, 1, pt(g, "d3"), NULL), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_dots_setup(g, 2, pt(g, "d3"), NULL), DNB_E_ILLEGAL);
	/* A captured dot's point, an occupied point, a point off the board. */
	ck_assert_int_eq(dnb_dots_play(g, pt(g, "c3"), NULL), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_dots_play(g, pt(g, "c2"), NULL), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_dots_play(g, 36, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_legal_moves(g, legal, 36, &n), DNB_OK);
	ck_assert_uint_eq(n, 36 - 6 - 2);
	for (size_t i = 0; i < n; i++)
		ck_assert(legal[i] != pt(g, "d3") && legal[i] != pt(g, "c3"));
	ck_assert_int_eq(dnb_dots_free_count(g), 28);
	ck_assert_int_eq(dnb_dots_history_length(g), 7);
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_own_dots_inside_are_in_the_base)
{
	/* Player 1's dot f6 stands alone inside the ring it closes around f4:
	 * it is surrounded by the base, so it is inside it too. */
	dnb_dots *g = board(11, 11);

	act(g, "1:f6 2:f4");
	diamond(g, 1, 3);
	scores(g, 1, 0);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "f6")), 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f6")), 1);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "e6")), 1);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "f4")), DNB_DOTS_CAPTURED_2);
	ck_assert_int_eq(dnb_dots_free_count(g), 121 - 2 - 12 - 11);
	dnb_dots_free(g);

	/* Points that touch only diagonally are separate enclosures: a ring of
	 * radius 2 around f6 holds four, and only the one with f5 is a base. */
	g = board(11, 11);
	act(g, "1:f6 2:f5");
	diamond(g, 1, 2);
	scores(g, 1, 0);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "f5")), 1);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "e6")), 0);
	ck_assert_int_eq(dnb_dots_owner(g, pt(g, "f6")), 0);
	dnb_dots_free(g);
}
END_TEST

/* ---- ending, undo, copies ---- */

START_TEST(test_ending)
{
	dnb_dots *g = board(3, 3);
	int32_t winner = -1, margin = -1;

	ck_assert_int_eq(dnb_dots_end_turn(g), DNB_OK);
	ck_assert_int_eq(dnb_dots_has_ended(g, 1), 1);
	ck_assert_int_eq(dnb_dots_has_ended(g, 2), 0);
	ck_assert_int_eq(dnb_dots_to_move(g), 2);
	ck_assert_int_eq(dnb_dots_is_over(g), 0);
	/* Player 2 goes on alone. */
	act(g, "a1 b1");
	ck_assert_int_eq(dnb_dots_to_move(g), 2);
	ck_assert_int_eq(dnb_dots_point(g, pt(g, "b1")), 2);
	ck_assert_int_eq(dnb_dots_end_turn(g), DNB_OK);
	ck_assert_int_eq(dnb_dots_is_over(g), 1);
	ck_assert_int_eq(dnb_dots_to_move(g), 0);
	ck_assert_int_eq(dnb_dots_play(g, pt(g, "c3"), NULL), DNB_E_OVER);
	ck_assert_int_eq(dnb_dots_end_turn(g), DNB_E_OVER);
	ck_assert_int_eq(dnb_dots_setup(g, 1, pt(g, "c3"), NULL), DNB_E_OVER);
	ck_assert_int_eq(dnb_dots_result(g, &winner, &margin), DNB_OK);
	ck_assert_int_eq(winner, 0);
	ck_assert_int_eq(margin, 0);
	ck_assert_int_eq(dnb_dots_undo(g), DNB_OK);
	ck_assert_int_eq(dnb_dots_is_over(g), 0);
	ck_assert_int_eq(dnb_dots_to_move(g), 2);
	dnb_dots_free(g);

	/* Over when no free point is left, with a winner. */
	g = board(3, 3);
	act(g, "b1 b2 a2 a1 c2 c1 b3 a3 c3");
	ck_assert_int_eq(dnb_dots_is_over(g), 1);
	ck_assert_int_eq(dnb_dots_free_count(g), 0);
	dnb_dots_result(g, &winner, &margin);
	ck_assert_int_eq(winner, dnb_dots_score(g, 1) > dnb_dots_score(g, 2) ? 1 :
				 dnb_dots_score(g, 1) < dnb_dots_score(g, 2) ? 2 : 0);
	dnb_dots_free(g);

	/* A game not over has no winner whatever the scores. */
	g = board(5, 5);
	act(g, "2:c3 1:c2 1:b3 1:d3 1:c4");
	dnb_dots_result(g, &winner, &margin);
	ck_assert_int_eq(winner, 0);
	ck_assert_int_eq(margin, 1);
	dnb_dots_free(g);
}
END_TEST

static char *record(const dnb_dots *g, uint32_t format)
{
	size_t len;
	char *buf;

	ck_assert_int_eq(dnb_dots_format(g, format, NULL, 0, &len), DNB_E_BUFSIZE);
	buf = malloc(len + 1);
	ck_assert_int_eq(dnb_dots_format(g, format, buf, len + 1, NULL), DNB_OK);
	ck_assert_uint_eq(strlen(buf), len);
	return buf;
}

START_TEST(test_undo_is_exact)
{
	dnb_dots *g = board(5, 5), *c = NULL;
	char *before, *after;

	act(g, "1:c2 1:b3 1:d3 1:c4 2:b4 2:d4 2:c5");
	before = record(g, DNB_DOTS_FORMAT_RECORD);
	ck_assert_int_eq(dnb_dots_clone(g, &c), DNB_OK);
	act(g, "2:c3");
	act(c, "a1 a5");
	ck_assert_int_eq(dnb_dots_undo(g), DNB_OK);
	after = record(g, DNB_DOTS_FORMAT_RECORD);
	ck_assert_str_eq(before, after);
	scores(g, 0, 0);
	ck_assert_int_eq(dnb_dots_free_count(g), 18);
	/* The clone went its own way. */
	scores(c, 0, 0);
	ck_assert_int_eq(dnb_dots_point(c, pt(c, "c3")), 0);
	free(after);
	ck_assert_int_eq(dnb_dots_undo(c), DNB_OK);
	ck_assert_int_eq(dnb_dots_undo(c), DNB_OK);
	after = record(c, DNB_DOTS_FORMAT_RECORD);
	ck_assert_str_eq(before, after);
	for (int i = 0; i < 7; i++)
		ck_assert_int_eq(dnb_dots_undo(g), DNB_OK);
	ck_assert_int_eq(dnb_dots_undo(g), DNB_E_NO_HISTORY);
	ck_assert_str_eq(diagram(g), "...../...../...../...../.....");
	free(before);
	free(after);
	dnb_dots_free(g);
	dnb_dots_free(c);
}
END_TEST

/* A clone plays on like its original from any point of a game (found by
 * fuzz-dots-api: a clone's undo logs were exactly full, and the first move
 * that joined more sets than one doubling made room for wrote past them). */
START_TEST(test_clone_plays_on)
{
	enum { W = 7, H = 7 };
	struct test_rng rng;
	uint32_t moves[W * H];
	size_t n_moves = 0;
	dnb_dots *g = board(W, H);
	char *want;

	rng_seed(&rng, 15);
	for (;;) {
		uint32_t legal[W * H];
		size_t n = 0;

		ck_assert_int_eq(dnb_dots_legal_moves(g, legal, W * H, &n), DNB_OK);
		if (n == 0)
			break;
		moves[n_moves] = legal[rng_below(&rng, (uint32_t)n)];
		ck_assert_int_eq(dnb_dots_play(g, moves[n_moves], NULL), DNB_OK);
		n_moves++;
	}
	want = record(g, DNB_DOTS_FORMAT_RECORD);
	/* one joined pair and a lone dot (one union logged), a clone, then a
	 * dot that joins both: two unions where the clone made room for one */
	{
		dnb_dots *a = board(5, 5), *c = NULL;
		char *ra, *rc;

		act(a, "1:a1 1:b1 1:d1");
		ck_assert_int_eq(dnb_dots_clone(a, &c), DNB_OK);
		act(c, "1:c1 1:c2 1:e2");
		act(a, "1:c1 1:c2 1:e2");
		ra = record(a, DNB_DOTS_FORMAT_RECORD);
		rc = record(c, DNB_DOTS_FORMAT_RECORD);
		ck_assert_str_eq(rc, ra);
		free(ra);
		free(rc);
		dnb_dots_free(a);
		dnb_dots_free(c);
	}
	/* from every point of the game: clone there, play the rest on it */
	for (size_t k = 0; k <= n_moves; k++) {
		dnb_dots *start = board(W, H), *c = NULL;
		char *got;

		for (size_t i = 0; i < k; i++)
			ck_assert_int_eq(dnb_dots_play(start, moves[i], NULL), DNB_OK);
		ck_assert_int_eq(dnb_dots_clone(start, &c), DNB_OK);
		dnb_dots_free(start);
		for (size_t i = k; i < n_moves; i++)
			ck_assert_int_eq(dnb_dots_play(c, moves[i], NULL), DNB_OK);
		got = record(c, DNB_DOTS_FORMAT_RECORD);
		ck_assert_str_eq(got, want);
		free(got);
		dnb_dots_free(c);
	}
	free(want);
	dnb_dots_free(g);
}
END_TEST

/* ---- text ---- */

START_TEST(test_record_round_trip)
{
	dnb_dots *g = board(5, 5), *back = NULL;
	char *text, *again;
	uint32_t line = 9, col = 9;

	act(g, "1:c2 1:b3 1:d3 1:c4 2:b4 2:d4 2:c5 2:c3 a1 end e5");
	text = record(g, DNB_DOTS_FORMAT_RECORD);
	ck_assert_str_eq(text, "dots 1\nsize 5x5\nboard\nx....\n..x..\n.xox.\n.oXo.\n..o.x\n"
			       "moves 1:c2 1:b3 1:d3 1:c4 2:b4 2:d4 2:c5 2:c3 a1 end e5\n");
	ck_assert_int_eq(dnb_dots_parse(text, strlen(text), &back, &line, &col), DNB_OK);
	ck_assert_uint_eq(line, 0);
	again = record(back, DNB_DOTS_FORMAT_RECORD);
	ck_assert_str_eq(text, again);
	ck_assert_int_eq(dnb_dots_has_ended(back, 2), 1);
	ck_assert_int_eq(dnb_dots_to_move(back), 1);
	free(text);
	free(again);
	dnb_dots_free(back);
	dnb_dots_free(g);
}
END_TEST

START_TEST(test_render)
{
	dnb_dots *g = board(5, 5);
	char *text;

	act(g, "2:c3 1:c2 1:b3 1:d3 1:c4");
	text = record(g, DNB_DOTS_FORMAT_RENDER);
	ck_assert_str_eq(text, "   a b c d e\n"
			       " 1 . . . . .\n"
			       " 2 . . x . .\n"
			       " 3 . x O x .\n"
			       " 4 . . x . .\n"
			       " 5 . . . . .\n"
			       "\nplayer 1 (x): 1  player 2 (o): 0  to move: 1\n");
	free(text);
	dnb_dots_free(g);

	/* Wide boards get two-letter columns. */
	g = board(39, 32);
	text = record(g, DNB_DOTS_FORMAT_RENDER);
	ck_assert_ptr_nonnull(strstr(text, "  z aa ab"));
	ck_assert_ptr_nonnull(strstr(text, "\n 32  .  ."));
	free(text);
	dnb_dots_free(g);
}
END_TEST

struct bad_text {
	const char *text;
	dnb_status st;
	uint32_t line, col;
};

START_TEST(test_parse_errors)
{
	static const struct bad_text cases[] = {
		{ "", DNB_E_PARSE, 1, 1 },
		{ "dots 2\nsize 5x5\n", DNB_E_PARSE, 1, 6 },
		{ "dots 1\nsize 5y5\n", DNB_E_PARSE, 2, 6 },
		{ "dots 1\nsize 0x5\n", DNB_E_RANGE, 2, 6 },
		{ "dots 1\nsize 200x5\n", DNB_E_RANGE, 2, 6 },
		{ "dots 1\nsize 5x5\nmoves a1 zz9\n", DNB_E_RANGE, 3, 10 },
		{ "dots 1\nsize 5x5\nmoves a1 a1\n", DNB_E_ILLEGAL, 3, 10 },
		{ "dots 1\nsize 5x5\nmoves a1 3:b1\n", DNB_E_PARSE, 3, 10 },
		{ "dots 1\nsize 5x5\nwhat\n", DNB_E_PARSE, 3, 1 },
		{ "dots 1\nsize 2x2\nboard\n..\n.\n", DNB_E_PARSE, 5, 1 },
		{ "dots 1\nsize 2x2\nboard\n..\n.q\n", DNB_E_PARSE, 5, 2 },
		{ "dots 1\nsize 2x2\nboard\n..\n.x\nmoves a1\n", DNB_E_POSITION, 4, 1 },
		{ "dots 1\nsize 2x2\nmoves end end a1\n", DNB_E_OVER, 3, 15 },
		/* Found by fuzz-dots: a blank line inside the board put the error
		 * of a later row on a line that did not exist. */
		{ "dots 1\nsize 5x5\nboard\n.....\n\n\n..x..\n", DNB_E_PARSE, 5, 1 },
		{ "dots 1\nsize 2x2\nboard\n\n..\n.x\nmoves a1\n", DNB_E_POSITION, 5, 1 },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dnb_dots *g = (dnb_dots *)&cases; /* must stay untouched */
		uint32_t line = 0, col = 0;
		dnb_status st = dnb_dots_parse(cases[i].text, strlen(cases[i].text), &g, &line, &col);
		ck_assert_msg(st == cases[i].st && line == cases[i].line && col == cases[i].col,
			      "case %zu: status %d at %u:%u, wanted %d at %u:%u", i, st, line, col,
			      cases[i].st, cases[i].line, cases[i].col);
		ck_assert_ptr_eq(g, (dnb_dots *)&cases);
	}
}
END_TEST

START_TEST(test_parse_comments_and_board)
{
	const char *text = "# a puzzle\n\ndots 1\nsize 3x3\nboard\n.x.\nxOx\n.x.\n"
			   "# the history\nmoves 2:b2 1:b1 1:a2 1:c2\nmoves 1:b3\n";
	dnb_dots *g = NULL;

	ck_assert_int_eq(dnb_dots_parse(text, strlen(text), &g, NULL, NULL), DNB_OK);
	scores(g, 1, 0);
	ck_assert_int_eq(dnb_dots_history_length(g), 5);
	dnb_dots_free(g);
}
END_TEST

/* Damaged records: every answer is a status, never a crash, and a record
 * that still parses writes itself back in a form that parses again. */
START_TEST(test_parse_mutations)
{
	static const char *const pieces[] = { "1:", "2:", "end", " ", "\n", "moves ", "board\n",
					      "x", "o", "O", "9", "zz", "#", "\r\n" };
	struct test_rng rng;
	dnb_dots *g = board(6, 5);
	char *orig, buf[1024];

	act(g, "1:c2 1:b3 1:d3 1:c4 2:b4 2:d4 2:c5 2:c3 a1 f5 end e5 a5");
	orig = record(g, DNB_DOTS_FORMAT_RECORD);
	dnb_dots_free(g);
	rng_seed(&rng, 2026);
	for (int i = 0, runs = test_small() ? 2000 : 20000; i < runs; i++) {
		size_t n = strlen(orig), edits = 1 + rng_below(&rng, 4);
		dnb_dots *out = NULL;
		dnb_status st;
		uint32_t line = 0, col = 0;

		memcpy(buf, orig, n + 1);
		for (size_t e = 0; e < edits; e++) {
			size_t at = rng_below(&rng, (uint32_t)n + 1);
			uint32_t kind = rng_below(&rng, 3);
			if (kind == 0 && at < n) {
				buf[at] = (char)rng_below(&rng, 128);
			} else if (kind == 1 && at < n) {
				memmove(buf + at, buf + at + 1, n - at);
				n--;
			} else {
				const char *pc = pieces[rng_below(&rng, sizeof(pieces) / sizeof(*pieces))];
				size_t k = strlen(pc);
				if (n + k >= sizeof(buf))
					continue;
				memmove(buf + at + k, buf + at, n - at + 1);
				memcpy(buf + at, pc, k);
				n += k;
			}
		}
		st = dnb_dots_parse(buf, n, &out, &line, &col);
		if (st == DNB_OK) {
			char *again = record(out, DNB_DOTS_FORMAT_RECORD);
			dnb_dots *back = NULL;
			ck_assert_int_eq(dnb_dots_parse(again, strlen(again), &back, NULL, NULL),
					 DNB_OK);
			dnb_dots_free(back);
			free(again);
			dnb_dots_free(out);
		} else {
			ck_assert_int_lt(st, 0);
			ck_assert_ptr_null(out);
			ck_assert_uint_ge(line, 1);
			ck_assert_uint_ge(col, 1);
		}
	}
	free(orig);
}
END_TEST

START_TEST(test_point_notation)
{
	char buf[8];
	size_t len = 0;
	uint32_t p = 0;

	ck_assert_int_eq(dnb_dots_point_format(39, 32, 38, buf, sizeof(buf), &len), DNB_OK);
	ck_assert_str_eq(buf, "am1");
	ck_assert_int_eq(dnb_dots_point_format(39, 32, 39 * 31, buf, sizeof(buf), &len), DNB_OK);
	ck_assert_str_eq(buf, "a32");
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "am32", 4, &p), DNB_OK);
	ck_assert_uint_eq(p, 39 * 32 - 1);
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "an1", 3, &p), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "a33", 3, &p), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "a0", 2, &p), DNB_E_PARSE);
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "a1 ", 3, &p), DNB_E_PARSE);
	ck_assert_int_eq(dnb_dots_point_parse(39, 32, "1a", 2, &p), DNB_E_PARSE);
	ck_assert_int_eq(dnb_dots_point_format(39, 32, 39 * 32, buf, sizeof(buf), &len),
			 DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_point_format(3, 3, 0, buf, 2, &len), DNB_E_BUFSIZE);
	ck_assert_uint_eq(len, 2);
	ck_assert_str_eq(buf, "");
}
END_TEST

/* ---- sizes and bad input ---- */

START_TEST(test_big_boards)
{
	static const uint32_t sizes[][2] = { { 10, 10 }, { 39, 32 }, { 64, 64 }, { 128, 128 } };
	struct test_rng rng;

	rng_seed(&rng, 64);
	for (size_t k = 0; k < 4; k++) {
		uint32_t w = sizes[k][0], h = sizes[k][1], *order = malloc(w * h * sizeof(uint32_t));
		dnb_dots *g = board(w, h);
		int32_t counted[3] = { 0, 0, 0 };
		for (uint32_t i = 0; i < w * h; i++)
			order[i] = i;
		for (uint32_t i = w * h; i > 1; i--) {
			uint32_t j = rng_below(&rng, i), t = order[i - 1];
			order[i - 1] = order[j];
			order[j] = t;
		}
		for (uint32_t i = 0; i < w * h; i++) {
			dnb_status st = dnb_dots_play(g, order[i], NULL);
			ck_assert(st == DNB_OK || st == DNB_E_ILLEGAL || st == DNB_E_OVER);
		}
		ck_assert_int_eq(dnb_dots_is_over(g), 1);
		/* The scores agree with the dots on the board. */
		for (uint32_t i = 0; i < w * h; i++) {
			int32_t v = dnb_dots_point(g, i);
			ck_assert_int_ge(v, 0);
			if (v >= DNB_DOTS_CAPTURED_1)
				counted[v == DNB_DOTS_CAPTURED_1 ? 2 : 1]++;
		}
		scores(g, counted[1], counted[2]);
		ck_assert_int_gt(counted[1] + counted[2], 0);
		free(order);
		dnb_dots_free(g);
	}
}
END_TEST

START_TEST(test_bad_input)
{
	dnb_dots *g = NULL, *keep;
	uint32_t buf[4];
	size_t n = 99;
	int32_t w = -1;

	dnb_dots_free(NULL);
	ck_assert_int_eq(dnb_dots_new(10, 10, 1, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_new(10, 10, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_new(0, 10, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_new(10, DNB_DOTS_MAX_SIDE + 1, 0, &g), DNB_E_RANGE);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(dnb_dots_clone(NULL, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_play(NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_setup(NULL, 1, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_end_turn(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_undo(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_width(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_height(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_point(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_owner(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_score(NULL, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_to_move(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_has_ended(NULL, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_is_over(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_free_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_history_length(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_result(NULL, &w, &w), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_legal_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_format(NULL, 0, NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_parse(NULL, 0, &g, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_point_parse(0, 5, "a1", 2, buf), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_point_parse(5, 5, NULL, 2, buf), DNB_E_INVALID);

	g = board(4, 4);
	keep = g;
	ck_assert_int_eq(dnb_dots_score(g, 0), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_score(g, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_has_ended(g, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_setup(g, 0, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_setup(g, 3, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_point(g, 16), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_owner(g, 16), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_play(g, UINT32_MAX, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_undo(g), DNB_E_NO_HISTORY);
	ck_assert_int_eq(dnb_dots_format(g, 2, NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_format(g, 0, NULL, 5, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_legal_moves(g, NULL, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_legal_moves(g, buf, 4, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_dots_legal_moves(g, buf, 4, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 16);
	ck_assert_uint_eq(buf[3], 3);
	ck_assert_int_eq(dnb_dots_legal_moves(g, NULL, 0, &n), DNB_E_BUFSIZE);
	ck_assert_int_eq(dnb_dots_history_length(g), 0);
	ck_assert_ptr_eq(g, keep);
	dnb_dots_free(g);
}
END_TEST

TEST_SUITE(dots)
{
	Suite *s = suite_create("dots");
	TCase *rules = tcase_create("rules"), *game = tcase_create("game"),
	      *text = tcase_create("text"), *bad = tcase_create("bad");

	tcase_add_test(rules, test_smallest_capture);
	tcase_add_test(rules, test_diagonal_gap_holds);
	tcase_add_test(rules, test_edge_is_not_a_wall);
	tcase_add_test(rules, test_empty_ring_then_dot_inside);
	tcase_add_test(rules, test_own_capture_first);
	tcase_add_test(rules, test_two_enclosures_one_dot);
	tcase_add_test(rules, test_nested_bases_and_recapture);
	tcase_add_test(rules, test_play_into_base_refused);
	tcase_add_test(rules, test_own_dots_inside_are_in_the_base);
	tcase_add_test(game, test_ending);
	tcase_add_test(game, test_undo_is_exact);
	tcase_add_test(game, test_clone_plays_on);
	tcase_add_test(game, test_big_boards);
	tcase_add_test(text, test_record_round_trip);
	tcase_add_test(text, test_render);
	tcase_add_test(text, test_parse_errors);
	tcase_add_test(text, test_parse_comments_and_board);
	tcase_add_test(text, test_parse_mutations);
	tcase_add_test(text, test_point_notation);
	tcase_add_test(bad, test_bad_input);
	suite_add_tcase(s, rules);
	suite_add_tcase(s, game);
	suite_add_tcase(s, text);
	suite_add_tcase(s, bad);
	return s;
}
