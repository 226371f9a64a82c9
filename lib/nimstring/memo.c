/* SPDX-License-Identifier: MIT */
/* The memo table of what is known of component values. */
#include <stdlib.h>
#include <string.h>

#include "nimstring/memo-priv.h"

#define MEMO_WAYS 4

/* Settle the value once v <= most and every k < most is excluded. */
static void facts_settle(struct facts *f)
{
	if (f->value != FACTS_NONE || f->most == FACTS_NONE)
		return;
	while (f->most > 0 && f->most < 64 && (f->not >> f->most & 1))
		f->most--;
	if (f->most == 0 || (f->most < 64 && (~f->not & ((UINT64_C(1) << f->most) - 1)) == 0))
		f->value = f->most;
}

void facts_not(struct facts *f, uint32_t k)
{
	if (k < 64)
		f->not |= UINT64_C(1) << k;
	facts_settle(f);
}

void facts_most(struct facts *f, uint32_t k)
{
	if (k < f->most)
		f->most = k;
	facts_settle(f);
}

void facts_exact(struct facts *f, uint32_t v)
{
	f->value = f->most = v;
}

void facts_merge(struct facts *f, const struct facts *g)
{
	if (g->value != FACTS_NONE)
		facts_exact(f, g->value);
	if (f->value != FACTS_NONE)
		return;
	f->not |= g->not;
	if (g->most < f->most)
		f->most = g->most;
	facts_settle(f);
}

int facts_excludes(const struct facts *f, uint32_t k)
{
	if (f->value != FACTS_NONE)
		return f->value != k;
	return (f->most != FACTS_NONE && k > f->most) || (k < 64 && (f->not >> k & 1));
}

int facts_decide(const struct facts *f, uint32_t k, int *equal)
{
	if (f->value != FACTS_NONE) {
		*equal = f->value == k;
		return 1;
	}
	if (facts_excludes(f, k)) {
		*equal = 0;
		return 1;
	}
	return 0;
}

void memo_init(struct memo *m, uint32_t mb)
{
	m->table = NULL;
	m->ring = NULL;
	m->buckets = 0;
	m->ring_size = 0;
	m->written = 0;
	m->mb = mb;
	m->gen = 1;
}

int memo_ready(struct memo *m)
{
	uint64_t want = (uint64_t)m->mb << 20;
	size_t bytes = (size_t)want, entries, buckets = 1;

	if (m->table)
		return 1;
	if (bytes != want) /* more than a 32-bit system can address */
		return 0;
	/* a third for the table, the rest for keys (about 100 bytes each) */
	entries = bytes / 3 / sizeof(struct memo_entry);
	while (buckets * 2 * MEMO_WAYS <= entries)
		buckets *= 2;
	/* calloc: the system hands out zero pages lazily, so a big table costs
	 * only what is touched */
	m->table = calloc(buckets * MEMO_WAYS, sizeof(struct memo_entry));
	m->ring_size = bytes - buckets * MEMO_WAYS * sizeof(struct memo_entry);
	m->ring = malloc(m->ring_size);
	if (!m->table || !m->ring) {
		free(m->table);
		free(m->ring);
		m->table = NULL;
		m->ring = NULL;
		return 0;
	}
	m->buckets = buckets;
	return 1;
}

static struct memo_entry *bucket(const struct memo *m, const struct canon_key *k)
{
	return m->table + (k->hash & (m->buckets - 1)) * MEMO_WAYS;
}

/* 1 if e is of this generation and its key is still in the ring. */
static int live(const struct memo *m, const struct memo_entry *e)
{
	return e->gen == m->gen && e->at + m->ring_size >= m->written;
}

static int same(const struct memo *m, const struct memo_entry *e, const struct canon_key *k)
{
	return e->hash == k->hash && e->len == k->len && live(m, e) &&
	       memcmp(m->ring + e->at % m->ring_size, k->bytes, k->len) == 0;
}

int memo_get(const struct memo *m, const struct canon_key *k, struct facts *f)
{
	const struct memo_entry *b;

	if (!m->table)
		return 0;
	b = bucket(m, k);
	for (int i = 0; i < MEMO_WAYS; i++)
		if (same(m, &b[i], k)) {
			struct facts g = { b[i].value, b[i].most, b[i].not };

			facts_merge(f, &g);
			return 1;
		}
	return 0;
}

/* Room for len key bytes in the ring, in one piece: where they go. */
static uint64_t ring_take(struct memo *m, uint32_t len)
{
	uint64_t at = m->written;

	if (at % m->ring_size + len > m->ring_size)
		at += m->ring_size - at % m->ring_size; /* wrap to the start */
	m->written = at + len;
	return at;
}

void memo_put(struct memo *m, const struct canon_key *k, const struct facts *f, uint64_t work)
{
	struct memo_entry *b, *victim;
	struct facts g = *f;

	if (!m->table || k->len > m->ring_size)
		return;
	b = bucket(m, k);
	victim = &b[0];
	for (int i = 0; i < MEMO_WAYS; i++) {
		if (same(m, &b[i], k)) {
			struct facts old = { b[i].value, b[i].most, b[i].not };

			facts_merge(&g, &old);
			victim = &b[i];
			work += victim->work;
			goto write;
		}
	}
	for (int i = 0; i < MEMO_WAYS; i++) {
		if (!live(m, &b[i])) {
			victim = &b[i];
			break;
		}
		if (b[i].work < victim->work)
			victim = &b[i];
	}
	victim->hash = k->hash;
	victim->len = k->len;
	victim->at = ring_take(m, k->len);
	memcpy(m->ring + victim->at % m->ring_size, k->bytes, k->len);
	victim->gen = m->gen;
write:
	victim->value = g.value;
	victim->most = g.most;
	victim->not = g.not;
	victim->work = work;
}

void memo_clear(struct memo *m)
{
	m->written = 0;
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
	free(m->ring);
	m->table = NULL;
	m->ring = NULL;
	m->buckets = 0;
	m->ring_size = 0;
}
