/* SPDX-License-Identifier: MIT */
/*
 * dnb_ai_cancel: another thread stops a move that would otherwise run for
 * hours, the call fails with DNB_E_CANCELLED and writes nothing, and the
 * AI plays on as a fresh one would.  A cancel made with no call running
 * changes nothing.
 *
 * The moves cancelled have a node budget of 2^60 and no time limit: HARD
 * on 10x10 spends it in Monte-Carlo playouts (the ai_spent checks),
 * PERFECT on 5x5 in its solver (the solver's progress callback).  The main
 * thread cancels again and again until the worker is back: a cancel made
 * before the call has begun is forgotten as the call begins, so one cancel
 * alone could be lost.  No time is measured; the wait is only bounded, at
 * WAIT_STEPS tries 1 ms apart, so that a cancel that does not work fails
 * the test instead of hanging it.
 *
 * The worker never calls Check (it is not made for other threads).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "common.h"

#define HUGE_BUDGET (UINT64_C(1) << 60)
#define WAIT_STEPS 300000u /* 5 minutes at most */
#define UNTOUCHED 0xABCDu

static dnb_ai *make(uint32_t level, uint64_t nodes)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai *ai = NULL;

	o.level = level;
	o.seed = 11;
	o.node_limit = nodes;
	REQUIRE_EQ(dnb_ai_new(&o, &ai), DNB_OK);
	return ai;
}

static void set_budget(dnb_ai *ai, uint64_t nodes)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;

	REQUIRE_EQ(dnb_ai_get_options(ai, &o), DNB_OK);
	o.node_limit = nodes;
	REQUIRE_EQ(dnb_ai_set_options(ai, &o), DNB_OK);
}

struct job {
	dnb_ai *ai;
	const dnb_game *game;
	int hint;          /* dnb_ai_hint rather than dnb_ai_move */
	uint32_t edge;
	dnb_ai_result res;
	dnb_status status;
	atomic_int done;
};

static void *run(void *arg)
{
	struct job *j = arg;

	if (j->hint)
		j->status = dnb_ai_hint(j->ai, j->game, &j->res);
	else
		j->status = dnb_ai_move(j->ai, j->game, &j->edge, &j->res);
	atomic_store(&j->done, 1);
	return NULL;
}

/* Run the call on a thread and cancel it until it returns; its status. */
static dnb_status cancelled_call(dnb_ai *ai, const dnb_game *g, int hint, struct job *j)
{
	pthread_t t;
	uint32_t steps = 0;

	j->ai = ai;
	j->game = g;
	j->hint = hint;
	j->edge = UNTOUCHED;
	j->res = (dnb_ai_result)DNB_AI_RESULT_INIT;
	j->res.move = UNTOUCHED;
	atomic_init(&j->done, 0);
	REQUIRE_EQ(pthread_create(&t, NULL, run, j), 0);
	/* let the worker get into its search before the first cancel (the
	 * test holds with any wait: this only makes the cancel find it deep) */
	test_sleep_ms(100);
	while (!atomic_load(&j->done) && steps++ < WAIT_STEPS) {
		REQUIRE_EQ(dnb_ai_cancel(ai), DNB_OK);
		test_sleep_ms(1);
	}
	if (!atomic_load(&j->done))
		ck_abort_msg("the call was not cancelled after %u tries", WAIT_STEPS);
	REQUIRE_EQ(pthread_join(t, NULL), 0);
	return j->status;
}

/* The move of a fresh AI of this level and budget. */
static uint32_t fresh_move(uint32_t level, uint64_t nodes, const dnb_game *g)
{
	dnb_ai *ai = make(level, nodes);
	uint32_t e;

	REQUIRE_EQ(dnb_ai_move(ai, g, &e, NULL), DNB_OK);
	dnb_ai_free(ai);
	return e;
}

/* Cancel a move of `level` on an empty w x w board, then check that the
 * AI plays a small position as a fresh AI does. */
static void cancel_then_play(uint32_t level, uint32_t w, int hint)
{
	dnb_ai *ai = make(level, HUGE_BUDGET);
	dnb_game *big, *small;
	struct job j;
	uint32_t e;

	REQUIRE_EQ(dnb_game_new(w, w, DNB_RULES_STANDARD, &big), DNB_OK);
	REQUIRE_EQ(cancelled_call(ai, big, hint, &j), DNB_E_CANCELLED);
	/* nothing written */
	REQUIRE_EQ(j.edge, UNTOUCHED);
	REQUIRE_EQ(j.res.move, UNTOUCHED);
	REQUIRE_EQ(j.res.nodes, 0);

	/* usable afterwards, with the flag of the cancel forgotten */
	REQUIRE_EQ(dnb_game_new(3, 3, DNB_RULES_STANDARD, &small), DNB_OK);
	test_play(small, "a1-b1 a2-a3 c1-d1");
	set_budget(ai, 20000);
	REQUIRE_EQ(dnb_ai_move(ai, small, &e, NULL), DNB_OK);
	/* PERFECT's move may depend on its table; HARD's does not */
	if (level != DNB_AI_PERFECT)
		REQUIRE_EQ(e, fresh_move(level, 20000, small));
	else
		REQUIRE_EQ(dnb_game_play(small, e, NULL), DNB_OK);
	dnb_game_free(small);
	dnb_game_free(big);
	dnb_ai_free(ai);
}

/* HARD's Monte-Carlo search: the ai_spent checks see the cancel. */
START_TEST(cancel_stops_monte_carlo)
{
	cancel_then_play(DNB_AI_HARD, 10, 0);
}
END_TEST

/* PERFECT's solver: its progress callback sees the cancel. */
START_TEST(cancel_stops_solver)
{
	cancel_then_play(DNB_AI_PERFECT, 5, 0);
}
END_TEST

START_TEST(cancel_stops_hint)
{
	cancel_then_play(DNB_AI_HARD, 10, 1);
}
END_TEST

/* A cancel made while no call runs: the next calls play as a fresh AI,
 * and a second AI is not touched by the first one's cancel. */
START_TEST(cancel_without_a_call)
{
	dnb_ai *ai = make(DNB_AI_HARD, 20000), *other = make(DNB_AI_HARD, 20000);
	uint32_t want, e;
	dnb_game *g;

	REQUIRE_EQ(dnb_game_new(4, 4, DNB_RULES_STANDARD, &g), DNB_OK);
	want = fresh_move(DNB_AI_HARD, 20000, g);
	REQUIRE_EQ(dnb_ai_cancel(ai), DNB_OK);
	REQUIRE_EQ(dnb_ai_cancel(ai), DNB_OK);
	REQUIRE_EQ(dnb_ai_move(ai, g, &e, NULL), DNB_OK);
	REQUIRE_EQ(e, want);
	REQUIRE_EQ(dnb_ai_move(other, g, &e, NULL), DNB_OK);
	REQUIRE_EQ(e, want);
	/* and a hint after a cancel */
	REQUIRE_EQ(dnb_ai_cancel(ai), DNB_OK);
	{
		dnb_ai_result r = DNB_AI_RESULT_INIT;
		REQUIRE_EQ(dnb_ai_hint(ai, g, &r), DNB_OK);
		REQUIRE_EQ(r.move, want);
	}
	dnb_game_free(g);
	dnb_ai_free(other);
	dnb_ai_free(ai);
}
END_TEST

START_TEST(cancel_null)
{
	REQUIRE_EQ(dnb_ai_cancel(NULL), DNB_E_INVALID);
}
END_TEST

TEST_SUITE(ai_cancel)
{
	Suite *s = suite_create("ai-cancel");
	TCase *tc = tcase_create("ai-cancel");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, cancel_stops_monte_carlo);
	tcase_add_test(tc, cancel_stops_solver);
	tcase_add_test(tc, cancel_stops_hint);
	tcase_add_test(tc, cancel_without_a_call);
	tcase_add_test(tc, cancel_null);
	suite_add_tcase(s, tc);
	return s;
}
