/* SPDX-License-Identifier: MIT */
/*
 * dnb_nimstring_cancel: another thread stops a value call that would
 * otherwise run for hours (the empty 20x20 board's graph, no budget), the
 * call fails with DNB_E_CANCELLED and writes nothing, and the evaluator
 * then gives the values a fresh one gives.  A cancel made with no call
 * running changes nothing.
 *
 * The main thread cancels again and again until the worker is back: a
 * cancel made before the call has begun is forgotten as the call begins,
 * so one cancel alone could be lost.  No time is measured; the wait is
 * only bounded, at WAIT_STEPS tries 1 ms apart, so that a cancel that does
 * not work fails the test instead of hanging it.
 *
 * The worker never calls Check (it is not made for other threads).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#include "common.h"
#include "ns-util.h"

#define G DNB_NIMSTRING_GROUND
#define WAIT_STEPS 300000u /* 5 minutes at most */
#define UNTOUCHED 0xABCDu
#define BIG 20u

static void add(dnb_nimstring_graph *g, uint32_t a, uint32_t b)
{
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, a, b, NULL), DNB_OK);
}

/* A small graph with a known value: a ring of four coins, one on the
 * ground, and a separate chain. */
static dnb_nimstring_graph *small(void)
{
	dnb_nimstring_graph *g;

	REQUIRE_EQ(dnb_nimstring_graph_new(7, &g), DNB_OK);
	add(g, 0, 1);
	add(g, 1, 2);
	add(g, 2, 3);
	add(g, 3, 0);
	add(g, G, 0);
	add(g, G, 4);
	add(g, 4, 5);
	add(g, 5, 6);
	add(g, 6, G);
	return g;
}

enum call { VALUE, MOVE_VALUES, COMPONENT_VALUE };

struct job {
	dnb_nimstring *ns;
	const dnb_nimstring_graph *graph;
	enum call call;
	uint32_t value;
	uint32_t *values;
	size_t cap, count;
	dnb_status status;
	atomic_int done;
};

static void *run(void *arg)
{
	struct job *j = arg;

	switch (j->call) {
	case VALUE:
		j->status = dnb_nimstring_value(j->ns, j->graph, &j->value);
		break;
	case MOVE_VALUES:
		j->status = dnb_nimstring_move_values(j->ns, j->graph, j->values, j->cap,
						      &j->count);
		break;
	default:
		j->status = dnb_nimstring_component_value(j->ns, j->graph, 0, &j->value);
		break;
	}
	atomic_store(&j->done, 1);
	return NULL;
}

/* Run the call on the big grid on a thread and cancel it until it
 * returns; checks that it was cancelled and wrote nothing. */
static void cancel_call(dnb_nimstring *ns, enum call call)
{
	dnb_nimstring_graph *g = ns_grid(BIG);
	size_t m = dnb_nimstring_graph_string_count(g);
	struct job j = { ns, g, call, UNTOUCHED, NULL, m, UNTOUCHED, DNB_OK, 0 };
	uint32_t steps = 0;
	pthread_t t;

	j.values = malloc(m * sizeof(*j.values));
	REQUIRE(j.values != NULL);
	for (size_t i = 0; i < m; i++)
		j.values[i] = UNTOUCHED;
	atomic_init(&j.done, 0);
	REQUIRE_EQ(pthread_create(&t, NULL, run, &j), 0);
	/* let the worker get into its search before the first cancel (the
	 * test holds with any wait: this only makes the cancel find it deep) */
	test_sleep_ms(100);
	while (!atomic_load(&j.done) && steps++ < WAIT_STEPS) {
		REQUIRE_EQ(dnb_nimstring_cancel(ns), DNB_OK);
		test_sleep_ms(1);
	}
	if (!atomic_load(&j.done))
		ck_abort_msg("the call was not cancelled after %u tries", WAIT_STEPS);
	REQUIRE_EQ(pthread_join(t, NULL), 0);
	REQUIRE_EQ(j.status, DNB_E_CANCELLED);
	REQUIRE_EQ(j.value, UNTOUCHED);
	REQUIRE_EQ(j.count, UNTOUCHED);
	for (size_t i = 0; i < m; i++)
		REQUIRE_EQ(j.values[i], UNTOUCHED);
	free(j.values);
	dnb_nimstring_graph_free(g);
}

/* The evaluator gives what a fresh one gives for the small graph. */
static void check_usable(dnb_nimstring *ns)
{
	dnb_nimstring_graph *g = small();
	dnb_nimstring *fresh;
	uint32_t a, b, va[16], vb[16];
	size_t na, nb;

	REQUIRE_EQ(dnb_nimstring_new(NULL, &fresh), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(fresh, g, &a), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &b), DNB_OK);
	REQUIRE_EQ(a, b);
	REQUIRE_EQ(dnb_nimstring_move_values(fresh, g, va, 16, &na), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, vb, 16, &nb), DNB_OK);
	REQUIRE_EQ(na, nb);
	for (size_t i = 0; i < na; i++)
		REQUIRE_EQ(va[i], vb[i]);
	REQUIRE_EQ(dnb_nimstring_component_value(fresh, g, 1, &a), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_component_value(ns, g, 1, &b), DNB_OK);
	REQUIRE_EQ(a, b);
	dnb_nimstring_free(fresh);
	dnb_nimstring_graph_free(g);
}

static void cancel_then_use(enum call call)
{
	dnb_nimstring *ns;

	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	cancel_call(ns, call);
	check_usable(ns);
	/* and a second cancelled call on the same evaluator */
	cancel_call(ns, call);
	check_usable(ns);
	dnb_nimstring_free(ns);
}

START_TEST(cancel_stops_value)
{
	cancel_then_use(VALUE);
}
END_TEST

START_TEST(cancel_stops_move_values)
{
	cancel_then_use(MOVE_VALUES);
}
END_TEST

START_TEST(cancel_stops_component_value)
{
	cancel_then_use(COMPONENT_VALUE);
}
END_TEST

/* Under a time limit too, the cancel comes first. */
START_TEST(cancel_under_time_limit)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_nimstring *ns;

	o.time_limit_ms = UINT64_C(1) << 40;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_OK);
	cancel_call(ns, VALUE);
	check_usable(ns);
	dnb_nimstring_free(ns);
}
END_TEST

/* A cancel made while no call runs changes nothing. */
START_TEST(cancel_without_a_call)
{
	dnb_nimstring *ns;

	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_cancel(ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_cancel(ns), DNB_OK);
	check_usable(ns);
	REQUIRE_EQ(dnb_nimstring_cancel(ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_clear(ns), DNB_OK);
	check_usable(ns);
	dnb_nimstring_free(ns);
}
END_TEST

START_TEST(cancel_null)
{
	REQUIRE_EQ(dnb_nimstring_cancel(NULL), DNB_E_INVALID);
}
END_TEST

TEST_SUITE(nimstring_cancel)
{
	Suite *s = suite_create("nimstring-cancel");
	TCase *tc = tcase_create("nimstring-cancel");

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, cancel_stops_value);
	tcase_add_test(tc, cancel_stops_move_values);
	tcase_add_test(tc, cancel_stops_component_value);
	tcase_add_test(tc, cancel_under_time_limit);
	tcase_add_test(tc, cancel_without_a_call);
	tcase_add_test(tc, cancel_null);
	suite_add_tcase(s, tc);
	return s;
}
