/* SPDX-License-Identifier: MIT */
/*
 * Speed of the Dots (kropki) engine: random fills through the public API.
 * Each game visits the points of the board in a random order and puts a dot
 * of the player to move on every point that is still free (points that fell
 * inside a base meanwhile are skipped), until the board is full.  Reported:
 * dots placed per second, games per second, and the average final scores.
 * The same fills are also timed with a full undo of every game, which is
 * what a search would pay.  Times are CPU time of the process.
 *
 * usage: bench-dots [SECONDS_PER_LINE]   (default 2)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-util.h"

#include "dnb_dots.h"

static void run(uint32_t w, uint32_t h, double seconds, int undo)
{
	uint32_t n = w * h, *order = malloc(n * sizeof(uint32_t));
	uint64_t dots = 0, games = 0, score = 0;
	double t0 = bench_cpu_seconds(), t;

	for (uint32_t i = 0; i < n; i++)
		order[i] = i;
	do {
		for (int rep = 0; rep < 16; rep++) {
			dnb_dots *g;
			if (dnb_dots_new(w, h, DNB_DOTS_NO_FLAGS, &g) != DNB_OK) {
				fprintf(stderr, "bench-dots: out of memory\n");
				exit(1);
			}
			bench_shuffle(order, n);
			for (uint32_t i = 0; i < n; i++)
				if (dnb_dots_play(g, order[i], NULL) == DNB_OK)
					dots++;
			score += (uint64_t)(dnb_dots_score(g, 1) + dnb_dots_score(g, 2));
			if (undo)
				while (dnb_dots_undo(g) == DNB_OK)
					;
			dnb_dots_free(g);
			games++;
		}
		t = bench_cpu_seconds() - t0;
	} while (t < seconds);
	printf("%3ux%-3u %-12s %6.2f M dots/s  %8.0f games/s  %5.1f dots/game  %5.1f captured/game\n",
	       w, h, undo ? "fill+undo" : "fill", (double)dots / t / 1e6, (double)games / t,
	       (double)dots / (double)games, (double)score / (double)games);
	free(order);
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 2.0;

	if (seconds <= 0)
		seconds = 2.0;
	run(39, 32, seconds, 0);
	run(20, 20, seconds, 0);
	run(39, 32, seconds, 1);
	run(20, 20, seconds, 1);
	return 0;
}
