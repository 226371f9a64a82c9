/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai-args.h"
#include "args.h"

const char *const ai_valued_options[] = { "--level", "--seed", "--nodes", "--time", "--human",
					  NULL };

static int number(const char *opt, const char *s, uint64_t *out)
{
	char *end;

	if (!s || !*s || *s == '-') {
		fprintf(stderr, "dnb: %s takes a number\n", opt);
		return 2;
	}
	*out = strtoull(s, &end, 10);
	if (*end) {
		fprintf(stderr, "dnb: %s takes a number, not '%s'\n", opt, s);
		return 2;
	}
	return 0;
}

int ai_args(int argc, char **argv, int need_level, dnb_ai_options *opts)
{
	const char *level = args_value(argc, argv, "--level");
	const char *v;
	int rc;

	if (level) {
		if (dnb_ai_level_parse(level, strlen(level), &opts->level) != DNB_OK) {
			fprintf(stderr, "dnb: --level takes beginner, easy, medium, hard or perfect\n");
			return 2;
		}
	} else if (need_level || args_has(argc, argv, "--level")) {
		fprintf(stderr, "dnb: --level is required (beginner, easy, medium, hard, perfect)\n");
		return 2;
	}
	if ((v = args_value(argc, argv, "--seed")) && (rc = number("--seed", v, &opts->seed)))
		return rc;
	if ((v = args_value(argc, argv, "--nodes")) &&
	    (rc = number("--nodes", v, &opts->node_limit)))
		return rc;
	if ((v = args_value(argc, argv, "--time")) &&
	    (rc = number("--time", v, &opts->time_limit_ms)))
		return rc;
	return 0;
}
