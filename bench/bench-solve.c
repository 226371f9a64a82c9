/* SPDX-License-Identifier: MIT */
/*
 * bench-solve: nodes and seconds to solve empty boards (the value, every
 * optimal move and the principal variation).
 *
 *   bench-solve [--threads N] [--speedup] [--tt-mb N[,N...]] [--runs N]
 *               [--time-limit S] [--disable BITS] [--verbose] [WxH ...]
 *
 * Each solve is timed over the solver's whole life (dnb_solver_new, the
 * solve, dnb_solver_free), since making the table and faulting its pages in
 * are part of what a table size costs.
 * --tt-mb takes one table size in MiB or a comma-separated list; 0 is the
 * solver's own choice (the default).  With a list every board is solved
 * with each size, and a last line gives each size's CPU time over the best
 * one's, measured in the same run.
 * --runs N (default 1) solves each board N times with each size, the sizes
 * taking turns, and prints the medians.  Where a solve takes under 20 ms of
 * CPU, each run solves as many times over as make 20 ms and counts the
 * mean.
 * --speedup solves each board on one thread, then on N (default 2), and
 * prints the wall-clock speed-up (with the first table size).
 * --disable takes the number of DNB_SOLVER_NO_* bits to switch off: the
 * measuring switches of the unstable API (DNB_UNSTABLE_API in dnb.h), which
 * belong to the libdnb this program is built with and may differ in another.
 * With no sizes: 1x1 .. 1x12, 2x2, 2x3, 3x3, 2x5, 3x4, 3x5 (add 4x4 by
 * name: it takes minutes).  Each solve has a fresh solver.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

#include "bench-util.h"

#define MAX_TABLES 16
#define MAX_RUNS 101
#define SHORT_SECONDS 0.02 /* below this a board is solved repeatedly */

/* With --verbose: the bounds proven so far, now and then. */
static int32_t report(const dnb_solver_progress *p, void *user_data)
{
	(void)user_data;
	fprintf(stderr, "  ... %llu nodes, %.1f s, value in [%d, %d]\n",
		(unsigned long long)p->nodes, (double)p->elapsed_ms / 1000.0, (int)p->lower,
		(int)p->upper);
	return 0;
}

/* One measurement: the mean of `reps` solves of the same board. */
struct sample {
	double wall, cpu;
	dnb_solver_result r;
	dnb_status st;
};

static int solve_reps(const dnb_game *g, const dnb_solver_options *o, int reps,
		      struct sample *m)
{
	double t0 = bench_wall_seconds(), c0 = bench_cpu_seconds();

	for (int i = 0; i < reps; i++) {
		dnb_solver *s;
		memset(&m->r, 0, sizeof(m->r));
		m->r.size = sizeof(m->r);
		if (dnb_solver_new(o, &s) != DNB_OK)
			return 1;
		m->st = dnb_solver_solve(s, g, &m->r);
		dnb_solver_free(s);
	}
	/* wall time, and CPU time (all threads): on a busy machine the CPU
	 * time of one thread is what the wall time would be */
	m->wall = (bench_wall_seconds() - t0) / reps;
	m->cpu = (bench_cpu_seconds() - c0) / reps;
	return 0;
}

/* "auto" for the solver's choice, else the size in MiB. */
static const char *table_name(uint32_t mb, char *buf, size_t size)
{
	if (mb == 0)
		return "auto";
	snprintf(buf, size, "%u", mb);
	return buf;
}

/* Solve a board `runs` times with each of the `nt` table sizes; print the
 * medians, and with several sizes each one's CPU time over the best.  *wall
 * is the first size's median wall time. */
static int run(uint32_t w, uint32_t h, const dnb_solver_options *o, const uint32_t *tables,
	       int nt, int runs, double *wall)
{
	static double walls[MAX_TABLES][MAX_RUNS], cpus[MAX_TABLES][MAX_RUNS];
	struct sample m[MAX_TABLES];
	double med[MAX_TABLES], best = 0;
	dnb_solver_options oi = *o;
	dnb_game *g;
	int reps[MAX_TABLES];
	char buf[16];

	if (dnb_game_new(w, h, 0, &g) != DNB_OK)
		return 1;
	/* a first solve with each size to learn whether it is short */
	for (int t = 0; t < nt; t++) {
		reps[t] = 1;
		oi.tt_mb = tables[t];
		if ((runs > 1 || nt > 1) && solve_reps(g, &oi, 1, &m[t]))
			goto fail;
		if ((runs > 1 || nt > 1) && m[t].cpu < SHORT_SECONDS)
			reps[t] = m[t].cpu > 0 ? (int)(SHORT_SECONDS / m[t].cpu) + 1 : 1000;
	}
	for (int k = 0; k < runs; k++)
		for (int t = 0; t < nt; t++) {
			oi.tt_mb = tables[t];
			if (solve_reps(g, &oi, reps[t], &m[t]))
				goto fail;
			walls[t][k] = m[t].wall;
			cpus[t][k] = m[t].cpu;
		}
	for (int t = 0; t < nt; t++) {
		const dnb_solver_result *r = &m[t].r;
		double mw = bench_median(walls[t], runs);
		med[t] = bench_median(cpus[t], runs);
		if (t == 0)
			*wall = mw;
		if (t == 0 || med[t] < best)
			best = med[t];
		printf("%ux%-3u %2u thr  tt %4s MiB (%9.3f used)  value %+3d  nodes %12llu  "
		       "%10.6f s wall %10.6f s cpu%s%s\n",
		       w, h, o->threads, table_name(tables[t], buf, sizeof(buf)),
		       (double)r->tt_bytes / (1 << 20), (int)r->value,
		       (unsigned long long)r->nodes, mw, med[t], m[t].st == DNB_OK ? "" : "  ",
		       m[t].st == DNB_OK ? "" : dnb_strerror(m[t].st));
		if (m[t].st != DNB_OK)
			printf("        bounds [%d, %d]\n", (int)r->lower, (int)r->upper);
	}
	if (nt > 1) {
		printf("%ux%-3u cpu / best (%d runs):", w, h, runs);
		for (int t = 0; t < nt; t++)
			printf("  %s %.2f", table_name(tables[t], buf, sizeof(buf)),
			       best > 0 ? med[t] / best : 1.0);
		printf("\n");
	}
	fflush(stdout);
	dnb_game_free(g);
	return 0;
fail:
	dnb_game_free(g);
	return 1;
}

/* A comma-separated list of table sizes; their count, 0 when bad. */
static int parse_tables(const char *s, uint32_t *tables)
{
	int n = 0;

	while (n < MAX_TABLES) {
		char *end;
		unsigned long v = strtoul(s, &end, 10);
		if (end == s || v > 65536)
			return 0;
		tables[n++] = (uint32_t)v;
		if (*end == '\0')
			return n;
		if (*end != ',')
			return 0;
		s = end + 1;
	}
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
	uint32_t tables[MAX_TABLES] = { 0 };
	int n = 0, speedup = 0, nt = 1, runs = 1;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
			o.threads = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--tt-mb") == 0 && i + 1 < argc) {
			if (!(nt = parse_tables(argv[++i], tables))) {
				fprintf(stderr, "bench-solve: bad table sizes %s\n", argv[i]);
				return 2;
			}
		} else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
			runs = atoi(argv[++i]);
			if (runs < 1 || runs > MAX_RUNS) {
				fprintf(stderr, "bench-solve: --runs takes 1 to %d\n", MAX_RUNS);
				return 2;
			}
		} else if (strcmp(argv[i], "--time-limit") == 0 && i + 1 < argc)
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
			if (run(w, h, &one, tables, 1, runs, &t1) ||
			    run(w, h, &o, tables, 1, runs, &tn))
				return 1;
			printf("%ux%-3u speed-up on %u threads: %.2fx\n", w, h, o.threads,
			       tn > 0 ? t1 / tn : 0.0);
		} else if (run(w, h, &o, tables, nt, runs, &t1n)) {
			return 1;
		}
	}
	return 0;
}
