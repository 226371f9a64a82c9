/* SPDX-License-Identifier: MIT */
/* Argument handling shared by the subcommands. */
#ifndef DNB_TOOL_ARGS_H
#define DNB_TOOL_ARGS_H

#include <stdint.h>
#include <stdio.h>

#include <dnb.h>

/* "WxH" -> width and height; 0 on a malformed size. */
int args_size(const char *s, uint32_t *w, uint32_t *h);

/* A variant name -> its rule flag; 0 if unknown. */
int args_variant(const char *s, uint32_t *flag);

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

/* 1 if the option is present among argv. */
int args_has(int argc, char **argv, const char *opt);
/* The value after the option, or NULL. */
const char *args_value(int argc, char **argv, const char *opt);

#endif
