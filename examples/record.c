/* SPDX-License-Identifier: MIT */
/*
 * record: write a game record, read it back, and check they agree.
 *
 *     record [MOVE ...]        (moves like a1-b1 on a 2x2 board with
 *                               compulsory capture; some by default)
 *
 * A game record (DNB_FORMAT_RECORD) is plain text: the board size, the
 * rules and the moves.  It is how a game saves and loads, or sends a game
 * over a network.  Copy this program freely.
 *
 * Build against an installed libdnb with
 *     cc record.c $(pkg-config --cflags --libs libdnb) -o record
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dnb.h>

/* The whole game as text in a new malloc'ed string, or NULL. */
static char *game_to_text(const dnb_game *game, uint32_t format)
{
	size_t len;
	char *text;

	/* First call: the length only (the empty buffer is "too small", so
	 * DNB_E_BUFSIZE is the expected answer).  Second call: the text. */
	dnb_status st = dnb_game_format(game, format, NULL, 0, &len);

	if (st != DNB_OK && st != DNB_E_BUFSIZE)
		return NULL;
	text = malloc(len + 1);
	if (text && dnb_game_format(game, format, text, len + 1, NULL) != DNB_OK) {
		free(text);
		text = NULL;
	}
	return text;
}

int main(int argc, char **argv)
{
	static const char *default_moves[] = { "a1-b1", "a2-b2", "a1-a2", "b1-b2", "b2-c2" };
	const char *const *moves = default_moves;
	int n_moves = (int)(sizeof(default_moves) / sizeof(default_moves[0]));
	dnb_game *game, *copy = NULL, *bad = NULL;
	uint32_t line = 0, col = 0;
	char *text, *again = NULL;
	dnb_status st;
	int rc = 1;

	if (argc > 1) {
		moves = (const char *const *)argv + 1;
		n_moves = argc - 1;
	}

	st = dnb_game_new(2, 2, DNB_RULE_COMPULSORY, &game);
	if (st != DNB_OK) {
		fprintf(stderr, "record: %s\n", dnb_strerror(st));
		return 1;
	}
	for (int i = 0; i < n_moves; i++) {
		uint32_t edge;

		/* Moves as text: "a1-b1" joins the dots a1 and b1 (columns are
		 * letters, rows count from 1 at the top). */
		st = dnb_move_parse(2, 2, moves[i], strlen(moves[i]), &edge);
		if (st == DNB_OK)
			st = dnb_game_play(game, edge, NULL);
		if (st != DNB_OK) {
			fprintf(stderr, "record: %s: %s\n", moves[i], dnb_strerror(st));
			dnb_game_free(game);
			return 1;
		}
	}

	/* Save: the record holds everything needed to rebuild the game. */
	text = game_to_text(game, DNB_FORMAT_RECORD);
	if (!text)
		goto out;
	printf("--- the record ---\n%s", text);

	/* Load: on malformed text the parser says where (1-based). */
	st = dnb_game_parse(text, strlen(text), &copy, &line, &col);
	if (st != DNB_OK) {
		fprintf(stderr, "record: line %u, column %u: %s\n",
			(unsigned)line, (unsigned)col, dnb_strerror(st));
		goto out;
	}

	/* The copy has the same history, so it writes the same record and
	 * can undo its moves like the original. */
	again = game_to_text(copy, DNB_FORMAT_RECORD);
	if (!again || strcmp(text, again) != 0 ||
	    dnb_game_move_count(copy) != dnb_game_move_count(game) ||
	    dnb_game_score(copy, DNB_PLAYER_1) != dnb_game_score(game, DNB_PLAYER_1) ||
	    dnb_game_score(copy, DNB_PLAYER_2) != dnb_game_score(game, DNB_PLAYER_2)) {
		fprintf(stderr, "record: the game read back differs\n");
		goto out;
	}
	printf("--- read back: %d moves, scores %d-%d, player %d to move ---\n",
	       (int)dnb_game_move_count(copy), (int)dnb_game_score(copy, DNB_PLAYER_1),
	       (int)dnb_game_score(copy, DNB_PLAYER_2), (int)dnb_game_to_move(copy));

	/* A malformed record is an error with a place, never a crash. */
	st = dnb_game_parse("dnb 1\nsize 2x2\nmoves a1-z9\n", 27, &bad, &line, &col);
	printf("--- a bad record: %s at line %u, column %u ---\n",
	       dnb_strerror(st), (unsigned)line, (unsigned)col);
	rc = st == DNB_OK ? 1 : 0;  /* on failure, bad is left NULL */
out:
	dnb_game_free(bad);
	free(again);
	free(text);
	dnb_game_free(copy);  /* NULL is fine */
	dnb_game_free(game);
	return rc;
}
