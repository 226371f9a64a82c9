/* SPDX-License-Identifier: MIT */
/*
 * A loony position as the published theory sees it: strings of boxes with
 * two open sides (segments), whose ends leave the board, meet a box with
 * three or four open sides (a junction), or close on themselves (a loop).
 * Every move opens a segment (or, where one has length 0, draws a safe
 * edge), and the value is the margin of the player not to move
 * (Berlekamp's controller) with best play from here:
 *
 *   v(empty) = 0
 *   v(G)     = min over segments S of v(G; S)
 *   v(G; S)  = max(n - v(R), n - 2h + v(R))   with h = 2 (chain), 4 (loop)
 *            = n - v(R)                        for n < 3 (hard-hearted handout)
 *
 * where R is what is left once the controller has taken the n boxes the
 * opening gives him, and h the boxes he hands back to keep control.  On
 * independent chains and loops this is the recursion that Allcock's
 * closed form solves ("Best play in Dots & Boxes endgames", 2018); here a
 * junction whose strings are taken down to two joins them into one, and one
 * left with a single open side is taken on with the run.
 */
#ifndef REF_SHAPE_H
#define REF_SHAPE_H

#include <stdint.h>

#include "board.h"

#define REF_MAX_SEGS  64
#define REF_MAX_JUNCS 64
/* A segment's ends: a junction number, REF_GROUND, or REF_LOOP for both
 * ends of a loop without a junction. */
#define REF_LOOP (-2)

struct ref_seg {
	int8_t a, b;
	uint16_t len; /* boxes: a 16x16 board has 256 */
	int16_t end_edge; /* an edge that opens it at an end */
	int16_t mid_edge; /* two boxes: the edge between them, else -1 */
};

struct ref_shape {
	int nseg, njunc;
	struct ref_seg seg[REF_MAX_SEGS];
	uint8_t jdeg[REF_MAX_JUNCS]; /* open sides of each junction */
};

/* The shape of a position without a box to take: 0, or -1 if it has one or
 * is too big to describe. */
int ref_shape_of(const struct ref_geom *g, const struct ref_pos *p, struct ref_shape *s);

/* A shape of independent components: chains (len >= 1) and loops. */
void ref_shape_simple(struct ref_shape *s, const int *is_loop, const int *len, int n);

/* Values remembered between calls, and a budget of segments examined. */
struct ref_memo;
struct ref_memo *ref_memo_new(void);
void ref_memo_free(struct ref_memo *m);
/* Start a new budget; ref_memo_exhausted() is 1 once a value was cut short. */
void ref_memo_budget(struct ref_memo *m, uint64_t nodes);
int ref_memo_exhausted(const struct ref_memo *m);

/* v(G), and v(G; segment i). */
int ref_shape_value(struct ref_memo *m, const struct ref_shape *s);
int ref_shape_open_value(struct ref_memo *m, const struct ref_shape *s, int i);

#endif
