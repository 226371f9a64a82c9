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
 * per-position time limit (counted as the limit).
 *
 * usage: bench-nimstring [POSITIONS_PER_SET [LIMIT_SECONDS]]   (20, 30)
 */
#include <stdio.h>
#include <stdlib.h>

#include "dnb.h"

#include "bench-util.h"

/* Play random safe moves until done(); 0 if the safe moves ran out first. */
static int safe_opening(dnb_game *g, int (*done)(const dnb_game *))
{
	uint32_t moves[DNB_MAX_EDGES];
	size_t n;

	while (!done(g)) {
		if (dnb_game_safe_moves(g, moves, DNB_MAX_EDGES, &n) != DNB_OK || n == 0)
			return 0;
		if (dnb_game_play(g, moves[bench_below((uint32_t)n)], NULL) != DNB_OK)
			return 0;
	}
	return 1;
}

static int forty_left(const dnb_game *g)
{
	uint32_t drawn = 0, edges = (uint32_t)dnb_game_edge_count(g);

	for (uint32_t e = 0; e < edges; e++)
		drawn += dnb_game_edge_drawn(g, e) == 1;
	return edges - drawn <= 40;
}

static int components_small(const dnb_game *g)
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
	return biggest <= 30;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void run(const char *name, uint32_t side, int (*done)(const dnb_game *), uint64_t seed,
		int count, double limit)
{
	double *t = malloc(sizeof(double) * (size_t)count), sum = 0;
	uint64_t *nodes = malloc(sizeof(uint64_t) * (size_t)count);
	int made = 0, stopped = 0;

	bench_rng_state = seed;
	while (made < count) {
		dnb_game *g;
		dnb_nimstring_graph *gr;
		dnb_nimstring *ns;
		dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
		uint32_t v;
		double t0;
		dnb_status st;

		dnb_game_new(side, side, DNB_RULES_STANDARD, &g);
		if (!safe_opening(g, done)) {
			dnb_game_free(g);
			continue;
		}
		dnb_nimstring_graph_from_game(g, &gr);
		o.time_limit_ms = (uint64_t)(limit * 1000);
		dnb_nimstring_new(&o, &ns);
		t0 = bench_cpu_seconds();
		st = dnb_nimstring_value(ns, gr, &v);
		t[made] = bench_cpu_seconds() - t0;
		dnb_nimstring_nodes(ns, &nodes[made]);
		if (st != DNB_OK) {
			stopped++;
			t[made] = limit;
		}
		sum += t[made];
		made++;
		dnb_nimstring_free(ns);
		dnb_nimstring_graph_free(gr);
		dnb_game_free(g);
	}
	qsort(t, (size_t)count, sizeof(double), bench_cmp_double);
	qsort(nodes, (size_t)count, sizeof(uint64_t), cmp_u64);
	printf("%s: %d positions, median %.4f s, mean %.4f s, worst %.4f s, median nodes %llu, "
	       "%d stopped at %.0f s\n",
	       name, count, t[count / 2], sum / count, t[count - 1],
	       (unsigned long long)nodes[count / 2], stopped, limit);
	free(t);
	free(nodes);
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 20;
	double limit = argc > 2 ? atof(argv[2]) : 30;

	if (count < 1 || limit <= 0) {
		fprintf(stderr, "usage: bench-nimstring [POSITIONS_PER_SET [LIMIT_SECONDS]]\n");
		return 2;
	}
	run("5x5, 40 undrawn", 5, forty_left, 0x5eed5u, count, limit);
	run("6x6, components <= 30 strings", 6, components_small, 0x6eed6u, count, limit);
	return 0;
}
