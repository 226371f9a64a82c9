/* SPDX-License-Identifier: MIT */
#include <string.h>

#include "board.h"

int ref_geom_init(struct ref_geom *g, int w, int h)
{
	int vbase = (h + 1) * w;

	if (w < 1 || h < 1 || w > REF_MAX_SIDE || h > REF_MAX_SIDE)
		return -1;
	g->w = w;
	g->h = h;
	g->nboxes = w * h;
	g->nedges = vbase + h * (w + 1);
	for (int e = 0; e < g->nedges; e++)
		g->edge_box[e][0] = g->edge_box[e][1] = REF_GROUND;
	for (int r = 0; r < h; r++) {
		for (int c = 0; c < w; c++) {
			int b = r * w + c;
			int top = r * w + c, bottom = (r + 1) * w + c;
			int left = vbase + r * (w + 1) + c, right = left + 1;

			g->box_edge[b][0] = top;
			g->box_edge[b][1] = bottom;
			g->box_edge[b][2] = left;
			g->box_edge[b][3] = right;
			/* Slot 0 is above or left of the edge, slot 1 below or right. */
			g->edge_box[top][1] = b;
			g->edge_box[bottom][0] = b;
			g->edge_box[left][1] = b;
			g->edge_box[right][0] = b;
		}
	}
	return 0;
}

void ref_pos_set(const struct ref_geom *g, struct ref_pos *p, const uint8_t *drawn)
{
	for (int e = 0; e < g->nedges; e++)
		p->drawn[e] = drawn[e] ? 1 : 0;
	for (int b = 0; b < g->nboxes; b++) {
		p->open[b] = 0;
		for (int s = 0; s < 4; s++)
			p->open[b] += !p->drawn[g->box_edge[b][s]];
	}
}

int ref_draw(const struct ref_geom *g, struct ref_pos *p, int e)
{
	int done = 0;

	p->drawn[e] = 1;
	for (int s = 0; s < 2; s++) {
		int b = g->edge_box[e][s];
		if (b != REF_GROUND && --p->open[b] == 0)
			done++;
	}
	return done;
}

void ref_undraw(const struct ref_geom *g, struct ref_pos *p, int e)
{
	p->drawn[e] = 0;
	for (int s = 0; s < 2; s++) {
		int b = g->edge_box[e][s];
		if (b != REF_GROUND)
			p->open[b]++;
	}
}

int ref_is_safe(const struct ref_geom *g, const struct ref_pos *p, int e)
{
	if (p->drawn[e])
		return 0;
	for (int s = 0; s < 2; s++) {
		int b = g->edge_box[e][s];
		if (b != REF_GROUND && p->open[b] < 3)
			return 0;
	}
	return 1;
}

int ref_across(const struct ref_geom *g, int b, int e)
{
	return g->edge_box[e][0] == b ? g->edge_box[e][1] : g->edge_box[e][0];
}

int ref_other_open(const struct ref_geom *g, const struct ref_pos *p, int b, int e)
{
	for (int s = 0; s < 4; s++) {
		int x = g->box_edge[b][s];
		if (x != e && !p->drawn[x])
			return x;
	}
	return -1;
}

int ref_take_all(const struct ref_geom *g, struct ref_pos *p)
{
	int taken = 0, again = 1;

	while (again) {
		again = 0;
		for (int b = 0; b < g->nboxes; b++) {
			if (p->open[b] == 1) {
				taken += ref_draw(g, p, ref_other_open(g, p, b, -1));
				again = 1;
			}
		}
	}
	return taken;
}
