/* SPDX-License-Identifier: MIT */
/*
 * ai-moves-hash: a fingerprint of the AI's play without limits, to show
 * that a change to the AI's code does not change its moves.
 *
 *   ai-moves-hash [GAMES]
 *
 * Each level plays seeded games against itself (node_limit and
 * time_limit_ms 0, the level's default amount of search) on 3x3, 4x4 and
 * 5x5 boards, the rules going round standard, misere, Nimstring and
 * compulsory capture; every move's edge and reason is hashed (FNV-1a).
 * GAMES (200) games per level and size for BEGINNER, EASY and MEDIUM, a
 * seventh of them for HARD and a sixteenth for PERFECT, which take far
 * longer.  Run it before and after a change and compare the lines: equal
 * hashes mean the same moves and reasons.  The `nodes` hash is printed
 * for HARD and PERFECT, whose default search is counted in nodes.
 */
#include <stdio.h>
#include <stdlib.h>

#include <dnb.h>

static void mix(uint64_t *h, uint64_t v)
{
	for (int i = 0; i < 8; i++) {
		*h ^= (v >> (8 * i)) & 0xffu;
		*h *= 0x100000001B3ull;
	}
}

int main(int argc, char **argv)
{
	static const uint32_t rules[] = { DNB_RULES_STANDARD, DNB_RULE_MISERE, DNB_RULE_NIMSTRING,
					  DNB_RULE_COMPULSORY };
	int games = argc > 1 ? atoi(argv[1]) : 200;

	if (games < 1) {
		fprintf(stderr, "usage: ai-moves-hash [GAMES]\n");
		return 2;
	}
	for (uint32_t level = DNB_AI_BEGINNER; level <= DNB_AI_PERFECT; level++) {
		int n = level == DNB_AI_HARD ? games / 7 : level == DNB_AI_PERFECT ? games / 16 : games;
		for (uint32_t side = 3; side <= 5; side++) {
			uint64_t h = 0xCBF29CE484222325ull, hn = h, moves = 0;
			for (int i = 0; i < (n ? n : 1); i++) {
				dnb_ai_options o = DNB_AI_OPTIONS_INIT;
				dnb_ai *ai;
				dnb_game *g;
				o.level = level;
				o.seed = 1000u * side + (uint64_t)i;
				if (dnb_ai_new(&o, &ai) != DNB_OK ||
				    dnb_game_new(side, side, rules[i % 4], &g) != DNB_OK)
					return 3;
				while (!dnb_game_is_over(g)) {
					dnb_ai_result r = DNB_AI_RESULT_INIT;
					uint32_t e;
					if (dnb_ai_move(ai, g, &e, &r) != DNB_OK ||
					    dnb_game_play(g, e, NULL) != DNB_OK)
						return 3;
					mix(&h, e);
					mix(&h, r.reason);
					mix(&h, (uint64_t)(uint32_t)r.value << 1 | r.has_value);
					mix(&hn, r.nodes);
					moves++;
				}
				dnb_game_free(g);
				dnb_ai_free(ai);
			}
			printf("%-8s %ux%u games %4d moves %6llu moves-hash %016llx", dnb_ai_level_name(level),
			       side, side, n ? n : 1, (unsigned long long)moves, (unsigned long long)h);
			if (level >= DNB_AI_HARD)
				printf(" nodes-hash %016llx", (unsigned long long)hn);
			printf("\n");
			fflush(stdout);
		}
	}
	return 0;
}
