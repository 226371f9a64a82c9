/* SPDX-License-Identifier: MIT */
/* White-box checks of the dots engine: the ring tables against their
 * definitions, and stamp counters that wrap round in the middle of games. */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"
#include "dots/state-priv.h"
#include "dots/ring-priv.h"
#include "dots-model.h"

/* Ring positions 0..7 = N NE E SE S SW W NW, as (row, column) offsets. */
static const int ring_dr[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int ring_dc[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static int find(int *parent, int i)
{
	while (parent[i] != i)
		i = parent[i];
	return i;
}

/* Components of the ring cells with bit `want` in the mask, joined when
 * the cells are 4-adjacent (four = 1) or 8-adjacent (four = 0). */
static void components(unsigned mask, unsigned want, int four, int *parent)
{
	for (int i = 0; i < 8; i++)
		parent[i] = i;
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++) {
			int dr = abs(ring_dr[i] - ring_dr[j]), dc = abs(ring_dc[i] - ring_dc[j]);
			int adj = four ? dr + dc == 1 : dr <= 1 && dc <= 1 && i != j;
			if (adj && ((mask >> i) & 1) == want && ((mask >> j) & 1) == want)
				parent[find(parent, i)] = find(parent, j);
		}
}

START_TEST(test_ring_groups)
{
	for (unsigned mask = 0; mask < 256; mask++) {
		int parent[8], roots = 0, seen_root[8] = { 0 };
		uint16_t e = dots_ring_groups[mask];
		int n = e & 7;

		components(mask, 0, 1, parent);
		/* Count the pieces of non-walls holding a 4-neighbour of x. */
		for (int k = 0; k < 8; k += 2)
			if (!((mask >> k) & 1) && !seen_root[find(parent, k)]++)
				roots++;
		ck_assert_msg(n == roots, "mask %02x: %d groups, want %d", mask, n, roots);
		memset(seen_root, 0, sizeof(seen_root));
		for (int i = 0; i < n; i++) {
			int k = 2 * ((e >> (3 + 2 * i)) & 3);
			ck_assert(!((mask >> k) & 1));
			ck_assert_msg(!seen_root[find(parent, k)]++, "mask %02x: two seeds", mask);
		}
	}
}
END_TEST

START_TEST(test_ring_blocks)
{
	for (unsigned mask = 0; mask < 256; mask++) {
		int parent[8], roots = 0, seen_root[8] = { 0 };
		uint16_t e = dots_ring_blocks[mask];
		int n = e & 7;

		components(mask, 1, 0, parent);
		for (int k = 0; k < 8; k++)
			if (((mask >> k) & 1) && !seen_root[find(parent, k)]++)
				roots++;
		ck_assert_msg(n == roots, "mask %02x: %d blocks, want %d", mask, n, roots);
		memset(seen_root, 0, sizeof(seen_root));
		for (int i = 0; i < n; i++) {
			int k = (e >> (3 + 3 * i)) & 7;
			ck_assert((mask >> k) & 1);
			ck_assert_msg(!seen_root[find(parent, k)]++, "mask %02x: two reps", mask);
		}
	}
}
END_TEST

/* Points to cells by multiplication agree with division on every size. */
START_TEST(test_cell_of)
{
	for (uint32_t w = 1; w <= DNB_DOTS_MAX_SIDE; w++) {
		dnb_dots *g;
		ck_assert_int_eq(dnb_dots_new(w, DNB_DOTS_MAX_SIDE, 0, &g), DNB_OK);
		for (uint32_t p = 0; p < w * DNB_DOTS_MAX_SIDE; p++)
			if (dots_cell_of(g, p) != (p / w + 1) * (w + 2) + p % w + 1 ||
			    dots_point_of(g, dots_cell_of(g, p)) != p)
				ck_abort_msg("width %u point %u", w, p);
		dnb_dots_free(g);
	}
}
END_TEST

/* The same random fill on a fresh game and on one whose stamp counters
 * are about to wrap must give the same positions. */
START_TEST(test_stamps_wrap)
{
	struct test_rng rng;
	dnb_dots *a, *b;
	uint32_t order[400];

	ck_assert_int_eq(dnb_dots_new(20, 20, 0, &a), DNB_OK);
	ck_assert_int_eq(dnb_dots_new(20, 20, 0, &b), DNB_OK);
	b->seen_gen = UINT32_MAX - 40;
	b->seen2_gen = UINT32_MAX - 40;
	b->action_gen = UINT32_MAX - 5;
	rng_seed(&rng, 7);
	for (uint32_t i = 0; i < 400; i++)
		order[i] = i;
	for (uint32_t i = 400; i > 1; i--) {
		uint32_t j = rng_below(&rng, i), t = order[i - 1];
		order[i - 1] = order[j];
		order[j] = t;
	}
	for (uint32_t i = 0; i < 400; i++) {
		dnb_status sa = dnb_dots_play(a, order[i], NULL), sb = dnb_dots_play(b, order[i], NULL);
		ck_assert_int_eq(sa, sb);
		if (i % 50 == 49) {
			/* Undo across the wrap as well. */
			ck_assert_int_eq(dnb_dots_undo(a), DNB_OK);
			ck_assert_int_eq(dnb_dots_undo(b), DNB_OK);
			ck_assert_int_eq(dnb_dots_play(a, order[i], NULL),
					 dnb_dots_play(b, order[i], NULL));
		}
		ck_assert(memcmp(a->cell, b->cell, a->ncells) == 0);
	}
	ck_assert_int_gt(dnb_dots_score(a, 1) + dnb_dots_score(a, 2), 0);
	ck_assert_int_eq(dnb_dots_score(a, 1), dnb_dots_score(b, 1));
	ck_assert_int_eq(dnb_dots_score(a, 2), dnb_dots_score(b, 2));
	dnb_dots_free(a);
	dnb_dots_free(b);
}
END_TEST

/* After a whole game is undone the board, the counters and the cluster
 * forest are back to the start. */
START_TEST(test_full_undo_restores_everything)
{
	struct test_rng rng;
	dnb_dots *g, *fresh;
	uint32_t legal[144];
	uint8_t played[144] = { 0 };
	size_t n;

	ck_assert_int_eq(dnb_dots_new(12, 12, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_dots_new(12, 12, 0, &fresh), DNB_OK);
	rng_seed(&rng, 99);
	while (!dnb_dots_is_over(g)) {
		uint32_t p;
		dnb_dots_legal_moves(g, legal, 144, &n);
		p = legal[rng_below(&rng, (uint32_t)n)];
		ck_assert_int_eq(dnb_dots_play(g, p, NULL), DNB_OK);
		played[p] = 1;
	}
	while (dnb_dots_undo(g) == DNB_OK)
		;
	ck_assert(memcmp(g->cell, fresh->cell, g->ncells) == 0);
	ck_assert_int_eq(g->n_free, 144);
	ck_assert_int_eq(g->score[1] | g->score[2] | g->enc_live[1] | g->enc_live[2], 0);
	ck_assert_uint_eq(g->n_uf, 0);
	ck_assert_uint_eq(g->n_log, 0);
	/* Every dot that was played is a set of its own again. */
	for (uint32_t p = 0; p < 144; p++)
		if (played[p])
			ck_assert_uint_eq(g->uf_parent[dots_cell_of(g, p)], dots_cell_of(g, p));
	dnb_dots_free(g);
	dnb_dots_free(fresh);
}
END_TEST

/* ---- positions play cannot reach ---- */

/*
 * Put dots straight onto an empty board (no history, no bases) and rebuild
 * what the engine derives from them: the enclosure bits (from the model's
 * labelling), the counters and the cluster forest.  Random dots make what
 * play never leaves standing: live dots inside enemy enclosures that are not
 * bases.  The games continued from there reach the engine's safety branches.
 */
static void load_dots(dnb_dots *g, struct model *m, const uint8_t *dots)
{
	uint8_t *e1 = malloc((size_t)m->n), *e2 = malloc((size_t)m->n);
	const int32_t s = (int32_t)g->stride;
	const int32_t ring[8] = { -s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1 };

	for (uint32_t p = 0; p < g->w * g->h; p++)
		m->dot[model_cell(m, (int)p)] = dots[p];
	model_enclosed(m, 1, e1);
	model_enclosed(m, 2, e2);
	g->n_free = 0;
	g->enc_live[1] = g->enc_live[2] = 0;
	for (uint32_t p = 0; p < g->w * g->h; p++) {
		uint32_t c = dots_cell_of(g, p);
		uint8_t b = dots[p];
		if (e1[c])
			b |= DOTS_ENC(1);
		if (e2[c])
			b |= DOTS_ENC(2);
		g->cell[c] = b;
		g->uf_parent[c] = c;
		g->uf_size[c] = 1;
		dots_count_cell(g, b, 1);
	}
	for (uint32_t p = 0; p < g->w * g->h; p++) {
		uint32_t c = dots_cell_of(g, p);
		if (!dots[p])
			continue;
		for (int k = 0; k < 8; k++) {
			uint32_t d = (uint32_t)((int32_t)c + ring[k]), a = c, b = d;
			if ((g->cell[d] & DOTS_DOT) != dots[p])
				continue;
			while (g->uf_parent[a] != a)
				a = g->uf_parent[a];
			while (g->uf_parent[b] != b)
				b = g->uf_parent[b];
			if (a == b)
				continue;
			if (g->uf_size[a] > g->uf_size[b]) {
				uint32_t t = a;
				a = b;
				b = t;
			}
			g->uf_parent[a] = b;
			g->uf_size[b] += g->uf_size[a];
		}
	}
	free(e1);
	free(e2);
}

static void compare_model(const dnb_dots *g, struct model *m, int game, int step)
{
	for (int i = 0; i < m->n; i++) {
		uint8_t b = g->cell[i];
		if (m->pad[i])
			continue;
		if ((b & DOTS_DOT) != m->dot[i] || ((b & DOTS_OWNER) >> DOTS_OWNER_SHIFT) != m->own[i])
			ck_abort_msg("game %d step %d cell %d: engine %02x, model dot %d own %d", game,
				     step, i, b, m->dot[i], m->own[i]);
	}
	ck_assert_int_eq(dnb_dots_score(g, 1), model_score(m, 1));
	ck_assert_int_eq(dnb_dots_score(g, 2), model_score(m, 2));
	ck_assert_int_eq(dnb_dots_free_count(g), model_free_points(m));
}

START_TEST(test_unreachable_positions)
{
	struct test_rng rng;
	long inside_enemy = 0;
	int games = getenv("DNB_TEST_SMALL") ? 100 : 2000;

	rng_seed(&rng, 31337);
	for (int game = 0; game < games; game++) {
		uint32_t w = 4 + rng_below(&rng, 7), h = 4 + rng_below(&rng, 7), legal[100];
		uint8_t dots[100];
		struct model *m = model_new((int)w, (int)h);
		dnb_dots *g;
		size_t n;
		int step = 0;

		ck_assert_int_eq(dnb_dots_new(w, h, 0, &g), DNB_OK);
		for (uint32_t p = 0; p < w * h; p++) {
			uint32_t r = rng_below(&rng, 10);
			dots[p] = r < 3 ? 1 : r < 6 ? 2 : 0;
		}
		load_dots(g, m, dots);
		inside_enemy += g->enc_live[1] + g->enc_live[2];
		compare_model(g, m, game, 0);
		while (!model_over(m)) {
			int setup = rng_below(&rng, 2) == 0, p = setup ? 1 + (int)rng_below(&rng, 2) :
									m->turn;
			uint32_t pt;
			dnb_dots_legal_moves(g, legal, 100, &n);
			ck_assert_int_eq((int)n, model_free_points(m));
			pt = legal[rng_below(&rng, (uint32_t)n)];
			if (setup)
				ck_assert_int_eq(dnb_dots_setup(g, p, pt, NULL), DNB_OK);
			else
				ck_assert_int_eq(dnb_dots_play(g, pt, NULL), DNB_OK);
			model_place(m, p, (int)pt, setup);
			compare_model(g, m, game, ++step);
		}
		/* Undo back to the loaded position. */
		while (dnb_dots_undo(g) == DNB_OK)
			;
		for (uint32_t p = 0; p < w * h; p++)
			ck_assert_uint_eq(g->cell[dots_cell_of(g, p)] & (DOTS_DOT | DOTS_OWNER), dots[p]);
		model_free(m);
		dnb_dots_free(g);
	}
	/* The point of the exercise: such dots were there to be resolved. */
	ck_assert_int_gt(inside_enemy, games / 10);
}
END_TEST

TEST_SUITE(dots_internal)
{
	Suite *s = suite_create("dots-internal");
	TCase *tc = tcase_create("internal");

	tcase_add_test(tc, test_ring_groups);
	tcase_add_test(tc, test_ring_blocks);
	tcase_add_test(tc, test_cell_of);
	tcase_add_test(tc, test_stamps_wrap);
	tcase_add_test(tc, test_full_undo_restores_everything);
	tcase_add_test(tc, test_unreachable_positions);
	suite_add_tcase(s, tc);
	return s;
}
