/* SPDX-License-Identifier: MIT */
/* dnb_endgame: a multiset of long chains and loops and its evaluation.
 * Adding and removing are O(1) (amortised); the value is O(1) from the
 * aggregates; lists are linear in the number of distinct lengths. */
#include <stdlib.h>
#include <string.h>

#include "endgame/multiset-priv.h"
#include "common/export-priv.h"
#include "common/lines-priv.h"
#include "common/textbuf-priv.h"
#include "common/list-priv.h"
#include "common/sized-priv.h"

#define KIND_INDEX(kind) ((kind) == DNB_COMPONENT_LOOP ? EG_LOOP : EG_CHAIN)

int eg_component_ok(uint32_t kind, uint32_t length)
{
	if (length > DNB_ENDGAME_MAX_LENGTH)
		return 0;
	if (kind == DNB_COMPONENT_CHAIN)
		return length >= 3;
	if (kind == DNB_COMPONENT_LOOP)
		return length >= 4 && length % 2 == 0;
	return 0;
}

DNB_EXPORT dnb_status dnb_endgame_new(dnb_endgame **out)
{
	dnb_endgame *eg;

	if (!out)
		return DNB_E_INVALID;
	eg = calloc(1, sizeof(*eg));
	if (!eg)
		return DNB_E_NOMEM;
	eg_sum_clear(&eg->sum);
	*out = eg;
	return DNB_OK;
}

DNB_EXPORT void dnb_endgame_free(dnb_endgame *eg)
{
	if (!eg)
		return;
	for (int k = 0; k < 2; k++) {
		free(eg->kind[k].count);
		free(eg->kind[k].pos);
		free(eg->kind[k].present);
	}
	free(eg);
}

DNB_EXPORT dnb_status dnb_endgame_clear(dnb_endgame *eg)
{
	if (!eg)
		return DNB_E_INVALID;
	for (int k = 0; k < 2; k++) {
		struct eg_kind *K = &eg->kind[k];
		for (uint32_t i = 0; i < K->n_present; i++)
			K->count[K->present[i]] = 0;
		K->n_present = 0;
	}
	eg_sum_clear(&eg->sum);
	eg->total = 0;
	return DNB_OK;
}

/* Make room for lengths up to `len` (inclusive). */
static dnb_status kind_reserve(struct eg_kind *K, uint32_t len)
{
	uint32_t cap = K->cap ? K->cap : 64;
	uint32_t *count, *pos, *present;

	if (len < K->cap)
		return DNB_OK;
	while (cap <= len)
		cap *= 2;
	count = realloc(K->count, cap * sizeof(*count));
	if (!count)
		return DNB_E_NOMEM;
	K->count = count;
	pos = realloc(K->pos, cap * sizeof(*pos));
	if (!pos)
		return DNB_E_NOMEM;
	K->pos = pos;
	present = realloc(K->present, cap * sizeof(*present));
	if (!present)
		return DNB_E_NOMEM;
	K->present = present;
	memset(count + K->cap, 0, (cap - K->cap) * sizeof(*count));
	K->cap = cap;
	return DNB_OK;
}

/* Add `times` copies; room and validity were checked. */
static void kind_add(dnb_endgame *eg, uint32_t kind, uint32_t len, uint32_t times)
{
	int k = KIND_INDEX(kind);
	struct eg_kind *K = &eg->kind[k];

	if (times == 0)
		return;
	if (K->count[len] == 0) {
		K->pos[len] = K->n_present;
		K->present[K->n_present++] = len;
	}
	K->count[len] += times;
	eg->total += times;
	eg_sum_add(&eg->sum, k, len, (int64_t)times);
}

DNB_EXPORT dnb_status dnb_endgame_add(dnb_endgame *eg, uint32_t kind, uint32_t length,
				      uint32_t count)
{
	dnb_status st;

	if (!eg || (kind != DNB_COMPONENT_CHAIN && kind != DNB_COMPONENT_LOOP))
		return DNB_E_INVALID;
	if (!eg_component_ok(kind, length))
		return DNB_E_RANGE;
	if (eg->total + count > DNB_ENDGAME_MAX_COMPONENTS)
		return DNB_E_LIMIT;
	st = kind_reserve(&eg->kind[KIND_INDEX(kind)], length);
	if (st != DNB_OK)
		return st;
	kind_add(eg, kind, length, count);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_endgame_remove(dnb_endgame *eg, uint32_t kind, uint32_t length)
{
	int k;
	struct eg_kind *K;

	if (!eg || (kind != DNB_COMPONENT_CHAIN && kind != DNB_COMPONENT_LOOP))
		return DNB_E_INVALID;
	k = KIND_INDEX(kind);
	K = &eg->kind[k];
	if (length >= K->cap || K->count[length] == 0)
		return DNB_E_RANGE;
	if (--K->count[length] == 0) {
		uint32_t i = K->pos[length], last = K->present[--K->n_present];
		K->present[i] = last;
		K->pos[last] = i;
	}
	eg->total--;
	eg_sum_add(&eg->sum, k, length, -1);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_endgame_set(dnb_endgame *eg, const uint32_t *kinds,
				      const uint32_t *lengths, size_t n)
{
	uint32_t maxlen[2] = { 0, 0 };
	dnb_status st;

	if (!eg || (n > 0 && (!kinds || !lengths)))
		return DNB_E_INVALID;
	if (n > DNB_ENDGAME_MAX_COMPONENTS)
		return DNB_E_LIMIT;
	/* Check everything and make room first, so a failure changes nothing. */
	for (size_t i = 0; i < n; i++) {
		if (kinds[i] != DNB_COMPONENT_CHAIN && kinds[i] != DNB_COMPONENT_LOOP)
			return DNB_E_INVALID;
		if (!eg_component_ok(kinds[i], lengths[i]))
			return DNB_E_RANGE;
		if (lengths[i] > maxlen[KIND_INDEX(kinds[i])])
			maxlen[KIND_INDEX(kinds[i])] = lengths[i];
	}
	for (int k = 0; k < 2; k++) {
		st = kind_reserve(&eg->kind[k], maxlen[k]);
		if (st != DNB_OK)
			return st;
	}
	dnb_endgame_clear(eg);
	for (size_t i = 0; i < n; i++)
		kind_add(eg, kinds[i], lengths[i], 1);
	return DNB_OK;
}

/* Sort n lengths (below 2^22) in linear time: insertion sort when short,
 * else a two-pass radix sort on 11-bit digits through `tmp`. */
static void sort_lengths(uint32_t *a, uint32_t *tmp, uint32_t n)
{
	uint32_t count[2048];

	if (n < 64) {
		for (uint32_t i = 1; i < n; i++) {
			uint32_t x = a[i], j = i;
			for (; j > 0 && a[j - 1] > x; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	for (int pass = 0; pass < 2; pass++) {
		uint32_t shift = 11u * (uint32_t)pass, sum = 0;
		uint32_t *from = pass ? tmp : a, *to = pass ? a : tmp;
		memset(count, 0, sizeof(count));
		for (uint32_t i = 0; i < n; i++)
			count[(from[i] >> shift) & 2047u]++;
		for (uint32_t d = 0; d < 2048; d++) {
			uint32_t c = count[d];
			count[d] = sum;
			sum += c;
		}
		for (uint32_t i = 0; i < n; i++)
			to[count[(from[i] >> shift) & 2047u]++] = from[i];
	}
}

/* The distinct components in order (chains by length, then loops), into
 * a fresh array of 2 * n pairs (kind index, length); NULL when out of
 * memory.  *n gets the number of pairs.  Linear: a counting pass over
 * the length table when it is not much larger than the number of distinct
 * lengths, a radix sort otherwise. */
static uint32_t *distinct_sorted(const dnb_endgame *eg, size_t *n)
{
	size_t total = (size_t)eg->kind[0].n_present + eg->kind[1].n_present, at = 0;
	uint32_t *tmp = malloc((total ? total : 1) * 2 * sizeof(*tmp));
	uint32_t *pairs = malloc((total ? total : 1) * 2 * sizeof(*pairs));

	if (!tmp || !pairs) {
		free(tmp);
		free(pairs);
		return NULL;
	}
	for (int k = 0; k < 2; k++) {
		const struct eg_kind *K = &eg->kind[k];
		if (K->n_present == 0)
			continue;
		if (K->cap <= 16 * K->n_present + 1024) {
			/* Dense enough: read the lengths off the count table. */
			for (uint32_t len = 0; len < K->cap; len++) {
				if (K->count[len] == 0)
					continue;
				pairs[2 * at] = (uint32_t)k;
				pairs[2 * at + 1] = len;
				at++;
			}
			continue;
		}
		memcpy(tmp, K->present, K->n_present * sizeof(*tmp));
		sort_lengths(tmp, tmp + K->n_present, K->n_present);
		for (uint32_t i = 0; i < K->n_present; i++) {
			pairs[2 * at] = (uint32_t)k;
			pairs[2 * at + 1] = tmp[i];
			at++;
		}
	}
	free(tmp);
	*n = at;
	return pairs;
}

static uint32_t public_kind(uint32_t k)
{
	return k == EG_LOOP ? DNB_COMPONENT_LOOP : DNB_COMPONENT_CHAIN;
}

DNB_EXPORT dnb_status dnb_endgame_components(const dnb_endgame *eg, uint32_t *kinds,
					     uint32_t *lengths, uint32_t *counts,
					     size_t cap, size_t *count)
{
	uint32_t *pairs;
	size_t n;

	if (!eg || !count || (cap > 0 && (!kinds || !lengths)))
		return DNB_E_INVALID;
	pairs = distinct_sorted(eg, &n);
	if (!pairs)
		return DNB_E_NOMEM;
	for (size_t i = 0; i < n && i < cap; i++) {
		kinds[i] = public_kind(pairs[2 * i]);
		lengths[i] = pairs[2 * i + 1];
		if (counts)
			counts[i] = eg->kind[pairs[2 * i]].count[pairs[2 * i + 1]];
	}
	free(pairs);
	return list_finish(n, cap, count);
}

/* The shortest component of a kind index, or 0 if none. */
static uint32_t shortest(const dnb_endgame *eg, int k)
{
	const struct eg_kind *K = &eg->kind[k];
	uint32_t best = 0;

	for (uint32_t i = 0; i < K->n_present; i++)
		if (best == 0 || K->present[i] < best)
			best = K->present[i];
	return best;
}

DNB_EXPORT dnb_status dnb_endgame_evaluate(const dnb_endgame *eg, dnb_endgame_result *out)
{
	const struct eg_sum *s;
	uint32_t sl, ml;
	int sk, mk, ac;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;

	if (!eg || !sized_ok(out, SIZED_ENDGAME_RESULT_1_0))
		return DNB_E_INVALID;
	s = &eg->sum;
	ac = eg_allcock_case(s);
	eg_move(s, shortest(eg, EG_CHAIN), shortest(eg, EG_LOOP), &sk, &sl, &mk, &ml);
	r.allcock_case = (uint32_t)ac;
	r.value = eg_value(s);
	r.controlled_value = eg_controlled(s);
	r.terminal_bonus = eg_terminal_bonus(s);
	r.boxes = s->boxes;
	r.chains = s->chains;
	r.loops = s->loops;
	r.standard_kind = sl ? public_kind((uint32_t)sk) : 0;
	r.standard_length = sl;
	r.move_kind = ml ? public_kind((uint32_t)mk) : 0;
	r.move_length = ml;
	r.allcock_override = (mk != sk || ml != sl) ? 1u : 0u;
	r.reserved = 0;
	sized_write(out, &r, sizeof(r));
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_endgame_option(const dnb_endgame *eg, uint32_t kind, uint32_t length,
					 int64_t *value_without, int64_t *value_after,
					 uint32_t *decision)
{
	const struct eg_kind *K;
	int k;
	int64_t w;

	if (!eg || (kind != DNB_COMPONENT_CHAIN && kind != DNB_COMPONENT_LOOP))
		return DNB_E_INVALID;
	k = KIND_INDEX(kind);
	K = &eg->kind[k];
	if (length >= K->cap || K->count[length] == 0)
		return DNB_E_RANGE;
	w = eg_value_without(&eg->sum, k, length);
	if (value_without)
		*value_without = w;
	if (value_after)
		*value_after = eg_value_after(&eg->sum, k, length);
	if (decision)
		*decision = eg_decision(k, w);
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_endgame_optimal_openings(const dnb_endgame *eg, uint32_t *kinds,
						   uint32_t *lengths, size_t cap, size_t *count)
{
	uint32_t *pairs;
	size_t n, found = 0;
	int64_t v;

	if (!eg || !count || (cap > 0 && (!kinds || !lengths)))
		return DNB_E_INVALID;
	pairs = distinct_sorted(eg, &n);
	if (!pairs)
		return DNB_E_NOMEM;
	v = eg_value(&eg->sum);
	for (size_t i = 0; i < n; i++) {
		int k = (int)pairs[2 * i];
		if (eg_value_after(&eg->sum, k, pairs[2 * i + 1]) != v)
			continue;
		if (found < cap) {
			kinds[found] = public_kind((uint32_t)k);
			lengths[found] = pairs[2 * i + 1];
		}
		found++;
	}
	free(pairs);
	return list_finish(found, cap, count);
}

DNB_EXPORT dnb_status dnb_endgame_component_parse(const char *text, size_t len,
						  uint32_t *kind, uint32_t *length)
{
	uint64_t n = 0;
	size_t i = 0;
	uint32_t k = DNB_COMPONENT_CHAIN;

	if (!text || !kind || !length)
		return DNB_E_INVALID;
	if (!lines_token_ok(text, len))
		return DNB_E_PARSE;
	while (i < len && text[i] >= '0' && text[i] <= '9') {
		n = n * 10 + (uint64_t)(text[i] - '0');
		if (n > DNB_ENDGAME_MAX_LENGTH)
			return DNB_E_RANGE;
		i++;
	}
	if (i == 0)
		return DNB_E_PARSE;
	if (i < len && (text[i] == 'c' || text[i] == 'C')) {
		i++;
	} else if (i < len && (text[i] == 'l' || text[i] == 'L')) {
		k = DNB_COMPONENT_LOOP;
		i++;
	}
	if (i != len)
		return DNB_E_PARSE;
	if (!eg_component_ok(k, (uint32_t)n))
		return DNB_E_RANGE;
	*kind = k;
	*length = (uint32_t)n;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_endgame_component_format(uint32_t kind, uint32_t length, char *buf,
						   size_t size, size_t *len)
{
	struct textbuf t;

	if (!tb_args_ok(buf, size) || (kind != DNB_COMPONENT_CHAIN && kind != DNB_COMPONENT_LOOP))
		return DNB_E_INVALID;
	if (!eg_component_ok(kind, length))
		return DNB_E_RANGE;
	t = tb_init(buf, size);
	tb_putu(&t, length);
	if (kind == DNB_COMPONENT_LOOP)
		tb_putc(&t, 'l');
	return tb_finish(&t, len);
}

/* The defaults for callers that cannot use the _INIT macros (bindings). */
DNB_EXPORT dnb_status dnb_endgame_result_init(dnb_endgame_result *result, uint32_t size)
{
	static const dnb_endgame_result def = DNB_ENDGAME_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_ENDGAME_RESULT_1_0);
}
