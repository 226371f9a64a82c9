/* SPDX-License-Identifier: MIT */
/*
 * Out of memory, everywhere: every allocation of every entry point that
 * allocates is made to fail in turn (the test links the library statically
 * with the linker wrapping malloc, calloc, realloc and posix_memalign).  Each
 * call must return DNB_OK or DNB_E_NOMEM, leave its out-pointer alone on
 * failure and leak nothing (valgrind and LeakSanitizer watch the runs).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t m);
void *__real_realloc(void *p, size_t n);
int __real_posix_memalign(void **p, size_t a, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t m);
void *__wrap_realloc(void *p, size_t n);
int __wrap_posix_memalign(void **p, size_t a, size_t n);

static long alloc_count, fail_at = -1;

/* 1 if this allocation is the one to fail. */
static int should_fail(void)
{
	return fail_at >= 0 && alloc_count++ == fail_at;
}

void *__wrap_malloc(size_t n) { return should_fail() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t n, size_t m) { return should_fail() ? NULL : __real_calloc(n, m); }
void *__wrap_realloc(void *p, size_t n) { return should_fail() ? NULL : __real_realloc(p, n); }
int __wrap_posix_memalign(void **p, size_t a, size_t n)
{
	return should_fail() ? ENOMEM : __real_posix_memalign(p, a, n);
}

/* Check allocates too (it is linked statically here), so nothing may call
 * into Check while failures are armed: the operations note a broken promise
 * here and fail_each reports it once allocations work again. */
static const char *broken;
#define EXPECT(c)                                  \
	do {                                       \
		if (!(c) && !broken)               \
			broken = #c;               \
	} while (0)

/* Run op with allocation k failing, for k = 0, 1, ... until op makes fewer
 * than k + 1 allocations; returns how many allocations op makes at most. */
static long fail_each(dnb_status (*op)(void), const char *name)
{
	for (long k = 0;; k++) {
		dnb_status st;
		alloc_count = 0;
		broken = NULL;
		fail_at = k;
		st = op();
		fail_at = -1;
		ck_assert_msg(!broken, "%s, allocation %ld failing: %s", name, k, broken ? broken : "");
		if (alloc_count <= k) {
			ck_assert_msg(st == DNB_OK, "%s without failures: %s", name, dnb_strerror(st));
			return k;
		}
		ck_assert_msg(st == DNB_OK || st == DNB_E_NOMEM, "%s, allocation %ld failing: %s",
			      name, k, dnb_strerror(st));
	}
}

#define SENTINEL ((void *)0x1)


static dnb_status op_game_new(void)
{
	dnb_game *g = SENTINEL;
	dnb_status st = dnb_game_new(5, 5, DNB_RULE_BORDER, &g);
	if (st != DNB_OK)
		EXPECT(g == SENTINEL);
	else
		dnb_game_free(g);
	return st;
}

/* A game built with allocations working, for the operations that need one. */
static dnb_game *fixture;
static dnb_game *setup_fixture;

static dnb_status op_game_clone(void)
{
	dnb_game *c = SENTINEL;
	dnb_status st = dnb_game_clone(fixture, &c);
	if (st != DNB_OK)
		EXPECT(c == SENTINEL);
	else
		dnb_game_free(c);
	return st;
}

static dnb_status op_game_setup(void)
{
	uint8_t drawn[40] = { 1, 1, 0, 1 };
	dnb_game *g = SENTINEL;
	dnb_status st = dnb_game_new_setup(4, 4, 0, drawn, NULL, 2, &g);
	if (st != DNB_OK)
		EXPECT(g == SENTINEL);
	else
		dnb_game_free(g);
	return st;
}

static dnb_status op_game_parse(void)
{
	static const char text[] = "dnb 1\nsize 3x2\nrules standard\nto-move 1\nscores 0 0\n"
				   "edges\n._. . .\n. . . .\n. . . .\nowners\n...\n...\n"
				   "moves b1-c1 c2-c3\n";
	dnb_game *g = SENTINEL;
	uint32_t line = 7, col = 7;
	dnb_status st = dnb_game_parse(text, sizeof(text) - 1, &g, &line, &col);
	if (st != DNB_OK)
		EXPECT(g == SENTINEL);
	else
		dnb_game_free(g);
	/* no position on success or for running out of memory (dnb.h) */
	EXPECT(line == 0 && col == 0);
	return st;
}

static dnb_status op_game_parse_diagram(void)
{
	static const char text[] = "._. .\n! . .\n";
	dnb_game *g = SENTINEL;
	uint32_t line = 7, col = 7;
	dnb_status st = dnb_game_parse_diagram(text, sizeof(text) - 1, 0, 1, &g, &line, &col);
	if (st != DNB_OK)
		EXPECT(g == SENTINEL);
	else
		dnb_game_free(g);
	EXPECT(line == 0 && col == 0);
	return st;
}

static dnb_status op_game_format(void)
{
	/* A record of a set-up game rebuilds its start: the one allocating format. */
	char buf[1024];
	size_t len = 12345;
	dnb_status st;

	memset(buf, 'x', sizeof(buf));
	st = dnb_game_format(setup_fixture, DNB_FORMAT_RECORD, buf, sizeof(buf), &len);
	if (st != DNB_OK) {
		EXPECT(buf[0] == 'x');
		EXPECT(len == 12345);
	}
	return st;
}

static dnb_status op_endgame(void)
{
	dnb_endgame *eg = SENTINEL;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;
	dnb_status st = dnb_endgame_new(&eg);

	if (st != DNB_OK) {
		EXPECT(eg == SENTINEL);
		return st;
	}
	st = dnb_endgame_add(eg, DNB_COMPONENT_CHAIN, 3, 1);
	if (st == DNB_OK)
		st = dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 4, 1);
	if (st == DNB_OK)
		st = dnb_endgame_add(eg, DNB_COMPONENT_LOOP, 8, 1);
	if (st == DNB_OK)
		st = dnb_endgame_evaluate(eg, &r);
	if (st == DNB_OK)
		EXPECT(r.value == 1);
	dnb_endgame_free(eg);
	return st;
}

static dnb_status op_analysis(void)
{
	dnb_analysis *an = SENTINEL;
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;
	dnb_status st = dnb_analysis_new(fixture, &an);

	if (st != DNB_OK) {
		EXPECT(an == SENTINEL);
		return st;
	}
	st = dnb_analysis_get(an, &info);
	dnb_analysis_free(an);
	return st;
}

static dnb_status op_solver(void)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *sv = SENTINEL;
	dnb_game *g = NULL;
	dnb_status st;

	o.tt_mb = 1;
	st = dnb_solver_new(&o, &sv);
	if (st != DNB_OK) {
		EXPECT(sv == SENTINEL);
		return st;
	}
	st = dnb_game_new(2, 2, 0, &g);
	if (st == DNB_OK)
		st = dnb_solver_solve(sv, g, &r);
	if (st == DNB_OK)
		EXPECT(r.value == 2);
	dnb_game_free(g);
	dnb_solver_free(sv);
	return st;
}

static dnb_status op_ai(void)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai_result r = DNB_AI_RESULT_INIT;
	dnb_ai *ai = SENTINEL;
	uint32_t edge = 77777;
	dnb_status st;

	dnb_game *g = NULL;

	/* PERFECT on a small board: the solver's allocations and the AI's. */
	o.level = DNB_AI_PERFECT;
	o.seed = 5;
	o.tt_mb = 1;
	st = dnb_ai_new(&o, &ai);
	if (st != DNB_OK) {
		EXPECT(ai == SENTINEL);
		return st;
	}
	st = dnb_game_new(2, 1, 0, &g);
	if (st == DNB_OK)
		st = dnb_ai_move(ai, g, &edge, &r);
	if (st != DNB_OK)
		EXPECT(edge == 77777);
	dnb_game_free(g);
	dnb_ai_free(ai);
	return st;
}

static dnb_status op_dots(void)
{
	static const char *moves[] = { "b1", "a2", "c2", "b3", "b2" };
	dnb_dots *d = SENTINEL, *c = SENTINEL, *back = SENTINEL;
	char buf[4096];
	dnb_status st = dnb_dots_new(5, 5, DNB_DOTS_NO_FLAGS, &d);

	if (st != DNB_OK) {
		EXPECT(d == SENTINEL);
		return st;
	}
	for (size_t i = 0; st == DNB_OK && i < sizeof(moves) / sizeof(moves[0]); i++) {
		uint32_t p;
		st = dnb_dots_point_parse(5, 5, moves[i], strlen(moves[i]), &p);
		if (st == DNB_OK)
			st = dnb_dots_play(d, p, NULL);
	}
	if (st == DNB_OK)
		st = dnb_dots_clone(d, &c);
	if (st == DNB_OK)
		st = dnb_dots_format(d, DNB_DOTS_FORMAT_RECORD, buf, sizeof(buf), NULL);
	if (st == DNB_OK)
		st = dnb_dots_parse(buf, strlen(buf), &back, NULL, NULL);
	if (c != SENTINEL)
		dnb_dots_free(c);
	if (back != SENTINEL)
		dnb_dots_free(back);
	dnb_dots_free(d);
	return st;
}

/* Nimstring: a small graph (a 2-chain, a triangle with a grounded tail)
 * through parse, from_game, format, and every value call; each out value
 * stays as it was when its call fails. */
static dnb_status op_nimstring(void)
{
	static const char text[] = "coins 6\nG 0\n0 1\n1 G\n2 3\n3 4\n4 2\n2 5\n5 G\n";
	dnb_nimstring_graph *g = SENTINEL, *b = SENTINEL, *c = SENTINEL;
	dnb_nimstring *ns = SENTINEL;
	uint32_t v = 77, comp[16] = { 0 }, vals[16] = { 0 }, k;
	size_t n;
	char buf[128];
	dnb_status st;

	st = dnb_nimstring_graph_parse(text, sizeof(text) - 1, &g, NULL, NULL);
	if (st != DNB_OK) {
		EXPECT(g == SENTINEL);
		return st;
	}
	st = dnb_nimstring_graph_from_game(fixture, &b);
	if (st != DNB_OK)
		EXPECT(b == SENTINEL);
	if (st == DNB_OK) {
		st = dnb_nimstring_graph_clone(b, &c);
		if (st != DNB_OK)
			EXPECT(c == SENTINEL);
		else
			dnb_nimstring_graph_free(c);
		dnb_nimstring_graph_free(b);
	}
	if (st == DNB_OK)
		st = dnb_nimstring_graph_add_string(g, 5, DNB_NIMSTRING_GROUND, NULL);
	if (st == DNB_OK)
		st = dnb_nimstring_graph_format(g, buf, sizeof(buf), &n);
	if (st == DNB_OK)
		st = dnb_nimstring_graph_components(g, comp, 16, &n, &k);
	if (st == DNB_OK) {
		st = dnb_nimstring_new(NULL, &ns);
		if (st != DNB_OK)
			EXPECT(ns == SENTINEL);
	}
	if (st == DNB_OK) {
		st = dnb_nimstring_value(ns, g, &v);
		EXPECT(st == DNB_OK ? v != 77 : v == 77);
	}
	if (st == DNB_OK) {
		v = 77;
		st = dnb_nimstring_component_value(ns, g, 1, &v);
		EXPECT(st == DNB_OK ? v != 77 : v == 77);
	}
	if (st == DNB_OK) {
		dnb_nimstring_clear(ns);
		st = dnb_nimstring_move_values(ns, g, vals, 16, &n);
		if (st != DNB_OK)
			EXPECT(vals[0] == 0 && vals[8] == 0);
	}
	if (ns != SENTINEL)
		dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(g);
	return st;
}

/* A book made, added to, saved and read back; a failed call leaves its
 * out-parameter and the book as they were. */
static dnb_status op_book(void)
{
	dnb_book *b = SENTINEL, *c = SENTINEL;
	uint8_t buf[256];
	uint32_t best[2] = { 39, 38 }, got[64];
	uint64_t n = 77;
	int32_t v = 77;
	size_t len, nb;
	dnb_status st = dnb_book_new(4, 4, 0, &b);

	if (st != DNB_OK) {
		EXPECT(b == SENTINEL);
		return st;
	}
	st = dnb_book_add(b, fixture, 0, best, 2);
	dnb_book_info(b, NULL, NULL, NULL, &n);
	EXPECT(n == (st == DNB_OK ? 1u : 0u));
	if (st == DNB_OK && (st = dnb_book_save(b, buf, sizeof(buf), &len)) == DNB_OK) {
		st = dnb_book_open_memory(buf, len, &c);
		if (st != DNB_OK)
			EXPECT(c == SENTINEL);
	}
	if (st == DNB_OK) {
		st = dnb_book_lookup(c, fixture, &v, got, 64, &nb);
		EXPECT(st == DNB_OK && v == 0 && nb == 2);
		dnb_book_free(c);
	}
	dnb_book_free(b);
	return st;
}

static const struct {
	const char *name;
	dnb_status (*op)(void);
} ops[] = {
	{ "dnb_book_*", op_book },
	{ "dnb_nimstring_*", op_nimstring },
	{ "dnb_game_new", op_game_new },
	{ "dnb_game_clone", op_game_clone },
	{ "dnb_game_new_setup", op_game_setup },
	{ "dnb_game_parse", op_game_parse },
	{ "dnb_game_parse_diagram", op_game_parse_diagram },
	{ "dnb_game_format", op_game_format },
	{ "dnb_endgame_*", op_endgame },
	{ "dnb_analysis_*", op_analysis },
	{ "dnb_solver_*", op_solver },
	{ "dnb_ai_*", op_ai },
	{ "dnb_dots_*", op_dots },
};

START_TEST(test_every_allocation_fails)
{
	const char *name = ops[_i].name;
	long n;

	fixture = NULL;
	ck_assert_int_eq(dnb_game_new(4, 4, 0, &fixture), DNB_OK);
	test_play(fixture, "a1-b1 b1-c1 a2-b2 b2-c2 a1-a2 b1-b2 c1-c2 c1-d1");
	{
		uint8_t drawn[40] = { 1, 1 };
		ck_assert_int_eq(dnb_game_new_setup(4, 4, 0, drawn, NULL, 1, &setup_fixture), DNB_OK);
		test_play(setup_fixture, "d1-e1");
	}
	n = fail_each(ops[_i].op, name);
	ck_assert_msg(n > 0, "%s allocates nothing: the test does not reach it", name);
	/* the evaluator's small scratch blocks (tests/meson.build) make its
	 * search allocate at many steps, each made to fail in turn (72 with
	 * 64-byte blocks, 9 with the library's 64 KiB) */
	if (strcmp(name, "dnb_nimstring_*") == 0)
		ck_assert_msg(n > 50, "%s: only %ld allocations", name, n);
	dnb_game_free(fixture);
	dnb_game_free(setup_fixture);
}
END_TEST

TEST_SUITE(nomem)
{
	Suite *s = suite_create("nomem");
	TCase *tc = tcase_create("nomem");

	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, test_every_allocation_fails, 0, (int)(sizeof(ops) / sizeof(ops[0])));
	suite_add_tcase(s, tc);
	return s;
}
