// SPDX-License-Identifier: MIT
// Built as C++ with -pedantic -Werror: the public headers work from C++,
// dnb.h alone and then with dnb_dots.h after it.
#include <dnb.h>
#include <dnb_dots.h>

#if defined(DNB_SOLVER_NO_TABLE) || defined(DNB_SOLVER_DISABLE_ALL) || \
	defined(DNB_SOLVER_ALL_RULES) || defined(DNB_H_UNSTABLE_API)
#error "the unstable API is visible without DNB_UNSTABLE_API"
#endif

int main()
{
	dnb_game *g = nullptr;
	bool ok = dnb_game_new(2, 2, DNB_RULE_COMPULSORY, &g) == DNB_OK;

	dnb_game_free(g);
	ok = ok && DNB_NO_EDGE == UINT32_MAX;
	return ok && dnb_version() == DNB_VERSION_NUMBER ? 0 : 1;
}
