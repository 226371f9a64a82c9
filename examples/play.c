/* SPDX-License-Identifier: MIT */
/*
 * play: play one random game of Dots-and-Boxes and print the board.
 *
 *     play [WIDTHxHEIGHT] [SEED]        (default 3x3, seed 1)
 *
 * A small, complete program using libdnb the way a game would: create a
 * game, ask it for the legal moves, play them, read the scores and the
 * result, print a picture, free the game.  Copy it freely.
 *
 * Build against an installed libdnb with
 *     cc play.c $(pkg-config --cflags --libs libdnb) -o play
 */
#include <stdio.h>
#include <stdlib.h>

#include <dnb.h>

/* Report a failed call with the library's own message.  Every libdnb
 * function that can fail returns a status: DNB_OK (0) or a negative code. */
static int fail(const char *what, dnb_status status)
{
	fprintf(stderr, "play: %s: %s\n", what, dnb_strerror(status));
	return 1;
}

/* A tiny generator with a fixed seed, so a seed always gives the same game. */
static uint32_t next_random(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return (uint32_t)(*state >> 33);
}

/* Print the game with DNB_FORMAT_RENDER.  Text comes out through a caller
 * buffer: ask for the length first (buf = NULL, size = 0), then fetch. */
static dnb_status print_board(const dnb_game *game)
{
	size_t len;
	char *text;
	dnb_status st = dnb_game_format(game, DNB_FORMAT_RENDER, NULL, 0, &len);

	if (st != DNB_OK && st != DNB_E_BUFSIZE)
		return st;
	text = malloc(len + 1);
	if (!text)
		return DNB_E_NOMEM;
	st = dnb_game_format(game, DNB_FORMAT_RENDER, text, len + 1, NULL);
	if (st == DNB_OK)
		fputs(text, stdout);
	free(text);
	return st;
}

int main(int argc, char **argv)
{
	unsigned width = 3, height = 3;
	uint64_t seed = 1;
	uint32_t legal[DNB_MAX_EDGES];  /* enough for the moves of any board */
	dnb_game *game;
	dnb_status st;

	if (argc > 1 && sscanf(argv[1], "%ux%u", &width, &height) != 2) {
		fprintf(stderr, "usage: play [WIDTHxHEIGHT] [SEED]\n");
		return 2;
	}
	if (argc > 2)
		seed = strtoull(argv[2], NULL, 10);

	/* The library checks the size (1..DNB_MAX_SIDE) and the rule flags. */
	st = dnb_game_new(width, height, DNB_RULES_STANDARD, &game);
	if (st != DNB_OK)
		return fail("new game", st);

	while (dnb_game_is_over(game) == 0) {
		size_t count;
		uint32_t edge;
		int32_t player = dnb_game_to_move(game), completed;
		char name[32];

		/* Lists come out through a caller array; count is the full
		 * number of moves even when the array is too small. */
		st = dnb_game_legal_moves(game, legal, DNB_MAX_EDGES, &count);
		if (st != DNB_OK)
			break;
		edge = legal[next_random(&seed) % count];

		st = dnb_game_play(game, edge, &completed);
		if (st != DNB_OK)
			break;
		dnb_move_format(width, height, edge, name, sizeof(name), NULL);
		printf("player %d: %s%s\n", (int)player, name,
		       completed ? (completed == 2 ? " takes two boxes" : " takes a box") : "");
	}
	if (st == DNB_OK)
		st = print_board(game);
	if (st == DNB_OK) {
		int32_t winner, margin;

		dnb_game_result(game, &winner, &margin);
		if (winner)
			printf("player %d wins by %d\n", (int)winner, (int)margin);
		else
			printf("a draw\n");
	}
	dnb_game_free(game);  /* every game from dnb_game_new must be freed */
	return st == DNB_OK ? 0 : fail("playing", st);
}
