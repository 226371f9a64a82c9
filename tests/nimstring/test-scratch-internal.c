/* SPDX-License-Identifier: MIT */
/*
 * The evaluator's scratch memory on its own: what is allocated is aligned
 * and writable and does not overlap anything still held, a release gives
 * back exactly what came after its mark (held memory keeps its bytes), the
 * blocks are reused rather than allocated again, and a request bigger than
 * any block gets a block of its own; under AddressSanitizer, what is given
 * back is poisoned and what is handed out is not.  White-box: it calls the
 * scratch directly.
 */
#include <stdalign.h>
#include <stddef.h>
#include <string.h>

#include "common.h"
#include "nimstring/scratch-priv.h"

#if defined(__SANITIZE_ADDRESS__)
#define TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_ASAN 1
#endif
#endif
#ifdef TEST_ASAN
#include <sanitizer/asan_interface.h>
#endif

static int aligned(const void *p)
{
	return (uintptr_t)p % alignof(max_align_t) == 0;
}

static size_t blocks(const struct scratch *sc)
{
	size_t n = 0;

	/* the block's first field is its next pointer */
	for (void *b = sc->first; b; b = *(void **)b)
		n++;
	return n;
}

START_TEST(stack_of_frames)
{
	struct scratch sc;
	unsigned char *held[64];
	struct scratch_mark marks[64];

	scratch_init(&sc);
	/* 64 nested frames of growing sizes, each filled with its own byte */
	for (int i = 0; i < 64; i++) {
		size_t n = 1 + (size_t)i * 997;
		marks[i] = scratch_mark(&sc);
		held[i] = scratch_alloc(&sc, n);
		ck_assert_ptr_nonnull(held[i]);
		ck_assert(aligned(held[i]));
		memset(held[i], i, n);
	}
	/* unwound: every frame still below holds its bytes */
	for (int i = 63; i >= 0; i--) {
		size_t n = 1 + (size_t)i * 997, wrong = 0;
		for (size_t k = 0; k < n; k++)
			wrong += held[i][k] != (unsigned char)i;
		ck_assert_uint_eq(wrong, 0);
		scratch_release(&sc, marks[i]);
	}
	ck_assert_ptr_null(sc.cur);
	scratch_free(&sc);
}
END_TEST

START_TEST(reuse_after_release)
{
	struct scratch sc;
	struct scratch_mark m;
	size_t before;
	void *a, *b;

	scratch_init(&sc);
	m = scratch_mark(&sc);
	a = scratch_alloc(&sc, 100);
	for (int i = 0; i < 100; i++)
		ck_assert_ptr_nonnull(scratch_alloc(&sc, 10000));
	before = blocks(&sc);
	ck_assert_uint_gt(before, 1);
	/* the same work again after a release takes no block more, and
	 * starts where the first did */
	for (int round = 0; round < 3; round++) {
		scratch_release(&sc, m);
		b = scratch_alloc(&sc, 100);
		ck_assert_ptr_eq(a, b);
		for (int i = 0; i < 100; i++)
			ck_assert_ptr_nonnull(scratch_alloc(&sc, 10000));
		ck_assert_uint_eq(blocks(&sc), before);
	}
	scratch_free(&sc);
	ck_assert_ptr_null(sc.first);
	scratch_free(&sc); /* twice is harmless */
}
END_TEST

START_TEST(big_requests)
{
	struct scratch sc;
	struct scratch_mark m;
	unsigned char *small, *big, *again;

	scratch_init(&sc);
	small = scratch_alloc(&sc, 16);
	small[0] = 7;
	m = scratch_mark(&sc);
	/* bigger than a block: a block of its own after the first */
	big = scratch_alloc(&sc, (size_t)1 << 20);
	ck_assert_ptr_nonnull(big);
	memset(big, 1, (size_t)1 << 20);
	ck_assert_uint_eq(small[0], 7);
	ck_assert_uint_eq(blocks(&sc), 2);
	scratch_release(&sc, m);
	/* a request the next block cannot hold gets a new block ahead of it */
	again = scratch_alloc(&sc, ((size_t)1 << 20) + 1);
	ck_assert_ptr_nonnull(again);
	ck_assert_uint_eq(blocks(&sc), 3);
	/* zero bytes is a valid, distinct allocation */
	ck_assert_ptr_nonnull(scratch_alloc(&sc, 0));
	ck_assert_ptr_null(scratch_alloc(&sc, SIZE_MAX));
	ck_assert_ptr_null(scratch_alloc(&sc, SIZE_MAX - 8));
	ck_assert_ptr_null(scratch_alloc(&sc, SIZE_MAX - 40));
	scratch_free(&sc);
}
END_TEST

/* Under AddressSanitizer a use after a release is caught like a use after
 * free (elsewhere there is nothing to check). */
START_TEST(released_is_poisoned)
{
#ifdef TEST_ASAN
	struct scratch sc;
	struct scratch_mark m;
	unsigned char *keep, *gone, *big;

	scratch_init(&sc);
	keep = scratch_alloc(&sc, 32);
	m = scratch_mark(&sc);
	gone = scratch_alloc(&sc, 1000);
	big = scratch_alloc(&sc, (size_t)1 << 18); /* in a block of its own */
	ck_assert(!__asan_address_is_poisoned(gone + 999));
	ck_assert(!__asan_address_is_poisoned(big + ((size_t)1 << 18) - 1));
	/* just past what was handed out, and further on in the same block */
	ck_assert(__asan_address_is_poisoned(gone + 1000));
	ck_assert(__asan_address_is_poisoned(gone + 1024));
	scratch_release(&sc, m);
	ck_assert(!__asan_address_is_poisoned(keep + 31));
	ck_assert(__asan_address_is_poisoned(gone));
	ck_assert(__asan_address_is_poisoned(gone + 999));
	ck_assert(__asan_address_is_poisoned(big));
	ck_assert(__asan_address_is_poisoned(big + ((size_t)1 << 18) - 1));
	scratch_free(&sc);
#endif
}
END_TEST

TEST_SUITE(scratch)
{
	Suite *s = suite_create("scratch");
	TCase *tc = tcase_create("scratch");

	tcase_add_test(tc, stack_of_frames);
	tcase_add_test(tc, reuse_after_release);
	tcase_add_test(tc, big_requests);
	tcase_add_test(tc, released_is_poisoned);
	suite_add_tcase(s, tc);
	return s;
}
