/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>

#include <dnb_dots.h>

#include "moves.h"

/*
 * One dot of a move, read by the library: dnb.h and dnb_dots.h write a dot
 * of Dots-and-Boxes and a point of Dots the same way, so a dot of a W x H
 * box board is a point of a (W + 1) x (H + 1) grid.  1 and its column and
 * row if `s` is a dot on that grid, 2 if it is a dot but off it, 0 if it is
 * no dot at all.
 */
static int read_dot(uint32_t w, uint32_t h, const char *s, size_t len, uint32_t *col,
		    uint32_t *row)
{
	uint32_t p;
	dnb_status st = dnb_dots_point_parse(DNB_DOTS_MAX_SIDE, DNB_DOTS_MAX_SIDE, s, len, &p);

	if (st == DNB_E_RANGE)
		return 2; /* a dot, beyond even the largest grid */
	if (st != DNB_OK)
		return 0;
	*col = p % DNB_DOTS_MAX_SIDE;
	*row = p / DNB_DOTS_MAX_SIDE;
	return *col <= w && *row <= h ? 1 : 2;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Why "P-Q" is no move of a w x h board, into why; 0 if its dots look
 * right, which leaves the library's word. */
static int why_dots(uint32_t w, uint32_t h, const char *s, size_t len, const char *dash,
		    char *why, size_t size)
{
	const char *q = dash + 1;
	size_t plen = (size_t)(dash - s), qlen = len - plen - 1;
	uint32_t c1 = 0, r1 = 0, c2 = 0, r2 = 0, last = (h + 1) * (w + 1) - 1;
	int k1 = read_dot(w, h, s, plen, &c1, &r1), k2 = read_dot(w, h, q, qlen, &c2, &r2);
	char corner[16] = "?";

	dnb_dots_point_format(w + 1, h + 1, last, corner, sizeof(corner), NULL);
	if (!k1 || !k2) {
		snprintf(why, size, "'%.*s' is not a dot: a dot is a column letter and a row number,"
			 " such as b2", (int)(k1 ? qlen : plen), k1 ? q : s);
	} else if (k1 == 2 || k2 == 2) {
		snprintf(why, size, "dot %.*s is off the %ux%u board, whose dots are a1 to %s",
			 (int)(k1 == 2 ? plen : qlen), k1 == 2 ? s : q, w, h, corner);
	} else if (c1 == c2 && r1 == r2) {
		snprintf(why, size, "a move joins two dots, not a dot to itself");
	} else if (!((r1 == r2 && (c1 + 1 == c2 || c2 + 1 == c1)) ||
		     (c1 == c2 && (r1 + 1 == r2 || r2 + 1 == r1)))) {
		snprintf(why, size, "dots %.*s and %.*s are not adjacent: a move joins two "
			 "neighbouring dots, such as a1-b1 or a1-a2", (int)plen, s, (int)qlen, q);
	} else {
		return 0;
	}
	return 1;
}

/* Why text is no move of a w x h board, after the library said st. */
static void why_text(uint32_t w, uint32_t h, const char *s, dnb_status st, char *why,
		     size_t size)
{
	size_t len = strlen(s);
	const char *dash;

	/* the library ignores blanks around a move */
	while (is_blank(*s))
		s++, len--;
	while (len && is_blank(s[len - 1]))
		len--;
	dash = memchr(s, '-', len);
	if (len >= 2 && strchr("hHvV", s[0]) && is_blank(s[1])) {
		int hor = s[0] == 'h' || s[0] == 'H';
		if (st == DNB_E_RANGE)
			snprintf(why, size, "off the %ux%u board: %c ROW COL takes ROW 0 to %u and "
				 "COL 0 to %u", w, h, hor ? 'h' : 'v', hor ? h : h - 1,
				 hor ? w - 1 : w);
		else
			snprintf(why, size, "write h ROW COL or v ROW COL, with ROW and COL "
				 "numbers from 0");
		return;
	}
	if (dash && why_dots(w, h, s, len, dash, why, size))
		return;
	if (!dash)
		snprintf(why, size, "not a move: write two neighbouring dots such as a1-b1, "
			 "or h ROW COL or v ROW COL");
	else
		snprintf(why, size, "%s", dnb_strerror(st));
}

/* Why the edge e cannot be played in g, after the library said st. */
static void why_illegal(const dnb_game *g, uint32_t e, dnb_status st, char *why, size_t size)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	uint32_t a = 0, b = 0, take;
	size_t n = 0;
	char m[32] = "?";

	if (st == DNB_E_ILLEGAL && dnb_game_edge_drawn(g, e) == 1) {
		dnb_board_edge_boxes(w, h, e, &a, &b);
		snprintf(why, size, "already drawn%s",
			 (dnb_game_rules(g) & (int32_t)DNB_RULE_BORDER) &&
					 (a == DNB_NO_BOX || b == DNB_NO_BOX) ?
				 " (the border rule draws the outer edges)" : "");
	} else if (st == DNB_E_MUST_CAPTURE &&
		   dnb_game_capture_moves(g, &take, 1, &n) != DNB_E_INVALID && n > 0) {
		dnb_move_format(w, h, take, m, sizeof(m), NULL);
		snprintf(why, size, "takes no box, and under the compulsory rule a box must be "
			 "captured: %s %s", n == 1 ? "play" : "such as", m);
	} else {
		snprintf(why, size, "%s", dnb_strerror(st));
	}
}

dnb_status move_play(dnb_game *g, const char *text, char *why, size_t size)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g), e;
	dnb_status st = dnb_move_parse(w, h, text, strlen(text), &e);

	if (st != DNB_OK) {
		why_text(w, h, text, st, why, size);
		return st;
	}
	if ((st = dnb_game_play(g, e, NULL)) != DNB_OK)
		why_illegal(g, e, st, why, size);
	return st;
}
