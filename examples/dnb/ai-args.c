/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai-args.h"
#include "args.h"

int ai_args(int argc, char **argv, int need_level, dnb_ai_options *opts)
{
	const char *level = args_value(argc, argv, "--level");
	const char *v;
	int rc;

	if (level) {
		if (dnb_ai_level_parse(level, strlen(level), &opts->level) != DNB_OK) {
			fprintf(stderr, "dnb: --level takes %s, not '%s'\n", AI_ARGS_LEVELS, level);
			return 2;
		}
	} else if (need_level || args_has(argc, argv, "--level")) {
		fprintf(stderr, "dnb: --level is required: %s\n", AI_ARGS_LEVELS);
		return 2;
	}
	if ((v = args_value(argc, argv, "--seed")) && (rc = args_uint("--seed", v, 0, UINT64_MAX, &opts->seed)))
		return rc;
	if ((v = args_value(argc, argv, "--nodes")) &&
	    (rc = args_uint("--nodes", v, 0, UINT64_MAX, &opts->node_limit)))
		return rc;
	if ((v = args_value(argc, argv, "--time")) &&
	    (rc = args_uint("--time", v, 0, UINT64_MAX, &opts->time_limit_ms)))
		return rc;
	return 0;
}
