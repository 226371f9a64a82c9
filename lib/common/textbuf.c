/* SPDX-License-Identifier: MIT */
#include "common/textbuf-priv.h"

void tb_putc(struct textbuf *t, char c)
{
	/* Keep the last byte for the NUL. */
	if (t->len + 1 < t->size)
		t->buf[t->len] = c;
	t->len++;
}

void tb_puts(struct textbuf *t, const char *s)
{
	while (*s)
		tb_putc(t, *s++);
}

void tb_putu(struct textbuf *t, uint64_t v)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (n)
		tb_putc(t, tmp[--n]);
}

void tb_puti(struct textbuf *t, int64_t v)
{
	if (v < 0) {
		tb_putc(t, '-');
		tb_putu(t, (uint64_t)0 - (uint64_t)v);
	} else {
		tb_putu(t, (uint64_t)v);
	}
}

void tb_repeat(struct textbuf *t, char c, size_t n)
{
	while (n--)
		tb_putc(t, c);
}

dnb_status tb_finish(struct textbuf *t, size_t *len)
{
	if (len)
		*len = t->len;
	if (t->len + 1 > t->size) {
		if (t->size > 0)
			t->buf[0] = '\0';
		return DNB_E_BUFSIZE;
	}
	t->buf[t->len] = '\0';
	return DNB_OK;
}
