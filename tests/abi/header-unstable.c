/* SPDX-License-Identifier: MIT */
/* Built with -std=c99 -pedantic -Werror: the unstable part of dnb.h appears
 * when DNB_UNSTABLE_API is defined, also after dnb.h came in without it
 * (here through dnb_dots.h), and a third inclusion adds nothing twice. */
#include <dnb_dots.h>

#ifdef DNB_SOLVER_NO_TABLE
#error "the unstable API is visible without DNB_UNSTABLE_API"
#endif

#define DNB_UNSTABLE_API
#include <dnb.h>
#include <dnb.h>

#if !defined(DNB_SOLVER_NO_TABLE) || !defined(DNB_SOLVER_DISABLE_ALL) || \
	!defined(DNB_SOLVER_ALL_RULES)
#error "DNB_UNSTABLE_API does not show the unstable API"
#endif

int main(void)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *s = 0;
	int ok;

	o.tt_mb = 1;
	o.disable = DNB_SOLVER_NO_TABLE | DNB_SOLVER_NO_ORDERING;
	ok = dnb_solver_new(&o, &s) == DNB_OK;
	dnb_solver_free(s);
	o.disable = DNB_SOLVER_DISABLE_ALL;
	ok = ok && dnb_solver_new(&o, &s) == DNB_OK;
	dnb_solver_free(s);
	return ok ? 0 : 1;
}
