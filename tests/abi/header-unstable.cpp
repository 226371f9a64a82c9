// SPDX-License-Identifier: MIT
// Built as C++11 with -pedantic -Werror: DNB_UNSTABLE_API shows the
// unstable part of dnb.h from C++ too, also after dnb.h came in without it.
#include <dnb.h>

#ifdef DNB_SOLVER_NO_TABLE
#error "the unstable API is visible without DNB_UNSTABLE_API"
#endif

#define DNB_UNSTABLE_API
#include <dnb_dots.h>
#include <dnb.h>

int main()
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = nullptr;

	o.tt_mb = 1;
	o.disable = DNB_SOLVER_NO_SYMMETRY | DNB_SOLVER_NO_CHAIN_RULES | DNB_SOLVER_NO_ENDGAME;
	bool ok = dnb_solver_new(&o, &s) == DNB_OK;
	dnb_solver_free(s);
	return ok ? 0 : 1;
}
