/* SPDX-License-Identifier: MIT */
/*
 * dnb book: build an opening book (book-build.c), or look a position up in
 * one: its value, its optimal moves and the value of each move the book
 * knows.  Its usage is cmd_book's, at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"

int book_build(int argc, char **argv, const struct tool_option *opts);

static const struct tool_option options[] = {
	{ "--depth", "N", "build: every position up to N moves deep (default 1: the first moves)" },
	{ "--threads", "N", "build: solve N positions at once, 1 to 64 (default 1; under mpirun "
	  "the ranks do it)" },
	{ "--tt-mb", "N", "build: each solver's table in MiB, 0 (the default): sized to the position" },
	{ "--max-jobs", "K", "build: stop after K positions (resumed by the same command)" },
	{ "--progress", NULL, "build: show progress on stderr when it is not a terminal too" },
	{ "-o", "FILE", "build: the book to write (a stopped build resumes from it; a file that "
	  "is not a book is left alone)" },
	{ "--book", "FILE", "lookup: the book (default: the one shipped for the board)" },
	{ NULL, NULL, NULL },
};

static int lookup(int argc, char **argv)
{
	const char *path = args_value(argc, argv, "--book");
	uint32_t best[64];
	int32_t vals[64], v;
	size_t nb, nv;
	dnb_book *book;
	dnb_game *g;
	dnb_status st;
	char buf[32];
	int rc = args_game(argc, argv, options, &g);

	if (rc)
		return rc;
	if (path)
		st = dnb_book_open_file(path, &book);
	else
		st = args_book_default(g, &book);
	if (st == DNB_E_IO && !path) {
		const char *dir = getenv("DNB_BOOK_DIR");
		if (dir && *dir)
			fprintf(stderr, "dnb: no book for this board and rules in %s (from "
				"DNB_BOOK_DIR)\n", dir);
		else
			fprintf(stderr, "dnb: no book for this board and rules among the installed "
				"books (uninstalled, set DNB_BOOK_DIR to lib/book/data in the source "
				"tree, or name a file with --book)\n");
		dnb_game_free(g);
		return 1;
	}
	if (st != DNB_OK) {
		dnb_game_free(g);
		return args_fail("cannot open the book", path ? path : argv[0], st);
	}
	st = dnb_book_lookup(book, g, &v, best, 64, &nb);
	if (st == DNB_OK) {
		printf("value %+d for player %d\nbest moves:", v, dnb_game_to_move(g));
		for (size_t i = 0; i < nb; i++) {
			dnb_move_format((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g),
					best[i], buf, sizeof(buf), NULL);
			printf(" %s", buf);
		}
		printf("\n");
	} else {
		printf("not in the book\n");
	}
	if (dnb_book_move_values(book, g, vals, 64, &nv) == DNB_OK)
		for (size_t e = 0; e < nv; e++) {
			if (vals[e] == DNB_SOLVER_NO_VALUE)
				continue;
			dnb_move_format((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g),
					(uint32_t)e, buf, sizeof(buf), NULL);
			printf("  %-8s %+d\n", buf, vals[e]);
		}
	dnb_book_free(book);
	dnb_game_free(g);
	return st == DNB_OK ? 0 : 3;
}

static int run(int argc, char **argv)
{
	if (argc >= 1 && strcmp(argv[0], "build") == 0)
		return book_build(argc - 1, argv + 1, options);
	if (argc >= 1 && strcmp(argv[0], "lookup") == 0)
		return lookup(argc - 1, argv + 1);
	fprintf(stderr, "dnb: book takes 'build' or 'lookup' first\n");
	return 2;
}

const struct command cmd_book = {
	"book", "build an opening book of exact values, or look a position up in one",
	"dnb book build WxH [--variant V ...] [--depth N] [--threads N]\n"
	"          [--tt-mb N] [--max-jobs K] [--progress] -o FILE\n"
	"dnb book lookup WxH [--variant V ...] [MOVE ...] [--book FILE]",
	1, options, run,
};
