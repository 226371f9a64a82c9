/* SPDX-License-Identifier: MIT */
/*
 * dnb dots replay: the Dots (kropki) game, which is not Dots-and-Boxes (its
 * usage is cmd_dots's, at the end).  Moves are points ("c3", a1 at the top left): a bare
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

static const struct tool_option options[] = {
	{ "WxH", NULL, "the board size in points, such as 10x10" },
	{ "POINT", NULL, "a dot of the player to move, such as c3 (a1 is the top left)" },
	{ "1:POINT, 2:POINT", NULL, "a set-up dot of that player; the turn does not change" },
	{ "end", NULL, "the player to move ends the game for themselves" },
	{ "--json", NULL, "the position as one JSON object on one line" },
	{ NULL, NULL, NULL },
};

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

/* One action of the command line; a dnb status, and why in words when it
 * is refused. */
static dnb_status dots_action(dnb_dots *g, uint32_t w, uint32_t h, const char *a, char *why,
			      size_t size)
{
	uint32_t point = 0;
	dnb_status st;
	int setup = (a[0] == '1' || a[0] == '2') && a[1] == ':';
	const char *p = setup ? a + 2 : a;
	char corner[16] = "?";

	if (strcmp(a, "end") == 0)
		st = dnb_dots_end_turn(g);
	else if ((st = dnb_dots_point_parse(w, h, p, strlen(p), &point)) == DNB_OK)
		st = setup ? dnb_dots_setup(g, a[0] - '0', point, NULL) :
			     dnb_dots_play(g, point, NULL);
	dnb_dots_point_format(w, h, w * h - 1, corner, sizeof(corner), NULL);
	if (st == DNB_E_PARSE)
		snprintf(why, size, "not a point: write a column letter and a row number such as "
			 "c3, 1:c3 or 2:c3 for a set-up dot, or end");
	else if (st == DNB_E_RANGE)
		snprintf(why, size, "off the %ux%u board, whose points are a1 to %s", w, h, corner);
	else if (st == DNB_E_ILLEGAL)
		snprintf(why, size, "%s", dnb_dots_point(g, point) != 0 ? "a dot is there already" :
					 "the point is inside a base");
	else
		snprintf(why, size, "%s", dnb_strerror(st));
	return st;
}

static int dots_replay(int argc, char **argv)
{
	uint32_t w, h;
	dnb_dots *g;
	dnb_status st;
	int rc = 0, n = 0;

	if (argc < 1 || !args_size(argv[0], &w, &h)) {
		fprintf(stderr, "dnb: dots replay takes a board size WxH first, such as 10x10\n");
		return 2;
	}
	if ((st = dnb_dots_new(w, h, DNB_DOTS_NO_FLAGS, &g)) == DNB_E_RANGE) {
		fprintf(stderr, "dnb: board size '%s': each side is 1 to %u points\n", argv[0],
			DNB_DOTS_MAX_SIDE);
		return 1;
	}
	if (st != DNB_OK)
		return args_fail("cannot create the game", argv[0], st);
	for (int i = 1; i < argc; i++) {
		char why[160];
		if (args_option(options, argv[i]))
			continue;
		if (argv[i][0] == '-') {
			fprintf(stderr, "dnb: unknown option '%s'\n", argv[i]);
			dnb_dots_free(g);
			return 2;
		}
		n++;
		if (dots_action(g, w, h, argv[i], why, sizeof(why)) != DNB_OK) {
			fprintf(stderr, "dnb: move %d '%s': %s\n", n, argv[i], why);
			dnb_dots_free(g);
			return 1;
		}
	}
	if (args_has(argc, argv, "--json"))
		dots_json(g);
	else
		rc = dots_text(g);
	dnb_dots_free(g);
	return rc;
}

static int run(int argc, char **argv)
{
	if (argc >= 1 && strcmp(argv[0], "replay") == 0)
		return dots_replay(argc - 1, argv + 1);
	if (argc == 0)
		fprintf(stderr, "dnb: dots takes the action replay\n");
	else
		fprintf(stderr, "dnb: dots takes the action replay, not '%s'\n", argv[0]);
	return 2;
}

const struct command cmd_dots = {
	"dots", "replay a game of Dots (kropki), which is not Dots-and-Boxes",
	"dnb dots replay WxH [POINT | 1:POINT | 2:POINT | end ...] [--json]",
	0, options, run,
};
