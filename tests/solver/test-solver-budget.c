/* SPDX-License-Identifier: MIT */
/*
 * The solver's budgets and resources: no progress callback after the one
 * that cancelled, on any number of threads; the time limit counts the whole
 * call (emptying the table after a change of board included); the table's
 * pages are not touched when it is created; a table larger than the
 * machine is DNB_E_NOMEM and changes nothing; a solve of the deepest
 * position (64 undrawn edges) runs on the stack that dnb_solver_solve(3)
 * documents.
 */
#define _GNU_SOURCE 1 /* pthread_setattr_default_np */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

/* Address-sanitizer builds: a shadow of the address space of their own,
 * and larger stack frames. */
#if defined(__SANITIZE_ADDRESS__)
#define ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASAN 1
#endif
#endif
#ifndef ASAN
#define ASAN 0
#endif

/* ---- no callback after cancel ---- */

struct cancel_state {
	int calls, cancel_at, after;
};

static int32_t cancel_cb(const dnb_solver_progress *p, void *user_data)
{
	struct cancel_state *cs = user_data;

	(void)p;
	if (cs->calls >= cs->cancel_at)
		cs->after++; /* called again after it said stop */
	cs->calls++;
	return cs->calls == cs->cancel_at;
}

/* A 4x4 position with `moves` random edges drawn (fixed seed). */
static dnb_game *random_position(uint64_t seed, int moves)
{
	struct test_rng r;
	dnb_game *g;

	ck_assert_int_eq(dnb_game_new(4, 4, 0, &g), DNB_OK);
	rng_seed(&r, seed);
	for (int i = 0; i < moves; i++) {
		uint32_t legal[64];
		size_t n;
		ck_assert_int_eq(dnb_game_legal_moves(g, legal, 64, &n), DNB_OK);
		if (n == 0)
			break;
		ck_assert_int_eq(dnb_game_play(g, legal[rng_below(&r, (uint32_t)n)], NULL), DNB_OK);
	}
	return g;
}

/* Many searches on 2 to 4 threads, each cancelled by its 1st, 2nd or 3rd
 * callback: the callback is never called again, and the call says
 * DNB_E_CANCELLED.  _i: 0 for dnb_solver_solve, 1 for move_values. */
START_TEST(no_callback_after_cancel)
{
	int runs = test_small() ? 10 : 120, cancelled = 0;

	for (uint32_t threads = 2; threads <= 4; threads++) {
		dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
		dnb_solver *s;
		struct cancel_state cs;
		o.tt_mb = 4;
		o.threads = threads;
		o.progress = cancel_cb;
		o.user_data = &cs;
		o.progress_nodes = 300;
		ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
		for (int run = 0; run < runs; run++) {
			dnb_game *g = random_position(1000u * threads + (uint64_t)run, 8 + run % 8);
			dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
			int32_t values[64];
			size_t count;
			dnb_status st;
			memset(&cs, 0, sizeof(cs));
			cs.cancel_at = 1 + run % 3;
			ck_assert_int_eq(dnb_solver_clear(s), DNB_OK);
			st = _i ? dnb_solver_move_values(s, g, values, 64, &count)
				: dnb_solver_solve(s, g, &r);
			if (cs.calls >= cs.cancel_at) {
				cancelled++;
				REQUIRE_EQ(cs.after, 0);
				REQUIRE_EQ(st, DNB_E_CANCELLED);
			} else {
				REQUIRE_EQ(st, DNB_OK);
			}
			dnb_game_free(g);
		}
		dnb_solver_free(s);
	}
	ck_assert_int_gt(cancelled, runs); /* most runs reached their cancel */
}
END_TEST

/* ---- the clock covers the whole call ---- */

static double wall_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* After a change of board the table is emptied inside the call: the time
 * the call reports is the time it took (not counting the table).  The
 * margin is for a busy machine; emptying 512 MiB the old way took longer. */
START_TEST(elapsed_covers_board_change)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *s;
	dnb_game *a, *b;
	double t0, wall;
	dnb_status st;

	o.tt_mb = 512;
	o.time_limit_ms = 1;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	ck_assert_int_eq(dnb_game_new(4, 4, 0, &a), DNB_OK);
	ck_assert_int_eq(dnb_game_new(3, 4, 0, &b), DNB_OK);
	for (int i = 0; i < 3; i++) {
		/* fill part of the table, then change board */
		st = dnb_solver_solve(s, a, &r);
		ck_assert(st == DNB_E_LIMIT || st == DNB_OK);
		t0 = wall_ms();
		st = dnb_solver_solve(s, b, &r);
		wall = wall_ms() - t0;
		ck_assert(st == DNB_E_LIMIT || st == DNB_OK);
		ck_assert_msg(wall <= (double)r.elapsed_ms + 20.0,
			      "the call took %.1f ms but reported %llu", wall,
			      (unsigned long long)r.elapsed_ms);
	}
	dnb_game_free(a);
	dnb_game_free(b);
	dnb_solver_free(s);
}
END_TEST

/* ---- the table is touched lazily ---- */

/* Resident memory of this process in KiB (0: unknown). */
static long resident_kib(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	long size, pages = 0;

	if (!f)
		return 0;
	if (fscanf(f, "%ld %ld", &size, &pages) != 2)
		pages = 0;
	fclose(f);
	return pages * (sysconf(_SC_PAGESIZE) / 1024);
}

START_TEST(table_not_touched_at_creation)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s;
	long before, after;

	if (!(before = resident_kib()))
		return; /* no /proc: nothing to measure */
	o.tt_mb = 1024;
	ck_assert_int_eq(dnb_solver_new(&o, &s), DNB_OK);
	after = resident_kib();
	dnb_solver_free(s);
	/* a touched table would be 1 GiB resident */
	ck_assert_msg(after - before < 64 * 1024, "resident +%ld KiB", after - before);
}
END_TEST

/* ---- an impossible table is DNB_E_NOMEM ---- */

static uint64_t physical_bytes(void)
{
	return (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
}

START_TEST(table_over_memory)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT, big = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_solver *s = (dnb_solver *)&o, *kept;
	uint64_t mem0, mem1;
	dnb_game *g;

	if (physical_bytes() >= (UINT64_C(65536) << 20))
		return; /* a machine that can hold the largest table */
	big.tt_mb = 65536;
	ck_assert_int_eq(dnb_solver_new(&big, &s), DNB_E_NOMEM);
	ck_assert_ptr_eq(s, (dnb_solver *)&o); /* *out not written */
	/* set_options: refused, the old table and options kept */
	o.tt_mb = 2;
	ck_assert_int_eq(dnb_solver_new(&o, &kept), DNB_OK);
	ck_assert_int_eq(dnb_solver_memory(kept, &mem0), DNB_OK);
	big.threads = 3;
	big.node_limit = 10;
	ck_assert_int_eq(dnb_solver_set_options(kept, &big), DNB_E_NOMEM);
	ck_assert_int_eq(dnb_solver_memory(kept, &mem1), DNB_OK);
	ck_assert_int_eq(mem0, mem1);
	ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
	ck_assert_int_eq(dnb_solver_solve(kept, g, &r), DNB_OK); /* no node limit */
	ck_assert_int_eq(r.value, -3);
	dnb_game_free(g);
	dnb_solver_free(kept);
}
END_TEST

/* A mapping that fails (the address space limited below the table) is
 * DNB_E_NOMEM too. */
START_TEST(mapping_fails)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	struct rlimit old, lim;
	dnb_solver *s = NULL;
	dnb_status st;

	if (ASAN || test_small() || getrlimit(RLIMIT_AS, &old) != 0)
		return; /* (valgrind and the sanitizer need address space of their own) */
	lim = old;
	lim.rlim_cur = (rlim_t)4 << 30; /* far above this program, below 8 GiB */
	if (old.rlim_cur != RLIM_INFINITY && old.rlim_cur < lim.rlim_cur)
		return;
	ck_assert_int_eq(setrlimit(RLIMIT_AS, &lim), 0);
	o.tt_mb = 8192;
	st = dnb_solver_new(&o, &s);
	setrlimit(RLIMIT_AS, &old);
	ck_assert_int_eq(st, DNB_E_NOMEM);
	ck_assert_ptr_null(s);
}
END_TEST

/* ---- stack ---- */

/* The stack dnb_solver_solve(3) asks of the calling thread; builds with
 * sanitizers or without optimisation have larger frames (the man page says
 * so: measured 84 to 90 KiB with gcc's address sanitizer at -O2). */
#if ASAN || !defined(__OPTIMIZE__)
#define CALLER_STACK (1024u << 10)
#else
#define CALLER_STACK (128u << 10)
#endif

struct deep_job {
	uint32_t threads, rules;
	uint64_t seed;
	dnb_status solve, values;
	size_t undrawn;
};

/* A 6x6 position with 64 undrawn edges (the most the solver takes). */
static dnb_game *deep_position(uint32_t rules, uint64_t seed)
{
	struct test_rng r;
	dnb_game *g;
	uint32_t legal[128];
	size_t n;

	if (dnb_game_new(6, 6, rules, &g) != DNB_OK)
		return NULL;
	rng_seed(&r, seed);
	for (;;) {
		if (dnb_game_legal_moves(g, legal, 128, &n) != DNB_OK || n <= 64)
			break;
		dnb_game_play(g, legal[rng_below(&r, (uint32_t)n)], NULL);
	}
	return g;
}

static void *deep_solve(void *arg)
{
	struct deep_job *j = arg;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	dnb_game *g = deep_position(j->rules, j->seed);
	int32_t values[128];
	uint32_t legal[128];
	dnb_solver *s;
	size_t count;

	j->solve = j->values = DNB_E_INVALID;
	if (!g)
		return NULL;
	dnb_game_legal_moves(g, legal, 128, &j->undrawn);
	o.threads = j->threads;
	o.tt_mb = 4;
	o.time_limit_ms = test_small() ? 50 : 150;
	if (dnb_solver_new(&o, &s) == DNB_OK) {
		j->solve = dnb_solver_solve(s, g, &r);
		j->values = dnb_solver_move_values(s, g, values, 128, &count);
		dnb_solver_free(s);
	}
	dnb_game_free(g);
	return NULL;
}

/* Solve on a thread of `stack` bytes; a stack too small crashes the test. */
static void deep_on_stack(size_t stack, uint32_t threads, uint32_t rules, uint64_t seed)
{
	struct deep_job j = { threads, rules, seed, 0, 0, 0 };
	pthread_attr_t attr;
	pthread_t t;

	ck_assert_int_eq(pthread_attr_init(&attr), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&attr, stack), 0);
	ck_assert_int_eq(pthread_create(&t, &attr, deep_solve, &j), 0);
	ck_assert_int_eq(pthread_join(t, NULL), 0);
	pthread_attr_destroy(&attr);
	ck_assert_uint_eq(j.undrawn, 64);
	ck_assert(j.solve == DNB_OK || j.solve == DNB_E_LIMIT);
	ck_assert(j.values == DNB_OK || j.values == DNB_E_LIMIT);
}

/* The calling thread's documented minimum is enough for the deepest
 * positions, on one thread and several, under each scoring. */
START_TEST(caller_stack_documented)
{
	static const uint32_t rules[] = { 0, DNB_RULE_NIMSTRING, DNB_RULE_MISERE };

	for (uint64_t seed = 1; seed <= (test_small() ? 1u : 3u); seed++)
		for (int k = 0; k < 3; k++)
			deep_on_stack(CALLER_STACK, 1 + (uint32_t)(seed % 2), rules[k], seed);
}
END_TEST

/* The workers' stacks do not follow the process's default: with a default
 * of 32 KiB (too small for a search) a solve on 3 threads still works. */
START_TEST(worker_stack_explicit)
{
	pthread_attr_t def, small;

	ck_assert_int_eq(pthread_getattr_default_np(&def), 0);
	ck_assert_int_eq(pthread_attr_init(&small), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&small, 32u << 10), 0);
	ck_assert_int_eq(pthread_setattr_default_np(&small), 0);
	deep_on_stack(CALLER_STACK, 3, 0, 7);
	deep_on_stack(CALLER_STACK, 3, DNB_RULE_NIMSTRING, 8);
	pthread_setattr_default_np(&def); /* (for CK_FORK=no) */
	pthread_attr_destroy(&small);
	pthread_attr_destroy(&def);
}
END_TEST

TEST_SUITE(solver_budget)
{
	Suite *s = suite_create("solver-budget");
	TCase *tc = tcase_create("budget");

	tcase_add_loop_test(tc, no_callback_after_cancel, 0, 2);
	tcase_add_test(tc, elapsed_covers_board_change);
	tcase_add_test(tc, table_not_touched_at_creation);
	tcase_add_test(tc, table_over_memory);
	tcase_add_test(tc, mapping_fails);
	tcase_add_test(tc, caller_stack_documented);
	tcase_add_test(tc, worker_stack_explicit);
	suite_add_tcase(s, tc);
	return s;
}
