/* SPDX-License-Identifier: MIT */
/*
 * dnb_move_parse.  Input: two bytes choose the board (width, height; a few
 * values fall outside 1..32 on purpose), the rest is the move text.
 * A parsed edge is on the board and its canonical text parses back to it;
 * a failure leaves the out-parameter alone.
 */
#include <string.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	uint32_t w = fuzz_u8(&in) % 35, h = fuzz_u8(&in) % 35;
	const char *text = (const char *)in.p;
	uint32_t edge = 0xdeadbeef, count, back = 0xdeadbeef;
	char buf[32];
	size_t len = 0;
	dnb_status st;

	uint32_t o, r, c, again = 0xdeadbeef, line, col;
	char version[32];

	/* the version the target was built against is the one loaded */
	FUZZ_CHECK(dnb_version() == DNB_VERSION_NUMBER);
	snprintf(version, sizeof version, "%d.%d.%d", DNB_VERSION_MAJOR, DNB_VERSION_MINOR,
		 DNB_VERSION_PATCH);
	FUZZ_CHECK(strcmp(dnb_version_string(), version) == 0);
	/* a message for any status, known or not */
	FUZZ_CHECK(dnb_strerror((dnb_status)((int32_t)(w * 35 + h) - 600)) != NULL);
	st = dnb_move_parse(w, h, text, in.n, &edge);
	FUZZ_CHECK(dnb_strerror(st) != NULL && dnb_strerror(st)[0] != '\0');
	if (w >= 1 && h >= 1 && w <= DNB_MAX_SIDE && h <= DNB_MAX_SIDE &&
	    !fuzz_text_clean(text, in.n, 0, &line, &col))
		FUZZ_CHECK(st == DNB_E_PARSE);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && edge == 0xdeadbeef);
		return 0;
	}
	/* the edge's coordinates name it again */
	FUZZ_CHECK(dnb_board_edge_coords(w, h, edge, &o, &r, &c) == DNB_OK);
	FUZZ_CHECK(dnb_board_edge(w, h, o, r, c, &again) == DNB_OK && again == edge);
	FUZZ_CHECK(w >= 1 && w <= DNB_MAX_SIDE && h >= 1 && h <= DNB_MAX_SIDE);
	FUZZ_CHECK(dnb_board_edge_count(w, h, &count) == DNB_OK);
	FUZZ_CHECK(edge < count);
	FUZZ_CHECK(dnb_move_format(w, h, edge, buf, sizeof buf, &len) == DNB_OK);
	FUZZ_CHECK(len == strlen(buf));
	FUZZ_CHECK(dnb_move_parse(w, h, buf, len, &back) == DNB_OK);
	FUZZ_CHECK(back == edge);
	return 0;
}
