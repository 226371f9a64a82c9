/* SPDX-License-Identifier: MIT */
/*
 * The table key of single rows (sv_row_key) on its own: two positions get
 * the same key exactly when they are the same multiset of segments up to
 * reversal, each box known by its undrawn border edges.  Checked against a
 * plainly written canonical form on random edge sets of rows of 2 to 21
 * boxes, both ways round (1xN and Nx1), and on images of each position
 * under the row's reversal and the swap of a box's border edges; and the
 * key's "identical pairs" bit.
 * White-box: it builds the solver's context directly.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "common/bits-priv.h"
#include "solver/state-priv.h"
#include "solver/symmetry-priv.h"

#define SAMPLES 6000
#define REF_LEN 96

struct row {
	uint32_t n, w, h;
	uint32_t inner[SV_MAX_BOXES];  /* edge between box i and i + 1 */
	uint64_t border[SV_MAX_BOXES]; /* border edges of box i */
	uint64_t sides[SV_MAX_BOXES];  /* all four sides of box i */
};

static uint32_t edge(uint32_t w, uint32_t h, uint32_t o, uint32_t r, uint32_t c)
{
	uint32_t e = 0;

	REQUIRE(dnb_board_edge(w, h, o, r, c, &e) == DNB_OK);
	return e;
}

/* Box i's sides, read off the board; along the row is down for 1xN (one
 * column) and right for Nx1. */
static void build(struct row *rw, uint32_t n, int tall)
{
	rw->n = n;
	rw->w = tall ? 1 : n;
	rw->h = tall ? n : 1;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t before, after, s1, s2;
		if (tall) {
			before = edge(rw->w, rw->h, DNB_HORIZONTAL, i, 0);
			after = edge(rw->w, rw->h, DNB_HORIZONTAL, i + 1, 0);
			s1 = edge(rw->w, rw->h, DNB_VERTICAL, i, 0);
			s2 = edge(rw->w, rw->h, DNB_VERTICAL, i, 1);
		} else {
			before = edge(rw->w, rw->h, DNB_VERTICAL, 0, i);
			after = edge(rw->w, rw->h, DNB_VERTICAL, 0, i + 1);
			s1 = edge(rw->w, rw->h, DNB_HORIZONTAL, 0, i);
			s2 = edge(rw->w, rw->h, DNB_HORIZONTAL, 1, i);
		}
		rw->border[i] = UINT64_C(1) << s1 | UINT64_C(1) << s2;
		if (i == 0)
			rw->border[i] |= UINT64_C(1) << before;
		if (i + 1 == n)
			rw->border[i] |= UINT64_C(1) << after;
		else
			rw->inner[i] = after;
		rw->sides[i] = UINT64_C(1) << before | UINT64_C(1) << after | UINT64_C(1) << s1 |
			       UINT64_C(1) << s2;
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* The canonical form written out: each segment as the digits of its boxes'
 * undrawn border edges, the smaller of its two readings, the segments
 * sorted and joined by '|'; boxes taken are left out. */
static void reference(const struct row *rw, uint64_t drawn, char *out)
{
	char seg[SV_MAX_BOXES][32], fwd[32];
	uint32_t nseg = 0, len = 0;

	out[0] = 0;
	for (uint32_t i = 0; i < rw->n; i++) {
		if ((drawn & rw->sides[i]) == rw->sides[i])
			continue; /* taken: its own segment, with nothing in it */
		fwd[len++] = (char)('0' + bits_count(rw->border[i] & ~drawn));
		if (i + 1 < rw->n && !((drawn >> rw->inner[i]) & 1))
			continue;
		fwd[len] = 0;
		for (uint32_t k = 0; k < len; k++)
			seg[nseg][k] = fwd[len - 1 - k];
		seg[nseg][len] = 0;
		if (strcmp(fwd, seg[nseg]) < 0)
			memcpy(seg[nseg], fwd, len + 1);
		nseg++;
		len = 0;
	}
	qsort(seg, nseg, sizeof(seg[0]), cmp_str);
	for (uint32_t k = 0; k < nseg; k++) {
		strcat(out, seg[k]);
		strcat(out, "|");
	}
}

/* An equivalent edge set: the row read the other way, and random swaps of
 * drawn and undrawn border edges within a box. */
static uint64_t image(const struct row *rw, uint64_t drawn, struct test_rng *rng)
{
	uint64_t out = 0;
	int flip = (int)rng_below(rng, 2);

	for (uint32_t i = 0; i < rw->n; i++) {
		uint32_t j = flip ? rw->n - 1 - i : i;
		int k = bits_count(rw->border[i] & drawn);
		uint64_t b = rw->border[j];
		/* k of box j's border edges, chosen at random */
		while (k > 0) {
			uint64_t m = b;
			uint32_t pick = rng_below(rng, (uint32_t)bits_count(m));
			while (pick--)
				m &= m - 1;
			m &= ~m + 1;
			out |= m;
			b &= ~m;
			k--;
		}
		if (i + 1 < rw->n && ((drawn >> rw->inner[i]) & 1))
			out |= UINT64_C(1) << rw->inner[flip ? rw->n - 2 - i : i];
	}
	return out;
}

/* Whether a written form is made of identical pairs of segments (the bit
 * sv_row_paired reads); no segment at all is not a pair. */
static int ref_paired(const char *ref)
{
	const char *a = ref;

	if (!*a)
		return 0;
	while (*a) {
		const char *b = strchr(a, '|') + 1, *next = strchr(b, '|');
		if (!next || b - a != next + 1 - b || strncmp(a, b, (size_t)(b - a)) != 0)
			return 0;
		a = next + 1;
	}
	return 1;
}

struct sample {
	uint64_t key;
	char ref[REF_LEN];
};

static int by_key(const void *a, const void *b)
{
	const struct sample *x = a, *y = b;

	return x->key < y->key ? -1 : x->key > y->key;
}

static int by_ref(const void *a, const void *b)
{
	const struct sample *x = a, *y = b;

	return strcmp(x->ref, y->ref);
}

START_TEST(key_is_canonical)
{
	static const uint32_t sizes[] = { 2, 3, 4, 5, 7, 12, 13, 20, 21 };
	static struct sv_ctx ctx;
	static struct sample smp[SAMPLES];
	struct test_rng rng;

	rng_seed(&rng, 12345u + (uint64_t)_i);

	for (unsigned s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		struct row rw;
		struct sv_pos root;
		dnb_game *g;
		uint32_t ne;
		int same = 0, paired = 0;

		build(&rw, sizes[s], _i);
		REQUIRE(dnb_game_new(rw.w, rw.h, 0, &g) == DNB_OK);
		REQUIRE(sv_ctx_build(&ctx, g, 0, &root) == DNB_OK);
		REQUIRE(ctx.row_mode);
		dnb_board_edge_count(rw.w, rw.h, &ne);
		for (int i = 0; i < SAMPLES; i++) {
			/* dense edge sets, so that positions repeat */
			uint64_t d = 0, d2;
			uint32_t density = 50 + rng_below(&rng, 50);
			for (uint32_t e = 0; e < ne; e++)
				if (rng_below(&rng, 100) < density)
					d |= UINT64_C(1) << e;
			smp[i].key = sv_row_key(&ctx, sv_row_word(&ctx, d));
			reference(&rw, d, smp[i].ref);
			REQUIRE_EQ(sv_row_paired(&ctx, smp[i].key), ref_paired(smp[i].ref));
			paired += ref_paired(smp[i].ref);
			d2 = image(&rw, d, &rng);
			REQUIRE_EQ(sv_row_key(&ctx, sv_row_word(&ctx, d2)), smp[i].key);
		}
		/* equal keys, equal forms; and equal forms, equal keys */
		qsort(smp, SAMPLES, sizeof(smp[0]), by_key);
		for (int i = 1; i < SAMPLES; i++)
			if (smp[i].key == smp[i - 1].key) {
				REQUIRE(strcmp(smp[i].ref, smp[i - 1].ref) == 0);
				same++;
			}
		qsort(smp, SAMPLES, sizeof(smp[0]), by_ref);
		for (int i = 1; i < SAMPLES; i++)
			if (strcmp(smp[i].ref, smp[i - 1].ref) == 0)
				REQUIRE(smp[i].key == smp[i - 1].key);
		/* the check must have met repeated positions to mean anything */
		ck_assert_int_gt(same, 0);
		ck_assert_int_gt(paired, 0);
		dnb_game_free(g);
	}
}
END_TEST

TEST_SUITE(row_key)
{
	Suite *s = suite_create("row-key");
	TCase *tc = tcase_create("canonical");

	/* loop index 0: Nx1 (a row across), 1: 1xN (a column) */
	tcase_add_loop_test(tc, key_is_canonical, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
