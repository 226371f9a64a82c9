/* SPDX-License-Identifier: MIT */
/* dnb endgame: evaluate a simple loony endgame given as long chains ("N" or
 * "Nc") and loops ("Nl").  Its usage is cmd_endgame's, at the end. */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "json.h"

static const char *decision_word(uint32_t d)
{
	return d == DNB_CONTROL_KEEP ? "keep" : d == DNB_CONTROL_GIVE ? "give" : "either";
}

static const char *comp_text(uint32_t kind, uint32_t len, char *buf, size_t size)
{
	if (len == 0 || dnb_endgame_component_format(kind, len, buf, size, NULL) != DNB_OK)
		return "";
	return buf;
}

/* The distinct components, their counts and optimal openings. */
struct eg_lists {
	size_t n, n_opt;
	uint32_t *kinds, *lengths, *counts, *opt_kinds, *opt_lengths;
};

static void lists_free(struct eg_lists *l)
{
	free(l->kinds);
	free(l->lengths);
	free(l->counts);
	free(l->opt_kinds);
	free(l->opt_lengths);
}

static dnb_status lists_get(const dnb_endgame *eg, struct eg_lists *l)
{
	dnb_status st;

	memset(l, 0, sizeof(*l));
	st = dnb_endgame_components(eg, NULL, NULL, NULL, 0, &l->n);
	if (st != DNB_OK && st != DNB_E_BUFSIZE)
		return st;
	l->kinds = malloc((l->n + 1) * sizeof(uint32_t));
	l->lengths = malloc((l->n + 1) * sizeof(uint32_t));
	l->counts = malloc((l->n + 1) * sizeof(uint32_t));
	l->opt_kinds = malloc((l->n + 1) * sizeof(uint32_t));
	l->opt_lengths = malloc((l->n + 1) * sizeof(uint32_t));
	if (!l->kinds || !l->lengths || !l->counts || !l->opt_kinds || !l->opt_lengths)
		return DNB_E_NOMEM;
	st = dnb_endgame_components(eg, l->kinds, l->lengths, l->counts, l->n, &l->n);
	if (st == DNB_OK)
		st = dnb_endgame_optimal_openings(eg, l->opt_kinds, l->opt_lengths, l->n, &l->n_opt);
	return st;
}

static void endgame_json(const dnb_endgame *eg, const dnb_endgame_result *r,
			 const struct eg_lists *l, int argc, char **argv)
{
	struct json j;
	char buf[32];

	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_arr_open(&j, "components");
	for (int i = 0; i < argc; i++) {
		uint32_t kind, len;
		if (strcmp(argv[i], "--json") == 0)
			continue;
		dnb_endgame_component_parse(argv[i], strlen(argv[i]), &kind, &len);
		json_str(&j, NULL, comp_text(kind, len, buf, sizeof(buf)));
	}
	json_arr_close(&j);
	json_int(&j, "size", r->boxes);
	json_int(&j, "chains", r->chains);
	json_int(&j, "loops", r->loops);
	json_int(&j, "value", r->value);
	json_int(&j, "controlled_value", r->controlled_value);
	json_int(&j, "terminal_bonus", r->terminal_bonus);
	if (r->standard_length) {
		json_str(&j, "standard_move",
			 comp_text(r->standard_kind, r->standard_length, buf, sizeof(buf)));
		json_str(&j, "move", comp_text(r->move_kind, r->move_length, buf, sizeof(buf)));
	} else {
		json_null(&j, "standard_move");
		json_null(&j, "move");
	}
	json_bool(&j, "allcock_override", (int)r->allcock_override);
	json_int(&j, "allcock_case", r->allcock_case);
	json_arr_open(&j, "optimal_openings");
	for (size_t i = 0; i < l->n_opt; i++)
		json_str(&j, NULL, comp_text(l->opt_kinds[i], l->opt_lengths[i], buf, sizeof(buf)));
	json_arr_close(&j);
	json_obj_open(&j, "controller");
	for (size_t i = 0; i < l->n; i++) {
		uint32_t d = 0;
		dnb_endgame_option(eg, l->kinds[i], l->lengths[i], NULL, NULL, &d);
		json_str(&j, comp_text(l->kinds[i], l->lengths[i], buf, sizeof(buf)), decision_word(d));
	}
	json_obj_close(&j);
	json_arr_open(&j, "options");
	for (size_t i = 0; i < l->n; i++) {
		int64_t w = 0, after = 0;
		uint32_t d = 0;
		dnb_endgame_option(eg, l->kinds[i], l->lengths[i], &w, &after, &d);
		json_obj_open(&j, NULL);
		json_str(&j, "component", comp_text(l->kinds[i], l->lengths[i], buf, sizeof(buf)));
		json_int(&j, "count", l->counts[i]);
		json_int(&j, "value_without", w);
		json_int(&j, "value_after", after);
		json_str(&j, "controller", decision_word(d));
		json_bool(&j, "optimal", after == r->value);
		json_obj_close(&j);
	}
	json_arr_close(&j);
	json_obj_close(&j);
	json_end(&j);
}

static void endgame_text(const dnb_endgame *eg, const dnb_endgame_result *r,
			 const struct eg_lists *l)
{
	char buf[32];

	printf("endgame:");
	for (size_t i = 0; i < l->n; i++)
		for (uint32_t k = 0; k < l->counts[i]; k++)
			printf("%s%s", i || k ? " + " : " ",
			       comp_text(l->kinds[i], l->lengths[i], buf, sizeof(buf)));
	printf("%s\n", l->n ? "" : " (empty)");
	printf("size %lld, %lld chain%s, %lld loop%s\n", (long long)r->boxes,
	       (long long)r->chains, r->chains == 1 ? "" : "s", (long long)r->loops,
	       r->loops == 1 ? "" : "s");
	printf("value v = %lld (the controller's margin; the opener moves)\n",
	       (long long)r->value);
	printf("controlled value c = %lld, terminal bonus tb = %lld\n",
	       (long long)r->controlled_value, (long long)r->terminal_bonus);
	if (r->standard_length == 0)
		return;
	printf("standard move: open %s\n",
	       comp_text(r->standard_kind, r->standard_length, buf, sizeof(buf)));
	if (r->allcock_override)
		printf("Allcock's theorem (case %u) overrides it: open %s\n", r->allcock_case,
		       comp_text(r->move_kind, r->move_length, buf, sizeof(buf)));
	printf("optimal openings:");
	for (size_t i = 0; i < l->n_opt; i++)
		printf(" %s", comp_text(l->opt_kinds[i], l->opt_lengths[i], buf, sizeof(buf)));
	printf("\n\n%-10s %6s %12s %12s  %s\n", "open", "count", "v(G - C)", "v(G; C)",
	       "controller");
	for (size_t i = 0; i < l->n; i++) {
		int64_t w = 0, after = 0;
		uint32_t d = 0;
		dnb_endgame_option(eg, l->kinds[i], l->lengths[i], &w, &after, &d);
		printf("%-10s %6u %12lld %12lld  %s%s\n",
		       comp_text(l->kinds[i], l->lengths[i], buf, sizeof(buf)), l->counts[i],
		       (long long)w, (long long)after, decision_word(d),
		       after == r->value ? "  (optimal opening)" : "");
	}
}

static const struct tool_option options[] = {
	{ "COMPONENT ...", NULL, "a long chain N or Nc (N >= 3) or a loop Nl (N even, >= 4); "
	  "none is the empty endgame" },
	{ "--json", NULL, "the evaluation as one JSON object on one line" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_endgame *eg;
	dnb_endgame_result r = DNB_ENDGAME_RESULT_INIT;
	struct eg_lists l;
	dnb_status st;
	int json = 0;

	memset(&l, 0, sizeof(l));
	st = dnb_endgame_new(&eg);
	if (st != DNB_OK)
		return args_fail("endgame", NULL, st);
	for (int i = 0; i < argc; i++) {
		uint32_t kind, len;
		if (strcmp(argv[i], "--json") == 0) {
			json = 1;
			continue;
		}
		if (argv[i][0] == '-') {
			fprintf(stderr, "dnb: unknown option '%s'\n", argv[i]);
			dnb_endgame_free(eg);
			return 2;
		}
		st = dnb_endgame_component_parse(argv[i], strlen(argv[i]), &kind, &len);
		if (st == DNB_OK)
			st = dnb_endgame_add(eg, kind, len, 1);
		if (st == DNB_E_NOMEM) {
			dnb_endgame_free(eg);
			return args_fail("endgame", argv[i], st);
		}
		if (st != DNB_OK) {
			fprintf(stderr, "dnb: endgame: '%s' is not a component: write a long chain as N or "
				"Nc (N >= 3) and a loop as Nl (N even, >= 4), N <= %u\n",
				argv[i], DNB_ENDGAME_MAX_LENGTH);
			dnb_endgame_free(eg);
			return 2;
		}
	}
	st = dnb_endgame_evaluate(eg, &r);
	if (st == DNB_OK)
		st = lists_get(eg, &l);
	if (st != DNB_OK) {
		lists_free(&l);
		dnb_endgame_free(eg);
		return args_fail("endgame", NULL, st);
	}
	if (json)
		endgame_json(eg, &r, &l, argc, argv);
	else
		endgame_text(eg, &r, &l);
	lists_free(&l);
	dnb_endgame_free(eg);
	return 0;
}

const struct command cmd_endgame = {
	"endgame", "the value and best opening of a loony endgame of chains and loops",
	"dnb endgame [COMPONENT ...] [--json]",
	0, options, run,
};
