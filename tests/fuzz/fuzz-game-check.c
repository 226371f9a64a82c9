/* SPDX-License-Identifier: MIT */
/* Invariants of a dnb_game and text round trips, for the fuzz targets. */
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "fuzz-game-check.h"

void fuzz_game_invariants(const dnb_game *g)
{
	int32_t w = dnb_game_width(g), h = dnb_game_height(g);
	int32_t ne = dnb_game_edge_count(g), rules = dnb_game_rules(g);
	uint8_t edges[DNB_MAX_EDGES], seen[DNB_MAX_EDGES], owners[DNB_MAX_SIDE * DNB_MAX_SIDE];
	uint32_t moves[DNB_MAX_EDGES], legal[DNB_MAX_EDGES], list[DNB_MAX_EDGES];
	size_t n_edges, n_boxes, n_moves, n_legal, n;
	uint32_t count, drawn = 0, owned[3] = { 0, 0, 0 };
	int32_t over, to_move, winner, margin;

	FUZZ_CHECK(w >= 1 && w <= (int32_t)DNB_MAX_SIDE);
	FUZZ_CHECK(h >= 1 && h <= (int32_t)DNB_MAX_SIDE);
	FUZZ_CHECK(rules >= 0 && rules <= (int32_t)DNB_RULES_ALL);
	FUZZ_CHECK((rules & (DNB_RULE_NIMSTRING | DNB_RULE_MISERE)) !=
		   (DNB_RULE_NIMSTRING | DNB_RULE_MISERE));
	FUZZ_CHECK(dnb_board_edge_count((uint32_t)w, (uint32_t)h, &count) == DNB_OK);
	FUZZ_CHECK(ne == (int32_t)count);
	FUZZ_CHECK(dnb_game_edges(g, edges, sizeof edges, &n_edges) == DNB_OK);
	FUZZ_CHECK(n_edges == count);
	FUZZ_CHECK(dnb_game_owners(g, owners, sizeof owners, &n_boxes) == DNB_OK);
	FUZZ_CHECK(n_boxes == (size_t)w * (size_t)h);
	for (uint32_t e = 0; e < count; e++) {
		FUZZ_CHECK(edges[e] <= 1);
		FUZZ_CHECK(dnb_game_edge_drawn(g, e) == edges[e]);
		drawn += edges[e];
	}
	FUZZ_CHECK(dnb_game_edge_drawn(g, count) == DNB_E_RANGE);
	for (uint32_t r = 0; r < (uint32_t)h; r++)
		for (uint32_t c = 0; c < (uint32_t)w; c++) {
			uint32_t b = r * (uint32_t)w + c, e[4];
			int32_t sides = 0;

			FUZZ_CHECK(dnb_board_edge(w, h, DNB_HORIZONTAL, r, c, &e[0]) == DNB_OK);
			FUZZ_CHECK(dnb_board_edge(w, h, DNB_HORIZONTAL, r + 1, c, &e[1]) == DNB_OK);
			FUZZ_CHECK(dnb_board_edge(w, h, DNB_VERTICAL, r, c, &e[2]) == DNB_OK);
			FUZZ_CHECK(dnb_board_edge(w, h, DNB_VERTICAL, r, c + 1, &e[3]) == DNB_OK);
			for (int k = 0; k < 4; k++)
				sides += edges[e[k]];
			FUZZ_CHECK(dnb_game_box_sides(g, b) == sides);
			FUZZ_CHECK(owners[b] <= 2);
			FUZZ_CHECK(dnb_game_box_owner(g, b) == owners[b]);
			if (owners[b])
				FUZZ_CHECK(sides == 4);
			owned[owners[b]]++;
		}
	FUZZ_CHECK(dnb_game_score(g, 1) == (int32_t)owned[1]);
	FUZZ_CHECK(dnb_game_score(g, 2) == (int32_t)owned[2]);
	FUZZ_CHECK(dnb_game_score(g, 0) < 0 && dnb_game_score(g, 3) < 0);
	to_move = dnb_game_to_move(g);
	FUZZ_CHECK(to_move == 1 || to_move == 2);
	over = dnb_game_is_over(g);
	FUZZ_CHECK(over == (drawn == count));
	FUZZ_CHECK(dnb_game_result(g, &winner, &margin) == DNB_OK);
	FUZZ_CHECK(winner >= 0 && winner <= 2 && margin >= 0);
	if (!over)
		FUZZ_CHECK(winner == 0);
	else if (!(rules & DNB_RULE_NIMSTRING))
		FUZZ_CHECK(margin == (int32_t)(owned[1] > owned[2] ? owned[1] - owned[2]
								: owned[2] - owned[1]));

	/* Moves played: drawn edges, no repeats, as many as the count. */
	FUZZ_CHECK(dnb_game_moves(g, moves, DNB_MAX_EDGES, &n_moves) == DNB_OK);
	FUZZ_CHECK(dnb_game_move_count(g) == (int32_t)n_moves);
	FUZZ_CHECK(n_moves <= drawn);
	memset(seen, 0, count);
	for (size_t i = 0; i < n_moves; i++) {
		FUZZ_CHECK(moves[i] < count && edges[moves[i]] && !seen[moves[i]]);
		seen[moves[i]] = 1;
	}

	/* Legal moves: undrawn edges in order; captures and safe moves among them. */
	FUZZ_CHECK(dnb_game_legal_moves(g, legal, DNB_MAX_EDGES, &n_legal) == DNB_OK);
	FUZZ_CHECK(n_legal <= count - drawn);
	if (!over)
		FUZZ_CHECK(n_legal > 0);
	if (!(rules & DNB_RULE_COMPULSORY))
		FUZZ_CHECK(n_legal == count - drawn);
	for (size_t i = 0; i < n_legal; i++) {
		FUZZ_CHECK(legal[i] < count && !edges[legal[i]]);
		if (i)
			FUZZ_CHECK(legal[i - 1] < legal[i]);
	}
	FUZZ_CHECK(dnb_game_capture_moves(g, list, DNB_MAX_EDGES, &n) == DNB_OK);
	FUZZ_CHECK(n <= n_legal);
	for (size_t i = 0; i < n; i++) {
		uint32_t a, b;
		int ok = 0;

		FUZZ_CHECK(dnb_board_edge_boxes(w, h, list[i], &a, &b) == DNB_OK);
		if (a != DNB_NO_BOX && dnb_game_box_sides(g, a) == 3)
			ok = 1;
		if (b != DNB_NO_BOX && dnb_game_box_sides(g, b) == 3)
			ok = 1;
		FUZZ_CHECK(ok);
	}
	if ((rules & DNB_RULE_COMPULSORY) && n)
		FUZZ_CHECK(n == n_legal);
	FUZZ_CHECK(dnb_game_safe_moves(g, list, DNB_MAX_EDGES, &n) == DNB_OK);
	FUZZ_CHECK(n <= n_legal);
}

void fuzz_same_position(const dnb_game *a, const dnb_game *b)
{
	uint8_t ea[DNB_MAX_EDGES], eb[DNB_MAX_EDGES];
	uint8_t oa[DNB_MAX_SIDE * DNB_MAX_SIDE], ob[DNB_MAX_SIDE * DNB_MAX_SIDE];
	size_t na, nb;

	FUZZ_CHECK(dnb_game_width(a) == dnb_game_width(b));
	FUZZ_CHECK(dnb_game_height(a) == dnb_game_height(b));
	FUZZ_CHECK(dnb_game_rules(a) == dnb_game_rules(b));
	FUZZ_CHECK(dnb_game_to_move(a) == dnb_game_to_move(b));
	FUZZ_CHECK(dnb_game_score(a, 1) == dnb_game_score(b, 1));
	FUZZ_CHECK(dnb_game_score(a, 2) == dnb_game_score(b, 2));
	FUZZ_CHECK(dnb_game_edges(a, ea, sizeof ea, &na) == DNB_OK);
	FUZZ_CHECK(dnb_game_edges(b, eb, sizeof eb, &nb) == DNB_OK);
	FUZZ_CHECK(na == nb && memcmp(ea, eb, na) == 0);
	FUZZ_CHECK(dnb_game_owners(a, oa, sizeof oa, &na) == DNB_OK);
	FUZZ_CHECK(dnb_game_owners(b, ob, sizeof ob, &nb) == DNB_OK);
	FUZZ_CHECK(na == nb && memcmp(oa, ob, na) == 0);
}

void fuzz_same_record(const dnb_game *a, const dnb_game *b)
{
	uint32_t ma[DNB_MAX_EDGES], mb[DNB_MAX_EDGES];
	size_t na, nb;

	fuzz_same_position(a, b);
	FUZZ_CHECK(dnb_game_moves(a, ma, DNB_MAX_EDGES, &na) == DNB_OK);
	FUZZ_CHECK(dnb_game_moves(b, mb, DNB_MAX_EDGES, &nb) == DNB_OK);
	FUZZ_CHECK(na == nb && memcmp(ma, mb, na * sizeof ma[0]) == 0);
}

char *fuzz_format(const dnb_game *g, uint32_t format, size_t *len)
{
	size_t need = 0, got = 0;
	char *buf;

	FUZZ_CHECK(dnb_game_format(g, format, NULL, 0, &need) == DNB_E_BUFSIZE);
	buf = malloc(need + 1);
	FUZZ_CHECK(buf != NULL);
	/* One byte short must be refused with an empty string. */
	if (need > 0) {
		buf[0] = 'x';
		FUZZ_CHECK(dnb_game_format(g, format, buf, need, &got) == DNB_E_BUFSIZE);
		FUZZ_CHECK(got == need && buf[0] == '\0');
	}
	FUZZ_CHECK(dnb_game_format(g, format, buf, need + 1, &got) == DNB_OK);
	FUZZ_CHECK(got == need && strlen(buf) == need);
	*len = need;
	return buf;
}

void fuzz_position_roundtrip(const dnb_game *g)
{
	size_t len;
	char *text = fuzz_format(g, DNB_FORMAT_POSITION, &len);
	dnb_game *back = NULL;
	uint32_t line = 99, col = 99;

	FUZZ_CHECK(dnb_game_parse(text, len, &back, &line, &col) == DNB_OK);
	FUZZ_CHECK(line == 0 && col == 0);
	fuzz_same_position(g, back);
	FUZZ_CHECK(dnb_game_move_count(back) == 0);
	dnb_game_free(back);
	free(text);
}

void fuzz_game_roundtrip(const dnb_game *g)
{
	size_t len;
	char *text;
	dnb_game *back = NULL;

	text = fuzz_format(g, DNB_FORMAT_RECORD, &len);
	FUZZ_CHECK(dnb_game_parse(text, len, &back, NULL, NULL) == DNB_OK);
	fuzz_same_record(g, back);
	dnb_game_free(back);
	free(text);

	fuzz_position_roundtrip(g);

	back = NULL;
	text = fuzz_format(g, DNB_FORMAT_DIAGRAM, &len);
	FUZZ_CHECK(dnb_game_parse_diagram(text, len, (uint32_t)dnb_game_rules(g),
					  dnb_game_to_move(g), &back, NULL, NULL) == DNB_OK);
	{
		uint8_t ea[DNB_MAX_EDGES], eb[DNB_MAX_EDGES];
		size_t na, nb;

		FUZZ_CHECK(dnb_game_width(back) == dnb_game_width(g));
		FUZZ_CHECK(dnb_game_height(back) == dnb_game_height(g));
		FUZZ_CHECK(dnb_game_edges(g, ea, sizeof ea, &na) == DNB_OK);
		FUZZ_CHECK(dnb_game_edges(back, eb, sizeof eb, &nb) == DNB_OK);
		FUZZ_CHECK(na == nb && memcmp(ea, eb, na) == 0);
	}
	dnb_game_free(back);
	free(text);

	text = fuzz_format(g, DNB_FORMAT_RENDER, &len);
	free(text);
	FUZZ_CHECK(dnb_game_format(g, 4, NULL, 0, &len) == DNB_E_INVALID);
}
