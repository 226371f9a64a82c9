/* SPDX-License-Identifier: MIT */
/*
 * bench-ai: milliseconds per move of each AI level with its default budget.
 *
 *   bench-ai [--variant V] [WxH ...]     (default 10x10, standard rules)
 *
 * Each level plays one whole game against itself (seed 1); prints the
 * mean and the slowest move.
 */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

#include "bench-util.h"

int main(int argc, char **argv)
{
	const char *def[] = { "10x10" };
	const char **sizes = def;
	int n_sizes = 1;
	uint32_t rules = 0;

	if (argc > 2 && strcmp(argv[1], "--variant") == 0) {
		if (dnb_rules_parse(argv[2], strlen(argv[2]), &rules) != DNB_OK)
			return 2;
		argc -= 2;
		argv += 2;
	}
	if (argc > 1) {
		sizes = (const char **)argv + 1;
		n_sizes = argc - 1;
	}

	for (int s = 0; s < n_sizes; s++) {
		unsigned w, h;
		if (sscanf(sizes[s], "%ux%u", &w, &h) != 2)
			return 2;
		for (uint32_t level = DNB_AI_BEGINNER; level <= DNB_AI_PERFECT; level++) {
			dnb_ai_options o = DNB_AI_OPTIONS_INIT;
			dnb_ai *ai;
			dnb_game *g;
			double total = 0, worst = 0;
			int moves = 0;
			o.level = level;
			o.seed = 1;
			if (dnb_ai_new(&o, &ai) != DNB_OK || dnb_game_new(w, h, rules, &g) != DNB_OK)
				return 1;
			while (!dnb_game_is_over(g)) {
				uint32_t e;
				double t0 = bench_wall_seconds(), dt;
				if (dnb_ai_move(ai, g, &e, NULL) != DNB_OK ||
				    dnb_game_play(g, e, NULL) != DNB_OK)
					return 1;
				dt = bench_wall_seconds() - t0;
				total += dt;
				worst = dt > worst ? dt : worst;
				moves++;
			}
			printf("%ux%u %-8s %4d moves  mean %8.2f ms  slowest %8.2f ms\n", w, h,
			       dnb_ai_level_name(level), moves, 1000 * total / moves, 1000 * worst);
			fflush(stdout);
			dnb_game_free(g);
			dnb_ai_free(ai);
		}
	}
	return 0;
}
