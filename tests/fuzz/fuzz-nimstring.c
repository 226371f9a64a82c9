/* SPDX-License-Identifier: MIT */
/*
 * dnb_nimstring_graph_parse, then the graph's values.  A failure leaves
 * *out alone and places the error inside the text; a graph read is written
 * back by dnb_nimstring_graph_format into text that parses to the same
 * graph (and the same text).  Its components follow the strings, and the
 * values, under a small node limit, keep the promises of dnb.h:
 *   - the player to move wins exactly when the value is not 0: some cut
 *     wins (after a capture the cutter moves again and wants a value other
 *     than 0, otherwise the opponent moves and the cutter wants 0) exactly
 *     when the value is not 0;
 *   - a coin that can be taken is taken for free: unless the position is
 *     loony, cutting the last string of such a coin leaves the same value;
 *   - with no coin to take nobody can double-deal, so the value is a
 *     nimber, the mex of the values the non-loony cuts leave;
 *   - the value is the nim-sum of the components' values, loony if any is.
 * A call stopped by the limit writes nothing, and counts at most one node
 * past the limit.  A clone and a graph built string by string equal the
 * one parsed; an evaluator of its own finds the same value as the shared
 * one; the graph of a board position (played from the input's first
 * bytes) has a coin per box and a string per undrawn edge.
 */
#include <string.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Small enough that an input stays under about a second in the sanitized
 * fuzz build, big enough that the graphs of the corpus are evaluated in
 * full (the 3x3 position there takes a few hundred nodes). */
#define NODE_LIMIT 2000u
#define MAX_STRINGS 48u
/* Graphs small enough to value again without a limit. */
#define FRESH_STRINGS 16u
#define UNTOUCHED 0xdeadbeefu

static void check_same(const dnb_nimstring_graph *a, const dnb_nimstring_graph *b)
{
	int32_t n = dnb_nimstring_graph_string_count(a);

	FUZZ_CHECK(dnb_nimstring_graph_coin_count(a) == dnb_nimstring_graph_coin_count(b));
	FUZZ_CHECK(n == dnb_nimstring_graph_string_count(b));
	for (uint32_t s = 0; s < (uint32_t)n; s++) {
		uint32_t a1, b1, e1, a2, b2, e2;
		FUZZ_CHECK(dnb_nimstring_graph_string(a, s, &a1, &b1, &e1) == DNB_OK);
		FUZZ_CHECK(dnb_nimstring_graph_string(b, s, &a2, &b2, &e2) == DNB_OK);
		FUZZ_CHECK(a1 == a2 && b1 == b2 && e1 == e2);
		FUZZ_CHECK(e1 == DNB_NO_EDGE); /* a parsed graph has no board */
	}
}

/* A clone, and the same graph built string by string, equal the graph. */
static void check_copies(const dnb_nimstring_graph *g)
{
	dnb_nimstring_graph *copy = NULL, *built = NULL;
	int32_t n = dnb_nimstring_graph_string_count(g);

	FUZZ_CHECK(dnb_nimstring_graph_clone(g, &copy) == DNB_OK);
	check_same(g, copy);
	FUZZ_CHECK(dnb_nimstring_graph_new((uint32_t)dnb_nimstring_graph_coin_count(g), &built) ==
		   DNB_OK);
	for (uint32_t s = 0; s < (uint32_t)n; s++) {
		uint32_t a, b, index = UNTOUCHED;
		FUZZ_CHECK(dnb_nimstring_graph_string(g, s, &a, &b, NULL) == DNB_OK);
		FUZZ_CHECK(dnb_nimstring_graph_add_string(built, a, b, &index) == DNB_OK);
		FUZZ_CHECK(index == s);
	}
	check_same(g, built);
	dnb_nimstring_graph_free(built);
	dnb_nimstring_graph_free(copy);
}

/* The graph of a game that the input's first bytes play (a board of up to
 * 3x3 boxes): coin i is box i, one string per undrawn edge in edge order,
 * joining the boxes beside it (the ground off the board). */
static void check_from_game(const uint8_t *data, size_t size)
{
	uint32_t w = 1 + data[0] % 3, h = 1 + data[1] % 3, moves[DNB_MAX_EDGES], s = 0;
	dnb_nimstring_graph *g = NULL;
	dnb_game *game;
	size_t n;

	FUZZ_CHECK(dnb_game_new(w, h, DNB_RULES_STANDARD, &game) == DNB_OK);
	for (size_t i = 2; i < size && i < 2 + data[2] % 24; i++) {
		FUZZ_CHECK(dnb_game_legal_moves(game, moves, DNB_MAX_EDGES, &n) == DNB_OK);
		if (n == 0)
			break;
		FUZZ_CHECK(dnb_game_play(game, moves[data[i] % n], NULL) == DNB_OK);
	}
	FUZZ_CHECK(dnb_nimstring_graph_from_game(game, &g) == DNB_OK);
	FUZZ_CHECK((uint32_t)dnb_nimstring_graph_coin_count(g) == w * h);
	for (uint32_t e = 0; e < (uint32_t)dnb_game_edge_count(game); e++) {
		uint32_t a, b, ba, bb, edge;
		if (dnb_game_edge_drawn(game, e))
			continue;
		FUZZ_CHECK(dnb_nimstring_graph_string(g, s++, &a, &b, &edge) == DNB_OK);
		FUZZ_CHECK(dnb_board_edge_boxes(w, h, e, &ba, &bb) == DNB_OK);
		FUZZ_CHECK(edge == e);
		FUZZ_CHECK(a == (ba == DNB_NO_BOX ? DNB_NIMSTRING_GROUND : ba));
		FUZZ_CHECK(b == (bb == DNB_NO_BOX ? DNB_NIMSTRING_GROUND : bb));
	}
	FUZZ_CHECK((uint32_t)dnb_nimstring_graph_string_count(g) == s);
	dnb_nimstring_graph_free(g);
	dnb_game_free(game);
}

/* The text of a graph in a new buffer (freed by the caller). */
static char *format_graph(const dnb_nimstring_graph *g, size_t *len)
{
	char *buf;

	FUZZ_CHECK(dnb_nimstring_graph_format(g, NULL, 0, len) == DNB_E_BUFSIZE);
	buf = malloc(*len + 1);
	FUZZ_CHECK(buf != NULL);
	FUZZ_CHECK(dnb_nimstring_graph_format(g, buf, *len + 1, len) == DNB_OK);
	FUZZ_CHECK(strlen(buf) == *len);
	return buf;
}

static void check_round_trip(const dnb_nimstring_graph *g)
{
	dnb_nimstring_graph *back = NULL;
	uint32_t line = UNTOUCHED, col = UNTOUCHED;
	size_t len, len2;
	char *text = format_graph(g, &len), *again;

	FUZZ_CHECK(dnb_nimstring_graph_parse(text, len, &back, &line, &col) == DNB_OK);
	FUZZ_CHECK(line == 0 && col == 0);
	check_same(g, back);
	again = format_graph(back, &len2);
	FUZZ_CHECK(len2 == len && memcmp(text, again, len) == 0);
	free(again);
	free(text);
	dnb_nimstring_graph_free(back);
	check_copies(g);
}

/* Components: one number per string, numbered by first string, strings
 * that share a coin in the same one.  Gives the count. */
static uint32_t check_components(const dnb_nimstring_graph *g, uint32_t n, uint32_t *comp)
{
	uint32_t coins = (uint32_t)dnb_nimstring_graph_coin_count(g);
	uint32_t *seen = malloc(((size_t)coins + 1) * sizeof(*seen));
	uint32_t ncomp = UNTOUCHED, next = 0;
	size_t count = 0;

	FUZZ_CHECK(seen != NULL);
	memset(seen, 0xff, ((size_t)coins + 1) * sizeof(*seen));
	FUZZ_CHECK(dnb_nimstring_graph_components(g, comp, n, &count, &ncomp) == DNB_OK);
	FUZZ_CHECK(count == n);
	for (uint32_t s = 0; s < n; s++) {
		uint32_t end[2];
		FUZZ_CHECK(comp[s] <= next && comp[s] < ncomp);
		if (comp[s] == next)
			next++;
		dnb_nimstring_graph_string(g, s, &end[0], &end[1], NULL);
		for (int k = 0; k < 2; k++) {
			if (end[k] == DNB_NIMSTRING_GROUND)
				continue;
			FUZZ_CHECK(seen[end[k]] == UINT32_MAX || seen[end[k]] == comp[s]);
			seen[end[k]] = comp[s];
		}
	}
	FUZZ_CHECK(ncomp == next);
	free(seen);
	return ncomp;
}

/* The values, where the node limit lets them be computed.  fresh: a
 * second evaluator with the defaults (no node limit, a memo of another
 * size). */
static void check_values(dnb_nimstring *ns, dnb_nimstring *fresh, const dnb_nimstring_graph *g,
			 uint32_t n, uint32_t ncomp)
{
	uint32_t coins = (uint32_t)dnb_nimstring_graph_coin_count(g);
	uint32_t *degree = calloc((size_t)coins + 1, sizeof(*degree));
	uint32_t *vals = malloc(((size_t)n + 1) * sizeof(*vals));
	uint32_t value = UNTOUCHED, v, sum = 0, a, b;
	uint64_t nodes = UNTOUCHED;
	uint64_t present = 0; /* nimbers below 64 left by some cut */
	int any_capture = 0, any_win = 0, stopped = 0;
	size_t count = 0;
	dnb_status st;

	FUZZ_CHECK(degree && vals);
	for (uint32_t s = 0; s < n; s++) {
		dnb_nimstring_graph_string(g, s, &a, &b, NULL);
		degree[a == DNB_NIMSTRING_GROUND ? coins : a]++;
		degree[b == DNB_NIMSTRING_GROUND ? coins : b]++;
	}
	st = dnb_nimstring_value(ns, g, &value);
	FUZZ_CHECK(st == DNB_OK || st == DNB_E_LIMIT);
	FUZZ_CHECK(dnb_nimstring_nodes(ns, &nodes) == DNB_OK);
	FUZZ_CHECK(nodes <= NODE_LIMIT + 1);
	if (st != DNB_OK) {
		FUZZ_CHECK(value == UNTOUCHED);
		goto out;
	}
	/* an evaluator of its own, with an empty memo of another size, finds
	 * the same value: nothing the memo keeps changes an answer (one
	 * evaluator kept for the run and emptied: a new one for each input
	 * cost a 16 MiB allocation, whose shadow ASan writes and frees) */
	if (n <= FRESH_STRINGS) {
		uint32_t again = UNTOUCHED;
		FUZZ_CHECK(dnb_nimstring_clear(fresh) == DNB_OK);
		FUZZ_CHECK(dnb_nimstring_value(fresh, g, &again) == DNB_OK && again == value);
	}
	if (n == 0)
		FUZZ_CHECK(value == 0); /* no move: the player to move loses */
	for (uint32_t c = 0; c < ncomp && !stopped; c++) {
		v = UNTOUCHED;
		st = dnb_nimstring_component_value(ns, g, c, &v);
		FUZZ_CHECK(st == DNB_OK || st == DNB_E_LIMIT);
		if (st != DNB_OK) {
			FUZZ_CHECK(v == UNTOUCHED);
			stopped = 1;
		} else {
			sum = (v == DNB_NIMSTRING_LOONY || sum == DNB_NIMSTRING_LOONY) ?
				      DNB_NIMSTRING_LOONY : sum ^ v;
		}
	}
	FUZZ_CHECK(stopped || sum == value);
	v = UNTOUCHED;
	FUZZ_CHECK(dnb_nimstring_component_value(ns, g, ncomp, &v) == DNB_E_RANGE && v == UNTOUCHED);
	for (uint32_t s = 0; s < n; s++)
		vals[s] = UNTOUCHED;
	st = dnb_nimstring_move_values(ns, g, vals, n, &count);
	FUZZ_CHECK(st == DNB_OK || st == DNB_E_LIMIT);
	if (st != DNB_OK)
		goto out;
	FUZZ_CHECK(count == n);
	for (uint32_t s = 0; s < n; s++) {
		int capture;
		dnb_nimstring_graph_string(g, s, &a, &b, NULL);
		capture = (a != DNB_NIMSTRING_GROUND && degree[a] == 1) ||
			  (b != DNB_NIMSTRING_GROUND && degree[b] == 1);
		any_capture |= capture;
		any_win |= capture ? vals[s] != 0 : vals[s] == 0;
		if (capture && value != DNB_NIMSTRING_LOONY)
			FUZZ_CHECK(vals[s] == value); /* taken for free */
		if (vals[s] < 64)
			present |= (uint64_t)1 << vals[s];
	}
	FUZZ_CHECK(any_win == (value != 0));
	if (!any_capture) {
		uint32_t mex = 0;
		FUZZ_CHECK(value != DNB_NIMSTRING_LOONY);
		while (mex < 64 && (present >> mex & 1))
			mex++;
		FUZZ_CHECK(mex == 64 || value == mex);
	}
out:
	free(vals);
	free(degree);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static dnb_nimstring *ns, *fresh;
	static char sentinel_place; /* an address no graph can have */
	dnb_nimstring_graph *const sentinel = (dnb_nimstring_graph *)&sentinel_place;
	dnb_nimstring_graph *g = sentinel;
	uint32_t line = UNTOUCHED, col = UNTOUCHED, n, ncomp, *comp;
	const char *text = (const char *)data;
	dnb_status st;

	if (!ns) {
		dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT, d;
		memset(&d, 0xab, sizeof(d));
		FUZZ_CHECK(dnb_nimstring_options_init(&d, sizeof(d)) == DNB_OK);
		FUZZ_CHECK(memcmp(&d, &o, sizeof(d)) == 0);
		o.memo_mb = 1;
		FUZZ_CHECK(dnb_nimstring_new(&o, &ns) == DNB_OK);
		o.node_limit = NODE_LIMIT;
		FUZZ_CHECK(dnb_nimstring_set_options(ns, &o) == DNB_OK);
		o.memo_mb = 0; /* refused, and nothing changes */
		FUZZ_CHECK(dnb_nimstring_set_options(ns, &o) == DNB_E_RANGE);
		dnb_nimstring_free(NULL);
		FUZZ_CHECK(dnb_nimstring_new(NULL, &fresh) == DNB_OK);
	}
	if (size >= 3)
		check_from_game(data, size);
	st = dnb_nimstring_graph_parse(text, size, &g, &line, &col);
	/* a byte outside printable ASCII, tabs and line ends included */
	fuzz_check_text_status(st, text, size, line, col);
	if (st != DNB_OK) {
		FUZZ_CHECK(g == sentinel);
		return 0;
	}
	FUZZ_CHECK(g != sentinel && g != NULL);
	check_round_trip(g);
	n = (uint32_t)dnb_nimstring_graph_string_count(g);
	comp = malloc(((size_t)n + 1) * sizeof(*comp));
	FUZZ_CHECK(comp != NULL);
	ncomp = check_components(g, n, comp);
	if (n <= MAX_STRINGS) {
		/* each input on its own: no memo kept from the one before */
		FUZZ_CHECK(dnb_nimstring_clear(ns) == DNB_OK);
		/* a cancel with no call running is forgotten as the next call
		 * begins: the values below are as without it */
		FUZZ_CHECK(dnb_nimstring_cancel(NULL) == DNB_E_INVALID);
		if (n & 1)
			FUZZ_CHECK(dnb_nimstring_cancel(ns) == DNB_OK);
		check_values(ns, fresh, g, n, ncomp);
	}
	free(comp);
	dnb_nimstring_graph_free(g);
	return 0;
}
