/* SPDX-License-Identifier: MIT */
/*
 * bench-control: can Nimstring values guide the fight for control?
 *
 *   bench-control [--count N] [--nim-nodes N] [WxH] [UNDRAWN ...]
 *
 * Issue 18 asks for the method of the control fight to be chosen by
 * measurement, an alpha-beta search with a Nimstring evaluation being one
 * candidate.  This program measures what such an evaluation would cost
 * and what it would tell, on positions from random safe openings of WxH
 * (5x5 by default) with UNDRAWN edges left (32 and 36 by default), N of
 * each (10), the opening of position i drawn from a seed made of i and
 * UNDRAWN (not bench-strength's seeds):
 *
 *   - the CPU time of the Nimstring value of the position
 *     (dnb_nimstring_value, a fresh evaluator, at most --nim-nodes nodes,
 *     2,000,000 by default) and of the value of every move
 *     (dnb_nimstring_move_values), next to the solver's exact score
 *     (dnb_solver_solve) and the score of every move
 *     (dnb_solver_move_values), each on a fresh solver with its own table
 *     size;
 *   - whether the winner of Nimstring is the winner of the score (a
 *     nonzero value and a positive score, or 0 and a negative one);
 *   - in the positions Nimstring says are won, how much the worst and
 *     the best of the moves that keep the Nimstring win drop against the
 *     best score: how far "win control" goes as a rule for choosing.
 *
 * Prints one line per UNDRAWN (medians of the times, the count of
 * evaluations a limit stopped) and, with --verbose, one per position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnb.h"

#include "bench-opening.h"

#define MAX_COUNT 100

static uint64_t nim_nodes = 2000000;
static int verbose;

struct measure {
	double t[4];      /* CPU s: nim value, nim moves, solver value, solver moves */
	int nim_stopped;  /* a Nimstring evaluation hit the node limit */
	int nim_won;      /* the Nimstring value is nonzero */
	int32_t best;     /* the best score of a move */
	int kept;         /* moves that keep the Nimstring win */
	int32_t kept_lo, kept_hi; /* their scores */
};

static double timed_nim(dnb_nimstring *ns, const dnb_nimstring_graph *gr, uint32_t *value,
			uint32_t *moves, size_t *count, int *stopped)
{
	double t0 = bench_cpu_seconds();
	dnb_status st = moves ? dnb_nimstring_move_values(ns, gr, moves, DNB_MAX_EDGES, count)
			      : dnb_nimstring_value(ns, gr, value);

	*stopped |= st != DNB_OK;
	return bench_cpu_seconds() - t0;
}

static void measure(dnb_game *g, struct measure *m)
{
	dnb_nimstring_options no = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	int32_t score[DNB_MAX_EDGES];
	uint32_t value = 0, cut[DNB_MAX_EDGES];
	size_t n_cut = 0, n_score;
	dnb_nimstring_graph *gr;
	dnb_nimstring *ns[2];
	dnb_solver *s[2];
	dnb_status st;
	double t0;

	no.node_limit = nim_nodes;
	if (dnb_nimstring_graph_from_game(g, &gr) != DNB_OK || dnb_nimstring_new(&no, &ns[0]) ||
	    dnb_nimstring_new(&no, &ns[1]) || dnb_solver_new(NULL, &s[0]) ||
	    dnb_solver_new(NULL, &s[1])) {
		fprintf(stderr, "bench-control: setup failed\n");
		exit(3);
	}
	memset(m, 0, sizeof(*m));
	m->t[0] = timed_nim(ns[0], gr, &value, NULL, NULL, &m->nim_stopped);
	m->t[1] = timed_nim(ns[1], gr, NULL, cut, &n_cut, &m->nim_stopped);
	t0 = bench_cpu_seconds();
	st = dnb_solver_solve(s[0], g, &r);
	m->t[2] = bench_cpu_seconds() - t0;
	t0 = bench_cpu_seconds();
	if (st == DNB_OK)
		st = dnb_solver_move_values(s[1], g, score, DNB_MAX_EDGES, &n_score);
	m->t[3] = bench_cpu_seconds() - t0;
	if (st != DNB_OK) {
		/* (more than DNB_SOLVER_MAX_EDGES edges left, or no memory) */
		fprintf(stderr, "bench-control: the solver failed: %s\n", dnb_strerror(st));
		exit(3);
	}
	m->best = r.value;
	m->nim_won = value != 0;
	m->kept_lo = INT32_MAX;
	m->kept_hi = INT32_MIN;
	for (size_t k = 0; k < n_cut && !m->nim_stopped; k++) {
		uint32_t edge;
		int32_t done = 0;

		/* the cutter moves again after a capture: then a nonzero
		 * value is a win for them, otherwise a zero one */
		if (dnb_nimstring_graph_string(gr, (uint32_t)k, NULL, NULL, &edge) != DNB_OK ||
		    dnb_game_play(g, edge, &done) != DNB_OK || dnb_game_undo(g) != DNB_OK)
			exit(3);
		if (done ? cut[k] != 0 : cut[k] == 0) {
			m->kept++;
			m->kept_lo = score[edge] < m->kept_lo ? score[edge] : m->kept_lo;
			m->kept_hi = score[edge] > m->kept_hi ? score[edge] : m->kept_hi;
		}
	}
	for (int i = 0; i < 2; i++) {
		dnb_nimstring_free(ns[i]);
		dnb_solver_free(s[i]);
	}
	dnb_nimstring_graph_free(gr);
}

static void run(uint32_t w, uint32_t h, uint32_t undrawn, int count)
{
	static const char *const what[4] = { "nim value", "nim moves", "solve", "solver moves" };
	double t[4][MAX_COUNT], lo_sum = 0, hi_sum = 0;
	int stopped = 0, agree = 0, decided = 0, won = 0, hi_best = 0;

	for (int i = 0; i < count; i++) {
		struct measure m;
		dnb_game *g = NULL;
		int tries = 0;

		bench_rng_state = 0x9E3779B97F4A7C15ull * (uint64_t)(i + 1) + undrawn;
		do {
			dnb_game_free(g);
			if (dnb_game_new(w, h, DNB_RULES_STANDARD, &g) != DNB_OK || ++tries > 1000) {
				fprintf(stderr, "bench-control: no safe opening of %ux%u leaves %u "
						"edges\n", w, h, undrawn);
				exit(3);
			}
		} while (!bench_safe_opening(g, undrawn));
		measure(g, &m);
		for (int k = 0; k < 4; k++)
			t[k][i] = m.t[k];
		stopped += m.nim_stopped;
		if (!m.nim_stopped && m.best != 0) {
			decided++;
			agree += m.nim_won == (m.best > 0);
		}
		if (!m.nim_stopped && m.nim_won && m.kept) {
			won++;
			lo_sum += m.best - m.kept_lo;
			hi_sum += m.best - m.kept_hi;
			hi_best += m.kept_hi == m.best;
		}
		if (verbose)
			printf("  #%d: score %+d, Nimstring %s, %d moves keep it (scores %+d..%+d); "
			       "%.3f %.3f %.3f %.3f s\n", i + 1, (int)m.best,
			       m.nim_stopped ? "stopped" : m.nim_won ? "won" : "lost", m.kept,
			       m.kept ? (int)m.kept_lo : 0, m.kept ? (int)m.kept_hi : 0, m.t[0],
			       m.t[1], m.t[2], m.t[3]);
		dnb_game_free(g);
	}
	printf("%ux%u from %u, %d positions:", w, h, undrawn, count);
	for (int k = 0; k < 4; k++)
		printf(" %s %.3f s,", what[k], bench_median(t[k], count));
	printf(" %d stopped; winner agrees %d of %d; of %d won, the moves keeping the win drop "
	       "%.1f at worst and %.1f at best (%d optimal)\n",
	       stopped, agree, decided, won, won ? lo_sum / won : 0, won ? hi_sum / won : 0,
	       hi_best);
	fflush(stdout);
}

int main(int argc, char **argv)
{
	static const uint32_t defaults[] = { 32, 36 };
	unsigned w = 5, h = 5;
	int count = 10, any = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
			count = atoi(argv[++i]);
			if (count < 1 || count > MAX_COUNT) {
				fprintf(stderr, "bench-control: --count must be 1 to %d\n", MAX_COUNT);
				return 2;
			}
		} else if (strcmp(argv[i], "--nim-nodes") == 0 && i + 1 < argc) {
			nim_nodes = strtoull(argv[++i], NULL, 10);
		} else if (strcmp(argv[i], "--verbose") == 0) {
			verbose = 1;
		} else if (strchr(argv[i], 'x') && sscanf(argv[i], "%ux%u", &w, &h) == 2) {
			continue;
		} else if (atoi(argv[i]) > 0) {
			run(w, h, (uint32_t)atoi(argv[i]), count);
			any = 1;
		} else {
			fprintf(stderr, "usage: bench-control [--count N] [--nim-nodes N] "
					"[--verbose] [WxH] [UNDRAWN ...]\n");
			return 2;
		}
	}
	for (size_t i = 0; !any && i < sizeof defaults / sizeof defaults[0]; i++)
		run(w, h, defaults[i], count);
	return 0;
}
