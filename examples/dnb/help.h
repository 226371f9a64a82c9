/* SPDX-License-Identifier: MIT */
/* The dnb tool's help, printed from the commands' own descriptions. */
#ifndef DNB_TOOL_HELP_H
#define DNB_TOOL_HELP_H

#include <stddef.h>
#include <stdio.h>

#include "commands.h"

/* `dnb help`: how to call dnb and each command with its summary. */
void help_list(FILE *f, const struct command *const *cmds, size_t n);
/* The usage lines of a command, "usage: dnb NAME ...". */
void help_usage(FILE *f, const struct command *c);
/* `dnb help NAME`: the usage, the summary and every argument. */
void help_command(FILE *f, const struct command *c);

#endif
