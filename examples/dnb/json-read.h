/* SPDX-License-Identifier: MIT */
/* Just enough JSON input for the tool: a text parsed into a tree of
 * values, strictly by RFC 8259 (no comments, trailing commas or NaN;
 * duplicate keys and bytes that are not UTF-8 refused). */
#ifndef DNB_TOOL_JSON_READ_H
#define DNB_TOOL_JSON_READ_H

#include <stddef.h>
#include <stdint.h>

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

/*
 * Parse the whole text (len bytes) into *top: 0, or -1 with *err the
 * reason in words and *line and *col (from 1, counting characters) where
 * it was found.  Either way *top is to be freed with jv_free.
 */
int jv_parse(const char *text, size_t len, struct jv *top, const char **err, uint32_t *line,
	     uint32_t *col);
void jv_free(struct jv *v);

/* The value of the key in an object, or NULL. */
const struct jv *jv_key(const struct jv *obj, const char *name);

#endif
