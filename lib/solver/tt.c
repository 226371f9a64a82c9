/* SPDX-License-Identifier: MIT */
/*
 * The transposition table, shared by the search threads without locks.
 * A position's value depends only on its drawn edges, so the key is the
 * canonical edge mask itself (exact, no hash collisions).  Each entry is
 * two atomic words (key ^ data, data): a torn write from another thread
 * fails the key check and reads as a miss.  Buckets of four entries fill a
 * cache line; the entry with the smallest subtree is replaced first.
 *
 * Small boards (at most 40 relevant edges, so keys below 2^40, and at most
 * 62 boxes, so values within +-62) use a compact layout instead: one word
 * per entry, eight to a bucket, so the same memory holds twice the
 * positions.  That matters on 4x4 (40 edges), whose search is bound by the
 * table's size; a bigger table is a poor answer, since past about 1 GiB the
 * probes also miss the TLB (2.6 times slower per node at 4 GiB).  A single
 * word cannot be torn.
 */
#define _DEFAULT_SOURCE 1 /* madvise(MADV_HUGEPAGE) */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "solver/tt-priv.h"

#define BUCKET 4
#define VALID (UINT64_C(1) << 63)

/* The compact entry: key << 24 | lo + 64 << 17 | hi + 64 << 10 | move << 4 |
 * depth / 3.  lo + 64 is never 0, so an all-zero word is an empty slot. */
#define CBUCKET 8
#define CKEY_SHIFT 24
#define CVAL_MAX 63
#define CMOVE_NONE 63

static uint64_t hash(uint64_t x)
{
	x ^= x >> 31;
	x *= UINT64_C(0x9e3779b97f4a7c15);
	x ^= x >> 29;
	return x;
}

int sv_tt_init(struct sv_tt *t, uint32_t mb)
{
	uint64_t bytes = (uint64_t)mb << 20, buckets = 1;
	void *mem;

	while (buckets * 2 * BUCKET * 2 * sizeof(uint64_t) <= bytes)
		buckets *= 2;
	t->bytes = (size_t)(buckets * BUCKET * 2 * sizeof(uint64_t));
	/* buckets on cache lines; large pages where the system has them, since
	 * every probe lands on a random page */
	if (posix_memalign(&mem, t->bytes >= (2u << 20) ? (2u << 20) : 64, t->bytes) != 0)
		mem = NULL;
	t->slots = mem;
	if (!mem)
		return 0;
#ifdef MADV_HUGEPAGE
	if (t->bytes >= (2u << 20))
		madvise(mem, t->bytes, MADV_HUGEPAGE);
#endif
	memset(mem, 0, t->bytes);
	t->mask = buckets - 1;
	t->ctx_id = 0;
	t->compact = 0;
	t->clean = 1;
	return t->slots != NULL;
}

void sv_tt_free(struct sv_tt *t)
{
	free((void *)t->slots);
	t->slots = NULL;
}

void sv_tt_clear(struct sv_tt *t)
{
	size_t n = (size_t)(t->mask + 1) * BUCKET * 2;

	if (t->clean)
		return;
	for (size_t i = 0; i < n; i++)
		atomic_store_explicit(&t->slots[i], 0, memory_order_relaxed);
	t->clean = 1;
}

static uint64_t pack(int lo, int hi, int move, int depth)
{
	return VALID | (uint64_t)(lo + 512) | (uint64_t)(hi + 512) << 10 |
	       (uint64_t)(uint8_t)move << 20 | (uint64_t)(uint8_t)depth << 28;
}

/* A key's bucket: one cache line of 8 words in both layouts. */
_Static_assert(BUCKET * 2 == CBUCKET, "both layouts use 8-word buckets");
static _Atomic uint64_t *bucket(const struct sv_tt *t, uint64_t key)
{
	return t->slots + (hash(key) & t->mask) * CBUCKET;
}

void sv_tt_prefetch(const struct sv_tt *t, uint64_t key)
{
	__builtin_prefetch((const void *)bucket(t, key));
}

static int clamp_value(int v)
{
	return v < -CVAL_MAX ? -CVAL_MAX : v > CVAL_MAX ? CVAL_MAX : v;
}

void sv_tt_set_compact(struct sv_tt *t, int compact)
{
	t->compact = compact;
}

static int compact_lo(uint64_t d)
{
	return (int)((d >> 17) & 127) - 64;
}

static int compact_hi(uint64_t d)
{
	return (int)((d >> 10) & 127) - 64;
}

static int probe_compact(const struct sv_tt *t, uint64_t key, int *lo, int *hi, int *move)
{
	_Atomic uint64_t *b = bucket(t, key);

	for (int i = 0; i < CBUCKET; i++) {
		uint64_t d = atomic_load_explicit(&b[i], memory_order_relaxed);
		if (d && (d >> CKEY_SHIFT) == key) {
			*lo = compact_lo(d);
			*hi = compact_hi(d);
			*move = (int)((d >> 4) & 63);
			if (*move == CMOVE_NONE)
				*move = -1;
			return 1;
		}
	}
	return 0;
}

static void store_compact(struct sv_tt *t, uint64_t key, int lo, int hi, int move, int depth)
{
	_Atomic uint64_t *b = bucket(t, key);
	int victim = 0, vdepth = 1 << 30;

	lo = clamp_value(lo);
	hi = clamp_value(hi);
	for (int i = 0; i < CBUCKET; i++) {
		uint64_t d = atomic_load_explicit(&b[i], memory_order_relaxed);
		int dep;
		if (!d) {
			victim = i;
			break;
		}
		if ((d >> CKEY_SHIFT) == key) {
			int olo = compact_lo(d), ohi = compact_hi(d);
			if (olo > lo)
				lo = olo;
			if (ohi < hi)
				hi = ohi;
			if (lo > hi)
				lo = hi;
			victim = i;
			break;
		}
		dep = (int)(d & 15);
		if (dep < vdepth) {
			vdepth = dep;
			victim = i;
		}
	}
	depth /= 3;
	atomic_store_explicit(&b[victim],
			      key << CKEY_SHIFT | (uint64_t)(lo + 64) << 17 |
				      (uint64_t)(hi + 64) << 10 |
				      (uint64_t)(move < 0 ? CMOVE_NONE : move) << 4 |
				      (uint64_t)(depth > 15 ? 15 : depth),
			      memory_order_relaxed);
}

int sv_tt_probe(const struct sv_tt *t, uint64_t key, int *lo, int *hi, int *move)
{
	_Atomic uint64_t *b = bucket(t, key);

	if (t->compact)
		return probe_compact(t, key, lo, hi, move);

	for (int i = 0; i < BUCKET; i++) {
		uint64_t k = atomic_load_explicit(&b[2 * i], memory_order_relaxed);
		uint64_t d = atomic_load_explicit(&b[2 * i + 1], memory_order_relaxed);
		if ((d & VALID) && (k ^ d) == key) {
			*lo = (int)(d & 1023) - 512;
			*hi = (int)((d >> 10) & 1023) - 512;
			*move = (int)((d >> 20) & 255);
			if (*move == 255)
				*move = -1;
			return 1;
		}
	}
	return 0;
}

void sv_tt_store(struct sv_tt *t, uint64_t key, int lo, int hi, int move, int depth)
{
	_Atomic uint64_t *b = bucket(t, key);
	int victim = 0, vdepth = 1 << 30;
	uint64_t d;

	if (t->compact) {
		store_compact(t, key, lo, hi, move, depth);
		return;
	}

	for (int i = 0; i < BUCKET; i++) {
		uint64_t k = atomic_load_explicit(&b[2 * i], memory_order_relaxed);
		uint64_t od = atomic_load_explicit(&b[2 * i + 1], memory_order_relaxed);
		int dep;
		if (!(od & VALID)) {
			victim = i;
			break;
		}
		if ((k ^ od) == key) {
			/* same position: keep the tighter of both bound pairs */
			int olo = (int)(od & 1023) - 512, ohi = (int)((od >> 10) & 1023) - 512;
			if (olo > lo)
				lo = olo;
			if (ohi < hi)
				hi = ohi;
			if (lo > hi) /* a race wrote something stale: trust the new */
				lo = hi;
			victim = i;
			break;
		}
		dep = (int)((od >> 28) & 255);
		if (dep < vdepth) {
			vdepth = dep;
			victim = i;
		}
	}
	d = pack(lo, hi, move < 0 ? 255 : move, depth);
	atomic_store_explicit(&b[2 * victim + 1], d, memory_order_relaxed);
	atomic_store_explicit(&b[2 * victim], key ^ d, memory_order_relaxed);
}
