/* SPDX-License-Identifier: MIT */
/* The memo table of component values. */
#include <stdlib.h>
#include <string.h>

#include "nimstring/memo-priv.h"

#define MEMO_WAYS 4

void memo_init(struct memo *m, uint32_t mb)
{
	m->table = NULL;
	m->buckets = 0;
	m->mb = mb;
	m->gen = 1;
}

int memo_ready(struct memo *m)
{
	size_t entries, buckets = 1;

	if (m->table)
		return 1;
	entries = ((size_t)m->mb << 20) / sizeof(struct memo_entry);
	while (buckets * 2 * MEMO_WAYS <= entries)
		buckets *= 2;
	/* calloc: the system hands out zero pages lazily, so a big table costs
	 * only what is touched */
	m->table = calloc(buckets * MEMO_WAYS, sizeof(struct memo_entry));
	if (!m->table)
		return 0;
	m->buckets = buckets;
	return 1;
}

static struct memo_entry *bucket(const struct memo *m, const struct canon_key *k)
{
	return m->table + (k->h1 & (m->buckets - 1)) * MEMO_WAYS;
}

static int same(const struct memo_entry *e, const struct canon_key *k, uint32_t gen)
{
	return e->gen == gen && e->h1 == k->h1 && e->h2 == k->h2 && e->n == k->n &&
	       e->m == k->m;
}

int memo_get(const struct memo *m, const struct canon_key *k, uint32_t *value)
{
	const struct memo_entry *b;

	if (!m->table)
		return 0;
	b = bucket(m, k);
	for (int i = 0; i < MEMO_WAYS; i++)
		if (same(&b[i], k, m->gen)) {
			*value = b[i].value;
			return 1;
		}
	return 0;
}

void memo_put(struct memo *m, const struct canon_key *k, uint32_t value, uint64_t work)
{
	struct memo_entry *b, *victim;

	if (!m->table)
		return;
	b = bucket(m, k);
	victim = &b[0];
	for (int i = 0; i < MEMO_WAYS; i++) {
		if (b[i].gen != m->gen || same(&b[i], k, m->gen)) {
			victim = &b[i];
			break;
		}
		if (b[i].work < victim->work)
			victim = &b[i];
	}
	victim->h1 = k->h1;
	victim->h2 = k->h2;
	victim->n = k->n;
	victim->m = k->m;
	victim->gen = m->gen;
	victim->value = value;
	victim->work = work;
}

void memo_clear(struct memo *m)
{
	if (++m->gen == 0) {
		/* after 2^32 - 1 clears the old generations come round again */
		if (m->table)
			memset(m->table, 0, m->buckets * MEMO_WAYS * sizeof(struct memo_entry));
		m->gen = 1;
	}
}

void memo_release(struct memo *m)
{
	free(m->table);
	m->table = NULL;
	m->buckets = 0;
}
