/* SPDX-License-Identifier: MIT */
/* A program built the way a game would build against an installed libdnb:
 * only `pkg-config --cflags --libs libdnb`, nothing from the build tree.
 * It checks that the header and the library it got agree and that a game
 * can be played and read back.  Exit 0 on success. */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "consumer: line %d: %s\n", __LINE__, #cond); return 1; } } while (0)

int main(void)
{
	dnb_game *g = NULL, *back = NULL;
	char text[256];
	int32_t completed = -1, winner = -1, margin = -1;
	uint32_t edge;
	size_t len;

	CHECK(dnb_version() == DNB_VERSION_NUMBER);
	printf("libdnb %s (header %d.%d.%d)\n", dnb_version_string(),
	       DNB_VERSION_MAJOR, DNB_VERSION_MINOR, DNB_VERSION_PATCH);

	CHECK(dnb_game_new(1, 1, DNB_RULES_STANDARD, &g) == DNB_OK);
	CHECK(dnb_move_parse(1, 1, "a1-b1", 5, &edge) == DNB_OK && edge == 0);
	CHECK(dnb_game_play(g, edge, &completed) == DNB_OK && completed == 0);
	CHECK(dnb_game_play(g, 1, NULL) == DNB_OK);
	CHECK(dnb_game_play(g, 2, NULL) == DNB_OK);
	CHECK(dnb_game_play(g, 3, &completed) == DNB_OK && completed == 1);
	CHECK(dnb_game_is_over(g) == 1);
	CHECK(dnb_game_result(g, &winner, &margin) == DNB_OK && winner == 2 && margin == 1);
	CHECK(dnb_game_play(g, 0, NULL) < 0);
	CHECK(strcmp(dnb_strerror(DNB_E_ILLEGAL), "unknown status") != 0);

	CHECK(dnb_game_format(g, DNB_FORMAT_RECORD, text, sizeof(text), &len) == DNB_OK);
	CHECK(dnb_game_parse(text, len, &back, NULL, NULL) == DNB_OK);
	CHECK(dnb_game_move_count(back) == 4 && dnb_game_score(back, DNB_PLAYER_2) == 1);

	dnb_game_free(back);
	dnb_game_free(g);
	dnb_game_free(NULL);
	printf("consumer: ok\n");
	return 0;
}
