/* SPDX-License-Identifier: MIT */
/*
 * dnb_dots_point_parse.  Input: two bytes choose the board (some sizes are
 * out of range on purpose), the rest is the point text.  A parsed point is
 * on the board and its text parses back to it; a failure leaves the
 * out-parameter alone.
 */
#include <string.h>

#include "dnb_dots.h"
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	uint32_t w = fuzz_u8(&in), h = fuzz_u8(&in);
	uint32_t point = 0xdeadbeef, back = 0xdeadbeef;
	char buf[32];
	size_t len = 0;
	dnb_status st;

	uint32_t line, col;

	st = dnb_dots_point_parse(w, h, (const char *)in.p, in.n, &point);
	/* no byte outside printable ASCII and tabs is ever read as text */
	if (w >= 1 && h >= 1 && w <= DNB_DOTS_MAX_SIDE && h <= DNB_DOTS_MAX_SIDE &&
	    !fuzz_text_clean((const char *)in.p, in.n, 0, &line, &col))
		FUZZ_CHECK(st == DNB_E_PARSE);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && point == 0xdeadbeef);
		return 0;
	}
	FUZZ_CHECK(point < w * h);
	FUZZ_CHECK(dnb_dots_point_format(w, h, point, buf, sizeof buf, &len) == DNB_OK);
	FUZZ_CHECK(len == strlen(buf));
	FUZZ_CHECK(dnb_dots_point_parse(w, h, buf, len, &back) == DNB_OK);
	FUZZ_CHECK(back == point);
	return 0;
}
