/* SPDX-License-Identifier: MIT */
#include <stdlib.h>

#include "eg-brute.h"

void brute_add(struct brute_pos *p, uint32_t loop, uint32_t len)
{
	for (uint32_t i = 0; i < p->n_kinds; i++) {
		if (p->loop[i] == loop && p->len[i] == len) {
			p->mult[i]++;
			return;
		}
	}
	p->loop[p->n_kinds] = loop;
	p->len[p->n_kinds] = len;
	p->mult[p->n_kinds] = 1;
	p->n_kinds++;
}

uint64_t brute_states(const struct brute_pos *p)
{
	uint64_t n = 1;

	for (uint32_t i = 0; i < p->n_kinds; i++) {
		if (n > UINT64_MAX / (p->mult[i] + 1))
			return UINT64_MAX;
		n *= p->mult[i] + 1;
	}
	return n;
}

static int64_t iabs(int64_t x) { return x < 0 ? -x : x; }

int64_t brute_value(const struct brute_pos *p, int64_t *t, int64_t *without)
{
	uint64_t stride[BRUTE_MAX_KINDS], n = brute_states(p), full = n - 1;
	uint32_t cnt[BRUTE_MAX_KINDS] = { 0 };

	uint64_t s = 1;

	for (uint32_t i = 0; i < p->n_kinds; i++) {
		stride[i] = s;
		s *= p->mult[i] + 1;
	}
	/* Sub-multisets in mixed-radix order: every G - C comes before G. */
	t[0] = 0;
	for (uint64_t idx = 1; idx < n; idx++) {
		int64_t best = INT64_MAX;
		/* Increment the counter digits. */
		for (uint32_t i = 0; i < p->n_kinds; i++) {
			if (cnt[i] < p->mult[i]) {
				cnt[i]++;
				break;
			}
			cnt[i] = 0;
		}
		for (uint32_t i = 0; i < p->n_kinds; i++) {
			int64_t h, v;
			if (cnt[i] == 0)
				continue;
			h = p->loop[i] ? 4 : 2;
			v = (int64_t)p->len[i] - h + iabs(t[idx - stride[i]] - h);
			if (v < best)
				best = v;
		}
		t[idx] = best;
	}
	for (uint32_t i = 0; i < p->n_kinds; i++)
		if (p->mult[i] > 0)
			without[i] = t[full - stride[i]];
	return t[full];
}
