/* SPDX-License-Identifier: MIT */
/* The AI options shared by `dnb move` and `dnb play`: --level, --seed,
 * --nodes, --time. */
#ifndef DNB_TOOL_AI_ARGS_H
#define DNB_TOOL_AI_ARGS_H

#include <dnb.h>

/* The valued options the two commands take (for args_game). */
extern const char *const ai_valued_options[];

/* Fill opts from the arguments; `need_level` makes --level required.
 * Prints the error and returns exit status 2 on a bad value, else 0. */
int ai_args(int argc, char **argv, int need_level, dnb_ai_options *opts);

#endif
