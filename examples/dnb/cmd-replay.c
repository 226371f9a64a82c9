/* SPDX-License-Identifier: MIT */
/* dnb replay: play the moves and show the board, or write the game as one
 * JSON object (the form of dnb_game_json(5), which the Python binding's
 * Game.to_json() writes too).  Its usage is cmd_replay's, at the end. */
#include <stdlib.h>

#include "args.h"
#include "commands.h"
#include "json.h"

static void replay_json(const dnb_game *g)
{
	struct json j;
	int32_t w = dnb_game_width(g), h = dnb_game_height(g), winner, margin;
	size_t n;
	uint32_t *moves;
	char rules[128] = "standard";

	dnb_game_result(g, &winner, &margin);
	dnb_rules_format((uint32_t)dnb_game_rules(g), rules, sizeof(rules), NULL);
	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_int(&j, "width", w);
	json_int(&j, "height", h);
	json_str(&j, "rules", rules);
	json_int(&j, "moves", dnb_game_move_count(g));
	json_arr_open(&j, "scores");
	json_int(&j, NULL, dnb_game_score(g, 1));
	json_int(&j, NULL, dnb_game_score(g, 2));
	json_arr_close(&j);
	json_int(&j, "to_move", dnb_game_to_move(g));
	json_bool(&j, "over", dnb_game_is_over(g));
	json_int(&j, "winner", winner);
	json_int(&j, "margin", margin);
	json_arr_open(&j, "owners");
	for (int32_t b = 0; b < w * h; b++)
		json_int(&j, NULL, dnb_game_box_owner(g, (uint32_t)b));
	json_arr_close(&j);
	json_arr_open(&j, "history");
	dnb_game_moves(g, NULL, 0, &n);
	moves = malloc((n ? n : 1) * sizeof(*moves));
	if (moves && dnb_game_moves(g, moves, n, &n) == DNB_OK) {
		for (size_t i = 0; i < n; i++) {
			char buf[32];
			dnb_move_format((uint32_t)w, (uint32_t)h, moves[i], buf, sizeof(buf), NULL);
			json_str(&j, NULL, buf);
		}
	}
	free(moves);
	json_arr_close(&j);
	json_obj_close(&j);
	json_end(&j);
}

static const struct tool_option options[] = {
	{ "--json", NULL, "the game as one JSON object on one line (dnb_game_json(5))" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_game *g;
	int rc = args_game(argc, argv, options, &g);

	if (rc)
		return rc;
	if (args_has(argc, argv, "--json"))
		replay_json(g);
	else
		rc = args_print_game(g, DNB_FORMAT_RENDER);
	dnb_game_free(g);
	return rc;
}

const struct command cmd_replay = {
	"replay", "play the moves and show the board",
	"dnb replay WxH [--variant V ...] [MOVE ...] [--json]",
	1, options, run,
};
