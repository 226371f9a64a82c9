/* SPDX-License-Identifier: MIT */
/* dnb move: the AI's move for the player to move, and why.  Its usage is
 * cmd_move's, at the end. */
#include <stdio.h>

#include "ai-args.h"
#include "args.h"
#include "commands.h"
#include "json.h"

static const struct tool_option options[] = {
	{ "--level", "L", "required: " AI_ARGS_LEVELS },
	AI_ARGS_OPTIONS,
	{ "--book", "FILE", "an opening book for hard and perfect to play from (default: the book "
			    "shipped for the board, if any)" },
	{ "--no-book", NULL, "play without a book" },
	{ "--json", NULL, "the move and its reason as one JSON object on one line" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai_result r = DNB_AI_RESULT_INIT;
	dnb_game *g;
	dnb_ai *ai;
	dnb_book *book = NULL;
	const char *v;
	dnb_status st;
	char text[32];
	int rc = args_game(argc, argv, options, &g);

	if (rc)
		return rc;
	rc = ai_args(argc, argv, 1, &o);
	if (rc) {
		dnb_game_free(g);
		return rc;
	}
	v = args_value(argc, argv, "--book");
	if (v && args_has(argc, argv, "--no-book")) {
		fprintf(stderr, "dnb: --book and --no-book do not combine\n");
		dnb_game_free(g);
		return 2;
	}
	if (v && (st = dnb_book_open_file(v, &book)) != DNB_OK) {
		dnb_game_free(g);
		return args_fail("cannot open the book", v, st);
	}
	/* Without --book, the shipped book of this board if there is one
	 * (args_book_default); none is not an error. */
	if (!v && !args_has(argc, argv, "--no-book") &&
	    args_book_default(g, &book) != DNB_OK)
		book = NULL;
	st = dnb_ai_new(&o, &ai);
	if (st == DNB_OK)
		st = dnb_ai_set_book(ai, book);
	if (st == DNB_OK)
		st = dnb_ai_hint(ai, g, &r);
	if (st != DNB_OK) {
		dnb_ai_free(ai);
		dnb_book_free(book);
		dnb_game_free(g);
		return args_fail("move", NULL, st);
	}
	dnb_move_format((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g), r.move, text,
			sizeof(text), NULL);
	if (args_has(argc, argv, "--json")) {
		struct json j;
		json_begin(&j, stdout);
		json_obj_open(&j, NULL);
		json_str(&j, "move", text);
		json_int(&j, "edge", r.move);
		json_str(&j, "reason", dnb_ai_reason_name(r.reason));
		if (r.has_value)
			json_int(&j, "value", r.value);
		json_str(&j, "level", dnb_ai_level_name(o.level));
		json_str(&j, "decided_by", dnb_ai_level_name(r.level));
		json_int(&j, "player", dnb_game_to_move(g));
		json_int(&j, "nodes", (int64_t)r.nodes);
		json_int(&j, "elapsed_ms", (int64_t)r.elapsed_ms);
		json_obj_close(&j);
		json_end(&j);
	} else if (r.has_value) {
		printf("%s (%s, value %+d)\n", text, dnb_ai_reason_name(r.reason), (int)r.value);
	} else {
		printf("%s (%s)\n", text, dnb_ai_reason_name(r.reason));
	}
	dnb_ai_free(ai);
	dnb_book_free(book);
	dnb_game_free(g);
	return 0;
}

const struct command cmd_move = {
	"move", "the move the AI chooses for the player to move, and why",
	"dnb move WxH [--variant V ...] [MOVE ...] --level L [--seed N]\n"
	"         [--nodes N] [--time MS] [--book FILE | --no-book] [--json]",
	1, options, run,
};
