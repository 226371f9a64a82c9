/* SPDX-License-Identifier: MIT */
/* Just enough JSON output for the tool: objects, arrays, numbers, strings. */
#ifndef DNB_TOOL_JSON_H
#define DNB_TOOL_JSON_H

#include <stdint.h>
#include <stdio.h>

struct json {
	FILE *f;
	int depth;
	int need_comma[32];
};

void json_begin(struct json *j, FILE *f);
void json_obj_open(struct json *j, const char *key);   /* key NULL inside arrays */
void json_obj_close(struct json *j);
void json_arr_open(struct json *j, const char *key);
void json_arr_close(struct json *j);
void json_int(struct json *j, const char *key, int64_t v);
void json_bool(struct json *j, const char *key, int v);
void json_str(struct json *j, const char *key, const char *s);
void json_null(struct json *j, const char *key);
void json_end(struct json *j); /* newline after the top value */

#endif
