/* SPDX-License-Identifier: MIT */
/* The referee (tests/nimstring/ref/) checked against itself and the
 * literature: Berlekamp's value against the raw game on many graphs, the
 * worked values of nimstring-theory.md section 4 by name, sums, and its own
 * board model against its graphs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "nref.h"

/* value != 0 or loony <=> the player to move wins. */
static int value_says_win(uint32_t v)
{
	return v != 0;
}

static void check_agrees(const struct nref_graph *g)
{
	uint32_t v = nref_value(g);
	int w = nref_wins(g);
	REQUIRE(v != NREF_ERROR && w >= 0);
	REQUIRE_EQ(value_says_win(v), w);
	/* the value is the losing heap size of the game beside a heap */
	REQUIRE_EQ(nref_outside(g), v);
}

static struct nref_graph coin_with_ground(uint32_t k)
{
	struct nref_graph g;
	nref_graph_init(&g, 1);
	nref_add_ground(&g, 0, k);
	return g;
}

static struct nref_graph chain(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	nref_add_chain(&g, 0, n);
	return g;
}

static struct nref_graph loop(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	nref_add_loop(&g, 0, n);
	return g;
}

/* A path of n coins, nothing to the ground: both ends capturable. */
static struct nref_graph path(uint32_t n)
{
	struct nref_graph g;
	nref_graph_init(&g, n);
	for (uint32_t i = 1; i < n; i++)
		nref_add(&g, i - 1, i);
	return g;
}

/* An opened chain of n coins: c1 - ... - cn - G, c1 of degree 1. */
static struct nref_graph opened_chain(uint32_t n)
{
	struct nref_graph g = path(n);
	nref_add(&g, n - 1, NREF_GROUND);
	return g;
}

static struct nref_graph board(uint32_t w, uint32_t h, const uint32_t *drawn, uint32_t n)
{
	uint8_t d[64] = { 0 };
	struct nref_graph g;
	for (uint32_t i = 0; i < n; i++)
		d[drawn[i]] = 1;
	ck_assert_int_eq(nref_graph_from_board(w, h, d, &g), 0);
	return g;
}

static void expect_value(const struct nref_graph *g, uint32_t v)
{
	ck_assert_uint_eq(nref_value(g), v);
	check_agrees(g);
}

START_TEST(test_coin_ground)
{
	static const uint32_t want[] = { 0, 0, 1, 0, 1 };
	for (uint32_t k = 1; k <= 4; k++) {
		struct nref_graph g = coin_with_ground(k);
		expect_value(&g, want[k]);
	}
}
END_TEST

START_TEST(test_chains)
{
	struct nref_graph g = chain(1);
	expect_value(&g, 1);
	g = chain(2);
	expect_value(&g, 1);
	for (uint32_t n = 3; n <= 8; n++) {
		g = chain(n);
		expect_value(&g, 0);
	}
}
END_TEST

START_TEST(test_loops)
{
	struct nref_graph g = loop(3);   /* not on a board */
	expect_value(&g, 1);
	for (uint32_t n = 4; n <= 9; n++) {
		g = loop(n);
		expect_value(&g, 0);
	}
}
END_TEST

START_TEST(test_opened)
{
	/* an opened loop of 4: a path of 4 coins, ends of degree 1 */
	struct nref_graph g = path(4);
	expect_value(&g, NREF_LOONY);
	/* the domino and o-o-o are not loony (every cut captures) */
	g = path(2);
	expect_value(&g, 0);
	g = path(3);
	expect_value(&g, 0);
	for (uint32_t n = 5; n <= 8; n++) {
		g = path(n);
		expect_value(&g, NREF_LOONY);
	}
	/* an opened chain: a lone capturable coin is 0, longer ones loony */
	g = opened_chain(1);
	expect_value(&g, 0);
	for (uint32_t n = 2; n <= 7; n++) {
		g = opened_chain(n);
		expect_value(&g, NREF_LOONY);
	}
}
END_TEST

START_TEST(test_capture_exposes)
{
	/* A - J - E with J also grounded: loony after taking A */
	struct nref_graph g;
	nref_graph_init(&g, 3);
	nref_add(&g, 0, 1);
	nref_add(&g, 1, 2);
	nref_add(&g, 1, NREF_GROUND);
	expect_value(&g, NREF_LOONY);
}
END_TEST

START_TEST(test_joint_chain)
{
	/* a joint with 2 ground strings and a 3-chain to the ground: *1 */
	struct nref_graph g;
	nref_graph_init(&g, 4);
	nref_add_ground(&g, 0, 2);
	nref_add(&g, 0, 1);
	nref_add(&g, 1, 2);
	nref_add(&g, 2, 3);
	nref_add(&g, 3, NREF_GROUND);
	expect_value(&g, 1);
}
END_TEST

/* 2x2 board: horizontal edges 0..5 (rows 0, 1, 2), vertical 6..14 (rows
 * 0, 1; columns 0, 1, 2).  Outer edges: 0 1 4 5 6 8 9 11. */
START_TEST(test_board_2x2)
{
	static const uint32_t seven_outer[] = { 0, 1, 4, 5, 6, 8, 9 };
	static const uint32_t icelandic[] = { 0, 1, 6, 9 };   /* top and left */
	struct nref_graph g = board(2, 2, seven_outer, 7);
	expect_value(&g, 1);
	g = board(2, 2, icelandic, 4);
	expect_value(&g, 2);
	/* the 4-loop with one coin grounded, built by hand */
	nref_graph_init(&g, 4);
	nref_add_loop(&g, 0, 4);
	nref_add(&g, 2, NREF_GROUND);
	expect_value(&g, 1);
	/* 1x1: the coin with four ground strings */
	g = board(1, 1, NULL, 0);
	expect_value(&g, 1);
}
END_TEST

/* *3: a 4-cycle 0-1-2-3 with the chord 1-3 and one ground string at 0
 * (found by the referee, not from the literature). */
static struct nref_graph star3(void)
{
	struct nref_graph g;
	nref_graph_init(&g, 4);
	nref_add_loop(&g, 0, 4);
	nref_add(&g, 1, 3);
	nref_add(&g, 0, NREF_GROUND);
	return g;
}

START_TEST(test_sum)
{
	/* Berlekamp: 0 + * + *3 = *2 */
	struct nref_graph zero = coin_with_ground(3), one = coin_with_ground(2);
	struct nref_graph three = star3(), sum;
	static const uint32_t icelandic[] = { 0, 1, 6, 9 };
	expect_value(&three, 3);
	ck_assert_int_eq(nref_union(&zero, &one, &sum), 0);
	ck_assert_int_eq(nref_union(&sum, &three, &sum), 0);
	expect_value(&sum, 2);
	/* and with the Icelandic 2x2 (*2) beside it, 0: a loss */
	struct nref_graph ice = board(2, 2, icelandic, 4);
	ck_assert_int_eq(nref_union(&sum, &ice, &sum), 0);
	expect_value(&sum, 0);
	ck_assert_int_eq(nref_wins(&sum), 0);
}
END_TEST

START_TEST(test_not_plain_grundy)
{
	/* an opened 2-chain c - d - G beside a coin with two ground strings:
	 * complete-turn Grundy values 1 and 1 would say a loss */
	struct nref_graph a = opened_chain(2), b = coin_with_ground(2), u;
	ck_assert_int_eq(nref_union(&a, &b, &u), 0);
	ck_assert_int_eq(nref_wins(&u), 1);
	expect_value(&u, NREF_LOONY);
}
END_TEST

/* ---- Random graphs ---------------------------------------------------- */

/* A random connected graph of n coins, degrees 1..4. */
static void random_graph(struct test_rng *r, uint32_t n, struct nref_graph *g)
{
	uint32_t deg[NREF_MAX_COINS] = { 0 };
	nref_graph_init(g, n);
	for (uint32_t c = 1; c < n; c++) {
		uint32_t p;
		do
			p = rng_below(r, c);
		while (deg[p] >= 4);
		nref_add(g, p, c);
		deg[p]++;
		deg[c]++;
	}
	for (uint32_t k = rng_below(r, 4); k > 0; k--) {
		uint32_t a = rng_below(r, n), b = rng_below(r, n);
		if (a != b && deg[a] < 4 && deg[b] < 4) {
			nref_add(g, a, b);
			deg[a]++;
			deg[b]++;
		}
	}
	for (uint32_t c = 0; c < n; c++) {
		uint32_t k = rng_below(r, 5 - deg[c]);
		if (deg[c] + k == 0)
			k = 1;
		nref_add_ground(g, c, k);
	}
}

START_TEST(test_random_graphs)
{
	struct test_rng r;
	rng_seed(&r, 16);
	uint32_t rounds = test_small() ? 100 : 1000;
	for (uint32_t i = 0; i < rounds; i++) {
		struct nref_graph g;
		random_graph(&r, 1 + rng_below(&r, 6), &g);
		if (g.strings <= 15)
			check_agrees(&g);
	}
}
END_TEST

/* ---- Every small graph ------------------------------------------------- */

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

/* The loony pattern of nimstring-theory.md section 2, after zero or more
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
	REQUIRE_EQ(value_says_win(v), w);
	REQUIRE_EQ(nref_memo_outside(x->memo, g), v);
	if (g->coins <= x->plain) {
		REQUIRE_EQ(nref_value(g), v);
		REQUIRE_EQ(nref_wins(g), w);
		REQUIRE_EQ(nref_outside(g), v);
	}
	/* the pattern test of section 2 against the search */
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
			REQUIRE_EQ(nref_memo_wins(x.memo, &u), value_says_win(want));
		}
	fprintf(stderr, "nref: %llu graphs of up to %u coins (plain searches up to %u), "
		"%llu loony, memo %llu positions\n",
		(unsigned long long)x.graphs, coins, x.plain, (unsigned long long)x.loony,
		(unsigned long long)nref_memo_entries(x.memo));
	nref_memo_free(x.memo);
}
END_TEST

/* ---- Boards ----------------------------------------------------------- */

START_TEST(test_edge_numbering)
{
	/* the referee's numbering against the library's documented one */
	for (uint32_t w = 1; w <= 4; w++)
		for (uint32_t h = 1; h <= 4; h++) {
			uint32_t count = 0;
			ck_assert_int_eq(dnb_board_edge_count(w, h, &count), DNB_OK);
			ck_assert_uint_eq(count, nref_board_edges(w, h));
			for (uint32_t e = 0; e < count; e++) {
				uint32_t a, b, la, lb;
				nref_board_edge_boxes(w, h, e, &a, &b);
				ck_assert_int_eq(dnb_board_edge_boxes(w, h, e, &la, &lb), DNB_OK);
				ck_assert_uint_eq(a == NREF_GROUND ? DNB_NO_BOX : a, la);
				ck_assert_uint_eq(b == NREF_GROUND ? DNB_NO_BOX : b, lb);
			}
		}
}
END_TEST

static void all_positions(uint32_t w, uint32_t h)
{
	uint32_t edges = nref_board_edges(w, h);
	for (uint32_t m = 0; m < 1u << edges; m++) {
		uint8_t drawn[32];
		struct nref_graph g;
		for (uint32_t e = 0; e < edges; e++)
			drawn[e] = (uint8_t)(m >> e & 1);
		ck_assert_int_eq(nref_graph_from_board(w, h, drawn, &g), 0);
		int bw = nref_board_wins(w, h, drawn);
		REQUIRE(bw >= 0);
		REQUIRE_EQ(bw, nref_wins(&g));
	}
}

START_TEST(test_board_all)
{
	all_positions(1, 1);
	all_positions(1, 2);
	all_positions(2, 1);
	all_positions(1, 3);
	all_positions(2, 2);
}
END_TEST

START_TEST(test_from_game)
{
	/* a game played through the library gives the graph of its edges */
	struct test_rng r;
	rng_seed(&r, 5);
	for (uint32_t round = 0; round < 50; round++) {
		dnb_game *game = NULL;
		ck_assert_int_eq(dnb_game_new(3, 2, DNB_RULE_NIMSTRING, &game), DNB_OK);
		uint8_t drawn[32] = { 0 };
		uint32_t moves = rng_below(&r, 17);
		for (uint32_t i = 0; i < moves; i++) {
			uint32_t e;
			do
				e = rng_below(&r, nref_board_edges(3, 2));
			while (drawn[e]);
			drawn[e] = 1;
			ck_assert_int_eq(dnb_game_play(game, e, NULL), DNB_OK);
		}
		struct nref_graph a, b;
		ck_assert_int_eq(nref_graph_from_game(game, &a), 0);
		ck_assert_int_eq(nref_graph_from_board(3, 2, drawn, &b), 0);
		ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
		ck_assert_int_eq(nref_board_wins(3, 2, drawn), nref_wins(&a));
		dnb_game_free(game);
	}
}
END_TEST

TEST_SUITE(nref)
{
	Suite *s = suite_create("nref");
	TCase *tc = tcase_create("literature");
	tcase_add_test(tc, test_coin_ground);
	tcase_add_test(tc, test_chains);
	tcase_add_test(tc, test_loops);
	tcase_add_test(tc, test_opened);
	tcase_add_test(tc, test_capture_exposes);
	tcase_add_test(tc, test_joint_chain);
	tcase_add_test(tc, test_board_2x2);
	tcase_add_test(tc, test_sum);
	tcase_add_test(tc, test_not_plain_grundy);
	suite_add_tcase(s, tc);
	tc = tcase_create("search");
	tcase_add_test(tc, test_random_graphs);
	tcase_add_test(tc, test_enum_classes);
	tcase_add_test(tc, test_enum_values);
	suite_add_tcase(s, tc);
	tc = tcase_create("board");
	tcase_add_test(tc, test_edge_numbering);
	tcase_add_test(tc, test_board_all);
	tcase_add_test(tc, test_from_game);
	suite_add_tcase(s, tc);
	return s;
}
