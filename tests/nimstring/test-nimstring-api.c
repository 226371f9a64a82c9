/* SPDX-License-Identifier: MIT */
/* The graph object, the text format, the evaluator's options and limits:
 * every bad argument and bad text, round trips, boards. */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "ns-util.h"

#define G DNB_NIMSTRING_GROUND

START_TEST(test_graph_bad_arguments)
{
	dnb_nimstring_graph *g = NULL, *c = NULL;
	uint32_t idx = 99, a = 7, b = 7, e = 7, comp[4];
	size_t n = 5;

	REQUIRE_EQ(dnb_nimstring_graph_new(1, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_new(DNB_NIMSTRING_MAX_COINS + 1, &g), DNB_E_RANGE);
	REQUIRE(g == NULL);
	REQUIRE_EQ(dnb_nimstring_graph_new(DNB_NIMSTRING_MAX_COINS, &g), DNB_OK);
	dnb_nimstring_graph_free(g);
	REQUIRE_EQ(dnb_nimstring_graph_new(2, &g), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(NULL, 0, 1, &idx), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, 1, 1, &idx), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, G, G, &idx), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, 2, 0, &idx), DNB_E_RANGE);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, 0, 2, &idx), DNB_E_RANGE);
	REQUIRE_EQ(idx, 99);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(g), 0);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, 0, 1, &idx), DNB_OK);
	REQUIRE_EQ(idx, 0);
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, G, 1, NULL), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_coin_count(NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_coin_count(g), 2);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(g), 2);
	REQUIRE_EQ(dnb_nimstring_graph_string(NULL, 0, &a, &b, &e), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_string(g, 2, &a, &b, &e), DNB_E_RANGE);
	REQUIRE_EQ(a, 7);
	REQUIRE_EQ(dnb_nimstring_graph_string(g, 1, &a, &b, &e), DNB_OK);
	REQUIRE_EQ(a, G);
	REQUIRE_EQ(b, 1);
	REQUIRE_EQ(e, DNB_NO_EDGE);
	REQUIRE_EQ(dnb_nimstring_graph_string(g, 1, NULL, NULL, NULL), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_clone(NULL, &c), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_clone(g, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_components(NULL, comp, 4, &n, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_components(g, comp, 4, NULL, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_components(g, NULL, 4, &n, NULL), DNB_E_INVALID);
	REQUIRE_EQ(n, 5);
	REQUIRE_EQ(dnb_nimstring_graph_components(g, NULL, 0, &n, NULL), DNB_E_BUFSIZE);
	REQUIRE_EQ(n, 2);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(NULL, &c), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_format(NULL, NULL, 0, &n), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_format(g, NULL, 5, &n), DNB_E_INVALID);
	dnb_nimstring_graph_free(NULL);
	dnb_nimstring_graph_free(g);
}
END_TEST

START_TEST(test_graph_grows_and_clones)
{
	dnb_nimstring_graph *g, *c;
	uint32_t a, b;

	REQUIRE_EQ(dnb_nimstring_graph_new(100, &g), DNB_OK);
	for (uint32_t i = 0; i < 1000; i++)
		REQUIRE_EQ(dnb_nimstring_graph_add_string(g, i % 100, (i * 7 + 1) % 100 == i % 100 ?
				G : (i * 7 + 1) % 100, NULL), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_clone(g, &c), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(c), 1000);
	REQUIRE_EQ(dnb_nimstring_graph_string(c, 999, &a, &b, NULL), DNB_OK);
	REQUIRE_EQ(a, 99);
	dnb_nimstring_graph_free(g);
	dnb_nimstring_graph_free(c);
}
END_TEST

START_TEST(test_components)
{
	dnb_nimstring_graph *g = ns_graph("coins 6\n0 1\n2 G\n1 G\n3 4\n2 3\n5 G\n");
	uint32_t comp[6], k = 0;
	size_t n = 0;

	REQUIRE_EQ(dnb_nimstring_graph_components(g, comp, 6, &n, &k), DNB_OK);
	REQUIRE_EQ(n, 6);
	REQUIRE_EQ(k, 3);
	REQUIRE_EQ(comp[0], 0);
	REQUIRE_EQ(comp[1], 1);
	REQUIRE_EQ(comp[2], 0);
	REQUIRE_EQ(comp[3], 1);
	REQUIRE_EQ(comp[4], 1);
	REQUIRE_EQ(comp[5], 2);
	k = 9;
	REQUIRE_EQ(dnb_nimstring_graph_components(g, comp, 3, &n, &k), DNB_E_BUFSIZE);
	REQUIRE_EQ(n, 6);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* Bad texts: status, line and column. */
static const struct {
	const char *text;
	size_t len; /* 0: strlen */
	dnb_status st;
	uint32_t line, col;
} bad_texts[] = {
	{ "", 0, DNB_E_PARSE, 1, 1 },
	{ "# only a comment\n\n", 0, DNB_E_PARSE, 3, 1 },
	{ "coin 3\n", 0, DNB_E_PARSE, 1, 1 },
	{ "coins\n", 0, DNB_E_PARSE, 1, 6 },
	{ "coins x\n", 0, DNB_E_PARSE, 1, 7 },
	{ "coins -1\n", 0, DNB_E_PARSE, 1, 7 },
	{ "coins +1\n", 0, DNB_E_PARSE, 1, 7 },
	{ "coins 01\n", 0, DNB_E_PARSE, 1, 7 },
	{ "coins 3 4\n", 0, DNB_E_PARSE, 1, 9 },
	{ "coins 65537\n", 0, DNB_E_RANGE, 1, 7 },
	{ "coins 99999999999999999999\n", 0, DNB_E_RANGE, 1, 7 },
	{ "Coins 1\n", 0, DNB_E_PARSE, 1, 1 },
	{ "coins 2\n0\n", 0, DNB_E_PARSE, 2, 2 },
	{ "coins 2\n0 1 G\n", 0, DNB_E_PARSE, 2, 5 },
	{ "coins 2\n0 2\n", 0, DNB_E_RANGE, 2, 3 },
	{ "coins 2\n 7 1\n", 0, DNB_E_RANGE, 2, 2 },
	{ "coins 2\nG G\n", 0, DNB_E_PARSE, 2, 3 },
	{ "coins 2\n1 1\n", 0, DNB_E_PARSE, 2, 3 },
	{ "coins 2\ng 1\n", 0, DNB_E_PARSE, 2, 1 },
	{ "coins 2\n00 1\n", 0, DNB_E_PARSE, 2, 1 },
	{ "coins 2\n0 -1\n", 0, DNB_E_PARSE, 2, 3 },
	{ "coins 2\n0 1x\n", 0, DNB_E_PARSE, 2, 3 },
	{ "coins 2\n0 1\r1 G\n", 0, DNB_E_PARSE, 2, 4 },
	{ "coins 2\n0\v1\n", 0, DNB_E_PARSE, 2, 2 },
	{ "coins 2\n0 1 # caf\xc3\xa9\n", 0, DNB_E_PARSE, 2, 10 },
	{ "coins 2\n0 1\x7f\n", 0, DNB_E_PARSE, 2, 4 },
	{ "coins 2\n0 1\n\0", 13, DNB_E_PARSE, 3, 1 },
	{ "coins 0\n0 G\n", 0, DNB_E_RANGE, 2, 1 },
	/* a bad byte is the error even after an earlier one (the fuzzer's
	 * regression-nul-after-error: before, line 1 was blamed) */
	{ "7 of\n2\0A\n", 9, DNB_E_PARSE, 2, 2 },
	{ "coins 1x\n\x01", 10, DNB_E_PARSE, 2, 1 },
};

START_TEST(test_parse_bad_text)
{
	for (size_t i = 0; i < sizeof(bad_texts) / sizeof(bad_texts[0]); i++) {
		dnb_nimstring_graph *g = (dnb_nimstring_graph *)&bad_texts[i];
		uint32_t line = 0, col = 0;
		size_t len = bad_texts[i].len ? bad_texts[i].len : strlen(bad_texts[i].text);
		dnb_status st = dnb_nimstring_graph_parse(bad_texts[i].text, len, &g, &line, &col);

		if (st != bad_texts[i].st || line != bad_texts[i].line || col != bad_texts[i].col)
			ck_abort_msg("text %zu: status %d at %u:%u, expected %d at %u:%u", i, st, line,
				     col, bad_texts[i].st, bad_texts[i].line, bad_texts[i].col);
		REQUIRE(g == (dnb_nimstring_graph *)&bad_texts[i]);
	}
}
END_TEST

START_TEST(test_parse_bad_arguments)
{
	dnb_nimstring_graph *g = NULL;
	uint32_t line = 5, col = 5;

	REQUIRE_EQ(dnb_nimstring_graph_parse("coins 1\n", 8, NULL, &line, &col), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_graph_parse(NULL, 3, &g, &line, &col), DNB_E_INVALID);
	REQUIRE(g == NULL);
	/* NULL positions are fine, and success clears them */
	REQUIRE_EQ(dnb_nimstring_graph_parse("coins 1\n", 8, &g, NULL, NULL), DNB_OK);
	dnb_nimstring_graph_free(g);
	REQUIRE_EQ(dnb_nimstring_graph_parse("coins 1\n", 8, &g, &line, &col), DNB_OK);
	REQUIRE_EQ(line, 0);
	REQUIRE_EQ(col, 0);
	dnb_nimstring_graph_free(g);
}
END_TEST

START_TEST(test_parse_accepts)
{
	const char *text = "# a 2-chain\r\n\r\n  coins\t2  # two coins\r\nG 0\r\n\t0   1 #mid\r\n"
			   "1 G";
	dnb_nimstring_graph *g = ns_graph(text);
	char buf[64];
	size_t len;

	REQUIRE_EQ(dnb_nimstring_graph_format(g, buf, sizeof(buf), &len), DNB_OK);
	ck_assert_str_eq(buf, "coins 2\nG 0\n0 1\n1 G\n");
	REQUIRE_EQ(len, strlen(buf));
	REQUIRE_EQ(dnb_nimstring_graph_format(g, NULL, 0, &len), DNB_E_BUFSIZE);
	REQUIRE_EQ(len, strlen("coins 2\nG 0\n0 1\n1 G\n"));
	REQUIRE_EQ(dnb_nimstring_graph_format(g, buf, 5, &len), DNB_E_BUFSIZE);
	REQUIRE_EQ(buf[0], '\0');
	REQUIRE_EQ(ns_value(g), 1);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* Random graphs survive format then parse, string for string. */
START_TEST(test_round_trip)
{
	struct test_rng r;

	rng_seed(&r, 5150);
	for (int i = 0; i < 300; i++) {
		uint32_t coins = 1 + rng_below(&r, 200), strings = rng_below(&r, 400);
		dnb_nimstring_graph *g, *h;
		char *buf;
		size_t len;

		REQUIRE_EQ(dnb_nimstring_graph_new(coins, &g), DNB_OK);
		for (uint32_t s = 0; s < strings; s++) {
			uint32_t a = rng_below(&r, coins), b = rng_below(&r, coins + 1);

			if (b == coins)
				b = G;
			if (a == b)
				continue;
			if (rng_below(&r, 2))
				REQUIRE_EQ(dnb_nimstring_graph_add_string(g, a, b, NULL), DNB_OK);
			else
				REQUIRE_EQ(dnb_nimstring_graph_add_string(g, b, a, NULL), DNB_OK);
		}
		REQUIRE_EQ(dnb_nimstring_graph_format(g, NULL, 0, &len), DNB_E_BUFSIZE);
		buf = malloc(len + 1);
		REQUIRE_EQ(dnb_nimstring_graph_format(g, buf, len + 1, &len), DNB_OK);
		h = ns_graph(buf);
		REQUIRE_EQ(dnb_nimstring_graph_coin_count(h), coins);
		REQUIRE_EQ(dnb_nimstring_graph_string_count(h), dnb_nimstring_graph_string_count(g));
		for (uint32_t s = 0; s < (uint32_t)dnb_nimstring_graph_string_count(g); s++) {
			uint32_t a1, b1, a2, b2;

			REQUIRE_EQ(dnb_nimstring_graph_string(g, s, &a1, &b1, NULL), DNB_OK);
			REQUIRE_EQ(dnb_nimstring_graph_string(h, s, &a2, &b2, NULL), DNB_OK);
			REQUIRE_EQ(a1, a2);
			REQUIRE_EQ(b1, b2);
		}
		free(buf);
		dnb_nimstring_graph_free(g);
		dnb_nimstring_graph_free(h);
	}
}
END_TEST

START_TEST(test_from_game)
{
	dnb_game *g;
	dnb_nimstring_graph *gr = NULL;
	uint32_t a, b, e, rules[] = { DNB_RULE_COMPULSORY, DNB_RULE_MISERE,
				      DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING };

	for (size_t i = 0; i < 3; i++) {
		REQUIRE_EQ(dnb_game_new(2, 2, rules[i], &g), DNB_OK);
		REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_E_NOT_APPLICABLE);
		REQUIRE(gr == NULL);
		dnb_game_free(g);
	}
	REQUIRE_EQ(dnb_game_new(3, 2, DNB_RULES_STANDARD, &g), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, NULL), DNB_E_INVALID);
	test_play(g, "a1-b1 b1-b2 c2-c3");
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_coin_count(gr), 6);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(gr), dnb_game_edge_count(g) - 3);
	/* strings in edge order, each with its boxes or the ground */
	for (uint32_t s = 0, last = 0; s < (uint32_t)dnb_nimstring_graph_string_count(gr); s++) {
		uint32_t ba, bb;

		REQUIRE_EQ(dnb_nimstring_graph_string(gr, s, &a, &b, &e), DNB_OK);
		REQUIRE(s == 0 || e > last);
		last = e;
		REQUIRE_EQ(dnb_game_edge_drawn(g, e), 0);
		REQUIRE_EQ(dnb_board_edge_boxes(3, 2, e, &ba, &bb), DNB_OK);
		REQUIRE_EQ(a, ba == DNB_NO_BOX ? G : ba);
		REQUIRE_EQ(b, bb == DNB_NO_BOX ? G : bb);
	}
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
	/* the 1x1 board: a coin with four ground strings, *1 */
	REQUIRE_EQ(dnb_game_new(1, 1, DNB_RULE_NIMSTRING, &g), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(ns_value(gr), 1);
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
	/* a Swedish board starts with the border drawn */
	REQUIRE_EQ(dnb_game_new(2, 2, DNB_RULE_BORDER, &g), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_graph_string_count(gr), 4);
	REQUIRE_EQ(ns_value(gr), 0); /* a 4-loop */
	dnb_nimstring_graph_free(gr);
	dnb_game_free(g);
}
END_TEST

START_TEST(test_evaluator_bad_arguments)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT, o2;
	dnb_nimstring *ns = NULL;
	dnb_nimstring_graph *g = ns_graph("coins 2\nG 0\n0 1\n1 G\n");
	uint32_t v = 77, vals[3];
	uint64_t nodes = 5;
	size_t n = 9;

	REQUIRE_EQ(dnb_nimstring_options_init(NULL, sizeof(o)), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_options_init(&o2, 4), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_options_init(&o2, sizeof(o2)), DNB_OK);
	REQUIRE(memcmp(&o, &o2, sizeof(o)) == 0);
	REQUIRE_EQ(dnb_nimstring_new(NULL, NULL), DNB_E_INVALID);
	o.memo_mb = 0;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_E_RANGE);
	o.memo_mb = 65537;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_E_RANGE);
	o.memo_mb = 1;
	o.size = 8;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_E_INVALID);
	REQUIRE(ns == NULL);
	o.size = sizeof(o);
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_set_options(NULL, &o), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_set_options(ns, NULL), DNB_E_INVALID);
	o.memo_mb = 0;
	REQUIRE_EQ(dnb_nimstring_set_options(ns, &o), DNB_E_RANGE);
	REQUIRE_EQ(dnb_nimstring_clear(NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_nodes(NULL, &nodes), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE_EQ(nodes, 0);
	REQUIRE_EQ(dnb_nimstring_value(NULL, g, &v), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_value(ns, NULL, &v), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_component_value(NULL, g, 0, &v), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_component_value(ns, NULL, 0, &v), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_component_value(ns, g, 0, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_component_value(ns, g, 1, &v), DNB_E_RANGE);
	REQUIRE_EQ(v, 77);
	REQUIRE_EQ(dnb_nimstring_move_values(NULL, g, vals, 3, &n), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, NULL, vals, 3, &n), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, vals, 3, NULL), DNB_E_INVALID);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, NULL, 3, &n), DNB_E_INVALID);
	REQUIRE_EQ(n, 9);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, NULL, 0, &n), DNB_E_BUFSIZE);
	REQUIRE_EQ(n, 3);
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, vals, 3, &n), DNB_OK);
	/* end cuts are half-hearted handouts, the middle cut leaves two free
	 * coins */
	REQUIRE_EQ(vals[0], DNB_NIMSTRING_LOONY);
	REQUIRE_EQ(vals[1], 0);
	REQUIRE_EQ(vals[2], DNB_NIMSTRING_LOONY);
	REQUIRE_EQ(dnb_nimstring_component_value(ns, g, 0, &v), DNB_OK);
	REQUIRE_EQ(v, 1);
	dnb_nimstring_free(NULL);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(g);
}
END_TEST

/* A bigger position: the 3x3 board after two safe moves. */
static dnb_nimstring_graph *board_3x3(void)
{
	dnb_game *g;
	dnb_nimstring_graph *gr;

	REQUIRE_EQ(dnb_game_new(3, 3, DNB_RULES_STANDARD, &g), DNB_OK);
	test_play(g, "a1-b1 c2-c3");
	REQUIRE_EQ(dnb_nimstring_graph_from_game(g, &gr), DNB_OK);
	dnb_game_free(g);
	return gr;
}

START_TEST(test_limits_write_nothing)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_nimstring *ns;
	dnb_nimstring_graph *g = board_3x3();
	uint32_t v = 77, full, vals[64];
	uint64_t nodes;
	size_t n = 0;

	o.node_limit = 10;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_E_LIMIT);
	REQUIRE_EQ(v, 77);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE(nodes >= 10 && nodes <= 11);
	memset(vals, 0x55, sizeof(vals));
	REQUIRE_EQ(dnb_nimstring_move_values(ns, g, vals, 64, &n), DNB_E_LIMIT);
	REQUIRE_EQ(vals[0], 0x55555555u);
	REQUIRE_EQ(n, 0);
	/* the memo kept what was finished; without limits the answer comes */
	o.node_limit = 0;
	REQUIRE_EQ(dnb_nimstring_set_options(ns, &o), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &full), DNB_OK);
	REQUIRE(full != DNB_NIMSTRING_LOONY);
	/* a second call finds everything in the memo */
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	REQUIRE_EQ(v, full);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE_EQ(nodes, 0);
	/* cleared, it searches again */
	REQUIRE_EQ(dnb_nimstring_clear(ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	REQUIRE_EQ(v, full);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE(nodes > 10);
	/* a new memo size starts afresh */
	o.memo_mb = 2;
	REQUIRE_EQ(dnb_nimstring_set_options(ns, &o), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	REQUIRE_EQ(v, full);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE(nodes > 10);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(g);
}
END_TEST

START_TEST(test_time_limit)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_nimstring *ns;
	dnb_nimstring_graph *g;
	dnb_game *game;
	uint32_t v = 77;

	/* a 5x5 board after two moves is far beyond a millisecond */
	REQUIRE_EQ(dnb_game_new(5, 5, DNB_RULES_STANDARD, &game), DNB_OK);
	test_play(game, "a1-b1 c3-c4");
	REQUIRE_EQ(dnb_nimstring_graph_from_game(game, &g), DNB_OK);
	o.time_limit_ms = 1;
	REQUIRE_EQ(dnb_nimstring_new(&o, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_E_LIMIT);
	REQUIRE_EQ(v, 77);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(g);
	dnb_game_free(game);
}
END_TEST

/* Isomorphic components share a memo entry: a relabelled copy costs no
 * node, and chains of 3, 4 and 9 coins hung from the same joints too. */
START_TEST(test_memo_shares_isomorphic_components)
{
	dnb_nimstring *ns;
	dnb_nimstring_graph *a = ns_graph("coins 4\n0 1\n1 2\n2 0\n0 G\n1 3\n3 G\n2 G\n");
	dnb_nimstring_graph *b = ns_graph("coins 5\n4 2\n3 G\n4 G\n2 0\n0 4\n2 G\n0 3\n");
	dnb_nimstring_graph *c3 = ns_graph("coins 5\n0 G\n0 G\n0 1\n1 2\n2 3\n3 4\n4 0\n");
	dnb_nimstring_graph *c9 =
		ns_graph("coins 11\n0 G\n0 G\n0 1\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n8 9\n9 0\n");
	uint32_t va, vb;
	uint64_t nodes;

	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, a, &va), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE(nodes > 0);
	REQUIRE_EQ(dnb_nimstring_value(ns, b, &vb), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE_EQ(nodes, 0);
	REQUIRE_EQ(va, vb);
	REQUIRE_EQ(dnb_nimstring_value(ns, c3, &va), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, c9, &vb), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_nodes(ns, &nodes), DNB_OK);
	REQUIRE_EQ(nodes, 0);
	REQUIRE_EQ(va, vb);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(a);
	dnb_nimstring_graph_free(b);
	dnb_nimstring_graph_free(c3);
	dnb_nimstring_graph_free(c9);
}
END_TEST

TEST_SUITE(nimstring_api)
{
	Suite *s = suite_create("nimstring-api");
	TCase *tc = tcase_create("api");

	tcase_add_test(tc, test_graph_bad_arguments);
	tcase_add_test(tc, test_graph_grows_and_clones);
	tcase_add_test(tc, test_components);
	tcase_add_test(tc, test_parse_bad_text);
	tcase_add_test(tc, test_parse_bad_arguments);
	tcase_add_test(tc, test_parse_accepts);
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_from_game);
	tcase_add_test(tc, test_evaluator_bad_arguments);
	tcase_add_test(tc, test_limits_write_nothing);
	tcase_add_test(tc, test_time_limit);
	tcase_add_test(tc, test_memo_shares_isomorphic_components);
	suite_add_tcase(s, tc);
	return s;
}
