/* SPDX-License-Identifier: MIT */
/*
 * ai: a computer opponent, and hints for the human player.
 *
 *     ai [WIDTHxHEIGHT] [LEVEL] [SEED]     (default 3x3, hard, seed 1)
 *
 * Player 1 is the computer at LEVEL (beginner, easy, medium, hard or
 * perfect).  Player 2 stands for the human: a second AI object gives the
 * hints, with the reason for each move, and the "human" follows them.  In
 * a real game the hint is shown and the player's own move is played.
 * Copy this program freely.
 *
 * Build against an installed libdnb with
 *     cc ai.c $(pkg-config --cflags --libs libdnb) -o ai
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

static int fail(const char *what, dnb_status status)
{
	fprintf(stderr, "ai: %s: %s\n", what, dnb_strerror(status));
	return 1;
}

int main(int argc, char **argv)
{
	dnb_ai_options opts = DNB_AI_OPTIONS_INIT;  /* sets size and the defaults */
	unsigned width = 3, height = 3;
	dnb_ai *computer = NULL, *helper = NULL;
	dnb_game *game;
	dnb_status st;
	int32_t winner, margin;

	if (argc > 1 && sscanf(argv[1], "%ux%u", &width, &height) != 2) {
		fprintf(stderr, "usage: ai [WIDTHxHEIGHT] [LEVEL] [SEED]\n");
		return 2;
	}
	opts.level = DNB_AI_HARD;
	if (argc > 2 && (st = dnb_ai_level_parse(argv[2], strlen(argv[2]), &opts.level)) != DNB_OK)
		return fail(argv[2], st);
	opts.seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
	/* A small budget per move: a game's AI answers at once.  0 would be
	 * the level's default (well under a second a move on 10x10). */
	opts.node_limit = 20000;

	st = dnb_game_new(width, height, DNB_RULES_STANDARD, &game);
	if (st != DNB_OK)
		return fail("new game", st);
	/* One AI object per player, kept for the whole game: the stronger
	 * levels keep a solver table from one move to the next. */
	st = dnb_ai_new(&opts, &computer);
	if (st == DNB_OK) {
		opts.level = DNB_AI_MEDIUM;  /* hints that explain themselves */
		st = dnb_ai_new(&opts, &helper);
	}

	while (st == DNB_OK && dnb_game_is_over(game) == 0) {
		dnb_ai_result r = DNB_AI_RESULT_INIT;  /* sets r.size */
		int32_t player = dnb_game_to_move(game);
		uint32_t edge;
		char text[32];

		if (player == DNB_PLAYER_1) {
			/* The computer's move.  The AI only reads the game:
			 * playing the move is up to the caller. */
			st = dnb_ai_move(computer, game, &edge, &r);
		} else {
			/* The human asks for a hint: the move and why. */
			st = dnb_ai_hint(helper, game, &r);
			edge = r.move;
		}
		if (st != DNB_OK)
			break;
		dnb_move_format(width, height, edge, text, sizeof(text), NULL);
		printf("%s %s (%s", player == DNB_PLAYER_1 ? "computer:" : "hint:    ", text,
		       dnb_ai_reason_name(r.reason));
		if (r.has_value)  /* exact, when the theory or the solver knows */
			printf(", worth %+d", (int)r.value);
		printf(")\n");
		st = dnb_game_play(game, edge, NULL);
	}

	if (st == DNB_OK) {
		dnb_game_result(game, &winner, &margin);
		printf("scores %d-%d: %s\n", (int)dnb_game_score(game, 1),
		       (int)dnb_game_score(game, 2),
		       winner == 1 ? "the computer wins" :
		       winner == 2 ? "the human wins" : "a draw");
	}
	dnb_ai_free(computer);  /* NULL is fine */
	dnb_ai_free(helper);
	dnb_game_free(game);
	return st == DNB_OK ? 0 : fail("playing", st);
}
