/* SPDX-License-Identifier: MIT */
/*
 * An independent reference player for Dots-and-Boxes, written from the
 * published strategy alone (Berlekamp, "The Dots-and-Boxes Game", 2000;
 * Allcock, "Best play in Dots & Boxes endgames", 2018) and sharing no code
 * with libdnb's AI levels: it reads the drawn edges and answers an edge,
 * on a board model of its own (board.h, shape.h).  It measures the levels
 * against play that does not make their mistakes (issue 18).
 *
 * What it knows, in the order it looks:
 *  1. Boxes offered are taken.  At the last two boxes of an opened chain
 *     (four of a loop), when no safe move would be left, it keeps control
 *     with the all-but-two (all-but-four) trick exactly when the rest is
 *     worth more than the boxes it hands back: v(rest) > 2 (> 4).
 *  2. Safe moves (offering no box) while they last.  With many left it
 *     plays one at random; once few are left (at most REF_SAFE_SEARCH) it
 *     searches them to the end, each position where they run out scored by
 *     the loony endgame that follows: the long-chain rule, worked out
 *     exactly rather than by counting chains.
 *  3. With no safe move, it opens the segment whose opening costs least by
 *     the endgame recursion (shape.h), short chains of two with the
 *     hard-hearted handout.
 * It never sacrifices while a safe move is left.  Boards up to 16x16;
 * standard scoring only.
 */
#ifndef REF_PLAYER_H
#define REF_PLAYER_H

#include <stdint.h>

/* The most safe moves it searches to the end (see 2 above). */
#define REF_SAFE_SEARCH 18

struct ref_player;

/* NULL if the board is too big or memory runs out. */
struct ref_player *ref_player_new(int w, int h, uint64_t seed);
void ref_player_free(struct ref_player *rp);
/* Choose a move in the position given by `drawn` (one byte per edge, in
 * the edge order of dnb.h): 0 and *edge, or -1 when every edge is drawn. */
int ref_player_move(struct ref_player *rp, const uint8_t *drawn, uint32_t *edge);

#endif
