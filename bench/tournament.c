/* SPDX-License-Identifier: MIT */
/*
 * tournament: the AI levels against each other, with fixed seeds.
 *
 *   tournament [--games N] [--nodes N] [--perfect-nodes N] [--seed S]
 *              [--variant V] [--only LEVEL] [WxH ...]
 *
 * Each level plays the level below it (and HARD plays MEDIUM) N games on
 * each board (default 3x3 4x4 5x5 6x6, 40 games), taking the first move in
 * half of them (--only LEVEL: just the pairing where LEVEL is the stronger
 * side); the first two moves of each game are random, from the
 * game's seed, so that the games differ.  Prints the stronger side's
 * share of the points (a win 1, a draw 1/2) as a Markdown table.
 *
 * Exit status 0 when on 5x5 every level scores at least 75% against the
 * level below and HARD at least 90% against MEDIUM; 1 otherwise (2 for a
 * usage error).  With no 5x5 in the list, or with a --variant, the
 * thresholds are not checked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

#include "bench-util.h"

struct pairing {
	uint32_t strong, weak;
	double need; /* share needed on 5x5 */
};

static const struct pairing pairings[] = {
	{ DNB_AI_EASY, DNB_AI_BEGINNER, 0.75 },
	{ DNB_AI_MEDIUM, DNB_AI_EASY, 0.75 },
	{ DNB_AI_HARD, DNB_AI_MEDIUM, 0.90 },
	{ DNB_AI_PERFECT, DNB_AI_HARD, 0.75 },
};
#define N_PAIRINGS (sizeof(pairings) / sizeof(pairings[0]))

/* A seed hashed into another: one step of the generator from z. */
static uint64_t mix(uint64_t z)
{
	return rng_next(&z);
}

/* One game; returns the points of `strong` (1, 0.5 or 0), or -1 on error. */
static double play(uint32_t w, uint32_t h, uint32_t rules, dnb_ai *strong, dnb_ai *weak,
		   int strong_first, uint64_t seed)
{
	dnb_game *g;
	int32_t winner;
	double pts;

	if (dnb_game_new(w, h, rules, &g) != DNB_OK)
		return -1;
	/* Two random opening moves. */
	for (int i = 0; i < 2; i++) {
		uint32_t moves[DNB_MAX_EDGES];
		size_t n;
		dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n);
		seed = mix(seed);
		dnb_game_play(g, moves[seed % n], NULL);
	}
	while (!dnb_game_is_over(g)) {
		int strong_moves = (dnb_game_to_move(g) == DNB_PLAYER_1) == strong_first;
		uint32_t e;
		if (dnb_ai_move(strong_moves ? strong : weak, g, &e, NULL) != DNB_OK ||
		    dnb_game_play(g, e, NULL) != DNB_OK) {
			dnb_game_free(g);
			return -1;
		}
	}
	dnb_game_result(g, &winner, NULL);
	if (winner == 0)
		pts = 0.5;
	else
		pts = (winner == DNB_PLAYER_1) == strong_first ? 1.0 : 0.0;
	dnb_game_free(g);
	return pts;
}

int main(int argc, char **argv)
{
	const char *sizes[16];
	int n_sizes = 0, games = 40, ok = 1, checked = 0;
	uint64_t nodes = 0, perfect_nodes = 0, seed0 = 1;
	uint32_t rules = DNB_RULES_STANDARD, only = UINT32_MAX;
	double share[N_PAIRINGS][16];

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
			games = atoi(argv[++i]);
		else if (strcmp(argv[i], "--nodes") == 0 && i + 1 < argc)
			nodes = strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--perfect-nodes") == 0 && i + 1 < argc)
			perfect_nodes = strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) {
			const char *v = argv[++i];
			if (dnb_ai_level_parse(v, strlen(v), &only) != DNB_OK)
				return 2;
		} else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
			seed0 = strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc) {
			uint32_t r;
			const char *v = argv[++i];
			if (dnb_rules_parse(v, strlen(v), &r) != DNB_OK)
				return 2;
			rules |= r;
		} else if (argv[i][0] != '-' && n_sizes < 16)
			sizes[n_sizes++] = argv[i];
		else {
			fprintf(stderr, "usage: tournament [--games N] [--nodes N] "
					"[--perfect-nodes N] [--seed S] [--variant V] [--only L] [WxH ...]\n");
			return 2;
		}
	}
	if (n_sizes == 0) {
		sizes[0] = "3x3", sizes[1] = "4x4", sizes[2] = "5x5", sizes[3] = "6x6";
		n_sizes = 4;
	}
	if (games < 2)
		games = 2;

	for (int s = 0; s < n_sizes; s++) {
		unsigned w, h;
		if (sscanf(sizes[s], "%ux%u", &w, &h) != 2)
			return 2;
		for (size_t p = 0; p < N_PAIRINGS; p++) {
			dnb_ai_options os = DNB_AI_OPTIONS_INIT, ow = DNB_AI_OPTIONS_INIT;
			dnb_ai *a, *b;
			double pts = 0, t0 = bench_wall_seconds();
			share[p][s] = -1;
			if (only != UINT32_MAX && pairings[p].strong != only)
				continue;
			os.level = pairings[p].strong;
			ow.level = pairings[p].weak;
			os.node_limit = os.level == DNB_AI_PERFECT && perfect_nodes ? perfect_nodes
										  : nodes;
			ow.node_limit = nodes;
			for (int i = 0; i < games; i++) {
				uint64_t gs = mix(seed0 * 1000003u + (uint64_t)i * 7919u + w * 31u + h);
				double r;
				os.seed = mix(gs ^ 1u);
				ow.seed = mix(gs ^ 2u);
				if (dnb_ai_new(&os, &a) != DNB_OK || dnb_ai_new(&ow, &b) != DNB_OK)
					return 1;
				r = play(w, h, rules, a, b, i % 2 == 0, gs);
				dnb_ai_free(a);
				dnb_ai_free(b);
				if (r < 0) {
					fprintf(stderr, "tournament: a move failed\n");
					return 1;
				}
				pts += r;
			}
			share[p][s] = pts / games;
			fprintf(stderr, "%ux%u %-8s vs %-8s %5.1f%%  (%d games, %.1f s)\n", w, h,
				dnb_ai_level_name(os.level), dnb_ai_level_name(ow.level),
				100.0 * share[p][s], games, bench_wall_seconds() - t0);
			if (w == 5 && h == 5 && rules == DNB_RULES_STANDARD) {
				checked = 1;
				if (share[p][s] < pairings[p].need)
					ok = 0;
			}
		}
	}
	printf("| stronger vs weaker |");
	for (int s = 0; s < n_sizes; s++)
		printf(" %s |", sizes[s]);
	printf("\n|---|");
	for (int s = 0; s < n_sizes; s++)
		printf("---:|");
	printf("\n");
	for (size_t p = 0; p < N_PAIRINGS; p++) {
		printf("| %s vs %s |", dnb_ai_level_name(pairings[p].strong),
		       dnb_ai_level_name(pairings[p].weak));
		for (int s = 0; s < n_sizes; s++)
			if (share[p][s] < 0)
				printf(" - |");
			else
				printf(" %.0f%% |", 100.0 * share[p][s]);
		printf("\n");
	}
	printf("(%d games per cell, half with each side first; %s)\n", games,
	       rules != DNB_RULES_STANDARD ? "a variant: thresholds not checked" :
	       !checked ? "no 5x5 board: thresholds not checked" :
	       ok ? "5x5 thresholds met" : "5x5 thresholds NOT met");
	return ok ? 0 : 1;
}
