/* SPDX-License-Identifier: MIT */
/*
 * bench-projection: what a book build of the first moves would cost on a
 * board the solver cannot finish here (4x5), projected from the measured
 * cost of smaller jobs of the same board.
 *
 *   bench-projection [--count N] [--seed S] [--limit S] [--tt-mb N]
 *                    [--actual SECONDS] WxH UNDRAWN ...
 *
 * For each UNDRAWN, N positions (5) from random safe openings of WxH
 * (bench-opening.h; a fixed seed per UNDRAWN) are solved as `dnb book
 * build` solves a job: dnb_solver_solve (value and every optimal move) on
 * one thread, each with a fresh solver whose table is the solver's own
 * choice unless --tt-mb, at most --limit seconds (3600) each.  Prints per
 * UNDRAWN the mean, median and worst CPU seconds and the median nodes.
 *
 * A random safe opening with one edge drawn is a random first move, so the
 * jobs of a depth-1 build (the empty board and its symmetry-distinct first
 * moves, counted here with dnb_book_key) belong to the same family of
 * positions, at its two largest sizes.  The program fits ln(mean CPU
 * seconds) to UNDRAWN by least squares, prints the growth per undrawn edge,
 * and extrapolates: the cost of one job with every edge undrawn and with
 * all but one, and of the whole depth-1 build, on one core.  A position
 * stopped at the limit counts as the limit, so the fit is then a lower
 * bound (marked).  --actual SECONDS compares the projection for the
 * first-move jobs with a cost measured elsewhere (for a board where they
 * were solved), as the ratio actual / projected.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnb.h"

#include "bench-opening.h"

#define MAX_COUNT 101
#define MAX_SIZES 32

struct config {
	uint32_t w, h;
	int count;
	uint64_t seed;
	double limit_s;
	uint32_t tt_mb;
};

struct size_cost {
	uint32_t undrawn;
	double mean, median, worst;
	uint64_t median_nodes;
	int stopped;
};

/* Solve one position as a book job; its CPU seconds (the limit if it was
 * stopped) and nodes. */
static double solve_job(const struct config *cf, const dnb_game *g, uint64_t *nodes, int *stopped)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *s;
	dnb_status st;
	double t;

	o.threads = 1;
	o.tt_mb = cf->tt_mb;
	o.time_limit_ms = (uint64_t)(cf->limit_s * 1000);
	if (dnb_solver_new(&o, &s) != DNB_OK) {
		fprintf(stderr, "bench-projection: no solver\n");
		exit(3);
	}
	t = bench_cpu_seconds();
	st = dnb_solver_solve(s, g, &r);
	t = bench_cpu_seconds() - t;
	dnb_solver_free(s);
	if (st != DNB_OK && st != DNB_E_LIMIT) {
		fprintf(stderr, "bench-projection: solve failed: %s\n", dnb_strerror(st));
		exit(3);
	}
	*nodes = r.nodes;
	*stopped = st == DNB_E_LIMIT;
	return *stopped ? cf->limit_s : t;
}

static void measure(const struct config *cf, struct size_cost *c)
{
	double t[MAX_COUNT], sum = 0;
	uint64_t nodes[MAX_COUNT];

	bench_rng_state = 0x9E3779B97F4A7C15ull * cf->seed + c->undrawn;
	c->stopped = 0;
	for (int i = 0; i < cf->count;) {
		dnb_game *g;
		int stopped;

		if (dnb_game_new(cf->w, cf->h, DNB_RULES_STANDARD, &g) != DNB_OK)
			exit(3);
		if (bench_safe_opening(g, c->undrawn)) {
			t[i] = solve_job(cf, g, &nodes[i], &stopped);
			c->stopped += stopped;
			sum += t[i];
			i++;
		}
		dnb_game_free(g);
	}
	c->mean = sum / cf->count;
	c->median = bench_median(t, cf->count);
	c->worst = t[cf->count - 1];
	qsort(nodes, (size_t)cf->count, sizeof(nodes[0]), bench_cmp_u64);
	c->median_nodes = nodes[cf->count / 2];
	printf("%ux%u, %u undrawn: %d positions, mean %.3f s, median %.3f s, worst %.3f s, "
	       "median nodes %llu%s\n",
	       cf->w, cf->h, c->undrawn, cf->count, c->mean, c->median, c->worst,
	       (unsigned long long)c->median_nodes, c->stopped ? ", some stopped" : "");
	fflush(stdout);
}

/* The symmetry-distinct first moves of the board. */
static uint32_t distinct_first_moves(uint32_t w, uint32_t h)
{
	uint64_t keys[DNB_MAX_EDGES];
	uint32_t edges, n = 0;

	if (dnb_board_edge_count(w, h, &edges) != DNB_OK)
		exit(3);
	for (uint32_t e = 0; e < edges; e++) {
		dnb_game *g;
		uint64_t key;
		uint32_t i;

		if (dnb_game_new(w, h, DNB_RULES_STANDARD, &g) != DNB_OK ||
		    dnb_game_play(g, e, NULL) != DNB_OK || dnb_book_key(g, &key) != DNB_OK)
			exit(3);
		dnb_game_free(g);
		for (i = 0; i < n && keys[i] != key; i++)
			;
		if (i == n)
			keys[n++] = key;
	}
	return n;
}

/* Least squares of ln(mean) on undrawn: ln t = a + b k. */
static void fit(const struct size_cost *c, int n, double *a, double *b)
{
	double sk = 0, sy = 0, skk = 0, sky = 0;

	for (int i = 0; i < n; i++) {
		double k = c[i].undrawn, y = log(c[i].mean > 0 ? c[i].mean : 1e-9);
		sk += k;
		sy += y;
		skk += k * k;
		sky += k * y;
	}
	*b = (n * sky - sk * sy) / (n * skk - sk * sk);
	*a = (sy - *b * sk) / n;
}

static void print_duration(const char *what, double s)
{
	printf("%s: %.3g s (%.3g h, %.3g days)\n", what, s, s / 3600, s / 86400);
}

static int usage(void)
{
	fprintf(stderr, "usage: bench-projection [--count N] [--seed S] [--limit S] [--tt-mb N] "
			"[--actual SECONDS] WxH UNDRAWN ...\n");
	return 2;
}

int main(int argc, char **argv)
{
	struct config cf = { 0, 0, 5, 1, 3600, 0 };
	struct size_cost costs[MAX_SIZES];
	double a, b, actual = 0, root, first;
	uint32_t edges, firsts;
	int i = 1, n = 0, lower = 0;

	for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
		if (strcmp(argv[i], "--count") == 0)
			cf.count = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--seed") == 0)
			cf.seed = strtoull(argv[i + 1], NULL, 10);
		else if (strcmp(argv[i], "--limit") == 0)
			cf.limit_s = atof(argv[i + 1]);
		else if (strcmp(argv[i], "--tt-mb") == 0)
			cf.tt_mb = (uint32_t)atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--actual") == 0)
			actual = atof(argv[i + 1]);
		else
			return usage();
	}
	if (i >= argc || sscanf(argv[i], "%ux%u", &cf.w, &cf.h) != 2 ||
	    dnb_board_edge_count(cf.w, cf.h, &edges) != DNB_OK || cf.count < 1 ||
	    cf.count > MAX_COUNT || !(cf.limit_s > 0))
		return usage();
	for (i++; i < argc && n < MAX_SIZES; i++, n++) {
		costs[n].undrawn = (uint32_t)atoi(argv[i]);
		if (costs[n].undrawn < 1 || costs[n].undrawn > edges)
			return usage();
	}
	if (n < 2 || i < argc)
		return usage();
	printf("one thread, table %s, at most %.0f s a position, seed %llu\n",
	       cf.tt_mb ? "as given" : "the solver's choice", cf.limit_s,
	       (unsigned long long)cf.seed);
	for (i = 0; i < n; i++) {
		measure(&cf, &costs[i]);
		lower |= costs[i].stopped;
	}
	fit(costs, n, &a, &b);
	firsts = distinct_first_moves(cf.w, cf.h);
	root = exp(a + b * edges);
	first = exp(a + b * (edges - 1));
	printf("fit: ln(mean s) = %.3f + %.4f x undrawn: x%.2f per undrawn edge%s\n", a, b, exp(b),
	       lower ? " (a lower bound: some positions stopped)" : "");
	print_duration("projected: the empty board, one job", root);
	printf("projected: a first move (%u undrawn), one job: %.3g s; %u distinct first moves\n",
	       edges - 1, first, firsts);
	print_duration("projected: the depth-1 build (the empty board and every distinct first move)",
		       root + firsts * first);
	if (actual > 0)
		printf("actual first-move job %.0f s / projected %.0f s = %.2f\n", actual, first,
		       actual / first);
	return 0;
}
