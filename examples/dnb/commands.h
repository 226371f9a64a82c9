/* SPDX-License-Identifier: MIT */
/* The dnb tool's subcommands.  Each takes the arguments after its name and
 * returns the process exit status. */
#ifndef DNB_TOOL_COMMANDS_H
#define DNB_TOOL_COMMANDS_H

int cmd_replay(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_endgame(int argc, char **argv);
int cmd_analyze(int argc, char **argv);
int cmd_nimstring(int argc, char **argv);
int cmd_dots(int argc, char **argv);
int cmd_move(int argc, char **argv);
int cmd_play(int argc, char **argv);

#endif
