/* SPDX-License-Identifier: MIT */
/*
 * The shipped book of a board for dnb move, dnb play and dnb book lookup:
 * dnb_book_open_default(3), which reads $DNB_BOOK_DIR or the data
 * directory chosen when the library was built, and before that data
 * directory the books installed beside the program.  A relocated install
 * (the Python wheel's script in a venv's bin/, a prefix moved elsewhere)
 * keeps its books in <its prefix>/share/libdnb/books, which is not the
 * directory built in; in an ordinary install both are the same.
 */
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <unistd.h>
#endif

#include "args.h"

/* <prefix>/share/libdnb/books for the program <prefix>/<dir>/dnb into buf:
 * 1, or 0 where the program's own path is not known (only Linux tells it,
 * by /proc/self/exe, which names the file itself, links resolved). */
static int books_beside_program(char *buf, size_t size)
{
#if defined(__linux__)
	static const char tail[] = "/share/libdnb/books";
	ssize_t n = readlink("/proc/self/exe", buf, size);
	char *slash;

	if (n <= 0 || (size_t)n >= size || buf[0] != '/')
		return 0;
	buf[n] = '\0';
	/* drop the program's name, then its directory */
	for (int i = 0; i < 2; i++) {
		slash = strrchr(buf, '/');
		if (!slash || slash == buf)
			return 0;
		*slash = '\0';
	}
	if (strlen(buf) + sizeof(tail) > size)
		return 0;
	strcat(buf, tail);
	return 1;
#else
	(void)buf;
	(void)size;
	return 0;
#endif
}

dnb_status args_book_default(const dnb_game *g, dnb_book **out)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g),
		 rules = (uint32_t)dnb_game_rules(g);
	const char *env = getenv("DNB_BOOK_DIR");
	char dir[4096];
	dnb_status st;

	if ((!env || !*env) && books_beside_program(dir, sizeof(dir))) {
		st = dnb_book_open_default(w, h, rules, dir, out);
		if (st != DNB_E_IO)
			return st;
	}
	return dnb_book_open_default(w, h, rules, NULL, out);
}
