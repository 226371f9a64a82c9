/* SPDX-License-Identifier: MIT */
/*
 * The reference player's own board: boxes and edges of a rectangle, which
 * edges are drawn and how many sides of each box are still open.  Written
 * from the edge numbering that dnb.h documents and nothing else of the
 * library, so that the player built on it shares no code with the AI
 * levels it is measured against.
 */
#ifndef REF_BOARD_H
#define REF_BOARD_H

#include <stdint.h>

#define REF_MAX_SIDE  16
#define REF_MAX_BOXES (REF_MAX_SIDE * REF_MAX_SIDE)
#define REF_MAX_EDGES (2 * REF_MAX_SIDE * (REF_MAX_SIDE + 1))
/* The far side of a border edge. */
#define REF_GROUND (-1)

/* What does not change during a game. */
struct ref_geom {
	int w, h, nboxes, nedges;
	int box_edge[REF_MAX_BOXES][4];
	int edge_box[REF_MAX_EDGES][2]; /* a box or REF_GROUND */
};

/* A position: drawn edges and the open sides of every box. */
struct ref_pos {
	uint8_t drawn[REF_MAX_EDGES];
	uint8_t open[REF_MAX_BOXES];
};

/* 0, or -1 for a board this player does not take (a side over 16). */
int ref_geom_init(struct ref_geom *g, int w, int h);
/* The position with the given edges drawn (one byte per edge, 1 drawn). */
void ref_pos_set(const struct ref_geom *g, struct ref_pos *p, const uint8_t *drawn);
/* Draw an undrawn edge; returns the number of boxes it completes. */
int ref_draw(const struct ref_geom *g, struct ref_pos *p, int e);
/* Take back ref_draw. */
void ref_undraw(const struct ref_geom *g, struct ref_pos *p, int e);
/* 1 if e is undrawn and drawing it leaves no box with one open side. */
int ref_is_safe(const struct ref_geom *g, const struct ref_pos *p, int e);
/* The box across edge e from box b (REF_GROUND off the board). */
int ref_across(const struct ref_geom *g, int b, int e);
/* An open side of box b other than edge e, or -1. */
int ref_other_open(const struct ref_geom *g, const struct ref_pos *p, int b, int e);
/* Take every box with one open side, again and again; returns how many. */
int ref_take_all(const struct ref_geom *g, struct ref_pos *p);

#endif
