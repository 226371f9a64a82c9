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

/* 1 if the line holds only blanks. */
static inline int lines_is_blank(const char *line, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (line[i] != ' ' && line[i] != '\t')
			return 0;
	return 1;
}

#endif
