/* SPDX-License-Identifier: MIT */
/*
 * dnb_endgame_component_parse.  A parsed component is a chain or a loop
 * whose canonical text parses back the same; a failure leaves both
 * out-parameters alone.  Components the list accepts are added and the
 * list evaluated.
 */
#include <string.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint32_t kind = 0xdeadbeef, length = 0xdeadbeef, k2 = 0, l2 = 0;
	char buf[32];
	size_t len = 0;
	dnb_status st;
	dnb_endgame *eg = NULL;
	dnb_endgame_result res = DNB_ENDGAME_RESULT_INIT;

	uint32_t line, col;

	st = dnb_endgame_component_parse((const char *)data, size, &kind, &length);
	/* no byte outside printable ASCII and tabs is ever read as text */
	if (!fuzz_text_clean((const char *)data, size, 0, &line, &col))
		FUZZ_CHECK(st == DNB_E_PARSE);
	if (st != DNB_OK) {
		FUZZ_CHECK(st < 0 && kind == 0xdeadbeef && length == 0xdeadbeef);
		return 0;
	}
	FUZZ_CHECK(kind == DNB_COMPONENT_CHAIN || kind == DNB_COMPONENT_LOOP);
	FUZZ_CHECK(dnb_endgame_component_format(kind, length, buf, sizeof buf, &len) == DNB_OK);
	FUZZ_CHECK(len == strlen(buf));
	FUZZ_CHECK(dnb_endgame_component_parse(buf, len, &k2, &l2) == DNB_OK);
	FUZZ_CHECK(k2 == kind && l2 == length);

	FUZZ_CHECK(dnb_endgame_new(&eg) == DNB_OK);
	if (dnb_endgame_add(eg, kind, length, 1) == DNB_OK) {
		FUZZ_CHECK(dnb_endgame_evaluate(eg, &res) == DNB_OK);
		FUZZ_CHECK(res.boxes == (int64_t)length);
		FUZZ_CHECK(res.chains + res.loops == 1);
	}
	dnb_endgame_free(eg);
	return 0;
}
