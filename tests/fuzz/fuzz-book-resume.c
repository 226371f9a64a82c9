/* SPDX-License-Identifier: MIT */
/*
 * dnb book build's reader of an existing output (build_resume_read in
 * examples/dnb/book-resume.c) on arbitrary bytes: the first byte picks
 * the board and rules of the build, the rest is the file.  The reader
 * only judges (the tool writes nothing on a refusal): an empty file is a
 * new book; a file is resumed exactly when its header is a book header of
 * that board and rules, it is no longer than any book of the board, and
 * its whole records read as a book, which is then what it holds;
 * everything else is refused with a reason.  Each input is judged a
 * second time with its checksums repaired (the header's and each whole
 * record's), so that damage to the entries reaches the resume path.  The
 * corpus (corpus/book-resume/) holds books and builds cut short, each
 * after its byte.
 */
#include <string.h>

#include "book-build.h"
#include "book-checksums.h"
#include "fuzz-common.h"

static const struct build_spec specs[] = {
	{ 3, 3, 0, 0 },
	{ 2, 2, DNB_RULE_COMPULSORY, 0 },
	{ 2, 2, DNB_RULE_BORDER, 0 },
	{ 2, 5, 0, 0 },
	{ 1, 1, 0, 0 },
	{ 2, 1, DNB_RULE_COMPULSORY | DNB_RULE_NIMSTRING, 0 },
	{ 2, 2, DNB_RULE_MISERE, 0 },
	{ 5, 2, 0, 0 },
};

static void judge(const struct build_spec *s, const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct build_spec *s;
	uint8_t *fixed;

	if (size == 0)
		return 0;
	s = &specs[data[0] % (sizeof(specs) / sizeof(*specs))];
	judge(s, data + 1, size - 1);
	if (size - 1 >= 32 && (fixed = malloc(size - 1)) != NULL) {
		memcpy(fixed, data + 1, size - 1);
		book_repair(fixed, size - 1);
		if (memcmp(fixed, data + 1, size - 1) != 0)
			judge(s, fixed, size - 1);
		free(fixed);
	}
	return 0;
}

static void judge(const struct build_spec *s, const uint8_t *data, size_t size)
{
	struct build_resume r;
	dnb_book *head = NULL, *whole = NULL;
	uint32_t w, h, rules;
	uint64_t n, n2;
	size_t cut;
	int kind, want;

	kind = build_resume_read(s, data, size, &r);
	FUZZ_CHECK(kind == r.kind);
	/* what the reader must decide, worked out again */
	cut = size < 32 ? 0 : 32 + (size - 32) / 24 * 24;
	if (size == 0) {
		want = BUILD_OUT_NEW;
	} else if (size < 32 || dnb_book_open_memory(data, 32, &head) != DNB_OK) {
		want = BUILD_OUT_REFUSE;
	} else {
		FUZZ_CHECK(dnb_book_info(head, &w, &h, &rules, &n) == DNB_OK && n == 0);
		if (w != s->w || h != s->h || rules != s->rules || size > build_max_bytes(s))
			want = BUILD_OUT_REFUSE;
		else if (dnb_book_open_memory(data, cut, &whole) != DNB_OK)
			want = BUILD_OUT_REFUSE;
		else
			want = BUILD_OUT_RESUME;
	}
	FUZZ_CHECK(kind == want);
	switch (kind) {
	case BUILD_OUT_NEW:
		FUZZ_CHECK(r.have == NULL && r.why == NULL);
		break;
	case BUILD_OUT_REFUSE:
		FUZZ_CHECK(r.have == NULL && r.why != NULL && strlen(r.why) > 0);
		break;
	case BUILD_OUT_RESUME:
		FUZZ_CHECK(r.have != NULL && r.why == NULL);
		FUZZ_CHECK(r.whole == cut && r.torn == size - cut && r.torn < 24);
		FUZZ_CHECK(dnb_book_info(r.have, &w, &h, &rules, &n) == DNB_OK);
		FUZZ_CHECK(w == s->w && h == s->h && rules == s->rules);
		FUZZ_CHECK(dnb_book_info(whole, NULL, NULL, NULL, &n2) == DNB_OK && n2 == n);
		/* the journal the tool writes from it (header and records, no
		 * seal) is judged a book with the same entries, nothing torn */
		{
			size_t len, len2;
			uint8_t *buf;
			struct build_resume again;
			FUZZ_CHECK(dnb_book_save(r.have, NULL, 0, &len) == DNB_E_BUFSIZE);
			buf = malloc(len);
			FUZZ_CHECK(buf && dnb_book_save(r.have, buf, len, &len2) == DNB_OK);
			memmove(buf + 32, buf + 56, len - 56);
			FUZZ_CHECK(build_resume_read(s, buf, len - 24, &again) == BUILD_OUT_RESUME);
			FUZZ_CHECK(again.torn == 0);
			FUZZ_CHECK(dnb_book_info(again.have, NULL, NULL, NULL, &n2) == DNB_OK &&
				   n2 == n);
			dnb_book_free(again.have);
			free(buf);
		}
		dnb_book_free(r.have);
		break;
	default:
		FUZZ_CHECK(0);
	}
	dnb_book_free(whole);
	dnb_book_free(head);
}
