/* SPDX-License-Identifier: MIT */
/* Walking a (text, len) buffer line by line, counting lines for errors. */
#ifndef DNB_LINES_H
#define DNB_LINES_H

#include <stddef.h>
#include <stdint.h>

struct lines {
	const char *s;
	size_t len, pos;
	uint32_t lineno; /* of the line last returned, 1-based */
};

static inline struct lines lines_init(const char *s, size_t len)
{
	struct lines l = { s, len, 0, 0 };
	return l;
}

/* The next line without its "\n" or "\r\n"; 0 at the end of the text. */
static inline int lines_next(struct lines *l, const char **line, size_t *n)
{
	size_t start = l->pos, end;

	if (l->pos >= l->len)
		return 0;
	while (l->pos < l->len && l->s[l->pos] != '\n')
		l->pos++;
	end = l->pos;
	if (l->pos < l->len)
		l->pos++;
	if (end > start && l->s[end - 1] == '\r')
		end--;
	l->lineno++;
	*line = l->s + start;
	*n = end - start;
	return 1;
}

/*
 * Every text format of the library is printable ASCII (0x20..0x7e) and
 * tabs; a text of several lines also has its line ends: "\n", and "\r"
 * where lines_next() takes it as part of one (before "\n" or at the end).
 * 1 if s holds nothing else; else 0, with the 1-based line and column of
 * the first byte that is not allowed (a NUL, another control byte, DEL or
 * a byte of 0x80 and up) in *line and *col.  The readers call this first,
 * so that no such byte is ever read as something else.
 */
static inline int lines_bytes_ok(const char *s, size_t len, int multiline, uint32_t *line,
				 uint32_t *col)
{
	uint32_t ln = 1;
	size_t start = 0;

	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if ((c >= 0x20 && c < 0x7f) || c == '\t')
			continue;
		if (multiline && c == '\n') {
			ln++;
			start = i + 1;
			continue;
		}
		if (multiline && c == '\r' && (i + 1 == len || s[i + 1] == '\n'))
			continue;
		*line = ln;
		*col = (uint32_t)(i - start) + 1;
		return 0;
	}
	return 1;
}

/* The same for a text of one token or line (no line ends), where no place
 * is reported. */
static inline int lines_token_ok(const char *s, size_t len)
{
	uint32_t line, col;

	return lines_bytes_ok(s, len, 0, &line, &col);
}

/* 1 if the line holds only blanks. */
static inline int lines_is_blank(const char *line, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (line[i] != ' ' && line[i] != '\t')
			return 0;
	return 1;
}

#endif
