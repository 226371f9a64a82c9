/* SPDX-License-Identifier: MIT */
/*
 * Speed of the Nimstring evaluator (dnb_nimstring_value) on two sets of
 * positions, each from a fixed seed:
 *   5x5: random safe openings (no move gives a box its third side) played
 *        from the empty board until 40 edges are left undrawn;
 *   6x6: random safe openings played until every component of the
 *        strings-and-coins graph has at most 30 strings.
 * Each position is valued by a fresh evaluator (an empty memo), so every
 * time is a cold one.  Prints per set: positions, median, mean and worst
 * CPU seconds, the median node count, and any position that hit the
 * per-position time limit (the evaluator's time_limit_ms, so wall-clock
 * time: on a loaded machine it comes sooner in CPU time), counted as the
 * limit.
 *
 * With --nodes N each position is searched to N nodes at most instead (a
 * position finished sooner counts with the nodes it took), and the set's
 * nodes per CPU second are printed too: a figure that compares builds of
 * the same search on the same work, less disturbed by a loaded machine
 * than a median (a node of another search is other work).
 * --memo-mb sets the evaluator's memo (default 16 MiB, the library's).
 * --each prints every position's value, CPU seconds and nodes.
 *
 * usage: bench-nimstring [--nodes N] [--memo-mb M] [--each]
 *                        [POSITIONS_PER_SET [LIMIT_SECONDS]]   (20, 30)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dnb.h"

#include "bench-opening.h"


/* Every component of the strings-and-coins graph has at most `most`
 * strings. */
static int components_small(const dnb_game *g, uint32_t most)
{
	dnb_nimstring_graph *gr;
	uint32_t comp[DNB_MAX_EDGES], k, sizes[DNB_MAX_EDGES] = { 0 }, biggest = 0;
	size_t n;

	if (dnb_nimstring_graph_from_game(g, &gr) != DNB_OK)
		return 1;
	dnb_nimstring_graph_components(gr, comp, DNB_MAX_EDGES, &n, &k);
	for (size_t i = 0; i < n; i++)
		if (++sizes[comp[i]] > biggest)
			biggest = sizes[comp[i]];
	dnb_nimstring_graph_free(gr);
	return biggest <= most;
}

struct config {
	int count;
	double limit;    /* seconds per position */
	uint64_t nodes;  /* node limit per position, 0: none */
	uint32_t memo_mb;
	int each;
};

static void run(const char *name, uint32_t side, int (*done)(const dnb_game *, uint32_t),
		uint32_t arg, uint64_t seed, const struct config *cf)
{
	int count = cf->count;
	double *t = malloc(sizeof(double) * (size_t)count), sum = 0;
	uint64_t *nodes = malloc(sizeof(uint64_t) * (size_t)count), all_nodes = 0;
	int made = 0, stopped = 0;

	bench_rng_state = seed;
	while (made < count) {
		dnb_game *g;
		dnb_nimstring_graph *gr;
		dnb_nimstring *ns;
		dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
		uint32_t v = 0;
		double t0;
		dnb_status st;

		dnb_game_new(side, side, DNB_RULES_STANDARD, &g);
		if (!bench_safe_moves_until(g, done, arg)) {
			dnb_game_free(g);
			continue;
		}
		dnb_nimstring_graph_from_game(g, &gr);
		o.time_limit_ms = (uint64_t)(cf->limit * 1000);
		o.node_limit = cf->nodes;
		o.memo_mb = cf->memo_mb;
		dnb_nimstring_new(&o, &ns);
		t0 = bench_cpu_seconds();
		st = dnb_nimstring_value(ns, gr, &v);
		t[made] = bench_cpu_seconds() - t0;
		dnb_nimstring_nodes(ns, &nodes[made]);
		all_nodes += nodes[made];
		if (cf->each && st != DNB_OK)
			printf("  %2d: stopped %9.4f s %10llu nodes\n", made, t[made],
			       (unsigned long long)nodes[made]);
		else if (cf->each)
			printf("  %2d: value *%u %9.4f s %10llu nodes\n", made, v, t[made],
			       (unsigned long long)nodes[made]);
		if (st != DNB_OK && !cf->nodes) {
			stopped++;
			t[made] = cf->limit;
		}
		sum += t[made];
		made++;
		dnb_nimstring_free(ns);
		dnb_nimstring_graph_free(gr);
		dnb_game_free(g);
	}
	qsort(t, (size_t)count, sizeof(double), bench_cmp_double);
	qsort(nodes, (size_t)count, sizeof(uint64_t), bench_cmp_u64);
	printf("%s: %d positions, median %.4f s, mean %.4f s, worst %.4f s, median nodes %llu, ",
	       name, count, t[count / 2], sum / count, t[count - 1],
	       (unsigned long long)nodes[count / 2]);
	if (cf->nodes)
		printf("at most %llu nodes each: %.0f nodes/s\n", (unsigned long long)cf->nodes,
		       sum > 0 ? (double)all_nodes / sum : 0);
	else
		printf("%d stopped at %.0f s\n", stopped, cf->limit);
	free(t);
	free(nodes);
}

static int usage(void)
{
	fprintf(stderr, "usage: bench-nimstring [--nodes N] [--memo-mb M] [--each] "
			"[POSITIONS_PER_SET [LIMIT_SECONDS]]\n");
	return 2;
}

int main(int argc, char **argv)
{
	struct config cf = { 20, 30, 0, 16, 0 };
	int i = 1;

	for (; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "--each") == 0) {
			cf.each = 1;
		} else if (strcmp(argv[i], "--nodes") == 0 && i + 1 < argc) {
			cf.nodes = strtoull(argv[++i], NULL, 10);
			if (cf.nodes == 0)
				return usage();
		} else if (strcmp(argv[i], "--memo-mb") == 0 && i + 1 < argc) {
			cf.memo_mb = (uint32_t)atoi(argv[++i]);
			if (cf.memo_mb < 1 || cf.memo_mb > 65536)
				return usage();
		} else {
			return usage();
		}
	}
	if (i < argc)
		cf.count = atoi(argv[i++]);
	if (i < argc)
		cf.limit = atof(argv[i++]);
	if (cf.count < 1 || cf.limit <= 0 || i < argc)
		return usage();
	run("5x5, 40 undrawn", 5, bench_undrawn_at_most, 40, 0x5eed5u, &cf);
	run("6x6, components <= 30 strings", 6, components_small, 30, 0x6eed6u, &cf);
	return 0;
}
