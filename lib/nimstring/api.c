/* SPDX-License-Identifier: MIT */
/* The evaluator object and the value calls of dnb.h. */
#include <stdlib.h>
#include <string.h>

#include "common/clock-priv.h"
#include "common/export-priv.h"
#include "common/list-priv.h"
#include "common/sized-priv.h"
#include "nimstring/graph-priv.h"
#include "nimstring/memo-priv.h"
#include "nimstring/value-priv.h"

struct dnb_nimstring {
	dnb_nimstring_options opts;
	struct memo memo;
	struct scratch scratch; /* the searches' working memory, kept for the next */
	uint64_t last_nodes;
};

static const dnb_nimstring_options default_options = DNB_NIMSTRING_OPTIONS_INIT;

DNB_EXPORT dnb_status dnb_nimstring_options_init(dnb_nimstring_options *opts, uint32_t size)
{
	return sized_init(opts, size, &default_options, sizeof(default_options),
			  SIZED_NIMSTRING_OPTIONS_1_2);
}

/* A caller's options, checked, into *ours. */
static dnb_status read_options(dnb_nimstring_options *ours, const dnb_nimstring_options *in)
{
	dnb_nimstring_options o = default_options;
	dnb_status st;

	if (in) {
		st = sized_read(&o, sizeof(o), in, SIZED_NIMSTRING_OPTIONS_1_2);
		if (st != DNB_OK)
			return st;
	}
	if (o.memo_mb < 1 || o.memo_mb > 65536)
		return DNB_E_RANGE;
	*ours = o;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_nimstring_new(const dnb_nimstring_options *opts, dnb_nimstring **out)
{
	dnb_nimstring_options o;
	struct dnb_nimstring *ns;
	dnb_status st;

	if (!out)
		return DNB_E_INVALID;
	st = read_options(&o, opts);
	if (st != DNB_OK)
		return st;
	ns = calloc(1, sizeof(*ns));
	if (!ns)
		return DNB_E_NOMEM;
	ns->opts = o;
	memo_init(&ns->memo, o.memo_mb);
	scratch_init(&ns->scratch);
	*out = ns;
	return DNB_OK;
}

DNB_EXPORT void dnb_nimstring_free(dnb_nimstring *ns)
{
	if (!ns)
		return;
	memo_release(&ns->memo);
	scratch_free(&ns->scratch);
	free(ns);
}

DNB_EXPORT dnb_status dnb_nimstring_set_options(dnb_nimstring *ns,
						const dnb_nimstring_options *opts)
{
	dnb_nimstring_options o;
	dnb_status st;

	if (!ns || !opts)
		return DNB_E_INVALID;
	st = read_options(&o, opts);
	if (st != DNB_OK)
		return st;
	if (o.memo_mb != ns->opts.memo_mb) {
		memo_release(&ns->memo);
		memo_init(&ns->memo, o.memo_mb);
	}
	ns->opts = o;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_nimstring_clear(dnb_nimstring *ns)
{
	if (!ns)
		return DNB_E_INVALID;
	memo_clear(&ns->memo);
	scratch_free(&ns->scratch);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_nimstring_nodes(const dnb_nimstring *ns, uint64_t *nodes)
{
	if (!ns || !nodes)
		return DNB_E_INVALID;
	*nodes = ns->last_nodes;
	return DNB_OK;
}

/* A search under the evaluator's options, its clock started now; the
 * memo allocated.  DNB_E_NOMEM when it cannot be. */
static dnb_status search_begin(struct dnb_nimstring *ns, struct search *s)
{
	memset(s, 0, sizeof(*s));
	s->memo = &ns->memo;
	s->sc = &ns->scratch;
	s->node_limit = ns->opts.node_limit;
	s->deadline = clock_deadline(clock_now_ms(), ns->opts.time_limit_ms);
	s->reduce = 1;
	ns->last_nodes = 0;
	return memo_ready(&ns->memo) ? DNB_OK : DNB_E_NOMEM;
}

/* The graph as a position (its ends array, not copied). */
static struct pos graph_view(const struct dnb_nimstring_graph *g)
{
	struct pos p = { g->coins, g->strings, g->ends };

	return p;
}

DNB_EXPORT dnb_status dnb_nimstring_value(dnb_nimstring *ns, const dnb_nimstring_graph *graph,
					  uint32_t *value)
{
	struct search s;
	struct pos p;
	uint32_t v;
	dnb_status st;

	if (!ns || !graph || !value)
		return DNB_E_INVALID;
	st = search_begin(ns, &s);
	if (st != DNB_OK)
		return st;
	p = graph_view(graph);
	st = search_position(&s, &p, &v);
	ns->last_nodes = s.nodes;
	if (st == DNB_OK)
		*value = v;
	return st;
}

/* The strings of component k (comp from graph_component_map) as a
 * position, from sc; 0 when out of memory.  Also when `without` names one
 * of its strings, that string is left out. */
static int component_pos(struct scratch *sc, const struct dnb_nimstring_graph *g,
			 const uint32_t *comp, uint32_t k, uint32_t without, uint8_t *keep,
			 struct pos *out)
{
	struct pos p = graph_view(g);

	for (uint32_t s = 0; s < g->strings; s++)
		keep[s] = comp[s] == k && s != without;
	return pos_subset(sc, out, &p, keep);
}

/* Component map and its scratch, for the calls by component. */
struct comps {
	uint32_t *comp;
	uint8_t *keep;
	uint32_t count;
};

static dnb_status comps_find(const struct dnb_nimstring_graph *g, struct comps *c)
{
	int64_t n;

	c->comp = malloc(sizeof(uint32_t) * (g->strings ? g->strings : 1));
	c->keep = malloc(g->strings ? g->strings : 1);
	n = c->comp && c->keep ? graph_component_map(g, c->comp) : -1;
	if (n < 0) {
		free(c->comp);
		free(c->keep);
		return DNB_E_NOMEM;
	}
	c->count = (uint32_t)n;
	return DNB_OK;
}

static void comps_free(struct comps *c)
{
	free(c->comp);
	free(c->keep);
}

/* The value of component k of g, less string `without` (UINT32_MAX: none). */
static dnb_status value_of_component(struct search *s, const struct dnb_nimstring_graph *g,
				     struct comps *c, uint32_t k, uint32_t without,
				     uint32_t *value)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct pos p;
	dnb_status st = DNB_E_NOMEM;

	if (component_pos(s->sc, g, c->comp, k, without, c->keep, &p))
		st = search_position(s, &p, value);
	scratch_release(s->sc, mark);
	return st;
}

DNB_EXPORT dnb_status dnb_nimstring_component_value(dnb_nimstring *ns,
						    const dnb_nimstring_graph *graph,
						    uint32_t component, uint32_t *value)
{
	struct search s;
	struct comps c;
	uint32_t v;
	dnb_status st;

	if (!ns || !graph || !value)
		return DNB_E_INVALID;
	st = comps_find(graph, &c);
	if (st != DNB_OK)
		return st;
	if (component >= c.count) {
		comps_free(&c);
		return DNB_E_RANGE;
	}
	st = search_begin(ns, &s);
	if (st == DNB_OK)
		st = value_of_component(&s, graph, &c, component, UINT32_MAX, &v);
	ns->last_nodes = s.nodes;
	comps_free(&c);
	if (st == DNB_OK)
		*value = v;
	return st;
}

/* Every string's move value into values (graph->strings entries): the
 * component's value after the cut, added to the other components'. */
static dnb_status all_move_values(struct search *s, const struct dnb_nimstring_graph *g,
				  struct comps *c, uint32_t *values)
{
	uint32_t *cv = malloc(sizeof(uint32_t) * (c->count ? c->count : 1));
	uint32_t sum = 0, loony = 0;
	dnb_status st = cv ? DNB_OK : DNB_E_NOMEM;

	for (uint32_t k = 0; k < c->count && st == DNB_OK; k++) {
		st = value_of_component(s, g, c, k, UINT32_MAX, &cv[k]);
		if (st == DNB_OK && cv[k] == DNB_NIMSTRING_LOONY)
			loony++;
		else if (st == DNB_OK)
			sum ^= cv[k];
	}
	for (uint32_t i = 0; i < g->strings && st == DNB_OK; i++) {
		uint32_t k = c->comp[i], v, rest;

		st = value_of_component(s, g, c, k, i, &v);
		if (st != DNB_OK)
			break;
		if (cv[k] == DNB_NIMSTRING_LOONY)
			rest = loony > 1 ? DNB_NIMSTRING_LOONY : sum;
		else
			rest = loony ? DNB_NIMSTRING_LOONY : sum ^ cv[k];
		values[i] = value_add(v, rest);
	}
	free(cv);
	return st;
}

DNB_EXPORT dnb_status dnb_nimstring_move_values(dnb_nimstring *ns,
						const dnb_nimstring_graph *graph,
						uint32_t *values, size_t cap, size_t *count)
{
	struct search s;
	struct comps c;
	uint32_t *tmp;
	dnb_status st;

	if (!ns || !graph || !count || (!values && cap))
		return DNB_E_INVALID;
	if (cap < graph->strings) {
		*count = graph->strings;
		return DNB_E_BUFSIZE;
	}
	st = comps_find(graph, &c);
	if (st != DNB_OK)
		return st;
	tmp = malloc(sizeof(uint32_t) * (graph->strings ? graph->strings : 1));
	st = tmp ? search_begin(ns, &s) : DNB_E_NOMEM;
	if (st == DNB_OK) {
		st = all_move_values(&s, graph, &c, tmp);
		ns->last_nodes = s.nodes;
	}
	if (st == DNB_OK)
		st = list_copy(tmp, graph->strings, values, cap, count);
	free(tmp);
	comps_free(&c);
	return st;
}
