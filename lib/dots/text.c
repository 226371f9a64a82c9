/* SPDX-License-Identifier: MIT */
/* Dots as text: point notation, the record (DNB_DOTS_FORMAT_RECORD), the
 * terminal picture (DNB_DOTS_FORMAT_RENDER) and the record parser.
 *
 *   dots 1
 *   size 5x4
 *   board            one line per row, one character per point:
 *   .xo..              .  free          x o  live dots of player 1 / 2
 *   x1x..              1 2  empty ground of a base of player 1 / 2
 *   .x...              X O  captured dots of player 1 / 2
 *   .....              a b  dots of player 1 / 2 inside their own base
 *   moves b1 c1 a2 1:b2 b3 end c2
 *
 * "c3" is a move of the player to move, "1:c3" / "2:c3" a setup dot of that
 * player, "end" an ending.  Blank lines and lines starting with '#' are
 * ignored; the board is optional when reading and must match the history.
 */
#include <stdlib.h>
#include <string.h>

#include "dots/state-priv.h"
#include "common/export-priv.h"
#include "common/lines-priv.h"
#include "common/reader-priv.h"
#include "text/notation-priv.h"
#include "common/textbuf-priv.h"

#define ACTIONS_PER_LINE 12

/* ---- points ---- */

static dnb_status read_point(uint32_t w, uint32_t h, const char *s, size_t len, uint32_t *point)
{
	size_t pos = 0;
	uint32_t col, row;

	if (!notation_read_dot(s, len, &pos, &col, &row) || pos != len)
		return DNB_E_PARSE;
	if (col >= w || row >= h)
		return DNB_E_RANGE;
	*point = row * w + col;
	return DNB_OK;
}

static int size_ok(uint32_t w, uint32_t h)
{
	return w >= 1 && h >= 1 && w <= DNB_DOTS_MAX_SIDE && h <= DNB_DOTS_MAX_SIDE;
}

DNB_EXPORT dnb_status dnb_dots_point_parse(uint32_t width, uint32_t height, const char *text,
					   size_t len, uint32_t *point)
{
	if (!text || !point)
		return DNB_E_INVALID;
	if (!size_ok(width, height))
		return DNB_E_RANGE;
	if (!lines_token_ok(text, len))
		return DNB_E_PARSE;
	return read_point(width, height, text, len, point);
}

DNB_EXPORT dnb_status dnb_dots_point_format(uint32_t width, uint32_t height, uint32_t point,
					    char *buf, size_t size, size_t *len)
{
	struct textbuf t = tb_init(buf, size);

	if (!tb_args_ok(buf, size))
		return DNB_E_INVALID;
	if (!size_ok(width, height) || point >= width * height)
		return DNB_E_RANGE;
	notation_put_dot(&t, point % width, point / width);
	return tb_finish(&t, len);
}

/* ---- writing ---- */

/* The diagram character of a cell (see the table above). */
static char cell_char(uint8_t b)
{
	static const char table[3][3] = {
		{ '.', 'x', 'o' }, /* no owner: free, live dots */
		{ '1', 'a', 'O' }, /* player 1's base */
		{ '2', 'X', 'b' }, /* player 2's base */
	};
	return table[(b & DOTS_OWNER) >> DOTS_OWNER_SHIFT][b & DOTS_DOT];
}

static void put_board(struct textbuf *t, const struct dnb_dots *g)
{
	for (uint32_t r = 0; r < g->h; r++) {
		for (uint32_t c = 0; c < g->w; c++)
			tb_putc(t, cell_char(g->cell[(r + 1) * g->stride + c + 1]));
		tb_putc(t, '\n');
	}
}

static void put_action(struct textbuf *t, const struct dnb_dots *g, const struct dots_hist *e)
{
	uint32_t p;

	if (e->kind == DOTS_END) {
		tb_puts(t, "end");
		return;
	}
	if (e->kind == DOTS_SETUP) {
		tb_putc(t, (char)('0' + e->player));
		tb_putc(t, ':');
	}
	p = dots_point_of(g, e->cell);
	notation_put_dot(t, p % g->w, p / g->w);
}

static void put_record(struct textbuf *t, const struct dnb_dots *g)
{
	tb_puts(t, "dots 1\nsize ");
	tb_putu(t, g->w);
	tb_putc(t, 'x');
	tb_putu(t, g->h);
	tb_puts(t, "\nboard\n");
	put_board(t, g);
	for (uint32_t i = 0; i < g->n_hist; i++) {
		tb_puts(t, i % ACTIONS_PER_LINE == 0 ? "moves " : " ");
		put_action(t, g, &g->hist[i]);
		if (i % ACTIONS_PER_LINE == ACTIONS_PER_LINE - 1 || i + 1 == g->n_hist)
			tb_putc(t, '\n');
	}
}

/* Column letters of column c, right-aligned in a field of `width`. */
static void put_column(struct textbuf *t, uint32_t c, size_t width)
{
	char tmp[16];
	struct textbuf tt = tb_init(tmp, sizeof(tmp));
	size_t n = 0;

	notation_put_dot(&tt, c, 0);
	tb_finish(&tt, NULL);
	while (tmp[n] >= 'a' && tmp[n] <= 'z')
		n++;
	tb_repeat(t, ' ', width > n ? width - n : 0);
	for (size_t i = 0; i < n; i++)
		tb_putc(t, tmp[i]);
}

static size_t digits(uint32_t v)
{
	size_t n = 1;
	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

static void put_render(struct textbuf *t, const struct dnb_dots *g)
{
	size_t cw = g->w > 26 ? 3 : 2, rw = digits(g->h) + 1;
	int32_t winner, margin;

	tb_repeat(t, ' ', rw);
	for (uint32_t c = 0; c < g->w; c++)
		put_column(t, c, cw);
	tb_putc(t, '\n');
	for (uint32_t r = 0; r < g->h; r++) {
		tb_repeat(t, ' ', rw - digits(r + 1));
		tb_putu(t, (uint64_t)r + 1);
		for (uint32_t c = 0; c < g->w; c++) {
			tb_repeat(t, ' ', cw - 1);
			tb_putc(t, cell_char(g->cell[(r + 1) * g->stride + c + 1]));
		}
		tb_putc(t, '\n');
	}
	tb_puts(t, "\nplayer 1 (x): ");
	tb_puti(t, g->score[1]);
	tb_puts(t, "  player 2 (o): ");
	tb_puti(t, g->score[2]);
	dnb_dots_result(g, &winner, &margin);
	if (dots_over(g)) {
		tb_puts(t, "  game over: ");
		if (winner) {
			tb_puts(t, "player ");
			tb_putu(t, (uint64_t)winner);
			tb_puts(t, " wins by ");
			tb_putu(t, (uint64_t)margin);
		} else {
			tb_puts(t, "draw");
		}
	} else {
		tb_puts(t, "  to move: ");
		tb_putu(t, g->turn);
		for (int p = 1; p <= 2; p++)
			if (g->ended & (1u << (p - 1))) {
				tb_puts(t, "  player ");
				tb_putu(t, (uint64_t)p);
				tb_puts(t, " has ended");
			}
	}
	tb_putc(t, '\n');
}

DNB_EXPORT dnb_status dnb_dots_format(const dnb_dots *dots, uint32_t format, char *buf,
				      size_t size, size_t *len)
{
	struct textbuf t = tb_init(buf, size);

	if (!dots || !tb_args_ok(buf, size))
		return DNB_E_INVALID;
	switch (format) {
	case DNB_DOTS_FORMAT_RECORD:
		put_record(&t, dots);
		break;
	case DNB_DOTS_FORMAT_RENDER:
		put_render(&t, dots);
		break;
	default:
		return DNB_E_INVALID;
	}
	return tb_finish(&t, len);
}

/* ---- reading ---- */

/* A line with exactly the words `a` and (if not NULL) `b`. */
static dnb_status expect_line(struct reader *r, const char *a, const char **second, size_t *sn)
{
	const char *p, *end, *w;
	size_t wn;

	if (!reader_next_line(r)) {
		r->err_line = r->l.lineno + 1;
		r->err_col = 1;
		return DNB_E_PARSE;
	}
	p = r->line;
	end = r->line + r->n;
	if (!reader_word(&p, end, &w, &wn) || !reader_word_is(w, wn, a))
		return reader_fail(r, r->line, DNB_E_PARSE);
	if (!reader_word(&p, end, second, sn))
		return reader_fail(r, p, DNB_E_PARSE);
	if (reader_word(&p, end, &w, &wn))
		return reader_fail(r, w, DNB_E_PARSE);
	return DNB_OK;
}

/* One history token applied to g. */
static dnb_status apply_token(struct dnb_dots *g, const char *w, size_t wn)
{
	uint32_t point;
	dnb_status st;

	if (reader_word_is(w, wn, "end"))
		return dnb_dots_end_turn(g);
	if (wn > 2 && (w[0] == '1' || w[0] == '2') && w[1] == ':') {
		if ((st = read_point(g->w, g->h, w + 2, wn - 2, &point)) != DNB_OK)
			return st;
		return dnb_dots_setup(g, w[0] - '0', point, NULL);
	}
	if ((st = read_point(g->w, g->h, w, wn, &point)) != DNB_OK)
		return st;
	return dnb_dots_play(g, point, NULL);
}

/* The board block: h lines of w diagram characters, kept for the check. */
static dnb_status read_board(struct reader *r, uint32_t w, uint32_t h, char *board,
			     uint32_t *line0)
{
	*line0 = r->l.lineno + 1;
	for (uint32_t row = 0; row < h; row++) {
		const char *p, *end, *word;
		size_t wn;

		/* The rows stand on consecutive lines (the first may follow
		 * blank lines), so that row k is on line *line0 + k. */
		if (!(row == 0 ? reader_next_line(r) : lines_next(&r->l, &r->line, &r->n)))
			return reader_fail_eof(r);
		if (row == 0)
			*line0 = r->l.lineno;
		p = r->line;
		end = r->line + r->n;
		if (!reader_word(&p, end, &word, &wn))
			return reader_fail(r, r->line, DNB_E_PARSE);
		if (wn != w)
			return reader_fail(r, word, DNB_E_PARSE);
		for (uint32_t c = 0; c < w; c++) {
			if (!strchr(".xo12XOab", word[c]) || word[c] == '\0')
				return reader_fail(r, word + c, DNB_E_PARSE);
			board[row * w + c] = word[c];
		}
		if (reader_word(&p, end, &word, &wn))
			return reader_fail(r, word, DNB_E_PARSE);
	}
	return DNB_OK;
}

static dnb_status read_game(struct reader *r, struct dnb_dots **out)
{
	const char *w, *x;
	size_t wn;
	uint32_t width, height, board_line = 0;
	struct dnb_dots *g = NULL;
	char *board = NULL;
	dnb_status st;

	if ((st = expect_line(r, "dots", &w, &wn)) != DNB_OK)
		return st;
	if (!reader_word_is(w, wn, "1"))
		return reader_fail(r, w, DNB_E_PARSE);
	if ((st = expect_line(r, "size", &w, &wn)) != DNB_OK)
		return st;
	x = memchr(w, 'x', wn);
	if (!x || !reader_word_number(w, (size_t)(x - w), &width) ||
	    !reader_word_number(x + 1, wn - (size_t)(x - w) - 1, &height))
		return reader_fail(r, w, DNB_E_PARSE);
	if (!size_ok(width, height))
		return reader_fail(r, w, DNB_E_RANGE);
	if ((st = dnb_dots_new(width, height, DNB_DOTS_NO_FLAGS, &g)) != DNB_OK)
		return st;
	while (reader_next_line(r)) {
		const char *p = r->line, *end = r->line + r->n;
		reader_word(&p, end, &w, &wn);
		if (reader_word_is(w, wn, "board") && !board) {
			if (reader_word(&p, end, &w, &wn)) {
				st = reader_fail(r, w, DNB_E_PARSE);
				break;
			}
			board = malloc((size_t)width * height);
			if (!board) {
				st = DNB_E_NOMEM;
				break;
			}
			if ((st = read_board(r, width, height, board, &board_line)) != DNB_OK)
				break;
		} else if (reader_word_is(w, wn, "moves")) {
			while (reader_word(&p, end, &w, &wn))
				if ((st = apply_token(g, w, wn)) != DNB_OK)
					break;
			if (st != DNB_OK) {
				st = reader_fail(r, w, st);
				break;
			}
		} else {
			st = reader_fail(r, w, DNB_E_PARSE);
			break;
		}
	}
	if (st == DNB_OK && board) {
		for (uint32_t i = 0; i < width * height; i++) {
			if (board[i] != cell_char(g->cell[dots_cell_of(g, i)])) {
				r->err_line = board_line + i / width;
				r->err_col = i % width + 1;
				st = DNB_E_POSITION;
				break;
			}
		}
	}
	free(board);
	if (st != DNB_OK) {
		dnb_dots_free(g);
		return st;
	}
	*out = g;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_dots_parse(const char *text, size_t len, dnb_dots **out,
				     uint32_t *err_line, uint32_t *err_col)
{
	struct reader r;
	dnb_status st;

	if (!text || !out)
		return DNB_E_INVALID;
	memset(&r, 0, sizeof(r));
	r.l = lines_init(text, len);
	if (!lines_bytes_ok(text, len, 1, &r.err_line, &r.err_col))
		st = DNB_E_PARSE;
	else
		st = read_game(&r, out);
	if (st == DNB_OK)
		r.err_line = r.err_col = 0;
	if (err_line)
		*err_line = r.err_line;
	if (err_col)
		*err_col = r.err_col;
	return st;
}
