/* SPDX-License-Identifier: MIT */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

int args_uint(const char *opt, const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	const char *p = s;
	int overflow = 0;

	for (; is_digit(*p); p++) {
		unsigned d = (unsigned)(*p - '0');
		overflow |= v > (UINT64_MAX - d) / 10;
		v = v * 10 + d;
	}
	if (p == s || *p || overflow || v < min || v > max) {
		fprintf(stderr, "dnb: %s takes a whole number from %llu to %llu, not '%s'\n", opt,
			(unsigned long long)min, (unsigned long long)max, s);
		return 2;
	}
	*out = v;
	return 0;
}

int args_seconds(const char *opt, const char *s, uint64_t max_s, uint64_t *ms)
{
	uint64_t whole = 0, frac_ms = 0;
	const char *p = s;
	int digits = 0, rest = 0;

	for (; is_digit(*p); p++, digits++)
		if (whole <= max_s)
			whole = whole * 10 + (uint64_t)(*p - '0');
	if (*p == '.') {
		/* milliseconds from the first three decimals, any further
		 * non-zero decimal rounding up */
		int k = 0;
		for (p++; is_digit(*p); p++, k++, digits++) {
			if (k < 3)
				frac_ms = frac_ms * 10 + (uint64_t)(*p - '0');
			else
				rest |= *p != '0';
		}
		for (; k < 3; k++)
			frac_ms *= 10;
		frac_ms += (uint64_t)rest;
	}
	if (!digits || *p || whole > max_s || (whole == max_s && frac_ms)) {
		fprintf(stderr, "dnb: %s takes seconds from 0 to %llu (such as 2 or 0.5), not '%s'\n",
			opt, (unsigned long long)max_s, s);
		return 2;
	}
	*ms = whole * 1000 + frac_ms;
	return 0;
}

const char *args_read_file(const char *path, size_t max, char **buf, size_t *len)
{
	static char too_big[64];
	struct stat st;
	char *b;
	size_t n = 0;
	ssize_t got = 1;
	/* O_NONBLOCK: opening a FIFO with no writer must not wait */
	int fd = open(path, O_RDONLY | O_NONBLOCK);

	if (fd < 0)
		return errno == ENOENT ? "does not exist" : "cannot be opened";
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return S_ISDIR(st.st_mode) ? "is a directory" : "is not a regular file";
	}
	snprintf(too_big, sizeof(too_big), "is larger than %zu bytes", max);
	if ((uint64_t)st.st_size > max) {
		close(fd);
		return too_big;
	}
	/* one byte more than allowed, to see a file that grew meanwhile */
	b = malloc(max + 1);
	if (!b) {
		close(fd);
		return "cannot be read: out of memory";
	}
	while (n <= max && (got = read(fd, b + n, max + 1 - n)) > 0)
		n += (size_t)got;
	close(fd);
	if (got < 0 || n > max) {
		free(b);
		return got < 0 ? "cannot be read" : too_big;
	}
	*buf = b;
	*len = n;
	return NULL;
}

dnb_status args_variant(const char *s, uint32_t *flags)
{
	size_t len = strlen(s), i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == len)
		return DNB_E_PARSE; /* no rule word at all */
	return dnb_rules_parse(s, len, flags);
}

const char *args_rule_words(char *buf, size_t size, int with_none, const char *sep,
			    const char *last)
{
	char words[33][32];
	size_t n = 0, used = 0;

	/* The word for no flag if asked, then every single flag the library
	 * can write, in bit order. */
	if (with_none && dnb_rules_format(DNB_RULES_STANDARD, words[n], sizeof(words[n]),
					  NULL) == DNB_OK)
		n++;
	for (uint32_t bit = 1; bit != 0; bit <<= 1)
		if (dnb_rules_format(bit, words[n], sizeof(words[n]), NULL) == DNB_OK)
			n++;
	if (size > 0)
		buf[0] = '\0';
	for (size_t i = 0; i < n && used < size; i++) {
		const char *before = i == 0 ? "" : i + 1 == n ? last : sep;
		int k = snprintf(buf + used, size - used, "%s%s", before, words[i]);
		if (k < 0)
			break;
		used += (size_t)k;
	}
	return buf;
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

int args_missing_value(int argc, int i, const char *opt)
{
	if (i + 1 < argc)
		return 0;
	fprintf(stderr, "dnb: %s needs a value\n", opt);
	return 2;
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
			char known[256];
			st = i + 1 < argc ? args_variant(argv[i + 1], &flag) : DNB_E_PARSE;
			if (st == DNB_E_PARSE) {
				args_rule_words(known, sizeof(known), 0, ", ", " or ");
				if (i + 1 < argc)
					fprintf(stderr, "dnb: unknown variant '%s': --variant takes %s\n",
						argv[i + 1], known);
				else
					fprintf(stderr, "dnb: --variant takes %s\n", known);
				return 2;
			}
			if (st != DNB_OK) {
				args_fail("--variant", argv[i + 1], st);
				return 2;
			}
			rules |= flag;
			i++;
		} else if (in_list(valued, argv[i])) {
			if (args_missing_value(argc, i, argv[i]))
				return 2;
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
