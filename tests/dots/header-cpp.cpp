// SPDX-License-Identifier: MIT
// Built as C++11 with -pedantic -Werror: dnb_dots.h works from C++, alone
// and together with dnb.h.
#include <dnb_dots.h>
#include <dnb.h>

int main()
{
	dnb_dots *g = nullptr;
	bool ok = dnb_dots_new(39, 32, DNB_DOTS_NO_FLAGS, &g) == DNB_OK;

	ok = ok && dnb_dots_width(g) == 39 && dnb_dots_score(g, 1) == 0;
	dnb_dots_free(g);
	return ok ? 0 : 1;
}
