/* SPDX-License-Identifier: MIT */
/* The referee over every small graph: the enumerator gives each class
 * once (against brute force), Berlekamp's value agrees with the raw game
 * on every graph of up to 6 coins (DNB_NREF_COINS for more), the memo with
 * the plain searches, the loony pattern of dnb_nimstring(3)
 * with the search, captures are free, values add by nim-sum, and the
 * chain reductions hold in small contexts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "nref.h"

/* How far the checks over all graphs go: DNB_NREF_COINS (default 6, 3
 * under DNB_TEST_SMALL) for the memo, DNB_NREF_PLAIN (default 5, 3) for
 * the plain searches against the memo. */
static uint32_t bound(const char *name, uint32_t normal, uint32_t small)
{
	const char *e = getenv(name);
	uint32_t n = e && *e ? (uint32_t)strtoul(e, NULL, 10) : test_small() ? small : normal;
	return n < 1 ? 1 : n > NREF_ENUM_MAX_COINS ? NREF_ENUM_MAX_COINS : n;
}

/* Connected through coins, every degree 1..4, no string from a coin to
 * itself. */
static int well_formed(const struct nref_graph *g)
{
	uint32_t seen = 1, grew = 1;
	for (uint32_t s = 0; s < g->strings; s++)
		if (g->a[s] == g->b[s])
			return 0;
	for (uint32_t c = 0; c < g->coins; c++) {
		uint32_t d = nref_degree(g, c);
		if (d < 1 || d > 4)
			return 0;
	}
	while (grew) {
		grew = 0;
		for (uint32_t s = 0; s < g->strings; s++) {
			uint32_t a = g->a[s], b = g->b[s];
			if (a == NREF_GROUND || b == NREF_GROUND)
				continue;
			if ((seen >> a & 1) != (seen >> b & 1)) {
				seen |= 1u << a | 1u << b;
				grew = 1;
			}
		}
	}
	return seen == (1u << g->coins) - 1;
}

/* A brute-force canonical code: the least code over all n! orders of the
 * coins (ground counts, then string counts column by column). */
#define BRUTE_MAX 5
struct brute {
	uint32_t n;
	uint8_t gnd[BRUTE_MAX], mult[BRUTE_MAX][BRUTE_MAX];
};
#define BRUTE_CODE (BRUTE_MAX + BRUTE_MAX * (BRUTE_MAX - 1) / 2)

static void brute_orders(const struct brute *b, uint32_t *order, uint32_t k, uint32_t used,
			 uint8_t *best, int *have)
{
	if (k == b->n) {
		uint8_t code[BRUTE_CODE] = { 0 };
		uint32_t at = 0;
		for (uint32_t i = 0; i < b->n; i++)
			code[at++] = b->gnd[order[i]];
		for (uint32_t i = 1; i < b->n; i++)
			for (uint32_t j = 0; j < i; j++)
				code[at++] = b->mult[order[j]][order[i]];
		if (!*have || memcmp(code, best, BRUTE_CODE) < 0)
			memcpy(best, code, BRUTE_CODE);
		*have = 1;
		return;
	}
	for (uint32_t v = 0; v < b->n; v++)
		if (!(used >> v & 1)) {
			order[k] = v;
			brute_orders(b, order, k + 1, used | 1u << v, best, have);
		}
}

static void brute_code(const struct brute *b, uint8_t *best)
{
	uint32_t order[BRUTE_MAX];
	int have = 0;
	brute_orders(b, order, 0, 0, best, &have);
}

static void brute_of(const struct nref_graph *g, struct brute *b)
{
	memset(b, 0, sizeof *b);
	b->n = g->coins;
	for (uint32_t s = 0; s < g->strings; s++) {
		if (g->b[s] == NREF_GROUND)
			b->gnd[g->a[s]]++;
		else if (g->a[s] == NREF_GROUND)
			b->gnd[g->b[s]]++;
		else {
			b->mult[g->a[s]][g->b[s]]++;
			b->mult[g->b[s]][g->a[s]]++;
		}
	}
}

/* The codes of a list of graphs. */
struct codes {
	uint8_t (*code)[BRUTE_CODE];
	size_t count, cap;
};

static void codes_add(struct codes *c, const uint8_t *code)
{
	if (c->count == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 1024;
		c->code = realloc(c->code, c->cap * sizeof *c->code);
		ck_assert_ptr_nonnull(c->code);
	}
	memcpy(c->code[c->count++], code, BRUTE_CODE);
}

static int cmp_code(const void *a, const void *b)
{
	return memcmp(a, b, BRUTE_CODE);
}

/* Sort and drop repeats; the number left. */
static size_t codes_distinct(struct codes *c)
{
	if (c->count == 0)
		return 0;
	qsort(c->code, c->count, sizeof *c->code, cmp_code);
	size_t k = 1;
	for (size_t i = 1; i < c->count; i++)
		if (memcmp(c->code[i], c->code[k - 1], BRUTE_CODE))
			memcpy(c->code[k++], c->code[i], BRUTE_CODE);
	c->count = k;
	return k;
}

/* Every labelled connected graph of n coins by brute force, into c. */
static void labelled(struct brute *b, uint32_t pair, struct codes *c)
{
	uint32_t n = b->n, pairs = n * (n - 1) / 2;
	if (pair == pairs + n) {
		struct nref_graph g;
		nref_graph_init(&g, n);
		for (uint32_t i = 0; i < n; i++) {
			nref_add_ground(&g, i, b->gnd[i]);
			for (uint32_t j = i + 1; j < n; j++)
				for (uint32_t k = 0; k < b->mult[i][j]; k++)
					nref_add(&g, i, j);
		}
		if (!well_formed(&g))
			return;
		uint8_t code[BRUTE_CODE];
		brute_code(b, code);
		codes_add(c, code);
		return;
	}
	/* the pairs (i, j), i < j, then the ground counts */
	uint32_t i = 0, j = 0, p = pair;
	if (p < pairs) {
		for (i = 0; p >= n - 1 - i; i++)
			p -= n - 1 - i;
		j = i + 1 + p;
	}
	for (uint8_t k = 0; k <= 4; k++) {
		uint32_t di = 0, dj = 0;
		if (pair < pairs) {
			b->mult[i][j] = b->mult[j][i] = k;
		} else {
			i = pair - pairs;
			b->gnd[i] = k;
		}
		for (uint32_t x = 0; x < n; x++) {
			di += b->mult[i][x];
			if (pair < pairs)
				dj += b->mult[j][x];
		}
		di += b->gnd[i];
		dj += pair < pairs ? b->gnd[j] : 0;
		if (di <= 4 && dj <= 4)
			labelled(b, pair + 1, c);
	}
	if (pair < pairs)
		b->mult[i][j] = b->mult[j][i] = 0;
	else
		b->gnd[pair - pairs] = 0;
}

struct census {
	struct codes by_coins[BRUTE_MAX + 1];
	uint64_t bad;
};

static int census_one(const struct nref_graph *g, void *user)
{
	struct census *c = user;
	struct brute b;
	uint8_t code[BRUTE_CODE];
	if (!well_formed(g))
		c->bad++;
	if (g->coins <= BRUTE_MAX) {
		brute_of(g, &b);
		brute_code(&b, code);
		codes_add(&c->by_coins[g->coins], code);
	}
	return 0;
}

START_TEST(test_enum_classes)
{
	/* once per class: distinct brute-force codes up to 5 coins, and as
	 * many classes as brute force over labelled graphs finds up to 4 */
	struct census c;
	uint64_t counts[NREF_ENUM_MAX_COINS + 1];
	memset(&c, 0, sizeof c);
	ck_assert_int_eq(nref_foreach_graph(BRUTE_MAX, census_one, &c, counts), 0);
	ck_assert_uint_eq(c.bad, 0);
	static const uint64_t want[] = { 0, 4, 20, 94, 621, 4715 };
	for (uint32_t n = 1; n <= BRUTE_MAX; n++) {
		ck_assert_uint_eq(counts[n], want[n]);
		ck_assert_uint_eq(c.by_coins[n].count, counts[n]);
		ck_assert_uint_eq(codes_distinct(&c.by_coins[n]), counts[n]);
		free(c.by_coins[n].code);
	}
	for (uint32_t n = 1; n <= 4; n++) {
		struct brute b;
		struct codes all = { 0 };
		memset(&b, 0, sizeof b);
		b.n = n;
		labelled(&b, 0, &all);
		ck_assert_uint_eq(codes_distinct(&all), counts[n]);
		free(all.code);
	}
}
END_TEST

/* The loony pattern of dnb_nimstring(3), after zero or more
 * captures: a coin c of degree 1 whose string leads to a coin d of degree
 * 2 whose other string does not lead to a coin of degree 1. */
static int pattern_now(const struct nref_graph *g)
{
	for (uint32_t s = 0; s < g->strings; s++)
		for (int side = 0; side < 2; side++) {
			uint32_t c = side ? g->b[s] : g->a[s], d = side ? g->a[s] : g->b[s];
			if (c == NREF_GROUND || d == NREF_GROUND || nref_degree(g, c) != 1 ||
			    nref_degree(g, d) != 2)
				continue;
			for (uint32_t t = 0; t < g->strings; t++) {
				if (t == s || (g->a[t] != d && g->b[t] != d))
					continue;
				uint32_t e = g->a[t] == d ? g->b[t] : g->a[t];
				if (e == NREF_GROUND || nref_degree(g, e) != 1)
					return 1;
			}
		}
	return 0;
}

static int captures(const struct nref_graph *g, uint32_t s)
{
	return (g->a[s] != NREF_GROUND && nref_degree(g, g->a[s]) == 1) ||
	       (g->b[s] != NREF_GROUND && nref_degree(g, g->b[s]) == 1);
}

static int pattern_loony(const struct nref_graph *g)
{
	if (pattern_now(g))
		return 1;
	for (uint32_t s = 0; s < g->strings; s++)
		if (captures(g, s)) {
			struct nref_graph h;
			nref_cut(g, s, &h);
			if (pattern_loony(&h))
				return 1;
		}
	return 0;
}

struct sweep {
	struct nref_memo *memo;
	uint32_t plain;                 /* coins up to which to run the plain searches */
	uint64_t graphs, loony, pattern_differs, capture_differs;
	struct nref_graph first_differs;
	/* the graphs of up to 3 coins, for sums */
	struct nref_graph small[200];
	uint32_t values[200], n_small;
};

static int sweep_one(const struct nref_graph *g, void *user)
{
	struct sweep *x = user;
	uint32_t v = nref_memo_value(x->memo, g);
	int w = nref_memo_wins(x->memo, g);
	REQUIRE(v != NREF_ERROR && w >= 0);
	/* Berlekamp's value against the raw game */
	REQUIRE_EQ(v != 0, w);
	REQUIRE_EQ(nref_memo_outside(x->memo, g), v);
	if (g->coins <= x->plain) {
		REQUIRE_EQ(nref_value(g), v);
		REQUIRE_EQ(nref_wins(g), w);
		REQUIRE_EQ(nref_outside(g), v);
	}
	/* the looniness pattern against the search */
	if (pattern_loony(g) != (v == NREF_LOONY)) {
		if (!x->pattern_differs)
			x->first_differs = *g;
		x->pattern_differs++;
	}
	/* capturing is free: every capture leaves the same value */
	if (v != NREF_LOONY)
		for (uint32_t s = 0; s < g->strings; s++)
			if (captures(g, s)) {
				struct nref_graph h;
				nref_cut(g, s, &h);
				x->capture_differs += nref_memo_value(x->memo, &h) != v;
			}
	x->graphs++;
	x->loony += v == NREF_LOONY;
	if (g->coins <= 3 && x->n_small < 200) {
		x->small[x->n_small] = *g;
		x->values[x->n_small++] = v;
	}
	return 0;
}

static void print_graph(const char *what, const struct nref_graph *g)
{
	fprintf(stderr, "%s: %u coins:", what, g->coins);
	for (uint32_t s = 0; s < g->strings; s++) {
		fprintf(stderr, " ");
		if (g->a[s] == NREF_GROUND)
			fprintf(stderr, "G");
		else
			fprintf(stderr, "%u", g->a[s]);
		if (g->b[s] == NREF_GROUND)
			fprintf(stderr, "-G");
		else
			fprintf(stderr, "-%u", g->b[s]);
	}
	fprintf(stderr, "\n");
}

START_TEST(test_enum_values)
{
	struct sweep x;
	memset(&x, 0, sizeof x);
	x.memo = nref_memo_new();
	ck_assert_ptr_nonnull(x.memo);
	x.plain = bound("DNB_NREF_PLAIN", 5, 3);
	uint32_t coins = bound("DNB_NREF_COINS", 6, 3);
	uint64_t counts[NREF_ENUM_MAX_COINS + 1];
	ck_assert_int_eq(nref_foreach_graph(coins, sweep_one, &x, counts), 0);
	if (x.pattern_differs)
		print_graph("pattern and search differ first on", &x.first_differs);
	ck_assert_uint_eq(x.pattern_differs, 0);
	ck_assert_uint_eq(x.capture_differs, 0);
	ck_assert_uint_eq(x.n_small, 4 + 20 + 94);

	/* sums: two graphs side by side, the nim-sum of their values */
	for (uint32_t i = 0; i < x.n_small; i++)
		for (uint32_t j = i; j < x.n_small; j++) {
			struct nref_graph u;
			REQUIRE(nref_union(&x.small[i], &x.small[j], &u) == 0);
			uint32_t vi = x.values[i], vj = x.values[j];
			uint32_t want = vi == NREF_LOONY || vj == NREF_LOONY ? NREF_LOONY : vi ^ vj;
			REQUIRE_EQ(nref_memo_value(x.memo, &u), want);
			REQUIRE_EQ(nref_memo_wins(x.memo, &u), want != 0);
		}
	fprintf(stderr, "nref: %llu graphs of up to %u coins (plain searches up to %u), "
		"%llu loony, memo %llu positions\n",
		(unsigned long long)x.graphs, coins, x.plain, (unsigned long long)x.loony,
		(unsigned long long)nref_memo_entries(x.memo));
	nref_memo_free(x.memo);
}
END_TEST

/* ---- The chain reductions of dnb_nimstring(3) ------------------------- */

/* g with a chain of k new coins from x to y (coins of g or NREF_GROUND). */
static int with_chain(const struct nref_graph *g, uint32_t x, uint32_t y, uint32_t k,
		      struct nref_graph *out)
{
	struct nref_graph h = *g;
	uint32_t first = h.coins;
	if (first + k > NREF_MAX_COINS)
		return -1;
	h.coins += k;
	int bad = nref_add(&h, x, first) < 0;
	for (uint32_t i = 1; i < k; i++)
		bad |= nref_add(&h, first + i - 1, first + i) < 0;
	bad |= nref_add(&h, first + k - 1, y) < 0;
	*out = h;
	return bad ? -1 : 0;
}

struct reduce {
	struct nref_memo *memo;
	uint64_t contexts, cap_differs, snap_differs;
};

static uint32_t chain_value(struct reduce *r, const struct nref_graph *g, uint32_t x, uint32_t y,
			    uint32_t k)
{
	struct nref_graph h;
	REQUIRE(with_chain(g, x, y, k, &h) == 0);
	uint32_t v = nref_memo_value(r->memo, &h);
	REQUIRE(v != NREF_ERROR);
	return v;
}

/* (c) a long chain of 3, 4 or 5 coins is worth the same; (d) a long chain
 * between joints x and y (or x and itself) is worth a 3-chain from each to
 * the ground. */
static int reduce_one(const struct nref_graph *g, void *user)
{
	struct reduce *r = user;
	uint32_t n = g->coins;
	for (uint32_t x = 0; x < n; x++) {
		uint32_t dx = nref_degree(g, x);
		if (dx >= 4)
			continue;
		if (n + 5 <= NREF_ENUM_MAX_COINS) {
			uint32_t v = chain_value(r, g, x, NREF_GROUND, 3);
			r->cap_differs += chain_value(r, g, x, NREF_GROUND, 4) != v;
			r->cap_differs += chain_value(r, g, x, NREF_GROUND, 5) != v;
			r->contexts++;
		}
		for (uint32_t y = x; y < n; y++) {
			uint32_t dy = nref_degree(g, y) + (y == x);
			if (dy >= 4 || dx < 2 || dy < 2 || n + 6 > NREF_ENUM_MAX_COINS)
				continue;   /* joints: degree >= 3 with the chain */
			uint32_t v = chain_value(r, g, x, y, 3);
			r->cap_differs += chain_value(r, g, x, y, 4) != v;
			struct nref_graph h, snapped;
			REQUIRE(with_chain(g, x, NREF_GROUND, 3, &h) == 0);
			REQUIRE(with_chain(&h, y, NREF_GROUND, 3, &snapped) == 0);
			r->snap_differs += nref_memo_value(r->memo, &snapped) != v;
			r->contexts++;
		}
	}
	return 0;
}

START_TEST(test_reductions)
{
	struct reduce r = { nref_memo_new(), 0, 0, 0 };
	ck_assert_ptr_nonnull(r.memo);
	ck_assert_int_eq(nref_foreach_graph(test_small() ? 1 : 3, reduce_one, &r, NULL), 0);
	fprintf(stderr, "nref: reductions in %llu contexts\n", (unsigned long long)r.contexts);
	ck_assert_uint_eq(r.cap_differs, 0);
	ck_assert_uint_eq(r.snap_differs, 0);
	nref_memo_free(r.memo);
}
END_TEST

TEST_SUITE(nref_enum)
{
	Suite *s = suite_create("nref-enum");
	TCase *tc = tcase_create("enum");
	tcase_add_test(tc, test_enum_classes);
	tcase_add_test(tc, test_enum_values);
	tcase_add_test(tc, test_reductions);
	suite_add_tcase(s, tc);
	return s;
}
