/* SPDX-License-Identifier: MIT */
/* Built with -std=c99 -pedantic -Werror: dnb_dots.h is plain C99 and stands
 * on its own. */
#include <dnb_dots.h>

int main(void)
{
	dnb_dots *g = 0;
	int ok = dnb_dots_new(DNB_DOTS_DEFAULT_SIDE, DNB_DOTS_DEFAULT_SIDE, DNB_DOTS_NO_FLAGS,
			      &g) == DNB_OK;

	ok = ok && dnb_dots_play(g, 0, 0) == DNB_OK && dnb_dots_point(g, 0) == 1;
	dnb_dots_free(g);
	return ok ? 0 : 1;
}
