/* SPDX-License-Identifier: MIT */
/*
 * A game read from its JSON form, dnb_game_json(5): the text parsed by
 * json-read.c, then the game built from the keys that define it and
 * checked against those derived from it.  The Python binding's
 * Game.from_json() reads the same form and refuses the same texts.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "game-json.h"
#include "json-read.h"
#include "moves.h"

struct reader {
	char *why;
	size_t size;
};

/* printf's format checks for say()'s callers (and no -Wformat-nonliteral
 * for its own vsnprintf). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static dnb_status say(struct reader *r, dnb_status st, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->why, r->size, fmt, ap);
	va_end(ap);
	return st;
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
	const struct jv *w = jv_key(top, "width"), *h = jv_key(top, "height");
	const struct jv *rules = jv_key(top, "rules"), *setup = jv_key(top, "setup");
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
	to_move = jv_key(setup, "to_move");
	edges = jv_key(setup, "edges");
	owners = jv_key(setup, "owners");
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
	const struct jv *v = jv_key(top, name);

	if (!v || (v->type == JV_INT && v->i == got))
		return DNB_OK;
	return say(r, DNB_E_PARSE, "%s is not %lld, which the moves give", name,
		   (long long)got);
}

static dnb_status check_ints(struct reader *r, const struct jv *top, const char *name,
			     const int64_t *got, size_t n)
{
	const struct jv *v = jv_key(top, name);
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
	const struct jv *over = jv_key(top, "over");
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
	const struct jv *history = jv_key(top, "history");
	dnb_game *g = NULL;
	dnb_status st;

	if (top->type != JV_OBJECT)
		return say(r, DNB_E_PARSE, "not a JSON object");
	for (size_t k = 0; k < sizeof(need) / sizeof(need[0]); k++)
		if (!jv_key(top, need[k]))
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
	struct reader r = { why, size };
	struct jv top;
	const char *err;
	dnb_status st;

	if (jv_parse(text, len, &top, &err, line, col) != 0)
		st = say(&r, DNB_E_PARSE, "%s", err);
	else
		st = build(&r, &top, out);
	jv_free(&top);
	return st;
}
