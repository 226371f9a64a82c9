/* SPDX-License-Identifier: MIT */
/*
 * Random sequences of Dots (kropki) calls on two game slots: new games
 * (and refused sizes and flags), moves on any point (legal or not), setups
 * for either player (and bad players), endings, undos, clones, legal-move
 * lists into small buffers, results, points and owners, and the record
 * written and read back.  What must hold after every step:
 *   - a failed call changes nothing (the game equals its copy from before);
 *   - an undo after an action gives back exactly the game before it;
 *   - a clone equals its original, and playing on it leaves the original
 *     alone;
 *   - the legal moves are the free points in ascending order (none once
 *     over), and each can be played;
 *   - scores are the captured dots inside the player's bases, the free
 *     count the empty points outside bases, the result agrees with them;
 *   - the record parses back to the same game.
 */
#include <stdlib.h>
#include <string.h>

#include "dnb_dots.h"
#include "fuzz-common.h"
#include "fuzz-dots-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define SLOTS 2
#define MAX_OPS 64
#define MAX_SIDE 9 /* small boards, where games fill up and end */

struct state {
	struct fuzz_in in;
	dnb_dots *d[SLOTS];
};

/* The queries of one game agree with each other. */
static void invariants(const dnb_dots *d)
{
	int32_t w = dnb_dots_width(d), h = dnb_dots_height(d), over = dnb_dots_is_over(d);
	int32_t captured[3] = { 0, 0, 0 }, free_pts = 0, winner = -1, margin = -1;
	int32_t s1 = dnb_dots_score(d, 1), s2 = dnb_dots_score(d, 2);
	uint32_t legal[MAX_SIDE * MAX_SIDE];
	size_t n = 0, k = 0;

	FUZZ_CHECK(over == 0 || over == 1);
	FUZZ_CHECK((dnb_dots_to_move(d) == 0) == over);
	FUZZ_CHECK(dnb_dots_legal_moves(d, legal, sizeof legal / sizeof legal[0], &n) == DNB_OK);
	for (uint32_t pt = 0; pt < (uint32_t)w * (uint32_t)h; pt++) {
		int32_t what = dnb_dots_point(d, pt), owner = dnb_dots_owner(d, pt);
		int is_free = what == DNB_DOTS_EMPTY && owner == 0;

		FUZZ_CHECK(what >= DNB_DOTS_EMPTY && what <= DNB_DOTS_CAPTURED_2);
		FUZZ_CHECK(owner >= 0 && owner <= 2);
		/* a captured dot lies in a base of the other player */
		if (what == DNB_DOTS_CAPTURED_1)
			FUZZ_CHECK(owner == 2);
		if (what == DNB_DOTS_CAPTURED_2)
			FUZZ_CHECK(owner == 1);
		if (what >= DNB_DOTS_CAPTURED_1)
			captured[what - 2]++;
		free_pts += is_free;
		if (!over && is_free) {
			FUZZ_CHECK(k < n && legal[k] == pt);
			k++;
		}
	}
	FUZZ_CHECK(k == n);
	FUZZ_CHECK(dnb_dots_free_count(d) == free_pts);
	FUZZ_CHECK(s1 == captured[2] && s2 == captured[1]);
	FUZZ_CHECK(dnb_dots_result(d, &winner, &margin) == DNB_OK);
	FUZZ_CHECK(margin == (s1 > s2 ? s1 - s2 : s2 - s1));
	if (!over || s1 == s2)
		FUZZ_CHECK(winner == 0);
	else
		FUZZ_CHECK(winner == (s1 > s2 ? 1 : 2));
	FUZZ_CHECK(dnb_dots_result(d, NULL, NULL) == DNB_OK);
}

static dnb_dots *copy(const dnb_dots *d)
{
	dnb_dots *c = NULL;

	FUZZ_CHECK(dnb_dots_clone(d, &c) == DNB_OK && c != NULL);
	return c;
}

static void op_new(struct state *s, uint32_t slot)
{
	uint8_t a = fuzz_u8(&s->in), b = fuzz_u8(&s->in);
	uint32_t w = 1 + a % MAX_SIDE, h = 1 + b % MAX_SIDE, flags = 0;
	dnb_dots *sentinel = (dnb_dots *)(uintptr_t)0x1234, *d = sentinel;
	dnb_status st;

	if (a >= 0xf0) {
		/* refused: a side of 0 or past the largest, a flag */
		switch (a & 3) {
		case 0: w = 0; break;
		case 1: h = DNB_DOTS_MAX_SIDE + 1; break;
		default: flags = 1u << (b & 31); break;
		}
		st = dnb_dots_new(w, h, flags, &d);
		FUZZ_CHECK((st == DNB_E_RANGE || st == DNB_E_INVALID) && d == sentinel);
		return;
	}
	FUZZ_CHECK(dnb_dots_new(w, h, flags, &d) == DNB_OK && d != sentinel);
	FUZZ_CHECK(dnb_dots_width(d) == (int32_t)w && dnb_dots_height(d) == (int32_t)h);
	FUZZ_CHECK(dnb_dots_to_move(d) == 1 && dnb_dots_history_length(d) == 0);
	FUZZ_CHECK(dnb_dots_free_count(d) == (int32_t)(w * h));
	dnb_dots_free(s->d[slot]);
	s->d[slot] = d;
}

/*
 * One action (0 play, 1 setup, 2 end turn) on slot's game; then, by the
 * input, undo it and compare with the copy from before.  A failed action
 * must have changed nothing.
 */
static void op_act(struct state *s, uint32_t slot, int kind)
{
	dnb_dots *d = s->d[slot], *before = copy(d);
	int32_t w = dnb_dots_width(d), h = dnb_dots_height(d), player = 0;
	int32_t hist = dnb_dots_history_length(d), captured = 0x7777;
	int32_t score = 0, mover = dnb_dots_to_move(d);
	uint32_t pt = fuzz_u8(&s->in), legal_pt;
	uint8_t how = fuzz_u8(&s->in);
	int was_legal;
	dnb_status st;

	/* mostly points on the board, sometimes just off it */
	pt %= (uint32_t)(w * h) + 2;
	legal_pt = pt < (uint32_t)(w * h) && dnb_dots_point(d, pt) == DNB_DOTS_EMPTY &&
		   dnb_dots_owner(d, pt) == 0;
	was_legal = legal_pt && !dnb_dots_is_over(d);
	if (kind == 0) {
		score = mover ? dnb_dots_score(d, mover) : 0;
		st = dnb_dots_play(d, pt, (how & 1) ? &captured : NULL);
	} else if (kind == 1) {
		player = how % 4; /* 0 and 3 are refused */
		score = (player == 1 || player == 2) ? dnb_dots_score(d, player) : 0;
		st = dnb_dots_setup(d, player, pt, (how & 1) ? &captured : NULL);
		was_legal = was_legal && (player == 1 || player == 2);
	} else {
		was_legal = !dnb_dots_is_over(d);
		st = dnb_dots_end_turn(d);
	}
	if (!was_legal) {
		FUZZ_CHECK(st == DNB_E_RANGE || st == DNB_E_ILLEGAL || st == DNB_E_OVER);
		FUZZ_CHECK(captured == 0x7777);
		fuzz_dots_same(d, before);
		dnb_dots_free(before);
		return;
	}
	FUZZ_CHECK(st == DNB_OK);
	FUZZ_CHECK(dnb_dots_history_length(d) == hist + 1);
	if (kind == 0 && (how & 1))
		FUZZ_CHECK(captured == dnb_dots_score(d, mover) - score);
	if (kind == 1 && (how & 1))
		FUZZ_CHECK(captured == dnb_dots_score(d, player) - score);
	if (kind == 1)
		FUZZ_CHECK(dnb_dots_to_move(d) == mover || dnb_dots_is_over(d));
	if (kind == 0)
		FUZZ_CHECK(dnb_dots_point(d, pt) != DNB_DOTS_EMPTY);
	invariants(d);
	if (how & 2) {
		FUZZ_CHECK(dnb_dots_undo(d) == DNB_OK);
		fuzz_dots_same(d, before);
		FUZZ_CHECK(dnb_dots_history_length(d) == hist);
	}
	dnb_dots_free(before);
}

/* Undo the last action, or DNB_E_NO_HISTORY with nothing changed. */
static void op_undo(struct state *s, uint32_t slot)
{
	dnb_dots *d = s->d[slot], *before = copy(d);
	int32_t hist = dnb_dots_history_length(d);
	dnb_status st = dnb_dots_undo(d);

	if (hist == 0) {
		FUZZ_CHECK(st == DNB_E_NO_HISTORY);
		fuzz_dots_same(d, before);
	} else {
		FUZZ_CHECK(st == DNB_OK && dnb_dots_history_length(d) == hist - 1);
		invariants(d);
	}
	dnb_dots_free(before);
}

/* A clone equals its original; a move on it leaves the original alone. */
static void op_clone(struct state *s, uint32_t slot)
{
	dnb_dots *d = s->d[slot], *c = copy(d), *keep = copy(d);
	uint32_t legal[MAX_SIDE * MAX_SIDE];
	size_t n = 0;

	fuzz_dots_same(d, c);
	FUZZ_CHECK(dnb_dots_legal_moves(c, legal, sizeof legal / sizeof legal[0], &n) == DNB_OK);
	if (n) {
		FUZZ_CHECK(dnb_dots_play(c, legal[fuzz_u8(&s->in) % n], NULL) == DNB_OK);
		fuzz_dots_same(d, keep);
	}
	/* and undoing on the copy goes back through the shared history */
	while (dnb_dots_undo(c) == DNB_OK)
		;
	FUZZ_CHECK(dnb_dots_history_length(c) == 0);
	FUZZ_CHECK(dnb_dots_free_count(c) == dnb_dots_width(c) * dnb_dots_height(c));
	fuzz_dots_same(d, keep);
	dnb_dots_free(keep);
	dnb_dots_free(s->d[1 - slot]);
	s->d[1 - slot] = c;
}

/* Legal moves into a buffer of cap points: the first cap and the count. */
static void op_legal(struct state *s, uint32_t slot)
{
	const dnb_dots *d = s->d[slot];
	uint32_t full[MAX_SIDE * MAX_SIDE], part[MAX_SIDE * MAX_SIDE + 1];
	size_t n = 0, m = 0, cap;
	dnb_status st;

	FUZZ_CHECK(dnb_dots_legal_moves(d, full, sizeof full / sizeof full[0], &n) == DNB_OK);
	cap = fuzz_u8(&s->in) % (n + 2);
	for (size_t i = 0; i <= MAX_SIDE * MAX_SIDE; i++)
		part[i] = 0xfeedu;
	st = dnb_dots_legal_moves(d, cap ? part : NULL, cap, &m);
	FUZZ_CHECK(m == n);
	FUZZ_CHECK(st == (cap < n ? DNB_E_BUFSIZE : DNB_OK));
	for (size_t i = 0; i < cap && i < n; i++)
		FUZZ_CHECK(part[i] == full[i]);
	for (size_t i = cap < n ? cap : n; i <= MAX_SIDE * MAX_SIDE; i++)
		FUZZ_CHECK(part[i] == 0xfeedu);
	for (size_t i = 1; i < n; i++)
		FUZZ_CHECK(full[i] > full[i - 1]);
	FUZZ_CHECK(dnb_dots_legal_moves(d, NULL, 1, &m) == DNB_E_INVALID);
	FUZZ_CHECK(dnb_dots_legal_moves(d, full, 1, NULL) == DNB_E_INVALID);
}

/* The record written and read back gives the same game. */
static void op_record(struct state *s, uint32_t slot)
{
	const dnb_dots *d = s->d[slot];
	size_t need = 0, got = 0;
	uint32_t line = 0, col = 0;
	dnb_dots *back = NULL;
	uint32_t fmt = fuzz_u8(&s->in) & 1;
	char *buf;

	FUZZ_CHECK(dnb_dots_format(d, fmt, NULL, 0, &need) == DNB_E_BUFSIZE);
	buf = malloc(need + 1);
	FUZZ_CHECK(buf != NULL);
	FUZZ_CHECK(dnb_dots_format(d, fmt, buf, need + 1, &got) == DNB_OK && got == need);
	if (fmt == DNB_DOTS_FORMAT_RECORD) {
		if (dnb_dots_parse(buf, got, &back, &line, &col) != DNB_OK) {
			fprintf(stderr, "record does not parse back (%u:%u):\n%s\n", line, col, buf);
			abort();
		}
		fuzz_dots_same(d, back);
		dnb_dots_free(back);
	}
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct state s;

	memset(&s, 0, sizeof s);
	s.in.p = data;
	s.in.n = size;
	for (uint32_t i = 0; i < SLOTS; i++)
		FUZZ_CHECK(dnb_dots_new(3, 3, DNB_DOTS_NO_FLAGS, &s.d[i]) == DNB_OK);
	for (int op = 0; op < MAX_OPS && s.in.n; op++) {
		uint8_t b = fuzz_u8(&s.in);
		uint32_t slot = b & 1;

		switch ((b >> 1) % 12) {
		case 0: op_new(&s, slot); break;
		case 1: case 2: case 3: case 4: op_act(&s, slot, 0); break;
		case 5: op_act(&s, slot, 1); break;
		case 6: op_act(&s, slot, 2); break;
		case 7: case 8: op_undo(&s, slot); break;
		case 9: op_clone(&s, slot); break;
		case 10: op_legal(&s, slot); break;
		default: op_record(&s, slot); break;
		}
	}
	for (uint32_t i = 0; i < SLOTS; i++)
		dnb_dots_free(s.d[i]);
	return 0;
}
