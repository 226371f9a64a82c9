/* SPDX-License-Identifier: MIT */
/*
 * dnb_rules_parse.  Parsed flags are a valid combination and their words
 * parse back to the same flags; a failure leaves the out-parameter alone.
 */
#include <string.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint32_t rules = 0xdeadbeef, back = 0xdeadbeef;
	char buf[128];
	size_t len = 0;
	dnb_status st;

	uint32_t line, col;

	st = dnb_rules_parse((const char *)data, size, &rules);
	/* no byte outside printable ASCII and tabs is ever read as text */
	if (!fuzz_text_clean((const char *)data, size, 0, &line, &col))
		FUZZ_CHECK(st == DNB_E_PARSE);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && rules == 0xdeadbeef);
		return 0;
	}
	FUZZ_CHECK(rules <= DNB_RULES_ALL);
	FUZZ_CHECK((rules & (DNB_RULE_NIMSTRING | DNB_RULE_MISERE)) !=
		   (DNB_RULE_NIMSTRING | DNB_RULE_MISERE));
	FUZZ_CHECK(dnb_rules_format(rules, buf, sizeof buf, &len) == DNB_OK);
	FUZZ_CHECK(len == strlen(buf));
	FUZZ_CHECK(dnb_rules_parse(buf, len, &back) == DNB_OK);
	FUZZ_CHECK(back == rules);
	return 0;
}
