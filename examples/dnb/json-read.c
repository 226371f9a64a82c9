/* SPDX-License-Identifier: MIT */
/* The JSON reader of json-read.h: recursive descent over the text, one
 * byte at a time, into a tree of struct jv. */
#include <stdlib.h>
#include <string.h>

#include "json-read.h"

/* Deeper nesting than this is refused rather than recursed into. */
#define MAX_DEPTH 64

struct parser {
	const char *s;
	size_t len, pos;
	int depth;
	const char *err; /* the first error, in words */
	size_t err_pos;
};

void jv_free(struct jv *v)
{
	for (size_t k = 0; k < v->n; k++) {
		jv_free(&v->items[k]);
		if (v->keys)
			free(v->keys[k]);
	}
	free(v->items);
	free(v->keys);
	free(v->s);
	memset(v, 0, sizeof(*v));
}

static int fail(struct parser *p, const char *what)
{
	if (!p->err) {
		p->err = what;
		p->err_pos = p->pos;
	}
	return -1;
}

static void blanks(struct parser *p)
{
	while (p->pos < p->len && strchr(" \t\n\r", p->s[p->pos]) && p->s[p->pos])
		p->pos++;
}

static int peek(const struct parser *p)
{
	return p->pos < p->len ? (unsigned char)p->s[p->pos] : -1;
}

static int literal(struct parser *p, const char *word)
{
	size_t n = strlen(word);

	if (p->len - p->pos < n || memcmp(p->s + p->pos, word, n) != 0)
		return fail(p, "not a JSON value");
	p->pos += n;
	return 0;
}

static int hex4(struct parser *p, unsigned *u)
{
	*u = 0;
	for (int k = 0; k < 4; k++, p->pos++) {
		int c = peek(p);
		unsigned d;
		if (c >= '0' && c <= '9')
			d = (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned)(c - 'A' + 10);
		else
			return fail(p, "\\u takes four hexadecimal digits");
		*u = *u * 16 + d;
	}
	return 0;
}

static size_t put_utf8(char *out, unsigned u)
{
	if (u < 0x80) {
		out[0] = (char)u;
		return 1;
	}
	if (u < 0x800) {
		out[0] = (char)(0xC0 | (u >> 6));
		out[1] = (char)(0x80 | (u & 0x3F));
		return 2;
	}
	if (u < 0x10000) {
		out[0] = (char)(0xE0 | (u >> 12));
		out[1] = (char)(0x80 | ((u >> 6) & 0x3F));
		out[2] = (char)(0x80 | (u & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | (u >> 18));
	out[1] = (char)(0x80 | ((u >> 12) & 0x3F));
	out[2] = (char)(0x80 | ((u >> 6) & 0x3F));
	out[3] = (char)(0x80 | (u & 0x3F));
	return 4;
}

/* A string at p->pos (its opening quote) into a new buffer: an escape
 * never gives more bytes than it takes, so the rest of the text is room
 * enough. */
static int string(struct parser *p, char **out, size_t *outlen)
{
	char *b = malloc(p->len - p->pos + 1);
	size_t n = 0;

	if (!b)
		return fail(p, "out of memory");
	p->pos++;
	for (;;) {
		int c = peek(p);
		unsigned u, lo;
		if (c < 0) {
			free(b);
			return fail(p, "a string has no closing quote");
		}
		if (c == '"')
			break;
		if (c < 0x20) {
			free(b);
			return fail(p, "a control character in a string");
		}
		p->pos++;
		if (c != '\\') {
			b[n++] = (char)c;
			continue;
		}
		c = peek(p);
		p->pos++;
		switch (c) {
		case '"': case '\\': case '/': b[n++] = (char)c; break;
		case 'b': b[n++] = '\b'; break;
		case 'f': b[n++] = '\f'; break;
		case 'n': b[n++] = '\n'; break;
		case 'r': b[n++] = '\r'; break;
		case 't': b[n++] = '\t'; break;
		case 'u':
			if (hex4(p, &u)) {
				free(b);
				return -1;
			}
			/* a surrogate pair is one character; a lone surrogate
			 * stays as it is */
			if (u >= 0xD800 && u < 0xDC00 && p->len - p->pos >= 6 &&
			    p->s[p->pos] == '\\' && p->s[p->pos + 1] == 'u') {
				size_t back = p->pos;
				p->pos += 2;
				if (hex4(p, &lo)) {
					free(b);
					return -1;
				}
				if (lo >= 0xDC00 && lo < 0xE000)
					u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
				else
					p->pos = back;
			}
			n += put_utf8(b + n, u);
			break;
		default:
			p->pos--;
			free(b);
			return fail(p, "an unknown escape in a string");
		}
	}
	p->pos++;
	b[n] = '\0';
	*out = b;
	*outlen = n;
	return 0;
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int number(struct parser *p, struct jv *v)
{
	int neg = 0, whole = 1;
	uint64_t m = 0, limit;

	if (peek(p) == '-') {
		neg = 1;
		p->pos++;
	}
	if (!is_digit(peek(p)))
		return fail(p, "not a JSON value");
	limit = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
	if (peek(p) == '0') {
		p->pos++;
	} else {
		while (is_digit(peek(p))) {
			unsigned d = (unsigned)(peek(p) - '0');
			m = m > (limit - d) / 10 ? limit : m * 10 + d;
			p->pos++;
		}
	}
	if (peek(p) == '.') {
		whole = 0;
		p->pos++;
		if (!is_digit(peek(p)))
			return fail(p, "a digit must follow the decimal point");
		while (is_digit(peek(p)))
			p->pos++;
	}
	if (peek(p) == 'e' || peek(p) == 'E') {
		whole = 0;
		p->pos++;
		if (peek(p) == '+' || peek(p) == '-')
			p->pos++;
		if (!is_digit(peek(p)))
			return fail(p, "a digit must follow the exponent");
		while (is_digit(peek(p)))
			p->pos++;
	}
	v->type = whole ? JV_INT : JV_NUMBER;
	v->i = neg ? (m == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)m) : (int64_t)m;
	return 0;
}

static int value(struct parser *p, struct jv *v);

/* The items of an array or object, after its opening bracket. */
static int items(struct parser *p, struct jv *v, int close)
{
	size_t cap = 0;

	p->pos++;
	blanks(p);
	if (peek(p) == close) {
		p->pos++;
		return 0;
	}
	for (;;) {
		char *key = NULL;
		size_t keylen;
		if (v->n == cap) {
			size_t c = cap ? cap * 2 : 4;
			struct jv *it = realloc(v->items, c * sizeof(*it));
			if (!it)
				return fail(p, "out of memory");
			v->items = it;
			if (close == '}') {
				char **ks = realloc(v->keys, c * sizeof(*ks));
				if (!ks)
					return fail(p, "out of memory");
				v->keys = ks;
			}
			cap = c;
		}
		memset(&v->items[v->n], 0, sizeof(v->items[v->n]));
		if (close == '}') {
			size_t at = p->pos;
			if (peek(p) != '"')
				return fail(p, "a key must be a string in double quotes");
			if (string(p, &key, &keylen))
				return -1;
			for (size_t k = 0; k < v->n; k++) {
				if (strcmp(v->keys[k], key) == 0) {
					free(key);
					p->pos = at;
					return fail(p, "a key given twice");
				}
			}
			v->keys[v->n] = key;
			blanks(p);
			if (peek(p) != ':') {
				v->n++; /* the key is freed with the object */
				return fail(p, "a ':' must follow a key");
			}
			p->pos++;
		}
		v->n++;
		if (value(p, &v->items[v->n - 1]))
			return -1;
		blanks(p);
		if (peek(p) == close) {
			p->pos++;
			return 0;
		}
		if (peek(p) != ',')
			return fail(p, close == '}' ? "a ',' or '}' must follow a value" :
						     "a ',' or ']' must follow a value");
		p->pos++;
		blanks(p);
	}
}

static int value(struct parser *p, struct jv *v)
{
	int c, rc;

	blanks(p);
	c = peek(p);
	memset(v, 0, sizeof(*v));
	switch (c) {
	case '{':
	case '[':
		if (++p->depth > MAX_DEPTH)
			return fail(p, "nested too deeply");
		v->type = c == '{' ? JV_OBJECT : JV_ARRAY;
		rc = items(p, v, c == '{' ? '}' : ']');
		p->depth--;
		return rc;
	case '"':
		v->type = JV_STRING;
		return string(p, &v->s, &v->slen);
	case 't':
		v->type = JV_BOOL;
		v->i = 1;
		return literal(p, "true");
	case 'f':
		v->type = JV_BOOL;
		return literal(p, "false");
	case 'n':
		v->type = JV_NULL;
		return literal(p, "null");
	case -1:
		return fail(p, "the text ends before a value");
	default:
		return number(p, v);
	}
}

/* 1 if the bytes are UTF-8 (no overlong forms, no values past U+10FFFF;
 * surrogates pass, as JSON's \u escapes let them through anyway). */
static int utf8_ok(const unsigned char *s, size_t len, size_t *bad)
{
	for (size_t i = 0; i < len;) {
		unsigned c = s[i];
		size_t n = c < 0x80 ? 1 : c >= 0xC2 && c < 0xE0 ? 2 : c >= 0xE0 && c < 0xF0 ? 3 :
			   c >= 0xF0 && c < 0xF5 ? 4 : 0;
		if (!n || len - i < n)
			goto no;
		for (size_t k = 1; k < n; k++)
			if ((s[i + k] & 0xC0) != 0x80)
				goto no;
		if ((c == 0xE0 && s[i + 1] < 0xA0) || (c == 0xF0 && s[i + 1] < 0x90) ||
		    (c == 0xF4 && s[i + 1] >= 0x90))
			goto no;
		i += n;
		continue;
no:
		*bad = i;
		return 0;
	}
	return 1;
}

const struct jv *jv_key(const struct jv *obj, const char *name)
{
	for (size_t k = 0; k < obj->n; k++)
		if (strcmp(obj->keys[k], name) == 0)
			return &obj->items[k];
	return NULL;
}

int jv_parse(const char *text, size_t len, struct jv *top, const char **err, uint32_t *line,
	     uint32_t *col)
{
	struct parser p = { text, len, 0, 0, NULL, 0 };
	size_t bad;

	memset(top, 0, sizeof(*top));
	if (!utf8_ok((const unsigned char *)text, len, &bad)) {
		p.err = "not UTF-8 text";
		p.err_pos = bad;
	} else if (value(&p, top) == 0) {
		blanks(&p);
		if (p.pos < len)
			fail(&p, "more after the JSON value");
	}
	*err = p.err;
	*line = *col = 0;
	if (!p.err)
		return 0;
	*line = *col = 1;
	for (size_t k = 0; k < p.err_pos && k < len; k++) {
		if (text[k] == '\n')
			++*line, *col = 1;
		else if (((unsigned char)text[k] & 0xC0) != 0x80)
			++*col;
	}
	return -1;
}
