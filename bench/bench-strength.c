/* SPDX-License-Identifier: MIT */
/*
 * bench-strength: boxes an AI level drops against exact play.
 *
 *   bench-strength [--games N] [--seed S] [--node-limit N] [--ai-nodes N]
 *                  [--variant V] [--moves N] [--played-only] [--verbose]
 *                  LEVEL WxH UNDRAWN
 *
 * LEVEL is a level's name, or `reference` for the independent reference
 * player of tests/ai/reference (which shares no code with the levels).
 * Each game starts from a random safe opening (random moves that give no
 * box its third side, until UNDRAWN edges are left; openings that run out
 * of safe moves first are drawn again), the seed of game i being S + i.
 * The level then plays both sides to the end.  Before each of its moves
 * the solver gives the exact value of every legal move; the value of the
 * best move less that of the move played is what the move dropped (the
 * values are what the mover gets from here on, boxes the move takes
 * included, so a capture and a quiet move compare directly).  The AI's
 * time is measured around dnb_ai_move alone.
 *
 * --played-only values only the move played: the position's value and the
 * value of the position after the move, each by dnb_solver_value (the
 * first is the second of the move before), which gives the same drops
 * where valuing every move would take too long (misère, mostly).
 *
 * --moves N ends each game after the level's first N moves (0, the
 * default: at the end of the game); with --moves 1 each game is one move
 * from its opening, and what it drops is that move's.
 *
 * --variant plays under other rules (the words of dnb_rules_parse); under
 * Nimstring a value is +1 or -1, and a move that turns a won game into a
 * lost one drops one game.  With the pre-drawn border UNDRAWN counts the
 * edges inside.
 *
 * Prints one line: games, mean boxes (games) dropped per game, games with a drop,
 * moves, mean and slowest milliseconds per AI move, and the slowest solver
 * call.  --node-limit caps each solver call; a game whose scoring does not
 * finish is counted as unscored (and reported).  --ai-nodes sets the
 * level's node_limit (dnb_ai_new(3); 0, the default, is the level's own
 * budget).  --verbose prints every
 * move that drops something first: the game, the edges left, the level's
 * reason for the move, the move and what it dropped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

#include "../tests/ai/reference/player.h"
#include "bench-opening.h"

/* LEVEL `reference`. */
#define REFERENCE UINT32_MAX

/* The position's value by dnb_solver_value, the slowest call in *worst;
 * 0 if the solver stopped. */
static int value_of(dnb_solver *solver, const dnb_game *g, int32_t *value, double *worst)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	double t0 = bench_wall_seconds(), dt;
	dnb_status st = dnb_solver_value(solver, g, &r);

	dt = bench_wall_seconds() - t0;
	*worst = dt > *worst ? dt : *worst;
	*value = r.value;
	return st == DNB_OK;
}

int main(int argc, char **argv)
{
	unsigned games = 20, w, h, undrawn;
	unsigned long long seed = 1, node_limit = 0, ai_nodes = 0, max_moves = 0;
	uint32_t level, rules = DNB_RULES_STANDARD;
	const char *variant = "standard";
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *solver;
	double ai_total = 0, ai_worst = 0, solver_worst = 0;
	uint64_t dropped_total = 0;
	unsigned with_drop = 0, unscored = 0, moves = 0;
	int verbose = 0, played_only = 0;

	while (argc > 1 && strncmp(argv[1], "--", 2) == 0 && argc > 2) {
		if (strcmp(argv[1], "--verbose") == 0 || strcmp(argv[1], "--played-only") == 0) {
			*(argv[1][2] == 'v' ? &verbose : &played_only) = 1;
			argc--;
			argv++;
			continue;
		}
		if (strcmp(argv[1], "--games") == 0)
			games = (unsigned)strtoul(argv[2], NULL, 10);
		else if (strcmp(argv[1], "--seed") == 0)
			seed = strtoull(argv[2], NULL, 10);
		else if (strcmp(argv[1], "--node-limit") == 0)
			node_limit = strtoull(argv[2], NULL, 10);
		else if (strcmp(argv[1], "--ai-nodes") == 0)
			ai_nodes = strtoull(argv[2], NULL, 10);
		else if (strcmp(argv[1], "--moves") == 0)
			max_moves = strtoull(argv[2], NULL, 10);
		else if (strcmp(argv[1], "--variant") == 0) {
			uint32_t r;
			if (dnb_rules_parse(argv[2], strlen(argv[2]), &r) != DNB_OK)
				return 2;
			rules |= r;
			variant = argv[2];
		}
		else
			break;
		argc -= 2;
		argv += 2;
	}
	if (argc == 4 && strcmp(argv[1], "reference") == 0)
		level = REFERENCE;
	else if (argc != 4 || dnb_ai_level_parse(argv[1], strlen(argv[1]), &level) != DNB_OK)
		argc = 0;
	if (argc != 4 ||
	    sscanf(argv[2], "%ux%u", &w, &h) != 2 || sscanf(argv[3], "%u", &undrawn) != 1 ||
	    games == 0) {
		fprintf(stderr, "usage: bench-strength [--games N] [--seed S] [--node-limit N] "
				"[--ai-nodes N] [--variant V] [--moves N] [--played-only] [--verbose] "
				"LEVEL WxH UNDRAWN\n");
		return 2;
	}
	so.node_limit = node_limit;
	if (dnb_solver_new(&so, &solver) != DNB_OK)
		return 1;

	for (unsigned i = 0; i < games; i++) {
		dnb_ai_options o = DNB_AI_OPTIONS_INIT;
		dnb_ai *ai = NULL;
		struct ref_player *rp = NULL;
		uint8_t *drawn;
		dnb_game *g = NULL;
		uint32_t edges;
		int32_t *values;
		uint64_t dropped = 0;
		int32_t value = 0; /* the position's, under --played-only */
		int scored = 1, have_value = 0;
		unsigned long long made = 0;

		if (dnb_board_edge_count(w, h, &edges) != DNB_OK)
			return 2;
		values = calloc(edges, sizeof(*values));
		drawn = calloc(edges, 1);
		if (!values || !drawn)
			return 1;
		bench_rng_state = 0x9E3779B97F4A7C15ull * (seed + i) + 1;
		do {
			dnb_game_free(g);
			if (dnb_game_new(w, h, rules, &g) != DNB_OK)
				return 1;
		} while (!bench_safe_opening(g, undrawn));
		o.level = level;
		o.seed = seed + i;
		o.node_limit = ai_nodes;
		if (level == REFERENCE ? !(rp = ref_player_new((int)w, (int)h, seed + i))
				       : dnb_ai_new(&o, &ai) != DNB_OK)
			return 1;
		while (!dnb_game_is_over(g) && (!max_moves || made++ < max_moves)) {
			dnb_ai_result res = DNB_AI_RESULT_INIT;
			uint32_t e, left = 0;
			size_t count;
			int32_t best = INT32_MIN, played = 0, mover = dnb_game_to_move(g), taken;
			double t0, dt;
			if (scored && !played_only) {
				t0 = bench_wall_seconds();
				if (dnb_solver_move_values(solver, g, values, edges, &count) != DNB_OK)
					scored = 0;
				dt = bench_wall_seconds() - t0;
				solver_worst = dt > solver_worst ? dt : solver_worst;
			} else if (scored && !have_value) {
				scored = value_of(solver, g, &value, &solver_worst);
				have_value = 1;
			}
			t0 = bench_wall_seconds();
			if (rp ? dnb_game_edges(g, drawn, edges, &count) != DNB_OK ||
					 ref_player_move(rp, drawn, &e) != 0
			       : dnb_ai_move(ai, g, &e, &res) != DNB_OK)
				return 1;
			dt = bench_wall_seconds() - t0;
			ai_total += dt;
			ai_worst = dt > ai_worst ? dt : ai_worst;
			moves++;
			for (uint32_t k = 0; k < edges; k++)
				left += !dnb_game_edge_drawn(g, k);
			if (scored && !played_only) {
				for (uint32_t k = 0; k < edges; k++)
					if (values[k] != DNB_SOLVER_NO_VALUE && values[k] > best)
						best = values[k];
				played = values[e];
			}
			if (dnb_game_play(g, e, &taken) != DNB_OK)
				return 1;
			if (scored && played_only) {
				/* the move's value from the child's, as the solver
				 * scores a move: the boxes taken count for the mover
				 * (against him under misère, not under Nimstring) */
				int32_t child;
				best = value;
				scored = value_of(solver, g, &child, &solver_worst);
				taken = rules & DNB_RULE_NIMSTRING ? 0
					: rules & DNB_RULE_MISERE ? -taken : taken;
				played = dnb_game_to_move(g) == mover ? taken + child : -child;
				value = child;
			}
			if (scored) {
				/* Nimstring values are +1 and -1: a drop of 2 is a game. */
				dropped += (uint64_t)(best - played) /
					   (rules & DNB_RULE_NIMSTRING ? 2u : 1u);
				if (verbose && best > played) {
					char text[16];
					size_t len;
					dnb_move_format(w, h, e, text, sizeof(text), &len);
					printf("game %u  undrawn %u  %-12s %-8s dropped %d (best %+d)\n",
					       i, left,
					       rp ? "reference" : dnb_ai_reason_name(res.reason), text,
					       (int)(best - played), (int)best);
				}
			}
		}
		if (scored) {
			dropped_total += dropped;
			with_drop += dropped > 0;
		} else {
			unscored++;
		}
		dnb_ai_free(ai);
		ref_player_free(rp);
		dnb_game_free(g);
		free(drawn);
		free(values);
	}
	printf("%ux%u from %u  %s  %-8s games %u  %s dropped/game %.2f  games with a drop %u  "
	       "moves %u  ms/move mean %.2f max %.1f  solver max %.0f ms",
	       w, h, undrawn, variant, level == REFERENCE ? "reference" : dnb_ai_level_name(level),
	       games - unscored, rules & DNB_RULE_NIMSTRING ? "games" : "boxes",
	       games > unscored ? (double)dropped_total / (games - unscored) : 0.0, with_drop,
	       moves, 1000 * ai_total / moves, 1000 * ai_worst, 1000 * solver_worst);
	if (unscored)
		printf("  unscored %u", unscored);
	printf("\n");
	dnb_solver_free(solver);
	return 0;
}
