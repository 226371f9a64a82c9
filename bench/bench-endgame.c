/* SPDX-License-Identifier: MIT */
/*
 * Speed of the endgame evaluator on random lists of 10, 100, 1,000 and
 * 10,000 long chains and loops.  For each size, two measures:
 *   value: dnb_endgame_set + dnb_endgame_evaluate (v, c, tb, the move);
 *   full:  the above, plus dnb_endgame_optimal_openings and
 *          dnb_endgame_option for every distinct component (the whole
 *          answer of `dnb endgame`).
 * Lengths are drawn two ways: "short" (3..40, where the cases of the
 * closed form are) and "long" (3..10,000).  Prints evaluations per second
 * and nanoseconds per component; linear time shows as a flat ns/component.
 *
 * usage: bench-endgame [SECONDS_PER_LINE]   (default 1)
 */
#include <stdio.h>
#include <stdlib.h>

#include "dnb.h"

#include "bench-util.h"

#define LISTS 16

static volatile int64_t sink;

static void fill(uint32_t *kinds, uint32_t *lengths, uint32_t n, uint32_t maxlen)
{
	for (uint32_t i = 0; i < n; i++) {
		if (bench_below(3) == 0) {
			kinds[i] = DNB_COMPONENT_LOOP;
			lengths[i] = 4 + 2 * bench_below((maxlen - 2) / 2);
		} else {
			kinds[i] = DNB_COMPONENT_CHAIN;
			lengths[i] = 3 + bench_below(maxlen - 2);
		}
	}
}

static void run(dnb_endgame *eg, uint32_t n, uint32_t maxlen, const char *lname, int full,
		double budget)
{
	uint32_t *kinds = malloc((size_t)n * LISTS * sizeof(*kinds));
	uint32_t *lengths = malloc((size_t)n * LISTS * sizeof(*lengths));
	uint32_t *dk = malloc((size_t)n * sizeof(*dk)), *dl = malloc((size_t)n * sizeof(*dl));
	uint64_t evals = 0;
	double t0, secs;

	if (!kinds || !lengths || !dk || !dl) {
		fprintf(stderr, "bench-endgame: out of memory\n");
		exit(1);
	}
	for (uint32_t l = 0; l < LISTS; l++)
		fill(kinds + (size_t)l * n, lengths + (size_t)l * n, n, maxlen);
	t0 = bench_wall_seconds();
	do {
		for (uint32_t l = 0; l < LISTS; l++, evals++) {
			dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;
			size_t nd;
			if (dnb_endgame_set(eg, kinds + (size_t)l * n, lengths + (size_t)l * n, n) != DNB_OK ||
			    dnb_endgame_evaluate(eg, &r) != DNB_OK) {
				fprintf(stderr, "bench-endgame: evaluation failed\n");
				exit(1);
			}
			sink += r.value;
			if (!full)
				continue;
			dnb_endgame_optimal_openings(eg, dk, dl, n, &nd);
			sink += (int64_t)nd;
			dnb_endgame_components(eg, dk, dl, NULL, n, &nd);
			for (size_t i = 0; i < nd; i++) {
				int64_t after;
				dnb_endgame_option(eg, dk[i], dl[i], NULL, &after, NULL);
				sink += after;
			}
		}
		secs = bench_wall_seconds() - t0;
	} while (secs < budget);
	printf("%-5s %-6s %6u components %12.0f evaluations/s %8.1f ns/component\n",
	       full ? "full" : "value", lname, n, (double)evals / secs,
	       secs * 1e9 / ((double)evals * n));
	free(kinds);
	free(lengths);
	free(dk);
	free(dl);
}

int main(int argc, char **argv)
{
	static const uint32_t sizes[] = { 10, 100, 1000, 10000 };
	double budget = argc > 1 ? atof(argv[1]) : 1.0;
	dnb_endgame *eg;

	if (budget <= 0)
		budget = 1.0;
	if (dnb_endgame_new(&eg) != DNB_OK)
		return 1;
	for (int full = 0; full < 2; full++)
		for (int lng = 0; lng < 2; lng++)
			for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
				run(eg, sizes[i], lng ? 10000 : 40, lng ? "long" : "short", full,
				    budget);
	dnb_endgame_free(eg);
	return 0;
}
