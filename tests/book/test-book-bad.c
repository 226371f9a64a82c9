/* SPDX-License-Identifier: MIT */
/*
 * Books that cannot be right, with every checksum valid: an optimal move
 * that the book's rules do not allow (a move that takes no box where the
 * compulsory rule makes a capture the only legal moves), a position
 * without the border the border rule draws, more records than the board
 * has positions.  Each is DNB_E_CORRUPT, from memory and from a file.
 * And files that are not books at all: a FIFO, /dev/zero, /dev/urandom, a
 * directory are DNB_E_IO at once (not a hang, not a read without end).
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"
#include "../fuzz/book-checksums.h"

static void put(uint8_t *p, uint64_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

struct rec {
	uint64_t key, best;
	int32_t value;
};

/* A book being built (no seal): the library's header for the board and
 * rules, then the records given, each with its right checksum.  Returns
 * the length; buf holds at least 32 + 24 * n bytes. */
static size_t journal(uint32_t w, uint32_t h, uint32_t rules, const struct rec *r, size_t n,
		      uint8_t *buf)
{
	uint8_t saved[56];
	size_t len;
	dnb_book *b;

	ck_assert_int_eq(dnb_book_new(w, h, rules, &b), DNB_OK);
	ck_assert_int_eq(dnb_book_save(b, saved, sizeof(saved), &len), DNB_OK);
	ck_assert_uint_eq(len, 56);
	dnb_book_free(b);
	memcpy(buf, saved, 32);
	for (size_t i = 0; i < n; i++) {
		uint8_t *p = buf + 32 + 24 * i;
		put(p, r[i].key, 8);
		put(p + 8, r[i].best, 8);
		put(p + 16, (uint16_t)(int16_t)r[i].value, 2);
		put(p + 18, 0, 2);
		put(p + 20, book_crc32(p, 20, book_crc32(buf, 28, 0xFFFFFFFFu)) ^ 0xFFFFFFFFu, 4);
	}
	return 32 + 24 * n;
}

static char tmpdir[64];

static const char *scratch(const char *name)
{
	static char path[128];

	if (!tmpdir[0]) {
		strcpy(tmpdir, "/tmp/dnb-book-bad-XXXXXX");
		ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	}
	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	return path;
}

/* Remove the scratch directory (empty by then). */
static void scratch_done(void)
{
	if (tmpdir[0])
		ck_assert_int_eq(rmdir(tmpdir), 0);
	tmpdir[0] = 0;
}

static void write_file(const char *path, const uint8_t *buf, size_t len)
{
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(buf, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
}

/* The status of the bytes from memory, which the same bytes in a file
 * must give too. */
static dnb_status open_both(const uint8_t *buf, size_t len)
{
	const char *path = scratch("b.book");
	dnb_book *b = NULL, *f = NULL;
	dnb_status st = dnb_book_open_memory(buf, len, &b);

	write_file(path, buf, len);
	ck_assert_int_eq(dnb_book_open_file(path, &f), st);
	ck_assert_int_eq(st == DNB_OK, b != NULL);
	ck_assert_int_eq(st == DNB_OK, f != NULL);
	dnb_book_free(b);
	dnb_book_free(f);
	unlink(path);
	return st;
}

/* 2x1, compulsory: the left box with three sides drawn, its side shared
 * with the right box not.  Gives the key and, in its orientation, the
 * one capture and an edge that takes nothing. */
static void capture_position(uint32_t rules, uint64_t *key, uint64_t *capture,
			     uint64_t *quiet)
{
	uint8_t drawn[7] = { 0 };
	uint32_t a, c, moves[8];
	size_t n;
	dnb_game *g;

	for (uint32_t e = 0; e < 7; e++) {
		ck_assert_int_eq(dnb_board_edge_boxes(2, 1, e, &a, &c), DNB_OK);
		/* the left box's sides but the one it shares */
		if ((a == 0 && c == DNB_NO_BOX) || (c == 0 && a == DNB_NO_BOX))
			drawn[e] = 1;
	}
	ck_assert_int_eq(dnb_game_new_setup(2, 1, rules, drawn, NULL, DNB_PLAYER_1, &g), DNB_OK);
	ck_assert_int_eq(dnb_book_key(g, key), DNB_OK);
	dnb_game_free(g);
	/* the game of the key itself: its edges are the key's */
	for (uint32_t e = 0; e < 7; e++)
		drawn[e] = (uint8_t)(*key >> e & 1u);
	ck_assert_int_eq(dnb_game_new_setup(2, 1, rules, drawn, NULL, DNB_PLAYER_1, &g), DNB_OK);
	ck_assert_int_eq(dnb_game_capture_moves(g, moves, 8, &n), DNB_OK);
	ck_assert_uint_eq(n, 1);
	*capture = UINT64_C(1) << moves[0];
	*quiet = 0;
	for (uint32_t e = 0; e < 7 && !*quiet; e++)
		if (!dnb_game_edge_drawn(g, e) && e != moves[0])
			*quiet = UINT64_C(1) << e;
	ck_assert_uint_ne(*quiet, 0);
	dnb_game_free(g);
}

/* The audit's book: a compulsory book whose only entry's best move takes
 * no box where a box must be taken.  Its lookup would serve that move. */
START_TEST(compulsory_best_must_capture)
{
	uint8_t buf[32 + 24];
	uint64_t key, cap, quiet;
	struct rec r;

	capture_position(DNB_RULE_COMPULSORY, &key, &cap, &quiet);
	r.key = key;
	r.value = 2;
	r.best = cap;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_COMPULSORY, &r, 1, buf)), DNB_OK);
	r.best = quiet;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_COMPULSORY, &r, 1, buf)),
			 DNB_E_CORRUPT);
	r.best = cap | quiet;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_COMPULSORY, &r, 1, buf)),
			 DNB_E_CORRUPT);
	/* and under Nimstring */
	r.best = quiet;
	r.value = 1;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING, &r,
						 1, buf)), DNB_E_CORRUPT);
	/* under the standard rules the quiet move is a legal one */
	capture_position(DNB_RULES_STANDARD, &key, &cap, &quiet);
	r.key = key;
	r.value = 2;
	r.best = quiet;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULES_STANDARD, &r, 1, buf)), DNB_OK);
	scratch_done();
}
END_TEST

/* Under the border rule every position has its outer edges drawn. */
START_TEST(border_key_has_border)
{
	uint8_t buf[32 + 24];
	uint64_t border = 0, all = 0x7F;
	uint32_t a, c;
	struct rec r;

	for (uint32_t e = 0; e < 7; e++) {
		ck_assert_int_eq(dnb_board_edge_boxes(2, 1, e, &a, &c), DNB_OK);
		if (a == DNB_NO_BOX || c == DNB_NO_BOX)
			border |= UINT64_C(1) << e;
	}
	ck_assert_uint_eq(__builtin_popcountll(border), 6);
	/* the start: one move, the middle edge, which completes both boxes */
	r.key = border;
	r.best = all & ~border;
	r.value = 2;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_BORDER, &r, 1, buf)), DNB_OK);
	/* the empty board is no position of the border rule */
	r.key = 0;
	r.best = all & ~border;
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULE_BORDER, &r, 1, buf)),
			 DNB_E_CORRUPT);
	ck_assert_int_eq(open_both(buf, journal(2, 1, DNB_RULES_STANDARD, &r, 1, buf)), DNB_OK);
	scratch_done();
}
END_TEST

/* 1x1: four edges, at most 16 positions, so a book has at most 17
 * records with its seal; the same entry repeated past that is refused. */
START_TEST(more_records_than_positions)
{
	uint8_t buf[32 + 24 * 20];
	struct rec r[20];

	for (int i = 0; i < 20; i++) {
		r[i].key = 0;
		r[i].best = 0xF;
		r[i].value = -1;
	}
	ck_assert_int_eq(open_both(buf, journal(1, 1, 0, r, 17, buf)), DNB_OK);
	ck_assert_int_eq(open_both(buf, journal(1, 1, 0, r, 18, buf)), DNB_E_CORRUPT);
	ck_assert_int_eq(open_both(buf, journal(1, 1, 0, r, 20, buf)), DNB_E_CORRUPT);
	scratch_done();
}
END_TEST

/* Not regular files: each is refused at once.  The alarm only turns a
 * hang (the FIFO before the fix) into a failed test; the FIFO comes
 * first, so that a failing run never reaches /dev/zero, which it would
 * read until memory ran out. */
START_TEST(odd_files)
{
	const char *odd[] = { "/dev/zero", "/dev/urandom", "/dev/null", "/" };
	char fifo[128], dir[128];
	dnb_book *b = NULL;

	alarm(20);
	snprintf(fifo, sizeof(fifo), "%s", scratch("3x3.book"));
	snprintf(dir, sizeof(dir), "%s", tmpdir);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	ck_assert_int_eq(dnb_book_open_file(fifo, &b), DNB_E_IO);
	/* where dnb move looks for the 3x3 book */
	ck_assert_int_eq(dnb_book_open_default(3, 3, 0, dir, &b), DNB_E_IO);
	ck_assert_ptr_null(b);
	unlink(fifo);
	/* a directory named as the book */
	ck_assert_int_eq(mkdir(fifo, 0700), 0);
	ck_assert_int_eq(dnb_book_open_default(3, 3, 0, dir, &b), DNB_E_IO);
	rmdir(fifo);
	scratch_done();
	for (size_t i = 0; i < sizeof(odd) / sizeof(*odd); i++) {
		if (access(odd[i], R_OK) != 0)
			continue;
		ck_assert_int_eq(dnb_book_open_file(odd[i], &b), DNB_E_IO);
		ck_assert_ptr_null(b);
	}
	alarm(0);
}
END_TEST

/* A file whose length is more than the largest book of the board its
 * header names is refused without reading it: here a sparse 1 GiB file. */
START_TEST(huge_file)
{
	uint8_t buf[32 + 24];
	struct rec r = { 0, 0xF, -1 };
	const char *path = scratch("huge.book");
	dnb_book *b = NULL;
	size_t len = journal(1, 1, 0, &r, 1, buf);

	write_file(path, buf, len);
	ck_assert_int_eq(truncate(path, (off_t)1 << 30), 0);
	ck_assert_int_eq(dnb_book_open_file(path, &b), DNB_E_CORRUPT);
	ck_assert_ptr_null(b);
	unlink(path);
	scratch_done();
}
END_TEST

TEST_SUITE(book_bad)
{
	Suite *s = suite_create("book-bad");
	TCase *tc = tcase_create("book-bad");

	tcase_add_test(tc, compulsory_best_must_capture);
	tcase_add_test(tc, border_key_has_border);
	tcase_add_test(tc, more_records_than_positions);
	tcase_add_test(tc, odd_files);
	tcase_add_test(tc, huge_file);
	suite_add_tcase(s, tc);
	return s;
}
