/* SPDX-License-Identifier: MIT */
/* dnb: a command-line front end to libdnb.  See dnb(1). */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

#include "args.h"
#include "commands.h"

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *usage;
} commands[] = {
	{ "replay", cmd_replay,
	  "replay WxH [--variant V ...] [MOVE ...] [--json]" },
	{ "solve", cmd_solve,
	  "solve WxH [--variant V ...] [MOVE ...] [--json] [--all-moves] [--tt-mb N] [--time-limit S] [--threads N]" },
	{ "endgame", cmd_endgame,
	  "endgame COMPONENT ... [--json]   (N or Nc a long chain, Nl a loop)" },
	{ "analyze", cmd_analyze,
	  "analyze WxH [--variant V ...] [MOVE ...] [--json]" },
	{ "nimstring", cmd_nimstring,
	  "nimstring WxH [--variant V ...] [MOVE ...] [--json] [--nodes N] [--time-limit S] [--memo-mb N]\n"
	  "  dnb nimstring --graph FILE [--json] [--nodes N] [--time-limit S] [--memo-mb N]" },
	{ "move", cmd_move,
	  "move WxH [--variant V ...] [MOVE ...] --level L [--seed N] [--nodes N] [--time MS] [--json]" },
	{ "play", cmd_play,
	  "play WxH [--variant V ...] [MOVE ...] [--level L] [--human first|second|both] [--seed N]" },
	{ "dots", cmd_dots,
	  "dots replay WxH [POINT|1:POINT|2:POINT|end ...] [--json]   (kropki, not Dots-and-Boxes)" },
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static int usage(FILE *f)
{
	char words[256];

	fprintf(f, "usage:\n");
	for (size_t i = 0; i < N_COMMANDS; i++)
		fprintf(f, "  dnb %s\n", commands[i].usage);
	fprintf(f, "  dnb --version\n");
	fprintf(f, "V, a rule variant: %s\n",
		args_rule_words(words, sizeof(words), 1, "|", "|"));
	return f == stderr ? 2 : 0;
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return usage(stderr);
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return usage(stdout);
	if (strcmp(argv[1], "--version") == 0) {
		printf("dnb (libdnb %s)\n", dnb_version_string());
		return 0;
	}
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 2, argv + 2);
	fprintf(stderr, "dnb: unknown command '%s'\n", argv[1]);
	return usage(stderr);
}
