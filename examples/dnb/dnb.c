/* SPDX-License-Identifier: MIT */
/* dnb: a command-line front end to libdnb.  See dnb(1). */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

#include "commands.h"
#include "help.h"

static const struct command *const commands[] = {
	&cmd_replay, &cmd_solve, &cmd_endgame, &cmd_analyze,
	&cmd_nimstring, &cmd_move, &cmd_play, &cmd_dots, &cmd_book,
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static const struct command *find(const char *name)
{
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (strcmp(name, commands[i]->name) == 0)
			return commands[i];
	return NULL;
}

static int is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

static int unknown(const char *name)
{
	fprintf(stderr, "dnb: unknown command '%s'\n", name);
	help_list(stderr, commands, N_COMMANDS);
	return 2;
}

/* dnb help [COMMAND] */
static int help(int argc, char **argv)
{
	const struct command *c;

	if (argc == 0) {
		help_list(stdout, commands, N_COMMANDS);
		return 0;
	}
	if (argc > 1) {
		fprintf(stderr, "dnb: help takes one command, not '%s'\n", argv[1]);
		return 2;
	}
	if (!(c = find(argv[0])))
		return unknown(argv[0]);
	help_command(stdout, c);
	return 0;
}

int main(int argc, char **argv)
{
	const struct command *c;
	int rc;

	if (argc < 2) {
		help_list(stderr, commands, N_COMMANDS);
		return 2;
	}
	if (strcmp(argv[1], "help") == 0 || is_help(argv[1]))
		return help(argc - 2, argv + 2);
	if (strcmp(argv[1], "--version") == 0) {
		printf("dnb (libdnb %s)\n", dnb_version_string());
		return 0;
	}
	if (!(c = find(argv[1])))
		return unknown(argv[1]);
	/* -h and --help are never a move or a size: help wherever they stand */
	for (int i = 2; i < argc; i++) {
		if (is_help(argv[i])) {
			help_command(stdout, c);
			return 0;
		}
	}
	rc = c->run(argc - 2, argv + 2);
	if (rc == 2)
		help_usage(stderr, c);
	return rc;
}
