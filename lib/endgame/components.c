/* SPDX-License-Identifier: MIT */
/* Cutting a position into components, without recursion. */
#include <stdlib.h>
#include <string.h>

#include "core/board-priv.h"
#include "endgame/components-priv.h"

#define NONE UINT32_MAX

/* One decomposition's view of the game and of struct decomp's scratch. */
struct scratch {
	const struct dnb_game *g;
	uint32_t *queue;   /* boxes of the component being built */
	uint8_t *seen_box;
	uint8_t *seen_edge;
};

static int unclaimed(const struct dnb_game *g, uint32_t b)
{
	return g->sides[b] < 4;
}

/* The box neighbours of b through undrawn sides. */
static uint32_t box_links(const struct dnb_game *g, uint32_t b)
{
	uint32_t s[4], n = 0;

	board_box_edges(g->w, g->h, b, s);
	for (int i = 0; i < 4; i++)
		if (!game_edge_drawn(g, s[i]) && game_edge_across(g, s[i], b) != NONE)
			n++;
	return n;
}

/* The undrawn side of b leading to a box other than `not_box` (and not
 * through edge `not_edge`), or NONE; *to gets the box. */
static uint32_t next_link(const struct dnb_game *g, uint32_t b, uint32_t not_edge, uint32_t *to)
{
	uint32_t s[4];

	board_box_edges(g->w, g->h, b, s);
	for (int i = 0; i < 4; i++) {
		uint32_t o;
		if (s[i] == not_edge || game_edge_drawn(g, s[i]))
			continue;
		o = game_edge_across(g, s[i], b);
		if (o != NONE) {
			*to = o;
			return s[i];
		}
	}
	return NONE;
}

/* The undrawn border sides of b, in side order: up to two written. */
static uint32_t border_exits(const struct dnb_game *g, uint32_t b, uint32_t out[2])
{
	uint32_t s[4], n = 0;

	board_box_edges(g->w, g->h, b, s);
	for (int i = 0; i < 4; i++)
		if (!game_edge_drawn(g, s[i]) && game_edge_across(g, s[i], b) == NONE && n < 2)
			out[n++] = s[i];
	return n;
}

/* Breadth-first: the boxes of b's region into sc->queue; returns how many,
 * and whether some box has three or four undrawn sides. */
static uint32_t collect(struct scratch *sc, uint32_t start, int *junction)
{
	const struct dnb_game *g = sc->g;
	uint32_t head = 0, tail = 0;

	*junction = 0;
	sc->queue[tail++] = start;
	sc->seen_box[start] = 1;
	while (head < tail) {
		uint32_t b = sc->queue[head++], s[4];
		if (4 - g->sides[b] >= 3)
			*junction = 1;
		board_box_edges(g->w, g->h, b, s);
		for (int i = 0; i < 4; i++) {
			uint32_t o;
			if (game_edge_drawn(g, s[i]))
				continue;
			o = game_edge_across(g, s[i], b);
			if (o != NONE && !sc->seen_box[o]) {
				sc->seen_box[o] = 1;
				sc->queue[tail++] = o;
			}
		}
	}
	return tail;
}

static void add_other(struct scratch *sc, struct decomp *d, struct comp *c, uint32_t n)
{
	const struct dnb_game *g = sc->g;

	c->kind = DNB_COMPONENT_OTHER;
	c->end[0] = c->end[1] = DNB_NO_EDGE;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t b = sc->queue[i], s[4];
		d->boxes[c->box_off + i] = b;
		board_box_edges(g->w, g->h, b, s);
		for (int k = 0; k < 4; k++) {
			if (game_edge_drawn(g, s[k]) || sc->seen_edge[s[k]])
				continue;
			sc->seen_edge[s[k]] = 1;
			d->edges[c->edge_off + c->n_edges++] = s[k];
		}
	}
}

/* A path or a cycle of boxes with at most two undrawn sides each. */
static void add_path(struct scratch *sc, struct decomp *d, struct comp *c, uint32_t n)
{
	const struct dnb_game *g = sc->g;
	uint32_t start = NONE, dead_start = NONE, b, prev_edge = NONE, exits[2], nx;
	int cycle;

	/* Ends have fewer than two box neighbours; prefer a dead end. */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t x = sc->queue[i];
		if (box_links(g, x) >= 2)
			continue;
		if (start == NONE || x < start)
			start = x;
		if (g->sides[x] == 3 && (dead_start == NONE || x < dead_start))
			dead_start = x;
	}
	cycle = start == NONE;
	if (dead_start != NONE)
		start = dead_start;
	if (cycle) {
		start = sc->queue[0];
		for (uint32_t i = 1; i < n; i++)
			if (sc->queue[i] < start)
				start = sc->queue[i];
	}
	c->end[0] = c->end[1] = DNB_NO_EDGE;
	nx = border_exits(g, start, exits);
	if (!cycle && nx > 0) {
		c->end[0] = exits[0];
		d->edges[c->edge_off + c->n_edges++] = exits[0];
	}
	b = start;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t to = NONE, e;
		d->boxes[c->box_off + i] = b;
		if (i + 1 == n)
			break;
		e = next_link(g, b, prev_edge, &to);
		d->edges[c->edge_off + c->n_edges++] = e;
		prev_edge = e;
		b = to;
	}
	if (cycle) {
		/* The edge that closes the cycle. */
		uint32_t to;
		d->edges[c->edge_off + c->n_edges++] = next_link(g, b, prev_edge, &to);
		c->kind = DNB_COMPONENT_LOOP;
		return;
	}
	/* The far end: the exit not used at end a when the path is one box. */
	nx = border_exits(g, b, exits);
	if (n == 1) {
		if (nx == 2) {
			c->end[1] = exits[1];
			d->edges[c->edge_off + c->n_edges++] = exits[1];
		} else if (nx == 1) {
			/* One box with one exit: it is a dead end, exit at end b. */
			c->end[1] = exits[0];
			c->end[0] = DNB_NO_EDGE;
		}
	} else if (nx == 1) {
		c->end[1] = exits[0];
		d->edges[c->edge_off + c->n_edges++] = exits[0];
	}
	c->kind = (c->end[0] != DNB_NO_EDGE && c->end[1] != DNB_NO_EDGE) ?
		  DNB_COMPONENT_CHAIN : DNB_COMPONENT_CAPTURABLE;
}

void components_free(struct decomp *d)
{
	free(d->comps);
	free(d->boxes);
	free(d->edges);
	free(d->queue);
	free(d->seen);
	memset(d, 0, sizeof(*d));
}

dnb_status components_alloc(struct decomp *d, uint32_t n_boxes, uint32_t n_edges)
{
	memset(d, 0, sizeof(*d));
	d->comps = malloc(n_boxes * sizeof(*d->comps));
	d->boxes = malloc(n_boxes * sizeof(*d->boxes));
	d->edges = malloc(n_edges * sizeof(*d->edges));
	d->queue = malloc(n_boxes * sizeof(*d->queue));
	d->seen = malloc((size_t)n_boxes + n_edges);
	if (!d->comps || !d->boxes || !d->edges || !d->queue || !d->seen) {
		components_free(d);
		return DNB_E_NOMEM;
	}
	d->max_boxes = n_boxes;
	d->max_edges = n_edges;
	return DNB_OK;
}

void components_fill(const struct dnb_game *g, struct decomp *d)
{
	uint32_t nb = g->n_boxes, box_at = 0, edge_at = 0;
	struct scratch sc;

	d->n_comps = d->unclaimed = d->capturable = 0;
	sc.g = g;
	sc.queue = d->queue;
	sc.seen_box = d->seen;
	sc.seen_edge = d->seen + d->max_boxes;
	memset(sc.seen_box, 0, nb);
	memset(sc.seen_edge, 0, g->n_edges);
	for (uint32_t b = 0; b < nb; b++) {
		struct comp *c;
		uint32_t n;
		int junction;

		if (!unclaimed(g, b))
			continue;
		d->unclaimed++;
		if (g->sides[b] == 3)
			d->capturable++;
		if (sc.seen_box[b])
			continue;
		n = collect(&sc, b, &junction);
		c = &d->comps[d->n_comps++];
		c->length = n;
		c->box_off = box_at;
		c->edge_off = edge_at;
		c->n_edges = 0;
		if (junction)
			add_other(&sc, d, c, n);
		else
			add_path(&sc, d, c, n);
		box_at += n;
		edge_at += c->n_edges;
	}
}

dnb_status components_build(const struct dnb_game *g, struct decomp *d)
{
	dnb_status st = components_alloc(d, g->n_boxes, g->n_edges);

	if (st == DNB_OK)
		components_fill(g, d);
	return st;
}
