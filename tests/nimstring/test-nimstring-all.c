/* SPDX-License-Identifier: MIT */
/* The module against the referee on every connected strings-and-coins
 * graph of up to 7 coins, or of up to DNB_NIMSTRING_ALL_COINS coins (8 in
 * the benchmarks of suite nimstring-all-8: meson test --benchmark), degrees
 * 1..4, one graph per isomorphism class from the referee's enumerator: the
 * same value, loony or nimber.  DNB_NIMSTRING_ALL_PART=K/N checks only the
 * graphs whose place in the enumeration is K modulo N, so that N processes
 * share the work. */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"
#include "nref.h"

struct run {
	struct nref_memo *memo;
	dnb_nimstring *ns;
	uint32_t part, parts;
	uint64_t seen, graphs, loony, nonzero;
};

static int check_one(const struct nref_graph *r, void *user)
{
	struct run *run = user;
	dnb_nimstring_graph *g;
	uint32_t want, v;

	if (run->seen++ % run->parts != run->part)
		return 0;
	want = nref_memo_value(run->memo, r);
	REQUIRE(want != NREF_ERROR);
	REQUIRE_EQ(dnb_nimstring_graph_new(r->coins, &g), DNB_OK);
	for (uint32_t s = 0; s < r->strings; s++)
		REQUIRE_EQ(dnb_nimstring_graph_add_string(
				   g, r->a[s] == NREF_GROUND ? DNB_NIMSTRING_GROUND : r->a[s],
				   r->b[s] == NREF_GROUND ? DNB_NIMSTRING_GROUND : r->b[s], NULL),
			   DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(run->ns, g, &v), DNB_OK);
	if (v != (want == NREF_LOONY ? DNB_NIMSTRING_LOONY : want)) {
		char buf[512];

		dnb_nimstring_graph_format(g, buf, sizeof(buf), NULL);
		ck_abort_msg("value %u, referee %u for\n%s", v, want, buf);
	}
	run->graphs++;
	run->loony += v == DNB_NIMSTRING_LOONY;
	run->nonzero += v != 0 && v != DNB_NIMSTRING_LOONY;
	dnb_nimstring_graph_free(g);
	return 0;
}

START_TEST(test_every_small_graph)
{
	struct run run = { nref_memo_new(), NULL, 0, 1, 0, 0, 0, 0 };
	const char *env = getenv("DNB_NIMSTRING_ALL_COINS");
	const char *part = getenv("DNB_NIMSTRING_ALL_PART");
	uint32_t max = env ? (uint32_t)atoi(env) : test_small() ? 5 : 7;
	uint64_t counts[NREF_ENUM_MAX_COINS + 1];

	REQUIRE(max >= 1 && max <= NREF_ENUM_MAX_COINS);
	if (part && *part)
		REQUIRE(sscanf(part, "%u/%u", &run.part, &run.parts) == 2 &&
			run.part < run.parts);
	REQUIRE(run.memo != NULL);
	REQUIRE_EQ(dnb_nimstring_new(NULL, &run.ns), DNB_OK);
	REQUIRE_EQ(nref_foreach_graph(max, check_one, &run, counts), 0);
	REQUIRE(run.graphs > 0 && run.loony > 0 && run.nonzero > 0);
	printf("every graph of up to %u coins (part %u of %u): %llu of %llu graphs, "
	       "%llu loony, %llu nonzero nimbers\n",
	       max, run.part + 1, run.parts, (unsigned long long)run.graphs,
	       (unsigned long long)run.seen, (unsigned long long)run.loony,
	       (unsigned long long)run.nonzero);
	dnb_nimstring_free(run.ns);
	nref_memo_free(run.memo);
}
END_TEST

TEST_SUITE(nimstring_all)
{
	Suite *s = suite_create("nimstring-all");
	TCase *tc = tcase_create("every-graph");

	tcase_set_timeout(tc, 3600);
	tcase_add_test(tc, test_every_small_graph);
	suite_add_tcase(s, tc);
	return s;
}
