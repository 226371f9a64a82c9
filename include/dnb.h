/*
 * libdnb - an embeddable library for the game of Dots-and-Boxes.
 *
 * SPDX-License-Identifier: MIT
 *
 * This header is the whole public interface for Dots-and-Boxes (the kropki
 * game "Dots" lives in dnb_dots.h).  It compiles as C99 and as C++.
 *
 * ABI rules kept by every declaration below:
 *   - every name starts with dnb_ or DNB_;
 *   - objects are opaque and handled through pointers;
 *   - only fixed-width integers, size_t and pointers appear in signatures;
 *   - results come back through out-parameters, never structs by value;
 *   - a released function never changes: new behaviour gets a new symbol.
 *
 * Conventions:
 *   - Functions returning dnb_status give DNB_OK (0) or a negative code.
 *     On failure nothing is changed: no object and no out-parameter is
 *     written unless its documentation says otherwise.
 *   - Queries returning int32_t give the value (>= 0) or a negative status.
 *   - Text out: a caller buffer of `size` bytes.  The length the text needs
 *     (without its terminating NUL) is written to *len when len is not NULL;
 *     if the buffer is too small the call returns DNB_E_BUFSIZE and writes
 *     an empty string when size > 0.  Pass buf = NULL, size = 0 to ask for
 *     the length.
 *   - Lists out: a caller buffer of `cap` elements; the full count is always
 *     written to *count, at most cap elements are written, and the call
 *     returns DNB_E_BUFSIZE when cap < count (buf may be NULL if cap is 0).
 *
 * Threads: the library has no global mutable state.  A dnb_game may be read
 * from several threads at once, but a call that changes it must not run
 * concurrently with any other call on the same game.  Different games are
 * independent.
 */
#ifndef DNB_H
#define DNB_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
 * Version
 * ------------------------------------------------------------------------ */

#define DNB_VERSION_MAJOR 1
#define DNB_VERSION_MINOR 0
#define DNB_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, e.g. 10000 for 1.0.0. */
#define DNB_VERSION_NUMBER \
	(DNB_VERSION_MAJOR * 10000 + DNB_VERSION_MINOR * 100 + DNB_VERSION_PATCH)

/** The DNB_VERSION_NUMBER of the library actually loaded. */
uint32_t dnb_version(void);
/** "MAJOR.MINOR.PATCH" of the library actually loaded; static storage. */
const char *dnb_version_string(void);

/* ------------------------------------------------------------------------
 * Status codes.  The numbers are fixed forever; new codes get new numbers.
 * ------------------------------------------------------------------------ */

typedef int32_t dnb_status;

#define DNB_OK                0   /* success */
#define DNB_E_INVALID        -1   /* NULL pointer, unknown flag or bad combination */
#define DNB_E_RANGE          -2   /* a number out of range: size, edge, player, box */
#define DNB_E_ILLEGAL        -3   /* the move is not legal here (e.g. edge drawn) */
#define DNB_E_MUST_CAPTURE   -4   /* compulsory capture: the move takes no box */
#define DNB_E_OVER           -5   /* the game is over */
#define DNB_E_NO_HISTORY     -6   /* undo past the first recorded move */
#define DNB_E_PARSE          -7   /* malformed text */
#define DNB_E_POSITION       -8   /* a position that the rules cannot reach */
#define DNB_E_BUFSIZE        -9   /* caller buffer too small */
#define DNB_E_NOMEM         -10   /* out of memory */
#define DNB_E_LIMIT         -11   /* a node, time or memory limit stopped the work */
#define DNB_E_CANCELLED     -12   /* a callback asked to stop */
#define DNB_E_NOT_APPLICABLE -13  /* the question does not apply to this position */

/** A short English message for a status code; static storage, never NULL. */
const char *dnb_strerror(dnb_status status);

/* ------------------------------------------------------------------------
 * Rules and board geometry
 * ------------------------------------------------------------------------ */

/** Variant flags, combined with |.  Unknown bits are DNB_E_INVALID. */
#define DNB_RULES_STANDARD   0u
/** Holladay's "solved form": a player who can complete a box must. */
#define DNB_RULE_COMPULSORY  1u
/** Nimstring: the player to move with no move left loses, so whoever
 *  completes the last box loses.  Cannot be combined with DNB_RULE_MISERE. */
#define DNB_RULE_NIMSTRING   2u
/** Misere scoring: fewer boxes wins. */
#define DNB_RULE_MISERE      4u
/** The outer edges of the board start drawn ("Swedish" board). */
#define DNB_RULE_BORDER      8u
#define DNB_RULES_ALL        15u

/** Boards are width x height boxes with 1 <= width, height <= DNB_MAX_SIDE. */
#define DNB_MAX_SIDE 32u
/** The most edges any board has: 2 * 32 * 33. */
#define DNB_MAX_EDGES 2112u

/*
 * Edge numbering, fixed for a board size.  Dots are rows 0..height and
 * columns 0..width (row 0 at the top).  Horizontal edge (row r, column c)
 * joins dot (r, c) to dot (r, c + 1), 0 <= r <= height, 0 <= c < width, and
 * has index r * width + c.  Vertical edge (row r, column c) joins dot (r, c)
 * to dot (r + 1, c), 0 <= r < height, 0 <= c <= width, and has index
 * (height + 1) * width + r * (width + 1) + c.  Box (r, c) is box number
 * r * width + c; its sides are the horizontal edges (r, c) and (r + 1, c)
 * and the vertical edges (r, c) and (r, c + 1).
 */
#define DNB_HORIZONTAL 0u
#define DNB_VERTICAL   1u
/** Stands for "no box" where an edge lies on the outside of the board. */
#define DNB_NO_BOX     UINT32_MAX

/** The number of edges of a width x height board. */
dnb_status dnb_board_edge_count(uint32_t width, uint32_t height, uint32_t *count);
/** Edge index from orientation (DNB_HORIZONTAL/DNB_VERTICAL), row, column. */
dnb_status dnb_board_edge(uint32_t width, uint32_t height, uint32_t orientation,
			  uint32_t row, uint32_t col, uint32_t *edge);
/** Orientation, row and column of an edge index (any out pointer may be NULL). */
dnb_status dnb_board_edge_coords(uint32_t width, uint32_t height, uint32_t edge,
				 uint32_t *orientation, uint32_t *row, uint32_t *col);
/** The two boxes beside an edge: above/left in *box_a, below/right in *box_b,
 *  DNB_NO_BOX for a side that is off the board. */
dnb_status dnb_board_edge_boxes(uint32_t width, uint32_t height, uint32_t edge,
				uint32_t *box_a, uint32_t *box_b);

/* ------------------------------------------------------------------------
 * Move notation
 *
 * A dot is its column letters (a..z, then aa, ab, ..., az, ba, ...) and its
 * row number from 1 at the top: a1 is the top-left dot.  An edge is two
 * neighbouring dots joined by '-', in either order ("a1-b1", "b2-b1").
 * The parser also takes "h R C" and "v R C" with the 0-based row and
 * column of the edge numbering above.  Text arguments are (text, len):
 * len bytes are read and no NUL is needed.
 * ------------------------------------------------------------------------ */

/** Parse one move for a width x height board. */
dnb_status dnb_move_parse(uint32_t width, uint32_t height, const char *text,
			  size_t len, uint32_t *edge);
/** Write a move as "a1-b1" (the dot nearer the top left first). */
dnb_status dnb_move_format(uint32_t width, uint32_t height, uint32_t edge,
			   char *buf, size_t size, size_t *len);

/* ------------------------------------------------------------------------
 * Games
 * ------------------------------------------------------------------------ */

/** An opaque game: board, rules, position and the moves played. */
typedef struct dnb_game dnb_game;

/** Players are 1 (moves first) and 2. */
#define DNB_PLAYER_1 1
#define DNB_PLAYER_2 2

/** A new game on an empty board (outer edges drawn with DNB_RULE_BORDER). */
dnb_status dnb_game_new(uint32_t width, uint32_t height, uint32_t rules,
			dnb_game **out);
/**
 * A new game from a position with no history: drawn[e] is non-zero for each
 * drawn edge (edge_count bytes), owners[b] is 0, 1 or 2 for each box
 * (width * height bytes; NULL means no box is owned), to_move is 1 or 2.
 * A box owned by a player must have all four sides drawn; a box with four
 * sides drawn may be left unowned (claimed earlier, counted for nobody).
 * Scores are the owned boxes.  DNB_E_POSITION if the owners disagree with
 * the edges.
 */
dnb_status dnb_game_new_setup(uint32_t width, uint32_t height, uint32_t rules,
			      const uint8_t *drawn, const uint8_t *owners,
			      int32_t to_move, dnb_game **out);
/** A deep copy, history included. */
dnb_status dnb_game_clone(const dnb_game *game, dnb_game **out);
/** Free a game; NULL is a no-op. */
void dnb_game_free(dnb_game *game);

/**
 * Draw one edge for the player to move.  *completed (may be NULL) gets the
 * number of boxes the move completed: 0, 1 or 2.  The same player moves
 * again after completing any box, once per move however many boxes it took.
 * Errors: DNB_E_RANGE (no such edge), DNB_E_ILLEGAL (drawn already),
 * DNB_E_MUST_CAPTURE (compulsory capture and the move takes no box while
 * one can be taken), DNB_E_OVER.
 */
dnb_status dnb_game_play(dnb_game *game, uint32_t edge, int32_t *completed);
/** Take back the last move; DNB_E_NO_HISTORY at the start. */
dnb_status dnb_game_undo(dnb_game *game);
/** Take back moves until only the first `count` remain (count <= moves played). */
dnb_status dnb_game_undo_to(dnb_game *game, uint32_t count);

/** Board width in boxes, or a negative status. */
int32_t dnb_game_width(const dnb_game *game);
/** Board height in boxes, or a negative status. */
int32_t dnb_game_height(const dnb_game *game);
/** The rule flags (>= 0), or a negative status. */
int32_t dnb_game_rules(const dnb_game *game);
/** The number of edges of the board, or a negative status. */
int32_t dnb_game_edge_count(const dnb_game *game);
/** 1 if the edge is drawn, 0 if not, or a negative status. */
int32_t dnb_game_edge_drawn(const dnb_game *game, uint32_t edge);
/** How many sides of a box are drawn (0..4), or a negative status. */
int32_t dnb_game_box_sides(const dnb_game *game, uint32_t box);
/** The owner of a box: 0 (nobody), 1 or 2, or a negative status. */
int32_t dnb_game_box_owner(const dnb_game *game, uint32_t box);
/** The boxes player (1 or 2) has taken, or a negative status. */
int32_t dnb_game_score(const dnb_game *game, int32_t player);
/** The player to move, 1 or 2 (after the end: whoever made the last move). */
int32_t dnb_game_to_move(const dnb_game *game);
/** 1 if no edge is left to draw, 0 if not, or a negative status. */
int32_t dnb_game_is_over(const dnb_game *game);
/** The number of moves played since the start (or setup), or a negative status. */
int32_t dnb_game_move_count(const dnb_game *game);
/**
 * The result: *winner (may be NULL) is 1 or 2, or 0 for a draw or a game not
 * yet over; *margin (may be NULL) is the absolute difference of the scores.
 * Standard rules: more boxes wins.  Misere: fewer boxes wins.  Nimstring:
 * the player to move when no move is left loses, whatever the boxes.
 */
dnb_status dnb_game_result(const dnb_game *game, int32_t *winner,
			   int32_t *margin);

/** The moves played, oldest first (list-out convention). */
dnb_status dnb_game_moves(const dnb_game *game, uint32_t *buf, size_t cap,
			  size_t *count);
/** Every legal move, in edge order (list-out convention). */
dnb_status dnb_game_legal_moves(const dnb_game *game, uint32_t *buf,
				size_t cap, size_t *count);
/** The legal moves that complete at least one box. */
dnb_status dnb_game_capture_moves(const dnb_game *game, uint32_t *buf,
				  size_t cap, size_t *count);
/** The legal moves that give no box its third side: the moves that offer
 *  the opponent nothing new (a capture counts as safe when it does not). */
dnb_status dnb_game_safe_moves(const dnb_game *game, uint32_t *buf,
			       size_t cap, size_t *count);

/* ------------------------------------------------------------------------
 * Positions as text
 * ------------------------------------------------------------------------ */

/** A game record: size, rules, the starting position if it was set up,
 *  and the moves.  Parsing it back gives the same game, history included. */
#define DNB_FORMAT_RECORD   0u
/** The current position alone: size, rules, player to move, scores,
 *  drawn edges as a diagram and the box owners.  No history. */
#define DNB_FORMAT_POSITION 1u
/** The rule sheets' ASCII diagram: one line per row of dots, '.' a dot,
 *  '_' a drawn horizontal edge, '!' a dot that a drawn vertical edge comes
 *  down to.  Edges only. */
#define DNB_FORMAT_DIAGRAM  2u
/** A picture for terminals with coordinates, the owners marked 1 and 2 in
 *  their boxes, and the scores. */
#define DNB_FORMAT_RENDER   3u

/** Write a game as text in one of the formats above (text-out convention). */
dnb_status dnb_game_format(const dnb_game *game, uint32_t format, char *buf,
			   size_t size, size_t *len);
/**
 * Read a game written as DNB_FORMAT_RECORD or DNB_FORMAT_POSITION.  On a
 * parse error returns DNB_E_PARSE (or the status of the offending move or
 * position) and sets *err_line and *err_col (1-based; may be NULL) to where
 * it happened; *out is left untouched.
 */
dnb_status dnb_game_parse(const char *text, size_t len, dnb_game **out,
			  uint32_t *err_line, uint32_t *err_col);
/**
 * Read a DNB_FORMAT_DIAGRAM picture (the board size comes from the picture;
 * leading blanks on each line and text after a tab are ignored) as a position
 * with the given rules and player to move.  Completed boxes are unowned.
 */
dnb_status dnb_game_parse_diagram(const char *text, size_t len, uint32_t rules,
				  int32_t to_move, dnb_game **out,
				  uint32_t *err_line, uint32_t *err_col);

/* @@ENDGAME@@ (endgame evaluator declarations go here) */

/* @@SOLVER@@ (solver declarations go here) */

/* @@AI@@ (AI declarations go here) */

#ifdef __cplusplus
}
#endif

#endif /* DNB_H */
