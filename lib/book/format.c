/* SPDX-License-Identifier: MIT */
/*
 * The bytes of a book file: a 32-byte header and 24-byte records, all
 * numbers little-endian, each part closed by a CRC-32.  A record's CRC
 * runs on from the header's, so a record copied from another book (other
 * board or rules) fails its check too.
 */
#include <string.h>

#include "book/format-priv.h"

static const uint8_t magic[8] = { 'D', 'N', 'B', 'B', 'O', 'O', 'K', '\n' };

static uint32_t crc_table_entry(uint32_t v)
{
	for (int k = 0; k < 8; k++)
		v = v & 1u ? (v >> 1) ^ UINT32_C(0xEDB88320) : v >> 1;
	return v;
}

/* Bytewise with the table computed as it goes: books are small and read
 * once, and the library keeps no global state (not even a lazy table). */
uint32_t bk_crc_update(uint32_t crc, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		crc = (crc >> 8) ^ crc_table_entry((crc ^ p[i]) & 0xFFu);
	return crc;
}

static void put16(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
	put16(p, v);
	put16(p + 2, v >> 16);
}

static void put64(uint8_t *p, uint64_t v)
{
	put32(p, (uint32_t)v);
	put32(p + 4, (uint32_t)(v >> 32));
}

static uint32_t get16(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

static uint32_t get32(const uint8_t *p)
{
	return get16(p) | get16(p + 2) << 16;
}

static uint64_t get64(const uint8_t *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

static int all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

void bk_header_write(uint8_t out[BK_HEADER_SIZE], uint32_t w, uint32_t h, uint32_t rules,
		     uint32_t *state)
{
	memset(out, 0, BK_HEADER_SIZE);
	memcpy(out, magic, sizeof(magic));
	put16(out + 8, BK_VERSION);
	out[10] = (uint8_t)w;
	out[11] = (uint8_t)h;
	put32(out + 12, rules);
	*state = bk_crc_update(BK_CRC_START, out, 28);
	put32(out + 28, *state ^ BK_CRC_START);
}

dnb_status bk_header_read(const uint8_t in[BK_HEADER_SIZE], uint32_t *w, uint32_t *h,
			  uint32_t *rules, uint32_t *state)
{
	uint32_t crc = bk_crc_update(BK_CRC_START, in, 28);

	if (memcmp(in, magic, sizeof(magic)) != 0 || get16(in + 8) != BK_VERSION ||
	    !all_zero(in + 16, 12) || get32(in + 28) != (crc ^ BK_CRC_START))
		return DNB_E_CORRUPT;
	*w = in[10];
	*h = in[11];
	*rules = get32(in + 12);
	*state = crc;
	return DNB_OK;
}

void bk_record_write(uint8_t out[BK_RECORD_SIZE], const struct bk_entry *e, uint32_t kind,
		     uint32_t state)
{
	put64(out, e->key);
	put64(out + 8, e->best);
	put16(out + 16, (uint32_t)(uint16_t)(int16_t)e->value);
	put16(out + 18, kind);
	put32(out + 20, bk_crc_update(state, out, 20) ^ BK_CRC_START);
}

dnb_status bk_record_read(const uint8_t in[BK_RECORD_SIZE], struct bk_entry *e,
			  uint32_t *kind, uint32_t state)
{
	if (get32(in + 20) != (bk_crc_update(state, in, 20) ^ BK_CRC_START) || get16(in + 18) > BK_SEAL)
		return DNB_E_CORRUPT;
	*kind = get16(in + 18);
	e->key = get64(in);
	e->best = get64(in + 8);
	e->value = (int16_t)(uint16_t)get16(in + 16);
	return DNB_OK;
}
