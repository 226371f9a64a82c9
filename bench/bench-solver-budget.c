/* SPDX-License-Identifier: MIT */
/*
 * bench-solver-budget: what the solver's table costs outside the search,
 * at several table sizes.  For each size it prints the median over the runs
 * of
 *   - new:    dnb_solver_new (the table's allocation);
 *   - first:  the first solve of a fresh solver, 4x4 empty, time_limit_ms 1;
 *   - change: a solve with time_limit_ms 1 right after a change of board
 *             (the solver has just solved a 3x4 position, also 1 ms),
 *             which empties the table;
 * as wall-clock milliseconds, with the elapsed_ms the solver reported and
 * the CPU time of the calling thread for the last two (on a busy machine a
 * wall time far above the CPU time is time the thread waited to run).
 * Both solves stop on the limit.
 *
 *   bench-solver-budget [--runs N] [MB ...]     (default: 5 runs, 16 64 1024)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

#include "bench-util.h"

#define MAX_RUNS 101

static double thread_cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* One timed solve: wall milliseconds to *wall, reported ones to *told,
 * this thread's CPU milliseconds to *cpu. */
static int timed_solve(dnb_solver *s, const dnb_game *g, double *wall, double *told, double *cpu)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	double t0 = bench_wall_seconds(), c0 = thread_cpu_ms();
	dnb_status st = dnb_solver_solve(s, g, &r);

	*wall = (bench_wall_seconds() - t0) * 1e3;
	*cpu = thread_cpu_ms() - c0;
	*told = (double)r.elapsed_ms;
	return st == DNB_OK || st == DNB_E_LIMIT ? 0 : -1;
}

static int measure(uint32_t mb, int runs)
{
	double t_new[MAX_RUNS], t_first[MAX_RUNS], r_first[MAX_RUNS], c_first[MAX_RUNS],
		t_change[MAX_RUNS], r_change[MAX_RUNS], c_change[MAX_RUNS], d1, d2, d3;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_game *g4, *g34;

	o.tt_mb = mb;
	o.time_limit_ms = 1;
	if (dnb_game_new(4, 4, 0, &g4) != DNB_OK || dnb_game_new(3, 4, 0, &g34) != DNB_OK)
		return -1;
	for (int i = 0; i < runs; i++) {
		dnb_solver *s;
		double t0 = bench_wall_seconds();
		if (dnb_solver_new(&o, &s) != DNB_OK) {
			fprintf(stderr, "dnb_solver_new failed at %u MiB\n", mb);
			return -1;
		}
		t_new[i] = (bench_wall_seconds() - t0) * 1e3;
		if (timed_solve(s, g4, &t_first[i], &r_first[i], &c_first[i]) < 0 ||
		    timed_solve(s, g34, &d1, &d2, &d3) < 0 ||
		    timed_solve(s, g4, &t_change[i], &r_change[i], &c_change[i]) < 0)
			return -1;
		dnb_solver_free(s);
	}
	printf("%6u MiB  new %7.2f ms  first %7.2f ms (told %3.0f, cpu %5.2f)  "
	       "change %7.2f ms (told %3.0f, cpu %5.2f)\n",
	       mb, bench_median(t_new, runs), bench_median(t_first, runs), bench_median(r_first, runs),
	       bench_median(c_first, runs), bench_median(t_change, runs), bench_median(r_change, runs),
	       bench_median(c_change, runs));
	fflush(stdout);
	dnb_game_free(g4);
	dnb_game_free(g34);
	return 0;
}

int main(int argc, char **argv)
{
	static const uint32_t defaults[] = { 16, 64, 1024 };
	uint32_t sizes[64];
	int n = 0, runs = 5;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
			runs = atoi(argv[++i]);
		else if (n < 64 && atoi(argv[i]) > 0)
			sizes[n++] = (uint32_t)atoi(argv[i]);
		else {
			fprintf(stderr, "usage: %s [--runs N] [MB ...]\n", argv[0]);
			return 2;
		}
	}
	if (runs < 1 || runs > MAX_RUNS) {
		fprintf(stderr, "--runs: 1 to %d\n", MAX_RUNS);
		return 2;
	}
	if (n == 0)
		for (; n < 3; n++)
			sizes[n] = defaults[n];
	for (int i = 0; i < n; i++)
		if (measure(sizes[i], runs) < 0)
			return 1;
	return 0;
}
