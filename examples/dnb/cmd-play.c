/* SPDX-License-Identifier: MIT */
/*
 * dnb play: a game in the terminal, against the AI or between two people
 * (its usage is cmd_play's, at the end of this file).  Reads one command a
 * line from standard input: a move, undo, hint, save FILE,
 * load FILE, show, help, quit.  End of input ends the program.  Hints come
 * from a HARD AI (or the opponent's level if that is PERFECT), so that a
 * game against a beginner still gets good advice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai-args.h"
#include "args.h"
#include "commands.h"
#include "game-json.h"
#include "moves.h"

struct session {
	dnb_game *g;
	dnb_ai *ai;
	dnb_ai *helper; /* hints: at least HARD, whatever the opponent's level */
	uint32_t level;
	int human[3]; /* by player number */
};

static const char *edge_text(const dnb_game *g, uint32_t e, char *buf, size_t size)
{
	if (dnb_move_format((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g), e, buf,
			    size, NULL) != DNB_OK)
		snprintf(buf, size, "?");
	return buf;
}

static void explain(const dnb_game *g, const dnb_ai_result *r, const char *lead)
{
	char t[32];

	printf("%s%s (%s", lead, edge_text(g, r->move, t, sizeof(t)),
	       dnb_ai_reason_name(r->reason));
	if (r->has_value)
		printf(", value %+d", (int)r->value);
	printf(")\n");
}

static void result_line(const dnb_game *g)
{
	int32_t winner = 0, s1 = dnb_game_score(g, 1), s2 = dnb_game_score(g, 2);

	dnb_game_result(g, &winner, NULL);
	if (winner)
		printf("game over: player %d wins, %d-%d\n", (int)winner, (int)s1, (int)s2);
	else
		printf("game over: a draw, %d-%d\n", (int)s1, (int)s2);
}

/* Let the AI move while it is its turn; 1 if it moved. */
static int ai_turns(struct session *s)
{
	int moved = 0;

	while (!dnb_game_is_over(s->g) && !s->human[dnb_game_to_move(s->g)]) {
		dnb_ai_result r = DNB_AI_RESULT_INIT;
		char lead[64];
		int32_t p = dnb_game_to_move(s->g);
		if (dnb_ai_hint(s->ai, s->g, &r) != DNB_OK ||
		    dnb_game_play(s->g, r.move, NULL) != DNB_OK) {
			fprintf(stderr, "dnb: the AI could not move\n");
			return moved;
		}
		snprintf(lead, sizeof(lead), "player %d (%s) plays ", (int)p,
			 dnb_ai_level_name(s->level));
		explain(s->g, &r, lead);
		moved = 1;
	}
	return moved;
}

static void after_change(struct session *s)
{
	ai_turns(s);
	args_print_game(s->g, DNB_FORMAT_RENDER);
	if (dnb_game_is_over(s->g))
		result_line(s->g);
}

/* "1 move", "2 moves". */
static const char *moves_text(int32_t count, char *buf, size_t size)
{
	snprintf(buf, size, "%d move%s", (int)count, count == 1 ? "" : "s");
	return buf;
}

static void undo(struct session *s)
{
	char n[32];

	if (dnb_game_move_count(s->g) == 0) {
		printf("nothing to undo\n");
		return;
	}
	/* Back to the last position where a person was to move, taking back
	 * one of their moves. */
	do
		dnb_game_undo(s->g);
	while (dnb_game_move_count(s->g) > 0 && !s->human[dnb_game_to_move(s->g)]);
	printf("undone: %s played\n", moves_text(dnb_game_move_count(s->g), n, sizeof(n)));
	after_change(s);
}

static void save(struct session *s, const char *path)
{
	size_t len = 0;
	char *buf;
	FILE *f;

	dnb_game_format(s->g, DNB_FORMAT_RECORD, NULL, 0, &len);
	buf = malloc(len + 1);
	if (!buf || dnb_game_format(s->g, DNB_FORMAT_RECORD, buf, len + 1, NULL) != DNB_OK) {
		free(buf);
		printf("error: cannot format the game\n");
		return;
	}
	f = fopen(path, "w");
	if (!f || fwrite(buf, 1, len, f) != len) {
		printf("error: cannot write '%s'\n", path);
	} else {
		printf("saved to %s\n", path);
	}
	if (f)
		fclose(f);
	free(buf);
}

/* The largest record `load` reads: a 32x32 game with its set-up and every
 * move is under 40 KiB, so this leaves room for comments. */
#define MAX_RECORD (1u << 20)
/* The longest command line: a file name for save and load, with room. */
#define MAX_COMMAND 4096

static void load(struct session *s, const char *path)
{
	char *buf = NULL;
	size_t len = 0;
	dnb_game *g = NULL;
	uint32_t line = 0, col = 0;
	dnb_status st;
	char n[32];
	const char *why = args_read_file(path, MAX_RECORD, &buf, &len);

	if (why) {
		printf("error: cannot load '%s': it %s\n", path, why);
		return;
	}
	if (game_json_is_json(buf, len)) {
		/* the JSON form of dnb_game_json(5), as `replay --json` writes */
		char reason[256];
		st = game_json_read(buf, len, &g, reason, sizeof(reason), &line, &col);
		free(buf);
		if (st != DNB_OK && line)
			printf("error: '%s' line %u column %u: %s\n", path, line, col, reason);
		else if (st != DNB_OK)
			printf("error: '%s': %s\n", path, reason);
		if (st != DNB_OK)
			return;
	} else {
		st = dnb_game_parse(buf, len, &g, &line, &col);
		free(buf);
		if (st != DNB_OK) {
			printf("error: '%s' line %u column %u: %s\n", path, line, col,
			       dnb_strerror(st));
			return;
		}
	}
	dnb_game_free(s->g);
	s->g = g;
	printf("loaded %s: %s\n", path, moves_text(dnb_game_move_count(g), n, sizeof(n)));
	after_change(s);
}

/* Read one command line of at most MAX_COMMAND bytes into line: 1, or 0
 * at the end of input.  A longer line is read to its end and reported,
 * never split into several commands; so is a line with a byte that is not
 * printable text (a NUL would end the command early). */
static int read_command(char line[MAX_COMMAND + 1])
{
	size_t n = 0;
	int c, too_long = 0, binary = 0;

	while ((c = getchar()) != EOF && c != '\n') {
		/* printable ASCII, blanks and a CR of a CRLF line end */
		binary |= (c < ' ' || c > '~') && c != '\t' && c != '\r';
		if (n < MAX_COMMAND)
			line[n++] = (char)c;
		else
			too_long = 1;
	}
	if (c == EOF && n == 0 && !too_long)
		return 0;
	if (too_long || binary) {
		if (too_long)
			printf("error: a command is at most %d bytes\n", MAX_COMMAND);
		else
			printf("error: a command is printable text\n");
		n = 0;
	}
	line[n] = '\0';
	return 1;
}

static void help(void)
{
	printf("commands: MOVE (e.g. a1-b1), undo, hint, save FILE, load FILE, show, help, quit\n");
}

static void command(struct session *s, char *line, int *quit)
{
	char *arg, move[MAX_COMMAND + 1];
	size_t len = strlen(line);

	while (len && (line[len - 1] == '\n' || line[len - 1] == '\r' || line[len - 1] == ' ' ||
		       line[len - 1] == '\t'))
		line[--len] = '\0';
	while (*line == ' ' || *line == '\t')
		line++;
	if (!*line)
		return;
	/* the whole line is read as a move ("h 1 2" has blanks; a1-b1 junk is
	 * no move): keep it before the first word is cut off */
	memcpy(move, line, strlen(line) + 1);
	arg = strchr(line, ' ');
	if (arg) {
		*arg++ = '\0';
		while (*arg == ' ')
			arg++;
	}
	if (strcmp(line, "quit") == 0 || strcmp(line, "q") == 0) {
		*quit = 1;
	} else if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0) {
		help();
	} else if (strcmp(line, "show") == 0) {
		args_print_game(s->g, DNB_FORMAT_RENDER);
	} else if (strcmp(line, "undo") == 0) {
		undo(s);
	} else if (strcmp(line, "hint") == 0) {
		dnb_ai_result r = DNB_AI_RESULT_INIT;
		if (dnb_game_is_over(s->g))
			printf("the game is over\n");
		else if (dnb_ai_hint(s->helper, s->g, &r) == DNB_OK)
			explain(s->g, &r, "hint: ");
	} else if (strcmp(line, "save") == 0 || strcmp(line, "load") == 0) {
		if (!arg || !*arg)
			printf("error: %s takes a file name\n", line);
		else if (line[0] == 's')
			save(s, arg);
		else
			load(s, arg);
	} else {
		char why[160];
		if (move_play(s->g, move, why, sizeof(why)) != DNB_OK) {
			printf("error: '%s': %s (type help for the commands)\n", move, why);
			return;
		}
		after_change(s);
	}
}

static const struct tool_option options[] = {
	{ "--level", "L", "the AI's level (default medium): " AI_ARGS_LEVELS },
	{ "--human", "first|second|both", "who plays in person: player 1 (the default), player "
	  "2 or both (no AI)" },
	AI_ARGS_OPTIONS,
	{ "--no-book", NULL, "play without the book shipped for the board" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	struct session s = { 0 };
	dnb_book *book = NULL;
	const char *who = args_value(argc, argv, "--human");
	char line[MAX_COMMAND + 1];
	int rc, quit = 0;

	rc = args_game(argc, argv, options, &s.g);
	if (rc)
		return rc;
	rc = ai_args(argc, argv, 0, &o);
	if (!rc && who && strcmp(who, "first") && strcmp(who, "second") && strcmp(who, "both")) {
		fprintf(stderr, "dnb: --human takes first, second or both\n");
		rc = 2;
	}
	if (rc) {
		dnb_game_free(s.g);
		return rc;
	}
	s.human[1] = !who || strcmp(who, "second") != 0;
	s.human[2] = who && strcmp(who, "first") != 0;
	s.level = o.level;
	if (dnb_ai_new(&o, &s.ai) != DNB_OK) {
		dnb_game_free(s.g);
		return args_fail("play", NULL, DNB_E_NOMEM);
	}
	if (o.level < DNB_AI_HARD)
		o.level = DNB_AI_HARD;
	if (dnb_ai_new(&o, &s.helper) != DNB_OK) {
		dnb_ai_free(s.ai);
		dnb_game_free(s.g);
		return args_fail("play", NULL, DNB_E_NOMEM);
	}
	/* hard and perfect (and the hints) play from the shipped book of the
	 * starting board, as in dnb move; a game loaded on another board is
	 * not in it, and they search. */
	if (!args_has(argc, argv, "--no-book") &&
	    args_book_default(s.g, &book) == DNB_OK) {
		dnb_ai_set_book(s.ai, book);
		dnb_ai_set_book(s.helper, book);
	}
	help();
	after_change(&s);
	while (!quit) {
		if (dnb_game_is_over(s.g))
			printf("game over> ");
		else
			printf("player %d> ", (int)dnb_game_to_move(s.g));
		fflush(stdout);
		if (!read_command(line)) {
			printf("\n");
			break;
		}
		command(&s, line, &quit);
	}
	dnb_ai_free(s.helper);
	dnb_ai_free(s.ai);
	dnb_book_free(book);
	dnb_game_free(s.g);
	return 0;
}

const struct command cmd_play = {
	"play", "a game in the terminal, against the AI or between two people",
	"dnb play WxH [--variant V ...] [MOVE ...] [--level L]\n"
	"         [--human first|second|both] [--seed N] [--nodes N] [--time MS]\n"
	"         [--no-book]",
	1, options, run,
};
