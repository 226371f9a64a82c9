/* SPDX-License-Identifier: MIT */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common.h"

int test_small(void)
{
	const char *s = getenv("DNB_TEST_SMALL");
	return s && *s && strcmp(s, "0") != 0;
}

void rng_seed(struct test_rng *r, uint64_t seed)
{
	r->s = seed ? seed : 0x9E3779B97F4A7C15ull;
}

uint64_t rng_next(struct test_rng *r)
{
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return r->s * 0x2545F4914F6CDD1Dull;
}

uint32_t rng_below(struct test_rng *r, uint32_t n)
{
	return (uint32_t)((rng_next(r) >> 32) % n);
}

dnb_game *test_random_undrawn(struct test_rng *r, uint32_t w, uint32_t h, uint32_t undrawn,
			      uint32_t rules)
{
	uint32_t ne = 2 * w * h + w + h;
	uint8_t drawn[DNB_MAX_EDGES];
	dnb_game *g = NULL;

	memset(drawn, 1, ne);
	for (uint32_t u = 0; u < undrawn;) {
		uint32_t e = rng_below(r, ne);
		if (drawn[e]) {
			drawn[e] = 0;
			u++;
		}
	}
	ck_assert_int_eq(dnb_game_new_setup(w, h, rules, drawn, NULL, 1, &g), DNB_OK);
	return g;
}

uint32_t test_edge(const dnb_game *g, const char *move)
{
	uint32_t e = UINT32_MAX;
	dnb_status st = dnb_move_parse((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g),
				       move, strlen(move), &e);
	ck_assert_msg(st == DNB_OK, "move '%s': %s", move, dnb_strerror(st));
	return e;
}

void test_play(dnb_game *g, const char *moves)
{
	char buf[4096];
	char *save = NULL;

	ck_assert_uint_lt(strlen(moves), sizeof(buf));
	strcpy(buf, moves);
	for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		dnb_status st = dnb_game_play(g, test_edge(g, tok), NULL);
		ck_assert_msg(st == DNB_OK, "playing '%s': %s", tok, dnb_strerror(st));
	}
}

const char *test_format(const dnb_game *g, uint32_t format)
{
	static char buf[1 << 16];
	dnb_status st = dnb_game_format(g, format, buf, sizeof(buf), NULL);
	ck_assert_int_eq(st, DNB_OK);
	return buf;
}

void test_sleep_ms(uint32_t ms)
{
	struct timespec ts = { (time_t)(ms / 1000), (long)(ms % 1000) * 1000000L };

	nanosleep(&ts, NULL);
}
