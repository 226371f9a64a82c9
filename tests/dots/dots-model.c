/* SPDX-License-Identifier: MIT */
/* The from-scratch model of the Dots rules (see dots-model.h).  The rules in
 * words, as the model applies them to a dot of player p at x:
 *
 *   A region of player v is a 4-connected set of points (and off-board pad)
 *   without a live dot of v; it is enclosed when it holds no pad.
 *   1. Label p's regions after the dot is placed.  If the regions next to x
 *      are two or more distinct ones, each enclosed one holding a live dot
 *      of q becomes p's base, with every point it surrounds.
 *   2. If no base was made and x lies in an enclosed region of q, that
 *      region becomes q's base, with every point it surrounds.
 */
#include <stdlib.h>
#include <string.h>

#include "dots-model.h"

struct model *model_new(int w, int h)
{
	struct model *m = calloc(1, sizeof(*m));

	m->w = w;
	m->h = h;
	m->stride = w + 2;
	m->n = (w + 2) * (h + 2);
	m->dot = calloc((size_t)m->n, 1);
	m->own = calloc((size_t)m->n, 1);
	m->pad = calloc((size_t)m->n, 1);
	m->mark = calloc((size_t)m->n, 1);
	m->open = calloc((size_t)m->n, 1);
	m->holds = calloc((size_t)m->n, 1);
	m->label = calloc((size_t)m->n, sizeof(int));
	m->queue = calloc((size_t)m->n, sizeof(int));
	m->turn = 1;
	for (int i = 0; i < m->n; i++) {
		int r = i / m->stride, c = i % m->stride;
		m->pad[i] = r == 0 || c == 0 || r == h + 1 || c == w + 1;
	}
	return m;
}

void model_free(struct model *m)
{
	if (!m)
		return;
	free(m->dot);
	free(m->own);
	free(m->pad);
	free(m->mark);
	free(m->open);
	free(m->holds);
	free(m->label);
	free(m->queue);
	free(m);
}

void model_copy(struct model *dst, const struct model *src)
{
	memcpy(dst->dot, src->dot, (size_t)src->n);
	memcpy(dst->own, src->own, (size_t)src->n);
	dst->turn = src->turn;
	dst->ended = src->ended;
}

int model_cell(const struct model *m, int point)
{
	return (point / m->w + 1) * m->stride + point % m->w + 1;
}

static int live(const struct model *m, int i, int v)
{
	return !m->pad[i] && m->dot[i] == v && m->own[i] == 0;
}

int model_free_points(const struct model *m)
{
	int n = 0;
	for (int i = 0; i < m->n; i++)
		n += !m->pad[i] && !m->dot[i] && !m->own[i];
	return n;
}

int model_over(const struct model *m)
{
	return m->ended == 3 || model_free_points(m) == 0;
}

int model_legal(const struct model *m, int point)
{
	int i = model_cell(m, point);
	return !model_over(m) && !m->dot[i] && !m->own[i];
}

int model_score(const struct model *m, int p)
{
	int n = 0;
	for (int i = 0; i < m->n; i++)
		n += m->own[i] == p && m->dot[i] && m->dot[i] != p;
	return n;
}

/* Label the regions of v: label[i] = region id, or -1 for a live v dot.
 * Returns the number of regions; open[id] says whether it holds pad. */
static int label_regions(struct model *m, int v, uint8_t *open)
{
	const int dir[4] = { -m->stride, 1, m->stride, -1 };
	int ids = 0;

	for (int i = 0; i < m->n; i++)
		m->label[i] = live(m, i, v) ? -1 : -2;
	for (int i = 0; i < m->n; i++) {
		int head = 0, tail = 0;
		if (m->label[i] != -2)
			continue;
		open[ids] = 0;
		m->label[i] = ids;
		m->queue[tail++] = i;
		while (head < tail) {
			int c = m->queue[head++];
			if (m->pad[c])
				open[ids] = 1;
			for (int k = 0; k < 4; k++) {
				int d = c + dir[k];
				if (d < 0 || d >= m->n || m->label[d] != -2)
					continue;
				m->label[d] = ids;
				m->queue[tail++] = d;
			}
		}
		ids++;
	}
	return ids;
}

/* Make region `id` of the current labelling v's base, with its holes: every
 * cell not in the region that the pad cannot reach without crossing it. */
static void make_base(struct model *m, int id, int v)
{
	const int dir[4] = { -m->stride, 1, m->stride, -1 };
	int head = 0, tail = 0;

	memset(m->mark, 0, (size_t)m->n);
	m->mark[0] = 1; /* a pad corner: the pad ring is connected */
	m->queue[tail++] = 0;
	while (head < tail) {
		int c = m->queue[head++];
		for (int k = 0; k < 4; k++) {
			int d = c + dir[k];
			if (d < 0 || d >= m->n || m->mark[d] || m->label[d] == id)
				continue;
			if ((c % m->stride == 0 && k == 3) || (c % m->stride == m->stride - 1 && k == 1))
				continue; /* no wrapping round the rows */
			m->mark[d] = 1;
			m->queue[tail++] = d;
		}
	}
	for (int i = 0; i < m->n; i++)
		if (!m->mark[i] && !m->pad[i])
			m->own[i] = (uint8_t)v;
}

void model_place(struct model *m, int p, int point, int setup)
{
	int q = 3 - p, x = model_cell(m, point), bases = 0, adj[4], nadj = 0;
	const int dir[4] = { -m->stride, 1, m->stride, -1 };
	uint8_t *open = m->open, *holds = m->holds;
	int ids;

	m->dot[x] = (uint8_t)p;
	ids = label_regions(m, p, open);
	memset(holds, 0, (size_t)ids);
	for (int i = 0; i < m->n; i++)
		if (m->label[i] >= 0 && live(m, i, q))
			holds[m->label[i]] = 1;
	for (int k = 0; k < 4; k++) {
		int id = m->label[x + dir[k]], seen = 0;
		if (id < 0)
			continue;
		for (int j = 0; j < nadj; j++)
			seen |= adj[j] == id;
		if (!seen)
			adj[nadj++] = id;
	}
	(void)ids;
	if (nadj >= 2) {
		/* Keep the labels: the bases are made one after the other, and
		 * making one does not change which cells the others hold. */
		for (int j = 0; j < nadj; j++) {
			if (open[adj[j]] || !holds[adj[j]])
				continue;
			make_base(m, adj[j], p);
			bases++;
		}
	}
	if (!bases) {
		label_regions(m, q, open);
		if (!open[m->label[x]])
			make_base(m, m->label[x], q);
	}
	if (!setup && !(m->ended & (1 << (q - 1))))
		m->turn = q;
}

void model_end_turn(struct model *m)
{
	int p = m->turn;
	m->ended |= 1 << (p - 1);
	if (!(m->ended & (1 << (2 - p))))
		m->turn = 3 - p;
}

void model_enclosed(struct model *m, int v, uint8_t *out)
{
	uint8_t *open = m->open;

	label_regions(m, v, open);
	for (int i = 0; i < m->n; i++)
		out[i] = m->label[i] >= 0 && !m->pad[i] && !open[m->label[i]];
}
