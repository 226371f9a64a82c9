/* SPDX-License-Identifier: MIT */
/* Reading the line-based text formats (game records, kropki records): lines
 * that are not blank or comments, words on a line, and where an error is. */
#ifndef DNB_READER_H
#define DNB_READER_H

#include <stddef.h>
#include <stdint.h>

#include "dnb.h"
#include "common/lines-priv.h"

struct reader {
	struct lines l;
	const char *line; /* the current line */
	size_t n;
	uint32_t err_line, err_col; /* 1-based, where the error is */
};

/* Record an error at `at` on the current line and return st. */
dnb_status reader_fail(struct reader *r, const char *at, dnb_status st);

/* The text ended where something more was needed: DNB_E_PARSE. */
dnb_status reader_fail_eof(struct reader *r);

/* Move to the next line that is not blank or a '#' comment; 0 at the end. */
int reader_next_line(struct reader *r);

/* Split off the next blank-separated word of [*p, end); 0 if none is left. */
int reader_word(const char **p, const char *end, const char **w, size_t *wn);

/* 1 if the word is exactly lit. */
int reader_word_is(const char *w, size_t wn, const char *lit);

/* A decimal number of at most 6 digits filling the whole word. */
int reader_word_number(const char *w, size_t wn, uint32_t *v);

#endif
