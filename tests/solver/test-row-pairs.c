/* SPDX-License-Identifier: MIT */
/*
 * The rule behind sv_row_paired: a single row made of identical pairs of
 * segments, H + H, with no box to take, is worth at most 0 to the player to
 * move (standard scoring and Nimstring; misere has counterexamples, which is
 * why the solver leaves it out).  The copying argument behind it is not a
 * proof when the copied move is a sacrifice, so the rule is checked here on
 * every such position whose half H comes from a row of up to 4 boxes (set
 * DNB_PAIRS_HALF=7 for every half of up to 7 boxes, the solver's limit:
 * it applies the rule to positions of at most 14 boxes; that run takes
 * 27 minutes and 3.6 GB).  The values come from rowref.c, which is first
 * checked against the plain reference.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "ref.h"
#include "rowref.h"

static const uint32_t kinds_rules[3] = { DNB_RULES_STANDARD, DNB_RULE_NIMSTRING, DNB_RULE_MISERE };

/* rowref against ref.c on random rows of 1 to 10 boxes, at most 18 edges left. */
START_TEST(rowref_agrees)
{
	struct test_rng rng;
	struct rowref *rr = rowref_new(_i);

	ck_assert_ptr_nonnull(rr);
	rng_seed(&rng, 4000 + (uint64_t)_i);
	for (int t = 0; t < 400; t++) {
		uint32_t n = 1 + rng_below(&rng, 10), w = (t & 1) ? n : 1, h = (t & 1) ? 1 : n;
		uint32_t ne = 3 * n + 1, u = rng_below(&rng, (ne < 18 ? ne : 18) + 1);
		uint8_t drawn[64];
		struct rowref_pos p;
		struct ref ref;
		dnb_game *g;

		memset(drawn, 1, ne);
		for (uint32_t k = 0; k < u;) {
			uint32_t e = rng_below(&rng, ne);
			if (drawn[e]) {
				drawn[e] = 0;
				k++;
			}
		}
		ck_assert_int_eq(dnb_game_new_setup(w, h, kinds_rules[_i], drawn, NULL, 1, &g), DNB_OK);
		ck_assert(rowref_from_game(g, &p));
		ck_assert(ref_init(&ref, g));
		if (rowref_value(rr, &p) != ref_value(&ref))
			ck_abort_msg("rowref %d, ref %d, kind %d:\n%s", rowref_value(rr, &p),
				     ref_value(&ref), _i, test_format(g, DNB_FORMAT_DIAGRAM));
		ref_free(&ref);
		dnb_game_free(g);
	}
	rowref_free(rr);
}
END_TEST

/* H from the left half of a row of 2 * half boxes: for box b, bits 3b, 3b+1,
 * 3b+2 of pat draw its top, its bottom and its left side (the board's edge
 * for box 0, else the side shared with box b - 1); the half's right end is
 * closed.  Then P = H + H.  0 when P has a box to take or none left. */
static int paired_position(uint32_t half, uint32_t pat, struct rowref_pos *p)
{
	int deg[ROWREF_MAX_BOXES], link[ROWREF_MAX_BOXES], g[ROWREF_MAX_BOXES];
	uint32_t nbox = 0;

	memset(p, 0, sizeof(*p));
	for (uint32_t b = 0; b < half; b++) {
		g[b] = !((pat >> (3 * b)) & 1) + !((pat >> (3 * b + 1)) & 1);
		link[b] = 0;
		if (!((pat >> (3 * b + 2)) & 1)) {
			if (b == 0)
				g[b]++;
			else
				link[b - 1] = 1;
		}
	}
	for (uint32_t b = 0; b < half; b++) {
		deg[b] = g[b] + link[b] + (b > 0 && link[b - 1]);
		if (deg[b] == 1)
			return 0;
	}
	for (int copy = 0; copy < 2; copy++) {
		for (uint32_t b = 0; b < half; b++) {
			if (deg[b] == 0)
				continue;
			if (b == 0 || deg[b - 1] == 0 || !link[b - 1])
				p->seg_start[p->nseg++] = (uint8_t)nbox;
			p->ground[nbox++] = (uint8_t)g[b];
		}
	}
	p->nbox = nbox;
	p->seg_start[p->nseg] = (uint8_t)nbox;
	return nbox > 0;
}

START_TEST(pairs_worth_at_most_zero)
{
	const char *env = getenv("DNB_PAIRS_HALF");
	uint32_t max_half = env && *env ? (uint32_t)atoi(env) : 4, checked = 0;
	struct rowref *rr = rowref_new(_i); /* 0 standard, 1 Nimstring */

	ck_assert_ptr_nonnull(rr);
	ck_assert_uint_le(2 * max_half, ROWREF_MAX_BOXES);
	for (uint32_t half = 1; half <= max_half; half++) {
		for (uint32_t pat = 0; pat < (1u << (3 * half)); pat++) {
			struct rowref_pos p;
			int v;
			if (!paired_position(half, pat, &p))
				continue;
			v = rowref_value(rr, &p);
			if (v > 0)
				ck_abort_msg("H + H worth %d: half %u, pattern %u, kind %d", v, half,
					     pat, _i);
			checked++;
		}
	}
	ck_assert_uint_gt(checked, 100);
	rowref_free(rr);
}
END_TEST

/* The one position of the 10-box row found by the full run where misere
 * breaks the rule: the solver must not use it there. */
START_TEST(misere_counterexample)
{
	struct rowref *rr = rowref_new(2);
	struct rowref_pos p;

	ck_assert(paired_position(5, 1624, &p));
	ck_assert_int_gt(rowref_value(rr, &p), 0);
	rowref_free(rr);
}
END_TEST

TEST_SUITE(row_pairs)
{
	Suite *s = suite_create("row-pairs");
	TCase *tc = tcase_create("pairs");

	tcase_add_loop_test(tc, rowref_agrees, 0, 3);
	tcase_add_loop_test(tc, pairs_worth_at_most_zero, 0, 2);
	tcase_add_test(tc, misere_counterexample);
	suite_add_tcase(s, tc);
	return s;
}
