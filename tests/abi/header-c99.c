/* SPDX-License-Identifier: MIT */
/* Built with -std=c99 -pedantic -Werror: the public headers are plain C99,
 * dnb.h alone and then with dnb_dots.h after it. */
#include <dnb.h>
#include <dnb_dots.h>

/* Without DNB_UNSTABLE_API the unstable part stays hidden. */
#if defined(DNB_SOLVER_NO_TABLE) || defined(DNB_SOLVER_DISABLE_ALL) || \
	defined(DNB_SOLVER_ALL_RULES) || defined(DNB_H_UNSTABLE_API)
#error "the unstable API is visible without DNB_UNSTABLE_API"
#endif

int main(void)
{
	dnb_game *g = 0;
	int ok = dnb_game_new(1, 1, DNB_RULES_STANDARD, &g) == DNB_OK;

	dnb_game_free(g);
	ok = ok && DNB_NO_EDGE == UINT32_MAX && DNB_NO_BOX == UINT32_MAX;
	return ok && dnb_version() == DNB_VERSION_NUMBER ? 0 : 1;
}
