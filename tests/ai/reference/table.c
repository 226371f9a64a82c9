/* SPDX-License-Identifier: MIT */
#include <stdlib.h>
#include <string.h>

#include "table.h"

struct slot {
	uint64_t key; /* 0: empty */
	int32_t value;
};

struct ref_table {
	uint32_t mask, used;
	struct slot *slot;
};

struct ref_table *ref_table_new(unsigned bits)
{
	struct ref_table *t = calloc(1, sizeof(*t));

	if (t && !(t->slot = calloc((size_t)1 << bits, sizeof(t->slot[0])))) {
		free(t);
		return NULL;
	}
	if (t)
		t->mask = (1u << bits) - 1;
	return t;
}

void ref_table_free(struct ref_table *t)
{
	if (t)
		free(t->slot);
	free(t);
}

int ref_table_find(const struct ref_table *t, uint64_t key, int32_t *value)
{
	for (uint32_t at = (uint32_t)key & t->mask; t->slot[at].key; at = (at + 1) & t->mask) {
		if (t->slot[at].key == key) {
			*value = t->slot[at].value;
			return 1;
		}
	}
	return 0;
}

void ref_table_store(struct ref_table *t, uint64_t key, int32_t value)
{
	uint32_t at;

	if (t->used >= (t->mask + 1) / 4 * 3) {
		memset(t->slot, 0, ((size_t)t->mask + 1) * sizeof(t->slot[0]));
		t->used = 0;
	}
	for (at = (uint32_t)key & t->mask; t->slot[at].key; at = (at + 1) & t->mask)
		;
	t->slot[at] = (struct slot){ key, value };
	t->used++;
}
