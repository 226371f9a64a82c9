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


	st = dnb_game_parse(text, size, &g, &line, &col);
	fuzz_check_text_status(st, text, size, line, col);
	if (st != DNB_OK) {
		FUZZ_CHECK(g == sentinel);
		return 0;
	}
	FUZZ_CHECK(g != NULL && g != sentinel);
	fuzz_game_invariants(g);
	fuzz_game_roundtrip(g);
	dnb_game_free(g);
	return 0;
}
