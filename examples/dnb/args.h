/* SPDX-License-Identifier: MIT */
/* Argument handling shared by the subcommands. */
#ifndef DNB_TOOL_ARGS_H
#define DNB_TOOL_ARGS_H

#include <stdint.h>
#include <stdio.h>

#include <dnb.h>

/* "WxH" -> width and height; 0 on a malformed size. */
int args_size(const char *s, uint32_t *w, uint32_t *h);

/* The rule words of a --variant argument -> their flags, read by the
 * library (dnb_rules_parse): DNB_E_PARSE for an unknown word or none,
 * DNB_E_INVALID for words that cannot be combined. */
dnb_status args_variant(const char *s, uint32_t *flags);

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
 * plays the moves.  Options the caller knows are skipped and left to it:
 * `flags` lists option names taking no value, `valued` those taking one
 * (NULL-terminated lists, either may be NULL).  On error prints to stderr
 * and returns the exit status; 0 on success.
 */
int args_game(int argc, char **argv, const char *const *flags, const char *const *valued,
	      dnb_game **out);

/* Print the game in a DNB_FORMAT_* to stdout; 0, or 1 after a message. */
int args_print_game(const dnb_game *g, uint32_t format);

/* 2 and a message when option argv[i] has no value after it, else 0. */
int args_missing_value(int argc, int i, const char *opt);

/* 1 if the option is present among argv. */
int args_has(int argc, char **argv, const char *opt);
/* The value after the option, or NULL. */
const char *args_value(int argc, char **argv, const char *opt);

#endif
