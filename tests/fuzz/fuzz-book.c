/* SPDX-License-Identifier: MIT */
/*
 * Books from arbitrary bytes (dnb_book_open_memory): a book that opens
 * answers lookups that agree with its own entries and saves back to bytes
 * that open to the same book; anything else is refused with a status
 * (DNB_E_CORRUPT for damage), never a crash.  The input is the book's
 * bytes; the lookups walk a game on the book's board along edges taken
 * from the tail of the input, and the same game on the board turned, which
 * must find the same entries.  The corpus (corpus/book/) holds valid
 * books (standard, compulsory, border), which the fuzzer truncates and
 * damages.
 *
 * Each input is also read a second time with every checksum repaired
 * (its header's and each record's), so that damage to the entries
 * themselves reaches the checks of what an entry may say: a book that
 * opens never serves a move its rules do not allow (under the compulsory
 * rule a move that takes no box where one can be taken), and HARD with
 * the book set always plays a legal move.  Besides the walk, the first
 * 64 entries of a book that opens are each probed at their own position
 * (their keys read from the saved bytes).
 */
#include <string.h>

#include "book-checksums.h"
#include "fuzz-common.h"

/* Each lookup of g agrees with the values of the moves into it, and its
 * optimal moves are legal moves of g under its rules. */
static void probe(const dnb_book *b, dnb_game *g)
{
	uint32_t best[64], legal[64];
	int32_t v, vals[64];
	size_t nb, nv, nl;
	dnb_status st = dnb_book_lookup(b, g, &v, best, 64, &nb);

	FUZZ_CHECK(st == DNB_OK || st == DNB_E_NOT_APPLICABLE);
	if (st == DNB_OK) {
		FUZZ_CHECK(nb <= 64);
		FUZZ_CHECK(dnb_game_legal_moves(g, legal, 64, &nl) == DNB_OK);
		FUZZ_CHECK((nb == 0) == (nl == 0));
		for (size_t i = 0; i < nb; i++) {
			int found = 0;
			FUZZ_CHECK(dnb_game_edge_drawn(g, best[i]) == 0);
			for (size_t k = 0; k < nl; k++)
				found |= legal[k] == best[i];
			FUZZ_CHECK(found);
		}
		FUZZ_CHECK(dnb_book_lookup(b, g, &v, best, 0, &nb) == (nb ? DNB_E_BUFSIZE : DNB_OK));
	}
	st = dnb_book_move_values(b, g, vals, 64, &nv);
	FUZZ_CHECK(st == DNB_OK || st == DNB_E_NOT_APPLICABLE);
	if (st == DNB_OK)
		for (size_t e = 0; e < nv; e++)
			FUZZ_CHECK(vals[e] == DNB_SOLVER_NO_VALUE || dnb_game_edge_drawn(g, (uint32_t)e) == 0);
}

/* Edge e of the w x h board as an edge of the board turned (h x w). */
static uint32_t turned_edge(uint32_t w, uint32_t h, uint32_t e)
{
	uint32_t o, r, c, t;

	FUZZ_CHECK(dnb_board_edge_coords(w, h, e, &o, &r, &c) == DNB_OK);
	FUZZ_CHECK(dnb_board_edge(h, w, o == DNB_HORIZONTAL ? DNB_VERTICAL : DNB_HORIZONTAL, c, r,
				  &t) == DNB_OK);
	return t;
}

/* A game of the board turned (t) finds what its original (g) finds: the
 * same value, and the same optimal moves turned. */
static void same_turned(const dnb_book *b, const dnb_game *g, const dnb_game *t, uint32_t w,
			uint32_t h)
{
	uint32_t best[64], tbest[64];
	int32_t v, tv;
	size_t nb, ntb;
	dnb_status st = dnb_book_lookup(b, g, &v, best, 64, &nb);

	FUZZ_CHECK(dnb_book_lookup(b, t, &tv, tbest, 64, &ntb) == st);
	if (st != DNB_OK)
		return;
	FUZZ_CHECK(tv == v && ntb == nb);
	for (size_t i = 0; i < nb; i++) {
		int found = 0;
		for (size_t k = 0; k < ntb; k++)
			found |= tbest[k] == turned_edge(w, h, best[i]);
		FUZZ_CHECK(found);
	}
}

/* HARD with the book set plays a legal move in g, from the book or not. */
static void ai_plays(const dnb_book *b, const dnb_game *g)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai_result res = DNB_AI_RESULT_INIT;
	uint32_t edge, legal[64];
	size_t nl;
	dnb_ai *ai;
	int found = 0;

	if (dnb_game_is_over(g) || dnb_game_edge_count(g) > 64)
		return;
	o.level = DNB_AI_HARD;
	o.node_limit = 500;
	if (dnb_ai_new(&o, &ai) != DNB_OK)
		return;
	FUZZ_CHECK(dnb_ai_set_book(ai, b) == DNB_OK);
	FUZZ_CHECK(dnb_ai_move(ai, g, &edge, &res) == DNB_OK);
	FUZZ_CHECK(dnb_game_legal_moves(g, legal, 64, &nl) == DNB_OK);
	for (size_t k = 0; k < nl; k++)
		found |= legal[k] == edge;
	FUZZ_CHECK(found);
	dnb_ai_free(ai);
}

/* A copy of the bytes with the header's checksum and every whole
 * record's set right; NULL when too short for a header. */
static uint8_t *repaired(const uint8_t *data, size_t size)
{
	uint8_t *r;

	if (size < 32 || !(r = malloc(size)))
		return NULL;
	memcpy(r, data, size);
	book_repair(r, size);
	return r;
}

/* The positions of the first entries of a saved book (their keys from
 * its bytes: seal first, then a record a position) as games, each
 * probed, and HARD asked for a move in the first few. */
static void probe_entries(const dnb_book *b, const uint8_t *saved, size_t len, uint32_t w,
			  uint32_t h, uint32_t rules)
{
	uint8_t drawn[64];
	uint32_t ne;
	size_t n = (len - 56) / 24;

	if (dnb_board_edge_count(w, h, &ne) != DNB_OK || ne > 64)
		return;
	for (size_t i = 0; i < n && i < 64; i++) {
		const uint8_t *p = saved + 56 + 24 * i;
		uint64_t key = 0;
		dnb_game *g;
		for (int k = 7; k >= 0; k--)
			key = key << 8 | p[k];
		for (uint32_t e = 0; e < ne; e++)
			drawn[e] = (uint8_t)(key >> e & 1u);
		if (dnb_game_new_setup(w, h, rules, drawn, NULL, DNB_PLAYER_1, &g) != DNB_OK)
			continue;
		probe(b, g);
		if (i < 4)
			ai_plays(b, g);
		dnb_game_free(g);
	}
}

static void one_input(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t *fixed = repaired(data, size);

	one_input(data, size);
	if (fixed) {
		if (memcmp(fixed, data, size) != 0)
			one_input(fixed, size);
		free(fixed);
	}
	return 0;
}

static void one_input(const uint8_t *data, size_t size)
{
	dnb_book *b = NULL, *c = NULL;
	uint32_t w, h, rules, ne;
	uint64_t n, n2, key;
	uint8_t *out;
	size_t len, len2;
	dnb_game *g, *t = NULL;
	dnb_status st;

	dnb_book_free(NULL);
	FUZZ_CHECK(dnb_book_open_file("/nonexistent/fuzz.book", &b) == DNB_E_IO);
	FUZZ_CHECK(dnb_book_open_default(3, 3, 0, "/nonexistent", &b) == DNB_E_IO);
	st = dnb_book_open_memory(data, size, &b);
	FUZZ_CHECK(st == DNB_OK || st == DNB_E_CORRUPT || st == DNB_E_NOMEM);
	if (st != DNB_OK)
		return;
	FUZZ_CHECK(dnb_book_info(b, &w, &h, &rules, &n) == DNB_OK);
	/* the saved bytes open to a book that saves to the same bytes */
	FUZZ_CHECK(dnb_book_save(b, NULL, 0, &len) == DNB_E_BUFSIZE);
	out = malloc(len);
	FUZZ_CHECK(out && dnb_book_save(b, out, len, &len2) == DNB_OK && len2 == len);
	FUZZ_CHECK(dnb_book_open_memory(out, len, &c) == DNB_OK);
	FUZZ_CHECK(dnb_book_info(c, NULL, NULL, NULL, &n2) == DNB_OK && n2 == n);
	dnb_book_free(c);
	/* every entry (the first 64) offers only legal moves */
	probe_entries(b, out, len, w, h, rules);
	free(out);
	/* a walk from the empty board along edges from the input's tail */
	if (dnb_game_new(w, h, rules, &g) == DNB_OK) {
		ne = (uint32_t)dnb_game_edge_count(g);
		FUZZ_CHECK(dnb_book_key(g, &key) == DNB_OK);
		probe(b, g);
		/* the same walk on the board turned (a square one is its own) */
		if (w != h && dnb_game_new(h, w, rules, &t) != DNB_OK)
			t = NULL;
		for (size_t i = 0; i < 8 && i < size && !dnb_game_is_over(g); i++) {
			uint32_t e = data[size - 1 - i] % ne;
			int32_t v;
			uint32_t best[64];
			size_t nb;
			if (dnb_game_play(g, e, NULL) != DNB_OK)
				continue;
			probe(b, g);
			if (t) {
				FUZZ_CHECK(dnb_game_play(t, turned_edge(w, h, e), NULL) == DNB_OK);
				same_turned(b, g, t, w, h);
			}
			/* an entry added to the opened book must agree with it */
			if (dnb_book_lookup(b, g, &v, best, 64, &nb) == DNB_OK)
				FUZZ_CHECK(dnb_book_add(b, g, v, best, nb) == DNB_OK);
		}
		ai_plays(b, g);
		dnb_game_free(t);
		dnb_game_free(g);
	}
	{
		dnb_ai *ai;
		if (dnb_ai_new(NULL, &ai) == DNB_OK) {
			FUZZ_CHECK(dnb_ai_set_book(ai, b) == DNB_OK);
			dnb_ai_free(ai);
		}
	}
	if (dnb_book_new(w, h, rules, &c) == DNB_OK)
		dnb_book_free(c);
	dnb_book_free(b);
}
