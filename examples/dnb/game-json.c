/* SPDX-License-Identifier: MIT */
/*
 * A game read from its JSON form, dnb_game_json(5).  The text is parsed
 * into a tree of values (RFC 8259, strictly: no comments, no trailing
 * commas, no NaN), then the game is built from the keys that define it
 * and checked against those derived from it.  The Python binding's
 * Game.from_json() reads the same form and refuses the same texts.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "game-json.h"
#include "moves.h"

enum { JV_NULL, JV_BOOL, JV_INT, JV_NUMBER, JV_STRING, JV_ARRAY, JV_OBJECT };

/* One JSON value.  An object's keys are in keys[], its values in items[]. */
struct jv {
	int type;
	int64_t i;	   /* JV_BOOL (0 or 1), JV_INT (clamped to int64_t) */
	char *s;	   /* JV_STRING, NUL-terminated */
	size_t slen;	   /* its length, which a NUL inside makes larger than strlen */
	size_t n;	   /* items of an array or an object */
	struct jv *items;
	char **keys;
};

/* Deeper nesting than this is refused rather than recursed into. */
#define MAX_DEPTH 64

struct parser {
	const char *s;
	size_t len, pos;
	int depth;
	const char *err; /* the first error, in words */
	size_t err_pos;
};

static void jv_free(struct jv *v)
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

/* -- the game ------------------------------------------------------------ */

struct reader {
	char *why;
	size_t size;
};

static dnb_status say(struct reader *r, dnb_status st, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->why, r->size, fmt, ap);
	va_end(ap);
	return st;
}

static const struct jv *key(const struct jv *obj, const char *name)
{
	for (size_t k = 0; k < obj->n; k++)
		if (strcmp(obj->keys[k], name) == 0)
			return &obj->items[k];
	return NULL;
}

/* A string without a NUL inside. */
static int text(const struct jv *v)
{
	return v->type == JV_STRING && strlen(v->s) == v->slen;
}

static int strings(const struct jv *v)
{
	if (v->type != JV_ARRAY)
		return 0;
	for (size_t k = 0; k < v->n; k++)
		if (!text(&v->items[k]))
			return 0;
	return 1;
}

static int ints(const struct jv *v)
{
	if (v->type != JV_ARRAY)
		return 0;
	for (size_t k = 0; k < v->n; k++)
		if (v->items[k].type != JV_INT)
			return 0;
	return 1;
}

static dnb_status start(struct reader *r, const struct jv *top, dnb_game **out)
{
	const struct jv *w = key(top, "width"), *h = key(top, "height");
	const struct jv *rules = key(top, "rules"), *setup = key(top, "setup");
	const struct jv *to_move, *edges, *owners;
	uint32_t flags, ww, hh;
	const char *bad;
	size_t bad_len;
	unsigned char *drawn, *own;
	dnb_status st;
	char a[32], b[32];

	if (w->type != JV_INT || h->type != JV_INT)
		return say(r, DNB_E_PARSE, "%s is not a whole number",
			   w->type != JV_INT ? "width" : "height");
	if (!text(rules))
		return say(r, DNB_E_PARSE, "rules is not a string of rule words");
	if (args_variant(rules->s, &flags, &bad, &bad_len) != DNB_OK)
		return say(r, DNB_E_PARSE, bad_len ? "unknown rule '%.*s'" :
				"rules is not a string of rule words", (int)bad_len, bad);
	if (args_rule_conflict(flags, a, b, sizeof(a)))
		return say(r, DNB_E_INVALID, "the %s and %s rules cannot be combined", a, b);
	if (w->i < 1 || w->i > DNB_MAX_SIDE || h->i < 1 || h->i > DNB_MAX_SIDE)
		return say(r, DNB_E_RANGE, "each side is 1 to %u boxes", DNB_MAX_SIDE);
	ww = (uint32_t)w->i;
	hh = (uint32_t)h->i;
	if (!setup) {
		st = dnb_game_new(ww, hh, flags, out);
		return st == DNB_OK ? st : say(r, st, "%s", dnb_strerror(st));
	}
	if (setup->type != JV_OBJECT)
		return say(r, DNB_E_PARSE, "setup is not an object");
	to_move = key(setup, "to_move");
	edges = key(setup, "edges");
	owners = key(setup, "owners");
	if (!to_move || !edges || !owners)
		return say(r, DNB_E_PARSE, "no '%s' key in setup",
			   !to_move ? "to_move" : !edges ? "edges" : "owners");
	if (to_move->type != JV_INT)
		return say(r, DNB_E_PARSE, "setup.to_move is not a whole number");
	if (!strings(edges))
		return say(r, DNB_E_PARSE, "setup.edges is not an array of strings");
	if (!ints(owners))
		return say(r, DNB_E_PARSE, "setup.owners is not an array of whole numbers");
	if (owners->n != (size_t)ww * hh)
		return say(r, DNB_E_INVALID, "setup: %zu owners for %u boxes", owners->n,
			   ww * hh);
	if (to_move->i < 1 || to_move->i > 2)
		return say(r, DNB_E_RANGE, "setup: the player to move is 1 or 2");
	drawn = calloc((size_t)2 * (ww + 1) * (hh + 1), 1);
	own = malloc(owners->n ? owners->n : 1);
	if (!drawn || !own) {
		free(drawn);
		free(own);
		return say(r, DNB_E_NOMEM, "%s", dnb_strerror(DNB_E_NOMEM));
	}
	st = DNB_OK;
	for (size_t k = 0; k < owners->n && st == DNB_OK; k++) {
		if (owners->items[k].i < 0 || owners->items[k].i > 255)
			st = say(r, DNB_E_RANGE, "setup: owner %lld",
				 (long long)owners->items[k].i);
		own[k] = (unsigned char)owners->items[k].i;
	}
	for (size_t k = 0; k < edges->n && st == DNB_OK; k++) {
		uint32_t e;
		const char *m = edges->items[k].s;
		st = dnb_move_parse(ww, hh, m, strlen(m), &e);
		if (st != DNB_OK)
			say(r, st, "setup: '%s' is no edge of the %ux%u board", m, ww, hh);
		else
			drawn[e] = 1;
	}
	if (st == DNB_OK && (st = dnb_game_new_setup(ww, hh, flags, drawn, own,
						      (int32_t)to_move->i, out)) != DNB_OK)
		say(r, st, "setup: %s", dnb_strerror(st));
	free(drawn);
	free(own);
	return st;
}

/* A derived key present that differs from the game: DNB_E_PARSE. */
static dnb_status check_int(struct reader *r, const struct jv *top, const char *name,
			    int64_t got)
{
	const struct jv *v = key(top, name);

	if (!v || (v->type == JV_INT && v->i == got))
		return DNB_OK;
	return say(r, DNB_E_PARSE, "%s is not %lld, which the moves give", name,
		   (long long)got);
}

static dnb_status check_ints(struct reader *r, const struct jv *top, const char *name,
			     const int64_t *got, size_t n)
{
	const struct jv *v = key(top, name);
	size_t k = 0;

	if (!v)
		return DNB_OK;
	if (ints(v) && v->n == n)
		while (k < n && v->items[k].i == got[k])
			k++;
	if (ints(v) && v->n == n && k == n)
		return DNB_OK;
	return say(r, DNB_E_PARSE, "%s is not what the moves give", name);
}

static dnb_status check(struct reader *r, const struct jv *top, const dnb_game *g)
{
	const struct jv *over = key(top, "over");
	int32_t winner, margin, boxes = dnb_game_width(g) * dnb_game_height(g);
	int64_t scores[2] = { dnb_game_score(g, 1), dnb_game_score(g, 2) }, *owners;
	dnb_status st;

	dnb_game_result(g, &winner, &margin);
	if ((st = check_int(r, top, "moves", dnb_game_move_count(g))) ||
	    (st = check_int(r, top, "to_move", dnb_game_to_move(g))) ||
	    (st = check_int(r, top, "winner", winner)) ||
	    (st = check_int(r, top, "margin", margin)) ||
	    (st = check_ints(r, top, "scores", scores, 2)))
		return st;
	if (over && (over->type != JV_BOOL || over->i != dnb_game_is_over(g)))
		return say(r, DNB_E_PARSE, "over is not %s, which the moves give",
			   dnb_game_is_over(g) ? "true" : "false");
	owners = malloc((size_t)boxes * sizeof(*owners));
	if (!owners)
		return say(r, DNB_E_NOMEM, "%s", dnb_strerror(DNB_E_NOMEM));
	for (int32_t k = 0; k < boxes; k++)
		owners[k] = dnb_game_box_owner(g, (uint32_t)k);
	st = check_ints(r, top, "owners", owners, (size_t)boxes);
	free(owners);
	return st;
}

static dnb_status build(struct reader *r, const struct jv *top, dnb_game **out)
{
	static const char *const need[] = { "width", "height", "rules", "history" };
	const struct jv *history = key(top, "history");
	dnb_game *g = NULL;
	dnb_status st;

	if (top->type != JV_OBJECT)
		return say(r, DNB_E_PARSE, "not a JSON object");
	for (size_t k = 0; k < sizeof(need) / sizeof(need[0]); k++)
		if (!key(top, need[k]))
			return say(r, DNB_E_PARSE, "no '%s' key", need[k]);
	if (!strings(history))
		return say(r, DNB_E_PARSE, "history is not an array of strings");
	if ((st = start(r, top, &g)) != DNB_OK)
		return st;
	for (size_t k = 0; k < history->n; k++) {
		char why[160];
		if ((st = move_play(g, history->items[k].s, why, sizeof(why))) != DNB_OK) {
			say(r, st, "history[%zu] '%s': %s", k, history->items[k].s, why);
			dnb_game_free(g);
			return st;
		}
	}
	if ((st = check(r, top, g)) != DNB_OK) {
		dnb_game_free(g);
		return st;
	}
	*out = g;
	return DNB_OK;
}

int game_json_is_json(const char *text, size_t len)
{
	size_t k = 0;

	while (k < len && strchr(" \t\n\r", text[k]) && text[k])
		k++;
	return k < len && text[k] == '{';
}

dnb_status game_json_read(const char *text, size_t len, dnb_game **out, char *why,
			  size_t size, uint32_t *line, uint32_t *col)
{
	struct parser p = { text, len, 0, 0, NULL, 0 };
	struct reader r = { why, size };
	struct jv top;
	size_t bad;
	dnb_status st;

	*line = *col = 0;
	memset(&top, 0, sizeof(top));
	if (!utf8_ok((const unsigned char *)text, len, &bad)) {
		p.err = "not UTF-8 text";
		p.err_pos = bad;
	} else if (value(&p, &top) == 0) {
		blanks(&p);
		if (p.pos < len)
			fail(&p, "more after the JSON value");
	}
	if (p.err) {
		/* where, counting characters rather than bytes */
		*line = *col = 1;
		for (size_t k = 0; k < p.err_pos && k < len; k++) {
			if (text[k] == '\n')
				++*line, *col = 1;
			else if (((unsigned char)text[k] & 0xC0) != 0x80)
				++*col;
		}
		jv_free(&top);
		return say(&r, DNB_E_PARSE, "%s", p.err);
	}
	st = build(&r, &top, out);
	jv_free(&top);
	return st;
}
