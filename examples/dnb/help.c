/* SPDX-License-Identifier: MIT */
#include <ctype.h>
#include <string.h>

#include "help.h"

void help_list(FILE *f, const struct command *const *cmds, size_t n)
{
	fprintf(f, "usage: dnb COMMAND [ARGUMENT ...]\n"
		   "       dnb help [COMMAND]\n"
		   "       dnb --version\n"
		   "commands:\n");
	for (size_t i = 0; i < n; i++)
		fprintf(f, "  %-10s %s\n", cmds[i]->name, cmds[i]->summary);
	fprintf(f, "'dnb help COMMAND' or 'dnb COMMAND --help' shows a command's arguments.\n");
}

void help_usage(FILE *f, const struct command *c)
{
	const char *s = c->synopsis;

	for (int first = 1; *s; first = 0) {
		size_t n = strcspn(s, "\n");
		fprintf(f, "%s%.*s\n", first ? "usage: " : "       ", (int)n, s);
		s += n + (s[n] == '\n');
	}
}

/* The column where an argument's help starts, and the width of a line. */
#define HELP_INDENT 21
#define HELP_WIDTH 79

/* One argument and its help, folded at blanks to fit HELP_WIDTH. */
static void help_entry(FILE *f, const char *name, const char *value, const char *help)
{
	char left[64];
	size_t col;

	snprintf(left, sizeof(left), "%s%s%s", name, value ? " " : "", value ? value : "");
	/* a long argument has its help on the next line */
	fprintf(f, "  %-18s%s%*s", left, strlen(left) > 18 ? "\n" : "",
		strlen(left) > 18 ? HELP_INDENT - 1 : 0, "");
	col = strlen(left) > 18 ? HELP_INDENT - 1 : 20;
	while (*help) {
		size_t word = strcspn(help, " ");
		if (col + 1 + word > HELP_WIDTH && col > HELP_INDENT) {
			fprintf(f, "\n%*s", HELP_INDENT - 1, "");
			col = HELP_INDENT - 1;
		}
		fprintf(f, " %.*s", (int)word, help);
		col += 1 + word;
		help += word;
		help += strspn(help, " ");
	}
	fprintf(f, "\n");
}

/* The arguments of every command that works on a game; the rule words and
 * the pairs that do not combine come from the library. */
static void help_game(FILE *f)
{
	char words[256], a[32], b[32], line[512];
	size_t at;

	help_entry(f, "WxH", NULL, "the board size in boxes, such as 4x4; each side 1 to 32");
	args_rule_words(words, sizeof(words), 1, ", ", " or ");
	at = (size_t)snprintf(line, sizeof(line), "a rule, once per rule: %s", words);
	for (uint32_t x = 1; x != 0; x <<= 1)
		for (uint32_t y = x << 1; y != 0; y <<= 1)
			if (args_rule_conflict(x | y, a, b, sizeof(a)) && at < sizeof(line))
				at += (size_t)snprintf(line + at, sizeof(line) - at,
						       "; %s and %s do not combine", a, b);
	help_entry(f, "--variant", "V", line);
	help_entry(f, "MOVE", NULL, "a move, played in order from the empty board: two "
		   "neighbouring dots such as a1-b1 (a1 is the top left), or \"h ROW COL\" "
		   "or \"v ROW COL\" with the edge's row and column from 0");
}

void help_command(FILE *f, const struct command *c)
{
	help_usage(f, c);
	fprintf(f, "\n%c%s.\n\n", toupper((unsigned char)c->summary[0]), c->summary + 1);
	if (c->game)
		help_game(f);
	for (const struct tool_option *o = c->options; o && o->name; o++)
		help_entry(f, o->name, o->value, o->help);
	help_entry(f, "-h, --help", NULL, "this help");
}
