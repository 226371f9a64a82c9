/* SPDX-License-Identifier: MIT */
/*
 * Speed of the rules engine: random playouts through the public API, with
 * and without generating the legal moves at each step, against a plain
 * array-based loop written without the library and against the internal
 * playout fast path.  Prints one line per board and method.
 *
 * usage: bench-core [SECONDS_PER_LINE]   (default 1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-util.h"

#include "dnb.h"
#include "playout.h"

static volatile int64_t sink;

static void report(const char *board, const char *how, uint64_t playouts, uint64_t moves,
		   double secs)
{
	printf("%-6s %-34s %12.0f playouts/s %14.0f moves/s\n", board, how,
	       (double)playouts / secs, (double)moves / secs);
}

/* Public API: shuffle the edges, play them all, undo back to the start. */
static void bench_api_shuffled(uint32_t w, uint32_t h, double budget, const char *name)
{
	dnb_game *g;
	uint32_t n, edges[DNB_MAX_EDGES];
	uint64_t playouts = 0, moves = 0;
	double t0 = bench_cpu_seconds(), t;

	dnb_game_new(w, h, 0, &g);
	n = (uint32_t)dnb_game_edge_count(g);
	for (uint32_t e = 0; e < n; e++)
		edges[e] = e;
	do {
		for (int k = 0; k < 100; k++) {
			bench_shuffle(edges, n);
			for (uint32_t i = 0; i < n; i++)
				dnb_game_play(g, edges[i], NULL);
			sink += dnb_game_score(g, 1);
			dnb_game_undo_to(g, 0);
			moves += n;
		}
		playouts += 100;
		t = bench_cpu_seconds() - t0;
	} while (t < budget);
	report(name, "public API, shuffled order", playouts, moves, t);
	dnb_game_free(g);
}

/* Public API: at each step list the legal moves and pick one. */
static void bench_api_legal(uint32_t w, uint32_t h, double budget, const char *name)
{
	dnb_game *g;
	uint32_t buf[DNB_MAX_EDGES];
	uint64_t playouts = 0, moves = 0;
	double t0 = bench_cpu_seconds(), t;

	dnb_game_new(w, h, 0, &g);
	do {
		for (int k = 0; k < 10; k++) {
			size_t n;
			while (dnb_game_legal_moves(g, buf, DNB_MAX_EDGES, &n) == DNB_OK && n) {
				dnb_game_play(g, buf[bench_below((uint32_t)n)], NULL);
				moves++;
			}
			sink += dnb_game_score(g, 1);
			dnb_game_undo_to(g, 0);
		}
		playouts += 10;
		t = bench_cpu_seconds() - t0;
	} while (t < budget);
	report(name, "public API, legal moves each step", playouts, moves, t);
	dnb_game_free(g);
}

/* The reference: a plain array loop, no library. */
static void bench_plain(uint32_t w, uint32_t h, double budget, const char *name)
{
	uint32_t ne = (h + 1) * w + h * (w + 1), hc = (h + 1) * w;
	uint32_t *edges = malloc(sizeof(uint32_t) * ne);
	int32_t *adj = malloc(sizeof(int32_t) * 2 * ne);
	uint8_t *sides = malloc(w * h);
	uint64_t playouts = 0, moves = 0;
	double t0 = bench_cpu_seconds(), t;

	for (uint32_t e = 0; e < ne; e++) {
		edges[e] = e;
		if (e < hc) {
			uint32_t r = e / w, c = e % w;
			adj[2 * e] = r > 0 ? (int32_t)((r - 1) * w + c) : -1;
			adj[2 * e + 1] = r < h ? (int32_t)(r * w + c) : -1;
		} else {
			uint32_t r = (e - hc) / (w + 1), c = (e - hc) % (w + 1);
			adj[2 * e] = c > 0 ? (int32_t)(r * w + c - 1) : -1;
			adj[2 * e + 1] = c < w ? (int32_t)(r * w + c) : -1;
		}
	}
	do {
		for (int k = 0; k < 100; k++) {
			int score[2] = { 0, 0 }, turn = 0;
			memset(sides, 0, w * h);
			bench_shuffle(edges, ne);
			for (uint32_t i = 0; i < ne; i++) {
				int done = 0;
				for (int s = 0; s < 2; s++) {
					int32_t b = adj[2 * edges[i] + s];
					if (b >= 0 && ++sides[b] == 4)
						done++;
				}
				score[turn] += done;
				if (!done)
					turn ^= 1;
			}
			sink += score[0];
			moves += ne;
		}
		playouts += 100;
		t = bench_cpu_seconds() - t0;
	} while (t < budget);
	report(name, "plain array loop (no library)", playouts, moves, t);
	free(edges);
	free(adj);
	free(sides);
}

/* The internal fast path used by the AI. */
static void bench_fast(uint32_t w, uint32_t h, double budget, const char *name)
{
	dnb_game *g;
	struct playout p;
	uint64_t playouts = 0;
	int32_t gained[2] = { 0, 0 };
	double t0 = bench_cpu_seconds(), t;

	dnb_game_new(w, h, 0, &g);
	playout_init(&p, g, 12345);
	do {
		for (int k = 0; k < 100; k++)
			playout_run(&p, gained);
		playouts += 100;
		t = bench_cpu_seconds() - t0;
	} while (t < budget);
	sink += gained[0];
	report(name, "internal playout fast path", playouts, playouts * p.n_free, t);
	playout_free(&p);
	dnb_game_free(g);
}

int main(int argc, char **argv)
{
	static const uint32_t sizes[][2] = { { 3, 3 }, { 5, 5 }, { 10, 10 } };
	double budget = argc > 1 ? atof(argv[1]) : 1.0;

	printf("libdnb %s, one thread, %.1f s per line\n", dnb_version_string(), budget);
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		char name[16];
		snprintf(name, sizeof(name), "%ux%u", sizes[i][0], sizes[i][1]);
		bench_plain(sizes[i][0], sizes[i][1], budget, name);
		bench_api_shuffled(sizes[i][0], sizes[i][1], budget, name);
		bench_api_legal(sizes[i][0], sizes[i][1], budget, name);
		bench_fast(sizes[i][0], sizes[i][1], budget, name);
	}
	return 0;
}
