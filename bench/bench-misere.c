/* SPDX-License-Identifier: MIT */
/*
 * bench-misere: the solver under misère scoring, next to standard scoring
 * on the same positions.
 *
 *   bench-misere [--count N] [--limit S] [--tt-mb N] [--disable BITS]
 *                [--value-only] [--empty WxH] [UNDRAWN ...]
 *
 * Positions: 4x4 boards from random safe openings (each move a random one
 * of those that give no box its third side, dnb_game_safe_moves) played from
 * the empty board until UNDRAWN edges are left (22, 26 and 28 by default),
 * N of each (9), from a fixed seed per UNDRAWN; an opening whose safe moves
 * run out first is dropped and the next one drawn.  Each position is set up
 * twice, misère and standard, and solved by dnb_solver_solve (value, every
 * optimal move, a principal variation) on one thread with a fresh table
 * (sized by the solver unless --tt-mb), at most --limit seconds each (60);
 * with --value-only by dnb_solver_value, the value alone.  Prints for each
 * UNDRAWN and rule the median and worst CPU seconds, the median nodes
 * and how many positions hit the limit (counted at the limit); with
 * --verbose every position.  --empty WxH solves that empty board under
 * misère instead and prints its value, nodes and time.
 */
#define DNB_UNSTABLE_API

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnb.h"

#include "bench-opening.h"

#define MAX_COUNT 101

static dnb_solver_options opts;
static double limit_s = 60;
static int verbose, value_only;

/* A random safe opening on the empty 4x4 board until `undrawn` edges are
 * left; the drawn edges to drawn[].  0 if the safe moves ran out first. */
static int safe_opening(uint32_t undrawn, uint8_t drawn[DNB_MAX_EDGES], uint32_t *ne)
{
	dnb_game *g;
	int ok;

	if (dnb_game_new(4, 4, DNB_RULES_STANDARD, &g) != DNB_OK)
		return 0;
	*ne = (uint32_t)dnb_game_edge_count(g);
	ok = bench_safe_opening(g, undrawn);
	for (uint32_t e = 0; e < *ne; e++)
		drawn[e] = (uint8_t)(dnb_game_edge_drawn(g, e) == 1);
	dnb_game_free(g);
	return ok;
}

/* Solve one position; its CPU seconds (the limit if stopped). */
static double solve(const dnb_game *g, uint64_t *nodes, int32_t bounds[2], int *stopped)
{
	dnb_solver *s;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_status st;
	double t0;

	if (dnb_solver_new(&opts, &s) != DNB_OK) {
		fprintf(stderr, "bench-misere: no solver\n");
		exit(3);
	}
	t0 = bench_cpu_seconds();
	st = value_only ? dnb_solver_value(s, g, &r) : dnb_solver_solve(s, g, &r);
	t0 = bench_cpu_seconds() - t0;
	dnb_solver_free(s);
	*nodes = r.nodes;
	bounds[0] = st == DNB_OK ? r.value : r.lower;
	bounds[1] = st == DNB_OK ? r.value : r.upper;
	*stopped = st != DNB_OK;
	if (st != DNB_OK && st != DNB_E_LIMIT) {
		fprintf(stderr, "bench-misere: solve failed (%d)\n", (int)st);
		exit(3);
	}
	return *stopped ? limit_s : t0;
}

static void run(uint32_t undrawn, int count)
{
	static const uint32_t rules[2] = { DNB_RULE_MISERE, DNB_RULES_STANDARD };
	static const char *const names[2] = { "misere", "standard" };
	double t[2][MAX_COUNT];
	uint64_t nodes[2][MAX_COUNT];
	int stopped[2] = { 0, 0 };

	bench_rng_state = 0x4d15e8e0ull + undrawn;
	for (int i = 0; i < count;) {
		uint8_t drawn[DNB_MAX_EDGES];
		uint32_t ne;
		if (!safe_opening(undrawn, drawn, &ne))
			continue;
		for (int k = 0; k < 2; k++) {
			dnb_game *g;
			int32_t v[2];
			int stop;
			if (dnb_game_new_setup(4, 4, rules[k], drawn, NULL, 1, &g) != DNB_OK) {
				fprintf(stderr, "bench-misere: bad setup\n");
				exit(3);
			}
			t[k][i] = solve(g, &nodes[k][i], v, &stop);
			stopped[k] += stop;
			if (verbose && !stop)
				printf("  %u undrawn #%d %s: value %d, %llu nodes, %.3f s\n", undrawn,
				       i, names[k], (int)v[0], (unsigned long long)nodes[k][i],
				       t[k][i]);
			else if (verbose)
				printf("  %u undrawn #%d %s: stopped, value in [%d, %d], %llu nodes\n",
				       undrawn, i, names[k], (int)v[0], (int)v[1],
				       (unsigned long long)nodes[k][i]);
			dnb_game_free(g);
		}
		i++;
	}
	for (int k = 0; k < 2; k++) {
		qsort(t[k], (size_t)count, sizeof(double), bench_cmp_double);
		qsort(nodes[k], (size_t)count, sizeof(uint64_t), bench_cmp_u64);
		printf("4x4, %u undrawn, %-8s: %d positions, median %.4f s, worst %.4f s, "
		       "median nodes %llu, %d stopped at %.0f s\n",
		       undrawn, names[k], count, t[k][count / 2], t[k][count - 1],
		       (unsigned long long)nodes[k][count / 2], stopped[k], limit_s);
	}
	fflush(stdout);
}

static void empty_board(uint32_t w, uint32_t h)
{
	dnb_game *g;
	uint64_t nodes;
	int32_t v[2];
	int stop;
	double t;

	if (dnb_game_new(w, h, DNB_RULE_MISERE, &g) != DNB_OK) {
		fprintf(stderr, "bench-misere: bad board\n");
		exit(2);
	}
	t = solve(g, &nodes, v, &stop);
	if (stop)
		printf("%ux%u misere: stopped at %.0f s after %llu nodes, value in [%d, %d]\n", w,
		       h, limit_s, (unsigned long long)nodes, (int)v[0], (int)v[1]);
	else
		printf("%ux%u misere: value %+d, %llu nodes, %.3f s\n", w, h, (int)v[0],
		       (unsigned long long)nodes, t);
	dnb_game_free(g);
}

int main(int argc, char **argv)
{
	uint32_t undrawn[16];
	unsigned ew = 0, eh = 0;
	int n = 0, count = 9;

	dnb_solver_options_init(&opts, sizeof(opts));
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
			count = atoi(argv[++i]);
		} else if (strcmp(argv[i], "--limit") == 0 && i + 1 < argc) {
			limit_s = atof(argv[++i]);
		} else if (strcmp(argv[i], "--tt-mb") == 0 && i + 1 < argc) {
			opts.tt_mb = (uint32_t)atoi(argv[++i]);
		} else if (strcmp(argv[i], "--disable") == 0 && i + 1 < argc) {
			opts.disable = (uint32_t)atoi(argv[++i]);
		} else if (strcmp(argv[i], "--verbose") == 0) {
			verbose = 1;
		} else if (strcmp(argv[i], "--value-only") == 0) {
			value_only = 1;
		} else if (strcmp(argv[i], "--empty") == 0 && i + 1 < argc &&
			   sscanf(argv[i + 1], "%ux%u", &ew, &eh) == 2) {
			i++;
		} else if (n < 16 && atoi(argv[i]) > 0 && atoi(argv[i]) <= 40) {
			undrawn[n++] = (uint32_t)atoi(argv[i]);
		} else {
			fprintf(stderr, "usage: bench-misere [--count N] [--limit S] [--tt-mb N] "
					"[--disable BITS] [--verbose] [--value-only] [--empty WxH] "
					"[UNDRAWN ...]\n");
			return 2;
		}
	}
	if (count < 1 || count > MAX_COUNT || limit_s <= 0) {
		fprintf(stderr, "bench-misere: --count 1..%d, --limit above 0\n", MAX_COUNT);
		return 2;
	}
	opts.time_limit_ms = (uint64_t)(limit_s * 1000);
	if (ew) {
		empty_board(ew, eh);
		return 0;
	}
	if (n == 0) {
		undrawn[n++] = 22;
		undrawn[n++] = 26;
		undrawn[n++] = 28;
	}
	for (int i = 0; i < n; i++)
		run(undrawn[i], count);
	return 0;
}
