/* SPDX-License-Identifier: MIT */
/*
 * solve: the exact value of a position and its best moves, within limits.
 *
 *     solve [WIDTHxHEIGHT [MOVE ...]]      (default: an empty 2x2 board)
 *
 * The value is for the player to move and counts only the boxes still to
 * come: their boxes minus the opponent's with best play by both.  The
 * solver takes positions with at most DNB_SOLVER_MAX_EDGES (64) undrawn
 * edges; a node limit, a time limit and a progress callback keep a big
 * search in check.  Copy this program freely.
 *
 * Build against an installed libdnb with
 *     cc solve.c $(pkg-config --cflags --libs libdnb) -o solve
 */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

static int fail(const char *what, dnb_status status)
{
	fprintf(stderr, "solve: %s: %s\n", what, dnb_strerror(status));
	return 1;
}

/* Called from the solving thread every progress_nodes nodes.  Returning
 * non-zero would cancel the search (DNB_E_CANCELLED), e.g. when the user
 * presses a button. */
static int32_t progress(const dnb_solver_progress *p, void *user_data)
{
	unsigned *calls = user_data;

	if ((*calls)++ % 20 == 0)
		fprintf(stderr, "  ... %llu nodes, value in [%d, %d]\n",
			(unsigned long long)p->nodes, (int)p->lower, (int)p->upper);
	return 0;
}

static void print_moves(const char *label, const dnb_game *g, const uint32_t *edges,
			uint32_t n)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	char text[32];

	printf("%s:", label);
	for (uint32_t i = 0; i < n; i++) {
		dnb_move_format(w, h, edges[i], text, sizeof(text), NULL);
		printf(" %s", text);
	}
	printf("\n");
}

int main(int argc, char **argv)
{
	dnb_solver_options opts = DNB_SOLVER_OPTIONS_INIT;  /* sets size and defaults */
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;       /* sets r.size */
	unsigned width = 2, height = 2, calls = 0;
	int32_t values[DNB_MAX_EDGES];
	dnb_solver *solver;
	dnb_game *game;
	dnb_status st;
	size_t count;

	if (argc > 1 && sscanf(argv[1], "%ux%u", &width, &height) != 2) {
		fprintf(stderr, "usage: solve [WIDTHxHEIGHT [MOVE ...]]\n");
		return 2;
	}
	st = dnb_game_new(width, height, DNB_RULES_STANDARD, &game);
	if (st != DNB_OK)
		return fail("new game", st);
	for (int a = 2; a < argc; a++) {
		uint32_t e;

		st = dnb_move_parse(width, height, argv[a], strlen(argv[a]), &e);
		if (st == DNB_OK)
			st = dnb_game_play(game, e, NULL);
		if (st != DNB_OK) {
			dnb_game_free(game);
			return fail(argv[a], st);
		}
	}

	/* The options: a modest table, and limits so that a position too big
	 * to finish gives bounds instead of running for hours. */
	opts.tt_mb = 16;
	opts.node_limit = 50000000;
	opts.time_limit_ms = 20000;
	opts.progress = progress;
	opts.progress_nodes = 1 << 20;
	opts.user_data = &calls;
	st = dnb_solver_new(&opts, &solver);
	if (st != DNB_OK) {
		dnb_game_free(game);
		return fail("new solver", st);
	}

	st = dnb_solver_solve(solver, game, &r);
	if (st == DNB_OK) {
		printf("value %+d for player %d\n", (int)r.value, (int)dnb_game_to_move(game));
		print_moves("best moves", game, r.best_moves, r.best_count);
		print_moves("a best line", game, r.pv, r.pv_length);
	} else if (st == DNB_E_LIMIT || st == DNB_E_CANCELLED) {
		/* Stopped early: the bounds proven so far, no moves. */
		printf("stopped (%s): value in [%d, %d]\n", dnb_strerror(st), (int)r.lower,
		       (int)r.upper);
	} else {
		fprintf(stderr, "solve: %s\n", dnb_strerror(st));  /* e.g. too many edges */
	}
	printf("%llu nodes, %llu ms\n", (unsigned long long)r.nodes,
	       (unsigned long long)r.elapsed_ms);

	/* The value of every legal move; the table from the solve above makes
	 * this quick.  values[e] is DNB_SOLVER_NO_VALUE for a drawn edge. */
	if (st == DNB_OK &&
	    dnb_solver_move_values(solver, game, values, DNB_MAX_EDGES, &count) == DNB_OK) {
		char text[32];

		printf("move values:");
		for (size_t e = 0; e < count; e++) {
			if (values[e] == DNB_SOLVER_NO_VALUE)
				continue;
			dnb_move_format(width, height, (uint32_t)e, text, sizeof(text), NULL);
			printf(" %s=%+d", text, (int)values[e]);
		}
		printf("\n");
	}

	dnb_solver_free(solver);
	dnb_game_free(game);
	/* The empty 2x2 board is worth +2 to the first player. */
	if (argc == 1 && (st != DNB_OK || r.value != 2))
		return 1;
	return st == DNB_OK ? 0 : 1;
}
