/* SPDX-License-Identifier: MIT */
/*
 * The one main() of the Check test programs: it runs every suite that the
 * program's files registered with TEST_SUITE (common.h).
 *
 *   test-X [--list] [SUITE ...]
 *
 * With names, only those suites run; --list prints the names.  Check's own
 * variables still apply (CK_RUN_CASE, CK_FORK, CK_DEFAULT_TIMEOUT, ...).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

extern const struct test_suite __start_dnb_test_suites[];
extern const struct test_suite __stop_dnb_test_suites[];

static int wanted(const char *name, int argc, char **argv)
{
	if (argc < 2)
		return 1;
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	const struct test_suite *t;
	SRunner *sr = NULL;
	int failed, found = 0;

	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		for (t = __start_dnb_test_suites; t < __stop_dnb_test_suites; t++)
			puts(t->name);
		return EXIT_SUCCESS;
	}
	for (t = __start_dnb_test_suites; t < __stop_dnb_test_suites; t++) {
		if (!wanted(t->name, argc, argv))
			continue;
		found++;
		if (!sr)
			sr = srunner_create(t->make());
		else
			srunner_add_suite(sr, t->make());
	}
	if (!found) {
		fprintf(stderr, "%s: no such suite (try --list)\n", argv[0]);
		return EXIT_FAILURE;
	}
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
