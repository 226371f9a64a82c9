/* SPDX-License-Identifier: MIT */
/* Invariants of kropki games (dnb_dots.h), for the fuzz targets. */
#include "dnb_dots.h"
#include "fuzz-common.h"
#include "fuzz-dots-check.h"

void fuzz_dots_same(const dnb_dots *a, const dnb_dots *b)
{
	int32_t w = dnb_dots_width(a), h = dnb_dots_height(a);

	FUZZ_CHECK(w > 0 && h > 0);
	FUZZ_CHECK(dnb_dots_width(b) == w && dnb_dots_height(b) == h);
	FUZZ_CHECK(dnb_dots_to_move(a) == dnb_dots_to_move(b));
	FUZZ_CHECK(dnb_dots_is_over(a) == dnb_dots_is_over(b));
	FUZZ_CHECK(dnb_dots_free_count(a) == dnb_dots_free_count(b));
	FUZZ_CHECK(dnb_dots_history_length(a) == dnb_dots_history_length(b));
	for (int32_t p = 1; p <= 2; p++) {
		FUZZ_CHECK(dnb_dots_score(a, p) == dnb_dots_score(b, p));
		FUZZ_CHECK(dnb_dots_has_ended(a, p) == dnb_dots_has_ended(b, p));
	}
	for (uint32_t pt = 0; pt < (uint32_t)w * (uint32_t)h; pt++) {
		FUZZ_CHECK(dnb_dots_point(a, pt) == dnb_dots_point(b, pt));
		FUZZ_CHECK(dnb_dots_owner(a, pt) == dnb_dots_owner(b, pt));
	}
}
