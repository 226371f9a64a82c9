/* SPDX-License-Identifier: MIT */
/*
 * The size-prefixed structs across versions, through the shared object:
 * every call takes a struct cut at its 1.0 size (a program built against
 * 1.0) and one with bytes past ours (a program built against a later
 * header), reads and writes only what the size covers, and refuses a size
 * below 1.0 without changing anything.  The init functions give what the
 * _INIT macros give.
 *
 * The 1.0 sizes are worked out here from the 1.0 fields, not taken from the
 * library's private constants, so that a wrong constant there fails here.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define END(type, field) (offsetof(type, field) + sizeof(((type *)0)->field))
#define SOLVER_OPTIONS_1_0  END(dnb_solver_options, user_data)
#define SOLVER_RESULT_1_0   END(dnb_solver_result, elapsed_ms)
#define SOLVER_PROGRESS_1_0 END(dnb_solver_progress, elapsed_ms)
#define AI_OPTIONS_1_0      END(dnb_ai_options, node_limit)
#define AI_RESULT_1_0       END(dnb_ai_result, elapsed_ms)
#define ENDGAME_RESULT_1_0  END(dnb_endgame_result, reserved)
#define ANALYSIS_INFO_1_0   END(dnb_analysis_info, margin)

/* Bytes a "later version" has past the struct, and the buffer's sentinel. */
#define EXTRA 40
#define SENTINEL 0xA5u

/* A struct at the start of a larger buffer, suitably aligned. */
union buf {
	max_align_t align;
	unsigned char b[1024];
};

static void set_size(union buf *u, uint32_t size)
{
	memcpy(u->b, &size, sizeof(size));
}

static uint32_t get_size(const union buf *u)
{
	uint32_t size;
	memcpy(&size, u->b, sizeof(size));
	return size;
}

static void require_sentinel(const union buf *u, size_t from)
{
	for (size_t i = from; i < sizeof(u->b); i++)
		if (u->b[i] != SENTINEL)
			ck_abort_msg("byte %zu past the caller's struct was written", i);
}

/* ------------------------------------------------------------------------
 * Output structs: a call writing into the buffer, and a fixed setting. */

struct fixture {
	dnb_game *game;
	dnb_solver *solver;
	dnb_ai *ai;
	dnb_endgame *eg;
	dnb_analysis *an;
};

static struct fixture fx;

static void setup(void)
{
	dnb_solver_options so = DNB_SOLVER_OPTIONS_INIT;
	dnb_ai_options ao = DNB_AI_OPTIONS_INIT;

	so.tt_mb = 1;
	ao.level = DNB_AI_EASY;
	ao.seed = 7;
	ck_assert_int_eq(dnb_game_new(3, 2, 0, &fx.game), DNB_OK);
	test_play(fx.game, "a1-b1 b1-c1 a3-b3");
	ck_assert_int_eq(dnb_solver_new(&so, &fx.solver), DNB_OK);
	ck_assert_int_eq(dnb_ai_new(&ao, &fx.ai), DNB_OK);
	ck_assert_int_eq(dnb_endgame_new(&fx.eg), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(fx.eg, DNB_COMPONENT_CHAIN, 3, 2), DNB_OK);
	ck_assert_int_eq(dnb_endgame_add(fx.eg, DNB_COMPONENT_LOOP, 4, 1), DNB_OK);
	ck_assert_int_eq(dnb_analysis_new(fx.game, &fx.an), DNB_OK);
}

static void teardown(void)
{
	dnb_analysis_free(fx.an);
	dnb_endgame_free(fx.eg);
	dnb_ai_free(fx.ai);
	dnb_solver_free(fx.solver);
	dnb_game_free(fx.game);
	memset(&fx, 0, sizeof(fx));
}

static dnb_status call_solve(void *p)
{
	return dnb_solver_solve(fx.solver, fx.game, p);
}

static dnb_status call_ai_move(void *p)
{
	uint32_t edge;
	return dnb_ai_move(fx.ai, fx.game, &edge, p);
}

static dnb_status call_ai_hint(void *p)
{
	return dnb_ai_hint(fx.ai, fx.game, p);
}

static dnb_status call_ai_get_options(void *p)
{
	return dnb_ai_get_options(fx.ai, p);
}

static dnb_status call_endgame(void *p)
{
	return dnb_endgame_evaluate(fx.eg, p);
}

static dnb_status call_analysis(void *p)
{
	return dnb_analysis_get(fx.an, p);
}

/* The byte ranges of a result that depend on the clock or the machine,
 * left out of the comparison with a whole struct. */
struct out_case {
	const char *name;
	dnb_status (*call)(void *);
	size_t size_1_0, full;
	size_t skip_from, skip_to;
	int null_ok; /* a NULL struct is allowed (dnb_ai_move's res) */
};

static const struct out_case out_cases[] = {
	/* nodes depend on what the table kept from the call before */
	{ "solver_solve", call_solve, SOLVER_RESULT_1_0, sizeof(dnb_solver_result),
	  offsetof(dnb_solver_result, nodes), END(dnb_solver_result, elapsed_ms), 0 },
	{ "ai_move", call_ai_move, AI_RESULT_1_0, sizeof(dnb_ai_result),
	  offsetof(dnb_ai_result, nodes), END(dnb_ai_result, elapsed_ms), 1 },
	{ "ai_hint", call_ai_hint, AI_RESULT_1_0, sizeof(dnb_ai_result),
	  offsetof(dnb_ai_result, nodes), END(dnb_ai_result, elapsed_ms), 0 },
	{ "ai_get_options", call_ai_get_options, AI_OPTIONS_1_0, sizeof(dnb_ai_options), 0, 0,
	  0 },
	{ "endgame_evaluate", call_endgame, ENDGAME_RESULT_1_0, sizeof(dnb_endgame_result), 0,
	  0, 0 },
	{ "analysis_get", call_analysis, ANALYSIS_INFO_1_0, sizeof(dnb_analysis_info), 0, 0,
	  0 },
};
#define N_OUT (sizeof(out_cases) / sizeof(out_cases[0]))

static void require_same(const struct out_case *c, const union buf *got, const union buf *want)
{
	for (size_t i = sizeof(uint32_t); i < c->size_1_0; i++)
		if ((i < c->skip_from || i >= c->skip_to) && got->b[i] != want->b[i])
			ck_abort_msg("%s: byte %zu differs from a whole struct's", c->name, i);
}

/* A whole struct of this header, filled the usual way. */
static void reference(const struct out_case *c, union buf *want)
{
	memset(want->b, 0, sizeof(want->b));
	set_size(want, (uint32_t)c->full);
	ck_assert_int_eq(c->call(want->b), DNB_OK);
}

START_TEST(test_output_cut_at_1_0)
{
	const struct out_case *c = &out_cases[_i];
	union buf got, want;

	reference(c, &want);
	memset(got.b, SENTINEL, sizeof(got.b));
	set_size(&got, (uint32_t)c->size_1_0);
	ck_assert_msg(c->call(got.b) == DNB_OK, "%s refuses its 1.0 size", c->name);
	ck_assert_uint_eq(get_size(&got), c->size_1_0);
	require_sentinel(&got, c->size_1_0);
	require_same(c, &got, &want);
}
END_TEST

START_TEST(test_output_later_version)
{
	const struct out_case *c = &out_cases[_i];
	uint32_t size = (uint32_t)(c->full + EXTRA);
	union buf got, want;

	reference(c, &want);
	memset(got.b, SENTINEL, sizeof(got.b));
	set_size(&got, size);
	ck_assert_msg(c->call(got.b) == DNB_OK, "%s refuses a larger size", c->name);
	ck_assert_uint_eq(get_size(&got), size); /* the caller's size is kept */
	require_sentinel(&got, c->full);         /* unknown trailing bytes untouched */
	require_same(c, &got, &want);
}
END_TEST

START_TEST(test_output_too_small)
{
	const struct out_case *c = &out_cases[_i];
	const uint32_t sizes[] = { 0, 4, (uint32_t)c->size_1_0 - 1 };

	for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		union buf got, before;
		memset(got.b, SENTINEL, sizeof(got.b));
		set_size(&got, sizes[k]);
		before = got;
		ck_assert_msg(c->call(got.b) == DNB_E_INVALID, "%s takes size %u", c->name,
			      (unsigned)sizes[k]);
		ck_assert_msg(memcmp(got.b, before.b, sizeof(got.b)) == 0,
			      "%s changed a refused struct", c->name);
	}
	if (!c->null_ok)
		ck_assert_int_eq(c->call(NULL), DNB_E_INVALID);
}
END_TEST

/* ------------------------------------------------------------------------
 * Input structs: solver and AI options. */

struct progress_seen {
	int calls, bad_size;
};

static int32_t on_progress(const dnb_solver_progress *p, void *user_data)
{
	struct progress_seen *seen = user_data;

	seen->calls++;
	if (p->size < SOLVER_PROGRESS_1_0)
		seen->bad_size++;
	return 0;
}

/* Solver options with the given size, the last 1.0 fields set (progress
 * every node), the bytes past the 1.0 fields 0xFF. */
static void solver_options(union buf *u, uint32_t size, struct progress_seen *seen)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;

	o.tt_mb = 1;
	o.progress_nodes = 1;
	o.progress = on_progress;
	o.user_data = seen;
	memset(u->b, 0xFF, sizeof(u->b));
	memcpy(u->b, &o, SOLVER_OPTIONS_1_0);
	set_size(u, size);
}

/* A solver made from the options reads all of their 1.0 fields: it solves,
 * and calls back with user_data. */
static void require_solver_reads(const union buf *u)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	struct progress_seen *seen;
	dnb_solver *s = NULL;

	memcpy(&seen, u->b + offsetof(dnb_solver_options, user_data), sizeof(seen));
	ck_assert_int_eq(dnb_solver_new((const dnb_solver_options *)u->b, &s), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, fx.game, &r), DNB_OK);
	ck_assert_int_gt(seen->calls, 0);
	ck_assert_int_eq(seen->bad_size, 0);
	seen->calls = 0;
	ck_assert_int_eq(dnb_solver_set_options(s, (const dnb_solver_options *)u->b), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, fx.game, &r), DNB_OK);
	ck_assert_int_gt(seen->calls, 0);
	dnb_solver_free(s);
}

START_TEST(test_solver_options_sizes)
{
	struct progress_seen seen = { 0, 0 };
	dnb_solver *s = (dnb_solver *)&seen, *keep = s;
	union buf u, before;

	solver_options(&u, (uint32_t)SOLVER_OPTIONS_1_0, &seen);
	require_solver_reads(&u);
	solver_options(&u, (uint32_t)(sizeof(dnb_solver_options) + EXTRA), &seen);
	before = u;
	require_solver_reads(&u);
	ck_assert_msg(memcmp(u.b, before.b, sizeof(u.b)) == 0, "options were written");

	/* below 1.0: refused, *out and the solver's options unchanged */
	solver_options(&u, (uint32_t)SOLVER_OPTIONS_1_0 - 1, &seen);
	ck_assert_int_eq(dnb_solver_new((const dnb_solver_options *)u.b, &s), DNB_E_INVALID);
	ck_assert_ptr_eq(s, keep);
	seen.calls = 0;
	ck_assert_int_eq(dnb_solver_set_options(fx.solver, (const dnb_solver_options *)u.b),
			 DNB_E_INVALID);
	{
		dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
		ck_assert_int_eq(dnb_solver_solve(fx.solver, fx.game, &r), DNB_OK);
		ck_assert_int_eq(seen.calls, 0); /* no callback was taken on */
	}
	set_size(&u, 0);
	ck_assert_int_eq(dnb_solver_new((const dnb_solver_options *)u.b, &s), DNB_E_INVALID);
	ck_assert_ptr_eq(s, keep);
}
END_TEST

START_TEST(test_ai_options_sizes)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT, back = DNB_AI_OPTIONS_INIT;
	const uint32_t good[] = { (uint32_t)AI_OPTIONS_1_0,
				  (uint32_t)(sizeof(dnb_ai_options) + EXTRA) };
	dnb_ai *ai = NULL, *keep = (dnb_ai *)&o;
	union buf u;

	o.level = DNB_AI_HARD;
	o.threads = 2;
	o.tt_mb = 3;
	o.seed = 99;
	o.time_limit_ms = 5000;
	o.node_limit = 1234; /* the last 1.0 field */
	for (size_t k = 0; k < 2; k++) {
		memset(u.b, 0xFF, sizeof(u.b)); /* trailing bytes: ignored */
		memcpy(u.b, &o, AI_OPTIONS_1_0);
		set_size(&u, good[k]);
		ck_assert_int_eq(dnb_ai_new((const dnb_ai_options *)u.b, &ai), DNB_OK);
		ck_assert_int_eq(dnb_ai_get_options(ai, &back), DNB_OK);
		ck_assert_int_eq(memcmp(&back, &o, sizeof(o)), 0);
		back = (dnb_ai_options)DNB_AI_OPTIONS_INIT;
		ck_assert_int_eq(dnb_ai_set_options(fx.ai, (const dnb_ai_options *)u.b), DNB_OK);
		ck_assert_int_eq(dnb_ai_get_options(fx.ai, &back), DNB_OK);
		ck_assert_int_eq(memcmp(&back, &o, sizeof(o)), 0);
		dnb_ai_free(ai);
	}

	/* below 1.0: refused, nothing changed */
	memcpy(u.b, &o, AI_OPTIONS_1_0);
	{
		uint32_t level = DNB_AI_BEGINNER;
		memcpy(u.b + offsetof(dnb_ai_options, level), &level, sizeof(level));
	}
	set_size(&u, (uint32_t)AI_OPTIONS_1_0 - 1);
	ai = keep;
	ck_assert_int_eq(dnb_ai_new((const dnb_ai_options *)u.b, &ai), DNB_E_INVALID);
	ck_assert_ptr_eq(ai, keep);
	ck_assert_int_eq(dnb_ai_set_options(fx.ai, (const dnb_ai_options *)u.b), DNB_E_INVALID);
	ck_assert_int_eq(dnb_ai_get_options(fx.ai, &back), DNB_OK);
	ck_assert_int_eq(memcmp(&back, &o, sizeof(o)), 0);
}
END_TEST

/* ------------------------------------------------------------------------
 * The init functions against the _INIT macros. */

struct init_case {
	const char *name;
	dnb_status (*init)(void *, uint32_t);
	size_t size_1_0, full;
	union buf macro;
};

static dnb_status init_solver_options(void *p, uint32_t size)
{
	return dnb_solver_options_init(p, size);
}
static dnb_status init_solver_result(void *p, uint32_t size)
{
	return dnb_solver_result_init(p, size);
}
static dnb_status init_ai_options(void *p, uint32_t size)
{
	return dnb_ai_options_init(p, size);
}
static dnb_status init_ai_result(void *p, uint32_t size)
{
	return dnb_ai_result_init(p, size);
}
static dnb_status init_endgame_result(void *p, uint32_t size)
{
	return dnb_endgame_result_init(p, size);
}
static dnb_status init_analysis_info(void *p, uint32_t size)
{
	return dnb_analysis_info_init(p, size);
}

#define INIT_CASE(i, fn, type, init_macro, min_size)                                 \
	do {                                                                           \
		type m_ = init_macro;                                                  \
		c[i].name = #fn;                                                       \
		c[i].init = fn;                                                        \
		c[i].size_1_0 = min_size;                                              \
		c[i].full = sizeof(type);                                              \
		memset(c[i].macro.b, 0, sizeof(c[i].macro.b));                         \
		memcpy(c[i].macro.b, &m_, sizeof(m_));                                 \
	} while (0)

static void init_cases(struct init_case *c)
{
	INIT_CASE(0, init_solver_options, dnb_solver_options, DNB_SOLVER_OPTIONS_INIT,
		  SOLVER_OPTIONS_1_0);
	INIT_CASE(1, init_solver_result, dnb_solver_result, DNB_SOLVER_RESULT_INIT,
		  SOLVER_RESULT_1_0);
	INIT_CASE(2, init_ai_options, dnb_ai_options, DNB_AI_OPTIONS_INIT, AI_OPTIONS_1_0);
	INIT_CASE(3, init_ai_result, dnb_ai_result, DNB_AI_RESULT_INIT, AI_RESULT_1_0);
	INIT_CASE(4, init_endgame_result, dnb_endgame_result, DNB_ENDGAME_RESULT_INIT,
		  ENDGAME_RESULT_1_0);
	INIT_CASE(5, init_analysis_info, dnb_analysis_info, DNB_ANALYSIS_INFO_INIT,
		  ANALYSIS_INFO_1_0);
}
#define N_INIT 6

START_TEST(test_init_functions)
{
	struct init_case c[N_INIT];

	init_cases(c);
	for (int i = 0; i < N_INIT; i++) {
		const uint32_t sizes[] = { (uint32_t)c[i].full, (uint32_t)c[i].size_1_0,
					   (uint32_t)(c[i].full + EXTRA) };
		const uint32_t bad[] = { 0, 4, (uint32_t)c[i].size_1_0 - 1 };
		union buf u, before;

		for (size_t k = 0; k < 3; k++) {
			memset(u.b, SENTINEL, sizeof(u.b));
			ck_assert_msg(c[i].init(u.b, sizes[k]) == DNB_OK, "%s(%u)", c[i].name,
				      (unsigned)sizes[k]);
			ck_assert_uint_eq(get_size(&u), sizes[k]);
			ck_assert_msg(memcmp(u.b + 4, c[i].macro.b + 4, c[i].size_1_0 - 4) == 0,
				      "%s(%u) differs from the macro", c[i].name, (unsigned)sizes[k]);
			require_sentinel(&u, sizes[k] < c[i].full ? sizes[k] : c[i].full);
		}
		for (size_t k = 0; k < 3; k++) {
			memset(u.b, SENTINEL, sizeof(u.b));
			before = u;
			ck_assert_msg(c[i].init(u.b, bad[k]) == DNB_E_INVALID, "%s(%u)", c[i].name,
				      (unsigned)bad[k]);
			ck_assert_msg(memcmp(u.b, before.b, sizeof(u.b)) == 0, "%s wrote", c[i].name);
		}
		ck_assert_int_eq(c[i].init(NULL, (uint32_t)c[i].full), DNB_E_INVALID);
	}
}
END_TEST

/* A result made by an init function works like one made by the macro. */
START_TEST(test_init_then_use)
{
	dnb_solver_options so;
	dnb_solver_result sr;
	dnb_ai_result ar;
	dnb_endgame_result er;
	dnb_analysis_info ai;
	dnb_solver *s;

	ck_assert_int_eq(dnb_solver_options_init(&so, sizeof(so)), DNB_OK);
	so.tt_mb = 1;
	ck_assert_int_eq(dnb_solver_new(&so, &s), DNB_OK);
	ck_assert_int_eq(dnb_solver_result_init(&sr, sizeof(sr)), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(s, fx.game, &sr), DNB_OK);
	ck_assert_int_eq(sr.lower, sr.value);
	dnb_solver_free(s);
	ck_assert_int_eq(dnb_ai_result_init(&ar, sizeof(ar)), DNB_OK);
	ck_assert_int_eq(dnb_ai_hint(fx.ai, fx.game, &ar), DNB_OK);
	ck_assert_int_eq(dnb_endgame_result_init(&er, sizeof(er)), DNB_OK);
	ck_assert_int_eq(dnb_endgame_evaluate(fx.eg, &er), DNB_OK);
	ck_assert_int_eq(er.chains, 2);
	ck_assert_int_eq(dnb_analysis_info_init(&ai, sizeof(ai)), DNB_OK);
	ck_assert_int_eq(dnb_analysis_get(fx.an, &ai), DNB_OK);
	ck_assert_int_eq(ai.to_move, (uint32_t)dnb_game_to_move(fx.game));
}
END_TEST

TEST_SUITE(struct_size)
{
	Suite *s = suite_create("struct-size");
	TCase *tc = tcase_create("out");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_loop_test(tc, test_output_cut_at_1_0, 0, (int)N_OUT);
	tcase_add_loop_test(tc, test_output_later_version, 0, (int)N_OUT);
	tcase_add_loop_test(tc, test_output_too_small, 0, (int)N_OUT);
	suite_add_tcase(s, tc);
	tc = tcase_create("in");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_solver_options_sizes);
	tcase_add_test(tc, test_ai_options_sizes);
	suite_add_tcase(s, tc);
	tc = tcase_create("init");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_init_functions);
	tcase_add_test(tc, test_init_then_use);
	suite_add_tcase(s, tc);
	return s;
}
