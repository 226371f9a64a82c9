/* SPDX-License-Identifier: MIT */
/*
 * dnb dots replay WxH [MOVE ...] [--json]: the Dots (kropki) game, which is
 * not Dots-and-Boxes.  Moves are points ("c3", a1 at the top left): a bare
 * point is a move of the player to move, "1:c3" or "2:c3" puts a dot of that
 * player (a setup, the turn does not change), "end" ends the game for the
 * player to move.  Shows the board, or the position as one JSON object.
 */
#include <stdlib.h>
#include <string.h>

#include <dnb_dots.h>

#include "args.h"
#include "commands.h"
#include "json.h"

static void dots_json(const dnb_dots *g)
{
	struct json j;
	int32_t w = dnb_dots_width(g), h = dnb_dots_height(g), winner, margin;
	size_t len;
	char *text;

	dnb_dots_result(g, &winner, &margin);
	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_str(&j, "game", "dots");
	json_int(&j, "width", w);
	json_int(&j, "height", h);
	json_int(&j, "actions", dnb_dots_history_length(g));
	json_arr_open(&j, "scores");
	json_int(&j, NULL, dnb_dots_score(g, 1));
	json_int(&j, NULL, dnb_dots_score(g, 2));
	json_arr_close(&j);
	json_int(&j, "to_move", dnb_dots_to_move(g));
	json_bool(&j, "over", dnb_dots_is_over(g));
	json_arr_open(&j, "ended");
	json_bool(&j, NULL, dnb_dots_has_ended(g, 1));
	json_bool(&j, NULL, dnb_dots_has_ended(g, 2));
	json_arr_close(&j);
	json_int(&j, "winner", winner);
	json_int(&j, "margin", margin);
	json_int(&j, "free", dnb_dots_free_count(g));
	json_arr_open(&j, "points");
	for (int32_t p = 0; p < w * h; p++)
	{
		/* The JSON keeps the shape: negative for a captured dot. */
		int32_t v = dnb_dots_point(g, (uint32_t)p);
		json_int(&j, NULL, v >= DNB_DOTS_CAPTURED_1 ? -(v - 2) : v);
	}
	json_arr_close(&j);
	json_arr_open(&j, "owners");
	for (int32_t p = 0; p < w * h; p++)
		json_int(&j, NULL, dnb_dots_owner(g, (uint32_t)p));
	json_arr_close(&j);
	/* The history as the record writes it: its "moves" lines. */
	json_arr_open(&j, "history");
	dnb_dots_format(g, DNB_DOTS_FORMAT_RECORD, NULL, 0, &len);
	text = malloc(len + 1);
	if (text && dnb_dots_format(g, DNB_DOTS_FORMAT_RECORD, text, len + 1, NULL) == DNB_OK) {
		char *save = NULL;
		for (char *line = strtok_r(text, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save)) {
			char *save2 = NULL, *tok;
			if (strncmp(line, "moves ", 6) != 0)
				continue;
			strtok_r(line, " ", &save2);
			while ((tok = strtok_r(NULL, " ", &save2)) != NULL)
				json_str(&j, NULL, tok);
		}
	}
	free(text);
	json_arr_close(&j);
	json_obj_close(&j);
	json_end(&j);
}

static int dots_text(const dnb_dots *g)
{
	size_t len;
	char *buf;

	dnb_dots_format(g, DNB_DOTS_FORMAT_RENDER, NULL, 0, &len);
	buf = malloc(len + 1);
	if (!buf)
		return args_fail("dots", NULL, DNB_E_NOMEM);
	dnb_dots_format(g, DNB_DOTS_FORMAT_RENDER, buf, len + 1, NULL);
	fputs(buf, stdout);
	free(buf);
	return 0;
}

/* One action of the command line; a dnb status. */
static dnb_status dots_action(dnb_dots *g, uint32_t w, uint32_t h, const char *a)
{
	uint32_t point;
	dnb_status st;

	if (strcmp(a, "end") == 0)
		return dnb_dots_end_turn(g);
	if ((a[0] == '1' || a[0] == '2') && a[1] == ':') {
		st = dnb_dots_point_parse(w, h, a + 2, strlen(a + 2), &point);
		return st != DNB_OK ? st : dnb_dots_setup(g, a[0] - '0', point, NULL);
	}
	st = dnb_dots_point_parse(w, h, a, strlen(a), &point);
	return st != DNB_OK ? st : dnb_dots_play(g, point, NULL);
}

static int dots_replay(int argc, char **argv)
{
	uint32_t w, h;
	dnb_dots *g;
	dnb_status st;
	int rc = 0, n = 0;

	if (argc < 1 || !args_size(argv[0], &w, &h)) {
		fprintf(stderr, "dnb: expected a board size WxH, e.g. 10x10\n");
		return 2;
	}
	if ((st = dnb_dots_new(w, h, DNB_DOTS_NO_FLAGS, &g)) != DNB_OK)
		return args_fail("cannot create the game", argv[0], st);
	for (int i = 1; i < argc; i++) {
		char what[64];
		if (strcmp(argv[i], "--json") == 0)
			continue;
		if (argv[i][0] == '-' && argv[i][1] == '-') {
			fprintf(stderr, "dnb: unknown option '%s'\n", argv[i]);
			dnb_dots_free(g);
			return 2;
		}
		n++;
		if ((st = dots_action(g, w, h, argv[i])) != DNB_OK) {
			snprintf(what, sizeof(what), "move %d", n);
			dnb_dots_free(g);
			return args_fail(what, argv[i], st);
		}
	}
	if (args_has(argc, argv, "--json"))
		dots_json(g);
	else
		rc = dots_text(g);
	dnb_dots_free(g);
	return rc;
}

int cmd_dots(int argc, char **argv)
{
	if (argc >= 1 && strcmp(argv[0], "replay") == 0)
		return dots_replay(argc - 1, argv + 1);
	fprintf(stderr, "usage: dnb dots replay WxH [MOVE ...] [--json]\n"
			"  (Dots, the game of surrounding dots - not Dots-and-Boxes)\n");
	return 2;
}
