/* SPDX-License-Identifier: MIT */
/*
 * nref-census MAX_COINS [RUNS]: enumerate every graph of 1..MAX_COINS
 * coins, value each through a fresh memo (nref_memo_value, nref_memo_wins)
 * and print the number of graphs per number of coins, how many of each
 * value, whether every value agreed with the raw game, and the processor
 * time (median of RUNS runs, 3 by default) of enumerating alone and of
 * enumerating and valuing.  Not a test: a measuring tool for deciding how
 * far the test program can go.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "nref.h"

struct tally {
	struct nref_memo *memo;
	uint64_t by_value[34];      /* 0..31, 32 loony, 33 error */
	uint64_t disagree;
};

static int count_only(const struct nref_graph *g, void *user)
{
	(void)g;
	(void)user;
	return 0;
}

static int value_one(const struct nref_graph *g, void *user)
{
	struct tally *t = user;
	uint32_t v = nref_memo_value(t->memo, g);
	int w = nref_memo_wins(t->memo, g);
	if (v == NREF_ERROR || w < 0) {
		t->by_value[33]++;
		return 0;
	}
	t->by_value[v == NREF_LOONY ? 32 : v < 32 ? v : 33]++;
	t->disagree += (v != 0) != w;
	return 0;
}

static double cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: nref-census MAX_COINS [RUNS]\n");
		return 2;
	}
	uint32_t max = (uint32_t)strtoul(argv[1], NULL, 10);
	int runs = argc > 2 ? atoi(argv[2]) : 3;
	if (max < 1 || max > NREF_ENUM_MAX_COINS || runs < 1 || runs > 99) {
		fprintf(stderr, "nref-census: MAX_COINS 1..%u, RUNS 1..99\n", NREF_ENUM_MAX_COINS);
		return 2;
	}
	double t_enum[99], t_all[99];
	uint64_t counts[NREF_ENUM_MAX_COINS + 1];
	struct tally t = { 0 };
	for (int r = 0; r < runs; r++) {
		double t0 = cpu_seconds();
		if (nref_foreach_graph(max, count_only, NULL, counts) != 0)
			return 1;
		double t1 = cpu_seconds();
		struct tally fresh = { nref_memo_new(), { 0 }, 0 };
		if (!fresh.memo || nref_foreach_graph(max, value_one, &fresh, NULL) != 0)
			return 1;
		double t2 = cpu_seconds();
		t_enum[r] = t1 - t0;
		t_all[r] = t2 - t1 + (t1 - t0);
		nref_memo_free(t.memo);
		t = fresh;
	}
	qsort(t_enum, (size_t)runs, sizeof *t_enum, cmp_double);
	qsort(t_all, (size_t)runs, sizeof *t_all, cmp_double);
	for (uint32_t c = 1; c <= max; c++)
		printf("coins %u: %llu graphs\n", c, (unsigned long long)counts[c]);
	for (int v = 0; v < 32; v++)
		if (t.by_value[v])
			printf("value *%d: %llu\n", v, (unsigned long long)t.by_value[v]);
	printf("loony: %llu\nerrors: %llu\n", (unsigned long long)t.by_value[32],
	       (unsigned long long)t.by_value[33]);
	printf("value != 0 <=> wins: %s (%llu disagree)\n", t.disagree ? "NO" : "yes",
	       (unsigned long long)t.disagree);
	printf("memo entries: %llu\n", (unsigned long long)nref_memo_entries(t.memo));
	printf("cpu s, median of %d: enumerate %.2f, enumerate and value %.2f\n", runs,
	       t_enum[runs / 2], t_all[runs / 2]);
	nref_memo_free(t.memo);
	return t.disagree || t.by_value[33];
}
