/* SPDX-License-Identifier: MIT */
#include "common.h"

START_TEST(test_placeholder_exhaustive)
{
	ck_assert_uint_eq(dnb_version(), DNB_VERSION_NUMBER);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("exhaustive");
	TCase *tc = tcase_create("exhaustive");

	tcase_add_test(tc, test_placeholder_exhaustive);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
