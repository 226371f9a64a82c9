/* SPDX-License-Identifier: MIT */
/* Every entry point against bad arguments: the documented status comes back
 * and nothing changes. */
#include <string.h>

#include "common.h"
#include "dnb_dots.h"

static char snapshot_buf[2][8192];

static void snapshot(const dnb_game *g, int slot)
{
	size_t len;
	char *p = snapshot_buf[slot];

	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_RECORD, p, 4096, &len), DNB_OK);
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_POSITION, p + len, 8192 - len, NULL), DNB_OK);
}

static void assert_unchanged(const dnb_game *g)
{
	snapshot(g, 1);
	ck_assert_str_eq(snapshot_buf[0], snapshot_buf[1]);
}

START_TEST(test_null_pointers)
{
	dnb_game *g = NULL;
	uint32_t u, buf[4];
	size_t n;
	char text[64];
	uint8_t drawn[4] = { 0 };

	ck_assert_int_eq(dnb_game_new(2, 2, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, NULL, NULL, 1, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, drawn, NULL, 1, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_clone(NULL, &g), DNB_E_INVALID);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(dnb_game_play(NULL, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_undo(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_undo_to(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_width(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_height(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_rules(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_edge_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_edge_drawn(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_box_sides(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_box_owner(NULL, 0), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_score(NULL, 1), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_to_move(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_is_over(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_move_count(NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_result(NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_legal_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_capture_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_safe_moves(NULL, buf, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_format(NULL, 0, text, sizeof(text), NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse(NULL, 3, &g, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse("dnb", 3, NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse_diagram(NULL, 3, 0, 1, &g, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_parse_diagram(". .", 3, 0, 1, NULL, NULL, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_parse(2, 2, NULL, 3, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_parse(2, 2, "a1-b1", 5, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_move_format(2, 2, 0, NULL, 5, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_count(2, 2, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge(2, 2, 0, 0, 0, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 0, NULL, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 0, &u, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge_coords(2, 2, 0, NULL, NULL, NULL), DNB_OK);
	dnb_game_free(NULL);

	ck_assert_int_eq(dnb_game_new(2, 2, 0, &g), DNB_OK);
	snapshot(g, 0);
	ck_assert_int_eq(dnb_game_clone(g, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(g, NULL, 4, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_moves(g, buf, 4, NULL), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_legal_moves(g, NULL, 1, &n), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_format(g, 0, NULL, 10, NULL), DNB_E_INVALID);
	assert_unchanged(g);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_ranges_and_flags)
{
	dnb_game *g = NULL;
	uint32_t u;
	uint8_t drawn[DNB_MAX_EDGES] = { 0 };

	ck_assert_int_eq(dnb_game_new(0, 3, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, 0, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(DNB_MAX_SIDE + 1, 3, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, DNB_MAX_SIDE + 1, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(UINT32_MAX, UINT32_MAX, 0, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new(3, 3, 16, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new(3, 3, 0x80000000u, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new(3, 3, DNB_RULE_NIMSTRING | DNB_RULE_MISERE, &g),
			 DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(0, 1, 0, drawn, NULL, 1, &g), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 32, drawn, NULL, 1, &g), DNB_E_INVALID);
	ck_assert_int_eq(dnb_game_new_setup(1, 1, 0, drawn, NULL, 0, &g), DNB_E_RANGE);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(dnb_game_new(DNB_MAX_SIDE, DNB_MAX_SIDE, DNB_RULES_ALL & ~DNB_RULE_MISERE,
				      &g), DNB_OK);
	dnb_game_free(g);

	ck_assert_int_eq(dnb_board_edge_count(0, 1, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, 2, 0, 0, &u), DNB_E_INVALID);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_HORIZONTAL, 3, 0, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_HORIZONTAL, 0, 2, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_VERTICAL, 2, 0, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge(2, 2, DNB_VERTICAL, 0, 3, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge_coords(2, 2, 12, &u, &u, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_board_edge_boxes(2, 2, 12, &u, &u), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_format(2, 2, 12, NULL, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_format(0, 2, 0, NULL, 0, NULL), DNB_E_RANGE);
	ck_assert_int_eq(dnb_move_parse(33, 2, "a1-b1", 5, &u), DNB_E_RANGE);
}
END_TEST

START_TEST(test_bad_moves)
{
	dnb_game *g = NULL;
	int32_t done = 77;

	ck_assert_int_eq(dnb_game_new(2, 2, DNB_RULE_COMPULSORY, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2 a1-a2");
	snapshot(g, 0);
	ck_assert_int_eq(dnb_game_play(g, 12, &done), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_play(g, UINT32_MAX, &done), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, "a1-b1"), &done), DNB_E_ILLEGAL);
	ck_assert_int_eq(dnb_game_play(g, test_edge(g, "c1-c2"), &done), DNB_E_MUST_CAPTURE);
	ck_assert_int_eq(done, 77);
	ck_assert_int_eq(dnb_game_edge_drawn(g, 12), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_box_sides(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_box_owner(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_score(g, 0), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_score(g, 3), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_undo_to(g, 4), DNB_E_RANGE);
	ck_assert_int_eq(dnb_game_format(g, 4, snapshot_buf[1], 10, NULL), DNB_E_INVALID);
	assert_unchanged(g);
	dnb_game_free(g);

	/* After the end every move is refused as such. */
	ck_assert_int_eq(dnb_game_new(1, 1, 0, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2 a1-a2 b1-b2");
	snapshot(g, 0);
	for (uint32_t e = 0; e < 4; e++)
		ck_assert_int_eq(dnb_game_play(g, e, NULL), DNB_E_OVER);
	assert_unchanged(g);
	ck_assert_int_eq(dnb_game_undo_to(g, 0), DNB_OK);
	ck_assert_int_eq(dnb_game_undo(g), DNB_E_NO_HISTORY);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_small_buffers)
{
	dnb_game *g = NULL;
	uint32_t buf[64];
	char text[4096];
	size_t n = 0, need;

	ck_assert_int_eq(dnb_game_new(2, 2, 0, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2");
	ck_assert_int_eq(dnb_game_legal_moves(g, buf, 3, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 10);
	ck_assert_int_eq(dnb_game_moves(g, buf, 1, &n), DNB_E_BUFSIZE);
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(buf[0], test_edge(g, "a1-b1"));
	for (uint32_t f = DNB_FORMAT_RECORD; f <= DNB_FORMAT_RENDER; f++) {
		ck_assert_int_eq(dnb_game_format(g, f, NULL, 0, &need), DNB_E_BUFSIZE);
		memset(text, 'x', sizeof(text));
		ck_assert_int_eq(dnb_game_format(g, f, text, need, &n), DNB_E_BUFSIZE);
		ck_assert_uint_eq(n, need);
		ck_assert_str_eq(text, "");
		ck_assert_int_eq(text[need], 'x'); /* nothing written past size */
		ck_assert_int_eq(dnb_game_format(g, f, text, need + 1, &n), DNB_OK);
		ck_assert_uint_eq(strlen(text), need);
	}
	dnb_game_free(g);
}
END_TEST

START_TEST(test_malformed_text)
{
	static const char *const bad[] = {
		"dnb", "dnb 1", "dnb 1\n", "dnb 1\nsize", "dnb 1\nsize x", "dnb 1\nsize 1x",
		"dnb 1\nsize 0x1", "dnb 1\nsize 1x1 extra", "dnb 1\nsize 1x1\nmoves a1-",
		"dnb 1\nsize 1x1\nedges\n", "dnb 1\nsize 1x1\nedges\n._.\n", "dnb 1\nsize 1x1\nowners\n",
		"dnb 1\nsize 1x1\nscores 1\n", "dnb 1\nsize 1x1\nrules\tstandard nimstring misere",
		"\xff\xfe", "dnb 1\nsize 99999999999x1",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		dnb_game *g = (dnb_game *)0x1;
		uint32_t line = 0, col = 0;
		dnb_status st = dnb_game_parse(bad[i], strlen(bad[i]), &g, &line, &col);
		ck_assert_msg(st < 0, "accepted: %s", bad[i]);
		ck_assert_ptr_eq(g, (dnb_game *)0x1);
		ck_assert_uint_ge(line, 1);
		ck_assert_uint_ge(col, 1);
	}
}
END_TEST

/* "h R C" and "v R C" take only those letters: no other byte in their
 * place reads as one (a NUL once did: strchr finds the terminator). */
START_TEST(test_move_letter_bytes)
{
	for (int b = 0; b < 256; b++) {
		char text[] = "? 1 2";
		uint32_t e = 12345;
		dnb_status st;
		text[0] = (char)b;
		st = dnb_move_parse(3, 3, text, sizeof(text) - 1, &e);
		if (strchr("hHvV", b) && b != 0) {
			ck_assert_int_eq(st, DNB_OK);
		} else {
			ck_assert_msg(st != DNB_OK, "byte %d read as a move letter", b);
			ck_assert_uint_eq(e, 12345);
		}
	}
}
END_TEST

/*
 * Bytes outside printable ASCII.  No text format has a NUL, a control byte
 * other than the tab and the line ends, DEL or a byte of 0x80 and up, so
 * every reader refuses each of them with DNB_E_PARSE wherever it stands (at
 * the start, inside a word, between words, inside a comment or a note, at
 * the end), writes no output, and the readers of several lines blame the
 * byte's own line and column.
 */
static const unsigned char bad_bytes[] = {
	0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f,
	0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c,
	0x1d, 0x1e, 0x1f, 0x7f, 0x80, 0xff,
};
#define N_BAD (sizeof(bad_bytes) / sizeof(bad_bytes[0]))

/* base with byte b put in at offset at (a copy in buf, *len its length);
 * *line and *col where the byte lands. */
static void insert_byte(const char *base, size_t at, unsigned char b, char *buf, size_t *len,
			uint32_t *line, uint32_t *col)
{
	size_t n = strlen(base), start = 0;

	ck_assert_uint_le(at, n);
	ck_assert_uint_lt(n + 1, 4096);
	memcpy(buf, base, at);
	buf[at] = (char)b;
	memcpy(buf + at + 1, base + at, n - at);
	*len = n + 1;
	*line = 1;
	for (size_t i = 0; i < at; i++)
		if (base[i] == '\n') {
			(*line)++;
			start = i + 1;
		}
	*col = (uint32_t)(at - start) + 1;
}

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The readers of one word or line: each byte at the start, inside a word,
 * between words and at the end. */
START_TEST(test_bytes_one_token)
{
	static const size_t move_at[] = { 0, 1, 2, 3, 5 }, hv_at[] = { 0, 1, 2, 4, 5 };
	static const size_t rules_at[] = { 0, 3, 10, 11, 17 }, comp_at[] = { 0, 1, 2, 3 };
	static const size_t long_at[] = { 0, 5, 11 }, point_at[] = { 0, 1, 2 };
	char buf[4096];
	size_t len;
	uint32_t line, col;

	for (size_t i = 0; i < N_BAD; i++) {
		unsigned char b = bad_bytes[i];
		uint32_t e = 777, r = 777, kind = 777, length = 777, pt = 777;

		for (size_t k = 0; k < COUNT(move_at); k++) {
			insert_byte("a1-b1", move_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_move_parse(3, 3, buf, len, &e) == DNB_E_PARSE,
				      "move: byte 0x%02x at %zu", b, move_at[k]);
			insert_byte("h 1 2", hv_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_move_parse(3, 3, buf, len, &e) == DNB_E_PARSE,
				      "move h: byte 0x%02x at %zu", b, hv_at[k]);
		}
		for (size_t k = 0; k < COUNT(rules_at); k++) {
			insert_byte("compulsory border", rules_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_rules_parse(buf, len, &r) == DNB_E_PARSE,
				      "rules: byte 0x%02x at %zu", b, rules_at[k]);
		}
		for (size_t k = 0; k < COUNT(comp_at); k++) {
			insert_byte("12l", comp_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_endgame_component_parse(buf, len, &kind, &length) ==
					      DNB_E_PARSE,
				      "component: byte 0x%02x at %zu", b, comp_at[k]);
		}
		/* a number out of range is a bad text first */
		for (size_t k = 0; k < COUNT(long_at); k++) {
			insert_byte("99999999999", long_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_endgame_component_parse(buf, len, &kind, &length) ==
					      DNB_E_PARSE,
				      "long component: byte 0x%02x at %zu", b, long_at[k]);
		}
		for (size_t k = 0; k < COUNT(point_at); k++) {
			insert_byte("c3", point_at[k], b, buf, &len, &line, &col);
			ck_assert_msg(dnb_dots_point_parse(5, 5, buf, len, &pt) == DNB_E_PARSE,
				      "point: byte 0x%02x at %zu", b, point_at[k]);
		}
		/* nothing written */
		ck_assert_uint_eq(e, 777);
		ck_assert_uint_eq(r, 777);
		ck_assert_uint_eq(kind, 777);
		ck_assert_uint_eq(length, 777);
		ck_assert_uint_eq(pt, 777);
	}
}
END_TEST

/* One reader of several lines against every bad byte at each place. */
static void check_lines_reader(const char *what, const char *base, const size_t *offs, size_t noffs,
			       int which)
{
	char buf[4096];
	size_t len;

	for (size_t i = 0; i < N_BAD; i++) {
		for (size_t k = 0; k <= noffs + 1; k++) {
			size_t at = k == 0 ? 0 : k <= noffs ? offs[k - 1] : strlen(base);
			uint32_t line = 0, col = 0, el = 4444, ec = 4444;
			dnb_status st;
			void *sentinel = (void *)0x1234, *out = sentinel;

			insert_byte(base, at, bad_bytes[i], buf, &len, &line, &col);
			if (which == 0)
				st = dnb_game_parse(buf, len, (dnb_game **)&out, &el, &ec);
			else if (which == 1)
				st = dnb_game_parse_diagram(buf, len, 0, 1, (dnb_game **)&out, &el,
							    &ec);
			else
				st = dnb_dots_parse(buf, len, (dnb_dots **)&out, &el, &ec);
			ck_assert_msg(st == DNB_E_PARSE, "%s: byte 0x%02x at %zu gives %d", what,
				      bad_bytes[i], at, st);
			ck_assert_ptr_eq(out, sentinel);
			ck_assert_msg(el == line && ec == col,
				      "%s: byte 0x%02x at %zu (%u:%u) blamed at %u:%u", what,
				      bad_bytes[i], at, line, col, el, ec);
		}
	}
}

/* The base texts: written by the library, with a comment (records) or a
 * note (diagrams) added, so that every place of a real text is tried. */
START_TEST(test_bytes_lines)
{
	static char record[1024], position[1024], diagram[1024], dots[1024];
	dnb_game *g = NULL;
	dnb_dots *d = NULL;
	size_t n, nl;

	ck_assert_int_eq(dnb_game_new(2, 2, DNB_RULE_COMPULSORY, &g), DNB_OK);
	test_play(g, "a1-b1 a2-b2");
	strcpy(record, "# a note\n");
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_RECORD, record + 9, 1000, &n), DNB_OK);
	strcpy(position, "# a note\n");
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_POSITION, position + 9, 1000, &n), DNB_OK);
	ck_assert_int_eq(dnb_game_format(g, DNB_FORMAT_DIAGRAM, diagram, 1000, &n), DNB_OK);
	/* a note after the first row of dots */
	nl = (size_t)(strchr(diagram, '\n') - diagram);
	memmove(diagram + nl + 7, diagram + nl, n - nl + 1);
	memcpy(diagram + nl, "\tnote x", 7);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_dots_new(4, 4, DNB_DOTS_NO_FLAGS, &d), DNB_OK);
	ck_assert_int_eq(dnb_dots_play(d, 5, NULL), DNB_OK);
	ck_assert_int_eq(dnb_dots_play(d, 6, NULL), DNB_OK);
	strcpy(dots, "# a note\n");
	ck_assert_int_eq(dnb_dots_format(d, DNB_DOTS_FORMAT_RECORD, dots + 9, 1000, &n), DNB_OK);
	dnb_dots_free(d);
	{
		/* inside the comment, the first word, a later line, the middle */
		size_t rec_at[] = { 1, 4, 8, 10, 12, strlen(record) / 2, strlen(record) - 1 };
		size_t pos_at[] = { 4, 11, strlen(position) / 2, strlen(position) - 1 };
		size_t dia_at[] = { 1, nl + 1, nl + 5, nl + 8, strlen(diagram) - 1 };
		size_t dots_at[] = { 4, 10, strlen(dots) / 2, strlen(dots) - 1 };

		check_lines_reader("record", record, rec_at, COUNT(rec_at), 0);
		check_lines_reader("position", position, pos_at, COUNT(pos_at),
				   0);
		check_lines_reader("diagram", diagram, dia_at, COUNT(dia_at), 1);
		check_lines_reader("dots", dots, dots_at, COUNT(dots_at), 2);
	}
	/* the base texts themselves are fine */
	ck_assert_int_eq(dnb_game_parse(record, strlen(record), &g, NULL, NULL), DNB_OK);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_game_parse(position, strlen(position), &g, NULL, NULL), DNB_OK);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_game_parse_diagram(diagram, strlen(diagram), 0, 1, &g, NULL, NULL),
			 DNB_OK);
	dnb_game_free(g);
	ck_assert_int_eq(dnb_dots_parse(dots, strlen(dots), &d, NULL, NULL), DNB_OK);
	dnb_dots_free(d);
}
END_TEST

/* The line ends the formats allow: "\r\n", and "\r" at the very end; a
 * "\r" anywhere else is a control byte. */
START_TEST(test_bytes_line_ends)
{
	dnb_game *g = NULL;
	uint32_t line = 0, col = 0;

	ck_assert_int_eq(dnb_game_parse("dnb 1\r\nsize 1x1\r", 16, &g, NULL, NULL), DNB_OK);
	dnb_game_free(g);
	g = NULL;
	ck_assert_int_eq(dnb_game_parse("dnb 1\r\r\nsize 1x1\n", 17, &g, &line, &col),
			 DNB_E_PARSE);
	ck_assert_ptr_null(g);
	ck_assert_uint_eq(line, 1);
	ck_assert_uint_eq(col, 6);
	ck_assert_int_eq(dnb_move_parse(3, 3, "a1-b1\n", 6, &line), DNB_E_PARSE);
}
END_TEST

TEST_SUITE(badinput)
{
	Suite *s = suite_create("badinput");
	TCase *tc = tcase_create("badinput");

	tcase_add_test(tc, test_null_pointers);
	tcase_add_test(tc, test_ranges_and_flags);
	tcase_add_test(tc, test_bad_moves);
	tcase_add_test(tc, test_small_buffers);
	tcase_add_test(tc, test_malformed_text);
	tcase_add_test(tc, test_move_letter_bytes);
	tcase_add_test(tc, test_bytes_one_token);
	tcase_add_test(tc, test_bytes_lines);
	tcase_add_test(tc, test_bytes_line_ends);
	suite_add_tcase(s, tc);
	return s;
}
