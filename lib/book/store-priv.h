/* SPDX-License-Identifier: MIT */
/* The object behind dnb_book (api.c), shared with default.c. */
#ifndef DNB_BOOK_STORE_PRIV_H
#define DNB_BOOK_STORE_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "book/format-priv.h"
#include "book/key-priv.h"

struct dnb_book {
	struct bk_board board;
	uint32_t rules;
	uint32_t crc_state;     /* after the header: each record's CRC continues it */
	size_t count, cap;
	struct bk_entry *entry; /* sorted by key, no two alike */
};

#endif
