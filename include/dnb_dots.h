/*
 * libdnb - the Dots (kropki) module.
 *
 * SPDX-License-Identifier: MIT
 *
 * Dots is NOT Dots-and-Boxes: the two games share a Russian name and squared
 * paper, nothing else.  In Dots players place dots on the crossings of the
 * grid and take the opponent's dots by surrounding them.  This header shares
 * only the status codes and the version with dnb.h; no dnb_game call takes a
 * dnb_dots or the other way round.
 *
 * The conventions of dnb.h hold here too: dnb_status returns, int32_t
 * queries that give a value or a negative status, text-out (buf, size, len)
 * and list-out (buf, cap, count) shapes, and nothing changes on failure.
 *
 * Threads: a dnb_dots may be read from several threads at once, but a call
 * that changes it must not run concurrently with any other call on the same
 * object.  Different objects are independent; there is no global state.
 *
 * Rules (see dnb_dots(3) for the full text):
 *   - A board of width x height intersections.  Player 1 moves first; a
 *     move puts a dot on a free intersection (no dot, not inside a base).
 *     There is no passing.
 *   - The dots of a player that are not inside a base are that player's
 *     live dots.  A point is enclosed by a player when it cannot reach the
 *     edge of the board by steps up, down, left and right without stepping
 *     on one of that player's live dots (the board edge is not a wall).
 *   - When a move cuts its region into pieces, each piece that is enclosed
 *     and holds a live dot of the opponent becomes the mover's base,
 *     together with everything the piece surrounds.  A piece holding none is
 *     an empty enclosure: its points stay free for both players.
 *   - If the move made no base and the new dot stands inside an enclosure of
 *     the opponent, that enclosure becomes the opponent's base at once.
 *   - Nobody plays inside a base; a dot inside a base is never live again;
 *     captured dots stay on the board; a bigger base takes everything in it.
 *   - A player's score is the number of opponent dots inside that player's
 *     bases.  Either player may end the game on their turn; the other goes
 *     on alone; the game is over when both have ended or no free point is
 *     left.
 */
#ifndef DNB_DOTS_H
#define DNB_DOTS_H

#include <stddef.h>
#include <stdint.h>

#include "dnb.h"

#ifdef __cplusplus
extern "C" {
#endif

/** An opaque Dots game: board, position and the history of actions. */
typedef struct dnb_dots dnb_dots;

/** Boards are width x height points, 1 <= width, height <= DNB_DOTS_MAX_SIDE. */
#define DNB_DOTS_MAX_SIDE     128u
/** The usual board of the rule sheet. */
#define DNB_DOTS_DEFAULT_SIDE 10u
/** The flags of dnb_dots_new; no flag is defined yet.  Other bits are
 *  DNB_E_INVALID. */
#define DNB_DOTS_NO_FLAGS     0u

/*
 * Points are numbered row-major: point = row * width + column, row 0 at the
 * top.  In text a point is written as in dnb.h: column letters (a..z, aa..)
 * then the 1-based row, so "a1" is the top-left point.
 */

/** A new game on an empty board. */
dnb_status dnb_dots_new(uint32_t width, uint32_t height, uint32_t flags,
			dnb_dots **out);
/** A deep copy, history included. */
dnb_status dnb_dots_clone(const dnb_dots *dots, dnb_dots **out);
/** Free a game; NULL is a no-op. */
void dnb_dots_free(dnb_dots *dots);

/**
 * Put a dot of the player to move on a point.  *captured (may be NULL) gets
 * the change of the mover's score: the number of opponent dots this move
 * brought into the mover's bases, 0 if none.  (A dot lost into the
 * opponent's enclosure shows as DNB_DOTS_CAPTURED_* in dnb_dots_point; if that
 * enclosure also swallows a base of the mover, *captured is negative.)
 * Errors: DNB_E_RANGE (no such point), DNB_E_ILLEGAL (a dot there, or
 * inside a base), DNB_E_OVER, DNB_E_NOMEM.
 */
dnb_status dnb_dots_play(dnb_dots *dots, uint32_t point, int32_t *captured);
/**
 * Put a dot of `player` (1 or 2) on a point, resolved exactly as a move by
 * that player, without changing whose turn it is.  For puzzles and test
 * positions; recorded in the history and undone like a move.  Same errors as
 * dnb_dots_play, and DNB_E_RANGE for a bad player.
 */
dnb_status dnb_dots_setup(dnb_dots *dots, int32_t player, uint32_t point,
			  int32_t *captured);
/**
 * The player to move ends the game for themselves: they make no more moves
 * and the other player plays on alone until they end too.  DNB_E_OVER if the
 * game is over.
 */
dnb_status dnb_dots_end_turn(dnb_dots *dots);
/** Take back the last move, setup or ending; DNB_E_NO_HISTORY at the start. */
dnb_status dnb_dots_undo(dnb_dots *dots);

/** Board width in points, or a negative status. */
int32_t dnb_dots_width(const dnb_dots *dots);
/** Board height in points, or a negative status. */
int32_t dnb_dots_height(const dnb_dots *dots);
/** What dnb_dots_point reports (never negative, so never a status). */
#define DNB_DOTS_EMPTY       0 /* no dot */
#define DNB_DOTS_DOT_1       1 /* a live dot of player 1 */
#define DNB_DOTS_DOT_2       2 /* a live dot of player 2 */
#define DNB_DOTS_CAPTURED_1  3 /* a dot of player 1 inside player 2's base */
#define DNB_DOTS_CAPTURED_2  4 /* a dot of player 2 inside player 1's base */
/**
 * What stands on a point: one of DNB_DOTS_EMPTY, _DOT_1, _DOT_2,
 * _CAPTURED_1, _CAPTURED_2, or a negative status (DNB_E_INVALID,
 * DNB_E_RANGE).
 */
int32_t dnb_dots_point(const dnb_dots *dots, uint32_t point);
/** The owner of the base a point lies in: 0 (none), 1 or 2; or a negative
 *  status. */
int32_t dnb_dots_owner(const dnb_dots *dots, uint32_t point);
/** The score of player 1 or 2 (opponent dots inside their bases). */
int32_t dnb_dots_score(const dnb_dots *dots, int32_t player);
/** The player to move, 1 or 2, or 0 once the game is over. */
int32_t dnb_dots_to_move(const dnb_dots *dots);
/** 1 if the player (1 or 2) has ended the game for themselves, else 0. */
int32_t dnb_dots_has_ended(const dnb_dots *dots, int32_t player);
/** 1 if the game is over, 0 if not. */
int32_t dnb_dots_is_over(const dnb_dots *dots);
/** The number of free points (no dot, not inside a base). */
int32_t dnb_dots_free_count(const dnb_dots *dots);
/** The number of actions recorded (moves, setups and endings). */
int32_t dnb_dots_history_length(const dnb_dots *dots);
/**
 * The result: *winner (may be NULL) is 1 or 2, or 0 for a draw or a game
 * not yet over; *margin (may be NULL) is the absolute score difference.
 */
dnb_status dnb_dots_result(const dnb_dots *dots, int32_t *winner,
			   int32_t *margin);
/** Every legal point for the player to move, ascending (list-out
 *  convention); none once the game is over. */
dnb_status dnb_dots_legal_moves(const dnb_dots *dots, uint32_t *buf,
				size_t cap, size_t *count);

/** Read a point written as "c3" for a width x height board: DNB_E_PARSE
 *  for malformed text, DNB_E_RANGE for a point off the board. */
dnb_status dnb_dots_point_parse(uint32_t width, uint32_t height,
				const char *text, size_t len, uint32_t *point);
/** Write a point as "c3" (text-out convention). */
dnb_status dnb_dots_point_format(uint32_t width, uint32_t height,
				 uint32_t point, char *buf, size_t size,
				 size_t *len);

/**
 * A game record: size, the board as a diagram (one character a point:
 * '.' free, 'x'/'o' a dot of player 1/2, '1'/'2' empty ground of a base of
 * player 1/2, 'X'/'O' a captured dot of player 1/2, 'a'/'b' a dot of player
 * 1/2 inside that player's own base) and the history ("c3" a move, "1:c3"
 * or "2:c3" a setup, "end" an ending).  Parsing it gives the same game.
 */
#define DNB_DOTS_FORMAT_RECORD 0u
/** A picture for terminals: coordinates, the diagram characters, scores. */
#define DNB_DOTS_FORMAT_RENDER 1u

/** Write a game as text in one of the formats above (text-out convention). */
dnb_status dnb_dots_format(const dnb_dots *dots, uint32_t format, char *buf,
			   size_t size, size_t *len);
/**
 * Read a DNB_DOTS_FORMAT_RECORD text.  The history is replayed; a board
 * diagram, if present, must match the result (DNB_E_POSITION otherwise).
 * On error returns DNB_E_PARSE (or the status of the offending action) and
 * sets *err_line and *err_col (1-based; may be NULL); *out is untouched.
 */
dnb_status dnb_dots_parse(const char *text, size_t len, dnb_dots **out,
			  uint32_t *err_line, uint32_t *err_col);

#ifdef __cplusplus
}
#endif

#endif /* DNB_DOTS_H */
