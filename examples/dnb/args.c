/* SPDX-License-Identifier: MIT */
#include <stdlib.h>
#include <string.h>

#include "args.h"

int args_size(const char *s, uint32_t *w, uint32_t *h)
{
	char *end;
	unsigned long a, b;

	a = strtoul(s, &end, 10);
	if (end == s || *end != 'x')
		return 0;
	s = end + 1;
	b = strtoul(s, &end, 10);
	if (end == s || *end != '\0' || a > 1000 || b > 1000)
		return 0;
	*w = (uint32_t)a;
	*h = (uint32_t)b;
	return 1;
}

int args_variant(const char *s, uint32_t *flag)
{
	static const struct {
		const char *name;
		uint32_t flag;
	} names[] = {
		{ "standard", DNB_RULES_STANDARD },
		{ "compulsory", DNB_RULE_COMPULSORY },
		{ "nimstring", DNB_RULE_NIMSTRING },
		{ "misere", DNB_RULE_MISERE },
		{ "border", DNB_RULE_BORDER },
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (strcmp(s, names[i].name) == 0) {
			*flag = names[i].flag;
			return 1;
		}
	}
	return 0;
}

int args_fail(const char *what, const char *arg, dnb_status st)
{
	if (arg)
		fprintf(stderr, "dnb: %s '%s': %s\n", what, arg, dnb_strerror(st));
	else
		fprintf(stderr, "dnb: %s: %s\n", what, dnb_strerror(st));
	return 1;
}

static int in_list(const char *const *list, const char *s)
{
	for (; list && *list; list++)
		if (strcmp(*list, s) == 0)
			return 1;
	return 0;
}

int args_print_game(const dnb_game *g, uint32_t format)
{
	size_t len = 0;
	char *buf;
	dnb_status st;

	dnb_game_format(g, format, NULL, 0, &len);
	buf = malloc(len + 1);
	if (!buf)
		return args_fail("format", NULL, DNB_E_NOMEM);
	st = dnb_game_format(g, format, buf, len + 1, NULL);
	if (st == DNB_OK)
		fputs(buf, stdout);
	free(buf);
	return st == DNB_OK ? 0 : args_fail("format", NULL, st);
}

int args_has(int argc, char **argv, const char *opt)
{
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], opt) == 0)
			return 1;
	return 0;
}

const char *args_value(int argc, char **argv, const char *opt)
{
	for (int i = 0; i + 1 < argc; i++)
		if (strcmp(argv[i], opt) == 0)
			return argv[i + 1];
	return NULL;
}

int args_game(int argc, char **argv, const char *const *flags, const char *const *valued,
	      dnb_game **out)
{
	uint32_t w, h, rules = 0, flag;
	int n_moves = 0;
	dnb_game *g;
	dnb_status st;

	if (argc < 1 || !args_size(argv[0], &w, &h)) {
		fprintf(stderr, "dnb: expected a board size WxH, e.g. 4x4\n");
		return 2;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--variant") == 0) {
			if (i + 1 >= argc || !args_variant(argv[i + 1], &flag)) {
				fprintf(stderr, "dnb: --variant takes compulsory, nimstring, misere or border\n");
				return 2;
			}
			rules |= flag;
			i++;
		} else if (in_list(valued, argv[i])) {
			i++;
		}
	}
	st = dnb_game_new(w, h, rules, &g);
	if (st != DNB_OK)
		return args_fail("cannot create the game", argv[0], st);
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--variant") == 0 || in_list(valued, argv[i])) {
			i++;
			continue;
		}
		if (in_list(flags, argv[i]))
			continue;
		if (argv[i][0] == '-' && argv[i][1] == '-') {
			fprintf(stderr, "dnb: unknown option '%s'\n", argv[i]);
			dnb_game_free(g);
			return 2;
		}
		uint32_t e;
		st = dnb_move_parse(w, h, argv[i], strlen(argv[i]), &e);
		if (st == DNB_OK)
			st = dnb_game_play(g, e, NULL);
		n_moves++;
		if (st != DNB_OK) {
			char what[64];
			snprintf(what, sizeof(what), "move %d", n_moves);
			dnb_game_free(g);
			return args_fail(what, argv[i], st);
		}
	}
	*out = g;
	return 0;
}
