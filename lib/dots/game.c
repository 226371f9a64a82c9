/* SPDX-License-Identifier: MIT */
/* The Dots game object: creation, copies, actions, undo and queries.  The
 * capture rules themselves are in rules.c. */
#include <stdlib.h>
#include <string.h>

#include "dots/state-priv.h"
#include "common/export-priv.h"
#include "common/list-priv.h"

/* Directions N, E, S, W are 0..3.  Per point: the nearer of N and S and
 * the nearer of W and E, the nearer axis first, then the two opposites. */
static void fill_order(struct dnb_dots *g)
{
	for (uint32_t r = 0; r < g->h; r++) {
		uint32_t dv = r + 1 <= g->h - r ? r + 1 : g->h - r;
		uint8_t v = r + 1 <= g->h - r ? 0 : 2;
		for (uint32_t c = 0; c < g->w; c++) {
			uint32_t dh = c + 1 <= g->w - c ? c + 1 : g->w - c;
			uint8_t hz = c + 1 <= g->w - c ? 3 : 1;
			uint8_t first = dv <= dh ? v : hz, second = dv <= dh ? hz : v;
			g->order[(r + 1) * g->stride + c + 1] =
				(uint8_t)(first | second << 2 | ((second + 2) & 3) << 4 |
					  ((first + 2) & 3) << 6);
		}
	}
}

static void free_arrays(struct dnb_dots *g)
{
	free(g->block);
	free(g->uf_log);
	free(g->hist);
	free(g->log);
}

DNB_EXPORT void dnb_dots_free(dnb_dots *dots)
{
	if (!dots)
		return;
	free_arrays(dots);
	free(dots);
}

/* The per-cell arrays share one block: DOTS_WORDS arrays of uint32_t, then
 * the cells and the direction orders (a byte each).  Only the stamps and
 * the cells need to start at zero. */
#define DOTS_WORDS 10

static size_t block_size(uint32_t ncells)
{
	return (size_t)ncells * (DOTS_WORDS * sizeof(uint32_t) + 2);
}

static void carve_block(struct dnb_dots *g)
{
	uint32_t *w = g->block;
	size_t n = g->ncells;

	g->seen = w;
	g->seen2 = w + n;
	g->logged = w + 2 * n;
	g->stack = w + 3 * n;
	g->stack2 = w + 4 * n;
	g->list = w + 5 * n;
	g->list2 = w + 6 * n;
	g->freed = w + 7 * n;
	g->uf_parent = w + 8 * n;
	g->uf_size = w + 9 * n;
	g->cell = (uint8_t *)(w + DOTS_WORDS * n);
	g->order = g->cell + n;
}

struct dnb_dots *dots_alloc(uint32_t w, uint32_t h)
{
	struct dnb_dots *g = calloc(1, sizeof(*g));

	if (!g)
		return NULL;
	g->w = w;
	g->h = h;
	g->stride = w + 2;
	g->ncells = (w + 2) * (h + 2);
	g->npoints = w * h;
	g->wmul = (((uint64_t)1 << 32) + w - 1) / w;
	g->turn = 1;
	g->n_free = (int32_t)(w * h);
	g->action_gen = 1;
	g->block = malloc(block_size(g->ncells));
	if (!g->block) {
		free(g);
		return NULL;
	}
	carve_block(g);
	memset(g->seen, 0, 3 * (size_t)g->ncells * sizeof(uint32_t));
	/* The pad: the first and last rows, and both ends of every row. */
	memset(g->cell, DOTS_PAD, g->stride);
	memset(g->cell + (size_t)(h + 1) * g->stride, DOTS_PAD, g->stride);
	for (uint32_t r = 1; r <= h; r++) {
		uint8_t *row = g->cell + (size_t)r * g->stride;
		memset(row + 1, 0, w);
		row[0] = row[w + 1] = DOTS_PAD;
	}
	fill_order(g);
	return g;
}

DNB_EXPORT dnb_status dnb_dots_new(uint32_t width, uint32_t height, uint32_t flags,
				   dnb_dots **out)
{
	struct dnb_dots *g;

	if (!out || flags != DNB_DOTS_NO_FLAGS)
		return DNB_E_INVALID;
	if (width < 1 || height < 1 || width > DNB_DOTS_MAX_SIDE || height > DNB_DOTS_MAX_SIDE)
		return DNB_E_RANGE;
	g = dots_alloc(width, height);
	if (!g)
		return DNB_E_NOMEM;
	*out = g;
	return DNB_OK;
}

static void *dup_array(const void *src, size_t n)
{
	void *p;

	if (n == 0)
		return NULL;
	p = malloc(n);
	if (p)
		memcpy(p, src, n);
	return p;
}

DNB_EXPORT dnb_status dnb_dots_clone(const dnb_dots *dots, dnb_dots **out)
{
	struct dnb_dots *g;

	if (!dots || !out)
		return DNB_E_INVALID;
	g = dots_alloc(dots->w, dots->h);
	if (!g)
		return DNB_E_NOMEM;
	memcpy(g->block, dots->block, block_size(dots->ncells));
	g->turn = dots->turn;
	g->ended = dots->ended;
	memcpy(g->score, dots->score, sizeof(g->score));
	g->n_free = dots->n_free;
	memcpy(g->enc_live, dots->enc_live, sizeof(g->enc_live));
	g->seen_gen = dots->seen_gen;
	g->seen2_gen = dots->seen2_gen;
	g->action_gen = dots->action_gen;
	g->hist = dup_array(dots->hist, dots->n_hist * sizeof(*dots->hist));
	g->log = dup_array(dots->log, dots->n_log * sizeof(*dots->log));
	g->uf_log = dup_array(dots->uf_log, dots->n_uf * sizeof(*dots->uf_log));
	if ((dots->n_hist && !g->hist) || (dots->n_log && !g->log) ||
	    (dots->n_uf && !g->uf_log)) {
		dnb_dots_free(g);
		return DNB_E_NOMEM;
	}
	g->n_hist = g->cap_hist = dots->n_hist;
	g->n_log = g->cap_log = dots->n_log;
	g->n_uf = g->cap_uf = dots->n_uf;
	*out = g;
	return DNB_OK;
}

/* ---- the undo log and the counters ---- */

/* Make room for `need` more entries of `size` bytes in *arr (capacity
 * *cap, `used` in use): double from `first` until they fit.  A clone's
 * arrays are exactly full, so one doubling is not always enough. */
static dnb_status grow(void **arr, uint32_t *cap, uint32_t used, uint32_t need,
		       uint32_t first, size_t size)
{
	uint32_t c = *cap ? *cap : first;
	void *p;

	if (*cap - used >= need)
		return DNB_OK;
	while (c - used < need)
		c *= 2;
	p = realloc(*arr, (size_t)c * size);
	if (!p)
		return DNB_E_NOMEM;
	*arr = p;
	*cap = c;
	return DNB_OK;
}

/* Room for the history entry, one log entry per cell and the unions of a
 * dot: it joins at most four sets (the eight neighbours form at most four
 * runs); eight is a safe bound. */
dnb_status dots_reserve(struct dnb_dots *g)
{
	void *h = g->hist, *l = g->log, *u = g->uf_log;
	dnb_status st;

	st = grow(&h, &g->cap_hist, g->n_hist, 1, 64, sizeof(*g->hist));
	g->hist = h;
	if (st == DNB_OK)
		st = grow(&l, &g->cap_log, g->n_log, g->ncells, 256, sizeof(*g->log));
	g->log = l;
	if (st == DNB_OK)
		st = grow(&u, &g->cap_uf, g->n_uf, 8, 256, sizeof(*g->uf_log));
	g->uf_log = u;
	return st;
}

/* Open a history entry: a new action stamp, so each cell is logged once. */
static void begin_action(struct dnb_dots *g, uint8_t kind, uint8_t player, uint32_t cell)
{
	struct dots_hist *e = &g->hist[g->n_hist++];

	e->cell = cell;
	e->log_start = g->n_log;
	e->uf_start = g->n_uf;
	e->kind = kind;
	e->player = player;
	e->prev_turn = g->turn;
	e->prev_ended = g->ended;
	if (++g->action_gen == 0) {
		memset(g->logged, 0, g->ncells * sizeof(uint32_t));
		g->action_gen = 1;
	}
}

/* ---- actions ---- */

static dnb_status place(struct dnb_dots *g, uint8_t kind, uint8_t player, uint32_t point,
			int32_t *captured)
{
	dnb_status st;
	uint32_t cell;
	int32_t n;

	if (dots_over(g))
		return DNB_E_OVER;
	if (point >= g->npoints)
		return DNB_E_RANGE;
	cell = dots_cell_of(g, point);
	if (g->cell[cell] & (DOTS_DOT | DOTS_OWNER))
		return DNB_E_ILLEGAL;
	if ((st = dots_reserve(g)) != DNB_OK)
		return st;
	begin_action(g, kind, player, cell);
	n = dots_resolve(g, cell, player);
	/* After a move the other player is to move, unless they have ended. */
	if (kind == DOTS_MOVE && !(g->ended & (1u << (dots_other(player) - 1))))
		g->turn = dots_other(player);
	if (captured)
		*captured = n;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_dots_play(dnb_dots *dots, uint32_t point, int32_t *captured)
{
	if (!dots)
		return DNB_E_INVALID;
	return place(dots, DOTS_MOVE, dots->turn, point, captured);
}

DNB_EXPORT dnb_status dnb_dots_setup(dnb_dots *dots, int32_t player, uint32_t point,
				     int32_t *captured)
{
	if (!dots)
		return DNB_E_INVALID;
	if (player != 1 && player != 2)
		return DNB_E_RANGE;
	return place(dots, DOTS_SETUP, (uint8_t)player, point, captured);
}

DNB_EXPORT dnb_status dnb_dots_end_turn(dnb_dots *dots)
{
	dnb_status st;
	uint8_t p;

	if (!dots)
		return DNB_E_INVALID;
	if (dots_over(dots))
		return DNB_E_OVER;
	if ((st = dots_reserve(dots)) != DNB_OK)
		return st;
	p = dots->turn;
	begin_action(dots, DOTS_END, p, 0);
	dots->ended |= (uint8_t)(1u << (p - 1));
	if (!(dots->ended & (1u << (dots_other(p) - 1))))
		dots->turn = dots_other(p);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_dots_undo(dnb_dots *dots)
{
	struct dots_hist *e;

	if (!dots)
		return DNB_E_INVALID;
	if (dots->n_hist == 0)
		return DNB_E_NO_HISTORY;
	e = &dots->hist[--dots->n_hist];
	/* Restore the bytes newest first; no logging while undoing. */
	while (dots->n_log > e->log_start) {
		struct dots_log *l = &dots->log[--dots->n_log];
		uint8_t cur = dots->cell[l->cell];
		dots_count_cell(dots, cur, -1);
		dots_count_cell(dots, l->old, 1);
		dots->cell[l->cell] = l->old;
	}
	while (dots->n_uf > e->uf_start) {
		struct dots_union *u = &dots->uf_log[--dots->n_uf];
		dots->uf_parent[u->child] = u->child;
		dots->uf_size[u->root] -= dots->uf_size[u->child];
	}
	dots->turn = e->prev_turn;
	dots->ended = e->prev_ended;
	/* The stamps of the undone action must not match the next one's. */
	if (++dots->action_gen == 0) {
		memset(dots->logged, 0, dots->ncells * sizeof(uint32_t));
		dots->action_gen = 1;
	}
	return DNB_OK;
}

/* ---- queries ---- */

DNB_EXPORT int32_t dnb_dots_width(const dnb_dots *dots)
{
	return dots ? (int32_t)dots->w : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_dots_height(const dnb_dots *dots)
{
	return dots ? (int32_t)dots->h : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_dots_point(const dnb_dots *dots, uint32_t point)
{
	uint8_t b, dot, own;

	if (!dots)
		return DNB_E_INVALID;
	if (point >= dots->w * dots->h)
		return DNB_E_RANGE;
	b = dots->cell[dots_cell_of(dots, point)];
	dot = b & DOTS_DOT;
	own = (uint8_t)((b & DOTS_OWNER) >> DOTS_OWNER_SHIFT);
	if (dot && own && own != dot)
		return dot + 2; /* DNB_DOTS_CAPTURED_1 or _2 */
	return dot;
}

DNB_EXPORT int32_t dnb_dots_owner(const dnb_dots *dots, uint32_t point)
{
	if (!dots)
		return DNB_E_INVALID;
	if (point >= dots->w * dots->h)
		return DNB_E_RANGE;
	return (dots->cell[dots_cell_of(dots, point)] & DOTS_OWNER) >> DOTS_OWNER_SHIFT;
}

DNB_EXPORT int32_t dnb_dots_score(const dnb_dots *dots, int32_t player)
{
	if (!dots)
		return DNB_E_INVALID;
	if (player != 1 && player != 2)
		return DNB_E_RANGE;
	return dots->score[player];
}

DNB_EXPORT int32_t dnb_dots_to_move(const dnb_dots *dots)
{
	if (!dots)
		return DNB_E_INVALID;
	return dots_over(dots) ? 0 : dots->turn;
}

DNB_EXPORT int32_t dnb_dots_has_ended(const dnb_dots *dots, int32_t player)
{
	if (!dots)
		return DNB_E_INVALID;
	if (player != 1 && player != 2)
		return DNB_E_RANGE;
	return (dots->ended >> (player - 1)) & 1;
}

DNB_EXPORT int32_t dnb_dots_is_over(const dnb_dots *dots)
{
	return dots ? dots_over(dots) : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_dots_free_count(const dnb_dots *dots)
{
	return dots ? dots->n_free : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_dots_history_length(const dnb_dots *dots)
{
	return dots ? (int32_t)dots->n_hist : DNB_E_INVALID;
}

DNB_EXPORT dnb_status dnb_dots_result(const dnb_dots *dots, int32_t *winner, int32_t *margin)
{
	int32_t d;

	if (!dots)
		return DNB_E_INVALID;
	d = dots->score[1] - dots->score[2];
	if (winner)
		*winner = !dots_over(dots) || d == 0 ? 0 : d > 0 ? 1 : 2;
	if (margin)
		*margin = d < 0 ? -d : d;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_dots_legal_moves(const dnb_dots *dots, uint32_t *buf, size_t cap,
					   size_t *count)
{
	size_t n = 0;

	if (!dots || !count || (!buf && cap))
		return DNB_E_INVALID;
	if (!dots_over(dots)) {
		for (uint32_t p = 0; p < dots->w * dots->h; p++) {
			if (dots->cell[dots_cell_of(dots, p)] & (DOTS_DOT | DOTS_OWNER))
				continue;
			list_put(buf, cap, &n, p);
		}
	}
	return list_finish(n, cap, count);
}
