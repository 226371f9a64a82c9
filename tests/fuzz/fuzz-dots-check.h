/* SPDX-License-Identifier: MIT */
/* Invariants of kropki games, for the fuzz targets. */
#ifndef DNB_FUZZ_DOTS_CHECK_H
#define DNB_FUZZ_DOTS_CHECK_H

#include "dnb_dots.h"

/* Everything the queries say about a and b agrees (aborts otherwise). */
void fuzz_dots_same(const dnb_dots *a, const dnb_dots *b);

#endif
