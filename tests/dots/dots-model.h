/* SPDX-License-Identifier: MIT */
/* A test-only model of the Dots rules that recomputes everything from
 * scratch after each action: whole-board region labelling for both players,
 * no incremental state, no cleverness.  It shares no code with lib/dots. */
#ifndef DNB_TEST_DOTS_MODEL_H
#define DNB_TEST_DOTS_MODEL_H

#include <stdint.h>

struct model {
	int w, h, stride, n;   /* padded grid: (w + 2) x (h + 2) */
	uint8_t *dot, *own;    /* per padded cell; the pad has dot 0, own 0 */
	uint8_t *pad;          /* 1 off the board */
	int turn, ended;       /* ended: bit (p - 1) */
	int *label, *queue;    /* work space */
	uint8_t *mark, *open, *holds;
};

struct model *model_new(int w, int h);
void model_free(struct model *m);
void model_copy(struct model *dst, const struct model *src); /* same size */

int model_cell(const struct model *m, int point);
/* 1 if a dot may go on the point (free, not in a base, game not over). */
int model_legal(const struct model *m, int point);
/* Put a dot of p (a move when setup = 0, else a setup) and resolve it. */
void model_place(struct model *m, int p, int point, int setup);
void model_end_turn(struct model *m);
int model_over(const struct model *m);
int model_score(const struct model *m, int p);
int model_free_points(const struct model *m);
/* 1 if the padded cell is enclosed for player v: not a live dot of v and its
 * region of points without live v dots does not reach the pad. */
void model_enclosed(struct model *m, int v, uint8_t *out);

#endif
