/* SPDX-License-Identifier: MIT */
#include <string.h>

#include "common/reader-priv.h"

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

dnb_status reader_fail(struct reader *r, const char *at, dnb_status st)
{
	r->err_line = r->l.lineno;
	r->err_col = (uint32_t)(at - r->line) + 1;
	return st;
}

dnb_status reader_fail_eof(struct reader *r)
{
	r->err_line = r->l.lineno + 1;
	r->err_col = 1;
	return DNB_E_PARSE;
}

int reader_next_line(struct reader *r)
{
	while (lines_next(&r->l, &r->line, &r->n)) {
		size_t p = 0;
		while (p < r->n && is_blank(r->line[p]))
			p++;
		if (p < r->n && r->line[p] != '#')
			return 1;
	}
	return 0;
}

int reader_word(const char **p, const char *end, const char **w, size_t *wn)
{
	const char *s = *p;

	while (s < end && is_blank(*s))
		s++;
	if (s == end)
		return 0;
	*w = s;
	while (s < end && !is_blank(*s))
		s++;
	*wn = (size_t)(s - *w);
	*p = s;
	return 1;
}

int reader_word_is(const char *w, size_t wn, const char *lit)
{
	return strlen(lit) == wn && memcmp(w, lit, wn) == 0;
}

int reader_word_number(const char *w, size_t wn, uint32_t *v)
{
	uint32_t x = 0;

	if (wn == 0 || wn > 6)
		return 0;
	for (size_t i = 0; i < wn; i++) {
		if (w[i] < '0' || w[i] > '9')
			return 0;
		x = x * 10 + (uint32_t)(w[i] - '0');
	}
	*v = x;
	return 1;
}
