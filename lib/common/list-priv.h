/* SPDX-License-Identifier: MIT */
/* The list-out convention of dnb.h: at most cap elements are written, the
 * full count always is, and DNB_E_BUFSIZE says the buffer was short. */
#ifndef DNB_COMMON_LIST_PRIV_H
#define DNB_COMMON_LIST_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dnb.h"

/* Store element *n if it fits; the count goes on regardless. */
static inline void list_put(uint32_t *buf, size_t cap, size_t *n, uint32_t v)
{
	if (*n < cap)
		buf[*n] = v;
	(*n)++;
}

/* Report a list of n elements into a buffer of cap. */
static inline dnb_status list_finish(size_t n, size_t cap, size_t *count)
{
	*count = n;
	return n > cap ? DNB_E_BUFSIZE : DNB_OK;
}

/* Copy n elements from src under the convention. */
static inline dnb_status list_copy(const uint32_t *src, size_t n, uint32_t *buf, size_t cap,
				   size_t *count)
{
	if (cap > 0 && n > 0)
		memcpy(buf, src, (n < cap ? n : cap) * sizeof(*src));
	return list_finish(n, cap, count);
}

#endif
