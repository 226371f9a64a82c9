/* SPDX-License-Identifier: MIT */
/*
 * dnb_game_parse_diagram.  Input: one byte picks the rules (sometimes an
 * invalid set) and the player to move (sometimes a bad one), the rest is
 * the picture.  As for fuzz-game: invariants, round trips, and clean
 * failures that point inside the text.
 */
#include "fuzz-common.h"
#include "fuzz-game-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_in in = { data, size };
	uint8_t opt = fuzz_u8(&in);
	uint32_t rules = opt & 31u;
	int32_t to_move = (opt >> 5) % 4; /* 0 and 3 are refused */
	const char *text = (const char *)in.p;
	dnb_game *sentinel = (dnb_game *)(uintptr_t)0x1234, *g = sentinel;
	uint32_t line = 0xdeadbeef, col = 0xdeadbeef;
	dnb_status st;

	uint32_t bad_line, bad_col;

	st = dnb_game_parse_diagram(text, in.n, rules, to_move, &g, &line, &col);
	/* a byte no format has: refused, and blamed where it stands */
	if (!fuzz_text_clean(text, in.n, 1, &bad_line, &bad_col))
		FUZZ_CHECK(st == DNB_E_PARSE && line == bad_line && col == bad_col);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && g == sentinel);
		/* Bad arguments (rules: INVALID, player: RANGE), and a picture
		 * that breaks the border rule as a whole, have no place in the
		 * text: 0, 0.  Any other failure points into the text. */
		if (line != 0 || col != 0 ||
		    (st != DNB_E_INVALID && st != DNB_E_RANGE && st != DNB_E_POSITION &&
		     st != DNB_E_NOMEM))
			FUZZ_CHECK(fuzz_position_ok(text, in.n, line, col));
		return 0;
	}
	FUZZ_CHECK(rules <= DNB_RULES_ALL && (to_move == 1 || to_move == 2));
	FUZZ_CHECK(g != NULL && g != sentinel && line == 0 && col == 0);
	FUZZ_CHECK(dnb_game_rules(g) == (int32_t)rules);
	FUZZ_CHECK(dnb_game_move_count(g) == 0);
	FUZZ_CHECK(dnb_game_score(g, 1) == 0 && dnb_game_score(g, 2) == 0);
	fuzz_game_invariants(g);
	fuzz_game_roundtrip(g);
	dnb_game_free(g);
	return 0;
}
