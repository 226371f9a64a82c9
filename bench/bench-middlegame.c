/* SPDX-License-Identifier: MIT */
/*
 * bench-middlegame: the solver's reach from the middlegame of a board too
 * big to solve from the start, every value checked by a second
 * configuration.
 *
 *   bench-middlegame [--count N] [--limit S] [--tt-mb N] [--check-tt-mb N]
 *                    [--check-disable BITS] [--no-check] [--verbose]
 *                    [WxH] [UNDRAWN ...]
 *
 * Positions: random safe openings of WxH (5x5 by default; bench-opening.h)
 * played until UNDRAWN edges are left (40, 44 and 48 by default), N of each
 * (10), position i drawn from a seed made of i and UNDRAWN, so that a run
 * with a larger N keeps the first positions.  Each is solved as `dnb solve`
 * solves it: dnb_solver_solve (value, every optimal move, a principal
 * variation) on one thread with a fresh solver and its own table size (or
 * --tt-mb MiB), at
 * most --limit seconds of wall time (120).  Every position solved is solved again by
 * a second configuration, a fixed table of --check-tt-mb MiB (256) with the
 * unstable switches --check-disable (8, DNB_SOLVER_NO_ENDGAME: the
 * loony-endgame values at the leaves off), and the two values and lists of
 * optimal moves must agree; the program exits 1 if they do not.
 *
 * Prints per UNDRAWN the median and worst CPU seconds (a stopped position
 * counts as the limit), the median CPU seconds until the value alone was
 * proven (the progress callback's bounds met; the optimal moves take the
 * rest), the median nodes, how many the limit stopped and how many the
 * check confirmed; with --verbose every position, as the `dnb solve`
 * command that sets it up.
 */
#define DNB_UNSTABLE_API

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnb.h"

#include "bench-opening.h"

#define MAX_COUNT 100

struct config {
	uint32_t tt_mb, disable;
};

static double limit_s = 120;
static struct config first = { 0, 0 };
static int verbose;

/* The CPU time at which the bounds first met, for the progress callback. */
struct value_clock {
	double start, proven;
};

static int32_t on_progress(const dnb_solver_progress *pr, void *user_data)
{
	struct value_clock *vc = user_data;

	if (pr->lower == pr->upper && vc->proven < 0)
		vc->proven = bench_cpu_seconds() - vc->start;
	return 0;
}

/* Solve g under one configuration; CPU seconds (the limit if stopped), and
 * to *value_s those until the value was proven (the limit if never). */
static double solve(const dnb_game *g, const struct config *cf, dnb_solver_result *r,
		    int *stopped, double *value_s)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct value_clock vc = { 0, -1 };
	dnb_solver *s;
	dnb_status st;
	double t;

	o.progress = on_progress;
	o.user_data = &vc;
	o.tt_mb = cf->tt_mb;
	o.disable = cf->disable;
	o.time_limit_ms = (uint64_t)(limit_s * 1000);
	if (dnb_solver_new(&o, &s) != DNB_OK) {
		fprintf(stderr, "bench-middlegame: no solver\n");
		exit(3);
	}
	vc.start = t = bench_cpu_seconds();
	st = dnb_solver_solve(s, g, r);
	t = bench_cpu_seconds() - t;
	dnb_solver_free(s);
	if (st != DNB_OK && st != DNB_E_LIMIT) {
		fprintf(stderr, "bench-middlegame: solve failed: %s\n", dnb_strerror(st));
		exit(3);
	}
	*stopped = st == DNB_E_LIMIT;
	if (vc.proven < 0) /* (proven after the last callback) */
		vc.proven = st == DNB_OK ? t : limit_s;
	if (value_s)
		*value_s = vc.proven;
	return *stopped ? limit_s : t;
}

/* The position as the command that sets it up (no box is taken in a safe
 * opening, so the drawn edges in any order give it). */
static void print_position(const dnb_game *g, uint32_t w, uint32_t h)
{
	uint32_t edges = (uint32_t)dnb_game_edge_count(g);

	printf("dnb solve %ux%u", w, h);
	for (uint32_t e = 0; e < edges; e++) {
		char text[16];
		size_t len;

		if (dnb_game_edge_drawn(g, e) == 1 &&
		    dnb_move_format(w, h, e, text, sizeof text, &len) == DNB_OK)
			printf(" %s", text);
	}
	printf("\n");
}

static int same_answer(const dnb_solver_result *a, const dnb_solver_result *b)
{
	return a->value == b->value && a->best_count == b->best_count &&
	       memcmp(a->best_moves, b->best_moves, a->best_count * sizeof(a->best_moves[0])) == 0;
}

/* Returns the number of disagreements. */
static int run(uint32_t w, uint32_t h, uint32_t undrawn, int count, const struct config *check)
{
	double t[MAX_COUNT], tc[MAX_COUNT], tv[MAX_COUNT];
	uint64_t nodes[MAX_COUNT];
	int stopped = 0, checked = 0, check_stopped = 0, wrong = 0;

	for (int i = 0; i < count; i++) {
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT, rc = DNB_SOLVER_RESULT_INIT;
		dnb_game *g = NULL;
		int tries = 0, stop = 0, cstop = 0;

		bench_rng_state = 0xD1B54A32D192ED03ull * (uint64_t)(i + 1) + undrawn;
		do {
			dnb_game_free(g);
			if (dnb_game_new(w, h, DNB_RULES_STANDARD, &g) != DNB_OK || ++tries > 1000) {
				fprintf(stderr, "bench-middlegame: no safe opening of %ux%u leaves "
						"%u edges\n", w, h, undrawn);
				exit(3);
			}
		} while (!bench_safe_opening(g, undrawn));
		t[i] = solve(g, &first, &r, &stop, &tv[i]);
		nodes[i] = r.nodes;
		stopped += stop;
		tc[i] = 0;
		if (!stop && check) {
			tc[i] = solve(g, check, &rc, &cstop, NULL);
			check_stopped += cstop;
			if (!cstop && same_answer(&r, &rc))
				checked++;
			else if (!cstop)
				wrong++;
		}
		if (verbose || (!cstop && check && !stop && !same_answer(&r, &rc))) {
			printf("  #%d: ", i + 1);
			print_position(g, w, h);
			if (stop)
				printf("      stopped at %.0f s, value in [%+d, %+d] (proven at "
				       "%.2f s), %llu nodes\n", limit_s, (int)r.lower,
				       (int)r.upper, tv[i], (unsigned long long)r.nodes);
			else
				printf("      value %+d (proven at %.2f s), %u optimal moves, %llu "
				       "nodes, %.2f s, table %llu MiB; check %s, %.2f s\n",
				       (int)r.value, tv[i], (unsigned)r.best_count,
				       (unsigned long long)r.nodes, t[i],
				       (unsigned long long)(r.tt_bytes >> 20),
				       !check ? "not run" : cstop ? "stopped" :
				       same_answer(&r, &rc) ? "agrees" : "DISAGREES", tc[i]);
		}
		fflush(stdout);
		dnb_game_free(g);
	}
	double median = bench_median(t, count), value = bench_median(tv, count); /* (sorted) */

	qsort(nodes, (size_t)count, sizeof(nodes[0]), bench_cmp_u64);
	printf("%ux%u from %u: %d positions, median %.2f s (the value alone %.2f s), worst %.2f "
	       "s, median nodes %llu, %d stopped at %.0f s; %d confirmed by the check (%d "
	       "stopped), %d disagree\n", w, h, undrawn, count, median, value, t[count - 1],
	       (unsigned long long)nodes[count / 2], stopped, limit_s, checked, check_stopped,
	       wrong);
	fflush(stdout);
	return wrong;
}

static int usage(void)
{
	fprintf(stderr, "usage: bench-middlegame [--count N] [--limit S] [--tt-mb N] [--check-tt-mb N] "
			"[--check-disable BITS] [--no-check] [--verbose] [WxH] [UNDRAWN ...]\n");
	return 2;
}

int main(int argc, char **argv)
{
	static const uint32_t defaults[] = { 40, 44, 48 };
	struct config check = { 256, DNB_SOLVER_NO_ENDGAME };
	uint32_t list[32];
	unsigned w = 5, h = 5;
	int count = 10, n = 0, wrong = 0, do_check = 1;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--count") == 0 && i + 1 < argc)
			count = atoi(argv[++i]);
		else if (strcmp(argv[i], "--limit") == 0 && i + 1 < argc)
			limit_s = atof(argv[++i]);
		else if (strcmp(argv[i], "--tt-mb") == 0 && i + 1 < argc)
			first.tt_mb = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--check-tt-mb") == 0 && i + 1 < argc)
			check.tt_mb = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--check-disable") == 0 && i + 1 < argc)
			check.disable = (uint32_t)atoi(argv[++i]);
		else if (strcmp(argv[i], "--no-check") == 0)
			do_check = 0;
		else if (strcmp(argv[i], "--verbose") == 0)
			verbose = 1;
		else if (strchr(argv[i], 'x') && sscanf(argv[i], "%ux%u", &w, &h) == 2)
			continue;
		else if (atoi(argv[i]) > 0 && n < 32)
			list[n++] = (uint32_t)atoi(argv[i]);
		else
			return usage();
	}
	if (count < 1 || count > MAX_COUNT || !(limit_s > 0) || check.tt_mb < 1) {
		fprintf(stderr, "bench-middlegame: --count must be 1 to %d, --limit and "
				"--check-tt-mb positive\n", MAX_COUNT);
		return 2;
	}
	if (n == 0)
		for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++)
			list[n++] = defaults[i];
	if (first.tt_mb)
		printf("one thread; a %u MiB table", (unsigned)first.tt_mb);
	else
		printf("one thread; the solver's own table");
	printf("; at most %.0f s a position; check: %s", limit_s, do_check ? "" : "none\n");
	if (do_check)
		printf("%u MiB table, switches %u off\n", (unsigned)check.tt_mb,
		       (unsigned)check.disable);
	for (int i = 0; i < n; i++)
		wrong += run(w, h, list[i], count, do_check ? &check : NULL);
	return wrong != 0;
}
