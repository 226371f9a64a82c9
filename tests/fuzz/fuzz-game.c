/* SPDX-License-Identifier: MIT */
/*
 * dnb_game_parse (records and positions).  A parsed game keeps every
 * invariant and each of its formats parses back to the same game; a failure
 * leaves *out alone and points inside the text.
 */
#include "fuzz-common.h"
#include "fuzz-game-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	dnb_game *sentinel = (dnb_game *)(uintptr_t)0x1234, *g = sentinel;
	uint32_t line = 0xdeadbeef, col = 0xdeadbeef;
	dnb_status st;

	uint32_t bad_line, bad_col;

	st = dnb_game_parse(text, size, &g, &line, &col);
	/* a byte no format has: refused, and blamed where it stands */
	if (!fuzz_text_clean(text, size, 1, &bad_line, &bad_col))
		FUZZ_CHECK(st == DNB_E_PARSE && line == bad_line && col == bad_col);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && g == sentinel);
		if (st == DNB_E_NOMEM)
			FUZZ_CHECK(line == 0 && col == 0);
		else
			FUZZ_CHECK(fuzz_position_ok(text, size, line, col));
		return 0;
	}
	FUZZ_CHECK(g != NULL && g != sentinel && line == 0 && col == 0);
	fuzz_game_invariants(g);
	fuzz_game_roundtrip(g);
	dnb_game_free(g);
	return 0;
}
