/* SPDX-License-Identifier: MIT */
/*
 * dnb nimstring: the Nimstring value of the position after the moves (or
 * of a strings-and-coins graph read from FILE, see dnb_nimstring(5)): the
 * value of the whole, of every cut, and the components with the value of
 * each.  Its usage is cmd_nimstring's, at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "json.h"

/* The biggest graph file read: far above the text of the most strings a
 * graph takes (DNB_NIMSTRING_MAX_STRINGS), and still a bounded read. */
#define MAX_GRAPH_FILE (64u << 20)

/* What is printed, gathered first so that the two printers only print. */
struct report {
	const dnb_game *game;            /* NULL for a graph read from a file */
	const dnb_nimstring_graph *graph;
	uint32_t value;
	uint32_t n_strings, n_components;
	uint32_t *move_values;           /* per string */
	uint8_t *captures;               /* per string: its cut takes a coin */
	uint32_t *component;             /* per string: its component */
	uint32_t *component_values;      /* per component */
	uint32_t *by_component;          /* the strings by component, in order */
	uint32_t *component_start;       /* per component + 1: its first in that */
	uint64_t nodes;
};

static void report_free(struct report *r)
{
	free(r->move_values);
	free(r->captures);
	free(r->component);
	free(r->component_values);
	free(r->by_component);
	free(r->component_start);
}

/* "0", "*n" or "loony". */
static const char *value_text(uint32_t v, char *buf, size_t size)
{
	if (v == DNB_NIMSTRING_LOONY)
		return "loony";
	if (v == 0)
		return "0";
	snprintf(buf, size, "*%u", v);
	return buf;
}

static void json_value(struct json *j, const char *key, uint32_t v)
{
	if (v == DNB_NIMSTRING_LOONY)
		json_str(j, key, "loony");
	else
		json_int(j, key, v);
}

/* A string by its board edge in the core's notation, or by its index for a
 * graph read from a file. */
static const char *string_name(const struct report *r, uint32_t s, char *buf, size_t size)
{
	uint32_t edge = DNB_NO_EDGE;

	if (r->game) {
		dnb_nimstring_graph_string(r->graph, s, NULL, NULL, &edge);
		if (dnb_move_format((uint32_t)dnb_game_width(r->game),
				    (uint32_t)dnb_game_height(r->game), edge, buf, size,
				    NULL) == DNB_OK)
			return buf;
	}
	snprintf(buf, size, "%u", s);
	return buf;
}

/*
 * Whether cutting string s wins for the cutter: after a capture the cutter
 * moves again and wants a value other than 0; otherwise the opponent moves
 * and the cutter wants 0 (dnb_nimstring_move_values).
 */
static int move_wins(const struct report *r, uint32_t s)
{
	uint32_t v = r->move_values[s];

	return r->captures[s] ? v != 0 : v == 0;
}

/* Which cuts capture: those of a string whose coin hangs by it alone. */
static dnb_status find_captures(struct report *r)
{
	uint32_t coins = (uint32_t)dnb_nimstring_graph_coin_count(r->graph);
	uint32_t *degree = calloc((size_t)coins + 1, sizeof(*degree));
	uint32_t a, b;

	r->captures = calloc((size_t)r->n_strings + 1, 1);
	if (!degree || !r->captures) {
		free(degree);
		return DNB_E_NOMEM;
	}
	for (uint32_t s = 0; s < r->n_strings; s++) {
		dnb_nimstring_graph_string(r->graph, s, &a, &b, NULL);
		if (a != DNB_NIMSTRING_GROUND)
			degree[a]++;
		if (b != DNB_NIMSTRING_GROUND)
			degree[b]++;
	}
	for (uint32_t s = 0; s < r->n_strings; s++) {
		dnb_nimstring_graph_string(r->graph, s, &a, &b, NULL);
		r->captures[s] = (a != DNB_NIMSTRING_GROUND && degree[a] == 1) ||
				 (b != DNB_NIMSTRING_GROUND && degree[b] == 1);
	}
	free(degree);
	return DNB_OK;
}

/* The value of component c (its strings listed in `strings`) as a graph
 * of its own, its coins numbered in order of appearance as
 * dnb_nimstring_component_value numbers them; label is room for a number
 * per coin, all DNB_NIMSTRING_GROUND, and is left so. */
static dnb_status one_component(dnb_nimstring *ns, const struct report *r,
				const uint32_t *strings, uint32_t count, uint32_t *label,
				uint32_t *value)
{
	dnb_nimstring_graph *g = NULL;
	uint32_t coins = 0, e[2];
	dnb_status st;

	for (uint32_t i = 0; i < count; i++) {
		dnb_nimstring_graph_string(r->graph, strings[i], &e[0], &e[1], NULL);
		for (int k = 0; k < 2; k++)
			if (e[k] != DNB_NIMSTRING_GROUND && label[e[k]] == DNB_NIMSTRING_GROUND)
				label[e[k]] = coins++;
	}
	st = dnb_nimstring_graph_new(coins, &g);
	for (uint32_t i = 0; i < count && st == DNB_OK; i++) {
		dnb_nimstring_graph_string(r->graph, strings[i], &e[0], &e[1], NULL);
		for (int k = 0; k < 2; k++)
			e[k] = e[k] == DNB_NIMSTRING_GROUND ? e[k] : label[e[k]];
		st = dnb_nimstring_graph_add_string(g, e[0], e[1], NULL);
	}
	if (st == DNB_OK)
		st = dnb_nimstring_value(ns, g, value);
	dnb_nimstring_graph_free(g);
	for (uint32_t i = 0; i < count; i++) {
		dnb_nimstring_graph_string(r->graph, strings[i], &e[0], &e[1], NULL);
		for (int k = 0; k < 2; k++)
			if (e[k] != DNB_NIMSTRING_GROUND)
				label[e[k]] = DNB_NIMSTRING_GROUND;
	}
	return st;
}

/*
 * Every component's value, each component made a graph of its own, and
 * the strings listed by component: dnb_nimstring_component_value passes
 * over the whole graph to find its component, and so did the printers for
 * each component, which for many components (32,768 chains of two coins)
 * took minutes.  The nodes are added up.
 */
static dnb_status component_values(dnb_nimstring *ns, struct report *r)
{
	uint32_t coins = (uint32_t)dnb_nimstring_graph_coin_count(r->graph);
	uint32_t *start = calloc((size_t)r->n_components + 2, sizeof(uint32_t));
	uint32_t *order = malloc(((size_t)r->n_strings + 1) * sizeof(uint32_t));
	uint32_t *label = malloc(((size_t)coins + 1) * sizeof(uint32_t));
	uint64_t nodes;
	dnb_status st = start && order && label ? DNB_OK : DNB_E_NOMEM;

	r->by_component = order;
	r->component_start = start;

	if (st == DNB_OK) {
		/* the strings by component, in order within each */
		for (uint32_t s = 0; s < r->n_strings; s++)
			start[r->component[s] + 2]++;
		for (uint32_t c = 0; c < r->n_components; c++)
			start[c + 2] += start[c + 1];
		for (uint32_t s = 0; s < r->n_strings; s++)
			order[start[r->component[s] + 1]++] = s;
		for (uint32_t v = 0; v < coins; v++)
			label[v] = DNB_NIMSTRING_GROUND;
	}
	for (uint32_t c = 0; c < r->n_components && st == DNB_OK; c++) {
		st = one_component(ns, r, order + start[c], start[c + 1] - start[c], label,
				   &r->component_values[c]);
		dnb_nimstring_nodes(ns, &nodes);
		r->nodes += nodes;
	}
	free(label);
	return st;
}

/* Fill the report: the value, the cuts, the components.  The nodes are
 * added up over the calls. */
static dnb_status evaluate(dnb_nimstring *ns, struct report *r)
{
	size_t n, count;
	uint64_t nodes;
	dnb_status st;

	r->n_strings = (uint32_t)dnb_nimstring_graph_string_count(r->graph);
	n = (size_t)r->n_strings + 1; /* never a zero-sized allocation */
	r->move_values = malloc(n * sizeof(*r->move_values));
	r->component = malloc(n * sizeof(*r->component));
	if (!r->move_values || !r->component)
		return DNB_E_NOMEM;
	if ((st = find_captures(r)) != DNB_OK)
		return st;
	if ((st = dnb_nimstring_value(ns, r->graph, &r->value)) != DNB_OK)
		return st;
	dnb_nimstring_nodes(ns, &r->nodes);
	st = dnb_nimstring_move_values(ns, r->graph, r->move_values, r->n_strings, &count);
	if (st != DNB_OK)
		return st;
	dnb_nimstring_nodes(ns, &nodes);
	r->nodes += nodes;
	st = dnb_nimstring_graph_components(r->graph, r->component, r->n_strings, &count,
					    &r->n_components);
	if (st != DNB_OK)
		return st;
	r->component_values = malloc(((size_t)r->n_components + 1) * sizeof(uint32_t));
	if (!r->component_values)
		return DNB_E_NOMEM;
	return component_values(ns, r);
}

static void print_json(const struct report *r)
{
	struct json j;
	char buf[32];

	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_value(&j, "value", r->value);
	if (r->game)
		json_int(&j, "to_move", dnb_game_to_move(r->game));
	json_int(&j, "coins", dnb_nimstring_graph_coin_count(r->graph));
	json_int(&j, "strings", r->n_strings);
	json_obj_open(&j, "moves");
	for (uint32_t s = 0; s < r->n_strings; s++)
		json_value(&j, string_name(r, s, buf, sizeof(buf)), r->move_values[s]);
	json_obj_close(&j);
	json_arr_open(&j, "winning_moves");
	for (uint32_t s = 0; s < r->n_strings; s++)
		if (move_wins(r, s))
			json_str(&j, NULL, string_name(r, s, buf, sizeof(buf)));
	json_arr_close(&j);
	json_arr_open(&j, "captures");
	for (uint32_t s = 0; s < r->n_strings; s++)
		if (r->captures[s])
			json_str(&j, NULL, string_name(r, s, buf, sizeof(buf)));
	json_arr_close(&j);
	json_arr_open(&j, "components");
	for (uint32_t c = 0; c < r->n_components; c++) {
		json_obj_open(&j, NULL);
		json_arr_open(&j, "edges");
		for (uint32_t i = r->component_start[c]; i < r->component_start[c + 1]; i++)
			json_str(&j, NULL, string_name(r, r->by_component[i], buf, sizeof(buf)));
		json_arr_close(&j);
		json_value(&j, "value", r->component_values[c]);
		json_obj_close(&j);
	}
	json_arr_close(&j);
	json_int(&j, "nodes", (int64_t)r->nodes);
	json_obj_close(&j);
	json_end(&j);
}

static void print_text(const struct report *r)
{
	char buf[32], val[16];
	const char *who = r->value != 0 ? "wins" : "loses";

	if (r->game)
		printf("value %s: player %d, to move, %s the Nimstring game\n",
		       value_text(r->value, val, sizeof(val)), dnb_game_to_move(r->game), who);
	else
		printf("value %s: the player to move %s the Nimstring game\n",
		       value_text(r->value, val, sizeof(val)), who);
	if (r->n_strings)
		printf("moves: the value each leaves, who moves next, and whether it wins for its mover\n"
		       "  %-8s %-6s %-12s %s\n", "move", "leaves", "next", "result");
	for (uint32_t s = 0; s < r->n_strings; s++)
		printf("  %-8s %-6s %-12s %s\n", string_name(r, s, buf, sizeof(buf)),
		       value_text(r->move_values[s], val, sizeof(val)),
		       r->captures[s] ? "the mover" : "the opponent",
		       move_wins(r, s) ? "wins" : "loses");
	printf("components: %u\n", r->n_components);
	for (uint32_t c = 0; c < r->n_components; c++) {
		printf("  %-6s", value_text(r->component_values[c], val, sizeof(val)));
		for (uint32_t i = r->component_start[c]; i < r->component_start[c + 1]; i++)
			printf(" %s", string_name(r, r->by_component[i], buf, sizeof(buf)));
		printf("\n");
	}
	printf("nodes %llu\n", (unsigned long long)r->nodes);
}

/* The evaluator's options from --nodes, --time-limit and --memo-mb. */
static int read_options(int argc, char **argv, dnb_nimstring_options *o)
{
	const char *v;
	uint64_t n;
	int rc = 0;

	if ((v = args_value(argc, argv, "--nodes")))
		rc = args_uint("--nodes", v, 0, UINT64_MAX, &o->node_limit);
	/* up to a year, as for dnb solve */
	if (!rc && (v = args_value(argc, argv, "--time-limit")))
		rc = args_seconds("--time-limit", v, 366u * 24 * 3600, &o->time_limit_ms);
	/* (the range of dnb_nimstring_options in dnb.h) */
	if (!rc && (v = args_value(argc, argv, "--memo-mb")) &&
	    (rc = args_uint("--memo-mb", v, 1, 65536, &n)) == 0)
		o->memo_mb = (uint32_t)n;
	return rc;
}

/* With --graph FILE, every option but --graph is one of these: the
 * table's entries after the first. */
static const struct tool_option options[] = {
	{ "--graph", "FILE", "a strings-and-coins graph (dnb_nimstring(5)) instead of a board" },
	{ "--json", NULL, "the values as one JSON object on one line" },
	{ "--nodes", "N", "stop each evaluation after about N positions (default 0: no limit)" },
	{ "--time-limit", "S", "stop each evaluation after about S seconds (0: no limit)" },
	{ "--memo-mb", "N", "the memo of component values in MiB, 1 to 65536 (default 16)" },
	{ NULL, NULL, NULL },
};

/* The graph of the board position, or a message naming the rule that has
 * no Nimstring value. */
static int board_graph(const dnb_game *g, dnb_nimstring_graph **graph)
{
	int32_t rules = dnb_game_rules(g);
	dnb_status st = dnb_nimstring_graph_from_game(g, graph);

	if (st == DNB_E_NOT_APPLICABLE && rules >= 0 &&
	    ((uint32_t)rules & (DNB_RULE_MISERE | DNB_RULE_COMPULSORY))) {
		fprintf(stderr, "dnb: nimstring: no Nimstring value under the %s rule: "
			"Nimstring values are for normal play with optional captures "
			"(standard or nimstring rules, with or without border)\n",
			((uint32_t)rules & DNB_RULE_MISERE) ? "misere" : "compulsory");
		return 1;
	}
	return st == DNB_OK ? 0 : args_fail("nimstring", NULL, st);
}

/* --graph FILE: only the evaluator's options may come with it. */
static int file_graph(int argc, char **argv, dnb_nimstring_graph **graph)
{
	const char *path = NULL, *why;
	uint32_t line = 0, col = 0;
	char *text;
	size_t len;
	dnb_status st;

	for (int i = 0; i < argc; i++) {
		const struct tool_option *o = args_option(options + 1, argv[i]);
		if (strcmp(argv[i], "--graph") == 0) {
			if (path || i + 1 >= argc) {
				fprintf(stderr, "dnb: nimstring takes one --graph FILE\n");
				return 2;
			}
			path = argv[++i];
		} else if (o && !o->value) {
			continue;
		} else if (o) {
			if (args_missing_value(argc, i, argv[i]))
				return 2;
			i++;
		} else {
			fprintf(stderr, "dnb: nimstring --graph FILE takes no %s '%s'\n",
				argv[i][0] == '-' ? "option" : "board size or move", argv[i]);
			return 2;
		}
	}
	why = args_read_file(path, MAX_GRAPH_FILE, &text, &len);
	if (why) {
		fprintf(stderr, "dnb: graph file '%s' %s\n", path, why);
		return 1;
	}
	st = dnb_nimstring_graph_parse(text, len, graph, &line, &col);
	free(text);
	if (st == DNB_OK)
		return 0;
	if (line)
		fprintf(stderr, "dnb: graph file '%s' line %u column %u: %s\n", path, line, col,
			dnb_strerror(st));
	else
		args_fail("graph file", path, st);
	return 1;
}

static int run(int argc, char **argv)
{
	dnb_nimstring_options o = DNB_NIMSTRING_OPTIONS_INIT;
	dnb_nimstring_graph *graph = NULL;
	dnb_nimstring *ns = NULL;
	dnb_game *g = NULL;
	struct report r;
	dnb_status st;
	int rc;

	if (args_has(argc, argv, "--graph"))
		rc = file_graph(argc, argv, &graph);
	else if ((rc = args_game(argc, argv, options + 1, &g)) == 0)
		rc = board_graph(g, &graph);
	if (!rc)
		rc = read_options(argc, argv, &o);
	if (rc) {
		dnb_nimstring_graph_free(graph);
		dnb_game_free(g);
		return rc;
	}
	memset(&r, 0, sizeof(r));
	r.game = g;
	r.graph = graph;
	st = dnb_nimstring_new(&o, &ns);
	if (st != DNB_OK)
		rc = args_fail("nimstring options", NULL, st);
	else if ((st = evaluate(ns, &r)) == DNB_E_LIMIT) {
		fprintf(stderr, "dnb: nimstring: stopped at the limit before the values were "
			"known\n");
		rc = 3;
	} else if (st != DNB_OK) {
		rc = args_fail("nimstring", NULL, st);
	} else if (args_has(argc, argv, "--json")) {
		print_json(&r);
	} else {
		print_text(&r);
	}
	report_free(&r);
	dnb_nimstring_free(ns);
	dnb_nimstring_graph_free(graph);
	dnb_game_free(g);
	return rc;
}

const struct command cmd_nimstring = {
	"nimstring", "the Nimstring value of a position or graph, and of every move",
	"dnb nimstring WxH [--variant V ...] [MOVE ...] [--json] [--nodes N]\n"
	"              [--time-limit S] [--memo-mb N]\n"
	"dnb nimstring --graph FILE [--json] [--nodes N] [--time-limit S]\n"
	"              [--memo-mb N]",
	1, options, run,
};
