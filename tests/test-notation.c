/* SPDX-License-Identifier: MIT */
#include "common.h"

START_TEST(test_placeholder_notation)
{
	ck_assert_uint_eq(dnb_version(), DNB_VERSION_NUMBER);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("notation");
	TCase *tc = tcase_create("notation");

	tcase_add_test(tc, test_placeholder_notation);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
