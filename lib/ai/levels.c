/* SPDX-License-Identifier: MIT */
/* BEGINNER, EASY, MEDIUM's rules of thumb (what it plays while more edges
 * are left than its solver reaches), and the fast policy of the
 * Monte-Carlo search's playouts.  Each works on the context's scratch game
 * and leaves it as it found it. */
#include "ai/context-priv.h"
#include "endgame/analysis-priv.h"

static uint32_t pick(struct ai_ctx *c, const uint16_t *list, uint32_t n)
{
	return list[ai_below(c, n)];
}

static void set(struct ai_pick *p, uint32_t edge, uint32_t reason)
{
	p->edge = edge;
	p->reason = reason;
	p->has_value = 0;
	p->value = 0;
}

/* The non-capturing move to play when no safe move is left: the fewest
 * boxes given, ties broken at random (under misere too: giving the most
 * did worse against random play); with
 * `careful`, among the cheapest prefer a move after which the opponent
 * cannot decline (the hard-hearted handout of a two-chain).  When the
 * budget runs out, the best of the moves looked at so far (at least one). */
static uint32_t sacrifice(struct ai_ctx *c, const uint16_t *list, uint32_t n, int careful)
{
	uint32_t best = DNB_NO_EDGE, best_gift = 0, ties = 0, best_safe = 0;

	for (uint32_t i = 0; i < n; i++) {
		uint32_t e, gift, clean = 1;
		int better;
		if (best != DNB_NO_EDGE && ai_spent(c))
			break;
		e = list[i];
		gift = ai_gift(c, e);
		if (careful && gift <= 2) {
			uint32_t f, h, run[2];
			game_apply(c->g, e);
			clean = !ai_decline_move(c->g, &f, &h, run);
			ai_undo(c, 1);
		}
		if (best == DNB_NO_EDGE)
			better = 1;
		else if (gift != best_gift)
			better = gift < best_gift;
		else if (clean != best_safe)
			better = clean > best_safe;
		else
			better = -1;
		if (better == 1) {
			best = e;
			best_gift = gift;
			best_safe = clean;
			ties = 1;
		} else if (better == -1 && ai_below(c, ++ties) == 0) {
			best = e;
		}
	}
	return best;
}

dnb_status ai_pick_beginner(struct ai_ctx *c, struct ai_pick *p)
{
	struct ai_moves *m = &c->m;
	uint32_t n, i;

	ai_classify(c->g, m);
	n = m->n_safe + m->n_other;
	if (m->n_cap && (!c->misere || n == 0)) {
		set(p, pick(c, m->cap, m->n_cap), DNB_AI_REASON_CAPTURE);
		return DNB_OK;
	}
	i = ai_below(c, n);
	set(p, i < m->n_safe ? m->safe[i] : m->other[i - m->n_safe], DNB_AI_REASON_RANDOM);
	return DNB_OK;
}

dnb_status ai_pick_easy(struct ai_ctx *c, struct ai_pick *p)
{
	struct ai_moves *m = &c->m;

	ai_classify(c->g, m);
	if (m->n_cap && (!c->misere || m->n_safe + m->n_other == 0))
		set(p, pick(c, m->cap, m->n_cap), DNB_AI_REASON_CAPTURE);
	else if (m->n_safe)
		set(p, pick(c, m->safe, m->n_safe), DNB_AI_REASON_SAFE);
	else
		set(p, sacrifice(c, m->other, m->n_other, 0), DNB_AI_REASON_SMALLEST);
	return DNB_OK;
}

/* With boxes to take: decline the last ones when MEDIUM's rule says so,
 * else take one, boxes outside the run to decline first. */
static void capture_or_decline(struct ai_ctx *c, const struct ai_moves *m, struct ai_pick *p)
{
	uint32_t f, handout, run[2];

	if (!ai_decline_move(c->g, &f, &handout, run)) {
		set(p, pick(c, m->cap, m->n_cap), DNB_AI_REASON_CAPTURE);
		return;
	}
	for (uint32_t i = 0; i < m->n_cap; i++)
		if (m->cap[i] != run[0] && m->cap[i] != run[1]) {
			set(p, m->cap[i], DNB_AI_REASON_CAPTURE);
			return;
		}
	if (ai_should_decline(c, handout))
		set(p, f, DNB_AI_REASON_DOUBLE_CROSS);
	else
		set(p, run[0], DNB_AI_REASON_CAPTURE);
}

static uint32_t gcd(uint32_t a, uint32_t b)
{
	while (b) {
		uint32_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* A step through 0..n-1 that visits every index once and spreads the
 * first ones over the whole list (about n / 1.618, coprime to n). */
static uint32_t spread_step(uint32_t n)
{
	uint32_t s = (uint32_t)((uint64_t)n * 618u / 1000u);

	if (s == 0)
		return 1;
	while (gcd(s, n) != 1)
		s++;
	return s;
}

/* The long chain rule on the safe moves: keep those after which the number
 * of long chains has the parity the opponent does not want.  Each costs a
 * look at the whole board, so on a big board the budget may stop it: the
 * moves are looked at in an order spread over the board, and the choice
 * is among the good ones found so far (all safe moves if none).  The good
 * moves are then taken in their list order, so when every move is looked
 * at the choice is what it would be in any order. */
static void long_chain_rule(struct ai_ctx *c, struct ai_pick *p)
{
	struct ai_moves *m = &c->m;
	uint64_t ok_bits[(DNB_MAX_EDGES + 63) / 64] = { 0 };
	uint32_t good = 0, n = m->n_safe, step = spread_step(n), i = 0;
	int compulsory = (c->g->rules & DNB_RULE_COMPULSORY) != 0;

	for (uint32_t k = 0; k < n && !ai_spent(c); k++, i = (i + step) % n) {
		const struct decomp *d;
		int ok = 0;
		game_apply(c->g, m->safe[i]);
		c->nodes++;
		if ((d = ai_components(c)) != NULL) {
			dnb_analysis_info in;
			analysis_summarise(c->g, d, &in);
			/* Under compulsory capture nobody can keep control: each
			 * taker must open the next component, so the side that
			 * opens first gets the second, fourth, ... smallest and
			 * the parity wanted is the other one. */
			ok = ((in.long_chains & 1u) != in.wanted_parity) != compulsory;
		}
		ai_undo(c, 1);
		if (ok)
			ok_bits[i / 64] |= UINT64_C(1) << (i % 64);
	}
	for (i = 0; i < n; i++)
		if (ok_bits[i / 64] >> (i % 64) & 1u)
			m->safe[good++] = m->safe[i];
	if (good)
		set(p, pick(c, m->safe, good), DNB_AI_REASON_CONTROL);
	else
		set(p, pick(c, m->safe, m->n_safe), DNB_AI_REASON_SAFE);
}

dnb_status ai_pick_rules(struct ai_ctx *c, struct ai_pick *p)
{
	struct ai_moves *m = &c->m;

	ai_classify(c->g, m);
	if (m->n_cap && (!c->misere || m->n_safe + m->n_other == 0))
		capture_or_decline(c, m, p);
	else if (m->n_safe && !c->misere)
		long_chain_rule(c, p);
	else if (m->n_safe)
		/* The rule is about who takes the long chains; under misere
		 * nobody wants them, and tournaments showed no gain from it
		 * either way round. */
		set(p, pick(c, m->safe, m->n_safe), DNB_AI_REASON_SAFE);
	else
		set(p, sacrifice(c, m->other, m->n_other, 1), DNB_AI_REASON_SMALLEST);
	return DNB_OK;
}

uint32_t ai_playout_move(struct ai_ctx *c)
{
	struct ai_moves *m = &c->pm;
	struct ai_pick p;

	ai_classify(c->g, m);
	if (m->n_cap && (!c->misere || m->n_safe + m->n_other == 0)) {
		uint32_t f, handout, run[2];
		if (m->n_safe == 0 && ai_decline_move(c->g, &f, &handout, run)) {
			/* capture_or_decline may reuse c->pm: copy the captures. */
			uint16_t caps[8];
			struct ai_moves mm = *m;
			uint32_t n = m->n_cap < 8 ? m->n_cap : 8;
			for (uint32_t i = 0; i < n; i++)
				caps[i] = m->cap[i];
			mm.cap = caps;
			mm.n_cap = n;
			capture_or_decline(c, &mm, &p);
			return p.edge;
		}
		return pick(c, m->cap, m->n_cap);
	}
	if (m->n_safe)
		return pick(c, m->safe, m->n_safe);
	return sacrifice(c, m->other, m->n_other, 1);
}
