/* SPDX-License-Identifier: MIT */
/*
 * The reference player's memo: 64-bit keys (never 0) to values, in open
 * addressing; emptied when three quarters full, since every value can be
 * worked out again.
 */
#ifndef REF_TABLE_H
#define REF_TABLE_H

#include <stdint.h>

struct ref_table;

/* A table of 2^bits slots; NULL when memory runs out. */
struct ref_table *ref_table_new(unsigned bits);
void ref_table_free(struct ref_table *t);
/* 1 and *value if key is held, else 0. */
int ref_table_find(const struct ref_table *t, uint64_t key, int32_t *value);
/* Hold key (not held yet) with its value. */
void ref_table_store(struct ref_table *t, uint64_t key, int32_t value);

#endif
