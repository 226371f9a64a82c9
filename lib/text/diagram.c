/* SPDX-License-Identifier: MIT */
/* Reading and writing the rule sheets' diagrams (seed 000's notation). */
#include <stdlib.h>
#include <string.h>

#include "core/board-priv.h"
#include "text/diagram-priv.h"
#include "common/export-priv.h"

void diagram_put(struct textbuf *t, const struct dnb_game *g)
{
	uint32_t hc = board_hcount(g->w, g->h);

	for (uint32_t r = 0; r <= g->h; r++) {
		for (uint32_t c = 0; c <= g->w; c++) {
			int down = r > 0 && game_edge_drawn(g, hc + (r - 1) * (g->w + 1) + c);
			tb_putc(t, down ? '!' : '.');
			if (c < g->w)
				tb_putc(t, game_edge_drawn(g, r * g->w + c) ? '_' : ' ');
		}
		tb_putc(t, '\n');
	}
}

#define MAX_DOTS (DNB_MAX_SIDE + 1)

/* One row of dots: how many, which have a vertical edge coming down to them
 * and which have a horizontal edge to their right.  0 or an error column. */
static uint32_t diagram_row(const char *s, size_t n, uint32_t *ndots, uint8_t *down,
			    uint8_t *right, int *too_wide)
{
	size_t p = 0;
	uint32_t k = 0;

	*too_wide = 0;
	while (p < n && (s[p] == ' ' || s[p] == '\t'))
		p++;
	if (p >= n || (s[p] != '.' && s[p] != '!'))
		return (uint32_t)p + 1;
	for (;;) {
		if (k == MAX_DOTS) {
			*too_wide = 1;
			return (uint32_t)p + 1;
		}
		down[k] = s[p] == '!';
		right[k] = 0;
		k++;
		p++;
		if (p + 1 < n && (s[p] == ' ' || s[p] == '_') && (s[p + 1] == '.' || s[p + 1] == '!')) {
			right[k - 1] = s[p] == '_';
			p++;
			continue;
		}
		break;
	}
	/* After the last dot: blanks, then the end or a tab and any note. */
	while (p < n && s[p] == ' ')
		p++;
	if (p < n && s[p] != '\t')
		return (uint32_t)p + 1;
	*ndots = k;
	return 0;
}

dnb_status diagram_read(struct lines *l, uint32_t *w, uint32_t *h, uint8_t *drawn,
			uint32_t *err_line, uint32_t *err_col)
{
	uint8_t down[MAX_DOTS], right[MAX_DOTS];
	uint32_t want_w = *w, want_h = *h, width = 0, rows = 0;
	const char *line;
	size_t n;
	int fixed = want_w != 0;
	/* Horizontal bits per row and vertical bits per row are kept in drawn[]
	 * with a temporary stride of MAX_DOTS; renumbered at the end. */
	uint8_t *hbits = calloc((size_t)MAX_DOTS * MAX_DOTS, 1);
	uint8_t *vbits = calloc((size_t)MAX_DOTS * MAX_DOTS, 1);
	dnb_status st = DNB_E_PARSE;

	*err_line = 0;
	*err_col = 0;
	if (!hbits || !vbits) {
		st = DNB_E_NOMEM;
		goto out;
	}
	for (;;) {
		size_t mark = l->pos;
		uint32_t mark_line = l->lineno, ndots = 0, col;
		int too_wide;

		if (fixed && rows == want_h + 1)
			break;
		if (!lines_next(l, &line, &n)) {
			if (fixed || rows == 0) {
				*err_line = l->lineno + 1;
				*err_col = 1;
				goto out;
			}
			break;
		}
		if (lines_is_blank(line, n)) {
			if (fixed) {
				*err_line = l->lineno;
				*err_col = 1;
				goto out;
			}
			if (rows == 0)
				continue;
			/* The diagram ended; leave the blank line unread. */
			l->pos = mark;
			l->lineno = mark_line;
			break;
		}
		col = diagram_row(line, n, &ndots, down, right, &too_wide);
		if (col == 0 && rows == 0 && !fixed)
			width = ndots;
		else if (col == 0 && ndots != (fixed ? want_w + 1 : width))
			col = 1, too_wide = 0;
		if (col == 0 && rows == 0 && memchr(down, 1, ndots))
			col = 1; /* nothing comes down to the top row */
		if (col == 0 && (fixed ? rows > want_h : rows >= MAX_DOTS))
			col = 1, too_wide = 1;
		if (col) {
			*err_line = l->lineno;
			*err_col = col;
			st = too_wide ? DNB_E_RANGE : DNB_E_PARSE;
			goto out;
		}
		memcpy(hbits + rows * MAX_DOTS, right, ndots);
		memcpy(vbits + rows * MAX_DOTS, down, ndots);
		rows++;
	}
	if (fixed)
		width = want_w + 1;
	if (width < 2 || rows < 2) {
		*err_line = l->lineno;
		*err_col = 1;
		st = DNB_E_RANGE;
		goto out;
	}
	*w = width - 1;
	*h = rows - 1;
	memset(drawn, 0, DNB_MAX_EDGES);
	for (uint32_t r = 0; r < rows; r++)
		for (uint32_t c = 0; c + 1 < width; c++)
			drawn[r * *w + c] = hbits[r * MAX_DOTS + c];
	for (uint32_t r = 1; r < rows; r++)
		for (uint32_t c = 0; c < width; c++)
			drawn[board_hcount(*w, *h) + (r - 1) * width + c] = vbits[r * MAX_DOTS + c];
	st = DNB_OK;
out:
	free(hbits);
	free(vbits);
	return st;
}

DNB_EXPORT dnb_status dnb_game_parse_diagram(const char *text, size_t len, uint32_t rules,
					     int32_t to_move, dnb_game **out,
					     uint32_t *err_line, uint32_t *err_col)
{
	uint8_t drawn[DNB_MAX_EDGES];
	uint32_t w = 0, h = 0, el, ec;
	struct lines l = lines_init(text, len);
	const char *line;
	size_t n;
	dnb_status st;

	if (!text || !out)
		return DNB_E_INVALID;
	if (!lines_bytes_ok(text, len, 1, &el, &ec))
		st = DNB_E_PARSE;
	else
		st = diagram_read(&l, &w, &h, drawn, &el, &ec);
	if (st == DNB_OK) {
		/* Only blank lines may follow the diagram. */
		while (lines_next(&l, &line, &n)) {
			if (!lines_is_blank(line, n)) {
				el = l.lineno;
				ec = 1;
				st = DNB_E_PARSE;
				break;
			}
		}
	}
	if (st == DNB_OK) {
		st = dnb_game_new_setup(w, h, rules, drawn, NULL, to_move, out);
		el = ec = 0;
	}
	if (err_line)
		*err_line = el;
	if (err_col)
		*err_col = ec;
	return st;
}
