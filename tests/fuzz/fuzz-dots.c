/* SPDX-License-Identifier: MIT */
/*
 * dnb_dots_parse (kropki records).  A parsed game's record parses back to
 * the same game, its picture writes; a failure leaves *out alone and points
 * inside the text.
 */
#include <stdlib.h>
#include <string.h>

#include "dnb_dots.h"
#include "fuzz-common.h"
#include "fuzz-dots-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *format(const dnb_dots *d, uint32_t fmt, size_t *len)
{
	size_t need = 0, got = 0;
	char *buf;

	FUZZ_CHECK(dnb_dots_format(d, fmt, NULL, 0, &need) == DNB_E_BUFSIZE);
	buf = malloc(need + 1);
	FUZZ_CHECK(buf != NULL);
	FUZZ_CHECK(dnb_dots_format(d, fmt, buf, need + 1, &got) == DNB_OK);
	FUZZ_CHECK(got == need && strlen(buf) == need);
	*len = need;
	return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	dnb_dots *sentinel = (dnb_dots *)(uintptr_t)0x1234, *d = sentinel, *back = NULL;
	uint32_t line = 0xdeadbeef, col = 0xdeadbeef;
	dnb_status st;
	size_t len;
	char *out;

	uint32_t bad_line, bad_col;

	st = dnb_dots_parse(text, size, &d, &line, &col);
	/* a byte no format has: refused, and blamed where it stands */
	if (!fuzz_text_clean(text, size, 1, &bad_line, &bad_col))
		FUZZ_CHECK(st == DNB_E_PARSE && line == bad_line && col == bad_col);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && d == sentinel);
		if (st != DNB_E_NOMEM)
			FUZZ_CHECK(fuzz_position_ok(text, size, line, col));
		return 0;
	}
	FUZZ_CHECK(d != NULL && d != sentinel);
	out = format(d, DNB_DOTS_FORMAT_RECORD, &len);
	st = dnb_dots_parse(out, len, &back, &line, &col);
	if (st != DNB_OK) {
		fprintf(stderr, "record does not parse back (%d at %u:%u):\n%s\n", st, line,
			col, out);
		abort();
	}
	fuzz_dots_same(d, back);
	dnb_dots_free(back);
	free(out);
	out = format(d, DNB_DOTS_FORMAT_RENDER, &len);
	free(out);
	dnb_dots_free(d);
	return 0;
}
