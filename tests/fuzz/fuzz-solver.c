/* SPDX-License-Identifier: MIT */
/*
 * The solver under every option a caller can set: 1 to 4 threads, node
 * and (small) time limits, progress callbacks that count, cancel, call
 * back into the solver, use another solver or free their own; solves (and
 * the value alone) and move values of small positions, moves and undos
 * between them, clears and refused options; and the dnb_*_init()
 * functions of every size-prefixed struct against their macros.
 *
 * Each input plays random moves on a board of up to 3x3 boxes until at
 * most 11 edges are left, and a reference solver (one thread, no limits,
 * its table emptied first) gives the exact value and move values of each
 * position reached.  What must hold whatever the machine's speed:
 *   - a solve or move-value call ends DNB_OK, DNB_E_LIMIT (only with a
 *     limit) or DNB_E_CANCELLED (only when the callback asked);
 *   - DNB_OK: the exact value, lower = upper = value, the optimal moves are
 *     exactly the edges whose move value is the best, the principal
 *     variation is legal; move values equal the reference's; the value
 *     alone (dnb_solver_value): the same, with no optimal moves listed and
 *     the principal variation's first move optimal;
 *   - otherwise the bounds hold the exact value, no moves are reported,
 *     and every move value that was written is the reference's;
 *   - the callback runs on the caller's thread, only inside a call, never
 *     again after it asked to cancel, and its bounds hold the exact value;
 *   - from the callback, the same solver answers DNB_E_BUSY (memory
 *     excepted) and another solver works; a free from the callback waits
 *     for the end of the call.
 *
 * Why this file is long: libFuzzer takes one entry point a program, and
 * every operation must see the same solver slots, reference and callback.
 */
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_OPS 16
#define MAX_LEFT 11 /* undrawn edges at most, so the reference is quick */

enum cb_mode { CB_NONE, CB_COUNT, CB_CANCEL, CB_REENTER, CB_OTHER, CB_FREE, CB_MODES };

/* What the progress callback knows and records. */
struct cb_state {
	enum cb_mode mode;
	uint32_t cancel_at;   /* CB_CANCEL: ask to stop at this call (1-based) */
	uint32_t calls;
	int cancelled;        /* the callback asked to stop */
	int inside;           /* a solver call is running */
	int freed;            /* CB_FREE: the callback freed the solver */
	int32_t exact;        /* the position's value */
	pthread_t caller;
	dnb_solver *solver;
	const dnb_game *game;
};

struct state {
	struct fuzz_in in;
	dnb_game *g;
	dnb_solver *solver;
	struct cb_state cb;
	int has_limit;        /* node or time limit in the options now */
	int32_t exact;
	int32_t ref_values[DNB_MAX_EDGES];
	int known;            /* exact and ref_values are the position's */
	size_t n_edges;
	uint32_t cur;         /* solver is slot[cur] */
};

/* The reference and the solvers under test live for the whole run: a
 * solver under test for each thread count (slot[k] has k + 1), so that
 * options seldom stop and start threads (and an input's allocations stay
 * balanced: libFuzzer reruns an input with more mallocs than frees under a
 * leak check).  Each input starts with every slot emptied, at its count
 * and the defaults: no outcome depends on the inputs before. */
#define SLOTS 4
static dnb_solver *ref, *slot[SLOTS];
static dnb_game *tiny; /* a 1x1 game for the callback's other solver */

static int rules_valid(uint32_t rules)
{
	return (rules & (DNB_RULE_NIMSTRING | DNB_RULE_MISERE)) !=
	       (DNB_RULE_NIMSTRING | DNB_RULE_MISERE);
}

static int32_t progress(const dnb_solver_progress *p, void *user)
{
	struct cb_state *cb = user;
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	int32_t vals[DNB_MAX_EDGES];
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	uint64_t mem = 0;
	size_t n = 0;

	FUZZ_CHECK(cb->inside);
	FUZZ_CHECK(!cb->cancelled); /* never called again after cancelling */
	FUZZ_CHECK(pthread_equal(pthread_self(), cb->caller));
	FUZZ_CHECK(p->size == sizeof(*p));
	FUZZ_CHECK(p->lower <= cb->exact && cb->exact <= p->upper);
	cb->calls++;
	switch (cb->mode) {
	case CB_CANCEL:
		if (cb->calls >= cb->cancel_at) {
			cb->cancelled = 1;
			return 1;
		}
		break;
	case CB_REENTER:
		FUZZ_CHECK(dnb_solver_solve(cb->solver, cb->game, &r) == DNB_E_BUSY);
		FUZZ_CHECK(dnb_solver_value(cb->solver, cb->game, &r) == DNB_E_BUSY);
		FUZZ_CHECK(dnb_solver_move_values(cb->solver, cb->game, vals, DNB_MAX_EDGES,
						  &n) == DNB_E_BUSY);
		o.tt_mb = 2;
		FUZZ_CHECK(dnb_solver_set_options(cb->solver, &o) == DNB_E_BUSY);
		FUZZ_CHECK(dnb_solver_clear(cb->solver) == DNB_E_BUSY);
		FUZZ_CHECK(dnb_solver_memory(cb->solver, &mem) == DNB_OK && mem > 0);
		break;
	case CB_OTHER:
		FUZZ_CHECK(dnb_solver_solve(ref, tiny, &r) == DNB_OK);
		FUZZ_CHECK(r.value == 1 || r.value == -1);
		break;
	case CB_FREE:
		if (!cb->freed) {
			cb->freed = 1;
			dnb_solver_free(cb->solver); /* deferred to the call's end */
		}
		break;
	default:
		break;
	}
	return 0;
}

static int32_t undrawn(const dnb_game *g)
{
	int32_t left = 0, n = dnb_game_edge_count(g);

	for (int32_t e = 0; e < n; e++)
		left += dnb_game_edge_drawn(g, (uint32_t)e) == 0;
	return left;
}

/* The reference's exact value and move values of the current position,
 * asked only when a check needs them (they cost more than the calls). */
static void reference(struct state *s)
{
	dnb_solver_result r = DNB_SOLVER_RESULT_INIT;
	size_t n = 0, nlegal = 0;
	uint32_t legal[DNB_MAX_EDGES];
	int32_t best = DNB_SOLVER_NO_VALUE;
	uint32_t nbest = 0;

	if (s->known)
		return;
	s->known = 1;
	FUZZ_CHECK(dnb_solver_solve(ref, s->g, &r) == DNB_OK);
	FUZZ_CHECK(r.lower == r.value && r.upper == r.value);
	s->exact = r.value;
	FUZZ_CHECK(dnb_solver_move_values(ref, s->g, s->ref_values, DNB_MAX_EDGES, &n) ==
		   DNB_OK);
	FUZZ_CHECK(n == s->n_edges);
	FUZZ_CHECK(dnb_game_legal_moves(s->g, legal, DNB_MAX_EDGES, &nlegal) == DNB_OK);
	for (size_t e = 0, k = 0; e < n; e++) {
		int32_t v = s->ref_values[e];
		int is_legal = k < nlegal && legal[k] == e;

		k += is_legal;
		/* a value for each legal move (compulsory capture: fewer than
		 * the undrawn edges), none for the others */
		FUZZ_CHECK((v != DNB_SOLVER_NO_VALUE) == is_legal);
		if (v != DNB_SOLVER_NO_VALUE && (best == DNB_SOLVER_NO_VALUE || v > best))
			best = v;
	}
	for (size_t e = 0; e < n; e++)
		nbest += s->ref_values[e] == best;
	/* The value of a position is that of its best move. */
	if (undrawn(s->g) > 0)
		FUZZ_CHECK(best == s->exact);
	if (r.best_count)
		FUZZ_CHECK(r.best_count == nbest);
}

static void begin(struct state *s)
{
	reference(s);
	s->cb.inside = 1;
	s->cb.calls = 0;
	s->cb.cancelled = 0;
	s->cb.exact = s->exact;
	s->cb.solver = s->solver;
	s->cb.game = s->g;
	s->cb.caller = pthread_self();
}

/* After a call: the status is one the options allow; a free from the
 * callback has taken effect (the next call makes a new solver). */
static void end(struct state *s, dnb_status st)
{
	s->cb.inside = 0;
	FUZZ_CHECK(st == DNB_OK || st == DNB_E_LIMIT || st == DNB_E_CANCELLED);
	if (st == DNB_E_CANCELLED)
		FUZZ_CHECK(s->cb.cancelled);
	if (st == DNB_E_LIMIT)
		FUZZ_CHECK(s->has_limit);
	if (s->cb.freed) {
		s->cb.freed = 0;
		s->cb.mode = CB_NONE;
		s->solver = NULL;
		slot[s->cur] = NULL;
	}
}

/* slot[k] at its thread count and the defaults (new if freed); 0 if none. */
static int reset_slot(uint32_t k)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;

	o.tt_mb = 1;
	o.threads = k + 1;
	if (!slot[k])
		return dnb_solver_new(&o, &slot[k]) == DNB_OK;
	FUZZ_CHECK(dnb_solver_set_options(slot[k], &o) == DNB_OK);
	return 1;
}

/* After a free from the callback: the one-thread solver, defaults. */
static int ensure_solver(struct state *s)
{
	if (!reset_slot(0))
		return 0;
	s->solver = slot[0];
	s->cur = 0;
	s->has_limit = 0;
	s->cb.mode = CB_NONE;
	return 1;
}

static void op_options(struct state *s)
{
	dnb_solver_options o;
	uint8_t a = fuzz_u8(&s->in), b = fuzz_u8(&s->in), c = fuzz_u8(&s->in);
	dnb_status st;

	FUZZ_CHECK(dnb_solver_options_init(&o, sizeof o) == DNB_OK);
	/* an eighth of the time the table sized to the position (tt_mb 0:
	 * 64 KiB on these boards, grown between calls) */
	o.tt_mb = (b & 0x0e) == 0x0e ? 0 : 1;
	o.threads = 1 + a % SLOTS;
	o.node_limit = (b & 1) ? 1 + (uint64_t)(b >> 1) * 16 : 0;
	o.time_limit_ms = (a & 0x30) == 0x30 ? 1 + (a >> 6) : 0;
	o.progress_nodes = 1 + (uint64_t)(c & 0x1f) * 8;
	o.progress = progress;
	o.user_data = &s->cb;
	if ((c & 0xe0) == 0xe0) {
		/* refused: threads 0 or 65, a table over 64 GiB, a struct too
		 * small */
		switch (b % 4) {
		case 0: o.threads = 0; break;
		case 1: o.threads = 65; break;
		case 2: o.tt_mb = 65537; break;
		default: o.size = 4; break;
		}
		st = dnb_solver_set_options(s->solver, &o);
		FUZZ_CHECK(st == DNB_E_RANGE || st == DNB_E_INVALID);
		return;
	}
	/* the slot of that thread count; a sixteenth of the time the
	 * current solver changes its count in place instead */
	if ((a & 0x0c) != 0x0c || (c & 0x18) != 0x18) {
		if (!slot[o.threads - 1] && !reset_slot(o.threads - 1))
			return;
		s->cur = o.threads - 1;
		s->solver = slot[s->cur];
	}
	FUZZ_CHECK(dnb_solver_set_options(s->solver, &o) == DNB_OK);
	s->has_limit = o.node_limit || o.time_limit_ms;
	s->cb.mode = (enum cb_mode)(c >> 5) % CB_MODES;
	s->cb.cancel_at = 1 + (b >> 4);
}

static void check_bounds(const struct state *s, const dnb_solver_result *r)
{
	FUZZ_CHECK(r->lower <= s->exact && s->exact <= r->upper);
}

/* dnb_solver_solve, or with value_only dnb_solver_value: the same value
 * and bounds, a principal variation whose first move is optimal, and no
 * list of optimal moves. */
static void op_solve(struct state *s, int value_only)
{
	dnb_solver_result r;
	dnb_game *walk = NULL;
	dnb_status st;
	uint32_t nbest = 0;
	int32_t best = DNB_SOLVER_NO_VALUE;

	memset(&r, 0xa5, sizeof r);
	r.size = sizeof r;
	begin(s);
	st = value_only ? dnb_solver_value(s->solver, s->g, &r)
			: dnb_solver_solve(s->solver, s->g, &r);
	end(s, st);
	check_bounds(s, &r);
	if (st != DNB_OK) {
		FUZZ_CHECK(r.best_count == 0 && r.pv_length == 0);
		return;
	}
	FUZZ_CHECK(r.value == s->exact && r.lower == r.value && r.upper == r.value);
	/* The optimal moves: exactly the edges of the best move value. */
	for (size_t e = 0; e < s->n_edges; e++) {
		int32_t v = s->ref_values[e];

		if (v != DNB_SOLVER_NO_VALUE && (best == DNB_SOLVER_NO_VALUE || v > best))
			best = v;
	}
	if (value_only)
		FUZZ_CHECK(r.best_count == 0);
	for (uint32_t i = 0; i < r.best_count; i++) {
		FUZZ_CHECK(r.best_moves[i] < s->n_edges);
		FUZZ_CHECK(s->ref_values[r.best_moves[i]] == best);
		if (i)
			FUZZ_CHECK(r.best_moves[i] > r.best_moves[i - 1]);
	}
	for (size_t e = 0; e < s->n_edges; e++)
		nbest += best != DNB_SOLVER_NO_VALUE && s->ref_values[e] == best;
	if (!value_only)
		FUZZ_CHECK(r.best_count == nbest);
	/* The principal variation is a line of legal moves. */
	FUZZ_CHECK(r.pv_length <= (uint32_t)undrawn(s->g));
	FUZZ_CHECK(dnb_game_clone(s->g, &walk) == DNB_OK);
	for (uint32_t i = 0; i < r.pv_length; i++)
		FUZZ_CHECK(dnb_game_play(walk, r.pv[i], NULL) == DNB_OK);
	if (r.pv_length)
		FUZZ_CHECK(s->ref_values[r.pv[0]] == best);
	dnb_game_free(walk);
}

static void op_move_values(struct state *s)
{
	int32_t vals[DNB_MAX_EDGES];
	size_t cap = s->n_edges, count = 0;
	uint8_t b = fuzz_u8(&s->in);
	dnb_status st;

	for (size_t e = 0; e < DNB_MAX_EDGES; e++)
		vals[e] = 0x5a5a5a5a;
	if (b & 1) {
		/* too small a buffer: the count, nothing written */
		cap = b % s->n_edges;
		st = dnb_solver_move_values(s->solver, s->g, cap ? vals : NULL, cap, &count);
		FUZZ_CHECK(st == DNB_E_BUFSIZE && count == s->n_edges);
		for (size_t e = 0; e < DNB_MAX_EDGES; e++)
			FUZZ_CHECK(vals[e] == 0x5a5a5a5a);
		return;
	}
	begin(s);
	st = dnb_solver_move_values(s->solver, s->g, vals, cap, &count);
	end(s, st);
	FUZZ_CHECK(count == s->n_edges);
	for (size_t e = 0; e < s->n_edges; e++) {
		if (st == DNB_OK || vals[e] != DNB_SOLVER_NO_VALUE)
			FUZZ_CHECK(vals[e] == s->ref_values[e]);
		if (vals[e] != DNB_SOLVER_NO_VALUE)
			FUZZ_CHECK(vals[e] <= s->exact);
	}
	FUZZ_CHECK(vals[s->n_edges] == 0x5a5a5a5a);
}

/*
 * A dnb_*_init() function against its _INIT macro, at a size from the
 * input: below the struct's 1.0 size (the end of its last 1.0 field; these
 * structs have not grown since) DNB_E_INVALID and nothing written; else
 * the macro's bytes as far as both reach, size set to the size asked, and
 * the bytes past the struct left alone.  `call` is the init function
 * called on ptr_ (NULL for size 0) and size_.
 */
#define CHECK_INIT(type, init, last, asked, call)                                       \
	do {                                                                            \
		static const type def_ = init;                                          \
		union {                                                                 \
			type t;                                                         \
			unsigned char b[sizeof(type) + 32];                             \
		} u_;                                                                   \
		size_t min_ = offsetof(type, last) + sizeof(def_.last);                 \
		uint32_t size_ = (asked) % (uint32_t)sizeof(u_.b);                      \
		size_t known_ = size_ < sizeof(type) ? size_ : sizeof(type);            \
		type *ptr_ = size_ ? &u_.t : NULL;                                      \
		dnb_status st_;                                                         \
                                                                                        \
		memset(u_.b, 0xa5, sizeof u_.b);                                        \
		st_ = call;                                                             \
		if (size_ < min_) {                                                     \
			FUZZ_CHECK(st_ == DNB_E_INVALID);                               \
			known_ = 0;                                                     \
		} else {                                                                \
			FUZZ_CHECK(st_ == DNB_OK && u_.t.size == size_);                \
			FUZZ_CHECK(memcmp(u_.b + 4, (const unsigned char *)&def_ + 4,   \
					  known_ - 4) == 0);                            \
		}                                                                       \
		for (size_t i_ = known_; i_ < sizeof u_.b; i_++)                        \
			FUZZ_CHECK(u_.b[i_] == 0xa5);                                   \
	} while (0)

static void op_inits(struct state *s)
{
	uint8_t which = fuzz_u8(&s->in), asked = fuzz_u8(&s->in);

	switch (which % 6) {
	case 0:
		CHECK_INIT(dnb_solver_options, DNB_SOLVER_OPTIONS_INIT, user_data, asked,
			   dnb_solver_options_init(ptr_, size_));
		break;
	case 1:
		CHECK_INIT(dnb_solver_result, DNB_SOLVER_RESULT_INIT, elapsed_ms, asked,
			   dnb_solver_result_init(ptr_, size_));
		break;
	case 2:
		CHECK_INIT(dnb_ai_options, DNB_AI_OPTIONS_INIT, node_limit, asked,
			   dnb_ai_options_init(ptr_, size_));
		break;
	case 3:
		CHECK_INIT(dnb_ai_result, DNB_AI_RESULT_INIT, elapsed_ms, asked,
			   dnb_ai_result_init(ptr_, size_));
		break;
	case 4:
		CHECK_INIT(dnb_endgame_result, DNB_ENDGAME_RESULT_INIT, reserved, asked,
			   dnb_endgame_result_init(ptr_, size_));
		break;
	default:
		CHECK_INIT(dnb_analysis_info, DNB_ANALYSIS_INFO_INIT, margin, asked,
			   dnb_analysis_info_init(ptr_, size_));
		break;
	}
}

/* A move (then the reference again) or an undo back towards the start. */
static void op_play(struct state *s, int undo)
{
	uint32_t moves[DNB_MAX_EDGES];
	size_t n = 0;

	if (undo) {
		/* an undo gives back one edge: stay within MAX_LEFT */
		if (undrawn(s->g) >= MAX_LEFT || dnb_game_undo(s->g) != DNB_OK)
			return;
	} else {
		FUZZ_CHECK(dnb_game_legal_moves(s->g, moves, DNB_MAX_EDGES, &n) == DNB_OK);
		if (n == 0)
			return;
		FUZZ_CHECK(dnb_game_play(s->g, moves[fuzz_u8(&s->in) % n], NULL) == DNB_OK);
	}
	s->known = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct state s;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	uint32_t w, h, rules, moves[DNB_MAX_EDGES];
	size_t n;
	uint8_t b;

	memset(&s, 0, sizeof s);
	s.in.p = data;
	s.in.n = size;
	o.tt_mb = 1;
	if (!ref && dnb_solver_new(&o, &ref) != DNB_OK)
		return 0;
	if (!tiny && dnb_game_new(1, 1, DNB_RULE_NIMSTRING, &tiny) != DNB_OK)
		return 0;
	FUZZ_CHECK(dnb_solver_clear(ref) == DNB_OK);
	for (uint32_t k = 0; k < SLOTS; k++) {
		if (!reset_slot(k))
			return 0;
		FUZZ_CHECK(dnb_solver_clear(slot[k]) == DNB_OK);
	}
	if (!ensure_solver(&s))
		return 0;
	b = fuzz_u8(&s.in);
	w = 1 + b % 3;
	h = 1 + (b >> 2) % 3;
	rules = (b >> 4) & 15u;
	if (!rules_valid(rules))
		rules &= ~DNB_RULE_MISERE;
	if (dnb_game_new(w, h, rules, &s.g) != DNB_OK)
		return 0;
	s.n_edges = (size_t)dnb_game_edge_count(s.g);
	while (undrawn(s.g) > MAX_LEFT) {
		FUZZ_CHECK(dnb_game_legal_moves(s.g, moves, DNB_MAX_EDGES, &n) == DNB_OK);
		FUZZ_CHECK(dnb_game_play(s.g, moves[fuzz_u8(&s.in) % n], NULL) == DNB_OK);
	}
	for (int op = 0; op < MAX_OPS && s.in.n; op++) {
		if (!s.solver && !ensure_solver(&s))
			break;
		switch (fuzz_u8(&s.in) % 9) {
		case 0: case 1: op_options(&s); break;
		case 2: op_solve(&s, 0); break;
		case 3: op_solve(&s, 1); break;
		case 4: op_move_values(&s); break;
		case 5: op_play(&s, 0); break;
		case 6: op_play(&s, 1); break;
		case 7: FUZZ_CHECK(dnb_solver_clear(s.solver) == DNB_OK); break;
		default: op_inits(&s); break;
		}
	}
	dnb_game_free(s.g);
	return 0;
}
