/* SPDX-License-Identifier: MIT */
/*
 * endgame: the value and best play of an endgame of long chains and loops,
 * then the same questions asked of a board position.
 *
 *     endgame [COMPONENT ...]      (3 or 3c a 3-chain, 8l an 8-loop;
 *                                   default: 3 4l 8l)
 *
 * A simple loony endgame is what is left when every move opens a long
 * chain (3 boxes or more) or a loop.  The player to move must open one (the
 * opener); the other (the controller) then takes the boxes or keeps
 * control.  v is the controller's margin from here with best play.
 * Copy this program freely.
 *
 * Build against an installed libdnb with
 *     cc endgame.c $(pkg-config --cflags --libs libdnb) -o endgame
 */
#include <stdio.h>
#include <string.h>

#include <dnb.h>

static int fail(const char *what, dnb_status status)
{
	fprintf(stderr, "endgame: %s: %s\n", what, dnb_strerror(status));
	return 1;
}

/* A component as text ("3", "8l") in a small caller buffer. */
static const char *name(uint32_t kind, uint32_t length, char *buf, size_t size)
{
	if (dnb_endgame_component_format(kind, length, buf, size, NULL) != DNB_OK)
		snprintf(buf, size, "?");
	return buf;
}

/* Part 1: a list of components. */
static int evaluate_list(int argc, char **argv, int check)
{
	static char *defaults[] = { "3", "4l", "8l" };
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;  /* sets r.size */
	uint32_t kinds[16], lengths[16], counts[16];
	size_t n, i;
	dnb_endgame *eg;
	dnb_status st;
	char text[32];
	int ok = 1;

	if (argc == 0) {
		argv = defaults;
		argc = 3;
	}
	st = dnb_endgame_new(&eg);
	if (st != DNB_OK)
		return fail("new endgame", st);
	for (int a = 0; a < argc; a++) {
		uint32_t kind, length;

		/* "3" or "3c" is a chain, "8l" a loop.  Adding checks that the
		 * length suits the kind (chains 3+, loops even and 4+). */
		st = dnb_endgame_component_parse(argv[a], strlen(argv[a]), &kind, &length);
		if (st == DNB_OK)
			st = dnb_endgame_add(eg, kind, length, 1);
		if (st != DNB_OK) {
			dnb_endgame_free(eg);
			return fail(argv[a], st);
		}
	}

	st = dnb_endgame_evaluate(eg, &r);
	if (st != DNB_OK) {
		dnb_endgame_free(eg);
		return fail("evaluate", st);
	}
	printf("v = %lld (the controller's margin), c = %lld, tb = %lld\n",
	       (long long)r.value, (long long)r.controlled_value,
	       (long long)r.terminal_bonus);
	if (r.move_kind)
		printf("open %s%s\n", name(r.move_kind, r.move_length, text, sizeof(text)),
		       r.allcock_override ? " (not the standard move)" : "");

	/* What each distinct opening leads to, and the controller's answer.
	 * Lists come out through caller arrays: the full count is always
	 * reported, and DNB_E_BUFSIZE says the arrays were too small. */
	st = dnb_endgame_components(eg, kinds, lengths, counts, 16, &n);
	if (st == DNB_E_BUFSIZE)
		n = 16;  /* show the first 16 */
	else if (st != DNB_OK)
		n = 0;
	for (i = 0; i < n; i++) {
		int64_t after;
		uint32_t decision;

		if (dnb_endgame_option(eg, kinds[i], lengths[i], NULL, &after,
				       &decision) != DNB_OK)
			continue;
		printf("  open %-4s -> v %lld, the controller %s\n",
		       name(kinds[i], lengths[i], text, sizeof(text)), (long long)after,
		       decision == DNB_CONTROL_KEEP ? "keeps control" :
		       decision == DNB_CONTROL_GIVE ? "takes everything" : "may do either");
	}
	/* The worked example of libdnb-endgame(7): v = 1 by opening the 4-loop. */
	if (check)
		ok = r.value == 1 && r.move_kind == DNB_COMPONENT_LOOP && r.move_length == 4;
	dnb_endgame_free(eg);
	return ok ? 0 : 1;
}

/* Part 2: the same on a board.  A 3x2 board where every box has two sides
 * left: a 3-chain along the top row and another along the bottom. */
static int analyse_board(int check)
{
	static const char *const moves[] = {
		"a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a3-b3", "b3-c3", "c3-d3",
	};
	dnb_analysis_info info = DNB_ANALYSIS_INFO_INIT;
	dnb_analysis *an = NULL;
	dnb_game *g;
	dnb_status st;
	char text[32];
	int ok = 1;

	st = dnb_game_new(3, 2, DNB_RULES_STANDARD, &g);
	if (st != DNB_OK)
		return fail("new game", st);
	for (size_t i = 0; i < sizeof(moves) / sizeof(moves[0]) && st == DNB_OK; i++) {
		uint32_t e;

		st = dnb_move_parse(3, 2, moves[i], strlen(moves[i]), &e);
		if (st == DNB_OK)
			st = dnb_game_play(g, e, NULL);
	}
	/* The analysis is a snapshot: it does not follow later moves. */
	if (st == DNB_OK)
		st = dnb_analysis_new(g, &an);
	if (st != DNB_OK) {
		dnb_game_free(g);
		return fail("analysis", st);
	}
	dnb_analysis_get(an, &info);
	printf("board: %u long chains, %u loops; ", (unsigned)info.long_chains,
	       (unsigned)info.loops);
	if (info.state == DNB_ANALYSIS_LOONY && info.move != DNB_NO_EDGE) {
		dnb_move_format(3, 2, info.move, text, sizeof(text), NULL);
		printf("a loony endgame: player %u gets %lld net boxes, playing %s\n",
		       (unsigned)info.to_move, (long long)info.margin, text);
	} else {
		printf("no exact answer from the endgame theory here\n");
	}
	/* Two 3-chains: the opener gives 3, the controller keeps control
	 * (takes 1, hands out 2) and gets the other 3: v = 3 - 2 + |3 - 2| = 2. */
	if (check)
		ok = info.state == DNB_ANALYSIS_LOONY && info.value == 2 && info.margin == -2;
	dnb_analysis_free(an);
	dnb_game_free(g);
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	int check = argc == 1;  /* the defaults have known answers */
	int rc = evaluate_list(argc - 1, argv + 1, check);

	if (rc == 0)
		rc = analyse_board(check);
	return rc;
}
