/* SPDX-License-Identifier: MIT */
/* The endgame list evaluator against the plain recursion: every position
 * of up to 40 boxes, 120,000 random ones of more than 40 boxes, the worked values of the
 * theory note, the opener's move, the controller's rule, bad input.
 *
 * Why this file is long: the worked values are a table copied by name from
 * the theory note, one line each, beside the exhaustive and random checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "eg-brute.h"

static uint32_t pub_kind(uint32_t loop)
{
	return loop ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
}

static int64_t iabs64(int64_t x) { return x < 0 ? -x : x; }

/* ck_assert reports every check that passes, which costs more than the
 * evaluation itself over 177,000 positions: the hot path checks quietly
 * and reports failures only. */
#define REQ_EQ(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (a_ != b_) ck_abort_msg("%s == %s failed: %lld != %lld", #a, #b, a_, b_); } while (0)
#define REQ_LE(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
	if (a_ > b_) ck_abort_msg("%s <= %s failed: %lld > %lld", #a, #b, a_, b_); } while (0)
#define REQ(c) do { if (!(c)) ck_abort_msg("failed: %s", #c); } while (0)
#define REQ_MSG(c, ...) do { if (!(c)) ck_abort_msg(__VA_ARGS__); } while (0)

/* c(G) and tb(G) recomputed from the definition. */
static int64_t ref_tb(const struct brute_pos *p)
{
	uint32_t chains = 0, loops = 0, long4 = 0;

	for (uint32_t i = 0; i < p->n_kinds; i++) {
		if (p->loop[i])
			loops += p->mult[i];
		else
			chains += p->mult[i];
		if (!p->loop[i] && p->len[i] >= 4)
			long4 += p->mult[i];
	}
	if (chains + loops == 0)
		return 0;
	if (chains == 0)
		return 8;
	if (loops > 0 && long4 == 0)
		return 6;
	return 4;
}

static int64_t ref_c(const struct brute_pos *p)
{
	int64_t c = ref_tb(p);

	for (uint32_t i = 0; i < p->n_kinds; i++)
		c += ((int64_t)p->len[i] - (p->loop[i] ? 8 : 4)) * p->mult[i];
	return c;
}

static struct {
	int64_t *table;
	uint64_t cap;
	dnb_endgame *eg;
	uint64_t positions;
	uint64_t below_two; /* positions with c < 2, where the closed form has cases */
} ctx;

static void ensure_table(uint64_t n)
{
	if (n > ctx.cap) {
		free(ctx.table);
		ctx.table = malloc(n * sizeof(*ctx.table));
		ck_assert_ptr_nonnull(ctx.table);
		ctx.cap = n;
	}
}

/* Everything the evaluator says about p, checked against the recursion. */
static void check_position(const struct brute_pos *p)
{
	int64_t without[BRUTE_MAX_KINDS], v, best = INT64_MAX, size = 0;
	uint32_t kinds[BRUTE_MAX_KINDS], lengths[BRUTE_MAX_KINDS], ok_n = 0;
	uint32_t ok_kind[BRUTE_MAX_KINDS], ok_len[BRUTE_MAX_KINDS];
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;
	size_t n;
	int move_ok = 0, std_ok = 0;
	int64_t std_after = -1;

	ensure_table(brute_states(p));
	v = brute_value(p, ctx.table, without);
	REQ_EQ(dnb_endgame_clear(ctx.eg), DNB_OK);
	for (uint32_t i = 0; i < p->n_kinds; i++) {
		REQ_EQ(dnb_endgame_add(ctx.eg, pub_kind(p->loop[i]), p->len[i],
						 p->mult[i]), DNB_OK);
		size += (int64_t)p->len[i] * p->mult[i];
	}
	REQ_EQ(dnb_endgame_evaluate(ctx.eg, &r), DNB_OK);
	REQ_MSG(r.value == v, "value %lld, recursion %lld (c %lld)",
		      (long long)r.value, (long long)v, (long long)r.controlled_value);
	REQ_EQ(r.controlled_value, ref_c(p));
	REQ_EQ(r.terminal_bonus, ref_tb(p));
	REQ_EQ(r.boxes, size);
	/* The facts of the note: c <= v <= size, parity, Berlekamp, v > 4 iff c > 4. */
	REQ_LE(r.controlled_value, v);
	REQ_LE(v, size);
	REQ_EQ(iabs64(v - size) % 2, 0);
	if (r.controlled_value >= 2)
		REQ_EQ(v, r.controlled_value);
	REQ_EQ(v > 4, r.controlled_value > 4);
	ctx.positions++;
	ctx.below_two += r.controlled_value < 2;
	if (p->n_kinds == 0) {
		REQ_EQ(r.move_length, 0);
		return;
	}
	/* Each opening: v(G - C), v(G; C) and the controller's choice. */
	for (uint32_t i = 0; i < p->n_kinds; i++) {
		int64_t w, after, h = p->loop[i] ? 4 : 2, keep, give;
		uint32_t dec;
		REQ_EQ(dnb_endgame_option(ctx.eg, pub_kind(p->loop[i]), p->len[i],
						    &w, &after, &dec), DNB_OK);
		REQ_EQ(w, without[i]);
		keep = (int64_t)p->len[i] - 2 * h + w;
		give = (int64_t)p->len[i] - w;
		REQ_EQ(after, keep > give ? keep : give);
		REQ_EQ(dec, keep > give ? DNB_CONTROL_KEEP :
				  keep < give ? DNB_CONTROL_GIVE : DNB_CONTROL_EITHER);
		if (after < best)
			best = after;
		if (after == v) {
			ok_kind[ok_n] = pub_kind(p->loop[i]);
			ok_len[ok_n++] = p->len[i];
		}
		if (pub_kind(p->loop[i]) == r.move_kind && p->len[i] == r.move_length)
			move_ok = after == v;
		if (pub_kind(p->loop[i]) == r.standard_kind && p->len[i] == r.standard_length) {
			std_ok = 1;
			std_after = after;
		}
	}
	REQ_EQ(best, v);
	/* The theorem's move is optimal; the standard move costs 0 or 2. */
	REQ_MSG(move_ok, "move %u/%u not optimal (v %lld)", r.move_kind,
		      r.move_length, (long long)v);
	REQ(std_ok);
	REQ(std_after == v || std_after == v + 2);
	if (std_after != v)
		REQ_EQ(r.allcock_override, 1);
	/* The list of optimal openings is exactly the set of optimal kinds. */
	REQ_EQ(dnb_endgame_optimal_openings(ctx.eg, kinds, lengths, BRUTE_MAX_KINDS, &n),
			 DNB_OK);
	REQ_EQ(n, ok_n);
	for (size_t i = 0; i < n; i++) {
		int found = 0;
		for (uint32_t j = 0; j < ok_n; j++)
			found |= ok_kind[j] == kinds[i] && ok_len[j] == lengths[i];
		REQ(found);
	}
}

/* Every multiset of chains and loops with at most `budget` boxes. */
static void enumerate(uint32_t budget)
{
	/* Kinds in a fixed order; a stack of (kind index, multiplicity). */
	uint32_t kl[128], kn[128], nk = 0, stack_kind[64], depth = 0;
	struct brute_pos p;
	uint32_t used = 0;

	for (uint32_t n = 3; n <= budget; n++) {
		kl[nk] = 0;
		kn[nk++] = n;
	}
	for (uint32_t n = 4; n <= budget; n += 2) {
		kl[nk] = 1;
		kn[nk++] = n;
	}
	/* Non-decreasing sequences of kind indices with total length <= budget,
	 * walked without recursion. */
	for (;;) {
		memset(&p, 0, sizeof(p));
		for (uint32_t i = 0; i < depth; i++)
			brute_add(&p, kl[stack_kind[i]], kn[stack_kind[i]]);
		check_position(&p);
		/* Next: extend with the smallest kind allowed, else advance. */
		{
			/* kinds are not ordered by length: skip those too long */
			uint32_t k = depth ? stack_kind[depth - 1] : 0;
			while (k < nk && used + kn[k] > budget)
				k++;
			if (k < nk) {
				stack_kind[depth++] = k;
				used += kn[k];
				continue;
			}
		}
		/* Advance the last entry, popping when exhausted. */
		for (;;) {
			uint32_t k;
			if (depth == 0)
				return;
			k = stack_kind[--depth];
			used -= kn[k];
			for (k++; k < nk && used + kn[k] > budget; k++)
				;
			if (k < nk) {
				stack_kind[depth++] = k;
				used += kn[k];
				break;
			}
		}
	}
}

START_TEST(test_every_small_position)
{
	uint32_t budget = test_small() ? 24 : 40;

	ck_assert_int_eq(dnb_endgame_new(&ctx.eg), DNB_OK);
	ctx.positions = 0;
	enumerate(budget);
	/* The number of multisets of size <= 40 (57,781, counted independently). */
	if (budget == 40)
		ck_assert_uint_eq(ctx.positions, 57781);
	dnb_endgame_free(ctx.eg);
	free(ctx.table);
	ctx.table = NULL;
	ctx.cap = 0;
}
END_TEST

/* Random lengths, most of them small (where the cases are). */
static uint32_t random_length(struct test_rng *r, uint32_t loop, uint32_t maxlen)
{
	uint32_t n = rng_below(r, 4) == 0 ? rng_below(r, maxlen) : rng_below(r, 6);
	if (loop)
		return 4 + 2 * (n / 2);
	return 3 + n;
}

START_TEST(test_random_positions)
{
	static const uint64_t seeds[] = { 1, 20261130, 0xD07500B0ull, 77 };
	uint32_t per_seed = test_small() ? 500 : 30000;
	struct test_rng r;

	ck_assert_int_eq(dnb_endgame_new(&ctx.eg), DNB_OK);
	ctx.positions = 0;
	ctx.below_two = 0;
	for (size_t s = 0; s < sizeof(seeds) / sizeof(seeds[0]); s++) {
		rng_seed(&r, seeds[s]);
		for (uint32_t i = 0; i < per_seed; i++) {
			struct brute_pos p;
			uint32_t parts = 2 + rng_below(&r, s % 2 ? 30 : 12), size = 0;
			uint32_t maxlen = s % 2 ? 4 : 60;
			uint32_t loop_share = rng_below(&r, 4);
			memset(&p, 0, sizeof(p));
			for (uint32_t k = 0; k < parts; k++) {
				uint32_t loop = rng_below(&r, 4) < loop_share;
				uint32_t len = random_length(&r, loop, maxlen);
				brute_add(&p, loop, len);
				size += len;
			}
			/* Larger than the exhaustive range, and a table that fits. */
			if (size <= 40 || brute_states(&p) > 50000) {
				i--;
				continue;
			}
			check_position(&p);
		}
	}
	ck_assert_uint_eq(ctx.positions, 4 * per_seed);
	/* A good share of them are in the hard region c < 2. */
	printf("random positions: %llu, of which %llu with c < 2\n",
	       (unsigned long long)ctx.positions, (unsigned long long)ctx.below_two);
	ck_assert_uint_gt(ctx.below_two, ctx.positions / 10);
	dnb_endgame_free(ctx.eg);
	free(ctx.table);
	ctx.table = NULL;
	ctx.cap = 0;
}
END_TEST

static dnb_endgame *from_text(const char *const *parts, size_t n)
{
	dnb_endgame *eg;

	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	for (size_t i = 0; i < n; i++) {
		uint32_t kind, len;
		ck_assert_int_eq(dnb_endgame_component_parse(parts[i], strlen(parts[i]), &kind, &len),
				 DNB_OK);
		ck_assert_int_eq(dnb_endgame_add(eg, kind, len, 1), DNB_OK);
	}
	return eg;
}

START_TEST(test_worked_values)
{
	static const int64_t threes[] = { 0, 3, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1 };
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;
	dnb_endgame *eg;
	int64_t w, after;
	uint32_t dec, kinds[4], lengths[4];
	size_t n;

	/* v(3^n) = 0, 3, 2, 1, 2, 1, ... */
	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	for (uint32_t i = 0; i < sizeof(threes) / sizeof(threes[0]); i++) {
		ck_assert_int_eq(dnb_endgame_clear(eg), DNB_OK);
		ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, i), DNB_OK);
		ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
		ck_assert_int_eq(r.value, threes[i]);
		/* Keep control only with two 3-chains (v(3) = 3 > 2); give it up
		 * with one (the last) or an even number above 2; either otherwise. */
		if (i > 0) {
			ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_CHAIN, 3, &w, &after, &dec),
					 DNB_OK);
			if (i == 2)
				ck_assert_uint_eq(dec, DNB_CONTROL_KEEP);
			else if (i == 1 || i % 2 == 0)
				ck_assert_uint_eq(dec, DNB_CONTROL_GIVE);
			else
				ck_assert_uint_eq(dec, DNB_CONTROL_EITHER);
		}
	}
	dnb_endgame_free(eg);

	/* 3 + 4l + 8l: v = c = 1; open the 4-loop (3-chain: 3, 8-loop: 7). */
	{
		static const char *const g[] = { "3", "4l", "8l" };
		eg = from_text(g, 3);
	}
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.value, 1);
	ck_assert_int_eq(r.controlled_value, 1);
	ck_assert_int_eq(r.terminal_bonus, 6);
	ck_assert_int_eq(r.boxes, 15);
	ck_assert_uint_eq(r.standard_kind, DNB_COMPONENT_CHAIN);
	ck_assert_uint_eq(r.standard_length, 3);
	ck_assert_uint_eq(r.move_kind, DNB_COMPONENT_LOOP);
	ck_assert_uint_eq(r.move_length, 4);
	ck_assert_uint_eq(r.allcock_override, 1);
	ck_assert_uint_eq(r.allcock_case, 2);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_CHAIN, 3, &w, &after, &dec), DNB_OK);
	ck_assert_int_eq(after, 3);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_LOOP, 8, &w, &after, &dec), DNB_OK);
	ck_assert_int_eq(after, 7);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_LOOP, 4, &w, &after, &dec), DNB_OK);
	ck_assert_int_eq(after, 1);
	ck_assert_int_eq(w, 5); /* v(3 + 8l) = c = 5 > 4: keep control */
	ck_assert_uint_eq(dec, DNB_CONTROL_KEEP);
	ck_assert_int_eq(dnb_endgame_optimal_openings(eg, kinds, lengths, 4, &n), DNB_OK);
	ck_assert_uint_eq(n, 1);
	ck_assert_uint_eq(kinds[0], DNB_COMPONENT_LOOP);
	ck_assert_uint_eq(lengths[0], 4);
	dnb_endgame_free(eg);

	/* v(3 + 3) = 2: keep control on the first chain. */
	{
		static const char *const g[] = { "3c", "3" };
		eg = from_text(g, 2);
	}
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.value, 2);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_CHAIN, 3, &w, &after, &dec), DNB_OK);
	ck_assert_uint_eq(dec, DNB_CONTROL_KEEP);
	dnb_endgame_free(eg);

	/* The paper's figure 1: a 12-chain and a 10-loop.  The controller wins
	 * 18-7 after the loop and 20-5 after the chain, where the opener had 3
	 * boxes before: margins 14 and 18 in the endgame itself. */
	{
		static const char *const g[] = { "12", "10l" };
		eg = from_text(g, 2);
	}
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.value, 14);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_CHAIN, 12, &w, &after, &dec), DNB_OK);
	ck_assert_int_eq(after, 18);
	dnb_endgame_free(eg);
}
END_TEST

START_TEST(test_large_lists)
{
	/* 10,000 chains of 10,000 boxes: c = 10^4 * (10^4 - 4) + 4, exact. */
	dnb_endgame *eg;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT, r2 = DNB_ENDGAME_RESULT_INIT;
	uint32_t *kinds = malloc(20000 * sizeof(*kinds)), *lengths = malloc(20000 * sizeof(*lengths));
	size_t n;

	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 10000, 10000), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.value, 10000LL * 9996 + 4);
	ck_assert_int_eq(r.boxes, 100000000LL);
	/* 10,000 distinct components: every length from 3 to 10,002. */
	for (uint32_t i = 0; i < 20000; i++) {
		kinds[i] = i % 2 ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
		lengths[i] = i % 2 ? 4 + 2 * (i / 2) : 3 + i / 2;
	}
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 20000), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.chains, 10000);
	ck_assert_int_eq(r.loops, 10000);
	ck_assert_int_eq(r.value, r.controlled_value);
	ck_assert_int_eq(dnb_endgame_components(eg, kinds, lengths, NULL, 20000, &n), DNB_OK);
	ck_assert_uint_eq(n, 20000);
	ck_assert_uint_eq(lengths[0], 3);
	ck_assert_uint_eq(lengths[9999], 10002);
	ck_assert_uint_eq(kinds[10000], DNB_COMPONENT_LOOP);
	ck_assert_uint_eq(lengths[10000], 4);
	/* The standard move is the 3-chain and it is optimal here. */
	ck_assert_uint_eq(r.move_kind, DNB_COMPONENT_CHAIN);
	ck_assert_uint_eq(r.move_length, 3);
	/* Sparse lengths (the list sorts them instead of scanning its table):
	 * 10 short and 300 long ones up to the maximum, in random order. */
	{
		struct test_rng rr;
		uint32_t k2[310], l2[310], c2[310], seen = 0;
		size_t m;
		rng_seed(&rr, 99);
		for (uint32_t i = 0; i < 310; i++) {
			k2[i] = DNB_COMPONENT_LOOP;
			l2[i] = i < 10 ? 4 + 2 * i : 2 * (2 + rng_below(&rr, DNB_ENDGAME_MAX_LENGTH / 2 - 1));
		}
		ck_assert_int_eq(dnb_endgame_set(eg, k2, l2, 310), DNB_OK);
		ck_assert_int_eq(dnb_endgame_components(eg, kinds, lengths, c2, 310, &m), DNB_OK);
		for (size_t i = 0; i < m; i++) {
			ck_assert_uint_eq(kinds[i], DNB_COMPONENT_LOOP);
			if (i > 0)
				ck_assert_uint_lt(lengths[i - 1], lengths[i]);
			seen += c2[i];
		}
		ck_assert_uint_eq(seen, 310);
		ck_assert_uint_eq(lengths[0], 4);
		ck_assert_int_eq(dnb_endgame_evaluate(eg, &r2), DNB_OK);
		ck_assert_uint_eq(r2.move_length, 4);
		ck_assert_int_eq(r2.value, r2.controlled_value);
	}
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 0), DNB_OK);
	for (uint32_t i = 0; i < 20000; i++) {
		kinds[i] = i % 2 ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
		lengths[i] = i % 2 ? 4 + 2 * (i / 2) : 3 + i / 2;
	}
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 20000), DNB_OK);
	/* Remove everything one by one: back to empty. */
	for (uint32_t i = 0; i < 20000; i++)
		ck_assert_int_eq(dnb_endgame_remove(eg, kinds[i], lengths[i]), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.value, 0);
	ck_assert_int_eq(r.boxes, 0);
	ck_assert_int_eq(dnb_endgame_components(eg, NULL, NULL, NULL, 0, &n), DNB_OK);
	ck_assert_uint_eq(n, 0);
	free(kinds);
	free(lengths);
	dnb_endgame_free(eg);
}
END_TEST

START_TEST(test_bad_input)
{
	dnb_endgame *eg;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT, small = DNB_ENDGAME_RESULT_INIT;
	uint32_t kind = 0, len = 0, kinds[3] = { DNB_COMPONENT_CHAIN, DNB_COMPONENT_LOOP, 7 };
	uint32_t lengths[3] = { 3, 4, 5 }, kbuf[2], lbuf[2], cbuf[2];
	size_t n, tl;
	char buf[16];
	static const char *const bad[] = { "", "l", "2", "1", "0", "5l", "2l", "3x", "3lc",
					   "-3", "99999999999", "3 " };

	dnb_endgame_free(NULL);
	ck_assert_int_eq(dnb_endgame_new(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_new(&eg), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(NULL, DNB_COMPONENT_CHAIN, 3, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_add(eg, 0, 3, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CAPTURABLE, 3, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 2, 1), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 5, 1), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 2, 1), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, DNB_ENDGAME_MAX_LENGTH + 1, 1),
			 DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, DNB_ENDGAME_MAX_COMPONENTS + 1),
			 DNB_E_LIMIT);
	ck_assert_int_eq(dnb_endgame_remove(eg, DNB_COMPONENT_CHAIN, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_remove(eg, DNB_COMPONENT_CHAIN, 4000000), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_option(eg, DNB_COMPONENT_CHAIN, 3, NULL, NULL, NULL),
			 DNB_E_RANGE);
	/* set() checks everything first and changes nothing on an error. */
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 5, 2), DNB_OK);
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 3), DNB_E_INVALID);
	kinds[2] = DNB_COMPONENT_LOOP;
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_set(eg, NULL, lengths, 3), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.boxes, 10);
	ck_assert_int_eq(dnb_endgame_set(eg, kinds, lengths, 2), DNB_OK);
	ck_assert_int_eq(dnb_endgame_set(eg, NULL, NULL, 0), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &r), DNB_OK);
	ck_assert_int_eq(r.boxes, 0);
	/* Result struct too small, NULLs. */
	small.size = 8;
	ck_assert_int_eq(dnb_endgame_evaluate(eg, &small), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_evaluate(NULL, &r), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_evaluate(eg, NULL), DNB_E_INVALID);
	/* Lists: the full count and DNB_E_BUFSIZE. */
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, 1), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 4, 2), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 8, 1), DNB_OK);
	ck_assert_int_eq(dnb_endgame_components(eg, kbuf, lbuf, cbuf, 2, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(lbuf[0], 3);
	ck_assert_uint_eq(lbuf[1], 4);
	ck_assert_uint_eq(cbuf[1], 2);
	ck_assert_int_eq(dnb_endgame_components(eg, NULL, NULL, NULL, 1, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_components(eg, kbuf, lbuf, NULL, 2, NULL), DNB_E_INVALID);
	/* 3 + 4l + 4l + 8l: v = 3, opening the 3-chain or a 4-loop both give 3. */
	ck_assert_int_eq(dnb_endgame_optimal_openings(eg, NULL, NULL, 0, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 2);
	/* Parsing and formatting components. */
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		dnb_status st = dnb_endgame_component_parse(bad[i], strlen(bad[i]), &kind, &len);
		ck_assert_msg(st == DNB_E_PARSE || st == DNB_E_RANGE, "'%s' gave %d", bad[i], st);
	}
	ck_assert_int_eq(dnb_endgame_component_parse(NULL, 0, &kind, &len), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_component_parse("12l", 3, &kind, &len), DNB_OK);
	ck_assert_uint_eq(kind, DNB_COMPONENT_LOOP);
	ck_assert_uint_eq(len, 12);
	ck_assert_int_eq(dnb_endgame_component_parse("7c", 2, &kind, &len), DNB_OK);
	ck_assert_uint_eq(kind, DNB_COMPONENT_CHAIN);
	ck_assert_int_eq(dnb_endgame_component_format(DNB_COMPONENT_LOOP, 12, buf, sizeof(buf), &tl),
			 DNB_OK);
	ck_assert_str_eq(buf, "12l");
	ck_assert_uint_eq(tl, 3);
	ck_assert_int_eq(dnb_endgame_component_format(DNB_COMPONENT_CHAIN, 7, NULL, 0, &tl),
			 DNB_E_BUFSIZE);
	ck_assert_uint_eq(tl, 1);
	ck_assert_int_eq(dnb_endgame_component_format(DNB_COMPONENT_CHAIN, 7, buf, 1, NULL),
			 DNB_E_BUFSIZE);
	ck_assert_str_eq(buf, "");
	ck_assert_int_eq(dnb_endgame_component_format(DNB_COMPONENT_CHAIN, 2, buf, 16, NULL),
			 DNB_E_RANGE);
	ck_assert_int_eq(dnb_endgame_component_format(9, 3, buf, 16, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_endgame_clear(NULL), DNB_E_INVALID);
	dnb_endgame_free(eg);
}
END_TEST

TEST_SUITE(endgame_value)
{
	Suite *s = suite_create("endgame-value");
	TCase *tc = tcase_create("value");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_worked_values);
	tcase_add_test(tc, test_bad_input);
	tcase_add_test(tc, test_large_lists);
	tcase_add_test(tc, test_every_small_position);
	tcase_add_test(tc, test_random_positions);
	suite_add_tcase(s, tc);
	return s;
}
