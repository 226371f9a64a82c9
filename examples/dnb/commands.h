/* SPDX-License-Identifier: MIT */
/*
 * The dnb tool's subcommands.  Each is described once, by its struct
 * command in its own file: the usage printed for `dnb help CMD`,
 * `dnb CMD --help` and after a usage error, and the arguments its parser
 * knows, come from there.
 */
#ifndef DNB_TOOL_COMMANDS_H
#define DNB_TOOL_COMMANDS_H

#include "args.h"

struct command {
	const char *name;
	const char *summary;  /* one line for `dnb help` */
	/* The usage: lines "dnb NAME ...", a line that starts with a blank
	 * continuing the one before. */
	const char *synopsis;
	/* takes "WxH [--variant V ...] [MOVE ...]" (args_game): the help
	 * explains them before the command's own arguments */
	int game;
	const struct tool_option *options; /* its own arguments */
	/* the arguments after the name; returns the exit status, 2 for a
	 * usage error after a message (the caller adds the usage) */
	int (*run)(int argc, char **argv);
};

extern const struct command cmd_replay, cmd_solve, cmd_endgame, cmd_analyze, cmd_nimstring,
	cmd_move, cmd_play, cmd_dots, cmd_book;

#endif
