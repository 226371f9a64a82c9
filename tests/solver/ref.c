/* SPDX-License-Identifier: MIT */
#include <stdlib.h>
#include <string.h>

#include "ref.h"

#define UNKNOWN INT8_MIN

int ref_init(struct ref *r, const dnb_game *g)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	uint32_t ne = (uint32_t)dnb_game_edge_count(g);

	memset(r, 0, sizeof(*r));
	r->rules = (uint32_t)dnb_game_rules(g);
	r->nbox = w * h;
	for (uint32_t b = 0; b < r->nbox; b++)
		r->sides[b] = (uint8_t)dnb_game_box_sides(g, b);
	for (uint32_t e = 0; e < ne; e++) {
		uint32_t a, b;
		if (dnb_game_edge_drawn(g, e))
			continue;
		if (r->nfree == REF_MAX_FREE)
			return 0;
		dnb_board_edge_boxes(w, h, e, &a, &b);
		r->edge[r->nfree] = e;
		r->box[r->nfree][0] = a == DNB_NO_BOX ? -1 : (int32_t)a;
		r->box[r->nfree][1] = b == DNB_NO_BOX ? -1 : (int32_t)b;
		r->nfree++;
	}
	r->memo = malloc((size_t)1 << r->nfree);
	if (!r->memo)
		return 0;
	memset(r->memo, UNKNOWN, (size_t)1 << r->nfree);
	return 1;
}

void ref_free(struct ref *r)
{
	free(r->memo);
	r->memo = NULL;
}

/* Boxes completed by drawing free edge i now. */
static int completes(const struct ref *r, uint32_t i)
{
	int k = 0;
	for (int j = 0; j < 2; j++)
		if (r->box[i][j] >= 0 && r->sides[r->box[i][j]] == 3)
			k++;
	return k;
}

static void draw(struct ref *r, uint32_t i, int d)
{
	for (int j = 0; j < 2; j++)
		if (r->box[i][j] >= 0)
			r->sides[r->box[i][j]] = (uint8_t)(r->sides[r->box[i][j]] + d);
}

/* What k boxes taken now are worth to the mover. */
static int gain(const struct ref *r, int k)
{
	if (r->rules & DNB_RULE_NIMSTRING)
		return 0;
	return (r->rules & DNB_RULE_MISERE) ? -k : k;
}

static int legal(const struct ref *r, uint32_t used, uint32_t i)
{
	if ((used >> i) & 1)
		return 0;
	if (r->rules & DNB_RULE_COMPULSORY) {
		int any = 0;
		for (uint32_t j = 0; j < r->nfree; j++)
			if (!((used >> j) & 1) && completes(r, j))
				any = 1;
		if (any && !completes(r, i))
			return 0;
	}
	return 1;
}

static int value_of(struct ref *r, uint32_t used);

static int move_value(struct ref *r, uint32_t used, uint32_t i)
{
	int k = completes(r, i), v;

	draw(r, i, 1);
	v = value_of(r, used | (1u << i));
	draw(r, i, -1);
	return k ? gain(r, k) + v : -v;
}

/* Depth is at most nfree <= 20. */
static int value_of(struct ref *r, uint32_t used)
{
	int best = -1000;

	if (r->memo[used] != UNKNOWN)
		return r->memo[used];
	if (used == (1u << r->nfree) - 1) {
		best = (r->rules & DNB_RULE_NIMSTRING) ? -1 : 0;
	} else {
		for (uint32_t i = 0; i < r->nfree; i++) {
			int v;
			if (!legal(r, used, i))
				continue;
			v = move_value(r, used, i);
			if (v > best)
				best = v;
		}
	}
	r->memo[used] = (int8_t)best;
	return best;
}

int ref_value(struct ref *r)
{
	return value_of(r, 0);
}

int32_t ref_move_value(struct ref *r, uint32_t e)
{
	for (uint32_t i = 0; i < r->nfree; i++)
		if (r->edge[i] == e)
			return legal(r, 0, i) ? move_value(r, 0, i) : INT32_MIN;
	return INT32_MIN;
}
