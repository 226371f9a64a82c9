/* SPDX-License-Identifier: MIT */
/* Game records and set-up positions as text (DNB_FORMAT_RECORD and
 * DNB_FORMAT_POSITION), and the dnb_game_format entry point.
 *
 *   dnb 1
 *   size 3x2
 *   rules compulsory misere
 *   to-move 2            \
 *   scores 0 2            | the position block: only in a position, or in
 *   edges                 | a record of a game that started from a set-up
 *   ._._. .               | position (then it is the starting position)
 *   !_!_! .               |
 *   . . . .               |
 *   owners                |
 *   22.                   |
 *   ...                  /
 *   moves a1-b1 c2-c3 ...  (any number of these lines)
 *
 * Blank lines and lines starting with '#' are ignored.
 */
#include <stdlib.h>
#include <string.h>

#include "core/board-priv.h"
#include "text/diagram-priv.h"
#include "common/export-priv.h"
#include "core/game-priv.h"
#include "common/lines-priv.h"
#include "common/reader-priv.h"
#include "text/notation-priv.h"
#include "common/textbuf-priv.h"
#include "text/render-priv.h"



#define MOVES_PER_LINE 12

static void put_position_block(struct textbuf *t, const struct dnb_game *g)
{
	tb_puts(t, "to-move ");
	tb_putu(t, (uint64_t)g->turn + 1);
	tb_puts(t, "\nscores ");
	tb_puti(t, g->score[0]);
	tb_putc(t, ' ');
	tb_puti(t, g->score[1]);
	tb_puts(t, "\nedges\n");
	diagram_put(t, g);
	tb_puts(t, "owners\n");
	for (uint32_t r = 0; r < g->h; r++) {
		for (uint32_t c = 0; c < g->w; c++) {
			uint8_t o = g->owner[r * g->w + c];
			tb_putc(t, o ? (char)('0' + o) : '.');
		}
		tb_putc(t, '\n');
	}
}

/* start: the starting position of a set-up game's record, or NULL. */
static void put_game(struct textbuf *t, const struct dnb_game *g, int record,
		     const struct dnb_game *start)
{
	tb_puts(t, "dnb 1\nsize ");
	tb_putu(t, g->w);
	tb_putc(t, 'x');
	tb_putu(t, g->h);
	tb_puts(t, "\nrules ");
	notation_put_rules(t, g->rules);
	tb_putc(t, '\n');
	if (!record) {
		put_position_block(t, g);
		return;
	}
	if (start)
		put_position_block(t, start);
	for (uint32_t i = 0; i < g->n_moves; i++) {
		tb_puts(t, i % MOVES_PER_LINE == 0 ? "moves " : " ");
		notation_put_move(t, g->w, g->h, g->hist[i].edge);
		if (i % MOVES_PER_LINE == MOVES_PER_LINE - 1 || i + 1 == g->n_moves)
			tb_putc(t, '\n');
	}
}

DNB_EXPORT dnb_status dnb_game_format(const dnb_game *game, uint32_t format, char *buf,
				      size_t size, size_t *len)
{
	struct textbuf t = tb_init(buf, size);
	struct dnb_game *start = NULL;
	dnb_status st;

	if (!game || !tb_args_ok(buf, size))
		return DNB_E_INVALID;
	if (format > DNB_FORMAT_RENDER)
		return DNB_E_INVALID;
	/* A record of a set-up game starts with the set-up position: rebuild
	 * it first, so that running out of memory leaves the buffer alone. */
	if (format == DNB_FORMAT_RECORD && game->has_setup) {
		if (dnb_game_clone(game, &start) != DNB_OK)
			return DNB_E_NOMEM;
		dnb_game_undo_to(start, 0);
	}
	switch (format) {
	case DNB_FORMAT_RECORD:
		put_game(&t, game, 1, start);
		break;
	case DNB_FORMAT_POSITION:
		put_game(&t, game, 0, NULL);
		break;
	case DNB_FORMAT_DIAGRAM:
		diagram_put(&t, game);
		break;
	default:
		render_put(&t, game);
		break;
	}
	dnb_game_free(start);
	st = tb_finish(&t, len);
	return st;
}

/* ---- reading ---- */

/* "WxH", both in range. */
static dnb_status parse_size(const char *w, size_t wn, uint32_t *width, uint32_t *height)
{
	const char *x = memchr(w, 'x', wn);

	if (!x || !reader_word_number(w, (size_t)(x - w), width) ||
	    !reader_word_number(x + 1, wn - (size_t)(x - w) - 1, height))
		return DNB_E_PARSE;
	return board_size_ok(*width, *height) ? DNB_OK : DNB_E_RANGE;
}

struct header {
	uint32_t w, h, rules;
	int setup;
	int32_t to_move;
	int have_scores, have_edges;
	uint32_t scores[2], scores_line, scores_col;
	uint8_t drawn[DNB_MAX_EDGES];
	uint8_t owners[DNB_MAX_SIDE * DNB_MAX_SIDE];
};

static dnb_status read_owners(struct reader *r, struct header *hd)
{
	for (uint32_t row = 0; row < hd->h; row++) {
		const char *p, *end, *w;
		size_t wn;

		if (!lines_next(&r->l, &r->line, &r->n))
			return reader_fail_eof(r);
		p = r->line;
		end = r->line + r->n;
		if (!reader_word(&p, end, &w, &wn) || wn != hd->w)
			return reader_fail(r, reader_word(&p, end, &w, &wn) ? w : r->line, DNB_E_PARSE);
		for (uint32_t c = 0; c < hd->w; c++) {
			if (w[c] != '.' && w[c] != '1' && w[c] != '2')
				return reader_fail(r, w + c, DNB_E_PARSE);
			hd->owners[row * hd->w + c] = w[c] == '.' ? 0 : (uint8_t)(w[c] - '0');
		}
		if (reader_word(&p, end, &w, &wn))
			return reader_fail(r, w, DNB_E_PARSE);
	}
	return DNB_OK;
}

/* One line of the header or position block.  *done is set at "moves". */
static dnb_status read_header_line(struct reader *r, struct header *hd, int *done)
{
	const char *p = r->line, *end = r->line + r->n, *key, *w;
	size_t kn, wn;
	dnb_status st;

	reader_word(&p, end, &key, &kn);
	if (reader_word_is(key, kn, "moves")) {
		*done = 1;
		return DNB_OK;
	}
	if (reader_word_is(key, kn, "rules")) {
		hd->rules = 0;
		while (reader_word(&p, end, &w, &wn)) {
			int64_t f = notation_rule_word(w, wn);
			if (f < 0)
				return reader_fail(r, w, DNB_E_PARSE);
			hd->rules |= (uint32_t)f;
		}
		if ((st = game_check_rules(hd->rules)) != DNB_OK)
			return reader_fail(r, key, st);
		return DNB_OK;
	}
	hd->setup = 1;
	if (reader_word_is(key, kn, "to-move")) {
		uint32_t v;
		if (!reader_word(&p, end, &w, &wn) || !reader_word_number(w, wn, &v) || v < 1 || v > 2)
			return reader_fail(r, key + kn, DNB_E_PARSE);
		hd->to_move = (int32_t)v;
	} else if (reader_word_is(key, kn, "scores")) {
		hd->scores_line = r->l.lineno;
		hd->scores_col = (uint32_t)(key - r->line) + 1;
		for (int i = 0; i < 2; i++)
			if (!reader_word(&p, end, &w, &wn) || !reader_word_number(w, wn, &hd->scores[i]))
				return reader_fail(r, key + kn, DNB_E_PARSE);
		hd->have_scores = 1;
	} else if (reader_word_is(key, kn, "edges")) {
		uint32_t w2 = hd->w, h2 = hd->h;
		if (reader_word(&p, end, &w, &wn))
			return reader_fail(r, w, DNB_E_PARSE);
		st = diagram_read(&r->l, &w2, &h2, hd->drawn, &r->err_line, &r->err_col);
		if (st != DNB_OK)
			return st;
		hd->have_edges = 1;
		return DNB_OK;
	} else if (reader_word_is(key, kn, "owners")) {
		if (reader_word(&p, end, &w, &wn))
			return reader_fail(r, w, DNB_E_PARSE);
		return read_owners(r, hd);
	} else {
		return reader_fail(r, key, DNB_E_PARSE);
	}
	if (reader_word(&p, end, &w, &wn))
		return reader_fail(r, w, DNB_E_PARSE);
	return DNB_OK;
}

static dnb_status read_moves_line(struct reader *r, struct dnb_game *g)
{
	const char *p = r->line, *end = r->line + r->n, *w;
	size_t wn;
	dnb_status st;

	reader_word(&p, end, &w, &wn); /* "moves" */
	if (!reader_word_is(w, wn, "moves"))
		return reader_fail(r, w, DNB_E_PARSE);
	while (reader_word(&p, end, &w, &wn)) {
		uint32_t e;
		if ((st = notation_parse_move(g->w, g->h, w, wn, &e)) != DNB_OK)
			return reader_fail(r, w, st);
		if ((st = dnb_game_play(g, e, NULL)) != DNB_OK)
			return reader_fail(r, w, st);
	}
	return DNB_OK;
}

static dnb_status read_game(struct reader *r, struct header *hd, struct dnb_game **out)
{
	const char *p, *end, *w;
	size_t wn;
	int done = 0;
	dnb_status st;
	struct dnb_game *g = NULL;

	if (!reader_next_line(r))
		return reader_fail_eof(r);
	p = r->line;
	end = r->line + r->n;
	if (!reader_word(&p, end, &w, &wn) || !reader_word_is(w, wn, "dnb"))
		return reader_fail(r, r->line, DNB_E_PARSE);
	if (!reader_word(&p, end, &w, &wn) || !reader_word_is(w, wn, "1") || reader_word(&p, end, &w, &wn))
		return reader_fail(r, w, DNB_E_PARSE);
	if (!reader_next_line(r))
		return reader_fail_eof(r);
	p = r->line;
	end = r->line + r->n;
	if (!reader_word(&p, end, &w, &wn) || !reader_word_is(w, wn, "size"))
		return reader_fail(r, r->line, DNB_E_PARSE);
	if (!reader_word(&p, end, &w, &wn))
		return reader_fail(r, p, DNB_E_PARSE);
	if ((st = parse_size(w, wn, &hd->w, &hd->h)) != DNB_OK)
		return reader_fail(r, w, st);
	if (reader_word(&p, end, &w, &wn))
		return reader_fail(r, w, DNB_E_PARSE);

	while (!done && reader_next_line(r))
		if ((st = read_header_line(r, hd, &done)) != DNB_OK)
			return st;

	if (hd->setup) {
		if (!hd->have_edges) {
			r->err_line = r->l.lineno;
			r->err_col = 1;
			return DNB_E_PARSE;
		}
		st = dnb_game_new_setup(hd->w, hd->h, hd->rules, hd->drawn, hd->owners,
					hd->to_move, &g);
		if (st == DNB_OK && hd->have_scores &&
		    ((int32_t)hd->scores[0] != g->score[0] || (int32_t)hd->scores[1] != g->score[1]))
			st = DNB_E_POSITION;
		if (st != DNB_OK) {
			dnb_game_free(g);
			r->err_line = hd->have_scores ? hd->scores_line : r->l.lineno;
			r->err_col = hd->have_scores ? hd->scores_col : 1;
			return st;
		}
	} else if ((st = dnb_game_new(hd->w, hd->h, hd->rules, &g)) != DNB_OK) {
		return st;
	}
	/* The current line is the first "moves" line when done is set. */
	while (done) {
		if ((st = read_moves_line(r, g)) != DNB_OK) {
			dnb_game_free(g);
			return st;
		}
		done = reader_next_line(r);
	}
	*out = g;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_game_parse(const char *text, size_t len, dnb_game **out,
				     uint32_t *err_line, uint32_t *err_col)
{
	struct reader r;
	struct header *hd;
	dnb_status st;

	if (!text || !out)
		return DNB_E_INVALID;
	memset(&r, 0, sizeof(r));
	r.l = lines_init(text, len);
	if (!lines_bytes_ok(text, len, 1, &r.err_line, &r.err_col)) {
		st = DNB_E_PARSE;
	} else if (!(hd = calloc(1, sizeof(*hd)))) {
		st = DNB_E_NOMEM;
	} else {
		hd->to_move = 1;
		st = read_game(&r, hd, out);
		free(hd);
	}
	if (st == DNB_OK || st == DNB_E_NOMEM)
		r.err_line = r.err_col = 0; /* (no place in the text to blame) */
	if (err_line)
		*err_line = r.err_line;
	if (err_col)
		*err_col = r.err_col;
	return st;
}
