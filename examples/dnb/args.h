/* SPDX-License-Identifier: MIT */
/* Argument handling shared by the subcommands. */
#ifndef DNB_TOOL_ARGS_H
#define DNB_TOOL_ARGS_H

#include <stdint.h>
#include <stdio.h>

#include <dnb.h>

/*
 * One entry of a subcommand's table of arguments, which both its parser
 * and its help read: an option ("--json", or "--tt-mb" with the value
 * "N") or, for the help only, a positional argument (a name that does not
 * start with '-', such as "COMPONENT ...").  A table ends with a NULL name.
 */
struct tool_option {
	const char *name;
	const char *value; /* NULL for an option that takes no value */
	const char *help;  /* one line */
};

/* The entry for the option `arg` in the table (NULL-terminated, NULL is an
 * empty table), or NULL if it is none of them. */
const struct tool_option *args_option(const struct tool_option *opts, const char *arg);

/* "WxH" -> width and height; 0 on a malformed size. */
int args_size(const char *s, uint32_t *w, uint32_t *h);

/* The rule words of a --variant argument -> their flags, one word at a
 * time (dnb_rules_parse), so that *bad names the first unknown word:
 * DNB_E_PARSE for an unknown word or none.  Whether the rules combine is
 * args_rule_conflict's question, once every --variant is read. */
dnb_status args_variant(const char *s, uint32_t *flags, const char **bad, size_t *bad_len);

/* The first two rules of `rules` that cannot be combined (as the library
 * decides: dnb_rules_parse), as words into a and b: 1, or 0 if none. */
int args_rule_conflict(uint32_t rules, char *a, char *b, size_t size);

/* The rule words the library knows (dnb_rules_format of each flag, after
 * the word for no flag when with_none), joined with `sep` and with `last`
 * before the final one, into buf; returns buf. */
const char *args_rule_words(char *buf, size_t size, int with_none, const char *sep,
			    const char *last);

/*
 * Numbers in options, read strictly: decimal digits only (no sign, blank,
 * exponent or hexadecimal), nothing after them, within [min, max].  0, or
 * exit status 2 after a message that names the option and its range.
 */
int args_uint(const char *opt, const char *s, uint64_t min, uint64_t max, uint64_t *out);
/* Seconds with an optional fraction ("2", "0.5", "1.25") as milliseconds,
 * at most max_s seconds; a time above 0 but under a millisecond is 1 ms,
 * never 0 (which means no limit).  0 or exit status 2 as above. */
int args_seconds(const char *opt, const char *s, uint64_t max_s, uint64_t *ms);

/*
 * Read a whole regular file of at most `max` bytes into a new buffer
 * (*buf, freed by the caller; *len its length).  NULL on success, else why
 * not, in words ("is a directory", "is larger than ...", ...): directories,
 * FIFOs and devices are refused without waiting on them.
 */
const char *args_read_file(const char *path, size_t max, char **buf, size_t *len);

/* Report a library error for the tool and return exit status 1. */
int args_fail(const char *what, const char *arg, dnb_status st);

/*
 * The common shape "WxH [--variant V ...] [MOVE ...]": creates the game and
 * plays the moves.  The options of the caller's table are skipped and left
 * to it.  On error prints to stderr and returns the exit status (2 for a
 * usage error, 1 for a size or move the library refuses); 0 on success.
 */
int args_game(int argc, char **argv, const struct tool_option *opts, dnb_game **out);

/* Print the game in a DNB_FORMAT_* to stdout; 0, or 1 after a message. */
int args_print_game(const dnb_game *g, uint32_t format);

/* 2 and a message when option argv[i] has no value after it, else 0. */
int args_missing_value(int argc, int i, const char *opt);

/* 1 if the option is present among argv. */
int args_has(int argc, char **argv, const char *opt);
/* The value after the option, or NULL. */
const char *args_value(int argc, char **argv, const char *opt);

/*
 * The book shipped for the game's board and rules (book-default.c):
 * dnb_book_open_default(3) with no directory, but when $DNB_BOOK_DIR is
 * unset first in <prefix>/share/libdnb/books beside the program
 * <prefix>/bin/dnb, where a relocated install (the Python wheel's) keeps
 * its books.  Its status, as dnb_book_open_default's.
 */
dnb_status args_book_default(const dnb_game *g, dnb_book **out);

#endif
