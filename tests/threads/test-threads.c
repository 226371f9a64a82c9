/* SPDX-License-Identifier: MIT */
/*
 * Threads: several threads each drive their own games, endgame lists,
 * analyses, kropki games and solvers at the same time, with fixed seeds.
 * Every thread folds what it saw into a digest; the digests must equal
 * those of the same seeds run one after another on a single thread.  A
 * game shared read-only by all threads is read (formatted, analysed,
 * solved by each thread's own solver) at the same time.  Meant to be run
 * under ThreadSanitizer too (.ci/fuzz-smoke does).
 *
 * The workers never call Check (it is not made for other threads): they
 * record the first failing line and the main thread reports it.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dnb_dots.h"

#define THREADS 4

struct job {
	uint64_t seed;
	uint32_t rounds;
	const dnb_game *shared; /* read by every thread at once, may be NULL */
	uint64_t digest;
	uint32_t solves, analyses; /* how much was done, so a test that did
				    * nothing cannot pass */
	int failed_line; /* 0, or the line of the first failed check */
};

#define WANT(job, c)                                                                   \
	do {                                                                           \
		if (!(c) && !(job)->failed_line)                                       \
			(job)->failed_line = __LINE__;                                 \
	} while (0)

static void mix(struct job *j, uint64_t v)
{
	/* FNV-1a over the 8 bytes of v. */
	for (int i = 0; i < 8; i++) {
		j->digest ^= (v >> (8 * i)) & 0xff;
		j->digest *= 0x100000001b3ull;
	}
}

static char *format_game(struct job *j, const dnb_game *g, uint32_t fmt, size_t *len)
{
	char *text;

	WANT(j, dnb_game_format(g, fmt, NULL, 0, len) == DNB_E_BUFSIZE);
	text = malloc(*len + 1);
	WANT(j, text != NULL);
	if (text)
		WANT(j, dnb_game_format(g, fmt, text, *len + 1, NULL) == DNB_OK);
	return text;
}

/* Text out and back, analysis and endgame value of a game's position. */
static void look_at(struct job *j, const dnb_game *g)
{
	size_t len;
	char *text = format_game(j, g, DNB_FORMAT_RECORD, &len);
	dnb_game *back = NULL;
	dnb_analysis *an = NULL;
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;

	if (text) {
		WANT(j, dnb_game_parse(text, len, &back, NULL, NULL) == DNB_OK);
		WANT(j, back && dnb_game_move_count(back) == dnb_game_move_count(g));
		for (size_t i = 0; i < len; i++)
			mix(j, (uint8_t)text[i]);
		dnb_game_free(back);
		free(text);
	}
	WANT(j, dnb_analysis_new(g, &an) == DNB_OK);
	if (!an)
		return;
	WANT(j, dnb_analysis_get(an, &info) == DNB_OK);
	j->analyses++;
	mix(j, info.state);
	mix(j, info.move);
	mix(j, (uint64_t)info.margin);
	mix(j, (uint64_t)dnb_analysis_component_count(an));
	if (info.state != DNB_ANALYSIS_NONE) {
		dnb_endgame *eg = NULL;
		dnb_endgame_result res = DNB_ENDGAME_RESULT_INIT;

		WANT(j, dnb_endgame_new(&eg) == DNB_OK);
		WANT(j, dnb_analysis_endgame(an, eg) == DNB_OK);
		WANT(j, dnb_endgame_evaluate(eg, &res) == DNB_OK);
		WANT(j, res.value == info.value);
		mix(j, (uint64_t)res.value);
		dnb_endgame_free(eg);
	}
	dnb_analysis_free(an);
}

static void solve(struct job *j, dnb_solver *s, const dnb_game *g)
{
	dnb_solver_result r;

	memset(&r, 0, sizeof r);
	r.size = sizeof r;
	WANT(j, dnb_solver_solve(s, g, &r) == DNB_OK);
	j->solves++;
	mix(j, (uint64_t)r.value);
	mix(j, r.best_count);
	for (uint32_t i = 0; i < r.best_count && i < DNB_SOLVER_MAX_EDGES; i++)
		mix(j, r.best_moves[i]);
}

static void dots_game(struct job *j, struct test_rng *rng)
{
	dnb_dots *d = NULL, *back = NULL;
	uint32_t w = 4 + rng_below(rng, 6), h = 4 + rng_below(rng, 6), legal[128];
	size_t n, len = 0;
	char *text;

	WANT(j, dnb_dots_new(w, h, 0, &d) == DNB_OK);
	if (!d)
		return;
	for (uint32_t k = 0; k < w * h / 2; k++) {
		int32_t captured = 0;

		WANT(j, dnb_dots_legal_moves(d, legal, 128, &n) == DNB_OK);
		if (n == 0)
			break;
		WANT(j, dnb_dots_play(d, legal[rng_below(rng, (uint32_t)n)], &captured) == DNB_OK);
		mix(j, (uint64_t)captured);
	}
	WANT(j, dnb_dots_format(d, DNB_DOTS_FORMAT_RECORD, NULL, 0, &len) == DNB_E_BUFSIZE);
	text = malloc(len + 1);
	if (text && dnb_dots_format(d, DNB_DOTS_FORMAT_RECORD, text, len + 1, NULL) == DNB_OK) {
		WANT(j, dnb_dots_parse(text, len, &back, NULL, NULL) == DNB_OK);
		WANT(j, back && dnb_dots_score(back, 1) == dnb_dots_score(d, 1));
		for (size_t i = 0; i < len; i++)
			mix(j, (uint8_t)text[i]);
	}
	free(text);
	dnb_dots_free(back);
	dnb_dots_free(d);
}

static void *worker(void *arg)
{
	struct job *j = arg;
	struct test_rng rng;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = NULL;
	uint32_t moves[DNB_MAX_EDGES];
	size_t n;

	rng_seed(&rng, j->seed);
	o.tt_mb = 1;
	/* Every other worker searches with two threads of its own. */
	o.threads = 1 + (uint32_t)(j->seed & 1);
	WANT(j, dnb_solver_new(&o, &s) == DNB_OK);
	if (!s)
		return NULL;
	for (uint32_t round = 0; round < j->rounds; round++) {
		static const uint32_t rule_sets[] = { 0, DNB_RULE_COMPULSORY, DNB_RULE_NIMSTRING,
						      DNB_RULE_MISERE, DNB_RULE_BORDER };
		uint32_t w = 2 + rng_below(&rng, 3), h = 2 + rng_below(&rng, 2);
		uint32_t rules = rule_sets[rng_below(&rng, 5)];
		dnb_game *g = NULL;
		int32_t done;

		WANT(j, dnb_game_new(w, h, rules, &g) == DNB_OK);
		if (!g)
			break;
		while (!dnb_game_is_over(g)) {
			int32_t left = dnb_game_edge_count(g) - dnb_game_move_count(g);

			if (rules & DNB_RULE_BORDER)
				left -= (int32_t)(2 * (w + h));
			if (left == 11)
				solve(j, s, g);
			WANT(j, dnb_game_legal_moves(g, moves, DNB_MAX_EDGES, &n) == DNB_OK);
			if (n == 0)
				break;
			WANT(j, dnb_game_play(g, moves[rng_below(&rng, (uint32_t)n)], &done) ==
				       DNB_OK);
			mix(j, (uint64_t)done);
			if (rng_below(&rng, 4) == 0)
				look_at(j, g);
		}
		mix(j, (uint64_t)dnb_game_score(g, 1));
		mix(j, (uint64_t)dnb_game_score(g, 2));
		WANT(j, dnb_game_undo_to(g, 0) == DNB_OK);
		dnb_game_free(g);
		dots_game(j, &rng);
		if (j->shared) {
			look_at(j, j->shared);
			solve(j, s, j->shared);
		}
	}
	dnb_solver_free(s);
	return NULL;
}

static uint32_t rounds(void)
{
	const char *small = getenv("DNB_TEST_SMALL");

	return small && *small == '1' ? 4 : 60;
}

/* The same seeds alone and all at once give the same digests. */
static void run(const dnb_game *shared)
{
	struct job alone[THREADS], together[THREADS];
	pthread_t tid[THREADS];

	for (int i = 0; i < THREADS; i++) {
		alone[i] = (struct job){ 1000 + (uint64_t)i, rounds(), shared,
					 0xcbf29ce484222325ull, 0, 0, 0 };
		together[i] = alone[i];
		worker(&alone[i]);
		ck_assert_msg(!alone[i].failed_line, "seed %d alone: line %d", i,
			      alone[i].failed_line);
	}
	for (int i = 0; i < THREADS; i++)
		ck_assert_int_eq(pthread_create(&tid[i], NULL, worker, &together[i]), 0);
	for (int i = 0; i < THREADS; i++)
		ck_assert_int_eq(pthread_join(tid[i], NULL), 0);
	for (int i = 0; i < THREADS; i++) {
		ck_assert_msg(!together[i].failed_line, "seed %d in a thread: line %d", i,
			      together[i].failed_line);
		ck_assert_uint_ge(alone[i].solves, rounds() / 2);
		ck_assert_uint_gt(alone[i].analyses, rounds());
		ck_assert_uint_eq(together[i].solves, alone[i].solves);
		ck_assert_msg(together[i].digest == alone[i].digest,
			      "seed %d: digest %llx in a thread, %llx alone", i,
			      (unsigned long long)together[i].digest,
			      (unsigned long long)alone[i].digest);
	}
}

START_TEST(test_own_objects)
{
	run(NULL);
}
END_TEST

START_TEST(test_shared_game)
{
	dnb_game *g = NULL;

	/* A 3x3 game with 11 edges left, read by every thread at once. */
	ck_assert_int_eq(dnb_game_new(3, 3, 0, &g), DNB_OK);
	test_play(g, "a1-b1 c1-d1 a4-b4 c4-d4 a2-a3 d2-d3 b2-c2 b3-c3 b1-b2 c3-c4 "
		     "a1-a2 d1-d2 b2-b3");
	ck_assert_int_eq(dnb_game_edge_count(g) - dnb_game_move_count(g), 11);
	run(g);
	dnb_game_free(g);
}
END_TEST

TEST_SUITE(threads)
{
	Suite *s = suite_create("threads");
	TCase *tc = tcase_create("threads");

	tcase_add_test(tc, test_own_objects);
	tcase_add_test(tc, test_shared_game);
	suite_add_tcase(s, tc);
	return s;
}
