/* SPDX-License-Identifier: MIT */
/* Edge numbering (see dnb.h) and the geometry queries of the public API. */
#include "core/board-priv.h"
#include "common/export-priv.h"

void board_edge_boxes(uint32_t w, uint32_t h, uint32_t e, uint32_t *a, uint32_t *b)
{
	uint32_t hc = board_hcount(w, h);

	if (e < hc) {
		uint32_t r = e / w, c = e % w;
		*a = r > 0 ? (r - 1) * w + c : DNB_NO_BOX;
		*b = r < h ? r * w + c : DNB_NO_BOX;
	} else {
		uint32_t v = e - hc, r = v / (w + 1), c = v % (w + 1);
		*a = c > 0 ? r * w + c - 1 : DNB_NO_BOX;
		*b = c < w ? r * w + c : DNB_NO_BOX;
	}
}

void board_box_edges(uint32_t w, uint32_t h, uint32_t box, uint32_t out[4])
{
	uint32_t r = box / w, c = box % w;
	uint32_t left = board_hcount(w, h) + r * (w + 1) + c;

	out[0] = r * w + c;
	out[1] = (r + 1) * w + c;
	out[2] = left;
	out[3] = left + 1;
}

int board_edge_on_border(uint32_t w, uint32_t h, uint32_t e)
{
	uint32_t a, b;

	board_edge_boxes(w, h, e, &a, &b);
	return a == DNB_NO_BOX || b == DNB_NO_BOX;
}

DNB_EXPORT dnb_status dnb_board_edge_count(uint32_t width, uint32_t height, uint32_t *count)
{
	if (!count)
		return DNB_E_INVALID;
	if (!board_size_ok(width, height))
		return DNB_E_RANGE;
	*count = board_edges(width, height);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_board_edge(uint32_t width, uint32_t height, uint32_t orientation,
				     uint32_t row, uint32_t col, uint32_t *edge)
{
	if (!edge || orientation > DNB_VERTICAL)
		return DNB_E_INVALID;
	if (!board_size_ok(width, height))
		return DNB_E_RANGE;
	if (orientation == DNB_HORIZONTAL) {
		if (row > height || col >= width)
			return DNB_E_RANGE;
		*edge = row * width + col;
	} else {
		if (row >= height || col > width)
			return DNB_E_RANGE;
		*edge = board_hcount(width, height) + row * (width + 1) + col;
	}
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_board_edge_coords(uint32_t width, uint32_t height, uint32_t edge,
					    uint32_t *orientation, uint32_t *row, uint32_t *col)
{
	uint32_t hc, o, r, c;

	if (!board_size_ok(width, height) || edge >= board_edges(width, height))
		return DNB_E_RANGE;
	hc = board_hcount(width, height);
	if (edge < hc) {
		o = DNB_HORIZONTAL;
		r = edge / width;
		c = edge % width;
	} else {
		o = DNB_VERTICAL;
		r = (edge - hc) / (width + 1);
		c = (edge - hc) % (width + 1);
	}
	if (orientation)
		*orientation = o;
	if (row)
		*row = r;
	if (col)
		*col = c;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_board_edge_boxes(uint32_t width, uint32_t height, uint32_t edge,
					   uint32_t *box_a, uint32_t *box_b)
{
	uint32_t a, b;

	if (!box_a || !box_b)
		return DNB_E_INVALID;
	if (!board_size_ok(width, height) || edge >= board_edges(width, height))
		return DNB_E_RANGE;
	board_edge_boxes(width, height, edge, &a, &b);
	*box_a = a;
	*box_b = b;
	return DNB_OK;
}
