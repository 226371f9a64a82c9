/* SPDX-License-Identifier: MIT */
/*
 * nref: an independent referee for Nimstring values, for tests only.
 *
 * It shares no code with lib/: everything here is written from the rules
 * of strings-and-coins and from Berlekamp's definitions (as dnb_nimstring(3)
 * states them), by exhaustive search, as plainly as possible.  The only library code it calls is the public core game API
 * of dnb.h, and only in nref_graph_from_game, to read a position.
 *
 * The model.  A position is a multigraph: coins 0..coins-1, one shared
 * ground (NREF_GROUND), and strings, each joining two different coins or a
 * coin and the ground.  A coin without strings is a captured coin and plays
 * no part.  Cutting a string removes it; a cut that removes the last string
 * of a coin (or of both its coins) captures, and then the same player must
 * cut again; a cut that captures nothing ends the turn.  Nimstring is that
 * game under normal play: the player who has to cut and cannot loses.
 *
 * The searches keep one byte for every subset of the strings, so a graph
 * may have at most NREF_MAX_STRINGS strings (2^25 bytes = 32 MiB for the
 * largest); they return NREF_ERROR for a graph past the limits or when
 * memory runs out.
 */
#ifndef DNB_TEST_NREF_H
#define DNB_TEST_NREF_H

#include <stdint.h>

#include "dnb.h"

#define NREF_MAX_COINS   12u
/* Every graph of up to 8 coins of degree <= 4 fits: a tree of 8 coins
 * with all free degree on the ground has 7 + 18 = 25 strings. */
#define NREF_MAX_STRINGS 25u
#define NREF_GROUND      0xFFu
#define NREF_NO_EDGE     0xFFFFu
/* Values: a nimber n (0, 1, 2, ...), or one of these. */
#define NREF_LOONY       0xFFFFFFFFu
#define NREF_ERROR       0xFFFFFFFEu

struct nref_graph {
	uint32_t coins;
	uint32_t strings;
	/* The ends of string s: a coin or NREF_GROUND each, never both the
	 * ground, never a[s] == b[s]. */
	uint8_t a[NREF_MAX_STRINGS];
	uint8_t b[NREF_MAX_STRINGS];
	uint16_t edge[NREF_MAX_STRINGS];  /* the board edge of the string, or NREF_NO_EDGE */
};

/* ---- Building graphs (nref-graph.c) ---------------------------------- */

/* An empty graph of `coins` coins (<= NREF_MAX_COINS). */
void nref_graph_init(struct nref_graph *g, uint32_t coins);
/* Add a string between a and b (a coin or NREF_GROUND each, not both
 * ground, a != b).  Returns its index, or -1 past the limits or for bad
 * ends. */
int nref_add(struct nref_graph *g, uint32_t a, uint32_t b);
/* Add n strings from coin c to the ground; -1 on failure. */
int nref_add_ground(struct nref_graph *g, uint32_t c, uint32_t n);
/* A chain of n coins (first coin number `first`, coins first..first+n-1
 * must exist), consecutive coins joined by one string, each end coin tied
 * to the ground by one string: G - c - ... - c - G.  -1 on failure. */
int nref_add_chain(struct nref_graph *g, uint32_t first, uint32_t n);
/* A loop of n >= 2 coins first..first+n-1 (n strings; n = 2 gives two
 * parallel strings).  -1 on failure. */
int nref_add_loop(struct nref_graph *g, uint32_t first, uint32_t n);
/* The disjoint union: y's coins renumbered after x's, into *out.  -1 past
 * the limits. */
int nref_union(const struct nref_graph *x, const struct nref_graph *y,
	       struct nref_graph *out);
/* g without string s (the others keep their order), into *out. */
void nref_cut(const struct nref_graph *g, uint32_t s, struct nref_graph *out);
/* The number of strings at coin c. */
uint32_t nref_degree(const struct nref_graph *g, uint32_t c);

/* ---- Searches (nref-search.c) ----------------------------------------- */

/*
 * nref_wins: the raw Nimstring game by exhaustive search.  1 if the player
 * to move wins, 0 if not, -1 for NREF_ERROR.  (Capturing is optional: any
 * string may be cut at any time.)
 */
int nref_wins(const struct nref_graph *g);

/*
 * nref_outside: the loser's heap.  For a position P and n >= 0, let P + *n
 * be the raw game of P beside a nim heap of n counters (a move in the heap
 * takes one or more counters and ends the turn; it never captures).  The
 * heap stands for "the rest of the game".  Returns the n for which the
 * player to move loses P + *n, or NREF_LOONY when the player to move wins
 * P + *n for every n.  There is never more than one such n (from P + *n one
 * can move to P + *m for every m < n), and it is at most the number of
 * strings of P (by induction: a cut that captures keeps the turn, so with
 * a capture the losing n must be the child's; without one, each smaller n
 * is won by a different cut); the search tries n = 0..31.
 */
uint32_t nref_outside(const struct nref_graph *g);

/*
 * nref_loony: 1 if P is loony, 0 if not, -1 for NREF_ERROR.
 *
 * The formulation.  A position is loony when its player to move can
 * double-deal: after zero or more captures, cut so that the opponent
 * cannot win whether they take the coins offered or decline them.  What
 * the double-dealer gains is the choice of who moves first in the rest of
 * the game (take everything and move on, or hand over the last coins and
 * make the opponent move on), and that choice wins whatever the rest is.
 * So "cannot win whether they take or decline" is tested against every
 * possible rest, modelled as a nim heap: P is loony iff the player to move
 * wins the raw game P + *n for every n >= 0, i.e. nref_outside(P) ==
 * NREF_LOONY.  No chain or loop pattern is used; the test program checks
 * the pattern of dnb_nimstring(3) ("Capturable coins and looniness")
 * against this.
 */
int nref_loony(const struct nref_graph *g);

/*
 * nref_value: Berlekamp's value (dnb_nimstring(3), "Values"), step by
 * step, on every position reached:
 *   1. no strings: 0;
 *   2. loony (nref_loony): NREF_LOONY;
 *   3. a capture possible: the value after the capture by the first
 *      string (in string order) whose cut captures;
 *   4. otherwise the mex of the values of the cuts that are not NREF_LOONY.
 * NREF_ERROR past the limits.
 */
uint32_t nref_value(const struct nref_graph *g);

/* ---- Boards (nref-board.c) -------------------------------------------- */

/*
 * Boards of w x h boxes with the edge numbering of dnb.h, implemented
 * here: horizontal edge (r, c), 0 <= r <= h, 0 <= c < w, is r * w + c;
 * vertical edge (r, c), 0 <= r < h, 0 <= c <= w, is
 * (h + 1) * w + r * (w + 1) + c; box (r, c) is r * w + c with sides
 * horizontal (r, c), (r + 1, c) and vertical (r, c), (r, c + 1).
 * drawn[e] is nonzero for a drawn edge.
 */
uint32_t nref_board_edges(uint32_t w, uint32_t h);
/* The boxes beside edge e: *box_a above or left, *box_b below or right,
 * NREF_GROUND for the outside. */
void nref_board_edge_boxes(uint32_t w, uint32_t h, uint32_t e, uint32_t *box_a,
			   uint32_t *box_b);
/* The raw Nimstring game on the board by exhaustive search over the drawn
 * edges (drawing an edge that completes a box means drawing again; who
 * cannot draw loses).  1 if the player to move wins, 0 if not, -1 for a
 * board past w * h <= NREF_MAX_COINS or more than NREF_MAX_STRINGS undrawn
 * edges, or no memory. */
int nref_board_wins(uint32_t w, uint32_t h, const uint8_t *drawn);
/* The strings-and-coins graph: coin i is box i (a complete box is a coin
 * without strings), one string for each undrawn edge in edge order, its
 * edge recorded.  -1 past the limits (as nref_board_wins), 0 on success. */
int nref_graph_from_board(uint32_t w, uint32_t h, const uint8_t *drawn,
			  struct nref_graph *out);
/* The same for a game's position, read through the public API. */
int nref_graph_from_game(const dnb_game *game, struct nref_graph *out);

/* ---- Every small graph (nref-enum.c) ---------------------------------- */

#define NREF_ENUM_MAX_COINS 8u

/*
 * Call fn on every connected graph (coins joined by strings; the ground
 * joins nothing) of 1..max_coins coins (<= NREF_ENUM_MAX_COINS), every coin
 * of degree 1..4, parallel strings and several ground strings allowed, once
 * for each isomorphism class (the ground held fixed), in order of coins.
 * fn returns 0 to go on, anything else to stop (returned).  counts (may be
 * NULL) gets the number of graphs of c coins in counts[c], c =
 * 0..max_coins (counts[0] = 0).  Returns 0, fn's stop value, or -1 for bad
 * input or no memory.
 */
int nref_foreach_graph(uint32_t max_coins, int (*fn)(const struct nref_graph *g, void *user),
		       void *user, uint64_t *counts);

/* ---- The same searches, memoized over isomorphism classes (nref-memo.c) */

/*
 * A memo of positions keyed by canonical code, kept across calls, so that
 * all the graphs of the enumerator can be searched at the cost of their
 * distinct sub-positions.  Same answers as nref_value, nref_outside and
 * nref_wins (the test program checks that), for positions of at most
 * NREF_ENUM_MAX_COINS coins with strings and at most 7 strings between any
 * two ends; NREF_ERROR (-1 for wins) otherwise or without memory.  Step 3
 * captures by the first capturing cut in the memo's own order, which may
 * differ from nref_value's.
 */
struct nref_memo;
struct nref_memo *nref_memo_new(void);
void nref_memo_free(struct nref_memo *m);
uint32_t nref_memo_value(struct nref_memo *m, const struct nref_graph *g);
uint32_t nref_memo_outside(struct nref_memo *m, const struct nref_graph *g);
int nref_memo_wins(struct nref_memo *m, const struct nref_graph *g);
/* The number of positions in the memo. */
uint64_t nref_memo_entries(const struct nref_memo *m);

#endif
