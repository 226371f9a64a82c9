/* SPDX-License-Identifier: MIT */
/* Where the books shipped with the library are: a file name for each board
 * and rules, in a directory given, named by DNB_BOOK_DIR, or chosen at
 * build time (the data directory: DNB_BOOK_DATADIR, from lib/meson.build). */
#include <stdio.h>
#include <stdlib.h>

#include "book/store-priv.h"
#include "common/export-priv.h"

#ifndef DNB_BOOK_DATADIR
#define DNB_BOOK_DATADIR "/usr/local/share/libdnb/books"
#endif

/* The book named for a board and rules (WxH.book, WxH-rR.book). */
static dnb_status open_named(uint32_t width, uint32_t height, uint32_t rules, const char *dir,
			     dnb_book **out)
{
	char path[4096];
	int n;

	if (!out)
		return DNB_E_INVALID;
	if (width < 1 || height < 1 || width > DNB_MAX_SIDE || height > DNB_MAX_SIDE)
		return DNB_E_RANGE;
	if (rules & ~DNB_RULES_ALL)
		return DNB_E_INVALID;
	if (!dir || !*dir)
		dir = getenv("DNB_BOOK_DIR");
	if (!dir || !*dir)
		dir = DNB_BOOK_DATADIR;
	if (rules == DNB_RULES_STANDARD)
		n = snprintf(path, sizeof(path), "%s/%ux%u.book", dir, (unsigned)width,
			     (unsigned)height);
	else
		n = snprintf(path, sizeof(path), "%s/%ux%u-r%u.book", dir, (unsigned)width,
			     (unsigned)height, (unsigned)rules);
	if (n < 0 || (size_t)n >= sizeof(path))
		return DNB_E_RANGE;
	return dnb_book_open_file(path, out);
}

DNB_EXPORT dnb_status dnb_book_open_default(uint32_t width, uint32_t height, uint32_t rules,
					    const char *dir, dnb_book **out)
{
	dnb_status st = open_named(width, height, rules, dir, out);

	/* the book of the board turned serves as well (dnb_book_lookup) */
	if (st == DNB_E_IO && width != height)
		st = open_named(height, width, rules, dir, out);
	return st;
}
