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
 *
 * Emptying the table costs nothing: every page of it (TT_PAGE bytes) has a
 * generation byte, and a page whose byte is not the table's generation
 * reads as empty.  A clear bumps the generation; the first store into a
 * stale page wipes it (one thread claims it, the others skip their stores
 * meanwhile) and then marks it current.  The compact words have no spare
 * bit for a generation of their own, and this way both layouts stay as
 * they were.  When the generation would wrap, every page is marked stale
 * at once (a memset of the bytes, 1/4096 of the table).
 *
 * The memory is an anonymous mapping: the system gives a page when it is
 * first written, inside the search and its clock.  A table larger than the
 * physical memory is refused; the mapping is not MAP_NORESERVE, so a system
 * that accounts memory strictly refuses what it cannot give at once.
 *
 * Those first writes are what a table costs: the kernel finds and zeroes
 * each page (about 0.3 to 1 ms a MiB here, 0.25 to 0.96 s for 1 GiB), and
 * a search of a few thousand nodes touches a page per store.  So with
 * tt_mb 0 the size follows the position (sv_tt_auto_bytes): the rule and
 * the measurements it comes from are in bench/results/solver.md, "The size
 * of the table".
 */
#define _DEFAULT_SOURCE 1 /* madvise(MADV_HUGEPAGE), MAP_ANONYMOUS */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common/bits-priv.h"
#include "solver/tt-priv.h"

#define BUCKET 4
#define VALID (UINT64_C(1) << 63)

/* The compact entry: key << 24 | lo + 64 << 17 | hi + 64 << 10 | move << 4 |
 * depth / 3.  lo + 64 is never 0, so an all-zero word is an empty slot. */
#define CBUCKET 8
#define CKEY_SHIFT 24
#define CVAL_MAX 63
#define CMOVE_NONE 63

/* Pages of the table with one generation byte each: 64 buckets. */
#define TT_PAGE 4096u
#define PAGE_WORDS (TT_PAGE / sizeof(uint64_t))
#define PAGE_BUCKETS (TT_PAGE / 64u)
#define GEN_WIPING 255u /* a thread is wiping the page */
#define GEN_LAST 254u   /* the last generation before the wrap */
#define HUGE_PAGE (2u << 20)

static uint64_t hash(uint64_t x)
{
	x ^= x >> 31;
	x *= UINT64_C(0x9e3779b97f4a7c15);
	x ^= x >> 29;
	return x;
}

/* The machine's physical memory in bytes, 0 when unknown. */
static uint64_t physical_bytes(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);

	if (pages <= 0 || size <= 0)
		return 0;
	return (uint64_t)pages * (uint64_t)size;
}

/* Whether `bytes` of table fit in the machine's physical memory. */
static int fits_memory(uint64_t bytes)
{
	uint64_t phys = physical_bytes();

	return phys == 0 || bytes <= phys; /* unknown: leave it to the mapping */
}

uint64_t sv_tt_auto_bytes(const struct sv_ctx *c, int edges)
{
	int doublings;
	uint64_t bytes, cap = physical_bytes() / SV_TT_AUTO_SHARE;

	/* a single row keeps far fewer positions for its edges (its keys are
	 * multisets of segments) */
	if (c->row_mode)
		doublings = (edges - SV_TT_AUTO_ROW_EDGES) / 2;
	else if (c->kind == SV_MISERE)
		doublings = (edges + SV_TT_AUTO_MISERE_EDGES - SV_TT_AUTO_EDGES) * 5 / 6;
	else
		doublings = (edges - SV_TT_AUTO_EDGES) * 5 / 6;
	if (doublings <= 0)
		return SV_TT_AUTO_MIN;
	bytes = doublings >= 40 ? UINT64_MAX : SV_TT_AUTO_MIN << doublings;
	if (cap == 0 || cap > SV_TT_AUTO_MAX)
		cap = SV_TT_AUTO_MAX;
	if (cap < SV_TT_AUTO_MIN)
		cap = SV_TT_AUTO_MIN;
	/* a power of two, as the table is made: a cap of a quarter of the
	 * memory is seldom one, and a size the table never has would make
	 * the solver replace its table by one as large at every call */
	return sv_tt_round(bytes < cap ? bytes : cap);
}

#ifdef __EMSCRIPTEN__
/* emscripten's munmap frees only whole mappings, from their start (and it
 * has neither huge pages nor a working madvise): no trimming there */
#define TT_HUGE_ALIGN 0
#else
#define TT_HUGE_ALIGN 1
#endif

/* `bytes` of zero memory, aligned on HUGE_PAGE when that large (large pages
 * where the system has them, since every probe lands on a random page);
 * NULL when it cannot be had.  Nothing is touched. */
static void *map_zeroed(size_t bytes)
{
	size_t align = TT_HUGE_ALIGN && bytes >= HUGE_PAGE ? HUGE_PAGE : 0, head;
	char *m;

	if (bytes > SIZE_MAX - align)
		return NULL;
	m = mmap(NULL, bytes + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
		 0);
	if (m == MAP_FAILED)
		return NULL;
	if (!align)
		return m;
	/* keep the aligned part only */
	head = (size_t)(-(uintptr_t)m & (align - 1));
	if (head)
		munmap(m, head);
	if (align - head)
		munmap(m + head + bytes, align - head);
	m += head;
#ifdef MADV_HUGEPAGE
	madvise(m, bytes, MADV_HUGEPAGE);
#endif
	return m;
}

uint64_t sv_tt_round(uint64_t bytes)
{
	uint64_t buckets = PAGE_BUCKETS; /* at least one page */

	while (buckets < (UINT64_C(1) << 50) && buckets * 2 * BUCKET * 2 * sizeof(uint64_t) <= bytes)
		buckets *= 2;
	return buckets * BUCKET * 2 * sizeof(uint64_t);
}

int sv_tt_init(struct sv_tt *t, uint64_t bytes)
{
	uint64_t buckets;
	void *mem;

	bytes = sv_tt_round(bytes);
	buckets = bytes / (BUCKET * 2 * sizeof(uint64_t));
	if (bytes > SIZE_MAX || !fits_memory(bytes))
		return 0;
	/* (whole pages) */
	mem = map_zeroed((size_t)bytes);
	if (!mem)
		return 0;
	t->page_gen = calloc((size_t)(bytes / TT_PAGE), 1);
	if (!t->page_gen) {
		munmap(mem, (size_t)bytes);
		return 0;
	}
	t->slots = mem;
	t->bytes = (size_t)bytes;
	t->mask = buckets - 1;
	t->gen = 0; /* the pages' bytes, and the zero pages themselves are empty */
	t->ctx_id = 0;
	t->compact = 0;
	t->clean = 1;
	return 1;
}

void sv_tt_free(struct sv_tt *t)
{
	if (t->slots)
		munmap((void *)t->slots, t->bytes);
	free((void *)t->page_gen);
	t->slots = NULL;
	t->page_gen = NULL;
}

void sv_tt_clear(struct sv_tt *t)
{
	if (t->clean)
		return;
	if (t->gen == GEN_LAST) {
		/* the wrap: generation 0 is stale nowhere, so restart from 1
		 * with every page marked 0 (no thread is searching now) */
		memset((void *)t->page_gen, 0, t->bytes / TT_PAGE);
		t->gen = 1;
	} else {
		t->gen++;
	}
	t->clean = 1;
}

/* Whether a page of the current generation holds bucket b. */
static int page_current(const struct sv_tt *t, uint64_t b)
{
	return atomic_load_explicit(&t->page_gen[b / PAGE_BUCKETS], memory_order_acquire) ==
	       t->gen;
}

/* Make bucket b's page current before a store: 1 when it is, 0 when
 * another thread is wiping it (the store is dropped, as a replaced entry
 * would be). */
static int page_claim(struct sv_tt *t, uint64_t b)
{
	_Atomic uint8_t *g = &t->page_gen[b / PAGE_BUCKETS];
	_Atomic uint64_t *w = t->slots + b / PAGE_BUCKETS * PAGE_WORDS;
	uint8_t old = atomic_load_explicit(g, memory_order_acquire);

	if (old == t->gen)
		return 1;
	if (old == GEN_WIPING || !atomic_compare_exchange_strong(g, &old, GEN_WIPING))
		return 0;
	for (size_t i = 0; i < PAGE_WORDS; i++)
		atomic_store_explicit(&w[i], 0, memory_order_relaxed);
	atomic_store_explicit(g, (uint8_t)t->gen, memory_order_release);
	return 1;
}

static uint64_t pack(int lo, int hi, int move, int depth)
{
	return VALID | (uint64_t)(lo + 512) | (uint64_t)(hi + 512) << 10 |
	       (uint64_t)(uint8_t)move << 20 | (uint64_t)(uint8_t)depth << 28;
}

/* A key's bucket number, and the bucket: one cache line of 8 words in both
 * layouts. */
_Static_assert(BUCKET * 2 == CBUCKET, "both layouts use 8-word buckets");
static uint64_t bucket_of(const struct sv_tt *t, uint64_t key)
{
	return hash(key) & t->mask;
}

static _Atomic uint64_t *bucket(const struct sv_tt *t, uint64_t b)
{
	return t->slots + b * CBUCKET;
}

void sv_tt_prefetch(const struct sv_tt *t, uint64_t key)
{
	__builtin_prefetch((const void *)bucket(t, bucket_of(t, key)));
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

static int probe_compact(_Atomic uint64_t *b, uint64_t key, int *lo, int *hi, int *move)
{
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

static void store_compact(_Atomic uint64_t *b, uint64_t key, int lo, int hi, int move,
			  int depth)
{
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
	uint64_t n = bucket_of(t, key);
	_Atomic uint64_t *b = bucket(t, n);

	if (!page_current(t, n))
		return 0;
	if (t->compact)
		return probe_compact(b, key, lo, hi, move);

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
	uint64_t n = bucket_of(t, key);
	_Atomic uint64_t *b = bucket(t, n);
	int victim = 0, vdepth = 1 << 30;
	uint64_t d;

	if (!page_claim(t, n))
		return;
	if (t->compact) {
		store_compact(b, key, lo, hi, move, depth);
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
