/* SPDX-License-Identifier: MIT */
/* The bytes of a book file (format.c): its header, its records and their
 * checksums, as dnb_book(5) describes them.  Nothing here knows the rules
 * of the game: the meaning of an entry is checked by api.c. */
#ifndef DNB_BOOK_FORMAT_PRIV_H
#define DNB_BOOK_FORMAT_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "dnb.h"

#define BK_VERSION 1u
#define BK_HEADER_SIZE 32u
#define BK_RECORD_SIZE 24u

/* One position: its canonical key, its optimal moves (a mask in the key's
 * orientation) and its value for the player to move. */
struct bk_entry {
	uint64_t key;
	uint64_t best;
	int32_t value;
};

/* The running CRC-32 (IEEE, reflected) of p[0..n) after state crc; start
 * from BK_CRC_START and finish with ^ BK_CRC_START. */
#define BK_CRC_START UINT32_C(0xFFFFFFFF)
uint32_t bk_crc_update(uint32_t crc, const uint8_t *p, size_t n);

/* The header of a w x h book with these rules; *state gets the CRC state
 * after its first 28 bytes, which every record's checksum continues. */
void bk_header_write(uint8_t out[BK_HEADER_SIZE], uint32_t w, uint32_t h, uint32_t rules,
		     uint32_t *state);
/* Read a header: DNB_E_CORRUPT unless magic, version, reserved bytes and
 * checksum are right. */
dnb_status bk_header_read(const uint8_t in[BK_HEADER_SIZE], uint32_t *w, uint32_t *h,
			  uint32_t *rules, uint32_t *state);
/* Kinds of record: a position, or the seal that a saved book puts first
 * (its key the number of position records that follow). */
#define BK_POSITION 0u
#define BK_SEAL 1u
void bk_record_write(uint8_t out[BK_RECORD_SIZE], const struct bk_entry *e, uint32_t kind,
		     uint32_t state);
/* DNB_E_CORRUPT for a bad checksum or an unknown kind. */
dnb_status bk_record_read(const uint8_t in[BK_RECORD_SIZE], struct bk_entry *e,
			  uint32_t *kind, uint32_t state);

#endif
