/* SPDX-License-Identifier: MIT */
/*
 * dnb book build's positions (book-jobs.c): every symmetry-distinct
 * position up to a depth, and the check of a finished book that each
 * position agrees with the positions after its moves.
 */
#include <stdlib.h>
#include <string.h>

#include "book-build.h"

static int cmp_u64(const void *pa, const void *pb)
{
	uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;

	return a < b ? -1 : a > b;
}

/* Every canonical key of at most `depth` edges drawn reached by legal
 * moves from the empty board, sorted and unique, into *out. */
int build_enumerate(const struct build_spec *s, uint32_t depth, uint64_t **out, size_t *count,
		     size_t *first_leaf, struct build_progress *p)
{
	uint64_t *all = NULL, *level, *next;
	size_t n_all = 0, n_level = 1;
	dnb_game *empty;
	uint64_t k0;

	/* the empty board of the rules (the border rule draws the outer edges) */
	empty = NULL;
	if (dnb_game_new(s->w, s->h, s->rules, &empty) != DNB_OK ||
	    dnb_book_key(empty, &k0) != DNB_OK) {
		dnb_game_free(empty);
		return 1;
	}
	dnb_game_free(empty);
	level = malloc(sizeof(*level));
	if (!level)
		return 1;
	level[0] = k0;
	*first_leaf = 0;
	for (uint32_t d = 0;; d++) {
		size_t n_next = 0, next_cap = 0, n_done = n_level;
		uint64_t *grown = realloc(all, (n_all + n_level) * sizeof(*all));
		if (!grown)
			return 1;
		all = grown;
		memcpy(all + n_all, level, n_level * sizeof(*level));
		if (d == depth) {
			*first_leaf = n_all;
			n_all += n_level;
			break;
		}
		n_all += n_level;
		build_progress_list(p, d, depth, n_all, 0);
		next = NULL;
		for (size_t i = 0; i < n_level; i++) {
			dnb_game *g = build_game(s, level[i]);
			uint32_t moves[64];
			size_t nm = 0;
			if (i % 1024 == 1023) /* (the next level with its repeats) */
				build_progress_list(p, d + 1, depth, n_all + n_next, 0);
			if (!g || dnb_game_legal_moves(g, moves, 64, &nm) != DNB_OK) {
				dnb_game_free(g);
				nm = 0;
				continue;
			}
			for (size_t j = 0; j < nm; j++) {
				uint64_t k;
				if (dnb_game_play(g, moves[j], NULL) != DNB_OK)
					continue;
				if (dnb_book_key(g, &k) == DNB_OK) {
					if (n_next == next_cap) {
						next_cap = next_cap ? 2 * next_cap : 256;
						grown = realloc(next, next_cap * sizeof(*next));
						if (!grown)
							return 1;
						next = grown;
					}
					next[n_next++] = k;
				}
				dnb_game_undo(g);
			}
			dnb_game_free(g);
		}
		if (n_next > 1) /* (with none, next is NULL, which qsort must not get) */
			qsort(next, n_next, sizeof(*next), cmp_u64);
		n_level = 0;
		for (size_t i = 0; i < n_next; i++)
			if (n_level == 0 || next[n_level - 1] != next[i])
				next[n_level++] = next[i];
		free(level);
		level = next;
		if (n_level == 0) {
			/* the last level was the full boards: no move to check */
			*first_leaf = n_all - n_done;
			break;
		}
	}
	free(level);
	build_progress_list(p, depth, depth, n_all, 1);
	*out = all;
	*count = n_all;
	return 0;
}

/* Every job above the last depth agrees with the positions after its
 * moves; returns the number of disagreements (and prints each). */
size_t build_check_parents(const struct build_spec *s, const dnb_book *book,
			    const uint64_t *keys, size_t n)
{
	size_t bad = 0;

	for (size_t i = 0; i < n; i++) {
		dnb_game *g = build_game(s, keys[i]);
		int32_t vals[64], v, top = DNB_SOLVER_NO_VALUE;
		uint32_t best[64], moves[64];
		size_t nb = 0, nv = 0, agree = 1, nt = 0, nm = 0;
		uint64_t legal = 0;
		if (!g || dnb_book_lookup(book, g, &v, best, 64, &nb) != DNB_OK ||
		    dnb_book_move_values(book, g, vals, 64, &nv) != DNB_OK ||
		    dnb_game_legal_moves(g, moves, 64, &nm) != DNB_OK) {
			agree = 0;
			nv = 0;
		}
		/* the moves the rules allow (under the compulsory rule only the
		 * captures, when there is one) */
		for (size_t j = 0; j < nm; j++)
			legal |= UINT64_C(1) << moves[j];
		for (size_t e = 0; e < nv; e++) {
			if (vals[e] == DNB_SOLVER_NO_VALUE) {
				/* a legal move must have a value: its position is in */
				if (legal >> e & 1u)
					agree = 0;
				continue;
			}
			/* and only a legal move has one */
			if (!(legal >> e & 1u))
				agree = 0;
			top = vals[e] > top ? vals[e] : top;
		}
		for (size_t e = 0; agree && e < nv; e++) {
			if (vals[e] != top)
				continue;
			if (nt >= nb || best[nt] != e)
				agree = 0;
			nt++;
		}
		if (!agree || top != v || nt != nb) {
			fprintf(stderr, "dnb: book build: position %#llx disagrees with the "
				"positions after its moves\n", (unsigned long long)keys[i]);
			bad++;
		}
		dnb_game_free(g);
	}
	return bad;
}

