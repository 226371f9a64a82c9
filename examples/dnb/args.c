/* SPDX-License-Identifier: MIT */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "args.h"
#include "moves.h"

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

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

dnb_status args_variant(const char *s, uint32_t *flags, const char **bad, size_t *bad_len)
{
	uint32_t all = 0, one;
	int words = 0;

	for (;;) {
		size_t n = 0;
		while (is_blank(*s))
			s++;
		if (!*s)
			break;
		while (s[n] && !is_blank(s[n]))
			n++;
		if (dnb_rules_parse(s, n, &one) != DNB_OK) {
			*bad = s;
			*bad_len = n;
			return DNB_E_PARSE;
		}
		all |= one;
		words++;
		s += n;
	}
	if (!words) {
		*bad = s;
		*bad_len = 0;
		return DNB_E_PARSE;
	}
	*flags = all;
	return DNB_OK;
}

int args_rule_conflict(uint32_t rules, char *a, char *b, size_t size)
{
	/* every pair x < y of the flags set, by asking the library about
	 * their two words */
	for (uint32_t x = 1; x != 0; x <<= 1) {
		if (!(rules & x) || dnb_rules_format(x, a, size, NULL) != DNB_OK)
			continue;
		for (uint32_t y = x << 1; y != 0; y <<= 1) {
			char both[80];
			uint32_t got;
			if (!(rules & y) || dnb_rules_format(y, b, size, NULL) != DNB_OK)
				continue;
			snprintf(both, sizeof(both), "%s %s", a, b);
			if (dnb_rules_parse(both, strlen(both), &got) == DNB_E_INVALID)
				return 1;
		}
	}
	return 0;
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

const struct tool_option *args_option(const struct tool_option *opts, const char *arg)
{
	for (; opts && opts->name; opts++)
		if (opts->name[0] == '-' && strcmp(opts->name, arg) == 0)
			return opts;
	return NULL;
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

/* The rules of every --variant among the arguments into *rules; 0, or 2
 * after a message naming the unknown word or the rules that conflict. */
static int game_rules(int argc, char **argv, const struct tool_option *opts, uint32_t *rules)
{
	char known[256], a[32], b[32];
	const char *bad;
	size_t bad_len;
	uint32_t flags;

	*rules = 0;
	for (int i = 1; i < argc; i++) {
		const struct tool_option *o = args_option(opts, argv[i]);
		if (o && o->value) {
			if (args_missing_value(argc, i, argv[i]))
				return 2;
			i++;
			continue;
		}
		if (strcmp(argv[i], "--variant") != 0)
			continue;
		args_rule_words(known, sizeof(known), 1, ", ", " or ");
		if (i + 1 >= argc) {
			fprintf(stderr, "dnb: --variant takes %s\n", known);
			return 2;
		}
		if (args_variant(argv[++i], &flags, &bad, &bad_len) != DNB_OK) {
			if (bad_len)
				fprintf(stderr, "dnb: unknown variant '%.*s': --variant takes %s\n",
					(int)bad_len, bad, known);
			else
				fprintf(stderr, "dnb: --variant takes %s, not '%s'\n", known,
					argv[i]);
			return 2;
		}
		*rules |= flags;
	}
	if (args_rule_conflict(*rules, a, b, sizeof(a))) {
		fprintf(stderr, "dnb: the %s and %s rules cannot be combined\n", a, b);
		return 2;
	}
	return 0;
}

int args_game(int argc, char **argv, const struct tool_option *opts, dnb_game **out)
{
	uint32_t w, h, rules;
	int n_moves = 0, rc;
	dnb_game *g;
	dnb_status st;

	if (argc < 1) {
		fprintf(stderr, "dnb: a board size WxH comes first, such as 4x4\n");
		return 2;
	}
	if (!args_size(argv[0], &w, &h)) {
		fprintf(stderr, "dnb: '%s' is not a board size: write WxH, such as 4x4\n",
			argv[0]);
		return 2;
	}
	if ((rc = game_rules(argc, argv, opts, &rules)) != 0)
		return rc;
	st = dnb_game_new(w, h, rules, &g);
	if (st == DNB_E_RANGE) {
		fprintf(stderr, "dnb: board size '%s': each side is 1 to %u boxes\n", argv[0],
			DNB_MAX_SIDE);
		return 1;
	}
	if (st != DNB_OK)
		return args_fail("cannot create the game", argv[0], st);
	for (int i = 1; i < argc; i++) {
		const struct tool_option *o = args_option(opts, argv[i]);
		char why[160];
		if (strcmp(argv[i], "--variant") == 0 || (o && o->value)) {
			i++;
			continue;
		}
		if (o)
			continue;
		/* no move starts with '-' */
		if (argv[i][0] == '-') {
			fprintf(stderr, "dnb: unknown option '%s'\n", argv[i]);
			dnb_game_free(g);
			return 2;
		}
		n_moves++;
		if (move_play(g, argv[i], why, sizeof(why)) != DNB_OK) {
			fprintf(stderr, "dnb: move %d '%s': %s\n", n_moves, argv[i], why);
			dnb_game_free(g);
			return 1;
		}
	}
	*out = g;
	return 0;
}
