/* SPDX-License-Identifier: MIT */
/*
 * Limits: boards past DNB_MAX_SIDE are refused cleanly by every way in;
 * the largest boards decompose without deep recursion (a chain and a loop
 * through all 1024 boxes of a 32x32 board, analysed on a thread with a
 * small stack), and so does a capture flooding a 128x128 kropki board; the
 * solver's memory stays within its table option.
 *
 * Why this file is long: each limit is checked through every way into the
 * library (constructors, parsers, set-up, analysis, solver, kropki), and
 * the large hand-made positions are built here.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"

#define SIDE DNB_MAX_SIDE
#define BOXES (SIDE * SIDE)

/* Where an out-parameter must stay untouched on failure. */
static dnb_game *const SENTINEL = (dnb_game *)(uintptr_t)0x5a5a;

START_TEST(test_new_refuses_big_boards)
{
	static const uint32_t sizes[][2] = {
		{ 33, 1 }, { 1, 33 }, { 33, 33 }, { 32, 33 }, { 0, 1 }, { 1, 0 },
		{ 64, 64 }, { 1u << 16, 1 }, { 1u << 31, 2 }, { UINT32_MAX, UINT32_MAX },
	};
	static uint8_t drawn[4 * 64 * 65];
	dnb_game *g;
	uint32_t count = 7, edge = 7;

	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		uint32_t w = sizes[i][0], h = sizes[i][1];

		g = SENTINEL;
		ck_assert_int_eq(dnb_game_new(w, h, 0, &g), DNB_E_RANGE);
		ck_assert_ptr_eq(g, SENTINEL);
		ck_assert_int_eq(dnb_game_new(w, h, DNB_RULE_BORDER, &g), DNB_E_RANGE);
		ck_assert_ptr_eq(g, SENTINEL);
		ck_assert_int_eq(dnb_game_new_setup(w, h, 0, drawn, NULL, 1, &g), DNB_E_RANGE);
		ck_assert_ptr_eq(g, SENTINEL);
		ck_assert_int_eq(dnb_board_edge_count(w, h, &count), DNB_E_RANGE);
		ck_assert_int_eq(dnb_move_parse(w, h, "a1-b1", 5, &edge), DNB_E_RANGE);
		ck_assert_uint_eq(count, 7);
		ck_assert_uint_eq(edge, 7);
	}
	/* The largest board itself is fine. */
	ck_assert_int_eq(dnb_game_new(SIDE, SIDE, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_game_edge_count(g), DNB_MAX_EDGES);
	dnb_game_free(g);
}
END_TEST

/* A DNB_FORMAT_DIAGRAM picture of an empty board of w x h boxes. */
static char *empty_picture(uint32_t w, uint32_t h, size_t *len)
{
	size_t size = (size_t)(2 * w + 2) * (h + 1) + 1, n = 0;
	char *p = malloc(size);

	ck_assert_ptr_nonnull(p);
	for (uint32_t r = 0; r <= h; r++) {
		for (uint32_t c = 0; c <= w; c++) {
			p[n++] = '.';
			if (c < w)
				p[n++] = ' ';
		}
		p[n++] = '\n';
	}
	p[n] = '\0';
	*len = n;
	return p;
}

START_TEST(test_parse_refuses_big_boards)
{
	static const char *const sizes[] = { "33x33", "33x1", "1x33", "0x5",
					     "4294967297x1", "99999999999999999999x2" };
	static const uint32_t pictures[][2] = { { 33, 1 }, { 1, 33 }, { 40, 40 } };
	char text[256];
	dnb_game *g;
	uint32_t line, col;
	dnb_status st;

	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int n = snprintf(text, sizeof text, "dnb 1\nsize %s\nrules standard\nmoves\n",
				 sizes[i]);

		g = SENTINEL;
		line = col = 0;
		st = dnb_game_parse(text, (size_t)n, &g, &line, &col);
		ck_assert_msg(st == DNB_E_RANGE || st == DNB_E_PARSE, "%s: %d", sizes[i], st);
		ck_assert_ptr_eq(g, SENTINEL);
		ck_assert_uint_eq(line, 2);
		ck_assert_uint_ge(col, 1);
	}
	for (size_t i = 0; i < sizeof pictures / sizeof pictures[0]; i++) {
		size_t len;
		char *pic = empty_picture(pictures[i][0], pictures[i][1], &len);

		g = SENTINEL;
		line = col = 0;
		st = dnb_game_parse_diagram(pic, len, 0, 1, &g, &line, &col);
		ck_assert_msg(st == DNB_E_RANGE || st == DNB_E_PARSE, "%ux%u: %d",
			      pictures[i][0], pictures[i][1], st);
		ck_assert_ptr_eq(g, SENTINEL);
		ck_assert_uint_ge(line, 1);
		ck_assert_uint_ge(col, 1);
		free(pic);
	}
	/* ... and a 32x32 picture is read. */
	{
		size_t len;
		char *pic = empty_picture(SIDE, SIDE, &len);

		g = NULL;
		ck_assert_int_eq(dnb_game_parse_diagram(pic, len, 0, 1, &g, NULL, NULL), DNB_OK);
		ck_assert_int_eq(dnb_game_width(g), SIDE);
		ck_assert_int_eq(dnb_game_height(g), SIDE);
		dnb_game_free(g);
		free(pic);
	}
}
END_TEST

START_TEST(test_other_limits_refused)
{
	dnb_dots *d = (dnb_dots *)(uintptr_t)0x5a5a;
	dnb_solver *s = NULL;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_endgame *eg = NULL;

	ck_assert_int_eq(dnb_dots_new(DNB_DOTS_MAX_SIDE + 1, 1, 0, &d), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_new(1, DNB_DOTS_MAX_SIDE + 1, 0, &d), DNB_E_RANGE);
	ck_assert_int_eq(dnb_dots_new(UINT32_MAX, UINT32_MAX, 0, &d), DNB_E_RANGE);
	ck_assert_ptr_eq(d, (dnb_dots *)(uintptr_t)0x5a5a);

	o.tt_mb = 65537;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_RANGE);
	o.tt_mb = 1;
	o.threads = 65;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_E_RANGE);
	ck_assert_ptr_null(s);

	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, DNB_ENDGAME_MAX_LENGTH + 1, 1),
			 DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, DNB_ENDGAME_MAX_COMPONENTS),
			 DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, 1), DNB_E_LIMIT);
	dnb_endgame_free(eg);
}
END_TEST

/* The edge between two neighbouring boxes. */
static uint32_t between(uint32_t a, uint32_t b)
{
	uint32_t ra = a / SIDE, ca = a % SIDE, rb = b / SIDE, cb = b % SIDE, e;

	if (ra == rb)
		ck_assert_int_eq(dnb_board_edge(SIDE, SIDE, DNB_VERTICAL, ra,
						(ca > cb ? ca : cb), &e), DNB_OK);
	else
		ck_assert_int_eq(dnb_board_edge(SIDE, SIDE, DNB_HORIZONTAL,
						(ra > rb ? ra : rb), ca, &e), DNB_OK);
	return e;
}

/* All edges drawn but those joining consecutive boxes of path[0..n). */
static void draw_all_but_path(uint8_t *drawn, const uint32_t *path, size_t n, int closed)
{
	memset(drawn, 1, DNB_MAX_EDGES);
	for (size_t i = 0; i + 1 < n; i++)
		drawn[between(path[i], path[i + 1])] = 0;
	if (closed)
		drawn[between(path[n - 1], path[0])] = 0;
}

/* A snake through every box: row 0 left to right, row 1 back, ... */
static void snake_path(uint32_t *path)
{
	for (uint32_t r = 0; r < SIDE; r++)
		for (uint32_t i = 0; i < SIDE; i++)
			path[r * SIDE + i] = r * SIDE + ((r & 1) ? SIDE - 1 - i : i);
}

/* A cycle through every box: snake over columns 1.., back up column 0. */
static void cycle_path(uint32_t *path)
{
	size_t n = 0;

	for (uint32_t r = 0; r < SIDE; r++) {
		if (r == 0)
			path[n++] = 0;
		for (uint32_t i = 1; i < SIDE; i++)
			path[n++] = r * SIDE + ((r & 1) ? SIDE - i : i);
	}
	for (uint32_t r = SIDE; r-- > 1;)
		path[n++] = r * SIDE;
	ck_assert_uint_eq(n, BOXES);
}

struct analyse_job {
	const dnb_game *g;
	dnb_analysis *an;
	dnb_status st;
};

static void *analyse(void *arg)
{
	struct analyse_job *job = arg;

	job->st = dnb_analysis_new(job->g, &job->an);
	return NULL;
}

/*
 * Analyse on a thread whose stack is far too small for a recursion one
 * level per box (1024 levels of even a small frame), so that unbounded
 * recursion crashes the test instead of passing by luck.
 */
static dnb_analysis *analyse_small_stack(const dnb_game *g)
{
	struct analyse_job job = { g, NULL, DNB_E_INVALID };
	pthread_attr_t attr;
	pthread_t t;

	ck_assert_int_eq(pthread_attr_init(&attr), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
	ck_assert_int_eq(pthread_create(&t, &attr, analyse, &job), 0);
	ck_assert_int_eq(pthread_join(t, NULL), 0);
	pthread_attr_destroy(&attr);
	ck_assert_int_eq(job.st, DNB_OK);
	return job.an;
}

/* The one component covers path[] in order (either way round). */
static void check_one_component(const dnb_analysis *an, uint32_t kind, const uint32_t *path)
{
	static uint32_t boxes[BOXES];
	uint32_t k, len;
	size_t n;
	int fwd = 1, back = 1;

	ck_assert_int_eq(dnb_analysis_component_count(an), 1);
	ck_assert_int_eq(dnb_analysis_component(an, 0, &k, &len, NULL, NULL), DNB_OK);
	ck_assert_uint_eq(k, kind);
	ck_assert_uint_eq(len, BOXES);
	ck_assert_int_eq(dnb_analysis_component_boxes(an, 0, boxes, BOXES, &n), DNB_OK);
	ck_assert_uint_eq(n, BOXES);
	if (kind == DNB_COMPONENT_LOOP) {
		/* A loop may start anywhere: compare as sets. */
		static uint8_t seen[BOXES];

		memset(seen, 0, sizeof seen);
		for (size_t i = 0; i < n; i++) {
			ck_assert_uint_lt(boxes[i], BOXES);
			ck_assert(!seen[boxes[i]]);
			seen[boxes[i]] = 1;
		}
		return;
	}
	for (size_t i = 0; i < n; i++) {
		fwd &= boxes[i] == path[i];
		back &= boxes[i] == path[n - 1 - i];
	}
	ck_assert(fwd || back);
}

static void check_text_round_trip(const dnb_game *g)
{
	size_t len;
	char *text;
	dnb_game *back = NULL;

	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_POSITION, NULL, 0, &len), DNB_E_BUFSIZE);
	text = malloc(len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_POSITION, text, len + 1, NULL), DNB_OK);
	ck_assert_int_eq(dnb_game_parse(text, len, &back, NULL, NULL), DNB_OK);
	for (uint32_t e = 0; e < DNB_MAX_EDGES; e++)
		REQUIRE_EQ(dnb_game_edge_drawn(back, e), dnb_game_edge_drawn(g, e));
	dnb_game_free(back);
	free(text);
}

START_TEST(test_snake_chain_32x32)
{
	static uint32_t path[BOXES];
	static uint8_t drawn[DNB_MAX_EDGES];
	dnb_game *g = NULL;
	dnb_analysis *an;
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;
	dnb_solver *s = NULL;
	dnb_solver_result r = { .size = sizeof r };
	uint32_t top, bottom, a, b;

	snake_path(path);
	draw_all_but_path(drawn, path, BOXES, 0);
	/* Both ends leave the board: the top of box 0, the bottom of the last. */
	ck_assert_int_eq(dnb_board_edge(SIDE, SIDE, DNB_HORIZONTAL, 0, 0, &top), DNB_OK);
	ck_assert_int_eq(dnb_board_edge(SIDE, SIDE, DNB_HORIZONTAL, SIDE, path[BOXES - 1] % SIDE,
					&bottom), DNB_OK);
	drawn[top] = drawn[bottom] = 0;
	ck_assert_int_eq(dnb_game_new_setup(SIDE, SIDE, 0, drawn, NULL, 1, &g), DNB_OK);

	an = analyse_small_stack(g);
	check_one_component(an, DNB_COMPONENT_CHAIN, path);
	ck_assert_int_eq(dnb_analysis_component(an, 0, NULL, NULL, &a, &b), DNB_OK);
	ck_assert((a == top && b == bottom) || (a == bottom && b == top));
	/* One long chain and nothing else: the opener gives all of it away. */
	ck_assert_int_eq(dnb_analysis_get(an, &info), DNB_OK);
	ck_assert_uint_eq(info.state, DNB_ANALYSIS_LOONY);
	ck_assert_uint_eq(info.long_chains, 1);
	ck_assert_int_eq(info.margin, -(int64_t)BOXES);
	dnb_analysis_free(an);
	check_text_round_trip(g);

	/* Far too many undrawn edges for the solver: refused, not attempted. */
	ck_assert_int_eq(dnb_solver_new(NULL, &s), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_E_RANGE);
	dnb_solver_free(s);

	/* Draw the top: now a capturable path of 1024 boxes from box 0. */
	ck_assert_int_eq(dnb_game_play(g, top, NULL), DNB_OK);
	an = analyse_small_stack(g);
	check_one_component(an, DNB_COMPONENT_CAPTURABLE, path);
	dnb_analysis_free(an);
	/* Take the whole chain, one box a move. */
	for (uint32_t i = 0; i + 1 < BOXES; i++) {
		int32_t done = 0;

		REQUIRE_EQ(dnb_game_play(g, between(path[i], path[i + 1]), &done), DNB_OK);
		REQUIRE_EQ(done, 1);
	}
	ck_assert_int_eq(dnb_game_play(g, bottom, NULL), DNB_OK);
	ck_assert_int_eq(dnb_game_is_over(g), 1);
	/* Drawing the top passed the turn: player 2 took everything. */
	ck_assert_int_eq(dnb_game_score(g, 2), BOXES);
	an = analyse_small_stack(g);
	ck_assert_int_eq(dnb_analysis_component_count(an), 0);
	dnb_analysis_free(an);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_loop_32x32)
{
	static uint32_t path[BOXES];
	static uint8_t drawn[DNB_MAX_EDGES];
	dnb_game *g = NULL;
	dnb_analysis *an;
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;

	cycle_path(path);
	draw_all_but_path(drawn, path, BOXES, 1);
	ck_assert_int_eq(dnb_game_new_setup(SIDE, SIDE, 0, drawn, NULL, 2, &g), DNB_OK);
	an = analyse_small_stack(g);
	check_one_component(an, DNB_COMPONENT_LOOP, path);
	ck_assert_int_eq(dnb_analysis_get(an, &info), DNB_OK);
	ck_assert_uint_eq(info.state, DNB_ANALYSIS_LOONY);
	ck_assert_uint_eq(info.loops, 1);
	ck_assert_int_eq(info.margin, -(int64_t)BOXES);
	dnb_analysis_free(an);
	check_text_round_trip(g);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_empty_and_full_32x32)
{
	dnb_game *g = NULL;
	dnb_analysis *an;
	uint32_t total = 0, len, *moves;
	size_t n;
	int32_t nc;
	struct test_rng rng;

	/* The empty board: every box in regions, nothing lost. */
	ck_assert_int_eq(dnb_game_new(SIDE, SIDE, 0, &g), DNB_OK);
	an = analyse_small_stack(g);
	nc = dnb_analysis_component_count(an);
	ck_assert_int_ge(nc, 1);
	for (int32_t i = 0; i < nc; i++) {
		ck_assert_int_eq(dnb_analysis_component(an, (uint32_t)i, NULL, &len, NULL, NULL),
				 DNB_OK);
		total += len;
	}
	ck_assert_uint_eq(total, BOXES);
	dnb_analysis_free(an);

	/* A whole random game on the largest board, recorded and read back. */
	rng_seed(&rng, 32);
	moves = malloc(DNB_MAX_EDGES * sizeof *moves);
	ck_assert_ptr_nonnull(moves);
	while (!dnb_game_is_over(g)) {
		ck_assert_int_eq(dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		REQUIRE_EQ(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL), DNB_OK);
	}
	ck_assert_int_eq(dnb_game_score(g, 1) + dnb_game_score(g, 2), BOXES);
	{
		char *text;
		dnb_game *back = NULL;

		ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_RECORD, NULL, 0, &n), DNB_E_BUFSIZE);
		text = malloc(n + 1);
		ck_assert_ptr_nonnull(text);
		ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_RECORD, text, n + 1, NULL), DNB_OK);
		ck_assert_int_eq(dnb_game_parse(text, n, &back, NULL, NULL), DNB_OK);
		ck_assert_int_eq(dnb_game_move_count(back), DNB_MAX_EDGES);
		ck_assert_int_eq(dnb_game_score(back, 1), dnb_game_score(g, 1));
		ck_assert_int_eq(dnb_game_undo_to(back, 0), DNB_OK);
		ck_assert_int_eq(dnb_game_move_count(back), 0);
		dnb_game_free(back);
		free(text);
	}
	free(moves);
	dnb_game_free(g);
}
END_TEST

struct dots_job {
	dnb_dots *d;
	dnb_status st;
	int32_t captured;
};

/* The last dot of the ring (not a corner: 4-neighbour steps cannot
 * pass a corner gap): the capture floods the whole inside. */
static void *close_ring(void *arg)
{
	struct dots_job *job = arg;

	job->st = dnb_dots_setup(job->d, 1, 1 * DNB_DOTS_MAX_SIDE + 2, &job->captured);
	return NULL;
}

START_TEST(test_dots_largest_ring)
{
	const uint32_t n = DNB_DOTS_MAX_SIDE, lo = 1, hi = DNB_DOTS_MAX_SIDE - 2;
	struct dots_job job = { NULL, DNB_E_INVALID, 0 };
	pthread_attr_t attr;
	pthread_t t;
	dnb_dots *back = NULL;
	size_t len;
	char *text;

	/* A dot of player 2 in the middle of a 128x128 board, and a ring of
	 * player 1 round nearly all of the board, closed last. */
	ck_assert_int_eq(dnb_dots_new(n, n, 0, &job.d), DNB_OK);
	ck_assert_int_eq(dnb_dots_setup(job.d, 2, (n / 2) * n + n / 2, NULL), DNB_OK);
	for (uint32_t i = lo; i <= hi; i++) {
		uint32_t ring[4] = { lo * n + i, hi * n + i, i * n + lo, i * n + hi };

		for (int k = 0; k < 4; k++) {
			if (ring[k] == lo * n + 2 || dnb_dots_point(job.d, ring[k]) != 0)
				continue;
			REQUIRE_EQ(dnb_dots_setup(job.d, 1, ring[k], NULL), DNB_OK);
		}
	}
	ck_assert_int_eq(dnb_dots_score(job.d, 1), 0);
	ck_assert_int_eq(pthread_attr_init(&attr), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&attr, 256 * 1024), 0);
	ck_assert_int_eq(pthread_create(&t, &attr, close_ring, &job), 0);
	ck_assert_int_eq(pthread_join(t, NULL), 0);
	pthread_attr_destroy(&attr);
	ck_assert_int_eq(job.st, DNB_OK);
	ck_assert_int_eq(job.captured, 1);
	ck_assert_int_eq(dnb_dots_score(job.d, 1), 1);
	ck_assert_int_eq(dnb_dots_point(job.d, (n / 2) * n + n / 2), DNB_DOTS_CAPTURED_2);

	/* The record of the largest board reads back. */
	ck_assert_int_eq(dnb_dots_format(job.d, DNB_DOTS_FORMAT_RECORD, NULL, 0, &len),
			 DNB_E_BUFSIZE);
	text = malloc(len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_int_eq(dnb_dots_format(job.d, DNB_DOTS_FORMAT_RECORD, text, len + 1, NULL),
			 DNB_OK);
	ck_assert_int_eq(dnb_dots_parse(text, len, &back, NULL, NULL), DNB_OK);
	ck_assert_int_eq(dnb_dots_score(back, 1), 1);
	dnb_dots_free(back);
	free(text);
	dnb_dots_free(job.d);
}
END_TEST

/* A 3x3 position with 12 edges left, reached by fixed moves. */
static dnb_game *small_position(uint32_t seed)
{
	dnb_game *g = NULL;
	uint32_t moves[DNB_MAX_EDGES];
	size_t n;
	struct test_rng rng;

	rng_seed(&rng, seed);
	ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
	while (dnb_game_edge_count(g) - dnb_game_move_count(g) > 12) {
		ck_assert_int_eq(dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n), DNB_OK);
		ck_assert_int_eq(dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], NULL),
				 DNB_OK);
	}
	return g;
}

/* What the solver may hold beyond its table: the object and scratch. */
#define SOLVER_OVERHEAD (1024u * 1024u)

START_TEST(test_solver_memory_option)
{
	static const uint32_t mbs[] = { 1, 2, 8 };
	static const uint32_t threads[] = { 1, 2 };

	for (size_t i = 0; i < sizeof mbs / sizeof mbs[0]; i++)
		for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++) {
			dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
			dnb_solver *s = NULL;
			uint64_t bytes = 0, first = 0;
			uint64_t cap = (uint64_t)mbs[i] << 20;

			o.tt_mb = mbs[i];
			o.threads = threads[t];
			ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
			for (uint32_t seed = 1; seed <= 4; seed++) {
				dnb_game *g = small_position(seed);
				dnb_solver_result r = { .size = sizeof r };

				ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
				ck_assert_int_eq(dnb_solver_memory(s, &bytes), DNB_OK);
				ck_assert_msg(bytes <= cap + SOLVER_OVERHEAD,
					      "%u MiB, %u threads: %llu bytes", mbs[i],
					      threads[t], (unsigned long long)bytes);
				/* Solving more does not make it grow. */
				if (seed == 1)
					first = bytes;
				ck_assert_uint_eq(bytes, first);
				dnb_game_free(g);
			}
			/* A smaller table option shrinks it. */
			o.tt_mb = 1;
			ck_assert_int_eq(dnb_solver_set_options(s, &o), DNB_OK);
			ck_assert_int_eq(dnb_solver_memory(s, &bytes), DNB_OK);
			ck_assert_uint_le(bytes, (1u << 20) + SOLVER_OVERHEAD);
			dnb_solver_free(s);
		}
}
END_TEST

TEST_SUITE(limits)
{
	Suite *s = suite_create("limits");
	TCase *tc = tcase_create("limits");

	tcase_add_test(tc, test_new_refuses_big_boards);
	tcase_add_test(tc, test_parse_refuses_big_boards);
	tcase_add_test(tc, test_other_limits_refused);
	tcase_add_test(tc, test_snake_chain_32x32);
	tcase_add_test(tc, test_loop_32x32);
	tcase_add_test(tc, test_empty_and_full_32x32);
	tcase_add_test(tc, test_dots_largest_ring);
	tcase_add_test(tc, test_solver_memory_option);
	suite_add_tcase(s, tc);
	return s;
}
