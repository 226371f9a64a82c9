/* SPDX-License-Identifier: MIT */
/* The AI options shared by `dnb move` and `dnb play`: --level, --seed,
 * --nodes, --time. */
#ifndef DNB_TOOL_AI_ARGS_H
#define DNB_TOOL_AI_ARGS_H

#include <dnb.h>

#include "args.h"

/* The entries of the options both commands take after --level, for their
 * tables of options. */
#define AI_ARGS_OPTIONS                                                                  \
	{ "--seed", "N", "chooses among moves the level finds equal (default 0)" },       \
	{ "--nodes", "N", "the work allowed for a move (default: the level's)" },          \
	{ "--time", "MS", "stop searching after about MS milliseconds (default: no limit)" }

/* The levels --level takes, for the commands' help. */
#define AI_ARGS_LEVELS "beginner, easy, medium, hard or perfect (or 0 to 4)"

/* Fill opts from the arguments; `need_level` makes --level required.
 * Prints the error and returns exit status 2 on a bad value, else 0. */
int ai_args(int argc, char **argv, int need_level, dnb_ai_options *opts);

#endif
