/* SPDX-License-Identifier: MIT */
/*
 * The key of a position in a book: its drawn edges as a mask (bit e for
 * edge e), mapped to the least of its images under the symmetries of the
 * rectangle (8 for a square board, 4 otherwise).  The symmetries are the
 * solver's own (sv_sym_map_edge); unlike the solver's table keys, no other
 * equivalence is applied, so that a key maps back to the position and its
 * moves by a symmetry alone.
 */
#include <string.h>

#include "book/key-priv.h"
#include "common/bits-priv.h"
#include "solver/symmetry-priv.h"

dnb_status bk_board_init(struct bk_board *b, uint32_t w, uint32_t h)
{
	uint32_t n;

	if (w < 1 || h < 1 || w > DNB_MAX_SIDE || h > DNB_MAX_SIDE)
		return DNB_E_RANGE;
	dnb_board_edge_count(w, h, &n);
	if (n > BK_MAX_EDGES)
		return DNB_E_RANGE;
	memset(b, 0, sizeof(*b));
	b->w = w;
	b->h = h;
	b->n_edges = n;
	b->n_boxes = w * h;
	b->all = n == 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
	b->nsyms = w == h ? 8 : 4;
	for (uint32_t s = 0; s < b->nsyms; s++)
		for (uint32_t e = 0; e < n; e++)
			b->perm[s][e] = (uint8_t)sv_sym_map_edge(w, h, s, e);
	for (uint32_t e = 0; e < n; e++) {
		uint32_t a, c;
		dnb_board_edge_boxes(w, h, e, &a, &c);
		b->boxes[e][0] = a == DNB_NO_BOX ? BK_NONE : (uint8_t)a;
		b->boxes[e][1] = c == DNB_NO_BOX ? BK_NONE : (uint8_t)c;
		if (a != DNB_NO_BOX)
			b->sides[a] |= UINT64_C(1) << e;
		if (c != DNB_NO_BOX)
			b->sides[c] |= UINT64_C(1) << e;
		if (a == DNB_NO_BOX || c == DNB_NO_BOX)
			b->border |= UINT64_C(1) << e;
	}
	/* Turning swaps rows and columns of dots: a horizontal edge (r, c) of
	 * the h x w board joins the dots that vertical edge (c, r) joins here,
	 * and a vertical one those of horizontal edge (c, r). */
	for (uint32_t e = 0; w != h && e < n; e++) {
		uint32_t o, r, c, t;
		dnb_board_edge_coords(h, w, e, &o, &r, &c);
		dnb_board_edge(w, h, o == DNB_HORIZONTAL ? DNB_VERTICAL : DNB_HORIZONTAL, c, r, &t);
		b->turn[e] = (uint8_t)t;
		b->unturn[t] = (uint8_t)e;
	}
	return DNB_OK;
}

uint64_t bk_permute(const uint8_t *perm, uint64_t mask)
{
	uint64_t out = 0;

	for (; mask; mask &= mask - 1)
		out |= UINT64_C(1) << perm[bits_lowest(mask)];
	return out;
}

uint64_t bk_image(const struct bk_board *b, uint32_t s, uint64_t mask)
{
	return bk_permute(b->perm[s], mask);
}

uint64_t bk_preimage(const struct bk_board *b, uint32_t s, uint64_t image)
{
	uint64_t out = 0;

	for (uint32_t e = 0; e < b->n_edges; e++)
		if (image >> b->perm[s][e] & 1u)
			out |= UINT64_C(1) << e;
	return out;
}

uint64_t bk_canonical(const struct bk_board *b, uint64_t mask, uint32_t *sym)
{
	uint64_t best = mask;
	uint32_t best_s = 0;

	for (uint32_t s = 1; s < b->nsyms; s++) {
		uint64_t x = bk_image(b, s, mask);
		if (x < best) {
			best = x;
			best_s = s;
		}
	}
	if (sym)
		*sym = best_s;
	return best;
}

uint32_t bk_completes(const struct bk_board *b, uint64_t drawn, uint32_t e)
{
	uint64_t after = drawn | UINT64_C(1) << e;
	uint32_t done = 0;

	if (drawn >> e & 1u)
		return 0;
	for (int i = 0; i < 2; i++) {
		uint8_t x = b->boxes[e][i];
		if (x != BK_NONE && (after & b->sides[x]) == b->sides[x])
			done++;
	}
	return done;
}

uint32_t bk_boxes_done(const struct bk_board *b, uint64_t drawn)
{
	uint32_t done = 0;

	for (uint32_t x = 0; x < b->n_boxes; x++)
		done += (drawn & b->sides[x]) == b->sides[x];
	return done;
}
