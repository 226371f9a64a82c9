/* SPDX-License-Identifier: MIT */
/* The public AI object: options, the per-call context, the level names. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "ai/context-priv.h"
#include "common/export-priv.h"
#include "common/sized-priv.h"

static const char *const level_names[] = { "beginner", "easy", "medium", "hard", "perfect" };
static const char *const reason_names[] = { "none", "capture", "safe", "double-cross",
					    "smallest", "control", "solver", "random",
					    "search", "book", "outcome" };

static dnb_status check_options(const dnb_ai_options *o)
{
	if (o->level > DNB_AI_PERFECT || o->threads < 1 || o->threads > 64 ||
	    o->tt_mb > 65536)
		return DNB_E_RANGE;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_ai_new(const dnb_ai_options *opts, dnb_ai **out)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_ai *ai;
	dnb_status st;

	if (!out)
		return DNB_E_INVALID;
	if (opts && (st = sized_read(&o, sizeof(o), opts, SIZED_AI_OPTIONS_1_0)) != DNB_OK)
		return st;
	st = check_options(&o);
	if (st != DNB_OK)
		return st;
	ai = calloc(1, sizeof(*ai));
	if (!ai)
		return DNB_E_NOMEM;
	ai->o = o;
	atomic_init(&ai->cancel, 0);
	*out = ai;
	return DNB_OK;
}

DNB_EXPORT void dnb_ai_free(dnb_ai *ai)
{
	if (!ai)
		return;
	dnb_solver_free(ai->solver);
	free(ai);
}

DNB_EXPORT dnb_status dnb_ai_set_options(dnb_ai *ai, const dnb_ai_options *opts)
{
	dnb_ai_options o = DNB_AI_OPTIONS_INIT;
	dnb_status st;

	if (!ai || !opts)
		return DNB_E_INVALID;
	if ((st = sized_read(&o, sizeof(o), opts, SIZED_AI_OPTIONS_1_0)) != DNB_OK)
		return st;
	st = check_options(&o);
	if (st != DNB_OK)
		return st;
	ai->o = o;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_ai_get_options(const dnb_ai *ai, dnb_ai_options *opts)
{
	if (!ai || !sized_ok(opts, SIZED_AI_OPTIONS_1_0))
		return DNB_E_INVALID;
	sized_write(opts, &ai->o, sizeof(ai->o));
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_ai_cancel(dnb_ai *ai)
{
	if (!ai)
		return DNB_E_INVALID;
	atomic_store(&ai->cancel, 1);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_ai_set_book(dnb_ai *ai, const dnb_book *book)
{
	if (!ai)
		return DNB_E_INVALID;
	ai->book = book;
	return DNB_OK;
}

/* A hash of the position (edges, turn, scores) so that the random choices
 * depend on the seed and the position alone. */
static uint64_t position_hash(const struct dnb_game *g)
{
	uint64_t h = UINT64_C(0xCBF29CE484222325) ^ ((uint64_t)g->w << 32) ^ g->h;

	for (uint32_t i = 0; i < g->n_words; i++)
		h = (h ^ g->drawn[i]) * UINT64_C(0x100000001B3) + (h >> 29);
	h ^= (uint64_t)g->turn * UINT64_C(0x9E3779B97F4A7C15);
	h ^= ((uint64_t)(uint32_t)g->score[0] << 40) ^ ((uint64_t)(uint32_t)g->score[1] << 20);
	h ^= (uint64_t)g->rules << 8;
	return h;
}

static void ctx_free(struct ai_ctx *c)
{
	dnb_game_free(c->g);
	free(c->m.cap);
	free(c->stack);
	components_free(&c->dec);
}

/* t0_ms: when the call began, so that the budget covers this preparation;
 * node_limit and time_limit_ms: the call's (ai_node_limit, ai_time_limit). */
static dnb_status ctx_init(struct ai_ctx *c, dnb_ai *ai, const dnb_game *game, uint64_t t0_ms,
			   uint64_t node_limit, uint64_t time_limit_ms)
{
	uint32_t n;
	uint16_t *lists;

	memset(c, 0, sizeof(*c));
	if (dnb_game_clone(game, &c->g) != DNB_OK)
		return DNB_E_NOMEM;
	n = c->g->n_edges + 1;
	lists = malloc(6 * (size_t)n * sizeof(*lists));
	c->stack = malloc(((size_t)c->g->n_boxes + 2 * (size_t)n + 8) * sizeof(*c->stack));
	c->m.cap = lists;
	if (!lists || !c->stack) {
		ctx_free(c);
		return DNB_E_NOMEM;
	}
	c->m.safe = lists + n;
	c->m.other = lists + 2 * n;
	c->pm.cap = lists + 3 * n;
	c->pm.safe = lists + 4 * n;
	c->pm.other = lists + 5 * n;
	c->ai = ai;
	c->rng = ai->o.seed ^ position_hash(c->g);
	c->node_limit = node_limit;
	c->time_limit_ms = time_limit_ms;
	c->t0_ms = t0_ms;
	c->deadline_ms = clock_deadline(t0_ms, time_limit_ms);
	c->misere = (c->g->rules & DNB_RULE_MISERE) != 0;
	c->nimstring = (c->g->rules & DNB_RULE_NIMSTRING) != 0;
	c->table_mb = ai_table_mb(&ai->o);
	return DNB_OK;
}

static dnb_status choose(dnb_ai *ai, const dnb_game *game, uint64_t t0_ms, struct ai_pick *p,
			 uint64_t *nodes, uint64_t *ms)
{
	struct ai_ctx c;
	dnb_status st;

	if (game->undrawn == 0)
		return DNB_E_OVER;
	/* PERFECT's default budget is a node and a time limit: the call is
	 * made with them. */
	st = ctx_init(&c, ai, game, t0_ms, ai_node_limit(&ai->o, game),
		      ai_time_limit(&ai->o, game));
	if (st != DNB_OK)
		return st;
	memset(p, 0, sizeof(*p));
	p->level = ai->o.level;
	switch (ai->o.level) {
	case DNB_AI_BEGINNER: st = ai_pick_beginner(&c, p); break;
	case DNB_AI_EASY: st = ai_pick_easy(&c, p); break;
	case DNB_AI_MEDIUM: st = ai_pick_medium(&c, p); break;
	case DNB_AI_HARD: st = ai_pick_hard(&c, p, 0); break;
	default: st = ai_pick_perfect(&c, p); break;
	}
	/* Every level must hand back a legal move of the real game. */
	if (st == DNB_OK && (p->edge >= game->n_edges || !game_edge_legal(game, p->edge)))
		st = DNB_E_INVALID;
	/* a cancel that came while the call ran, even too late to stop it */
	if (st == DNB_OK && atomic_load(&ai->cancel))
		st = DNB_E_CANCELLED;
	*nodes = c.nodes;
	*ms = clock_now_ms() - c.t0_ms;
	ctx_free(&c);
	return st;
}

static void fill(dnb_ai_result *res, const struct ai_pick *p, uint64_t nodes, uint64_t ms)
{
	res->move = p->edge;
	res->reason = p->reason;
	res->has_value = p->has_value;
	res->value = p->has_value ? p->value : 0;
	res->level = p->level;
	res->nodes = nodes;
	res->elapsed_ms = ms;
}

DNB_EXPORT dnb_status dnb_ai_move(dnb_ai *ai, const dnb_game *game, uint32_t *edge,
				  dnb_ai_result *res)
{
	/* the clock starts before anything else: the budget covers it all */
	uint64_t t0_ms = clock_now_ms();
	struct ai_pick p;
	uint64_t nodes, ms;
	dnb_status st;

	if (!ai || !game || !edge || (res && !sized_ok(res, SIZED_AI_RESULT_1_0)))
		return DNB_E_INVALID;
	atomic_store(&ai->cancel, 0); /* only a cancel from now on counts */
	st = choose(ai, game, t0_ms, &p, &nodes, &ms);
	if (st != DNB_OK)
		return st;
	*edge = p.edge;
	if (res) {
		dnb_ai_result full = DNB_AI_RESULT_INIT;
		fill(&full, &p, nodes, ms);
		sized_write(res, &full, sizeof(full));
	}
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_ai_hint(dnb_ai *ai, const dnb_game *game, dnb_ai_result *res)
{
	uint32_t edge;

	if (!res)
		return DNB_E_INVALID;
	return dnb_ai_move(ai, game, &edge, res);
}

DNB_EXPORT const char *dnb_ai_level_name(uint32_t level)
{
	return level <= DNB_AI_PERFECT ? level_names[level] : NULL;
}

DNB_EXPORT const char *dnb_ai_reason_name(uint32_t reason)
{
	return reason < sizeof(reason_names) / sizeof(reason_names[0]) ? reason_names[reason] : NULL;
}

DNB_EXPORT dnb_status dnb_ai_level_parse(const char *text, size_t len, uint32_t *level)
{
	if (!text || !level)
		return DNB_E_INVALID;
	for (uint32_t i = 0; i <= DNB_AI_PERFECT; i++)
		if (strlen(level_names[i]) == len && memcmp(level_names[i], text, len) == 0) {
			*level = i;
			return DNB_OK;
		}
	if (len == 1 && text[0] >= '0' && text[0] <= '4') {
		*level = (uint32_t)(text[0] - '0');
		return DNB_OK;
	}
	return DNB_E_PARSE;
}

/* The defaults for callers that cannot use the _INIT macros (bindings). */
DNB_EXPORT dnb_status dnb_ai_options_init(dnb_ai_options *opts, uint32_t size)
{
	static const dnb_ai_options def = DNB_AI_OPTIONS_INIT;

	return sized_init(opts, size, &def, sizeof(def), SIZED_AI_OPTIONS_1_0);
}

DNB_EXPORT dnb_status dnb_ai_result_init(dnb_ai_result *result, uint32_t size)
{
	static const dnb_ai_result def = DNB_AI_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_AI_RESULT_1_0);
}
