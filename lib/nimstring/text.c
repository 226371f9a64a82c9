/* SPDX-License-Identifier: MIT */
/* The text format of dnb_nimstring(5): reading and writing a graph. */
#include <stdlib.h>

#include "common/export-priv.h"
#include "common/lines-priv.h"
#include "common/reader-priv.h"
#include "common/textbuf-priv.h"
#include "nimstring/graph-priv.h"

/* A word that reads as a number: decimal digits, no leading zero unless it
 * is "0".  Saturates at UINT32_MAX so that a huge number is a range error,
 * not a syntax one.  0 if the word is not a number. */
static int read_number(const char *w, size_t wn, uint32_t *v)
{
	uint64_t x = 0;

	if (wn == 0 || (wn > 1 && w[0] == '0'))
		return 0;
	for (size_t i = 0; i < wn; i++) {
		if (w[i] < '0' || w[i] > '9')
			return 0;
		x = x * 10 + (uint64_t)(w[i] - '0');
		if (x > UINT32_MAX)
			x = UINT32_MAX;
	}
	*v = (uint32_t)x;
	return 1;
}

/* The length of a line without its comment; a byte that is neither
 * printable ASCII nor a blank fails the line at its place. */
static dnb_status line_content(struct reader *r, size_t *n)
{
	size_t end = r->n;

	for (size_t i = 0; i < r->n; i++) {
		unsigned char c = (unsigned char)r->line[i];

		if (c != '\t' && (c < 0x20 || c > 0x7e))
			return reader_fail(r, r->line + i, DNB_E_PARSE);
		if (c == '#' && end == r->n)
			end = i;
	}
	*n = end;
	return DNB_OK;
}

/* The next line with something on it besides blanks and a comment, as
 * [*p, *end); 0 at the end of the text (status DNB_OK) or on an error. */
static int next_content(struct reader *r, const char **p, const char **end, dnb_status *st)
{
	while (lines_next(&r->l, &r->line, &r->n)) {
		size_t n = 0;

		*st = line_content(r, &n);
		if (*st != DNB_OK)
			return 0;
		if (!lines_is_blank(r->line, n)) {
			*p = r->line;
			*end = r->line + n;
			return 1;
		}
	}
	*st = DNB_OK;
	return 0;
}

/* One end of a string: a coin below `coins` or G. */
static dnb_status read_end(struct reader *r, const char *w, size_t wn, uint32_t coins,
			   uint32_t *v)
{
	if (reader_word_is(w, wn, "G")) {
		*v = DNB_NIMSTRING_GROUND;
		return DNB_OK;
	}
	if (!read_number(w, wn, v))
		return reader_fail(r, w, DNB_E_PARSE);
	if (*v >= coins)
		return reader_fail(r, w, DNB_E_RANGE);
	return DNB_OK;
}

/* The `coins N` line. */
static dnb_status read_header(struct reader *r, uint32_t *coins)
{
	const char *p = NULL, *end = NULL, *w = NULL, *w2 = NULL;
	size_t wn = 0, wn2 = 0;
	dnb_status st;

	if (!next_content(r, &p, &end, &st))
		return st != DNB_OK ? st : reader_fail_eof(r);
	if (!reader_word(&p, end, &w, &wn) || !reader_word_is(w, wn, "coins"))
		return reader_fail(r, w, DNB_E_PARSE);
	if (!reader_word(&p, end, &w2, &wn2))
		return reader_fail(r, end, DNB_E_PARSE);
	if (!read_number(w2, wn2, coins))
		return reader_fail(r, w2, DNB_E_PARSE);
	if (*coins > DNB_NIMSTRING_MAX_COINS)
		return reader_fail(r, w2, DNB_E_RANGE);
	if (reader_word(&p, end, &w, &wn))
		return reader_fail(r, w, DNB_E_PARSE);
	return DNB_OK;
}

/* Every string line after the header, into g. */
static dnb_status read_strings(struct reader *r, struct dnb_nimstring_graph *g)
{
	const char *p, *end, *w[2];
	size_t wn[2];
	uint32_t v[2];
	dnb_status st;

	while (next_content(r, &p, &end, &st)) {
		const char *extra;
		size_t en;

		for (int i = 0; i < 2; i++) {
			if (!reader_word(&p, end, &w[i], &wn[i]))
				return reader_fail(r, end, DNB_E_PARSE);
			st = read_end(r, w[i], wn[i], g->coins, &v[i]);
			if (st != DNB_OK)
				return st;
		}
		if (reader_word(&p, end, &extra, &en))
			return reader_fail(r, extra, DNB_E_PARSE);
		if (v[0] == v[1])
			return reader_fail(r, w[1], DNB_E_PARSE);
		if (g->strings >= DNB_NIMSTRING_MAX_STRINGS)
			return reader_fail(r, w[0], DNB_E_LIMIT);
		if (g->strings == g->cap) {
			uint32_t cap = g->cap * 2 > DNB_NIMSTRING_MAX_STRINGS ?
					       DNB_NIMSTRING_MAX_STRINGS : g->cap * 2;
			uint32_t *ends = realloc(g->ends, 2 * sizeof(uint32_t) * cap);

			if (!ends)
				return DNB_E_NOMEM;
			g->ends = ends;
			g->cap = cap;
		}
		graph_push(g, v[0], v[1], DNB_NO_EDGE);
	}
	return st;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_parse(const char *text, size_t len,
						dnb_nimstring_graph **out, uint32_t *err_line,
						uint32_t *err_col)
{
	struct reader r = { 0 };
	struct dnb_nimstring_graph *g = NULL;
	uint32_t coins = 0;
	dnb_status st;

	if (!out || (!text && len))
		return DNB_E_INVALID;
	r.l = lines_init(text, len);
	/* a byte the format has no place for is the error, wherever it stands,
	 * as in every reader (common/lines-priv.h) */
	if (!lines_bytes_ok(text, len, 1, &r.err_line, &r.err_col))
		st = DNB_E_PARSE;
	else
		st = read_header(&r, &coins);
	if (st == DNB_OK) {
		g = graph_alloc(coins, 16, 0);
		st = g ? read_strings(&r, g) : DNB_E_NOMEM;
	}
	if (st == DNB_E_NOMEM)
		r.err_line = r.err_col = 0;
	if (err_line)
		*err_line = st == DNB_OK ? 0 : r.err_line;
	if (err_col)
		*err_col = st == DNB_OK ? 0 : r.err_col;
	if (st != DNB_OK) {
		dnb_nimstring_graph_free(g);
		return st;
	}
	*out = g;
	return DNB_OK;
}

static void put_end(struct textbuf *t, uint32_t v)
{
	if (v == DNB_NIMSTRING_GROUND)
		tb_putc(t, 'G');
	else
		tb_putu(t, v);
}

DNB_EXPORT dnb_status dnb_nimstring_graph_format(const dnb_nimstring_graph *graph, char *buf,
						 size_t size, size_t *len)
{
	struct textbuf t;

	if (!graph || !tb_args_ok(buf, size))
		return DNB_E_INVALID;
	t = tb_init(buf, size);
	tb_puts(&t, "coins ");
	tb_putu(&t, graph->coins);
	tb_putc(&t, '\n');
	for (uint32_t s = 0; s < graph->strings; s++) {
		put_end(&t, graph->ends[2 * s]);
		tb_putc(&t, ' ');
		put_end(&t, graph->ends[2 * s + 1]);
		tb_putc(&t, '\n');
	}
	return tb_finish(&t, len);
}
