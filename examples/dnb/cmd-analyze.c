/* SPDX-License-Identifier: MIT */
/* dnb analyze: the position's components and, for a simple loony endgame or
 * a pending handout, the value and the move.  Its usage is cmd_analyze's,
 * at the end. */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "json.h"

static const char *kind_word(uint32_t kind)
{
	switch (kind) {
	case DNB_COMPONENT_CHAIN: return "chain";
	case DNB_COMPONENT_LOOP: return "loop";
	case DNB_COMPONENT_CAPTURABLE: return "capturable";
	default: return "other";
	}
}

static const char *state_word(uint32_t state)
{
	return state == DNB_ANALYSIS_LOONY ? "loony" :
	       state == DNB_ANALYSIS_HANDOUT ? "handout" : "none";
}

static const char *decision_word(uint32_t d)
{
	return d == DNB_CONTROL_KEEP ? "keep" : d == DNB_CONTROL_GIVE ? "give" :
	       d == DNB_CONTROL_EITHER ? "either" : "";
}

static const char *move_text(uint32_t w, uint32_t h, uint32_t e, char *buf, size_t size)
{
	if (e == DNB_NO_EDGE || dnb_move_format(w, h, e, buf, size, NULL) != DNB_OK)
		return NULL;
	return buf;
}

/* A component's boxes or edges in a fresh array (NULL on failure). */
static uint32_t *comp_list(const dnb_analysis *an, uint32_t i, int edges, size_t *n)
{
	uint32_t *buf;
	dnb_status (*get)(const dnb_analysis *, uint32_t, uint32_t *, size_t, size_t *) =
		edges ? dnb_analysis_component_edges : dnb_analysis_component_boxes;

	get(an, i, NULL, 0, n);
	buf = malloc((*n + 1) * sizeof(*buf));
	if (buf && get(an, i, buf, *n, n) != DNB_OK) {
		free(buf);
		buf = NULL;
	}
	return buf;
}

/* The chains and loops of the endgame as "3 + 5 + 4l". */
static void endgame_text(const dnb_analysis *an, char *out, size_t size)
{
	int32_t n = dnb_analysis_component_count(an);
	size_t at = 0;

	out[0] = '\0';
	for (int32_t i = 0; i < n && at + 16 < size; i++) {
		uint32_t kind, len;
		char c[16];
		dnb_analysis_component(an, (uint32_t)i, &kind, &len, NULL, NULL);
		if ((kind != DNB_COMPONENT_CHAIN && kind != DNB_COMPONENT_LOOP) ||
		    dnb_endgame_component_format(kind, len, c, sizeof(c), NULL) != DNB_OK)
			continue;
		at += (size_t)snprintf(out + at, size - at, "%s%s", at ? " + " : "", c);
	}
}

static void analyze_json(const dnb_game *g, const dnb_analysis *an, const dnb_analysis_info *in)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	int32_t n = dnb_analysis_component_count(an);
	struct json j;
	char buf[32], eg[4096];

	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_int(&j, "width", w);
	json_int(&j, "height", h);
	json_int(&j, "to_move", in->to_move);
	json_arr_open(&j, "components");
	for (int32_t i = 0; i < n; i++) {
		uint32_t kind, len, end[2];
		size_t nb, ne;
		uint32_t *boxes = comp_list(an, (uint32_t)i, 0, &nb);
		uint32_t *edges = comp_list(an, (uint32_t)i, 1, &ne);
		dnb_analysis_component(an, (uint32_t)i, &kind, &len, &end[0], &end[1]);
		json_obj_open(&j, NULL);
		json_str(&j, "kind", kind_word(kind));
		json_int(&j, "length", len);
		json_arr_open(&j, "boxes");
		for (size_t k = 0; boxes && k < nb; k++) {
			json_arr_open(&j, NULL);
			json_int(&j, NULL, boxes[k] / w);
			json_int(&j, NULL, boxes[k] % w);
			json_arr_close(&j);
		}
		json_arr_close(&j);
		json_arr_open(&j, "edges");
		for (size_t k = 0; edges && k < ne; k++)
			json_str(&j, NULL, move_text(w, h, edges[k], buf, sizeof(buf)));
		json_arr_close(&j);
		if (kind == DNB_COMPONENT_CHAIN || kind == DNB_COMPONENT_CAPTURABLE) {
			json_arr_open(&j, "ends");
			for (int k = 0; k < 2; k++) {
				const char *m = move_text(w, h, end[k], buf, sizeof(buf));
				if (m)
					json_str(&j, NULL, m);
				else
					json_null(&j, NULL);
			}
			json_arr_close(&j);
		}
		json_obj_close(&j);
		free(boxes);
		free(edges);
	}
	json_arr_close(&j);
	json_int(&j, "long_chains", in->long_chains);
	json_int(&j, "short_chains", in->short_chains);
	json_int(&j, "loops", in->loops);
	json_int(&j, "capturable_boxes", in->capturable_boxes);
	json_int(&j, "other_regions", in->other_regions);
	json_int(&j, "safe_moves", in->safe_moves);
	json_str(&j, "wanted_long_chain_parity", in->wanted_parity ? "odd" : "even");
	json_str(&j, "state", state_word(in->state));
	json_bool(&j, "simple_loony", in->state == DNB_ANALYSIS_LOONY);
	if (in->state != DNB_ANALYSIS_NONE) {
		endgame_text(an, eg, sizeof(eg));
		json_str(&j, "endgame", eg);
		json_int(&j, "value", in->value);
		json_int(&j, "controlled_value", in->controlled_value);
		json_int(&j, "terminal_bonus", in->terminal_bonus);
		json_int(&j, "margin", in->margin);
		if (move_text(w, h, in->move, buf, sizeof(buf)))
			json_str(&j, "move", buf);
		else
			json_null(&j, "move");
	}
	if (in->state == DNB_ANALYSIS_HANDOUT) {
		json_str(&j, "decision", decision_word(in->decision));
		json_int(&j, "handout", in->handout);
	}
	json_obj_close(&j);
	json_end(&j);
}

static void analyze_text(const dnb_game *g, const dnb_analysis *an, const dnb_analysis_info *in)
{
	uint32_t w = (uint32_t)dnb_game_width(g), h = (uint32_t)dnb_game_height(g);
	int32_t n = dnb_analysis_component_count(an);
	char buf[32], eg[4096];

	printf("%u x %u, player %u to move\n", w, h, in->to_move);
	for (int32_t i = 0; i < n; i++) {
		uint32_t kind, len, end[2];
		size_t ne;
		uint32_t *edges = comp_list(an, (uint32_t)i, 1, &ne);
		dnb_analysis_component(an, (uint32_t)i, &kind, &len, &end[0], &end[1]);
		printf("  %-10s %3u %-6s edges:", kind_word(kind), len, len == 1 ? "box," : "boxes,");
		for (size_t k = 0; edges && k < ne; k++)
			printf(" %s", move_text(w, h, edges[k], buf, sizeof(buf)));
		printf("\n");
		free(edges);
	}
	printf("long chains %u, short chains %u, loops %u, capturable boxes %u, "
	       "other regions %u, safe moves %u\n", in->long_chains, in->short_chains, in->loops,
	       in->capturable_boxes, in->other_regions, in->safe_moves);
	printf("long chain rule: player %u wants an %s number of long chains\n", in->to_move,
	       in->wanted_parity ? "odd" : "even");
	if (in->state == DNB_ANALYSIS_NONE) {
		printf("not a simple loony endgame\n");
		return;
	}
	endgame_text(an, eg, sizeof(eg));
	if (in->state == DNB_ANALYSIS_LOONY)
		printf("simple loony endgame %s: v = %lld, c = %lld, tb = %lld\n",
		       eg[0] ? eg : "(empty)", (long long)in->value,
		       (long long)in->controlled_value, (long long)in->terminal_bonus);
	else if (!eg[0])
		printf("an opened chain or loop, nothing else left: %s control\n",
		       in->decision == DNB_CONTROL_KEEP ? "keep" :
		       in->decision == DNB_CONTROL_GIVE ? "give up" : "keep or give up");
	else
		printf("an opened chain or loop; the rest, %s, has v = %lld, c = %lld, tb = %lld:"
		       " %s control\n", eg, (long long)in->value,
		       (long long)in->controlled_value, (long long)in->terminal_bonus,
		       in->decision == DNB_CONTROL_KEEP ? "keep" :
		       in->decision == DNB_CONTROL_GIVE ? "give up" : "keep or give up");
	printf("player %u nets %lld from here with best play", in->to_move,
	       (long long)in->margin);
	if (move_text(w, h, in->move, buf, sizeof(buf)))
		printf("; play %s", buf);
	printf("\n");
}

static const struct tool_option options[] = {
	{ "--json", NULL, "the analysis as one JSON object on one line" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_analysis_info in = DNB_ANALYSIS_INFO_INIT;
	dnb_analysis *an = NULL;
	dnb_game *g;
	dnb_status st;
	int rc = args_game(argc, argv, options, &g);

	if (rc)
		return rc;
	st = dnb_analysis_new(g, &an);
	if (st == DNB_OK)
		st = dnb_analysis_get(an, &in);
	if (st != DNB_OK) {
		dnb_analysis_free(an);
		dnb_game_free(g);
		return args_fail("analyze", NULL, st);
	}
	if (args_has(argc, argv, "--json"))
		analyze_json(g, an, &in);
	else
		analyze_text(g, an, &in);
	dnb_analysis_free(an);
	dnb_game_free(g);
	return 0;
}

const struct command cmd_analyze = {
	"analyze", "the chains and loops of a position, and its value where theory gives it",
	"dnb analyze WxH [--variant V ...] [MOVE ...] [--json]",
	1, options, run,
};
