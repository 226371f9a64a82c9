/* SPDX-License-Identifier: MIT */
/* A game read from its JSON form, dnb_game_json(5). */
#ifndef DNB_TOOL_GAME_JSON_H
#define DNB_TOOL_GAME_JSON_H

#include <stddef.h>
#include <stdint.h>

#include <dnb.h>

/*
 * Read the JSON text (len bytes, UTF-8) as a game: the board, the rules
 * and the set-up position if any, then the moves of "history" played in
 * order, then every derived key present checked against the game.
 * DNB_OK and a new game in *out, or a status and nothing in *out, with
 * the reason in `why` (at most size bytes): DNB_E_PARSE for text that is
 * not such a JSON object, or for a derived key that disagrees; else the
 * library's status for the size, rules, set-up position or move it
 * refused.  *line and *col (from 1) say where JSON syntax fails, and are
 * 0 for the other errors.
 */
dnb_status game_json_read(const char *text, size_t len, dnb_game **out, char *why,
			  size_t size, uint32_t *line, uint32_t *col);

/* 1 if text looks like JSON rather than a record: its first byte that is
 * not blank is '{'. */
int game_json_is_json(const char *text, size_t len);

#endif
