/* SPDX-License-Identifier: MIT */
/*
 * Random API sequences.  The input is a list of operations on four game
 * slots: new games of every size 1..32 (and some refused sizes and rule
 * sets), set-up positions, moves, undo, undo_to, clones, text round trips,
 * move lists into small buffers, board analysis, endgame lists, short
 * solver searches and AI players (every level, hints, bad arguments).
 * Each operation checks its own outcome against what the documentation
 * promises, and the touched game's invariants (scores against owned boxes,
 * counts against lists, its position text parsing back equal) are checked
 * after every step.
 *
 * Speed: every input has a work budget (WORK_BUDGET), spent by the checks
 * in proportion to the size of the touched game.  An input stops once it
 * is spent, so that one on a 32x32 board does a few operations and one on
 * small boards many; no operation skips a check.
 *
 * Why this file is long: libFuzzer takes one entry point a program, and
 * every operation must see the four shared game slots and their checks.
 */
/* DNB_SOLVER_DISABLE_ALL is a measuring switch of the unstable API. */
#define DNB_UNSTABLE_API

#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "fuzz-game-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define SLOTS 4
#define MAX_OPS 64

/*
 * The work of one input, in units of about a quarter of a microsecond in
 * the ASan+UBSan fuzz build (measured on small boards): checking a game
 * after a step (its invariants and the position text written and parsed
 * back) costs about its edge count plus CHECK_FIXED, a solver search
 * SOLVE_COST, a searching AI move AI_SEARCH_COST.  The budget allows some
 * 20 checked steps on small boards, or one on a big board, or one search;
 * the operation that spends the last of it still runs to the end with all
 * its checks, and then the input stops.
 */
#define WORK_BUDGET 2000u
#define CHECK_FIXED 48u
#define SOLVE_COST 2000u
/* MEDIUM only on boards of at most 84 edges (6x6): above 34 undrawn edges
 * it weighs every safe move, about edges^2 / 2 units a call (some 0.45 s
 * on an empty 32x32 board in this build), and below it searches as HARD
 * does, so it is charged both.  HARD and PERFECT (searches, and a new
 * solver table for each new AI) on at most 60 edges (5x5). */
#define AI_MEDIUM_MAX_EDGES 84
#define AI_SEARCH_MAX_EDGES 60
#define AI_SEARCH_COST 5000u

struct state {
	struct fuzz_in in;
	dnb_game *g[SLOTS];
	dnb_solver *solver; /* not owned: see op_solve */
	dnb_ai *ai;         /* the input's AI player, NULL until op_ai_new */
	uint32_t work;      /* spent of WORK_BUDGET */
};

/* What checking g after a step costs, in budget units. */
static uint32_t check_cost(const dnb_game *g)
{
	return (uint32_t)dnb_game_edge_count(g) + CHECK_FIXED;
}

static int rules_valid(uint32_t rules)
{
	return rules <= DNB_RULES_ALL &&
	       (rules & (DNB_RULE_NIMSTRING | DNB_RULE_MISERE)) !=
		       (DNB_RULE_NIMSTRING | DNB_RULE_MISERE);
}

/* A side: mostly small boards (where games end and solvers finish), any
 * size up to 32, and now and then 0 or 33..35, which must be refused. */
static uint32_t pick_side(struct fuzz_in *in)
{
	uint8_t b = fuzz_u8(in);

	if (b < 160)
		return 1 + b % 5;
	return b % 36;
}

static int32_t undrawn(const dnb_game *g)
{
	uint8_t e[DNB_MAX_EDGES];
	size_t n;
	int32_t left = 0;

	FUZZ_CHECK(dnb_game_edges(g, e, sizeof e, &n) == DNB_OK);
	for (size_t i = 0; i < n; i++)
		left += !e[i];
	return left;
}

static void op_new(struct state *s, uint32_t slot)
{
	uint32_t w = pick_side(&s->in), h = pick_side(&s->in), rules = fuzz_u8(&s->in) & 31u;
	dnb_game *sentinel = (dnb_game *)(uintptr_t)0x1234, *g = sentinel;
	dnb_status st = dnb_game_new(w, h, rules, &g);

	if (w < 1 || h < 1 || w > DNB_MAX_SIDE || h > DNB_MAX_SIDE || !rules_valid(rules)) {
		FUZZ_CHECK(st == DNB_E_RANGE || st == DNB_E_INVALID);
		FUZZ_CHECK(g == sentinel);
		return;
	}
	FUZZ_CHECK(st == DNB_OK && g && g != sentinel);
	FUZZ_CHECK(dnb_game_width(g) == (int32_t)w && dnb_game_height(g) == (int32_t)h);
	FUZZ_CHECK(dnb_game_rules(g) == (int32_t)rules);
	FUZZ_CHECK(dnb_game_to_move(g) == 1 && dnb_game_move_count(g) == 0);
	dnb_game_free(s->g[slot]);
	s->g[slot] = g;
}

static void op_setup(struct state *s, uint32_t slot)
{
	uint32_t w = 1 + fuzz_u8(&s->in) % 6, h = 1 + fuzz_u8(&s->in) % 6;
	uint32_t rules = fuzz_u8(&s->in) & 15u, count;
	uint8_t drawn[DNB_MAX_EDGES], owners[64], mode = fuzz_u8(&s->in);
	int32_t to_move = 1 + (mode & 1);
	dnb_game *g = NULL;
	dnb_status st;

	FUZZ_CHECK(dnb_board_edge_count(w, h, &count) == DNB_OK);
	for (uint32_t e = 0; e < count; e++)
		drawn[e] = (uint8_t)((fuzz_u8(&s->in) & 3) != 0);
	for (uint32_t b = 0; b < w * h; b++)
		owners[b] = (uint8_t)(fuzz_u8(&s->in) % 3);
	st = dnb_game_new_setup(w, h, rules, drawn, (mode & 2) ? owners : NULL, to_move, &g);
	if (st != DNB_OK) {
		FUZZ_CHECK(g == NULL);
		FUZZ_CHECK(st == DNB_E_POSITION || st == DNB_E_INVALID);
		return;
	}
	for (uint32_t e = 0; e < count; e++)
		FUZZ_CHECK(dnb_game_edge_drawn(g, e) == drawn[e]);
	FUZZ_CHECK(dnb_game_to_move(g) == to_move && dnb_game_move_count(g) == 0);
	dnb_game_free(s->g[slot]);
	s->g[slot] = g;
}

/* Play one edge and check the outcome the rules promise. */
static void play_checked(dnb_game *g, uint32_t edge)
{
	int32_t ne = dnb_game_edge_count(g), mover = dnb_game_to_move(g);
	int32_t mc = dnb_game_move_count(g), over = dnb_game_is_over(g);
	int32_t s1 = dnb_game_score(g, 1), s2 = dnb_game_score(g, 2);
	int32_t completed = -1;
	dnb_status st = dnb_game_play(g, edge, &completed);

	if (st != DNB_OK) {
		FUZZ_CHECK(dnb_game_move_count(g) == mc);
		if (edge >= (uint32_t)ne)
			FUZZ_CHECK(st == DNB_E_RANGE);
		else if (over)
			FUZZ_CHECK(st == DNB_E_OVER);
		else if (dnb_game_edge_drawn(g, edge))
			FUZZ_CHECK(st == DNB_E_ILLEGAL);
		else
			FUZZ_CHECK(st == DNB_E_MUST_CAPTURE &&
				   (dnb_game_rules(g) & (int32_t)DNB_RULE_COMPULSORY));
		return;
	}
	FUZZ_CHECK(!over && edge < (uint32_t)ne);
	FUZZ_CHECK(completed >= 0 && completed <= 2);
	FUZZ_CHECK(dnb_game_move_count(g) == mc + 1);
	FUZZ_CHECK(dnb_game_edge_drawn(g, edge) == 1);
	if (mover == 1)
		FUZZ_CHECK(dnb_game_score(g, 1) == s1 + completed && dnb_game_score(g, 2) == s2);
	else
		FUZZ_CHECK(dnb_game_score(g, 2) == s2 + completed && dnb_game_score(g, 1) == s1);
	if (completed || dnb_game_is_over(g))
		FUZZ_CHECK(dnb_game_to_move(g) == mover);
	else
		FUZZ_CHECK(dnb_game_to_move(g) == 3 - mover);
}

static void op_play(struct state *s, dnb_game *g)
{
	uint32_t r = fuzz_u16(&s->in);
	uint32_t edge = (r & 0x7fff) % ((uint32_t)dnb_game_edge_count(g) + 2);
	dnb_game *before = NULL;

	/* Now and then: play and take it back, which must restore everything. */
	if ((r & 0x8000) && dnb_game_clone(g, &before) == DNB_OK) {
		int32_t mc = dnb_game_move_count(g);

		play_checked(g, edge);
		if (dnb_game_move_count(g) > mc) {
			FUZZ_CHECK(dnb_game_undo(g) == DNB_OK);
			fuzz_same_record(g, before);
		}
		dnb_game_free(before);
		return;
	}
	play_checked(g, edge);
}

static void op_play_legal(struct state *s, dnb_game *g)
{
	uint32_t legal[DNB_MAX_EDGES];
	size_t n;
	uint32_t pick = fuzz_u16(&s->in);
	/* A burst of legal moves, so that games get deep and end. */
	uint32_t burst = 1 + (pick >> 12);

	for (uint32_t k = 0; k < burst; k++) {
		FUZZ_CHECK(dnb_game_legal_moves(g, legal, DNB_MAX_EDGES, &n) == DNB_OK);
		if (n == 0) {
			FUZZ_CHECK(dnb_game_is_over(g) == 1);
			return;
		}
		play_checked(g, legal[(pick + k * 7919u) % n]);
	}
}

static void op_undo(struct state *s, dnb_game *g)
{
	int32_t mc = dnb_game_move_count(g);

	if (fuzz_u8(&s->in) & 1) {
		dnb_status st = dnb_game_undo(g);

		FUZZ_CHECK(mc > 0 ? st == DNB_OK : st == DNB_E_NO_HISTORY);
		FUZZ_CHECK(dnb_game_move_count(g) == (mc > 0 ? mc - 1 : 0));
	} else {
		uint32_t to = fuzz_u16(&s->in) % ((uint32_t)mc + 3);
		dnb_status st = dnb_game_undo_to(g, to);

		if (to > (uint32_t)mc) {
			FUZZ_CHECK(st == DNB_E_RANGE && dnb_game_move_count(g) == mc);
		} else {
			FUZZ_CHECK(st == DNB_OK && dnb_game_move_count(g) == (int32_t)to);
		}
	}
}

static void op_clone(struct state *s, uint32_t from)
{
	uint32_t to = fuzz_u8(&s->in) % SLOTS;
	dnb_game *c = NULL;

	FUZZ_CHECK(dnb_game_clone(s->g[from], &c) == DNB_OK);
	fuzz_same_record(s->g[from], c);
	dnb_game_free(s->g[to]);
	s->g[to] = c;
}

/* A list call into a small buffer: the full count, a BUFSIZE exactly when
 * it does not fit, and the prefix that fits equal to the full list. */
static void op_lists(struct state *s, dnb_game *g)
{
	typedef dnb_status (*list_fn)(const dnb_game *, uint32_t *, size_t, size_t *);
	static const list_fn fns[] = { dnb_game_legal_moves, dnb_game_capture_moves,
				       dnb_game_safe_moves, dnb_game_moves };
	uint8_t b = fuzz_u8(&s->in);
	list_fn f = fns[b % 4];
	size_t cap = (b >> 2) % 9, n_full, n_small = 12345;
	uint32_t full[DNB_MAX_EDGES], small[9];
	dnb_status st;

	FUZZ_CHECK(f(g, full, DNB_MAX_EDGES, &n_full) == DNB_OK);
	memset(small, 0xee, sizeof small);
	st = f(g, cap ? small : NULL, cap, &n_small);
	FUZZ_CHECK(n_small == n_full);
	FUZZ_CHECK(st == (cap < n_full ? DNB_E_BUFSIZE : DNB_OK));
	for (size_t i = 0; i < cap && i < n_full; i++)
		FUZZ_CHECK(small[i] == full[i]);
	for (size_t i = n_full < cap ? n_full : cap; i < 9; i++)
		FUZZ_CHECK(small[i] == 0xeeeeeeeeu);
	FUZZ_CHECK(f(g, NULL, 1, &n_small) == DNB_E_INVALID);
}

static void op_analysis(dnb_game *g)
{
	dnb_analysis *an = NULL;
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;
	int32_t nc, w = dnb_game_width(g), h = dnb_game_height(g);
	uint32_t boxes[DNB_MAX_SIDE * DNB_MAX_SIDE], total = 0;
	dnb_status st = dnb_analysis_new(g, &an);

	if (st == DNB_E_NOMEM)
		return;
	FUZZ_CHECK(st == DNB_OK);
	FUZZ_CHECK(dnb_analysis_get(an, &info) == DNB_OK);
	FUZZ_CHECK(info.to_move == (uint32_t)dnb_game_to_move(g));
	FUZZ_CHECK(info.state <= DNB_ANALYSIS_HANDOUT);
	nc = dnb_analysis_component_count(an);
	FUZZ_CHECK(nc >= 0 && nc <= w * h);
	for (int32_t i = 0; i < nc; i++) {
		uint32_t kind, length, a, b;
		size_t n;

		FUZZ_CHECK(dnb_analysis_component(an, (uint32_t)i, &kind, &length, &a, &b) == DNB_OK);
		FUZZ_CHECK(kind >= DNB_COMPONENT_CHAIN && kind <= DNB_COMPONENT_OTHER);
		FUZZ_CHECK(length >= 1);
		FUZZ_CHECK(dnb_analysis_component_boxes(an, (uint32_t)i, boxes,
							DNB_MAX_SIDE * DNB_MAX_SIDE, &n) == DNB_OK);
		FUZZ_CHECK(n == length);
		for (size_t k = 0; k < n; k++) {
			FUZZ_CHECK(boxes[k] < (uint32_t)(w * h));
			FUZZ_CHECK(dnb_game_box_sides(g, boxes[k]) < 4);
		}
		/* its edges: undrawn, on the board, the count asked alone the same */
		{
			uint32_t edges[DNB_MAX_EDGES];
			size_t ne = 0, again = 0;

			FUZZ_CHECK(dnb_analysis_component_edges(an, (uint32_t)i, edges,
								DNB_MAX_EDGES, &ne) == DNB_OK);
			FUZZ_CHECK(ne >= 1);
			for (size_t k = 0; k < ne; k++) {
				FUZZ_CHECK(edges[k] < (uint32_t)dnb_game_edge_count(g));
				FUZZ_CHECK(dnb_game_edge_drawn(g, edges[k]) == 0);
			}
			FUZZ_CHECK(dnb_analysis_component_edges(an, (uint32_t)i, NULL, 0,
								&again) ==
				   (ne ? DNB_E_BUFSIZE : DNB_OK));
			FUZZ_CHECK(again == ne);
		}
		total += length;
	}
	FUZZ_CHECK(dnb_analysis_component(an, (uint32_t)nc, NULL, NULL, NULL, NULL) ==
		   DNB_E_RANGE);
	{
		size_t ne = 0;

		FUZZ_CHECK(dnb_analysis_component_edges(an, (uint32_t)nc, NULL, 0, &ne) ==
			   DNB_E_RANGE);
	}
	/* Components do not share boxes, so they cover at most the open ones. */
	{
		int32_t open = 0;

		for (int32_t b = 0; b < w * h; b++)
			open += dnb_game_box_sides(g, (uint32_t)b) < 4;
		FUZZ_CHECK(total <= (uint32_t)open);
	}
	if (info.state != DNB_ANALYSIS_NONE) {
		dnb_endgame *eg = NULL;
		dnb_endgame_result res = DNB_ENDGAME_RESULT_INIT;

		if (info.move != DNB_NO_EDGE)
			FUZZ_CHECK(dnb_game_edge_drawn(g, info.move) == 0);
		if (dnb_endgame_new(&eg) == DNB_OK) {
			FUZZ_CHECK(dnb_analysis_endgame(an, eg) == DNB_OK);
			FUZZ_CHECK(dnb_endgame_evaluate(eg, &res) == DNB_OK);
			FUZZ_CHECK(res.value == info.value);
			dnb_endgame_free(eg);
		}
	} else {
		dnb_endgame *eg = NULL;

		if (dnb_endgame_new(&eg) == DNB_OK) {
			FUZZ_CHECK(dnb_analysis_endgame(an, eg) == DNB_E_NOT_APPLICABLE);
			dnb_endgame_free(eg);
		}
	}
	dnb_analysis_free(an);
}

/* The same list's value again, by evaluating it. */
static int64_t endgame_value(const dnb_endgame *eg, int64_t *boxes)
{
	dnb_endgame_result res;

	FUZZ_CHECK(dnb_endgame_result_init(&res, sizeof res) == DNB_OK);
	FUZZ_CHECK(dnb_endgame_evaluate(eg, &res) == DNB_OK);
	*boxes = res.boxes;
	return res.value;
}

/*
 * Edits of an evaluated list (res; its nd distinct components kinds[],
 * lengths[], counts[]): the same components set into a new list give the
 * same value; a bad entry in a set, or removing a component that is not
 * there, changes nothing; removing one that is takes its boxes off; a
 * clear leaves nothing.
 */
static void endgame_edit(struct state *s, dnb_endgame *eg, const dnb_endgame_result *res,
			 const uint32_t *kinds, const uint32_t *lengths, const uint32_t *counts,
			 size_t nd)
{
	uint32_t all_k[8], all_l[8];
	size_t n = 0;
	dnb_endgame *copy = NULL;
	uint8_t b = fuzz_u8(&s->in);
	uint32_t kind = (b & 0x80) ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN, length = b & 0x0f;
	int64_t boxes, present = 0;
	dnb_status st;

	for (size_t i = 0; i < nd; i++)
		for (uint32_t c = 0; c < counts[i] && n < 8; c++) {
			all_k[n] = kinds[i];
			all_l[n++] = lengths[i];
		}
	if (dnb_endgame_new(&copy) != DNB_OK)
		return;
	FUZZ_CHECK(dnb_endgame_set(copy, all_k, all_l, n) == DNB_OK);
	FUZZ_CHECK(endgame_value(copy, &boxes) == res->value && boxes == res->boxes);
	if (n) {
		/* one bad entry: the list stays as it was */
		uint32_t bad = all_l[n - 1];

		all_l[n - 1] = 1;
		FUZZ_CHECK(dnb_endgame_set(copy, all_k, all_l, n) == DNB_E_RANGE);
		all_l[n - 1] = bad;
		FUZZ_CHECK(endgame_value(copy, &boxes) == res->value && boxes == res->boxes);
	}
	dnb_endgame_free(copy);
	for (size_t i = 0; i < nd; i++)
		if (kinds[i] == kind && lengths[i] == length)
			present = counts[i];
	st = dnb_endgame_remove(eg, kind, length);
	if (present) {
		FUZZ_CHECK(st == DNB_OK);
		endgame_value(eg, &boxes);
		FUZZ_CHECK(boxes == res->boxes - (int64_t)length);
	} else {
		FUZZ_CHECK(st == DNB_E_RANGE || st == DNB_E_INVALID);
		FUZZ_CHECK(endgame_value(eg, &boxes) == res->value && boxes == res->boxes);
	}
	FUZZ_CHECK(dnb_endgame_clear(eg) == DNB_OK);
	FUZZ_CHECK(endgame_value(eg, &boxes) == 0 && boxes == 0);
}

static void op_endgame(struct state *s)
{
	dnb_endgame *eg = NULL;
	dnb_endgame_result res = DNB_ENDGAME_RESULT_INIT;
	uint32_t n = fuzz_u8(&s->in) % 7, boxes = 0, chains = 0, loops = 0;
	uint32_t kinds[8], lengths[8], counts[8], opt_k[16], opt_l[16];
	size_t nd, no;

	if (dnb_endgame_new(&eg) != DNB_OK)
		return;
	for (uint32_t i = 0; i < n; i++) {
		uint8_t b = fuzz_u8(&s->in);
		uint32_t kind = (b & 0x80) ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
		uint32_t length = b & 0x0f;
		int ok = kind == DNB_COMPONENT_CHAIN ? length >= 3 : length >= 4 && !(length & 1);
		dnb_status st = dnb_endgame_add(eg, kind, length, 1);

		FUZZ_CHECK(ok ? st == DNB_OK : st == DNB_E_RANGE);
		if (ok) {
			boxes += length;
			chains += kind == DNB_COMPONENT_CHAIN;
			loops += kind == DNB_COMPONENT_LOOP;
		}
	}
	FUZZ_CHECK(dnb_endgame_evaluate(eg, &res) == DNB_OK);
	FUZZ_CHECK(res.boxes == boxes && res.chains == chains && res.loops == loops);
	/* The controller never does worse than the whole thing against it. */
	FUZZ_CHECK(res.value <= (int64_t)boxes && res.value >= -(int64_t)boxes);
	FUZZ_CHECK(dnb_endgame_components(eg, kinds, lengths, counts, 8, &nd) == DNB_OK);
	FUZZ_CHECK(dnb_endgame_optimal_openings(eg, opt_k, opt_l, 16, &no) == DNB_OK);
	FUZZ_CHECK(no <= nd && (boxes == 0) == (no == 0));
	for (size_t i = 0; i < no; i++) {
		int64_t without, after;
		uint32_t decision;

		FUZZ_CHECK(dnb_endgame_option(eg, opt_k[i], opt_l[i], &without, &after,
					      &decision) == DNB_OK);
		FUZZ_CHECK(after == res.value);
		FUZZ_CHECK(decision >= DNB_CONTROL_KEEP && decision <= DNB_CONTROL_EITHER);
	}
	endgame_edit(s, eg, &res, kinds, lengths, counts, nd);
	dnb_endgame_free(eg);
}

static void op_solve(struct state *s, dnb_game *g)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r;
	uint8_t b = fuzz_u8(&s->in);
	int32_t left = undrawn(g), boxes_left = 0, w = dnb_game_width(g), h = dnb_game_height(g);
	int32_t rules = dnb_game_rules(g);
	dnb_status st;

	if (left > 14)
		return; /* keep each search tiny */
	o.tt_mb = 1;
	o.node_limit = 1 + (uint64_t)(b & 0x3f) * 64;
	o.disable = (b >> 6) == 3 ? DNB_SOLVER_DISABLE_ALL : 0;
	if (!s->solver) {
		/* One solver for the whole run (its 1 MiB table is costly to
		 * make): dnb.h allows a solver to be reused across positions,
		 * with the same results.  It is emptied before its first use
		 * by each input, so that whether a node-limited search
		 * finishes never depends on the inputs before. */
		static dnb_solver *keep;

		if (!keep && dnb_solver_new(&o, &keep) != DNB_OK)
			return;
		FUZZ_CHECK(dnb_solver_clear(keep) == DNB_OK);
		s->solver = keep;
	}
	FUZZ_CHECK(dnb_solver_set_options(s->solver, &o) == DNB_OK);
	memset(&r, 0, sizeof r);
	r.size = sizeof r;
	st = dnb_solver_solve(s->solver, g, &r);
	for (int32_t x = 0; x < w * h; x++)
		boxes_left += dnb_game_box_sides(g, (uint32_t)x) < 4;
	if (st == DNB_E_LIMIT) {
		FUZZ_CHECK(r.lower <= r.upper);
		return;
	}
	FUZZ_CHECK(st == DNB_OK);
	FUZZ_CHECK(r.lower == r.value && r.upper == r.value);
	if (rules & (int32_t)DNB_RULE_NIMSTRING)
		FUZZ_CHECK(r.value == 1 || r.value == -1);
	else
		FUZZ_CHECK(r.value >= -boxes_left && r.value <= boxes_left);
	if (left == 0) {
		FUZZ_CHECK(r.best_count == 0);
	} else {
		FUZZ_CHECK(r.best_count >= 1 && r.best_count <= (uint32_t)left);
		for (uint32_t i = 0; i < r.best_count; i++)
			FUZZ_CHECK(dnb_game_edge_drawn(g, r.best_moves[i]) == 0);
	}
	/* Where the endgame theory gives the value, the search must agree. */
	if (rules == 0) {
		dnb_analysis *an = NULL;
		dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;

		if (dnb_analysis_new(g, &an) == DNB_OK) {
			FUZZ_CHECK(dnb_analysis_get(an, &info) == DNB_OK);
			if (info.state == DNB_ANALYSIS_LOONY || info.state == DNB_ANALYSIS_HANDOUT)
				FUZZ_CHECK(info.margin == r.value);
			dnb_analysis_free(an);
		}
	}
	{
		uint64_t mem = 0;

		FUZZ_CHECK(dnb_solver_memory(s->solver, &mem) == DNB_OK);
		FUZZ_CHECK(mem <= (2u << 20));
	}
}

/* The options of an AI from the input: every level, and now and then a
 * level, thread count, table size or struct size that must be refused.
 * Node limits stay small and there is never a time limit, so that the
 * choice is the same on every machine. */
static void ai_options_from(struct fuzz_in *in, dnb_ai_options *o, int *valid)
{
	uint8_t a = fuzz_u8(in), b = fuzz_u8(in);

	*o = (dnb_ai_options)DNB_AI_OPTIONS_INIT;
	o->level = a % 5;
	o->tt_mb = 1;
	o->seed = fuzz_u16(in);
	o->node_limit = 1 + (uint64_t)(b & 0x3f) * 16;
	/* The levels that do not search ignore the limit: 0 is fine there
	 * (MEDIUM searches from 34 undrawn edges since 1.2). */
	if ((b & 0x40) && o->level < DNB_AI_MEDIUM)
		o->node_limit = 0;
	*valid = 1;
	if ((a >> 3) == 31) {
		switch (b >> 6) {
		case 0: o->level = 5 + (a & 7) % 3; break;
		case 1: o->threads = (b & 1) ? 65 : 0; break;
		case 2: o->tt_mb = (b & 1) ? 65537 : UINT32_MAX; break;
		default: o->size = sizeof(*o) - 8; break;
		}
		*valid = 0;
	}
}

static void op_ai_new(struct state *s)
{
	dnb_ai_options o, back;
	dnb_ai *sentinel = (dnb_ai *)(uintptr_t)0x1234, *ai = sentinel;
	int valid;
	dnb_status st;

	ai_options_from(&s->in, &o, &valid);
	st = dnb_ai_new(&o, &ai);
	if (!valid) {
		FUZZ_CHECK(o.size < sizeof(o) ? st == DNB_E_INVALID : st == DNB_E_RANGE);
		FUZZ_CHECK(ai == sentinel);
		/* A refused change leaves the options as they were. */
		if (s->ai) {
			dnb_ai_options before, after;

			before.size = after.size = sizeof(before);
			FUZZ_CHECK(dnb_ai_get_options(s->ai, &before) == DNB_OK);
			FUZZ_CHECK(dnb_ai_set_options(s->ai, &o) == st);
			FUZZ_CHECK(dnb_ai_get_options(s->ai, &after) == DNB_OK);
			FUZZ_CHECK(memcmp(&before, &after, sizeof before) == 0);
		}
		return;
	}
	FUZZ_CHECK(st == DNB_OK && ai && ai != sentinel);
	memset(&back, 0xa5, sizeof back);
	back.size = sizeof back;
	FUZZ_CHECK(dnb_ai_get_options(ai, &back) == DNB_OK);
	FUZZ_CHECK(memcmp(&back, &o, sizeof o) == 0);
	/* Half the time the input's AI is reconfigured rather than replaced. */
	if (s->ai && (o.seed & 1)) {
		FUZZ_CHECK(dnb_ai_set_options(s->ai, &o) == DNB_OK);
		FUZZ_CHECK(dnb_ai_get_options(s->ai, &back) == DNB_OK);
		FUZZ_CHECK(memcmp(&back, &o, sizeof o) == 0);
		dnb_ai_free(ai);
		return;
	}
	dnb_ai_free(s->ai);
	s->ai = ai;
}

/* The edge is one of the game's legal moves. */
static void ai_check_legal(const dnb_game *g, uint32_t edge)
{
	uint32_t legal[DNB_MAX_EDGES];
	size_t n, i;

	FUZZ_CHECK(dnb_game_legal_moves(g, legal, DNB_MAX_EDGES, &n) == DNB_OK);
	for (i = 0; i < n && legal[i] != edge; i++)
		;
	FUZZ_CHECK(i < n);
}

/* A result the documentation allows for a move chosen in g. */
static void ai_check_result(const dnb_ai_options *o, const dnb_game *g, uint32_t edge,
			    const dnb_ai_result *r)
{
	uint32_t caps[DNB_MAX_EDGES];
	size_t nc, i;
	int32_t open = 0, rules = dnb_game_rules(g);

	ai_check_legal(g, edge);
	FUZZ_CHECK(r->size == sizeof(*r) && r->move == edge);
	FUZZ_CHECK(r->reason >= DNB_AI_REASON_CAPTURE && r->reason <= DNB_AI_REASON_OUTCOME);
	FUZZ_CHECK(dnb_ai_reason_name(r->reason) != NULL);
	if (o->level == DNB_AI_PERFECT)
		FUZZ_CHECK(r->level == DNB_AI_PERFECT || r->level == DNB_AI_HARD);
	else
		FUZZ_CHECK(r->level == o->level);
	if (r->reason == DNB_AI_REASON_RANDOM)
		FUZZ_CHECK(o->level == DNB_AI_BEGINNER);
	if (r->reason == DNB_AI_REASON_SOLVER)
		FUZZ_CHECK(o->level >= DNB_AI_MEDIUM && r->has_value == 1);
	/* a winning (drawing) move whose margin is not proven: HARD and
	 * PERFECT's probe, under tiny budgets too */
	if (r->reason == DNB_AI_REASON_OUTCOME)
		FUZZ_CHECK(o->level >= DNB_AI_HARD && r->has_value == 0);
	if (r->reason == DNB_AI_REASON_CAPTURE) {
		FUZZ_CHECK(dnb_game_capture_moves(g, caps, DNB_MAX_EDGES, &nc) == DNB_OK);
		for (i = 0; i < nc && caps[i] != edge; i++)
			;
		FUZZ_CHECK(i < nc);
	}
	FUZZ_CHECK(r->has_value <= 1);
	if (!r->has_value) {
		FUZZ_CHECK(r->value == 0);
		return;
	}
	for (int32_t b = 0; b < dnb_game_width(g) * dnb_game_height(g); b++)
		open += dnb_game_box_sides(g, (uint32_t)b) < 4;
	if (rules & (int32_t)DNB_RULE_NIMSTRING)
		FUZZ_CHECK(r->value == 1 || r->value == -1);
	else
		FUZZ_CHECK(r->value >= -open && r->value <= open);
}

/*
 * The AI's move (and hint) for the slot's game: a legal move with a
 * documented reason; DNB_E_OVER on a finished game and DNB_E_INVALID for
 * missing arguments, with nothing written; the hint the same choice as the
 * move, except for PERFECT, whose solver may finish or not depending on
 * what its table kept.  Then, when asked, the move is played.
 */
static void op_ai_move(struct state *s, dnb_game *g, int *changed)
{
	dnb_ai_options o;
	dnb_ai_result r, h, junk;
	uint8_t b = fuzz_u8(&s->in);
	uint32_t edge = 0x5a5a5a5au, ne, cost;
	dnb_status st;

	*changed = 0;
	if (!s->ai)
		return;
	o.size = sizeof o;
	FUZZ_CHECK(dnb_ai_get_options(s->ai, &o) == DNB_OK);
	ne = (uint32_t)dnb_game_edge_count(g);
	if ((o.level == DNB_AI_MEDIUM && ne > AI_MEDIUM_MAX_EDGES) ||
	    (o.level > DNB_AI_MEDIUM && ne > AI_SEARCH_MAX_EDGES))
		return;
	/* Per choice (one or two are made). */
	cost = ne + CHECK_FIXED;
	if (o.level == DNB_AI_MEDIUM)
		cost += ne * ne / 2 + AI_SEARCH_COST; /* its rules, or its search */
	else if (o.level > DNB_AI_MEDIUM)
		cost += AI_SEARCH_COST;
	s->work += (b & 2) ? 2 * cost : cost;

	/* Bad arguments: refused, nothing written. */
	memset(&r, 0x66, sizeof r);
	memset(&h, 0x66, sizeof h);
	r.size = h.size = sizeof r;
	memset(&junk, 0x77, sizeof junk);
	junk.size = sizeof junk;
	FUZZ_CHECK(dnb_ai_move(s->ai, g, NULL, &junk) == DNB_E_INVALID);
	FUZZ_CHECK(dnb_ai_move(NULL, g, &edge, NULL) == DNB_E_INVALID);
	FUZZ_CHECK(dnb_ai_hint(s->ai, g, NULL) == DNB_E_INVALID);
	junk.size = sizeof junk - 4;
	FUZZ_CHECK(dnb_ai_hint(s->ai, g, &junk) == DNB_E_INVALID);
	FUZZ_CHECK(junk.move == 0x77777777u && edge == 0x5a5a5a5au);
	FUZZ_CHECK(dnb_ai_cancel(NULL) == DNB_E_INVALID);

	/* a cancel with no call running: forgotten as the next call begins,
	 * so the move and the hint below (the same choice) are as without */
	if (b & 8)
		FUZZ_CHECK(dnb_ai_cancel(s->ai) == DNB_OK);
	st = dnb_ai_move(s->ai, g, &edge, (b & 1) ? &r : NULL);
	if (dnb_game_is_over(g)) {
		FUZZ_CHECK(st == DNB_E_OVER && edge == 0x5a5a5a5au);
		FUZZ_CHECK(r.move == 0x66666666u && r.reason == 0x66666666u);
		FUZZ_CHECK(dnb_ai_hint(s->ai, g, &h) == DNB_E_OVER && h.move == 0x66666666u);
		return;
	}
	FUZZ_CHECK(st == DNB_OK);
	if (b & 1) {
		ai_check_result(&o, g, edge, &r);
	} else {
		ai_check_legal(g, edge);
	}
	if (b & 2) {
		FUZZ_CHECK(dnb_ai_hint(s->ai, g, &h) == DNB_OK);
		ai_check_result(&o, g, h.move, &h);
		if (o.level != DNB_AI_PERFECT)
			FUZZ_CHECK(h.move == edge);
		if (o.level != DNB_AI_PERFECT && (b & 1))
			FUZZ_CHECK(h.reason == r.reason && h.has_value == r.has_value &&
				   h.value == r.value && h.level == r.level);
	}
	if (b & 4) {
		play_checked(g, edge);
		*changed = 1;
	}
}

/* Level and reason names, and level_parse on text from the input. */
static void op_ai_names(struct state *s)
{
	uint8_t b = fuzz_u8(&s->in);
	char text[8];
	size_t len = b & 7;
	uint32_t level = 99;
	dnb_status st;

	for (uint32_t l = 0; l < 8; l++) {
		const char *name = dnb_ai_level_name(l);

		if (l > DNB_AI_PERFECT) {
			FUZZ_CHECK(name == NULL);
			continue;
		}
		FUZZ_CHECK(name != NULL);
		FUZZ_CHECK(dnb_ai_level_parse(name, strlen(name), &level) == DNB_OK && level == l);
	}
	FUZZ_CHECK(dnb_ai_reason_name(DNB_AI_REASON_OUTCOME + 1 + (b >> 3)) == NULL);
	for (size_t i = 0; i < len; i++)
		text[i] = (char)fuzz_u8(&s->in);
	level = 99;
	st = dnb_ai_level_parse(text, len, &level);
	if (st == DNB_OK) {
		const char *name = dnb_ai_level_name(level);

		FUZZ_CHECK(name != NULL);
		FUZZ_CHECK((len == 1 && text[0] == (char)('0' + level)) ||
			   (strlen(name) == len && memcmp(name, text, len) == 0));
	} else {
		FUZZ_CHECK(st == DNB_E_PARSE && level == 99);
	}
	FUZZ_CHECK(dnb_ai_level_parse(NULL, 0, &level) == DNB_E_INVALID);
}


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct state s;

	memset(&s, 0, sizeof s);
	s.in.p = data;
	s.in.n = size;
	for (int op = 0; op < MAX_OPS && s.in.n > 0 && s.work < WORK_BUDGET; op++) {
		uint8_t code = fuzz_u8(&s.in);
		uint32_t slot = (code >> 4) % SLOTS;
		int changed = 1; /* the operation may have changed the game */
		dnb_game *g;

		code &= 15;
		s.work += CHECK_FIXED; /* every operation costs something */
		if (code == 0) {
			op_new(&s, slot);
		} else if (code == 1) {
			op_setup(&s, slot);
		} else if (code == 2) {
			op_endgame(&s);
			continue;
		} else if (code == 15 && (slot & 1)) {
			/* 0x1f, 0x3f, ...: a new AI; 0x5f, 0x7f, ...: names. */
			if (slot & 2)
				op_ai_names(&s);
			else
				op_ai_new(&s);
			continue;
		} else if (!s.g[slot]) {
			continue;
		}
		g = s.g[slot];
		if (!g)
			continue;
		switch (code) {
		case 3:
		case 4:
			op_play(&s, g);
			break;
		case 5:
		case 6:
		case 7:
			op_play_legal(&s, g);
			break;
		case 8:
			op_undo(&s, g);
			break;
		case 9:
			op_clone(&s, slot);
			changed = 0;
			break;
		case 10:
			/* Four formats written (three times each) and three
			 * parsed back: about four times a step's check. */
			s.work += 4 * check_cost(g);
			fuzz_game_roundtrip(g);
			changed = 0;
			break;
		case 11:
			op_lists(&s, g);
			changed = 0;
			break;
		case 12:
			s.work += check_cost(g) / 2;
			op_analysis(g);
			changed = 0;
			break;
		case 13:
			s.work += SOLVE_COST;
			op_solve(&s, g);
			changed = 0;
			break;
		case 14:
			dnb_game_free(s.g[slot]);
			s.g[slot] = NULL;
			continue;
		case 15: /* on slots 0 and 2: the AI on the game */
			op_ai_move(&s, g, &changed);
			break;
		default: /* 0 and 1: new games, checked below */
			break;
		}
		/* After each operation that may change the game: every
		 * invariant, and the position text parses back equal. */
		if (changed) {
			s.work += check_cost(s.g[slot]);
			fuzz_game_invariants(s.g[slot]);
			fuzz_position_roundtrip(s.g[slot]);
		}
	}
	for (int i = 0; i < SLOTS; i++)
		dnb_game_free(s.g[i]);
	dnb_ai_free(s.ai);
	return 0;
}
