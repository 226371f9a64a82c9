/* SPDX-License-Identifier: MIT */
/* The graph object: building, copying, reading it, and its components. */
#include <stdlib.h>
#include <string.h>

#include "common/export-priv.h"
#include "common/list-priv.h"
#include "core/game-priv.h"
#include "nimstring/graph-priv.h"
#include "nimstring/pos-priv.h"

struct dnb_nimstring_graph *graph_alloc(uint32_t coins, uint32_t cap, int with_edges)
{
	struct dnb_nimstring_graph *g = calloc(1, sizeof(*g));

	if (!g)
		return NULL;
	g->coins = coins;
	g->cap = cap ? cap : 1;
	g->ends = malloc(2 * sizeof(uint32_t) * g->cap);
	g->edges = with_edges ? malloc(sizeof(uint32_t) * g->cap) : NULL;
	if (!g->ends || (with_edges && !g->edges)) {
		free(g->ends);
		free(g->edges);
		free(g);
		return NULL;
	}
	return g;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_new(uint32_t coins, dnb_nimstring_graph **out)
{
	struct dnb_nimstring_graph *g;

	if (!out)
		return DNB_E_INVALID;
	if (coins > DNB_NIMSTRING_MAX_COINS)
		return DNB_E_RANGE;
	g = graph_alloc(coins, 16, 0);
	if (!g)
		return DNB_E_NOMEM;
	*out = g;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_from_game(const dnb_game *game,
						    dnb_nimstring_graph **out)
{
	struct dnb_nimstring_graph *g;

	if (!game || !out)
		return DNB_E_INVALID;
	if (game->rules & (DNB_RULE_COMPULSORY | DNB_RULE_MISERE))
		return DNB_E_NOT_APPLICABLE;
	g = graph_alloc(game->n_boxes, game->undrawn, 1);
	if (!g)
		return DNB_E_NOMEM;
	for (uint32_t e = 0; e < game->n_edges; e++) {
		uint16_t a = game->adj[2 * e], b = game->adj[2 * e + 1];

		if (game_edge_drawn(game, e))
			continue;
		graph_push(g, a == GAME_NO_BOX ? DNB_NIMSTRING_GROUND : a,
			   b == GAME_NO_BOX ? DNB_NIMSTRING_GROUND : b, e);
	}
	*out = g;
	return DNB_OK;
}

DNB_EXPORT void dnb_nimstring_graph_free(dnb_nimstring_graph *graph)
{
	if (!graph)
		return;
	free(graph->ends);
	free(graph->edges);
	free(graph);
}

DNB_EXPORT dnb_status dnb_nimstring_graph_clone(const dnb_nimstring_graph *graph,
						dnb_nimstring_graph **out)
{
	struct dnb_nimstring_graph *g;

	if (!graph || !out)
		return DNB_E_INVALID;
	g = graph_alloc(graph->coins, graph->strings, graph->edges != NULL);
	if (!g)
		return DNB_E_NOMEM;
	g->strings = graph->strings;
	if (graph->strings) {
		memcpy(g->ends, graph->ends, 2 * sizeof(uint32_t) * graph->strings);
		if (g->edges)
			memcpy(g->edges, graph->edges, sizeof(uint32_t) * graph->strings);
	}
	*out = g;
	return DNB_OK;
}

/* Room for one more string: grow by half again. */
static int graph_reserve(struct dnb_nimstring_graph *g)
{
	uint32_t cap;
	uint32_t *ends, *edges = NULL;

	if (g->strings < g->cap)
		return 1;
	cap = g->cap + g->cap / 2 + 1;
	if (cap > DNB_NIMSTRING_MAX_STRINGS)
		cap = DNB_NIMSTRING_MAX_STRINGS;
	ends = malloc(2 * sizeof(uint32_t) * cap);
	if (g->edges)
		edges = malloc(sizeof(uint32_t) * cap);
	if (!ends || (g->edges && !edges)) {
		free(ends);
		free(edges);
		return 0;
	}
	memcpy(ends, g->ends, 2 * sizeof(uint32_t) * g->strings);
	free(g->ends);
	g->ends = ends;
	if (g->edges) {
		memcpy(edges, g->edges, sizeof(uint32_t) * g->strings);
		free(g->edges);
		g->edges = edges;
	}
	g->cap = cap;
	return 1;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_add_string(dnb_nimstring_graph *graph, uint32_t a,
						     uint32_t b, uint32_t *index)
{
	if (!graph)
		return DNB_E_INVALID;
	if (a == b)
		return DNB_E_INVALID;
	if ((a != DNB_NIMSTRING_GROUND && a >= graph->coins) ||
	    (b != DNB_NIMSTRING_GROUND && b >= graph->coins))
		return DNB_E_RANGE;
	if (graph->strings >= DNB_NIMSTRING_MAX_STRINGS)
		return DNB_E_LIMIT;
	if (!graph_reserve(graph))
		return DNB_E_NOMEM;
	if (index)
		*index = graph->strings;
	graph_push(graph, a, b, DNB_NO_EDGE);
	return DNB_OK;
}

DNB_EXPORT int32_t dnb_nimstring_graph_coin_count(const dnb_nimstring_graph *graph)
{
	return graph ? (int32_t)graph->coins : DNB_E_INVALID;
}

DNB_EXPORT int32_t dnb_nimstring_graph_string_count(const dnb_nimstring_graph *graph)
{
	return graph ? (int32_t)graph->strings : DNB_E_INVALID;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_string(const dnb_nimstring_graph *graph,
						 uint32_t index, uint32_t *a, uint32_t *b,
						 uint32_t *edge)
{
	if (!graph)
		return DNB_E_INVALID;
	if (index >= graph->strings)
		return DNB_E_RANGE;
	if (a)
		*a = graph->ends[2 * index];
	if (b)
		*b = graph->ends[2 * index + 1];
	if (edge)
		*edge = graph->edges ? graph->edges[index] : DNB_NO_EDGE;
	return DNB_OK;
}

int64_t graph_component_map(const struct dnb_nimstring_graph *g, uint32_t *comp)
{
	struct pos view = { g->coins, g->strings, g->ends };
	uint32_t *parent = malloc(sizeof(uint32_t) * (g->coins ? 2 * (size_t)g->coins : 1));
	int64_t count;

	if (!parent)
		return -1;
	count = pos_components(&view, comp, parent);
	free(parent);
	return count;
}

DNB_EXPORT dnb_status dnb_nimstring_graph_components(const dnb_nimstring_graph *graph,
						     uint32_t *string_component, size_t cap,
						     size_t *count, uint32_t *components)
{
	uint32_t *comp;
	int64_t n;
	dnb_status st;

	if (!graph || !count || (!string_component && cap))
		return DNB_E_INVALID;
	comp = malloc(sizeof(uint32_t) * (graph->strings ? graph->strings : 1));
	if (!comp)
		return DNB_E_NOMEM;
	n = graph_component_map(graph, comp);
	if (n < 0) {
		free(comp);
		return DNB_E_NOMEM;
	}
	st = list_copy(comp, graph->strings, string_component, cap, count);
	free(comp);
	if (components)
		*components = (uint32_t)n;
	return st;
}
