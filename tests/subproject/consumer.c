/* SPDX-License-Identifier: MIT */
/* The subproject's consumer: the header and the library it was built with
 * agree, and a game plays to its end with the solver's verdict on it. */
#include <stdio.h>

#include <dnb.h>

int main(void)
{
	dnb_solver_result res = DNB_SOLVER_RESULT_INIT;
	dnb_solver *solver = NULL;
	dnb_game *game = NULL;
	int ok;

	if (dnb_version() != DNB_VERSION_NUMBER) {
		fprintf(stderr, "consumer: header %d, library %s\n", DNB_VERSION_NUMBER,
			dnb_version_string());
		return 1;
	}
	ok = dnb_game_new(2, 2, DNB_RULES_STANDARD, &game) == DNB_OK &&
	     dnb_solver_new(NULL, &solver) == DNB_OK &&
	     dnb_solver_solve(solver, game, &res) == DNB_OK;
	/* 2x2: the first player wins by 2 (Berlekamp) */
	if (ok)
		printf("libdnb %s as a subproject: 2x2 is worth %d\n", dnb_version_string(),
		       (int)res.value);
	ok = ok && res.value == 2;
	dnb_solver_free(solver);
	dnb_game_free(game);
	return ok ? 0 : 1;
}
