/* SPDX-License-Identifier: MIT */
/*
 * bench-solve: nodes and seconds to solve empty boards (the value, every
 * optimal move and the principal variation).
 *
 *   bench-solve [--threads N] [--speedup] [--tt-mb N] [--time-limit S] [--disable BITS]
 *               [--verbose] [WxH ...]
 *
 * --speedup solves each board on one thread, then on N (default 2), and
 * prints the wall-clock speed-up.
 * --disable takes the number of DNB_SOLVER_NO_* bits to switch off: the
 * measuring switches of the unstable API (DNB_UNSTABLE_API in dnb.h), which
 * belong to the libdnb this program is built with and may differ in another.
 * With no sizes: 1x1 .. 1x12, 2x2, 2x3, 3x3, 2x5, 3x4, 3x5 (add 4x4 by
 * name: it takes minutes).  Each board is solved by a fresh solver.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

#include "bench-util.h"

/* With --verbose: the bounds proven so far, now and then. */
static int32_t report(const dnb_solver_progress *p, void *user_data)
{
	(void)user_data;
	fprintf(stderr, "  ... %llu nodes, %.1f s, value in [%d, %d]\n",
		(unsigned long long)p->nodes, (double)p->elapsed_ms / 1000.0, (int)p->lower,
		(int)p->upper);
	return 0;
}

static int run(uint32_t w, uint32_t h, const dnb_solver_options *o, double *wall)
{
	dnb_game *g;
	dnb_solver *s;
	dnb_solver_result r;
	dnb_status st;
	double t0, c0;

	if (dnb_game_new(w, h, 0, &g) != DNB_OK || dnb_solver_new(o, &s) != DNB_OK)
		return 1;
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	t0 = bench_wall_seconds();
	c0 = bench_cpu_seconds();
	st = dnb_solver_solve(s, g, &r);
	/* wall time, and CPU time (all threads): on a busy machine the CPU
	 * time of one thread is what the wall time would be */
	*wall = bench_wall_seconds() - t0;
	printf("%ux%-3u %2u thr  value %+3d  nodes %12llu  %9.3f s wall %9.3f s cpu%s%s\n", w, h,
	       o->threads, (int)r.value, (unsigned long long)r.nodes, *wall,
	       bench_cpu_seconds() - c0,
	       st == DNB_OK ? "" : "  ", st == DNB_OK ? "" : dnb_strerror(st));
	if (st != DNB_OK)
		printf("        bounds [%d, %d]\n", (int)r.lower, (int)r.upper);
	fflush(stdout);
	dnb_solver_free(s);
	dnb_game_free(g);
	return 0;
}

int main(int argc, char **argv)
{
	static const char *const defaults[] = {
		"1x1", "1x2", "1x3", "1x4", "1x5", "1x6", "1x7", "1x8", "1x9", "1x10",
		"1x11", "1x12", "2x2", "2x3", "3x3", "2x5", "3x4", "3x5", NULL,
	};
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	const char *sizes[64];
	int n = 0, speedup = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
			o.threads = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--tt-mb") == 0 && i + 1 < argc)
			o.tt_mb = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--time-limit") == 0 && i + 1 < argc)
			o.time_limit_ms = (uint64_t)(atof(argv[++i]) * 1000);
		else if (strcmp(argv[i], "--speedup") == 0)
			speedup = 1;
		else if (strcmp(argv[i], "--verbose") == 0) {
			o.progress = report;
			o.progress_nodes = 50000000;
		} else if (strcmp(argv[i], "--disable") == 0 && i + 1 < argc)
			o.disable = (uint32_t)atoi(argv[++i]);
		else if (n < 63)
			sizes[n++] = argv[i];
	}
	if (n == 0)
		for (; defaults[n]; n++)
			sizes[n] = defaults[n];
	for (int i = 0; i < n; i++) {
		unsigned w, h;
		double t1n;
		if (sscanf(sizes[i], "%ux%u", &w, &h) != 2) {
			fprintf(stderr, "bench-solve: bad size %s\n", sizes[i]);
			return 2;
		}
		/* the board is given as WxH: W boxes wide, H high */
		if (speedup) {
			dnb_solver_options one = o;
			double t1, tn;
			one.threads = 1;
			if (o.threads < 2)
				o.threads = 2;
			if (run(w, h, &one, &t1) || run(w, h, &o, &tn))
				return 1;
			printf("%ux%-3u speed-up on %u threads: %.2fx\n", w, h, o.threads,
			       tn > 0 ? t1 / tn : 0.0);
		} else if (run(w, h, &o, &t1n)) {
			return 1;
		}
	}
	return 0;
}
