/* SPDX-License-Identifier: MIT */
/*
 * Shared by the libFuzzer targets: a checked-invariant macro that aborts
 * (so libFuzzer reports the input), a reader that turns fuzz bytes into
 * small numbers, and the checks every text parser must pass.
 */
#ifndef DNB_FUZZ_COMMON_H
#define DNB_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "dnb.h"

/* A broken invariant: say which and abort, libFuzzer saves the input. */
#define FUZZ_CHECK(c)                                                                  \
	do {                                                                           \
		if (!(c)) {                                                            \
			fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__,      \
				__LINE__, #c);                                         \
			abort();                                                       \
		}                                                                      \
	} while (0)

/* Fuzz bytes consumed from the front; zeros once they run out. */
struct fuzz_in {
	const uint8_t *p;
	size_t n;
};

static inline uint8_t fuzz_u8(struct fuzz_in *in)
{
	uint8_t v = 0;

	if (in->n) {
		v = *in->p++;
		in->n--;
	}
	return v;
}

static inline uint32_t fuzz_u16(struct fuzz_in *in)
{
	uint32_t lo = fuzz_u8(in);

	return lo | (uint32_t)fuzz_u8(in) << 8;
}

/*
 * The bytes every text format allows: printable ASCII and tabs, and in a
 * text of several lines "\n" and a "\r" that ends a line.  0 if text has
 * another, with the 1-based line and column of the first one (as the
 * library's readers must report it).  Written apart from the library's own
 * check on purpose: the targets test that one against this.
 */
static inline int fuzz_text_clean(const char *text, size_t len, int multiline, uint32_t *line,
				  uint32_t *col)
{
	uint32_t ln = 1;
	size_t start = 0;

	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		int ok = (c >= 0x20 && c <= 0x7e) || c == '\t' || (multiline && c == '\n') ||
			 (multiline && c == '\r' && (i + 1 == len || text[i + 1] == '\n'));

		if (!ok) {
			*line = ln;
			*col = (uint32_t)(i - start) + 1;
			return 0;
		}
		if (c == '\n') {
			ln++;
			start = i + 1;
		}
	}
	return 1;
}

/*
 * An error position must lie inside the text: a line that exists (or the
 * one just past the end, for "more was expected"), a column at most one
 * past the end of that line.
 */
static inline int fuzz_position_ok(const char *text, size_t len, uint32_t line,
				   uint32_t col)
{
	uint32_t cur = 1;
	size_t start = 0, i;

	if (line == 0 || col == 0)
		return 0;
	for (i = 0; i < len && cur < line; i++)
		if (text[i] == '\n') {
			cur++;
			start = i + 1;
		}
	if (cur < line)
		return line == cur + 1 && col == 1; /* just past the last line */
	for (i = start; i < len && text[i] != '\n'; i++)
		;
	return col <= i - start + 1;
}

/*
 * The promises of a reader of several lines about its status st and error
 * place (line, col) for text: a byte no format has is DNB_E_PARSE blamed
 * where it stands; a failure other than DNB_E_NOMEM points into the text,
 * DNB_E_NOMEM and success give 0, 0.
 */
static inline void fuzz_check_text_status(int32_t st, const char *text, size_t len,
					  uint32_t line, uint32_t col)
{
	uint32_t bad_line, bad_col;

	if (!fuzz_text_clean(text, len, 1, &bad_line, &bad_col))
		FUZZ_CHECK(st == DNB_E_PARSE && line == bad_line && col == bad_col);
	if (st == DNB_OK || st == DNB_E_NOMEM)
		FUZZ_CHECK(line == 0 && col == 0);
	else
		FUZZ_CHECK(st < 0 && fuzz_position_ok(text, len, line, col));
}

#endif
