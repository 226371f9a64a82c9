/* SPDX-License-Identifier: MIT */
/*
 * Positions that must have the same value: the images of a position under
 * the symmetries of the rectangle (8 for a square, 4 otherwise), and
 * positions that differ only in which of a box's border edges are drawn.
 * A border edge touches one box only, so all the undrawn border edges of a
 * box are interchangeable (in strings-and-coins terms: strings from one coin
 * to the ground); this covers Barker and Korf's corner equivalences and the
 * long sides of 1xN boards.
 */
#include <string.h>

#include "common/bits-priv.h"
#include "solver/symmetry-priv.h"

/* A dot transform: optionally transpose (squares only), then flip rows
 * and/or columns. */
static void map_dot(uint32_t w, uint32_t h, uint32_t s, uint32_t r, uint32_t col,
		    uint32_t *ro, uint32_t *co)
{
	if (s & 4) {
		uint32_t t = r;
		r = col;
		col = t;
	}
	if (s & 1)
		col = w - col;
	if (s & 2)
		r = h - r;
	*ro = r;
	*co = col;
}

/* The board edge that edge e becomes under transform s. */
static uint32_t map_edge(uint32_t w, uint32_t h, uint32_t s, uint32_t e)
{
	uint32_t o, r, col, r1, c1, r2, c2, out = 0;

	dnb_board_edge_coords(w, h, e, &o, &r, &col);
	map_dot(w, h, s, r, col, &r1, &c1);
	if (o == DNB_HORIZONTAL)
		map_dot(w, h, s, r, col + 1, &r2, &c2);
	else
		map_dot(w, h, s, r + 1, col, &r2, &c2);
	if (r1 == r2)
		dnb_board_edge(w, h, DNB_HORIZONTAL, r1, c1 < c2 ? c1 : c2, &out);
	else
		dnb_board_edge(w, h, DNB_VERTICAL, r1 < r2 ? r1 : r2, c1, &out);
	return out;
}

uint32_t sv_sym_map_edge(uint32_t w, uint32_t h, uint32_t s, uint32_t e)
{
	return map_edge(w, h, s, e);
}

static void build_groups(struct sv_ctx *c)
{
	memset(c->egroup, SV_NONE, sizeof(c->egroup));
	c->ngroups = c->npairs = c->nbig = 0;
	for (uint32_t b = 0; b < c->nbox; b++) {
		uint64_t g = 0;
		for (uint64_t m = c->boxmask[b]; m; m &= m - 1) {
			uint32_t e = bits_lowest(m);
			if (c->eb[e][0] == SV_NONE || c->eb[e][1] == SV_NONE)
				g |= UINT64_C(1) << e;
		}
		if (bits_count(g) < 2)
			continue;
		for (uint64_t m = g; m; m &= m - 1)
			c->egroup[bits_lowest(m)] = (uint8_t)c->ngroups;
		c->group[c->ngroups++] = g;
		if (bits_count(g) == 2) {
			c->pair_lo[c->npairs] = (uint8_t)bits_lowest(g);
			c->pair_hi[c->npairs++] = (uint8_t)bits_highest(g);
		} else {
			c->big[c->nbig++] = g;
		}
	}
}

/* Rows: box i and box i + 1 share one edge; everything else of a box is
 * border.  A position is a set of segments of boxes joined by undrawn
 * shared edges, each box known by its number of undrawn border edges; the
 * value depends only on the multiset of segments up to reversal. */
static void build_row(struct sv_ctx *c)
{
	uint32_t n = c->w == 1 ? c->h : c->w, ne;

	dnb_board_edge_count(c->w, c->h, &ne);
	c->row_mode = 0;
	/* (a lone box has four border edges: more than a row word's 2 bits) */
	if ((c->w != 1 && c->h != 1) || ne != c->n || n < 2 || n > 21)
		return;
	/* every edge is relevant, so relevant index == board edge; the compact
	 * box numbers are found through each box's top (or left) side */
	memset(c->row_delta, 0, sizeof(c->row_delta));
	c->row_borders = 0;
	for (uint32_t i = 0; i < n; i++) {
		uint64_t one = UINT64_C(1) << (3 * i);
		uint32_t e;
		uint8_t b;
		if (c->w == 1)
			dnb_board_edge(c->w, c->h, DNB_HORIZONTAL, i, 0, &e); /* top side */
		else
			dnb_board_edge(c->w, c->h, DNB_VERTICAL, 0, i, &e); /* left side */
		b = c->eb[e][1];
		for (uint64_t m = c->boxmask[b]; m; m &= m - 1) {
			e = bits_lowest(m);
			if (c->eb[e][0] == SV_NONE || c->eb[e][1] == SV_NONE) {
				c->row_delta[e] = one;
				c->row_borders += one;
			}
		}
		if (i + 1 < n) {
			if (c->w == 1)
				dnb_board_edge(c->w, c->h, DNB_HORIZONTAL, i + 1, 0, &e);
			else
				dnb_board_edge(c->w, c->h, DNB_VERTICAL, 0, i + 1, &e);
			c->row_delta[e] = one << 2;
		}
	}
	c->row_bytes = (c->n + 7) / 8;
	for (uint32_t byte = 0; byte < c->row_bytes; byte++) {
		uint64_t *tab = c->row_tab[byte];
		tab[0] = 0;
		for (uint32_t v = 1; v < 256; v++) {
			uint32_t i = byte * 8 + bits_lowest(v);
			tab[v] = tab[v & (v - 1)] + (i < c->n ? c->row_delta[i] : 0);
		}
	}
	c->row_len = n;
	c->row_mode = 1;
}

uint64_t sv_row_word(const struct sv_ctx *c, uint64_t drawn)
{
	uint64_t word = 0;

	for (uint32_t b = 0; b < c->row_bytes; b++)
		word += c->row_tab[b][(drawn >> (8 * b)) & 255];
	return word;
}

/* The first len (>= 1) 3-bit groups of x in the opposite order: the bits
 * of the word reversed, then each group's own bits put back in order. */
static uint64_t reverse_groups(uint64_t x, uint32_t len)
{
	const uint64_t low = UINT64_C(0x1249249249249249); /* bit 0 of each group */

	x = (x >> 1 & UINT64_C(0x5555555555555555)) | (x & UINT64_C(0x5555555555555555)) << 1;
	x = (x >> 2 & UINT64_C(0x3333333333333333)) | (x & UINT64_C(0x3333333333333333)) << 2;
	x = (x >> 4 & UINT64_C(0x0f0f0f0f0f0f0f0f)) | (x & UINT64_C(0x0f0f0f0f0f0f0f0f)) << 4;
	x = __builtin_bswap64(x) >> (64 - 3 * len);
	return (x & low << 1) | (x & low) << 2 | (x >> 2 & low);
}

/*
 * The key: each segment is read both ways as 3 bits a box (2 for its
 * undrawn border edges, 1 for "another box follows"), first box lowest,
 * and the smaller reading is kept; the segments are sorted and written one
 * after another.  A reading ends with the only group whose "follows" bit
 * is clear, so the key can be read back and stands for one position.
 */
uint64_t sv_row_key(const struct sv_ctx *c, uint64_t word)
{
	uint64_t seg[SV_MAX_BOXES], key = 0;
	uint32_t seglen[SV_MAX_BOXES], nseg = 0, n = c->row_len;
	uint64_t ones = UINT64_C(0x1249249249249249) >> (63 - 3 * n); /* bit 3i, i < n */
	/* undrawn border edges; the shared edge after each box drawn (the
	 * last box has none: it ends its segment), and the one before it */
	uint64_t undrawn = c->row_borders - (word & ones * 3);
	uint64_t cut = ((word >> 2) & ones) | UINT64_C(1) << (3 * n - 3);
	uint64_t cut_before = (cut << 3 | 1) & ones;
	uint64_t fwd = undrawn << 1 | (ones & ~cut), bwd = undrawn << 1 | (ones & ~cut_before);
	int paired;

	for (uint32_t first = 0, end; first < n; first = end + 1) {
		uint32_t len, j;
		uint64_t mask, a, b;
		end = bits_lowest(cut >> (3 * first)) / 3 + first;
		len = end - first + 1;
		mask = (UINT64_C(1) << (3 * len - 1) << 1) - 1;
		a = (fwd >> (3 * first)) & mask;
		if (len == 1 && a == 0)
			continue; /* a box taken: nothing undrawn, cut off both sides */
		b = reverse_groups((bwd >> (3 * first)) & mask, len);
		/* insertion sort as they come: a reading determines its segment,
		 * so comparing readings orders segments totally */
		a = a < b ? a : b;
		j = nseg++;
		while (j > 0 && seg[j - 1] > a) {
			seg[j] = seg[j - 1];
			seglen[j] = seglen[j - 1];
			j--;
		}
		seg[j] = a;
		seglen[j] = len;
	}
	for (uint32_t i = 0; i < nseg; i++)
		key = key << (3 * seglen[i]) | seg[i];
	/* at most 21 boxes: 63 bits; the bit above them says whether the
	 * segments come in identical pairs (see sv_row_paired) */
	paired = nseg % 2 == 0;
	for (uint32_t i = 0; i + 1 < nseg && paired; i += 2)
		paired = seg[i] == seg[i + 1];
	return key | (uint64_t)(paired && nseg) << (3 * n);
}

int sv_row_paired(const struct sv_ctx *c, uint64_t key)
{
	return c->row_mode && (int)((key >> (3 * c->row_len)) & 1);
}

uint64_t sv_pos_key(const struct sv_ctx *c, const struct sv_pos *p)
{
	if (c->row_mode)
		return sv_row_key(c, sv_row_word(c, p->drawn));
	return sv_canonical(c, p->drawn);
}

void sv_sym_build(struct sv_ctx *c)
{
	uint32_t nsyms = c->w == c->h ? 8 : 4;

	build_groups(c);
	c->nsyms = 0;
	if (!(c->disable & DNB_SOLVER_NO_SYMMETRY))
		build_row(c);
	if (c->disable & DNB_SOLVER_NO_SYMMETRY) {
		c->ngroups = c->npairs = c->nbig = 0;
		memset(c->egroup, SV_NONE, sizeof(c->egroup));
		return;
	}
	for (uint32_t s = 0; s < nsyms; s++) {
		uint32_t k = c->nsyms, ok = 1;

		/* the relevant set must map onto itself */
		for (uint32_t i = 0; i < c->n && ok; i++) {
			uint32_t t = map_edge(c->w, c->h, s, c->edge[i]);
			uint32_t j;
			for (j = 0; j < c->n && c->edge[j] != t; j++)
				;
			if (j == c->n)
				ok = 0;
			else
				c->sym_edge[k][i] = (uint8_t)j;
		}
		if (!ok)
			continue;
		/* A two-edge group maps onto a two-edge group; map its lower edge
		 * to the image's lower edge.  That is the symmetry followed by a
		 * swap inside groups, so it still maps a position to an equivalent
		 * one, and it keeps normalised masks normalised (see
		 * sv_canonical). */
		for (uint32_t g = 0; g < c->npairs; g++) {
			uint8_t *lo = &c->sym_edge[k][c->pair_lo[g]], *hi = &c->sym_edge[k][c->pair_hi[g]];
			if (*lo > *hi) {
				uint8_t t = *lo;
				*lo = *hi;
				*hi = t;
			}
		}
		for (uint32_t byte = 0; byte < 8; byte++) {
			uint64_t *tab = c->perm[k][byte];
			tab[0] = 0;
			/* a mask has no bit past the relevant edges: permute()
			 * reads only entry 0 of those bytes */
			if (byte * 8 >= c->n)
				continue;
			for (uint32_t v = 1; v < 256; v++) {
				uint32_t bit = bits_lowest(v), i = byte * 8 + bit;
				tab[v] = tab[v & (v - 1)] |
					 (i < c->n ? UINT64_C(1) << c->sym_edge[k][i] : 0);
			}
		}
		c->nsyms++;
	}
}

/* Within each group keep the count of drawn edges, as the lowest members. */
static uint64_t normalise_big(const struct sv_ctx *c, uint64_t d)
{
	for (uint32_t g = 0; g < c->nbig; g++) {
		uint64_t grp = c->big[g], x = grp, low = 0;
		int k = bits_count(d & grp);
		while (k-- > 0) {
			low |= x & (~x + 1);
			x &= x - 1;
		}
		d = (d & ~grp) | low;
	}
	return d;
}

static uint64_t normalise(const struct sv_ctx *c, uint64_t d)
{
	for (uint32_t g = 0; g < c->npairs; g++) {
		/* one of two drawn, and it is the higher: move it down */
		uint32_t lo = c->pair_lo[g], hi = c->pair_hi[g];
		uint64_t swap = (d >> hi) & ~(d >> lo) & 1;
		d ^= (swap << lo) | (swap << hi);
	}
	return normalise_big(c, d);
}

static uint64_t permute(const struct sv_ctx *c, uint32_t s, uint64_t d)
{
	const uint64_t(*t)[256] = c->perm[s];
	return t[0][d & 255] | t[1][(d >> 8) & 255] | t[2][(d >> 16) & 255] |
	       t[3][(d >> 24) & 255] | t[4][(d >> 32) & 255] | t[5][(d >> 40) & 255] |
	       t[6][(d >> 48) & 255] | t[7][d >> 56];
}

uint64_t sv_canonical(const struct sv_ctx *c, uint64_t drawn)
{
	uint64_t d = normalise(c, drawn), best = d;

	/* symmetry 0 is the identity when any symmetry was kept; the tables
	 * keep two-edge groups normalised, larger groups need it again */
	for (uint32_t s = 1; s < c->nsyms; s++) {
		uint64_t x = permute(c, s, d);
		if (c->nbig)
			x = normalise_big(c, x);
		if (x < best)
			best = x;
	}
	return best;
}

int sv_equiv_skip(const struct sv_ctx *c, uint64_t drawn, uint32_t e)
{
	uint8_t g = c->egroup[e];
	uint64_t below;

	if (g == SV_NONE)
		return 0;
	below = c->group[g] & ~drawn & ((UINT64_C(1) << e) - 1);
	return below != 0;
}
