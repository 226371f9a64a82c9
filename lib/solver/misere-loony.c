/* SPDX-License-Identifier: MIT */
/*
 * The misère counterpart of the loony endgame: the exact value of a
 * position in which every box left has two or three sides drawn, under
 * misère scoring without compulsory capture.
 *
 * Such a position is a sum of independent components, each a path or a
 * cycle of boxes in the strings-and-coins graph, and its value depends
 * only on which components there are (an isomorphism of the graph keeps
 * every value).  With L the boxes of a component:
 *   C_L  a chain, both ends on the border, every box with two sides;
 *   O_L  an opened chain: its first box has three sides, the far end is on
 *        the border;
 *   B_L  a chain between two boxes with three sides;
 *   P_L  a loop, every box with two sides.
 * O_1, B_2 and B_3 are pure capture components (misere.c): they only add
 * their boxes to K, what the player to move at the end must take.  With
 * e_i the edge after the i-th box, the moves are
 *   C_L: an end edge -> O_L; e_i (0 < i < L) -> O_i + O_(L-i);
 *   O_L: e_1 takes a box, same player -> O_(L-1); e_i (1 < i < L) ->
 *        B_i + O_(L-i); the border edge -> B_L;
 *   B_L: e_1 or e_(L-1) takes a box, same player -> B_(L-1); e_i
 *        (1 < i < L-1) -> B_i + B_(L-i);
 *   P_L: any edge -> B_L;
 * every move but a capture passes the turn, and mirror images (e_i and
 * e_(L-i)) are one move.  By the pure-component rule the value is
 * W(S, K) = max over these moves, -K when nothing but K is left.
 *
 * Values are kept in the solver's lock-free cache (sv_ctx.misere_cache,
 * shared by its threads, emptied with its table by dnb_solver_clear, so
 * that what a search finds depends on the solver's history as with the
 * table, never on other solvers): W is a function of the components alone
 * (not of the board or the rules' other flags), so entries never go stale
 * from one board to the next.  The key is exact: up to nine
 * components of at most 15 boxes, six bits each, and K below 64; a state
 * that needs a larger one, or more than BUDGET new states in one call, is
 * left to the main search.  Checked against exhaustive search
 * by tests/solver/test-solver-cross.c (misère variants).
 */
#include <stdatomic.h>
#include <string.h>

#include "common/bits-priv.h"
#include "solver/misere-loony-priv.h"

enum { CH, OP, BT, LP }; /* C_L, O_L, B_L, P_L */
#define MAX_COMPS 48
#define KEY_COMPS 9
#define MAX_LEN 15
#define CACHE_BITS SV_MISERE_CACHE_BITS

struct state {
	int n, k;                /* components; boxes in pure components */
	uint8_t comp[MAX_COMPS]; /* type << 4 | length */
	_Atomic uint64_t *cache; /* the solver's (sv_ctx.misere_cache) */
};


/* The exact key of a state (its components sorted), 0 if it has none or
 * does not fit. */
static uint64_t state_key(const struct state *s)
{
	uint8_t c[KEY_COMPS];
	uint64_t key = 0;

	if (s->n == 0 || s->n > KEY_COMPS || s->k >= 64)
		return 0;
	memcpy(c, s->comp, (size_t)s->n);
	for (int i = 1; i < s->n; i++) {
		uint8_t x = c[i];
		int j = i;
		for (; j > 0 && c[j - 1] < x; j--)
			c[j] = c[j - 1];
		c[j] = x;
	}
	for (int i = 0; i < s->n; i++)
		key = key << 6 | c[i];
	return key | (uint64_t)s->k << 54;
}

static uint64_t slot_of(uint64_t key)
{
	key ^= key >> 31;
	key *= UINT64_C(0x9e3779b97f4a7c15);
	return (key >> (64 - CACHE_BITS)) * 2;
}

/* Add a component of type t and length len (pure ones go to K). */
static void add(struct state *s, int t, int len)
{
	if ((t == OP && len == 1) || (t == BT && len <= 3))
		s->k += len;
	else
		s->comp[s->n++] = (uint8_t)(t << 4 | len);
}

/* A value too costly to find: the abstract nodes one call may visit are
 * bounded (BUDGET), so that a call returns in a fraction of a millisecond
 * and the solver's limits hold; states that do not fit a key are not
 * searched at all (their orders of play would not merge). */
#define NO_VALUE (-1000)
#define BUDGET 4096

static int value(const struct state *s, int *budget);

/* The state without component i, plus up to two new ones (t < 0: none):
 * its value for the player who made the move, or NO_VALUE. */
static int child(const struct state *s, int i, int t1, int l1, int t2, int l2, int capture,
		 int *budget)
{
	struct state c = *s;
	int v;

	c.comp[i] = c.comp[--c.n];
	if (t1 >= 0)
		add(&c, t1, l1);
	if (t2 >= 0)
		add(&c, t2, l2);
	v = value(&c, budget);
	if (v == NO_VALUE)
		return NO_VALUE;
	return capture ? v - 1 : -v;
}

static int search(const struct state *s, int *budget)
{
	int best = NO_VALUE + 1;

#define TRY(x)                               \
	do {                                 \
		int v_ = (x);                \
		if (v_ == NO_VALUE)          \
			return NO_VALUE;     \
		if (v_ > best)               \
			best = v_;           \
	} while (0)
	for (int i = 0; i < s->n; i++) {
		int t = s->comp[i] >> 4, len = s->comp[i] & 15, dup = 0;
		for (int j = 0; j < i; j++)
			dup |= s->comp[j] == s->comp[i];
		if (dup)
			continue; /* the same moves as an earlier twin */
		switch (t) {
		case CH:
			TRY(child(s, i, OP, len, -1, 0, 0, budget));
			for (int e = 1; e <= len / 2; e++)
				TRY(child(s, i, OP, e, OP, len - e, 0, budget));
			break;
		case OP:
			TRY(child(s, i, OP, len - 1, -1, 0, 1, budget));
			for (int e = 2; e < len; e++)
				TRY(child(s, i, BT, e, OP, len - e, 0, budget));
			TRY(child(s, i, BT, len, -1, 0, 0, budget));
			break;
		case BT:
			TRY(child(s, i, BT, len - 1, -1, 0, 1, budget));
			for (int e = 2; e <= len / 2; e++)
				TRY(child(s, i, BT, e, BT, len - e, 0, budget));
			break;
		default:
			TRY(child(s, i, BT, len, -1, 0, 0, budget));
			break;
		}
	}
#undef TRY
	return best;
}

/* The cache word of a value: the value, and above it bits of the key's
 * hash, so that a pair torn by two writers to one slot (the first word of
 * one, the second of the other) does not pass the check as a neighbouring
 * key: key ^ data alone would, the values being a few bits wide. */
static uint64_t cache_data(uint64_t key, int v)
{
	return (key * UINT64_C(0x9e3779b97f4a7c15) & ~UINT64_C(0xFF)) | (uint64_t)(v + 128);
}

static int value(const struct state *s, int *budget)
{
	_Atomic uint64_t *cache = s->cache;
	uint64_t key, at, d;
	int v;

	if (s->n == 0)
		return -s->k;
	key = state_key(s);
	if (!key)
		return NO_VALUE;
	at = slot_of(key);
	d = atomic_load_explicit(&cache[at + 1], memory_order_relaxed);
	if ((atomic_load_explicit(&cache[at], memory_order_relaxed) ^ d) == key &&
	    d == cache_data(key, (int)(d & 0xFF) - 128))
		return (int)(d & 0xFF) - 128;
	if (--*budget < 0)
		return NO_VALUE;
	v = search(s, budget);
	if (v == NO_VALUE)
		return NO_VALUE;
	d = cache_data(key, v);
	atomic_store_explicit(&cache[at], key ^ d, memory_order_relaxed);
	atomic_store_explicit(&cache[at + 1], d, memory_order_relaxed);
	return v;
}

static inline uint8_t far_box(const struct sv_ctx *c, uint32_t e, uint8_t b)
{
	return c->eb[e][0] == b ? c->eb[e][1] : c->eb[e][0];
}

/* Walk from box b leaving by edge e through boxes with two sides; marks
 * them seen, returns the boxes passed (b included) and the box where the
 * walk stopped (SV_NONE: the border; b: around a loop). */
static int walk(const struct sv_ctx *c, const struct sv_pos *p, uint8_t b, uint32_t e,
		uint8_t *seen, uint8_t *end)
{
	uint8_t m = far_box(c, e, b);
	int len = 1;

	seen[b] = 1;
	while (m != SV_NONE && m != b && p->sides[m] == 2) {
		seen[m] = 1;
		len++;
		e = bits_lowest(c->boxmask[m] & ~p->drawn & ~(UINT64_C(1) << e));
		m = far_box(c, e, m);
	}
	if (m != SV_NONE && m != b) {
		seen[m] = 1; /* a box with three sides ends the path */
		len++;
	}
	*end = m;
	return len;
}

int sv_misere_loony(const struct sv_ctx *c, const struct sv_pos *p, int *out)
{
	uint8_t seen[SV_MAX_BOXES];
	struct state s;
	int budget, v;

	if (c->kind != SV_MISERE || c->compulsory || p->odd != p->n3 ||
	    (c->disable & DNB_SOLVER_NO_ENDGAME) || !c->misere_cache)
		return 0;
	memset(seen, 0, c->nbox);
	s.n = s.k = 0;
	s.cache = c->misere_cache;
	/* paths from a box with three sides, then from the border, then loops */
	for (int pass = 0; pass < 3; pass++) {
		for (uint32_t b = 0; b < c->nbox; b++) {
			uint64_t free = c->boxmask[b] & ~p->drawn;
			uint32_t e;
			uint8_t end;
			int len, t;
			/* a box with four sides has no free edge to leave by */
			if (seen[b] || p->sides[b] == 4)
				continue;
			e = bits_lowest(free);
			if (pass == 0) {
				if (p->sides[b] != 3)
					continue;
				len = walk(c, p, (uint8_t)b, e, seen, &end);
				t = end == SV_NONE ? OP : BT;
			} else if (pass == 1) {
				/* a box with an edge on the border: leave by the other */
				uint32_t f = bits_lowest(free & (free - 1));
				if (far_box(c, e, (uint8_t)b) == SV_NONE)
					e = f;
				else if (far_box(c, f, (uint8_t)b) != SV_NONE)
					continue;
				len = walk(c, p, (uint8_t)b, e, seen, &end);
				t = CH;
			} else {
				len = walk(c, p, (uint8_t)b, e, seen, &end);
				t = LP;
			}
			if (len > MAX_LEN || s.n == MAX_COMPS)
				return 0;
			add(&s, t, len);
		}
	}
	budget = BUDGET;
	v = value(&s, &budget);
	if (v == NO_VALUE)
		return 0;
	*out = v;
	return 1;
}
