/* SPDX-License-Identifier: MIT */
/* A writer into a caller's buffer that keeps counting past its end, so one
 * pass gives both the text and the length it needs. */
#ifndef DNB_TEXTBUF_H
#define DNB_TEXTBUF_H

#include <stddef.h>
#include <stdint.h>
#include "dnb.h"

struct textbuf {
	char *buf;
	size_t size;
	size_t len; /* bytes the text needs so far, without the NUL */
};

static inline struct textbuf tb_init(char *buf, size_t size)
{
	struct textbuf t = { buf, size, 0 };
	return t;
}

void tb_putc(struct textbuf *t, char c);
void tb_puts(struct textbuf *t, const char *s);
void tb_putu(struct textbuf *t, uint64_t v);
void tb_puti(struct textbuf *t, int64_t v);
void tb_repeat(struct textbuf *t, char c, size_t n);

/* Terminate, report the length and return DNB_OK or DNB_E_BUFSIZE (after
 * which the buffer holds "" when it has room for it). */
dnb_status tb_finish(struct textbuf *t, size_t *len);

/* Validate the (buf, size, len) arguments of a text-out call. */
static inline int tb_args_ok(const char *buf, size_t size)
{
	return buf != NULL || size == 0;
}

#endif
