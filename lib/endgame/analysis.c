/* SPDX-License-Identifier: MIT */
/* dnb_analysis: a board position's components, and the value, move and
 * keep-or-give decision where the loops-and-long-chains theory applies. */
#include <stdlib.h>
#include <string.h>

#include "endgame/analysis-priv.h"
#include "endgame/components-priv.h"
#include "endgame/multiset-priv.h"
#include "common/export-priv.h"
#include "common/list-priv.h"
#include "common/sized-priv.h"

struct dnb_analysis {
	struct decomp d;
	dnb_analysis_info info;
};

/* Rules the theory is about: standard scoring, captures optional. */
static int rules_fit(uint32_t rules)
{
	return (rules & (DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING | DNB_RULE_MISERE)) == 0;
}

static const uint32_t *comp_edges(const struct decomp *d, const struct comp *c)
{
	return d->edges + c->edge_off;
}

/* The sum of the long chains and loops. */
static void rest_sum(const struct decomp *d, struct eg_sum *s)
{
	eg_sum_clear(s);
	for (uint32_t i = 0; i < d->n_comps; i++) {
		const struct comp *c = &d->comps[i];
		if (c->kind == DNB_COMPONENT_CHAIN)
			eg_sum_add(s, EG_CHAIN, c->length, 1);
		else if (c->kind == DNB_COMPONENT_LOOP)
			eg_sum_add(s, EG_LOOP, c->length, 1);
	}
}

/* The opener's move: the first component of the kind and length the
 * theory names, opened at its first edge (a chain at its end a). */
static void loony_move(const struct decomp *d, const struct eg_sum *s, dnb_analysis_info *in)
{
	uint32_t short_chain = 0, short_loop = 0, std_len, len;
	int std_loop, loop;

	in->move = DNB_NO_EDGE;
	for (uint32_t i = 0; i < d->n_comps; i++) {
		const struct comp *c = &d->comps[i];
		uint32_t *m = c->kind == DNB_COMPONENT_LOOP ? &short_loop : &short_chain;
		if (*m == 0 || c->length < *m)
			*m = c->length;
	}
	eg_move(s, short_chain, short_loop, &std_loop, &std_len, &loop, &len);
	for (uint32_t i = 0; i < d->n_comps && len > 0; i++) {
		const struct comp *c = &d->comps[i];
		if ((c->kind == DNB_COMPONENT_LOOP) == (loop != 0) && c->length == len) {
			in->move = comp_edges(d, c)[0];
			break;
		}
	}
}

/* The keep-or-give decision with capturable paths in front of the player
 * to move and a simple loony rest.  With m capturable boxes and v = v(rest):
 * taking all is worth m - v; keeping control through a chain piece (a dead
 * end and an exit, 2 boxes or more) is worth m - 4 + v, through a loop
 * piece (dead at both ends, 4 boxes or more) m - 8 + v. */
static void handout(const struct decomp *d, int64_t v, dnb_analysis_info *in)
{
	int64_t m = 0, give, keep = 0;
	const struct comp *chain_piece = NULL, *loop_piece = NULL, *keep_piece = NULL;
	const struct comp *first = NULL, *other = NULL;
	uint32_t h = 0;

	for (uint32_t i = 0; i < d->n_comps; i++) {
		const struct comp *c = &d->comps[i];
		if (c->kind != DNB_COMPONENT_CAPTURABLE)
			continue;
		m += c->length;
		if (!first)
			first = c;
		if (c->end[1] != DNB_NO_EDGE && c->length >= 2 && !chain_piece)
			chain_piece = c;
		if (c->end[1] == DNB_NO_EDGE && c->length >= 4 && !loop_piece)
			loop_piece = c;
	}
	give = m - v;
	if (chain_piece) {
		keep_piece = chain_piece;
		h = 2;
	} else if (loop_piece) {
		keep_piece = loop_piece;
		h = 4;
	}
	in->handout = h;
	if (keep_piece)
		keep = m - 2 * (int64_t)h + v;
	if (!keep_piece || keep < give) {
		in->decision = DNB_CONTROL_GIVE;
		in->margin = give;
	} else {
		in->decision = keep > give ? DNB_CONTROL_KEEP : DNB_CONTROL_EITHER;
		in->margin = keep;
	}
	/* Where both are as good, take the box: it keeps both options open
	 * until the handout piece is down to its last h boxes. */
	if (in->decision != DNB_CONTROL_KEEP) {
		in->move = comp_edges(d, first)[0];
		return;
	}
	for (uint32_t i = 0; i < d->n_comps && !other; i++)
		if (d->comps[i].kind == DNB_COMPONENT_CAPTURABLE && &d->comps[i] != keep_piece)
			other = &d->comps[i];
	if (other)
		in->move = comp_edges(d, other)[0];      /* take the other pieces first */
	else if (keep_piece->length > h)
		in->move = comp_edges(d, keep_piece)[0]; /* take the next box */
	else if (h == 2)
		in->move = comp_edges(d, keep_piece)[keep_piece->n_edges - 1]; /* the exit */
	else
		in->move = comp_edges(d, keep_piece)[1]; /* split the last 4 into 2 + 2 */
}

void analysis_summarise(const struct dnb_game *g, const struct decomp *d, dnb_analysis_info *in)
{
	struct eg_sum s;

	memset(in, 0, sizeof(*in));
	in->size = sizeof(*in);
	in->to_move = (uint32_t)dnb_game_to_move(g);
	in->move = DNB_NO_EDGE;
	for (uint32_t i = 0; i < d->n_comps; i++) {
		const struct comp *c = &d->comps[i];
		switch (c->kind) {
		case DNB_COMPONENT_CHAIN:
			if (c->length >= 3)
				in->long_chains++;
			else
				in->short_chains++;
			break;
		case DNB_COMPONENT_LOOP:
			in->loops++;
			break;
		case DNB_COMPONENT_CAPTURABLE:
			in->capturable_paths++;
			break;
		default:
			in->other_regions++;
			break;
		}
	}
	in->capturable_boxes = d->capturable;
	/* Turns left = undrawn - unclaimed + double-crosses + 1, and the player
	 * to move wants an odd number of them. */
	in->wanted_parity = (1u + g->undrawn + d->unclaimed) % 2u;
	if (!rules_fit(g->rules) || in->other_regions > 0 || in->short_chains > 0)
		return;
	rest_sum(d, &s);
	in->value = eg_value(&s);
	in->controlled_value = eg_controlled(&s);
	in->terminal_bonus = eg_terminal_bonus(&s);
	if (in->capturable_paths == 0) {
		in->state = DNB_ANALYSIS_LOONY;
		in->margin = -in->value;
		loony_move(d, &s, in);
	} else {
		in->state = DNB_ANALYSIS_HANDOUT;
		handout(d, in->value, in);
	}
}

DNB_EXPORT dnb_status dnb_analysis_new(const dnb_game *game, dnb_analysis **out)
{
	dnb_analysis *an;
	dnb_status st;
	size_t safe = 0;

	if (!game || !out)
		return DNB_E_INVALID;
	an = calloc(1, sizeof(*an));
	if (!an)
		return DNB_E_NOMEM;
	st = components_build(game, &an->d);
	if (st != DNB_OK) {
		free(an);
		return st;
	}
	analysis_summarise(game, &an->d, &an->info);
	dnb_game_safe_moves(game, NULL, 0, &safe);
	an->info.safe_moves = (uint32_t)safe;
	*out = an;
	return DNB_OK;
}

DNB_EXPORT void dnb_analysis_free(dnb_analysis *an)
{
	if (!an)
		return;
	components_free(&an->d);
	free(an);
}

DNB_EXPORT dnb_status dnb_analysis_get(const dnb_analysis *an, dnb_analysis_info *info)
{
	if (!an || !sized_ok(info, SIZED_ANALYSIS_INFO_1_0))
		return DNB_E_INVALID;
	sized_write(info, &an->info, sizeof(an->info));
	return DNB_OK;
}

DNB_EXPORT int32_t dnb_analysis_component_count(const dnb_analysis *an)
{
	if (!an)
		return DNB_E_INVALID;
	return (int32_t)an->d.n_comps;
}

DNB_EXPORT dnb_status dnb_analysis_component(const dnb_analysis *an, uint32_t index,
					     uint32_t *kind, uint32_t *length,
					     uint32_t *end_a, uint32_t *end_b)
{
	const struct comp *c;

	if (!an)
		return DNB_E_INVALID;
	if (index >= an->d.n_comps)
		return DNB_E_RANGE;
	c = &an->d.comps[index];
	if (kind)
		*kind = c->kind;
	if (length)
		*length = c->length;
	if (end_a)
		*end_a = c->end[0];
	if (end_b)
		*end_b = c->end[1];
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_analysis_component_boxes(const dnb_analysis *an, uint32_t index,
						   uint32_t *buf, size_t cap, size_t *count)
{
	const struct comp *c;

	if (!an || !count || (cap > 0 && !buf))
		return DNB_E_INVALID;
	if (index >= an->d.n_comps)
		return DNB_E_RANGE;
	c = &an->d.comps[index];
	return list_copy(an->d.boxes + c->box_off, c->length, buf, cap, count);
}

DNB_EXPORT dnb_status dnb_analysis_component_edges(const dnb_analysis *an, uint32_t index,
						   uint32_t *buf, size_t cap, size_t *count)
{
	const struct comp *c;

	if (!an || !count || (cap > 0 && !buf))
		return DNB_E_INVALID;
	if (index >= an->d.n_comps)
		return DNB_E_RANGE;
	c = &an->d.comps[index];
	return list_copy(an->d.edges + c->edge_off, c->n_edges, buf, cap, count);
}

DNB_EXPORT dnb_status dnb_analysis_endgame(const dnb_analysis *an, dnb_endgame *eg)
{
	uint32_t *kinds, *lengths;
	size_t n = 0;
	dnb_status st;

	if (!an || !eg)
		return DNB_E_INVALID;
	if (an->info.state == DNB_ANALYSIS_NONE)
		return DNB_E_NOT_APPLICABLE;
	kinds = malloc((an->d.n_comps + 1) * sizeof(*kinds));
	lengths = malloc((an->d.n_comps + 1) * sizeof(*lengths));
	if (!kinds || !lengths) {
		free(kinds);
		free(lengths);
		return DNB_E_NOMEM;
	}
	for (uint32_t i = 0; i < an->d.n_comps; i++) {
		const struct comp *c = &an->d.comps[i];
		if (c->kind == DNB_COMPONENT_CHAIN || c->kind == DNB_COMPONENT_LOOP) {
			kinds[n] = c->kind;
			lengths[n++] = c->length;
		}
	}
	st = dnb_endgame_set(eg, kinds, lengths, n);
	free(kinds);
	free(lengths);
	return st;
}

/* The defaults for callers that cannot use the _INIT macros (bindings). */
DNB_EXPORT dnb_status dnb_analysis_info_init(dnb_analysis_info *info, uint32_t size)
{
	static const dnb_analysis_info def = DNB_ANALYSIS_INFO_INIT;

	return sized_init(info, size, &def, sizeof(def), SIZED_ANALYSIS_INFO_1_0);
}
