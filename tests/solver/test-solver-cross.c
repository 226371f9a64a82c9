/* SPDX-License-Identifier: MIT */
/*
 * The solver against the exhaustive reference (ref.c): every position of
 * the 1x1, 1x2 and 2x2 boards, and random positions of 3x3 to 5x5 boards
 * and of single rows with at most 18 undrawn edges (mirror-symmetric rows
 * among them), for each variant.  Values, the set of
 * optimal moves, the principal variation and (on a sample) every move's
 * value must agree.  Each pruning switch is also checked on its own,
 * every other variant is solved with two threads, and one solver used on
 * boards of other sizes and rules in turn answers as a new one.  Misère,
 * whose rules are its own (lib/solver/misere.c, misere-loony.c), also gets
 * every position of the 1x3 and 2x3 boards and 10,000 random positions of
 * 3x3 to 4x4 boards (test case "misere": CK_RUN_CASE=misere runs it alone).
 */
/* Each pruning switch of the unstable API is checked on its own. */
#define DNB_UNSTABLE_API

#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "ref.h"

static const uint32_t variants[] = {
	DNB_RULES_STANDARD,
	DNB_RULE_COMPULSORY,
	DNB_RULE_NIMSTRING,
	DNB_RULE_MISERE,
	DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING,
	DNB_RULE_COMPULSORY | DNB_RULE_MISERE,
};
#define N_VARIANTS (sizeof(variants) / sizeof(variants[0]))

/* Replay a principal variation on a clone and check it is legal, ends the
 * game, and earns exactly the value. */
static void check_pv(const dnb_game *g, const dnb_solver_result *r)
{
	dnb_game *c;
	int32_t me = dnb_game_to_move(g), s0[2], s1[2], net, winner;
	uint32_t rules = (uint32_t)dnb_game_rules(g);

	ck_assert_int_eq(dnb_game_clone(g, &c), DNB_OK);
	s0[0] = dnb_game_score(g, me);
	s0[1] = dnb_game_score(g, 3 - me);
	for (uint32_t i = 0; i < r->pv_length; i++)
		ck_assert_int_eq(dnb_game_play(c, r->pv[i], NULL), DNB_OK);
	ck_assert_int_eq(dnb_game_is_over(c), 1);
	s1[0] = dnb_game_score(c, me);
	s1[1] = dnb_game_score(c, 3 - me);
	net = (s1[0] - s0[0]) - (s1[1] - s0[1]);
	if (rules & DNB_RULE_NIMSTRING) {
		dnb_game_result(c, &winner, NULL);
		ck_assert_int_eq(winner == me ? 1 : -1, r->value);
	} else if (rules & DNB_RULE_MISERE) {
		ck_assert_int_eq(-net, r->value);
	} else {
		ck_assert_int_eq(net, r->value);
	}
	dnb_game_free(c);
}

/* Compare the solver with the reference on one position. */
static void check_position(dnb_solver *s, const dnb_game *g, int with_values)
{
	struct ref ref;
	dnb_solver_result r;
	int v;
	uint32_t ne = (uint32_t)dnb_game_edge_count(g), nbest = 0;

	ck_assert(ref_init(&ref, g));
	v = ref_value(&ref);
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	ck_assert_int_eq(dnb_solver_solve(s, g, &r), DNB_OK);
	if (r.value != v)
		ck_abort_msg("value %d, reference %d, rules %d:\n%s", r.value, v,
			     dnb_game_rules(g), test_format(g, DNB_FORMAT_DIAGRAM));
	ck_assert_int_eq(r.lower, v);
	ck_assert_int_eq(r.upper, v);
	for (uint32_t e = 0; e < ne; e++) {
		int32_t mv = dnb_game_edge_drawn(g, e) ? INT32_MIN : ref_move_value(&ref, e);
		int listed = 0;
		for (uint32_t i = 0; i < r.best_count; i++)
			listed |= r.best_moves[i] == e;
		if (listed != (mv == v))
			ck_abort_msg("edge %u: listed %d, value %d of %d, rules %d:\n%s", e, listed,
				     mv, v, dnb_game_rules(g), test_format(g, DNB_FORMAT_DIAGRAM));
		nbest += mv == v;
	}
	ck_assert_uint_eq(r.best_count, nbest);
	check_pv(g, &r);
	if (with_values) {
		int32_t vals[64];
		size_t n;
		ck_assert_uint_le(ne, 64);
		ck_assert_int_eq(dnb_solver_move_values(s, g, vals, 64, &n), DNB_OK);
		ck_assert_uint_eq(n, ne);
		for (uint32_t e = 0; e < ne; e++) {
			int32_t mv = dnb_game_edge_drawn(g, e) ? INT32_MIN : ref_move_value(&ref, e);
			ck_assert_int_eq(vals[e], mv == INT32_MIN ? DNB_SOLVER_NO_VALUE : mv);
		}
	}
	ref_free(&ref);
}

static dnb_game *setup(uint32_t w, uint32_t h, uint32_t rules, uint32_t mask_lo,
		       const uint8_t *drawn_in)
{
	uint8_t drawn[128];
	uint32_t ne = 2 * w * h + w + h;
	dnb_game *g = NULL;

	for (uint32_t e = 0; e < ne; e++)
		drawn[e] = drawn_in ? drawn_in[e] : (uint8_t)((mask_lo >> e) & 1);
	ck_assert_int_eq(dnb_game_new_setup(w, h, rules, drawn, NULL, 1, &g), DNB_OK);
	return g;
}

/* Every position of a WxH board under the given rules. */
static void every_position_of(uint32_t w, uint32_t h, uint32_t disable, const uint32_t *rules,
			      size_t nrules)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	uint32_t ne = 2 * w * h + w + h;

	o.tt_mb = 4;
	o.disable = disable;
	for (size_t vi = 0; vi < nrules; vi++) {
		dnb_solver *s;
		ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
		/* under valgrind (DNB_TEST_SMALL) every 7th position of larger boards */
		uint32_t step = test_small() && ne > 7 ? 7 : 1;
		for (uint32_t m = 0; m < (1u << ne); m += step) {
			dnb_game *g = setup(w, h, rules[vi], m, NULL);
			check_position(s, g, ne <= 7 || (m % 61) == 0);
			dnb_game_free(g);
		}
		dnb_solver_free(s);
	}
}

static void every_position(uint32_t w, uint32_t h, uint32_t disable)
{
	every_position_of(w, h, disable, variants, N_VARIANTS);
}

START_TEST(all_1x1) { every_position(1, 1, 0); }
END_TEST
START_TEST(all_1x2) { every_position(1, 2, 0); every_position(2, 1, 0); }
END_TEST
START_TEST(all_2x2) { every_position(2, 2, 0); }
END_TEST

/* Misère has rules of its own (lib/solver/misere.c): every position of the
 * 1x3 and 2x3 boards (and their transposes) under both misère variants. */
static const uint32_t misere_variants[] = { DNB_RULE_MISERE, DNB_RULE_COMPULSORY | DNB_RULE_MISERE };

START_TEST(all_misere_2x3)
{
	every_position_of(1, 3, 0, misere_variants, 2);
	every_position_of(3, 1, 0, misere_variants, 2);
	every_position_of(2, 3, 0, misere_variants, 2);
	if (!test_small())
		every_position_of(3, 2, 0, misere_variants, 1);
}
END_TEST

/* Every pruning switch on its own, and all off, on the 2x2 board. */
START_TEST(switches_2x2)
{
	static const uint32_t d[] = {
		DNB_SOLVER_NO_TABLE, DNB_SOLVER_NO_SYMMETRY, DNB_SOLVER_NO_CHAIN_RULES,
		DNB_SOLVER_NO_ENDGAME, DNB_SOLVER_NO_ORDERING, DNB_SOLVER_DISABLE_ALL,
	};
	every_position(1, 2, d[_i]);
	/* without the table the 2x2 board is a long plain alpha-beta */
	if (!test_small() && !(d[_i] & DNB_SOLVER_NO_TABLE))
		every_position(2, 2, d[_i]);
}
END_TEST

/* A position of a WxH board with u distinct edges undrawn at random. */
/* Random positions with at most 18 undrawn edges.  With two threads the
 * value's probes, the optimal moves and the move values are answered by
 * both (lib/solver/split.c); the answers must not change. */
static void random_positions_on(uint32_t rules, uint64_t seed, int count, uint32_t threads,
			       uint32_t max_side)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct test_rng rng;
	dnb_solver *s;

	o.tt_mb = 8;
	o.threads = threads;
	rng_seed(&rng, seed);
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	for (int i = 0; i < count; i++) {
		uint32_t w = 3 + rng_below(&rng, max_side - 2), h = 3 + rng_below(&rng, max_side - 2);
		uint32_t u = (i % 40 == 39) ? 15 + rng_below(&rng, 4) : 1 + rng_below(&rng, 13);
		dnb_game *g = test_random_undrawn(&rng, w, h, u, rules);

		check_position(s, g, i % 100 == 0);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
}

static void random_positions(uint32_t rules, uint64_t seed, int count, uint32_t threads)
{
	random_positions_on(rules, seed, count, threads, 5);
}

/* A random position of a 1xN or Nx1 row, N from 3 to 12, with up to 18
 * edges left. */
static dnb_game *random_row(struct test_rng *rng, uint32_t rules, int i)
{
	uint32_t n = 3 + rng_below(rng, 10), w = (i & 1) ? n : 1, h = (i & 1) ? 1 : n;
	uint32_t ne = 2 * w * h + w + h, u = 1 + rng_below(rng, ne < 18 ? ne : 18);

	return test_random_undrawn(rng, w, h, u, rules);
}

/* A row whose two halves mirror each other, closed in the middle: a sum of
 * identical pairs of segments, H + H, which the solver bounds by 0 for the
 * player to move when no box can be taken (sv_row_paired; the rule itself
 * is checked in test-row-pairs.c).  N from 2 to 12, at most 18 edges left;
 * a box with three sides is allowed too. */
static dnb_game *mirrored_row(struct test_rng *rng, uint32_t rules, int i)
{
	uint32_t n = 2 + rng_below(rng, 11), ne = 3 * n + 1, left = 0, e;
	uint32_t keep = 30 + rng_below(rng, 60); /* percent of half-edges undrawn */
	uint8_t drawn[64];

	(void)i;
	memset(drawn, 1, ne);
	for (uint32_t b = 0; b < n / 2; b++) {
		/* top, bottom and left side of box b, and their mirror images */
		uint32_t side[3][2];
		dnb_board_edge(n, 1, DNB_HORIZONTAL, 0, b, &side[0][0]);
		dnb_board_edge(n, 1, DNB_HORIZONTAL, 0, n - 1 - b, &side[0][1]);
		dnb_board_edge(n, 1, DNB_HORIZONTAL, 1, b, &side[1][0]);
		dnb_board_edge(n, 1, DNB_HORIZONTAL, 1, n - 1 - b, &side[1][1]);
		dnb_board_edge(n, 1, DNB_VERTICAL, 0, b, &side[2][0]);
		dnb_board_edge(n, 1, DNB_VERTICAL, 0, n - b, &side[2][1]);
		for (int k = 0; k < 3; k++) {
			if (left < 9 && rng_below(rng, 100) < keep) {
				drawn[side[k][0]] = drawn[side[k][1]] = 0;
				left++;
			}
		}
	}
	if (n % 2 == 0) {
		/* the middle side stays drawn: two independent halves */
		dnb_board_edge(n, 1, DNB_VERTICAL, 0, n / 2, &e);
		ck_assert(drawn[e]);
	}
	return setup(n, 1, rules, 0, drawn);
}

/* Single rows are keyed by their segments (lib/solver/symmetry.c). */
static void rows(dnb_game *(*make)(struct test_rng *, uint32_t, int), uint32_t rules,
		 uint64_t seed, int count, int values_every)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct test_rng rng;
	dnb_solver *s;

	o.tt_mb = 4;
	rng_seed(&rng, seed);
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	for (int i = 0; i < count; i++) {
		dnb_game *g = make(&rng, rules, i);

		check_position(s, g, i % values_every == 0);
		dnb_game_free(g);
	}
	dnb_solver_free(s);
}

START_TEST(mirrored_rows_by_variant)
{
	rows(mirrored_row, variants[_i], 3000 + (uint64_t)_i, test_small() ? 60 : 600, 25);
}
END_TEST

START_TEST(random_rows_by_variant)
{
	rows(random_row, variants[_i], 2000 + (uint64_t)_i, test_small() ? 100 : 1500, 50);
}
END_TEST

START_TEST(random_by_variant)
{
	random_positions(variants[_i], 1000 + (uint64_t)_i, test_small() ? 300 : 10000,
			 1 + (uint32_t)(_i & 1));
}
END_TEST

/* Misère on the boards where its endgames are dense: 10,000 random positions
 * of 3x3 to 4x4 with at most 18 undrawn edges, on top of random_by_variant. */
START_TEST(random_misere_3x3_4x4)
{
	random_positions_on(DNB_RULE_MISERE, 4000, test_small() ? 300 : 10000, 1, 4);
}
END_TEST

/* One solver across boards: a small board's context is kept from call to
 * call on that board, and positions of boards of other rules and sizes in
 * turn, other switches and a clear still get the answers of a new solver. */
START_TEST(kept_context)
{
	static const uint32_t rules[] = { 0, DNB_RULE_MISERE, 0, DNB_RULE_NIMSTRING };
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *kept, *fresh;
	dnb_game *g[4];
	uint32_t moves[DNB_MAX_EDGES];
	size_t n;

	o.tt_mb = 4;
	ck_assert_int_eq(dnb_solver_new(&o, &kept), DNB_OK);
	for (uint32_t k = 0; k < 4; k++)
		ck_assert_int_eq(dnb_game_new(3, k == 2 ? 2 : 3, rules[k], &g[k]), DNB_OK);
	for (uint32_t call = 0; call < 96; call++) {
		/* two calls on a board (the second keeps the context), then
		 * the next board */
		dnb_solver_result a = DNB_SOLVER_RESULT_INIT, b = DNB_SOLVER_RESULT_INIT;
		dnb_game *pos = g[call / 2 % 4];

		o.disable = call >= 32 && call < 64 ? DNB_SOLVER_NO_SYMMETRY : 0;
		ck_assert_int_eq(dnb_solver_set_options(kept, &o), DNB_OK);
		if (call == 48 || call == 81)
			ck_assert_int_eq(dnb_solver_clear(kept), DNB_OK);
		ck_assert_int_eq(dnb_solver_new(&o, &fresh), DNB_OK);
		ck_assert_int_eq(dnb_solver_solve(kept, pos, &a), DNB_OK);
		ck_assert_int_eq(dnb_solver_solve(fresh, pos, &b), DNB_OK);
		ck_assert_int_eq(a.value, b.value);
		ck_assert_uint_eq(a.best_count, b.best_count);
		ck_assert_mem_eq(a.best_moves, b.best_moves, a.best_count * sizeof(uint32_t));
		dnb_solver_free(fresh);
		ck_assert_int_eq(dnb_game_legal_moves(pos, moves, DNB_MAX_EDGES, &n), DNB_OK);
		if (n)
			ck_assert_int_eq(dnb_game_play(pos, moves[call * 7 % n], NULL), DNB_OK);
	}
	for (uint32_t k = 0; k < 4; k++)
		dnb_game_free(g[k]);
	dnb_solver_free(kept);
}
END_TEST

TEST_SUITE(solver_cross)
{
	Suite *s = suite_create("solver-cross");
	TCase *tc = tcase_create("exhaustive");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, all_1x1);
	tcase_add_test(tc, all_1x2);
	tcase_add_test(tc, all_2x2);
	tcase_add_loop_test(tc, switches_2x2, 0, 6);
	tcase_add_loop_test(tc, random_by_variant, 0, (int)N_VARIANTS);
	tcase_add_loop_test(tc, random_rows_by_variant, 0, (int)N_VARIANTS);
	tcase_add_loop_test(tc, mirrored_rows_by_variant, 0, (int)N_VARIANTS);
	tcase_add_test(tc, kept_context);
	suite_add_tcase(s, tc);
	/* CK_RUN_CASE=misere runs these alone */
	tc = tcase_create("misere");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, all_misere_2x3);
	tcase_add_test(tc, random_misere_3x3_4x4);
	suite_add_tcase(s, tc);
	return s;
}
