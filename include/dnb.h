/*
 * libdnb - an embeddable library for the game of Dots-and-Boxes.
 *
 * SPDX-License-Identifier: MIT
 *
 * This header is the whole public interface for Dots-and-Boxes (the kropki
 * game "Dots" lives in dnb_dots.h).  It compiles as C99 and as C++.
 * Why this file is long: one header is the easiest thing to bind from
 * Python and Rust; its sections follow the layers of lib/.
 *
 * ABI rules kept by every declaration below:
 *   - every name starts with dnb_ or DNB_;
 *   - objects are opaque and handled through pointers;
 *   - only fixed-width integers, size_t and pointers appear in signatures;
 *   - results come back through out-parameters, never structs by value;
 *   - a released function never changes: new behaviour gets a new symbol;
 *   - none of this holds for the unstable part at the end of this header,
 *     seen only when DNB_UNSTABLE_API is defined.
 *
 * Conventions:
 *   - Size-prefixed structs (options, results, the analysis summary) start
 *     with `uint32_t size`, the sizeof() the caller was built with, and
 *     only grow at the end.  Every call accepts any size from the struct's
 *     1.0 size up: it reads only the fields that size covers (the others
 *     take their defaults) and writes only those (bytes past them are left
 *     alone), so programs built against 1.0 keep working.  A smaller size
 *     is DNB_E_INVALID.  Set size with the _INIT macro, or from a binding
 *     with the matching _init() function (since 1.1).
 *   - Functions returning dnb_status give DNB_OK (0) or a negative code.
 *     On failure nothing is changed: no object and no out-parameter is
 *     written unless its documentation says otherwise.
 *   - Queries returning int32_t give the value (>= 0) or a negative status.
 *   - Text out: a caller buffer of `size` bytes.  The length the text needs
 *     (without its terminating NUL) is written to *len when len is not NULL;
 *     if the buffer is too small the call returns DNB_E_BUFSIZE and writes
 *     an empty string when size > 0.  To ask for the length, pass
 *     buf = NULL, size = 0: the call returns DNB_E_BUFSIZE with *len set.
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
#define DNB_VERSION_MINOR 2
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
#define DNB_E_BUSY          -14   /* the object is busy: a call from its own callback */
#define DNB_E_CORRUPT       -15   /* damaged data: a bad checksum, a truncated or inconsistent file (since 1.2) */
#define DNB_E_IO            -16   /* a file could not be read or written (since 1.2) */

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
/** Stands for "no edge": a dead end of a component (dnb_analysis_component),
 *  no move to suggest (dnb_analysis_info.move, dnb_ai_result.move). */
#define DNB_NO_EDGE    UINT32_MAX

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

/** Read rule words separated by blanks ("compulsory misere"; "standard" is
 *  no flag) into flags.  DNB_E_PARSE for an unknown word, DNB_E_INVALID for
 *  flags that cannot be combined. */
dnb_status dnb_rules_parse(const char *text, size_t len, uint32_t *rules);
/** Write rule flags as words, "standard" for none (text-out convention). */
dnb_status dnb_rules_format(uint32_t rules, char *buf, size_t size, size_t *len);

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
 * the edges, or if DNB_RULE_BORDER is set and an outer edge is not drawn.
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
/** Take back moves until only the first `count` remain; DNB_E_RANGE if
 *  count is more than the moves played. */
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
/** The player to move, 1 or 2.  After the end: the player who made the last
 *  move (who would move again), or for a position set up already finished,
 *  the player given to move. */
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

/** The drawn state of every edge, one byte each (1 drawn, 0 not), in edge
 *  order (list-out convention; the count is the edge count). */
dnb_status dnb_game_edges(const dnb_game *game, uint8_t *buf, size_t cap,
			  size_t *count);
/** The owner of every box (0, 1 or 2), row-major from the top left
 *  (list-out convention; the count is width * height). */
dnb_status dnb_game_owners(const dnb_game *game, uint8_t *buf, size_t cap,
			   size_t *count);

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
 * parse error returns DNB_E_PARSE, or the status of the offending part:
 * DNB_E_RANGE for a size or move off the board, DNB_E_INVALID for rules that
 * cannot be combined, the status of dnb_game_play for an illegal move,
 * DNB_E_POSITION for an impossible position; and sets *err_line and
 * *err_col (1-based; either may be NULL) to where it happened.  They are 0
 * on success and on DNB_E_NOMEM.  *out is left untouched on failure.
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

/* ------------------------------------------------------------------------
 * Endgames of loops and long chains
 *
 * A simple loony endgame is a multiset of long chains (length >= 3) and
 * loops (even length >= 4) with nothing else left to play.  The player to
 * move is the opener, the other the controller.  v(G) is the controller's
 * margin from here with best play by both (boxes taken earlier do not
 * count); the value for the player to move is therefore -v(G).  c(G) is
 * Berlekamp's controlled value and tb(G) its terminal bonus.  The values
 * are exact: Allcock's closed form ("Best play in Dots & Boxes endgames",
 * 2018), checked against the plain recursion by the tests.
 *
 * Threads: a dnb_endgame or dnb_analysis may be read from several threads
 * at once; a call that changes one must not run beside any other call on
 * the same object.
 * ------------------------------------------------------------------------ */

/** Component kinds.  Endgame lists hold chains and loops only; a board
 *  decomposition also reports the other two. */
#define DNB_COMPONENT_CHAIN      1u /* both ends leave the board; long if >= 3 boxes */
#define DNB_COMPONENT_LOOP       2u /* a closed cycle of boxes */
#define DNB_COMPONENT_CAPTURABLE 3u /* a path with an end that can be taken now */
#define DNB_COMPONENT_OTHER      4u /* boxes with 3 or 4 undrawn sides and what hangs off them */

/** The controller's choice once a component is opened (bits: keep 1, give 2). */
#define DNB_CONTROL_KEEP   1u /* keep control: the hard-hearted handout */
#define DNB_CONTROL_GIVE   2u /* give it up: take every box */
#define DNB_CONTROL_EITHER 3u /* both are equally good */

/** The longest component and the most components an endgame list takes. */
#define DNB_ENDGAME_MAX_LENGTH     1048576u
#define DNB_ENDGAME_MAX_COMPONENTS 16777216u

/** An opaque multiset of long chains and loops. */
typedef struct dnb_endgame dnb_endgame;

/** A new, empty endgame list. */
dnb_status dnb_endgame_new(dnb_endgame **out);
/** Free an endgame list; NULL is a no-op. */
void dnb_endgame_free(dnb_endgame *eg);
/** Remove every component. */
dnb_status dnb_endgame_clear(dnb_endgame *eg);
/** Add `count` copies of a component (kind CHAIN, length >= 3, or LOOP, even
 *  length >= 4).  DNB_E_INVALID for another kind, DNB_E_RANGE for a bad
 *  length, DNB_E_LIMIT past DNB_ENDGAME_MAX_COMPONENTS. */
dnb_status dnb_endgame_add(dnb_endgame *eg, uint32_t kind, uint32_t length,
			   uint32_t count);
/** Remove one copy of a component; DNB_E_RANGE if there is none. */
dnb_status dnb_endgame_remove(dnb_endgame *eg, uint32_t kind, uint32_t length);
/** Replace the contents by n components given as two arrays.  Every entry
 *  is checked first: on an error the list is unchanged. */
dnb_status dnb_endgame_set(dnb_endgame *eg, const uint32_t *kinds,
			   const uint32_t *lengths, size_t n);
/** The distinct components, chains by length then loops by length, with
 *  how many of each (counts may be NULL).  List-out convention. */
dnb_status dnb_endgame_components(const dnb_endgame *eg, uint32_t *kinds,
				  uint32_t *lengths, uint32_t *counts,
				  size_t cap, size_t *count);

/** What dnb_endgame_evaluate() reports.  Set size with the _INIT macro. */
typedef struct dnb_endgame_result {
	uint32_t size;             /* sizeof(dnb_endgame_result), set by the caller */
	uint32_t allcock_case;     /* 0, or Allcock's exception (1..3) that applies */
	int64_t value;             /* v(G) */
	int64_t controlled_value;  /* c(G) */
	int64_t terminal_bonus;    /* tb(G) */
	int64_t boxes;             /* size(G) */
	int64_t chains;            /* number of chains */
	int64_t loops;             /* number of loops */
	uint32_t standard_kind;    /* the standard move (0 when G is empty) */
	uint32_t standard_length;
	uint32_t move_kind;        /* an optimal component to open: the standard */
	uint32_t move_length;      /* move, or the shortest loop where Allcock says so */
	uint32_t allcock_override; /* 1 when the move differs from the standard move */
	uint32_t reserved;         /* 0 */
} dnb_endgame_result;
#define DNB_ENDGAME_RESULT_INIT \
	{ sizeof(dnb_endgame_result), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }
/** Since 1.1: fill a struct of `size` bytes as DNB_ENDGAME_RESULT_INIT does,
 *  size set to `size` (see dnb_solver_options_init). */
dnb_status dnb_endgame_result_init(dnb_endgame_result *result, uint32_t size);

/** Evaluate the list: O(1) apart from finding the shortest components. */
dnb_status dnb_endgame_evaluate(const dnb_endgame *eg, dnb_endgame_result *out);
/** One component C of the list, as if the opener had just opened it:
 *  v(G - C), v(G; C) and the controller's DNB_CONTROL_* decision (any out
 *  pointer may be NULL).  DNB_E_RANGE if C is not in the list.  O(1). */
dnb_status dnb_endgame_option(const dnb_endgame *eg, uint32_t kind, uint32_t length,
			      int64_t *value_without, int64_t *value_after,
			      uint32_t *decision);
/** Every distinct component whose opening is optimal (v(G; C) = v(G)), in
 *  the order of dnb_endgame_components().  List-out convention. */
dnb_status dnb_endgame_optimal_openings(const dnb_endgame *eg, uint32_t *kinds,
					uint32_t *lengths, size_t cap, size_t *count);
/** Parse one component: "N" or "Nc" (a chain), "Nl" (a loop). */
dnb_status dnb_endgame_component_parse(const char *text, size_t len,
				       uint32_t *kind, uint32_t *length);
/** Write a component as "N" (chain) or "Nl" (loop) (text-out convention). */
dnb_status dnb_endgame_component_format(uint32_t kind, uint32_t length, char *buf,
					size_t size, size_t *len);

/** An opaque analysis of one board position: its components and, where
 *  the theory applies, the value and the move.  A snapshot: later changes
 *  to the game do not reach it. */
typedef struct dnb_analysis dnb_analysis;

/** What the position is, for dnb_analysis_info.state. */
#define DNB_ANALYSIS_NONE    0u /* neither case below (or rules other than
				  * standard scoring without compulsory capture) */
#define DNB_ANALYSIS_LOONY   1u /* a simple loony endgame: the player to move opens */
#define DNB_ANALYSIS_HANDOUT 2u /* boxes can be taken from an opened chain or loop
				  * and the rest is a simple loony endgame: the
				  * player to move decides whether to keep control */

/** What dnb_analysis_get() reports.  Set size with the _INIT macro. */
typedef struct dnb_analysis_info {
	uint32_t size;             /* sizeof(dnb_analysis_info), set by the caller */
	uint32_t state;            /* DNB_ANALYSIS_* */
	uint32_t to_move;          /* 1 or 2 */
	uint32_t long_chains;      /* chains of 3 or more boxes (both ends off the board) */
	uint32_t short_chains;     /* chains of 1 or 2 boxes */
	uint32_t loops;
	uint32_t capturable_boxes; /* boxes with three sides drawn, anywhere */
	uint32_t capturable_paths; /* DNB_COMPONENT_CAPTURABLE components */
	uint32_t other_regions;    /* DNB_COMPONENT_OTHER components */
	uint32_t safe_moves;       /* legal moves now that give no box a third side */
	uint32_t wanted_parity;    /* long chain rule: the parity (0 even, 1 odd) of
				    * the number of long chains the player to move
				    * wants; counts from the rectangle's Euler
				    * formula and assumes every long chain but the
				    * last brings one double-cross */
	uint32_t move;             /* LOONY, HANDOUT: an optimal edge to draw now;
				    * DNB_NO_EDGE otherwise or with nothing to play */
	uint32_t decision;         /* HANDOUT: DNB_CONTROL_*; 0 otherwise */
	uint32_t handout;          /* HANDOUT: boxes a kept control hands out (2 or
				    * 4), 0 when control cannot be kept */
	int64_t value;             /* LOONY: v of the position (the player to move is the
				    * opener); HANDOUT: v of the rest, the endgame the
				    * decision leads to; 0 otherwise */
	int64_t controlled_value;  /* c of the same endgame */
	int64_t terminal_bonus;    /* tb of the same endgame */
	int64_t margin;            /* LOONY, HANDOUT: the net boxes the player to move
				    * takes from here with best play by both (-value
				    * for LOONY); 0 otherwise */
} dnb_analysis_info;
#define DNB_ANALYSIS_INFO_INIT \
	{ sizeof(dnb_analysis_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }
/** Since 1.1: fill a struct of `size` bytes as DNB_ANALYSIS_INFO_INIT does. */
dnb_status dnb_analysis_info_init(dnb_analysis_info *info, uint32_t size);

/** Analyse the current position of a game. */
dnb_status dnb_analysis_new(const dnb_game *game, dnb_analysis **out);
/** Free an analysis; NULL is a no-op. */
void dnb_analysis_free(dnb_analysis *an);
/** The summary above. */
dnb_status dnb_analysis_get(const dnb_analysis *an, dnb_analysis_info *info);
/** The number of components (>= 0), or a negative status.  Components are
 *  ordered by their smallest box. */
int32_t dnb_analysis_component_count(const dnb_analysis *an);
/**
 * One component: its DNB_COMPONENT_* kind, its number of boxes, and where
 * its ends leave the board (the undrawn border edge at each end, or
 * DNB_NO_EDGE for a dead end; both DNB_NO_EDGE for loops and "other"
 * regions).  A capturable path starts (end a) at a box with three sides
 * drawn.  Any out pointer may be NULL.  DNB_E_RANGE for a bad index.
 */
dnb_status dnb_analysis_component(const dnb_analysis *an, uint32_t index, uint32_t *kind,
				  uint32_t *length, uint32_t *end_a, uint32_t *end_b);
/** The boxes of a component, from end a to end b (round a loop; breadth
 *  first for "other" regions).  List-out convention. */
dnb_status dnb_analysis_component_boxes(const dnb_analysis *an, uint32_t index,
					uint32_t *buf, size_t cap, size_t *count);
/** The undrawn edges of a component, in the order of its boxes (exits
 *  included).  List-out convention. */
dnb_status dnb_analysis_component_edges(const dnb_analysis *an, uint32_t index,
					uint32_t *buf, size_t cap, size_t *count);
/** Put the long chains and loops of the position (LOONY), or of the rest
 *  (HANDOUT), into eg, replacing its contents.  DNB_E_NOT_APPLICABLE in
 *  state NONE. */
dnb_status dnb_analysis_endgame(const dnb_analysis *an, dnb_endgame *eg);

/* ------------------------------------------------------------------------
 * Nimstring values (since 1.2; see dnb_nimstring(3) and dnb_nimstring(5))
 *
 * A position is a strings-and-coins graph: coins (the boxes not yet taken)
 * joined by strings (the undrawn edges), a border string running from its
 * coin to the one shared ground.  Cutting a string is drawing its edge; a
 * coin whose last string is cut is captured and its captor cuts again.
 * Nimstring is that game under normal play: the player who cannot move
 * loses.  Following Berlekamp (The Dots-and-Boxes Game; Winning Ways,
 * chapter 16), the value of a position is a nimber *n (n >= 0), or LOONY
 * when the player to move can double-deal (a long chain or loop has been
 * offered); the player to move wins exactly when the value is not 0.
 * A capturable coin that is not part of a loony offer is taken for free;
 * otherwise the value is the mex of the values of the positions the
 * non-loony cuts leave.  Coins joined only through the ground are
 * independent: the value of the whole is the nim-sum of the values of its
 * components, LOONY if any of them is.  The exact definitions are in
 * dnb_nimstring(3).
 *
 * Threads: a dnb_nimstring_graph may be read from several threads at once;
 * a dnb_nimstring evaluator is used by one thread at a time, except that
 * dnb_nimstring_cancel may be called from another thread during a call.
 * ------------------------------------------------------------------------ */

/** The value LOONY, in every uint32_t value out-parameter below. */
#define DNB_NIMSTRING_LOONY 0xFFFFFFFFu
/** The ground, as an end of a string. */
#define DNB_NIMSTRING_GROUND 0xFFFFFFFFu
/** The most coins and strings a graph takes. */
#define DNB_NIMSTRING_MAX_COINS   65536u
#define DNB_NIMSTRING_MAX_STRINGS 262144u

/** An opaque strings-and-coins graph.  Coins are numbered from 0, strings
 *  from 0 in the order they were added. */
typedef struct dnb_nimstring_graph dnb_nimstring_graph;

/** A graph of `coins` coins and no strings.  DNB_E_RANGE past
 *  DNB_NIMSTRING_MAX_COINS. */
dnb_status dnb_nimstring_graph_new(uint32_t coins, dnb_nimstring_graph **out);
/** The graph of a game's position: coin i is box i (a taken box is a coin
 *  without strings), one string for each undrawn edge in edge order, with
 *  its edge recorded (dnb_nimstring_graph_string).  The rules must be
 *  standard or Nimstring scoring without compulsory capture or misere:
 *  DNB_E_NOT_APPLICABLE otherwise. */
dnb_status dnb_nimstring_graph_from_game(const dnb_game *game, dnb_nimstring_graph **out);
/** Free a graph; NULL is a no-op. */
void dnb_nimstring_graph_free(dnb_nimstring_graph *graph);
/** A copy of a graph. */
dnb_status dnb_nimstring_graph_clone(const dnb_nimstring_graph *graph,
				     dnb_nimstring_graph **out);
/** Add a string between coins a and b; either (not both) may be
 *  DNB_NIMSTRING_GROUND, a == b is DNB_E_INVALID.  Its index goes to *index
 *  (may be NULL).  DNB_E_RANGE for no such coin, DNB_E_LIMIT past
 *  DNB_NIMSTRING_MAX_STRINGS. */
dnb_status dnb_nimstring_graph_add_string(dnb_nimstring_graph *graph, uint32_t a,
					  uint32_t b, uint32_t *index);
/** Counts (>= 0), or a negative status. */
int32_t dnb_nimstring_graph_coin_count(const dnb_nimstring_graph *graph);
int32_t dnb_nimstring_graph_string_count(const dnb_nimstring_graph *graph);
/** One string: its ends and its board edge (DNB_NO_EDGE for a graph not
 *  made from a game).  Any out pointer may be NULL.  DNB_E_RANGE for a bad
 *  index. */
dnb_status dnb_nimstring_graph_string(const dnb_nimstring_graph *graph, uint32_t index,
				      uint32_t *a, uint32_t *b, uint32_t *edge);
/** The components: coins joined by strings (the ground joins nothing).
 *  For every string, the index of its component, components numbered by
 *  their first string.  List-out convention over the strings; the number
 *  of components goes to *components (may be NULL). */
dnb_status dnb_nimstring_graph_components(const dnb_nimstring_graph *graph,
					  uint32_t *string_component, size_t cap,
					  size_t *count, uint32_t *components);
/** Read the text format of dnb_nimstring(5).  DNB_E_PARSE for malformed
 *  text, DNB_E_RANGE for a coin number or count out of range, DNB_E_LIMIT
 *  past the maxima; *err_line and *err_col (1-based, may be NULL) give the
 *  place of the error, 0 on success and on DNB_E_NOMEM. */
dnb_status dnb_nimstring_graph_parse(const char *text, size_t len,
				     dnb_nimstring_graph **out, uint32_t *err_line,
				     uint32_t *err_col);
/** Write a graph in that format (text-out convention). */
dnb_status dnb_nimstring_graph_format(const dnb_nimstring_graph *graph, char *buf,
				      size_t size, size_t *len);

/** An opaque evaluator: options and a memo of component values, kept
 *  across calls (isomorphic components share an entry). */
typedef struct dnb_nimstring dnb_nimstring;

/** Evaluator options; start from DNB_NIMSTRING_OPTIONS_INIT. */
typedef struct dnb_nimstring_options {
	uint32_t size;           /* sizeof(dnb_nimstring_options) */
	uint32_t memo_mb;        /* memo of component values in MiB, 1..65536 (16) */
	uint64_t node_limit;     /* stop a call after about this many nodes (0: none) */
	uint64_t time_limit_ms;  /* stop a call after about this long (0: none) */
} dnb_nimstring_options;
#define DNB_NIMSTRING_OPTIONS_INIT { sizeof(dnb_nimstring_options), 16, 0, 0 }
/** Fill a struct of `size` bytes as DNB_NIMSTRING_OPTIONS_INIT does. */
dnb_status dnb_nimstring_options_init(dnb_nimstring_options *opts, uint32_t size);

/** A new evaluator; opts NULL means the defaults.  DNB_E_RANGE for an
 *  option out of range, DNB_E_NOMEM. */
dnb_status dnb_nimstring_new(const dnb_nimstring_options *opts, dnb_nimstring **out);
/** Free an evaluator; NULL is a no-op. */
void dnb_nimstring_free(dnb_nimstring *ns);
/** Change the options; the memo is kept unless memo_mb changes. */
dnb_status dnb_nimstring_set_options(dnb_nimstring *ns, const dnb_nimstring_options *opts);
/** Forget the memo. */
dnb_status dnb_nimstring_clear(dnb_nimstring *ns);
/** Since 1.2: stop the value call that another thread is running on ns.
 *  The only call that may be made on ns while another runs; it returns at
 *  once.  The running call stops at its next check of its budget (about a
 *  millisecond) and returns DNB_E_CANCELLED, as DNB_E_LIMIT would: nothing
 *  written, the memo kept.  Every value call clears the flag as it
 *  begins, so a cancel with no call running has no effect.  DNB_E_INVALID
 *  for NULL. */
dnb_status dnb_nimstring_cancel(dnb_nimstring *ns);
/** Nodes (positions expanded) of the last call, 0 before any. */
dnb_status dnb_nimstring_nodes(const dnb_nimstring *ns, uint64_t *nodes);

/** The value of a position: a nimber or DNB_NIMSTRING_LOONY.  DNB_E_LIMIT
 *  when a limit stopped the work (nothing written). */
dnb_status dnb_nimstring_value(dnb_nimstring *ns, const dnb_nimstring_graph *graph,
			       uint32_t *value);
/** The value of each string's cut: values[i] is the value of the position
 *  left after cutting string i, for whoever moves next in it (the cutter
 *  again if the cut captured a coin, the opponent otherwise).  List-out
 *  convention over the strings. */
dnb_status dnb_nimstring_move_values(dnb_nimstring *ns, const dnb_nimstring_graph *graph,
				     uint32_t *values, size_t cap, size_t *count);
/** The value of one component (numbered as dnb_nimstring_graph_components
 *  does), as a position of its own.  DNB_E_RANGE for a bad index. */
dnb_status dnb_nimstring_component_value(dnb_nimstring *ns,
					 const dnb_nimstring_graph *graph,
					 uint32_t component, uint32_t *value);

/* ------------------------------------------------------------------------
 * Solver: exact values of positions (see dnb_solver(3))
 *
 * Values are for the player to move and count only what is still to come
 * (boxes already taken never matter):
 *   - standard rules (with or without compulsory capture): the mover's
 *     boxes minus the opponent's boxes from here on;
 *   - misere: the opponent's future boxes minus the mover's, so that here
 *     too a higher value is better for the player to move;
 *   - Nimstring: +1 if the player to move wins, -1 if they lose.
 * A position with no edge left has value 0 (Nimstring: -1).
 *
 * Threads: a dnb_solver is used by one thread at a time; separate solvers
 * in separate threads are independent.  A solver may be reused across
 * positions and keeps its table between calls on the same board and rules.
 * The search itself uses `threads` threads of its own over the shared
 * table: each probe of a position's value spreads the root's moves over
 * them (lazy SMP when the root has a box to take, and on single rows),
 * and so do the optimal moves and the move values.  The solver reads the
 * game it is given and never keeps a pointer to it.
 * ------------------------------------------------------------------------ */

/** An opaque solver: options, a transposition table and scratch space. */
typedef struct dnb_solver dnb_solver;

/** The most undrawn edges a position may have for the solver. */
#define DNB_SOLVER_MAX_EDGES 64u

/** What a progress callback is told.  lower <= value <= upper is proven.
 *  Filled by the library with its own sizeof: a callback built against a
 *  later header reads a field past the 1.0 ones only when size covers it. */
typedef struct dnb_solver_progress {
	uint32_t size;        /* sizeof(dnb_solver_progress) */
	int32_t lower;        /* proven lower bound of the root value */
	int32_t upper;        /* proven upper bound of the root value */
	uint64_t nodes;       /* nodes searched so far by this call (all threads) */
	uint64_t elapsed_ms;  /* milliseconds since the call began */
} dnb_solver_progress;

/** Called from the thread that called the solver, every `progress_nodes`
 *  nodes or so; return non-zero to cancel the search. */
typedef int32_t (*dnb_solver_progress_fn)(const dnb_solver_progress *progress,
					  void *user_data);

/** Solver options; start from DNB_SOLVER_OPTIONS_INIT, fields only grow. */
typedef struct dnb_solver_options {
	uint32_t size;              /* sizeof(dnb_solver_options) */
	uint32_t tt_mb;             /* transposition table in MiB, 1..65536, or 0
				     * (the default since 1.2; 64 before): sized
				     * by the solver to each position's undrawn
				     * edges, growing up to a quarter of the
				     * physical memory (see dnb_solver_new(3)) */
	uint32_t threads;           /* search threads, 1..64 (1) */
	uint32_t disable;           /* 0: the full solver.  Other values are the
				     * measuring switches of the unstable API
				     * (DNB_UNSTABLE_API, at the end of this
				     * header), outside the ABI promise */
	uint64_t node_limit;        /* stop after about this many nodes (0: none) */
	uint64_t time_limit_ms;     /* stop after about this long (0: none) */
	uint64_t progress_nodes;    /* nodes between callbacks (0: 65536) */
	dnb_solver_progress_fn progress; /* may be NULL */
	void *user_data;            /* passed to progress */
} dnb_solver_options;

#define DNB_SOLVER_OPTIONS_INIT \
	{ sizeof(dnb_solver_options), 0, 1, 0, 0, 0, 0, NULL, NULL }
/** Since 1.1: fill a struct of `size` bytes (at least the 1.0 size) with
 *  the defaults of DNB_SOLVER_OPTIONS_INIT, size set to `size`; bytes past
 *  what this library knows are left alone.  DNB_E_INVALID for NULL or a
 *  smaller size.  For bindings that cannot use the macro. */
dnb_status dnb_solver_options_init(dnb_solver_options *opts, uint32_t size);

/** The answer of dnb_solver_solve. */
typedef struct dnb_solver_result {
	uint32_t size;              /* sizeof(dnb_solver_result), set by the caller */
	int32_t value;              /* the exact value (when DNB_OK) */
	int32_t lower;              /* proven bounds: equal to value when exact */
	int32_t upper;
	uint32_t best_count;        /* every optimal move, in edge order */
	uint32_t best_moves[DNB_SOLVER_MAX_EDGES];
	uint32_t pv_length;         /* a principal variation from the position */
	uint32_t pv[DNB_SOLVER_MAX_EDGES];
	uint64_t nodes;             /* nodes searched (all threads) */
	uint64_t elapsed_ms;        /* wall-clock milliseconds */
	/* since 1.2 */
	uint64_t tt_bytes;          /* the table the call used, in bytes: tt_mb
				     * MiB rounded down to a power of two, or the
				     * solver's own choice under tt_mb 0 */
} dnb_solver_result;

/** A result ready to pass: its size set, everything else zero. */
#define DNB_SOLVER_RESULT_INIT \
	{ sizeof(dnb_solver_result), 0, 0, 0, 0, { 0 }, 0, { 0 }, 0, 0, 0 }
/** Since 1.1: fill a struct of `size` bytes as DNB_SOLVER_RESULT_INIT does. */
dnb_status dnb_solver_result_init(dnb_solver_result *result, uint32_t size);

/** Marks an edge that is not a legal move in dnb_solver_move_values. */
#define DNB_SOLVER_NO_VALUE INT32_MIN

/** A new solver; opts NULL means DNB_SOLVER_OPTIONS_INIT.  DNB_E_INVALID,
 *  DNB_E_RANGE (an option out of range), DNB_E_NOMEM. */
dnb_status dnb_solver_new(const dnb_solver_options *opts, dnb_solver **out);
/** Free a solver and its table; NULL is a no-op.  Called from the solver's
 *  own progress callback it is deferred: the running call finishes, returns
 *  its status as usual, and frees the solver just before it returns. */
void dnb_solver_free(dnb_solver *solver);
/** Change the options; the table is kept unless tt_mb changes (a change to
 *  0 starts from the smallest table again). */
dnb_status dnb_solver_set_options(dnb_solver *solver, const dnb_solver_options *opts);
/** Forget everything in the table. */
dnb_status dnb_solver_clear(dnb_solver *solver);
/* While dnb_solver_solve or dnb_solver_move_values runs on a solver (that
 * is, from its progress callback), dnb_solver_solve, dnb_solver_move_values,
 * dnb_solver_set_options and dnb_solver_clear on that same solver return
 * DNB_E_BUSY and change nothing; dnb_solver_memory is allowed.  Other
 * solvers may be used from the callback. */
/** Bytes the solver holds (table, thread states and the object itself). */
dnb_status dnb_solver_memory(const dnb_solver *solver, uint64_t *bytes);

/**
 * Solve the current position of a game: value, all optimal moves, a
 * principal variation, nodes and time.  DNB_E_RANGE when more than
 * DNB_SOLVER_MAX_EDGES edges are undrawn.  DNB_E_LIMIT or DNB_E_CANCELLED
 * when a limit or the callback stopped it: then *result holds the proven
 * bounds (lower, upper), nodes and time, and no moves.
 */
dnb_status dnb_solver_solve(dnb_solver *solver, const dnb_game *game,
			    dnb_solver_result *result);

/**
 * Since 1.2: the value and one line of optimal play.  As dnb_solver_solve,
 * but without the list of every optimal move (best_count 0): result gets
 * value, lower, upper, pv (whose first move is an optimal one), nodes,
 * elapsed_ms and tt_bytes.  Telling every optimal move from the others
 * often costs more than the value itself.
 */
dnb_status dnb_solver_value(dnb_solver *solver, const dnb_game *game,
			    dnb_solver_result *result);

/**
 * The value of every edge as a move for the player to move (what the mover
 * gets from here on after playing it, boxes it takes included), on the scale
 * of dnb_solver_solve: values[e] for each edge index e, DNB_SOLVER_NO_VALUE
 * for an edge that is not legal.  List-out convention with count = the
 * board's edge count.  DNB_E_LIMIT or DNB_E_CANCELLED leave the moves not
 * yet solved at DNB_SOLVER_NO_VALUE.
 */
dnb_status dnb_solver_move_values(dnb_solver *solver, const dnb_game *game,
				  int32_t *values, size_t cap, size_t *count);

/* ------------------------------------------------------------------------
 * Opening books (since 1.2; see dnb_book_open(3), the format dnb_book(5))
 *
 * A book holds exact values of positions of one board size and rules: for
 * each position its canonical key (the least image of its drawn edges
 * under the symmetries of the rectangle), its value for the player to
 * move on the scale of dnb_solver_solve, and its optimal moves.  Lookups
 * take any game of that board: the answer comes back in the game's own
 * edge numbering, whatever symmetry maps it to the stored key.  The value
 * depends on the drawn edges alone, never on the scores or on who moves.
 *
 * Books are read whole and checked: a bad checksum, a truncated record or
 * an entry that cannot be right (a move already drawn or not legal under
 * the book's rules, a value out of range, a key that is not canonical) is
 * DNB_E_CORRUPT, never a crash or a wrong answer.  Boards of at most 64
 * edges only.
 *
 * Threads: a book is read-only once opened; any number of threads may
 * look up the same book at once.  dnb_book_add must not run concurrently
 * with any other call on the same book.
 * ------------------------------------------------------------------------ */

/** An opaque book of exact values. */
typedef struct dnb_book dnb_book;

/** A new, empty book for a width x height board and rules (to fill with
 *  dnb_book_add).  DNB_E_RANGE for a board of more than 64 edges. */
dnb_status dnb_book_new(uint32_t width, uint32_t height, uint32_t rules,
			dnb_book **out);
/** Read a book from `size` bytes (copied: the memory may go afterwards).
 *  DNB_E_CORRUPT for anything but a whole, valid book. */
dnb_status dnb_book_open_memory(const void *data, size_t size, dnb_book **out);
/** Read a book from a file: DNB_E_IO if it cannot be read or is not a
 *  regular file. */
dnb_status dnb_book_open_file(const char *path, dnb_book **out);
/** The book shipped for a board and rules: the file WxH.book (standard
 *  rules) or WxH-rN.book (N the rule flags in decimal) in `dir`, or when
 *  dir is NULL in $DNB_BOOK_DIR if set, else in the data directory chosen
 *  at build time (see dnb_book_open(3)). */
dnb_status dnb_book_open_default(uint32_t width, uint32_t height,
				 uint32_t rules, const char *dir,
				 dnb_book **out);
/** Free a book; NULL is a no-op. */
void dnb_book_free(dnb_book *book);
/** The canonical key of a game's position (bit e for edge e drawn, the
 *  least image under the symmetries: dnb_book(5)).  DNB_E_RANGE for a
 *  board of more than 64 edges. */
dnb_status dnb_book_key(const dnb_game *game, uint64_t *key);
/** The board, rules and number of positions of a book (any out pointer may
 *  be NULL). */
dnb_status dnb_book_info(const dnb_book *book, uint32_t *width,
			 uint32_t *height, uint32_t *rules, uint64_t *entries);

/**
 * The value of the game's position for the player to move in *value, and
 * its optimal moves, in edge order in the game's numbering (list-out
 * convention; *value is written with DNB_E_BUFSIZE too).
 * DNB_E_NOT_APPLICABLE when the book has no entry for it (another board
 * or rules, or a position the book does not hold).
 */
dnb_status dnb_book_lookup(const dnb_book *book, const dnb_game *game,
			   int32_t *value, uint32_t *best, size_t cap,
			   size_t *count);
/**
 * The value of every edge as a move, as dnb_solver_move_values gives it,
 * as far as the book knows: from the position after the move when the
 * book holds it, the position's value for its optimal moves, and
 * DNB_SOLVER_NO_VALUE for illegal edges and moves the book cannot value.
 * List-out convention, count = the edge count.  DNB_E_NOT_APPLICABLE when
 * the book holds neither the position nor any position after a move.
 */
dnb_status dnb_book_move_values(const dnb_book *book, const dnb_game *game,
				int32_t *values, size_t cap, size_t *count);
/**
 * Add the position of a game (of the book's board and rules) with its value
 * and its optimal moves (nbest edges, in the game's numbering).  An entry
 * already there with the same content is kept; with another content, or a
 * value or move that cannot be right, DNB_E_INVALID.
 */
dnb_status dnb_book_add(dnb_book *book, const dnb_game *game, int32_t value,
			const uint32_t *best, size_t nbest);
/**
 * The book in its file format, entries sorted by key: the same entries give
 * the same bytes whatever order they were added or read in.  At most `size`
 * bytes into buf; *len (required) gets the length; DNB_E_BUFSIZE when size
 * is smaller (buf may be NULL with size 0 to ask for the length).
 */
dnb_status dnb_book_save(const dnb_book *book, uint8_t *buf, size_t size,
			 size_t *len);

/* ------------------------------------------------------------------------
 * AI players and hints (see dnb_ai_new(3), dnb_ai_move(3))
 *
 * A dnb_ai picks a move for the player to move at one of five levels:
 *   - BEGINNER: random legal moves, but takes a box when it can;
 *   - EASY: takes boxes, never offers one while a safe move exists, and
 *     otherwise opens the component that gives the fewest boxes;
 *   - MEDIUM: while more than 34 edges are left, EASY plus the long chain
 *     rule (among safe moves it prefers those that leave the parity of
 *     long chains it wants) and the double-cross (it declines the last two
 *     boxes of a chain, four of a loop, when that keeps control of a
 *     longer endgame); from 34 edges, HARD's method on a small budget;
 *   - HARD: exact play in simple loony endgames (dnb_analysis), a budgeted
 *     solver search when at most 40 edges are left, and Monte-Carlo (UCB1)
 *     over the safe moves, cheap sacrifices and captures with MEDIUM-like
 *     playouts before that;
 *   - PERFECT: the solver wherever it finishes within the budget, HARD
 *     elsewhere.
 * With a book (dnb_ai_set_book, since 1.2), HARD and PERFECT first look the
 * position up in it and play one of its optimal moves when it is there.
 * The same seed, position and options give the same move when the work is
 * bounded by nodes (time_limit_ms 0): the choice depends on nothing else,
 * except that for PERFECT whether the solver finishes can depend on what
 * its table kept from earlier calls on the same object.
 *
 * Threads: a dnb_ai is used by one thread at a time (it keeps a solver and
 * its table between moves), except that dnb_ai_cancel may be called from
 * another thread while a move is chosen; separate objects are independent.
 * It reads the game it is given and never keeps a pointer to it.
 * ------------------------------------------------------------------------ */

/** An opaque AI player: options and, for MEDIUM, HARD and PERFECT, a solver. */
typedef struct dnb_ai dnb_ai;

/** Levels (dnb_ai_options.level). */
#define DNB_AI_BEGINNER 0u
#define DNB_AI_EASY     1u
#define DNB_AI_MEDIUM   2u
#define DNB_AI_HARD     3u
#define DNB_AI_PERFECT  4u

/** AI options; start from DNB_AI_OPTIONS_INIT, fields only grow. */
typedef struct dnb_ai_options {
	uint32_t size;          /* sizeof(dnb_ai_options) */
	uint32_t level;         /* DNB_AI_* (DNB_AI_MEDIUM) */
	uint32_t threads;       /* solver threads (MEDIUM and up), 1..64 (1) */
	uint32_t tt_mb;         /* solver table in MiB, 1..65536 (16), or 0: sized
				 * to the node budget (since 1.2) */
	uint64_t seed;          /* random choices among equal moves (0) */
	uint64_t time_limit_ms; /* wall-clock ms per call, from its start (0: none) */
	uint64_t node_limit;    /* work per call in nodes: moves drawn on the
				 * AI's scratch board, positions examined, solver
				 * nodes (0: none, the level's default search,
				 * under 1 s on 10x10); see dnb_ai_new(3) */
} dnb_ai_options;

#define DNB_AI_OPTIONS_INIT \
	{ sizeof(dnb_ai_options), DNB_AI_MEDIUM, 1, 16, 0, 0, 0 }
/** Since 1.1: fill a struct of `size` bytes with the defaults of
 *  DNB_AI_OPTIONS_INIT (see dnb_solver_options_init). */
dnb_status dnb_ai_options_init(dnb_ai_options *opts, uint32_t size);

/** Why a move was chosen (dnb_ai_result.reason). */
#define DNB_AI_REASON_NONE         0u /* nothing to play */
#define DNB_AI_REASON_CAPTURE      1u /* takes a box */
#define DNB_AI_REASON_SAFE         2u /* offers the opponent no box */
#define DNB_AI_REASON_DOUBLE_CROSS 3u /* declines the last boxes to keep control */
#define DNB_AI_REASON_SMALLEST     4u /* no safe move: opens the cheapest component */
#define DNB_AI_REASON_CONTROL      5u /* keeps (or wins) control of the long chains */
#define DNB_AI_REASON_SOLVER       6u /* proven optimal by the solver */
#define DNB_AI_REASON_RANDOM       7u /* a random legal move (BEGINNER) */
#define DNB_AI_REASON_SEARCH       8u /* the best move of a Monte-Carlo search */
#define DNB_AI_REASON_BOOK         9u /* optimal by the book (since 1.2) */
#define DNB_AI_REASON_OUTCOME     10u /* proven by the solver to win, else to draw;
				      * the margin unproven (since 1.2) */

/** What dnb_ai_move and dnb_ai_hint report.  Set size with the _INIT macro. */
typedef struct dnb_ai_result {
	uint32_t size;        /* sizeof(dnb_ai_result), set by the caller */
	uint32_t move;        /* the edge chosen, DNB_NO_EDGE if the game is over */
	uint32_t reason;      /* DNB_AI_REASON_* */
	uint32_t has_value;   /* 1 when value is known exactly */
	int32_t value;        /* the move's value on the solver's scale (see
			       * above: boxes from here on for the player to
			       * move; Nimstring +1/-1), when has_value */
	uint32_t level;       /* the level that decided (PERFECT falls back to HARD) */
	uint64_t nodes;       /* work done: simulated moves and solver nodes */
	uint64_t elapsed_ms;  /* wall-clock milliseconds */
} dnb_ai_result;
#define DNB_AI_RESULT_INIT { sizeof(dnb_ai_result), 0, 0, 0, 0, 0, 0, 0 }
/** Since 1.1: fill a struct of `size` bytes as DNB_AI_RESULT_INIT does. */
dnb_status dnb_ai_result_init(dnb_ai_result *result, uint32_t size);

/** A new AI; opts NULL means DNB_AI_OPTIONS_INIT.  DNB_E_INVALID (bad size),
 *  DNB_E_RANGE (a level or option out of range), DNB_E_NOMEM. */
dnb_status dnb_ai_new(const dnb_ai_options *opts, dnb_ai **out);
/** Free an AI; NULL is a no-op. */
void dnb_ai_free(dnb_ai *ai);
/** Change the options (the solver table is kept when it can be). */
dnb_status dnb_ai_set_options(dnb_ai *ai, const dnb_ai_options *opts);
/** Read the options back into *opts (opts->size must be set). */
dnb_status dnb_ai_get_options(const dnb_ai *ai, dnb_ai_options *opts);
/** Since 1.2: a book for HARD and PERFECT to look up before they search
 *  (borrowed: it must outlive its use by the AI); NULL for none. */
dnb_status dnb_ai_set_book(dnb_ai *ai, const dnb_book *book);
/** Since 1.2: stop the dnb_ai_move or dnb_ai_hint that another thread is
 *  running on ai.  The only call that may be made on ai while another
 *  runs; it returns at once.  The running call stops at its next check of
 *  its budget (its solver's included, every few milliseconds) and returns
 *  DNB_E_CANCELLED with nothing written; the AI keeps what a spent budget
 *  leaves (its solver's table).  dnb_ai_move and dnb_ai_hint clear the
 *  flag as they begin, so a cancel with no call running has no effect.
 *  DNB_E_INVALID for NULL. */
dnb_status dnb_ai_cancel(dnb_ai *ai);

/**
 * Choose a legal move for the player to move in the game's current position.
 * *edge gets the edge; res (may be NULL) gets the reason, the value when
 * known, the work done.  DNB_E_OVER if the game is over, DNB_E_INVALID for
 * NULL arguments, DNB_E_NOMEM, DNB_E_CANCELLED when dnb_ai_cancel stopped
 * it (since 1.2).  Budgets never make it fail: every level
 * checks them inside its loops at every board size, and when they run out
 * the best move found so far is given (dnb_ai_move(3)).
 */
dnb_status dnb_ai_move(dnb_ai *ai, const dnb_game *game, uint32_t *edge,
		       dnb_ai_result *res);
/**
 * A hint for the player to move: the move the AI would play and why, in
 * *res (required).  The same choice as dnb_ai_move with the same options.
 */
dnb_status dnb_ai_hint(dnb_ai *ai, const dnb_game *game, dnb_ai_result *res);
/** The name of a level ("beginner" ... "perfect") or of a reason
 *  ("capture", "safe", "double-cross", "smallest", "control", "solver",
 *  "random", "search", "book", "none"); static storage, NULL if unknown. */
const char *dnb_ai_level_name(uint32_t level);
const char *dnb_ai_reason_name(uint32_t reason);
/** The level named by text (len bytes): DNB_E_PARSE if unknown. */
dnb_status dnb_ai_level_parse(const char *text, size_t len, uint32_t *level);

#ifdef __cplusplus
}
#endif

#endif /* DNB_H */

/* ------------------------------------------------------------------------
 * Unstable API: NOT covered by the ABI promise
 *
 * What follows is seen only by a program that defines DNB_UNSTABLE_API
 * before it includes dnb.h (the header may have been included before
 * without it: including it again with the macro defined adds this part).
 * These names reach into the library's internals so that their effect can
 * be measured and tested.  They may change meaning or value, or vanish, in
 * any release, patch releases included; a library may accept fewer or
 * different bits than the header a program was built with.  Use them only
 * with the very release of libdnb the program was built against (link it
 * statically or pin the exact version), never to ship against a shared
 * libdnb.so.1 that may be upgraded under the program.
 * ------------------------------------------------------------------------ */
#if defined(DNB_UNSTABLE_API) && !defined(DNB_H_UNSTABLE_API)
#define DNB_H_UNSTABLE_API

/** Switches for the solver's pruning rules (dnb_solver_options.disable), so
 *  that their effect can be measured.  The results never change, only the
 *  work.  A bit this library does not know is DNB_E_INVALID. */
#define DNB_SOLVER_ALL_RULES          0u  /* nothing switched off */
#define DNB_SOLVER_NO_TABLE           1u  /* no transposition table */
#define DNB_SOLVER_NO_SYMMETRY        2u  /* no symmetries, equivalent edges, row segments
					     and their pairs */
#define DNB_SOLVER_NO_CHAIN_RULES     4u  /* no capture/decline chain analysis, no loony floor */
#define DNB_SOLVER_NO_ENDGAME         8u  /* no loony-endgame shortcut at the leaves */
#define DNB_SOLVER_NO_ORDERING       16u  /* edges in index order, no table move */
#define DNB_SOLVER_DISABLE_ALL       31u  /* every bit this header knows */

#endif /* DNB_UNSTABLE_API */
