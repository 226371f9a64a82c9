/* SPDX-License-Identifier: MIT */
/* Built with -std=c99 -pedantic -Werror: the public headers are plain C99. */
#include <dnb.h>

int main(void)
{
	dnb_game *g = 0;
	int ok = dnb_game_new(1, 1, DNB_RULES_STANDARD, &g) == DNB_OK;

	dnb_game_free(g);
	return ok && dnb_version() == DNB_VERSION_NUMBER ? 0 : 1;
}
