/* SPDX-License-Identifier: MIT */
/* The evaluator object and the value calls of dnb.h. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "common/clock-priv.h"
#include "common/export-priv.h"
#include "common/list-priv.h"
#include "common/sized-priv.h"
#include "nimstring/graph-priv.h"
#include "nimstring/memo-priv.h"
#include "nimstring/reduce-priv.h"
#include "nimstring/value-priv.h"

struct dnb_nimstring {
	dnb_nimstring_options opts;
	struct memo memo;
	struct scratch scratch; /* the searches' working memory, kept for the next */
	uint64_t last_nodes;
	atomic_int cancel; /* set by dnb_nimstring_cancel, cleared as a call begins */
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
	atomic_init(&ns->cancel, 0);
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

DNB_EXPORT dnb_status dnb_nimstring_cancel(dnb_nimstring *ns)
{
	if (!ns)
		return DNB_E_INVALID;
	atomic_store(&ns->cancel, 1);
	return DNB_OK;
}

/* A search under the evaluator's options, its clock started now, a cancel
 * from before forgotten; the memo allocated.  DNB_E_NOMEM when it cannot
 * be. */
static dnb_status search_begin(struct dnb_nimstring *ns, struct search *s)
{
	atomic_store(&ns->cancel, 0);
	memset(s, 0, sizeof(*s));
	s->cancel = &ns->cancel;
	s->memo = &ns->memo;
	s->sc = &ns->scratch;
	s->node_limit = ns->opts.node_limit;
	s->deadline = clock_deadline(clock_now_ms(), ns->opts.time_limit_ms);
	s->reduce = 1;
	ns->last_nodes = 0;
	return memo_ready(&ns->memo) ? DNB_OK : DNB_E_NOMEM;
}

/* The end of a search that gave st: the nodes kept, and DNB_E_CANCELLED
 * for a cancel that came while it ran, even one too late to stop it. */
static dnb_status search_end(struct dnb_nimstring *ns, const struct search *s, dnb_status st)
{
	ns->last_nodes = s->nodes;
	if (st == DNB_OK && atomic_load(&ns->cancel))
		st = DNB_E_CANCELLED;
	return st;
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
	st = search_end(ns, &s, search_position(&s, &p, &v));
	if (st == DNB_OK)
		*value = v;
	return st;
}

/* The strings of component k (comp from graph_component_map) as a
 * position, from sc; 0 when out of memory. */
static int component_pos(struct scratch *sc, const struct dnb_nimstring_graph *g,
			 const uint32_t *comp, uint32_t k, uint8_t *keep, struct pos *out)
{
	struct pos p = graph_view(g);

	for (uint32_t s = 0; s < g->strings; s++)
		keep[s] = comp[s] == k;
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

/* The value of component k of g. */
static dnb_status value_of_component(struct search *s, const struct dnb_nimstring_graph *g,
				     struct comps *c, uint32_t k, uint32_t *value)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct pos p;
	dnb_status st = DNB_E_NOMEM;

	if (component_pos(s->sc, g, c->comp, k, c->keep, &p))
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
		st = search_end(ns, &s, value_of_component(&s, graph, &c, component, &v));
	comps_free(&c);
	if (st == DNB_OK)
		*value = v;
	return st;
}

/*
 * Every string's move value into values (g->strings entries): the value
 * of its component after the cut, added to the other components'.  All
 * the work is linear in the size of the string's component, never in the
 * whole graph's, and three shortcuts need none of it:
 *   - a cut that leaves a looniness pattern (see reduce-priv.h) is LOONY:
 *     settling the position finds the pattern before any capture, and the
 *     whole is then LOONY whatever the other components are worth;
 *   - for the same reason, so is a cut that leaves whole a pattern the
 *     graph already has, found by counting the patterns that hold the
 *     cut's ends;
 *   - once the other components add up to LOONY, so does the cut.
 * The component values are only searched for when a cut needs them.
 */
struct every_cut {
	struct search *s;
	const struct pos *part; /* the components, as pos_split makes them */
	const uint32_t *comp;   /* the component of every string */
	uint32_t count;         /* components */
	uint32_t *cv;           /* their values, once `known` */
	uint32_t sum, loony;    /* their non-LOONY values nim-summed, the LOONY ones */
	int known;
	uint8_t *keep;          /* room for the biggest component */
};

static dnb_status component_values(struct every_cut *e)
{
	dnb_status st = DNB_OK;

	for (uint32_t k = 0; k < e->count && st == DNB_OK; k++) {
		st = search_position(e->s, &e->part[k], &e->cv[k]);
		if (st == DNB_OK && e->cv[k] == DNB_NIMSTRING_LOONY)
			e->loony++;
		else if (st == DNB_OK)
			e->sum ^= e->cv[k];
	}
	e->known = st == DNB_OK;
	return st;
}

/* The value of cutting string j of component k (string i of the graph). */
static dnb_status cut_value(struct every_cut *e, uint32_t k, uint32_t j, uint32_t *value)
{
	const struct pos *p = &e->part[k];
	struct scratch_mark mark;
	struct pos q;
	uint32_t rest, v;
	dnb_status st = DNB_OK;

	if (!e->known)
		st = component_values(e);
	if (st != DNB_OK)
		return st;
	if (e->cv[k] == DNB_NIMSTRING_LOONY)
		rest = e->loony > 1 ? DNB_NIMSTRING_LOONY : e->sum;
	else
		rest = e->loony ? DNB_NIMSTRING_LOONY : e->sum ^ e->cv[k];
	if (rest == DNB_NIMSTRING_LOONY) {
		*value = DNB_NIMSTRING_LOONY;
		return DNB_OK;
	}
	st = search_tick(e->s, p->m);
	if (st != DNB_OK)
		return st;
	mark = scratch_mark(e->s->sc);
	memset(e->keep, 1, p->m);
	e->keep[j] = 0;
	if (!pos_subset(e->s->sc, &q, p, e->keep))
		st = DNB_E_NOMEM;
	else
		st = search_position(e->s, &q, &v);
	scratch_release(e->s->sc, mark);
	if (st == DNB_OK)
		*value = value_add(v, rest);
	return st;
}

static dnb_status all_move_values(struct search *s, const struct dnb_nimstring_graph *g,
				  const struct comps *c, uint32_t *values)
{
	struct scratch_mark mark = scratch_mark(s->sc);
	struct pos whole = graph_view(g), *part;
	struct every_cut e = { s, NULL, c->comp, c->count, NULL, 0, 0, 0, NULL };
	struct live l;
	uint32_t *touch, *seen, patterns, biggest = 0;
	dnb_status st = DNB_E_NOMEM;

	part = scratch_alloc(s->sc, sizeof(struct pos) * (c->count ? c->count : 1));
	if (!part || !pos_split(s->sc, &whole, c->comp, c->count, part))
		goto done;
	for (uint32_t k = 0; k < c->count; k++)
		if (part[k].m > biggest)
			biggest = part[k].m;
	e.part = part;
	touch = scratch_alloc(s->sc, sizeof(uint32_t) * ((size_t)g->coins + 2 * (size_t)c->count) +
					     biggest + 1);
	if (!touch || !live_begin(s->sc, &l, &whole))
		goto done;
	seen = touch + g->coins;
	e.cv = seen + c->count;
	e.keep = (uint8_t *)(e.cv + c->count);
	memset(seen, 0, sizeof(uint32_t) * c->count);
	patterns = live_loony_marks(&l, touch);
	st = DNB_OK;
	for (uint32_t i = 0; i < g->strings && st == DNB_OK; i++) {
		uint32_t a = g->ends[2 * i], b = g->ends[2 * i + 1], k = c->comp[i];
		uint32_t held = (a != POS_GROUND ? touch[a] : 0) + (b != POS_GROUND ? touch[b] : 0);
		uint32_t j = seen[k]++;

		st = search_tick(s, 1);
		if (st == DNB_OK && (held < patterns || live_cut_is_loony(&l, i)))
			values[i] = DNB_NIMSTRING_LOONY;
		else if (st == DNB_OK)
			st = cut_value(&e, k, j, &values[i]);
	}
done:
	scratch_release(s->sc, mark);
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
	if (st == DNB_OK)
		st = search_end(ns, &s, all_move_values(&s, graph, &c, tmp));
	if (st == DNB_OK)
		st = list_copy(tmp, graph->strings, values, cap, count);
	free(tmp);
	comps_free(&c);
	return st;
}
