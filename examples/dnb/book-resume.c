/* SPDX-License-Identifier: MIT */
/*
 * dnb book build's reader of an existing output (book-resume.c): whether
 * the bytes of the file at -o are a book to resume, a file to start
 * afresh, or something to leave alone.  Nothing here touches a file: the
 * caller reads the file (book-build.c) and writes it only on a yes; the
 * fuzz target fuzz-book-resume feeds it arbitrary bytes.
 */
#include <string.h>

#include "book-build.h"

size_t build_max_bytes(const struct build_spec *s)
{
	uint32_t n, a, c, k = 0;

	if (dnb_board_edge_count(s->w, s->h, &n) != DNB_OK || n > 64)
		return SIZE_MAX;
	for (uint32_t e = 0; e < n; e++) {
		if (dnb_board_edge_boxes(s->w, s->h, e, &a, &c) != DNB_OK)
			return SIZE_MAX;
		/* under the border rule an outer edge never changes */
		k += !((s->rules & DNB_RULE_BORDER) && (a == DNB_NO_BOX || c == DNB_NO_BOX));
	}
	/* the header, the seal, a record a position and a torn last record */
	if (k >= 58 || ((UINT64_C(1) << k) + 2) > (SIZE_MAX - 32) / 24)
		return SIZE_MAX;
	return (size_t)(32 + ((UINT64_C(1) << k) + 1) * 24 + 23);
}

int build_resume_read(const struct build_spec *s, const uint8_t *data, size_t size,
		      struct build_resume *r)
{
	uint32_t w, h, rules;
	dnb_book *head = NULL;
	dnb_status st;

	memset(r, 0, sizeof(*r));
	if (size == 0) {
		/* nothing in it to lose (made by mktemp, say): a new book */
		r->kind = BUILD_OUT_NEW;
		return r->kind;
	}
	r->kind = BUILD_OUT_REFUSE;
	/* the header alone is an empty book when it is one */
	if (size < 32 || (st = dnb_book_open_memory(data, 32, &head)) != DNB_OK) {
		r->why = "is not a book (no book header): left as it is";
		return r->kind;
	}
	dnb_book_info(head, &w, &h, &rules, NULL);
	dnb_book_free(head);
	if (w != s->w || h != s->h || rules != s->rules) {
		r->why = "is a book of another board or rules: left as it is";
		return r->kind;
	}
	if (size > build_max_bytes(s)) {
		r->why = "is longer than any book of this board: left as it is";
		return r->kind;
	}
	r->whole = 32 + (size - 32) / 24 * 24;
	st = dnb_book_open_memory(data, r->whole, &r->have);
	if (st != DNB_OK) {
		r->have = NULL;
		r->why = st == DNB_E_NOMEM ? "cannot be read: out of memory"
					   : "is a damaged book: left as it is";
		return r->kind;
	}
	r->torn = size - r->whole;
	r->kind = BUILD_OUT_RESUME;
	return r->kind;
}
