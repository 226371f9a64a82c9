/* SPDX-License-Identifier: MIT */
/*
 * The checksums of the book format (dnb_book(5)), written from the format
 * page rather than taken from lib/book, so that the tests and fuzz targets
 * that make or repair books do not trust the code they check.
 */
#ifndef DNB_TEST_BOOK_CHECKSUMS_H
#define DNB_TEST_BOOK_CHECKSUMS_H

#include <stddef.h>
#include <stdint.h>

/* CRC-32 (IEEE, reflected), bit by bit, going on from `crc`. */
static inline uint32_t book_crc32(const uint8_t *p, size_t n, uint32_t crc)
{
	for (size_t i = 0; i < n; i++) {
		crc ^= p[i];
		for (int k = 0; k < 8; k++)
			crc = crc & 1u ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
	}
	return crc;
}

static inline void book_put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* Set right the header's checksum and every whole record's in the `size`
 * bytes of a book (at least the 32 of its header). */
static inline void book_repair(uint8_t *b, size_t size)
{
	uint32_t state = book_crc32(b, 28, 0xFFFFFFFFu);

	book_put32(b + 28, state ^ 0xFFFFFFFFu);
	for (size_t at = 32; at + 24 <= size; at += 24)
		book_put32(b + at + 20, book_crc32(b + at, 20, state) ^ 0xFFFFFFFFu);
}

#endif
