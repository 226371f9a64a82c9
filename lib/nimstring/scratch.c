/* SPDX-License-Identifier: MIT */
/* The evaluator's scratch memory (scratch-priv.h).  Under AddressSanitizer
 * what is given back is poisoned, so a use after scratch_release is still
 * reported as a use after free would be, and each allocation is followed
 * by a poisoned gap, as malloc's redzones would be, so that running past
 * the end of one array into the next is reported too.  Under valgrind
 * (where its header is installed) what is handed out is marked undefined,
 * so that reading a byte of reused scratch never written is reported. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "nimstring/scratch-priv.h"

#if defined(__SANITIZE_ADDRESS__)
#define SCRATCH_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SCRATCH_ASAN 1
#endif
#endif

#ifdef SCRATCH_ASAN
/* The sanitizer's own header has a const pointer, which makes gcc warn that
 * a new block's bytes are read uninitialised; the calls only mark them. */
void __asan_poison_memory_region(void volatile *addr, size_t size);
void __asan_unpoison_memory_region(void volatile *addr, size_t size);
#define POISON(p, n) __asan_poison_memory_region((p), (n))
#define UNPOISON(p, n) __asan_unpoison_memory_region((p), (n))
#define REDZONE ((size_t)32)
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#define REDZONE ((size_t)0)
#endif

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define UNDEFINED(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#endif
#endif
#ifndef UNDEFINED
#define UNDEFINED(p, n) ((void)(p), (void)(n))
#endif

/* What a request of `bytes` takes of a block, and hands out. */
static void *handed_out(unsigned char *p, size_t bytes)
{
	UNPOISON(p, bytes);
	UNDEFINED(p, bytes);
	return p;
}

/* A block is at least this big: a 5x5 search needs a few KiB a level.
 * (test-nomem builds this file with tiny blocks, so that every allocation
 * of a search can be made to fail.) */
#ifndef SCRATCH_BLOCK_MIN
#define SCRATCH_BLOCK_MIN ((size_t)64 << 10)
#endif
#define BLOCK_MIN ((size_t)(SCRATCH_BLOCK_MIN))
#define ALIGN ((size_t)_Alignof(max_align_t))

struct scratch_block {
	struct scratch_block *next;
	size_t size;
	max_align_t data[]; /* size bytes */
};

static unsigned char *block_data(struct scratch_block *b)
{
	return (unsigned char *)b->data;
}

void scratch_free(struct scratch *sc)
{
	struct scratch_block *b = sc->first;

	while (b) {
		struct scratch_block *next = b->next;

		UNPOISON(block_data(b), b->size);
		free(b);
		b = next;
	}
	scratch_init(sc);
}

/* A new block of at least `bytes` after cur (or first), the rest of the
 * chain kept behind it. */
static struct scratch_block *block_insert(struct scratch *sc, size_t bytes)
{
	size_t size = bytes > BLOCK_MIN ? bytes : BLOCK_MIN;
	struct scratch_block *b;

	if (size > SIZE_MAX - sizeof(*b))
		return NULL;
	b = malloc(sizeof(*b) + size);
	if (!b)
		return NULL;
	b->size = size;
	POISON(block_data(b), size);
	if (sc->cur) {
		b->next = sc->cur->next;
		sc->cur->next = b;
	} else {
		b->next = sc->first;
		sc->first = b;
	}
	return b;
}

void *scratch_alloc(struct scratch *sc, size_t bytes)
{
	struct scratch_block *b;
	unsigned char *p;
	size_t step;

	/* no block that big could be had: refuse before any arithmetic */
	if (bytes > SIZE_MAX / 4)
		return NULL;
	step = (bytes ? (bytes + ALIGN - 1) & ~(ALIGN - 1) : ALIGN) + REDZONE;
	if (sc->cur && sc->cur->size - sc->used >= step) {
		p = block_data(sc->cur) + sc->used;
		sc->used += step;
		return handed_out(p, bytes);
	}
	/* the next block if it is big enough, else a new one before it */
	b = sc->cur ? sc->cur->next : sc->first;
	if (!b || b->size < step)
		b = block_insert(sc, step);
	if (!b)
		return NULL;
	sc->cur = b;
	sc->used = step;
	return handed_out(block_data(b), bytes);
}

void scratch_release(struct scratch *sc, struct scratch_mark m)
{
#ifdef SCRATCH_ASAN
	/* poison what is given back: from the mark to cur's top */
	for (struct scratch_block *b = m.block ? m.block : sc->first; b && sc->cur; b = b->next) {
		size_t from = b == m.block ? m.used : 0;
		size_t to = b == sc->cur ? sc->used : b->size;

		if (to > from)
			POISON(block_data(b) + from, to - from);
		if (b == sc->cur)
			break;
	}
#endif
	sc->cur = m.block;
	sc->used = m.used;
}
