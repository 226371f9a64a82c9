/* SPDX-License-Identifier: MIT */
#include <string.h>

#include "common.h"
#include "ns-util.h"

dnb_nimstring_graph *ns_graph(const char *text)
{
	dnb_nimstring_graph *g = NULL;
	uint32_t line = 0, col = 0;
	dnb_status st = dnb_nimstring_graph_parse(text, strlen(text), &g, &line, &col);

	if (st != DNB_OK)
		ck_abort_msg("parse %d at %u:%u of\n%s", st, line, col, text);
	return g;
}

static void add(dnb_nimstring_graph *g, uint32_t a, uint32_t b)
{
	REQUIRE_EQ(dnb_nimstring_graph_add_string(g, a, b, NULL), DNB_OK);
}

dnb_nimstring_graph *ns_grid(uint32_t w)
{
	const uint32_t ground = DNB_NIMSTRING_GROUND;
	dnb_nimstring_graph *g;

	REQUIRE_EQ(dnb_nimstring_graph_new(w * w, &g), DNB_OK);
	for (uint32_t y = 0; y < w; y++)
		for (uint32_t x = 0; x < w; x++) {
			uint32_t c = y * w + x;

			add(g, c, x + 1 < w ? c + 1 : ground);
			add(g, c, y + 1 < w ? c + w : ground);
			if (x == 0)
				add(g, ground, c);
			if (y == 0)
				add(g, ground, c);
		}
	return g;
}

uint32_t ns_value(const dnb_nimstring_graph *g)
{
	dnb_nimstring *ns = NULL;
	uint32_t v = 12345;

	REQUIRE_EQ(dnb_nimstring_new(NULL, &ns), DNB_OK);
	REQUIRE_EQ(dnb_nimstring_value(ns, g, &v), DNB_OK);
	dnb_nimstring_free(ns);
	return v;
}

uint32_t ns_text_value(const char *text)
{
	dnb_nimstring_graph *g = ns_graph(text);
	uint32_t v = ns_value(g);

	dnb_nimstring_graph_free(g);
	return v;
}

dnb_game *ns_board(uint32_t w, uint32_t h, const uint8_t *drawn)
{
	dnb_game *g = NULL;

	REQUIRE_EQ(dnb_game_new_setup(w, h, DNB_RULE_NIMSTRING, drawn, NULL, DNB_PLAYER_1, &g),
		   DNB_OK);
	return g;
}

int ns_solver_wins(const dnb_game *g)
{
	static dnb_solver *solver;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;

	if (!solver) {
		dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;

		o.tt_mb = 16;
		REQUIRE_EQ(dnb_solver_new(&o, &solver), DNB_OK);
	}
	REQUIRE_EQ(dnb_solver_solve(solver, g, &r), DNB_OK);
	return r.value > 0;
}
