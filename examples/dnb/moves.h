/* SPDX-License-Identifier: MIT */
/* A move given as text, played, and when refused the reason in words. */
#ifndef DNB_TOOL_MOVES_H
#define DNB_TOOL_MOVES_H

#include <stddef.h>

#include <dnb.h>

/*
 * Parse `text` as a move of g's board and play it.  DNB_OK, or the
 * library's status with the reason in `why` (at most size bytes): which
 * part is no dot, which dot is off the board, which dots are not
 * adjacent, that the edge is drawn already, which capture the compulsory
 * rule demands.  The library only says "malformed" or "illegal"; the
 * tool finds the cause from the parts it can parse and the game's state.
 */
dnb_status move_play(dnb_game *g, const char *text, char *why, size_t size);

#endif
