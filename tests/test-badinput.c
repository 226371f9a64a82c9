/* SPDX-License-Identifier: MIT */
#include "common.h"

START_TEST(test_placeholder_badinput)
{
	ck_assert_uint_eq(dnb_version(), DNB_VERSION_NUMBER);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("badinput");
	TCase *tc = tcase_create("badinput");

	tcase_add_test(tc, test_placeholder_badinput);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
