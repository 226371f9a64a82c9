/* SPDX-License-Identifier: MIT */
/* The engine against the from-scratch model (dots-model.c) on random games
 * with fixed seeds: moves, setups, endings and undos, checking the whole
 * position, the scores, the free points, the turn and (white-box) the
 * engine's enclosure bits and counters after every action. */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"
#include "dots/state-priv.h"
#include "dots-model.h"

static void compare(const struct dnb_dots *g, struct model *m, uint8_t *e1, uint8_t *e2,
		    int game, int step)
{
	int32_t enc_live[3] = { 0, 0, 0 };

	model_enclosed(m, 1, e1);
	model_enclosed(m, 2, e2);
	/* Plain tests per cell: a Check assertion per cell costs a message to
	 * the test runner each time. */
	for (int i = 0; i < m->n; i++) {
		uint8_t b = g->cell[i];
		if (m->pad[i]) {
			if (b != DOTS_PAD)
				ck_abort_msg("game %d step %d cell %d: pad byte %02x", game, step, i, b);
			continue;
		}
		if ((b & DOTS_DOT) != m->dot[i] ||
		    ((b & DOTS_OWNER) >> DOTS_OWNER_SHIFT) != m->own[i])
			ck_abort_msg("game %d step %d cell %d: engine %02x, model dot %d own %d",
				     game, step, i, b, m->dot[i], m->own[i]);
		if (((b & DOTS_ENC(1)) != 0) != e1[i] || ((b & DOTS_ENC(2)) != 0) != e2[i])
			ck_abort_msg("game %d step %d cell %d: enclosure bits %02x, model %d %d",
				     game, step, i, b, e1[i], e2[i]);
		if (m->dot[i] && !m->own[i]) {
			int o = 3 - m->dot[i];
			enc_live[o] += (o == 1 ? e1 : e2)[i];
		}
	}
	ck_assert_int_eq(dnb_dots_score(g, 1), model_score(m, 1));
	ck_assert_int_eq(dnb_dots_score(g, 2), model_score(m, 2));
	ck_assert_int_eq(dnb_dots_free_count(g), model_free_points(m));
	ck_assert_int_eq(dnb_dots_is_over(g), model_over(m));
	ck_assert_int_eq(dnb_dots_to_move(g), model_over(m) ? 0 : m->turn);
	ck_assert_int_eq(g->enc_live[1], enc_live[1]);
	ck_assert_int_eq(g->enc_live[2], enc_live[2]);
}

struct snapshots {
	size_t n, per;
	uint8_t *buf;
};

static void snap_push(struct snapshots *s, const struct model *m)
{
	uint8_t *p = s->buf + s->n * s->per;
	memcpy(p, m->dot, (size_t)m->n);
	memcpy(p + m->n, m->own, (size_t)m->n);
	p[2 * m->n] = (uint8_t)m->turn;
	p[2 * m->n + 1] = (uint8_t)m->ended;
	s->n++;
}

static void snap_pop(struct snapshots *s, struct model *m)
{
	uint8_t *p = s->buf + --s->n * s->per;
	memcpy(m->dot, p, (size_t)m->n);
	memcpy(m->own, p + m->n, (size_t)m->n);
	m->turn = p[2 * m->n];
	m->ended = p[2 * m->n + 1];
}

static void check_record_roundtrip(const dnb_dots *g)
{
	size_t len, len2;
	char *a, *b;
	dnb_dots *copy = NULL;
	uint32_t line, col;

	dnb_dots_format(g, DNB_DOTS_FORMAT_RECORD, NULL, 0, &len);
	a = malloc(len + 1);
	ck_assert_int_eq(dnb_dots_format(g, DNB_DOTS_FORMAT_RECORD, a, len + 1, NULL), DNB_OK);
	ck_assert_int_eq(dnb_dots_parse(a, len, &copy, &line, &col), DNB_OK);
	dnb_dots_format(copy, DNB_DOTS_FORMAT_RECORD, NULL, 0, &len2);
	ck_assert_uint_eq(len, len2);
	b = malloc(len2 + 1);
	dnb_dots_format(copy, DNB_DOTS_FORMAT_RECORD, b, len2 + 1, NULL);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	dnb_dots_free(copy);
}

static const int sizes[][2] = {
	{ 3, 3 }, { 4, 4 }, { 5, 5 }, { 6, 6 }, { 7, 5 }, { 5, 9 },
	{ 8, 8 }, { 10, 10 }, { 12, 7 }, { 1, 6 }, { 2, 2 }, { 16, 16 },
};
#define N_SIZES (sizeof(sizes) / sizeof(sizes[0]))

/* One random game; returns the number of actions checked. */
static long play_game(int game, uint64_t seed)
{
	struct test_rng rng;
	int w, h, step = 0;
	struct model *m;
	dnb_dots *g;
	struct snapshots snaps;
	uint8_t *e1, *e2;
	uint32_t *legal;
	size_t count;

	rng_seed(&rng, seed);
	/* The big board is rarer: it costs the most to model. */
	do {
		int k = (int)rng_below(&rng, N_SIZES);
		w = sizes[k][0];
		h = sizes[k][1];
	} while (w * h > 100 && rng_below(&rng, 4) != 0);
	ck_assert_int_eq(dnb_dots_new((uint32_t)w, (uint32_t)h, 0, &g), DNB_OK);
	m = model_new(w, h);
	e1 = malloc((size_t)m->n);
	e2 = malloc((size_t)m->n);
	legal = malloc((size_t)(w * h) * sizeof(uint32_t));
	snaps.n = 0;
	snaps.per = 2 * (size_t)m->n + 2;
	snaps.buf = malloc(snaps.per * (size_t)(w * h + 4));

	while (!model_over(m)) {
		uint32_t r = rng_below(&rng, 1000);
		step++;
		if (r < 15 && snaps.n > 0) {
			uint32_t u = 1 + rng_below(&rng, 3);
			for (uint32_t i = 0; i < u && snaps.n > 0; i++) {
				ck_assert_int_eq(dnb_dots_undo(g), DNB_OK);
				snap_pop(&snaps, m);
			}
		} else if (r < 25) {
			snap_push(&snaps, m);
			ck_assert_int_eq(dnb_dots_end_turn(g), DNB_OK);
			model_end_turn(m);
		} else {
			int setup = r < 70, p = setup ? 1 + (int)rng_below(&rng, 2) : m->turn;
			int32_t before = model_score(m, p), captured = -99;
			uint32_t pt;
			ck_assert_int_eq(dnb_dots_legal_moves(g, legal, (size_t)(w * h), &count),
					 DNB_OK);
			ck_assert_int_eq((int)count, model_free_points(m));
			pt = legal[rng_below(&rng, (uint32_t)count)];
			ck_assert(model_legal(m, (int)pt));
			snap_push(&snaps, m);
			if (setup)
				ck_assert_int_eq(dnb_dots_setup(g, p, pt, &captured), DNB_OK);
			else
				ck_assert_int_eq(dnb_dots_play(g, pt, &captured), DNB_OK);
			model_place(m, p, (int)pt, setup);
			ck_assert_int_eq(captured, model_score(m, p) - before);
		}
		compare(g, m, e1, e2, game, step);
	}
	ck_assert_int_eq(dnb_dots_play(g, 0, NULL), DNB_E_OVER);
	ck_assert_int_eq(dnb_dots_end_turn(g), DNB_E_OVER);
	if (game % 16 == 0)
		check_record_roundtrip(g);
	/* Every few games, take the whole game back and check each step. */
	if (game % 8 == 0) {
		while (snaps.n > 0) {
			ck_assert_int_eq(dnb_dots_undo(g), DNB_OK);
			snap_pop(&snaps, m);
			compare(g, m, e1, e2, game, -(int)snaps.n);
		}
		ck_assert_int_eq(dnb_dots_undo(g), DNB_E_NO_HISTORY);
	}
	free(snaps.buf);
	free(legal);
	free(e1);
	free(e2);
	model_free(m);
	dnb_dots_free(g);
	return step;
}

START_TEST(test_model_random_games)
{
	int games = test_small() ? 300 : 10000;
	long actions = 0;

	for (int i = 0; i < games; i++)
		actions += play_game(i, 0xD075000ull + (uint64_t)i * 7919u);
	ck_assert_int_gt(actions, games);
}
END_TEST

/* Clones follow their own history: play on a clone, then check the
 * original against a model that never saw the clone's moves. */
START_TEST(test_model_clone_independent)
{
	struct test_rng rng;
	dnb_dots *g, *c;
	struct model *m = model_new(9, 9);
	uint8_t *e1 = malloc((size_t)m->n), *e2 = malloc((size_t)m->n);
	uint32_t legal[81];
	size_t count;

	rng_seed(&rng, 42);
	ck_assert_int_eq(dnb_dots_new(9, 9, 0, &g), DNB_OK);
	for (int i = 0; i < 40 && !model_over(m); i++) {
		dnb_dots_legal_moves(g, legal, 81, &count);
		uint32_t pt = legal[rng_below(&rng, (uint32_t)count)];
		ck_assert_int_eq(dnb_dots_play(g, pt, NULL), DNB_OK);
		model_place(m, m->turn, (int)pt, 0);
	}
	ck_assert_int_eq(dnb_dots_clone(g, &c), DNB_OK);
	while (!dnb_dots_is_over(c)) {
		dnb_dots_legal_moves(c, legal, 81, &count);
		ck_assert_int_eq(dnb_dots_play(c, legal[rng_below(&rng, (uint32_t)count)], NULL),
				 DNB_OK);
	}
	compare(g, m, e1, e2, -1, 0);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(dnb_dots_undo(c), DNB_OK);
	dnb_dots_free(c);
	compare(g, m, e1, e2, -1, 1);
	dnb_dots_free(g);
	model_free(m);
	free(e1);
	free(e2);
}
END_TEST

TEST_SUITE(dots_model)
{
	Suite *s = suite_create("dots-model");
	TCase *tc = tcase_create("model");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_model_random_games);
	tcase_add_test(tc, test_model_clone_independent);
	suite_add_tcase(s, tc);
	return s;
}
