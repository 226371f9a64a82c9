/* SPDX-License-Identifier: MIT */
/* Move notation: "a1-b1" between neighbouring dots, or "h R C" / "v R C". */
#include <string.h>

#include "core/board-priv.h"
#include "common/export-priv.h"
#include "common/lines-priv.h"
#include "core/game-priv.h"
#include "text/notation-priv.h"

void notation_put_dot(struct textbuf *t, uint32_t col, uint32_t row)
{
	/* Bijective base 26: a..z, aa..az, ba.. */
	char letters[8];
	int n = 0;
	uint32_t c = col + 1;

	while (c > 0 && n < 8) {
		c--;
		letters[n++] = (char)('a' + c % 26);
		c /= 26;
	}
	while (n)
		tb_putc(t, letters[--n]);
	tb_putu(t, (uint64_t)row + 1);
}

static int is_lower(char c) { return c >= 'a' && c <= 'z'; }
static int is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_blank(char c) { return c == ' ' || c == '\t'; }

int notation_read_dot(const char *s, size_t len, size_t *pos, uint32_t *col, uint32_t *row)
{
	size_t p = *pos;
	uint32_t c = 0, r = 0;
	int letters = 0, digits = 0;

	while (p < len && (is_lower(s[p]) || is_upper(s[p]))) {
		char ch = is_upper(s[p]) ? (char)(s[p] - 'A' + 'a') : s[p];
		c = c * 26 + (uint32_t)(ch - 'a' + 1);
		p++;
		if (++letters > 3)
			return 0;
	}
	while (p < len && is_digit(s[p])) {
		r = r * 10 + (uint32_t)(s[p] - '0');
		p++;
		if (++digits > 4)
			return 0;
	}
	if (!letters || !digits || r == 0)
		return 0;
	*col = c - 1;
	*row = r - 1;
	*pos = p;
	return 1;
}

void notation_put_move(struct textbuf *t, uint32_t w, uint32_t h, uint32_t e)
{
	uint32_t o, r, c;

	dnb_board_edge_coords(w, h, e, &o, &r, &c);
	notation_put_dot(t, c, r);
	tb_putc(t, '-');
	if (o == DNB_HORIZONTAL)
		notation_put_dot(t, c + 1, r);
	else
		notation_put_dot(t, c, r + 1);
}

/* Read an unsigned decimal number; 1 on success. */
static int read_number(const char *s, size_t len, size_t *pos, uint32_t *v)
{
	size_t p = *pos;
	uint32_t x = 0;

	if (p >= len || !is_digit(s[p]))
		return 0;
	while (p < len && is_digit(s[p])) {
		if (x > 100000)
			return 0;
		x = x * 10 + (uint32_t)(s[p++] - '0');
	}
	*v = x;
	*pos = p;
	return 1;
}

static void skip_blanks(const char *s, size_t len, size_t *pos)
{
	while (*pos < len && is_blank(s[*pos]))
		(*pos)++;
}

/* "h R C" or "v R C". */
static dnb_status parse_hv(uint32_t w, uint32_t h, const char *s, size_t len, uint32_t *e)
{
	size_t p = 1;
	uint32_t r, c;
	uint32_t o = (s[0] == 'h' || s[0] == 'H') ? DNB_HORIZONTAL : DNB_VERTICAL;

	skip_blanks(s, len, &p);
	if (p == 1 || !read_number(s, len, &p, &r))
		return DNB_E_PARSE;
	skip_blanks(s, len, &p);
	if (!read_number(s, len, &p, &c))
		return DNB_E_PARSE;
	skip_blanks(s, len, &p);
	if (p != len)
		return DNB_E_PARSE;
	return dnb_board_edge(w, h, o, r, c, e);
}

dnb_status notation_parse_move(uint32_t w, uint32_t h, const char *s, size_t len, uint32_t *e)
{
	size_t p = 0;
	uint32_t c1, r1, c2, r2;

	while (len > 0 && is_blank(s[len - 1]))
		len--;
	skip_blanks(s, len, &p);
	s += p;
	len -= p;
	p = 0;
	/* (strchr also finds the string's terminator: a NUL is no letter) */
	if (len >= 2 && s[0] != '\0' && strchr("hHvV", s[0]) && is_blank(s[1]))
		return parse_hv(w, h, s, len, e);
	if (!notation_read_dot(s, len, &p, &c1, &r1))
		return DNB_E_PARSE;
	if (p >= len || s[p] != '-')
		return DNB_E_PARSE;
	p++;
	if (!notation_read_dot(s, len, &p, &c2, &r2) || p != len)
		return DNB_E_PARSE;
	if (c1 > w || c2 > w || r1 > h || r2 > h)
		return DNB_E_RANGE;
	if (r1 == r2 && (c1 + 1 == c2 || c2 + 1 == c1))
		return dnb_board_edge(w, h, DNB_HORIZONTAL, r1, c1 < c2 ? c1 : c2, e);
	if (c1 == c2 && (r1 + 1 == r2 || r2 + 1 == r1))
		return dnb_board_edge(w, h, DNB_VERTICAL, r1 < r2 ? r1 : r2, c1, e);
	return DNB_E_PARSE; /* two dots that are not neighbours */
}

static const struct {
	const char *name;
	uint32_t flag;
} rule_names[] = {
	{ "compulsory", DNB_RULE_COMPULSORY },
	{ "nimstring", DNB_RULE_NIMSTRING },
	{ "misere", DNB_RULE_MISERE },
	{ "border", DNB_RULE_BORDER },
};

void notation_put_rules(struct textbuf *t, uint32_t rules)
{
	int first = 1;

	for (size_t i = 0; i < sizeof(rule_names) / sizeof(rule_names[0]); i++) {
		if (!(rules & rule_names[i].flag))
			continue;
		if (!first)
			tb_putc(t, ' ');
		tb_puts(t, rule_names[i].name);
		first = 0;
	}
	if (first)
		tb_puts(t, "standard");
}

int64_t notation_rule_word(const char *s, size_t len)
{
	if (len == 8 && memcmp(s, "standard", 8) == 0)
		return DNB_RULES_STANDARD;
	for (size_t i = 0; i < sizeof(rule_names) / sizeof(rule_names[0]); i++)
		if (strlen(rule_names[i].name) == len && memcmp(s, rule_names[i].name, len) == 0)
			return rule_names[i].flag;
	return -1;
}

DNB_EXPORT dnb_status dnb_move_parse(uint32_t width, uint32_t height, const char *text,
				     size_t len, uint32_t *edge)
{
	uint32_t e;
	dnb_status st;

	if (!text || !edge)
		return DNB_E_INVALID;
	if (!board_size_ok(width, height))
		return DNB_E_RANGE;
	if (!lines_token_ok(text, len))
		return DNB_E_PARSE;
	st = notation_parse_move(width, height, text, len, &e);
	if (st == DNB_OK)
		*edge = e;
	return st;
}

DNB_EXPORT dnb_status dnb_move_format(uint32_t width, uint32_t height, uint32_t edge,
				      char *buf, size_t size, size_t *len)
{
	struct textbuf t = tb_init(buf, size);

	if (!tb_args_ok(buf, size))
		return DNB_E_INVALID;
	if (!board_size_ok(width, height) || edge >= board_edges(width, height))
		return DNB_E_RANGE;
	notation_put_move(&t, width, height, edge);
	return tb_finish(&t, len);
}

DNB_EXPORT dnb_status dnb_rules_parse(const char *text, size_t len, uint32_t *rules)
{
	uint32_t flags = 0;
	size_t p = 0;
	dnb_status st;

	if (!text || !rules)
		return DNB_E_INVALID;
	if (!lines_token_ok(text, len))
		return DNB_E_PARSE;
	for (;;) {
		size_t start;
		int64_t f;
		skip_blanks(text, len, &p);
		if (p == len)
			break;
		start = p;
		while (p < len && !is_blank(text[p]))
			p++;
		f = notation_rule_word(text + start, p - start);
		if (f < 0)
			return DNB_E_PARSE;
		flags |= (uint32_t)f;
	}
	if ((st = game_check_rules(flags)) != DNB_OK)
		return st;
	*rules = flags;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_rules_format(uint32_t rules, char *buf, size_t size, size_t *len)
{
	struct textbuf t = tb_init(buf, size);
	dnb_status st;

	if (!tb_args_ok(buf, size))
		return DNB_E_INVALID;
	if ((st = game_check_rules(rules)) != DNB_OK)
		return st;
	notation_put_rules(&t, rules);
	return tb_finish(&t, len);
}
