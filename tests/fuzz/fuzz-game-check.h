/* SPDX-License-Identifier: MIT */
/* Invariants of a dnb_game and text round trips, for the fuzz targets. */
#ifndef DNB_FUZZ_GAME_CHECK_H
#define DNB_FUZZ_GAME_CHECK_H

#include "dnb.h"

/* Everything the queries say about a game agrees with itself. */
void fuzz_game_invariants(const dnb_game *g);
/* Same size, rules, player to move, edges, owners and scores. */
void fuzz_same_position(const dnb_game *a, const dnb_game *b);
/* The same position and the same moves played. */
void fuzz_same_record(const dnb_game *a, const dnb_game *b);
/* A game's text in a format, malloc'd and NUL-terminated; aborts on error. */
char *fuzz_format(const dnb_game *g, uint32_t format, size_t *len);
/* Every format writes; record, position and diagram parse back equal. */
void fuzz_game_roundtrip(const dnb_game *g);
/* Only the position text back (cheaper, for the API target's every step). */
void fuzz_position_roundtrip(const dnb_game *g);

#endif
