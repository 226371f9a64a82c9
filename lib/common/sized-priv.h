/* SPDX-License-Identifier: MIT */
/*
 * Size-prefixed structs (dnb.h: options, results, the analysis summary).
 * Each starts with `uint32_t size`, the sizeof() the caller was compiled
 * with, and only ever grows at the end.  Every entry point accepts any size
 * from the struct's 1.0 size up, so a program built against an older or a
 * newer header works with this library:
 *
 *   - in (options): sized_read() lays the caller's first min(size, ours)
 *     bytes over a struct of ours that holds the defaults, so fields an
 *     older caller lacks keep their defaults and bytes a newer caller has
 *     past our struct are ignored;
 *   - out (results): the library fills a whole struct of its own and
 *     sized_write() copies min(size, ours) bytes out, the caller's size
 *     field kept, so nothing is written past what the caller has and the
 *     bytes a newer caller has past ours are left alone;
 *   - sized_init() is the body of the public dnb_*_init() functions, which
 *     each module defines beside its other entry points.
 *
 * The 1.0 sizes are frozen here, as the end of each struct's last 1.0 field
 * (right on every platform, whatever the struct grows to later).  A size
 * below the 1.0 size is DNB_E_INVALID.  When a field is appended, the
 * assertion below that the struct is still its 1.0 size fails on purpose:
 * change it to SIZED_..._1_0 <= offsetof(the first new field) and see
 * tests/abi/README.md.
 */
#ifndef DNB_COMMON_SIZED_PRIV_H
#define DNB_COMMON_SIZED_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dnb.h"

/* The end of a field: offsetof plus its size. */
#define SIZED_END(type, field) (offsetof(type, field) + sizeof(((type *)0)->field))

#define SIZED_SOLVER_OPTIONS_1_0  SIZED_END(dnb_solver_options, user_data)
#define SIZED_SOLVER_RESULT_1_0   SIZED_END(dnb_solver_result, elapsed_ms)
/* Filled by the library for the progress callback, never read from a caller:
 * its size is always ours, and a callback reads only what size covers. */
#define SIZED_SOLVER_PROGRESS_1_0 SIZED_END(dnb_solver_progress, elapsed_ms)
#define SIZED_AI_OPTIONS_1_0      SIZED_END(dnb_ai_options, node_limit)
#define SIZED_AI_RESULT_1_0       SIZED_END(dnb_ai_result, elapsed_ms)
#define SIZED_ENDGAME_RESULT_1_0  SIZED_END(dnb_endgame_result, reserved)
#define SIZED_ANALYSIS_INFO_1_0   SIZED_END(dnb_analysis_info, margin)
/* Since 1.2: its first size. */
#define SIZED_NIMSTRING_OPTIONS_1_2 SIZED_END(dnb_nimstring_options, time_limit_ms)

/* The size field comes first and is a uint32_t; the struct is still 1.0. */
#define SIZED_FROZEN(type, size_1_0)                                                 \
	_Static_assert(offsetof(type, size) == 0 &&                                \
			       sizeof(((type *)0)->size) == sizeof(uint32_t),     \
		       #type ": the size field must come first");                 \
	_Static_assert((size_1_0) == sizeof(type),                                 \
		       #type ": no longer its 1.0 size (see sized-priv.h)")

SIZED_FROZEN(dnb_solver_options, SIZED_SOLVER_OPTIONS_1_0);
_Static_assert(SIZED_SOLVER_RESULT_1_0 <= offsetof(dnb_solver_result, tt_bytes),
	       "dnb_solver_result: tt_bytes comes after the 1.0 fields");
SIZED_FROZEN(dnb_solver_progress, SIZED_SOLVER_PROGRESS_1_0);
SIZED_FROZEN(dnb_ai_options, SIZED_AI_OPTIONS_1_0);
SIZED_FROZEN(dnb_ai_result, SIZED_AI_RESULT_1_0);
SIZED_FROZEN(dnb_endgame_result, SIZED_ENDGAME_RESULT_1_0);
SIZED_FROZEN(dnb_analysis_info, SIZED_ANALYSIS_INFO_1_0);
SIZED_FROZEN(dnb_nimstring_options, SIZED_NIMSTRING_OPTIONS_1_2);

/* The size field of a caller's struct (its first four bytes). */
static inline uint32_t sized_size(const void *s)
{
	uint32_t size;

	memcpy(&size, s, sizeof(size));
	return size;
}

/* A caller's struct can be used: not NULL, and at least its 1.0 size. */
static inline int sized_ok(const void *s, size_t size_1_0)
{
	return s != NULL && sized_size(s) >= size_1_0;
}

/* Read a caller's input struct `in` into `ours` (`ours_size` bytes, holding
 * the defaults): DNB_E_INVALID for NULL or a size below the 1.0 size, and
 * then `ours` is unchanged.  On success ours' size field is ours_size. */
static inline dnb_status sized_read(void *ours, size_t ours_size, const void *in,
				    size_t size_1_0)
{
	uint32_t full = (uint32_t)ours_size;
	size_t n;

	if (!sized_ok(in, size_1_0))
		return DNB_E_INVALID;
	n = sized_size(in);
	memcpy(ours, in, n < ours_size ? n : ours_size);
	memcpy(ours, &full, sizeof(full));
	return DNB_OK;
}

/* Write `ours` (a whole struct, `ours_size` bytes) to a caller's struct
 * `out` that passed sized_ok(): min(size, ours_size) bytes, the caller's
 * size field kept. */
static inline void sized_write(void *out, const void *ours, size_t ours_size)
{
	size_t n = sized_size(out);

	if (n > ours_size)
		n = ours_size;
	if (n > sizeof(uint32_t))
		memcpy((unsigned char *)out + sizeof(uint32_t),
		       (const unsigned char *)ours + sizeof(uint32_t), n - sizeof(uint32_t));
}

/* Fill a caller's struct of `size` bytes with the defaults in `def` (a whole
 * struct of ours, `def_size` bytes): its size field becomes `size`, bytes
 * past def_size are left alone.  DNB_E_INVALID, writing nothing, for NULL
 * or a size below the 1.0 size. */
static inline dnb_status sized_init(void *out, uint32_t size, const void *def, size_t def_size,
				    size_t size_1_0)
{
	if (!out || size < size_1_0)
		return DNB_E_INVALID;
	memcpy(out, def, size < def_size ? size : def_size);
	memcpy(out, &size, sizeof(size));
	return DNB_OK;
}

#endif
