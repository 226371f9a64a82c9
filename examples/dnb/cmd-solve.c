/* SPDX-License-Identifier: MIT */
/*
 * dnb solve: solve the position after the moves: its value for the player
 * to move, every optimal move, a principal variation, nodes, milliseconds
 * and the table used; with --value-only no list of every optimal move (often
 * much sooner); with --all-moves the value of every legal move as well.  Without --tt-mb (or with 0) the solver sizes the table
 * itself.  Its usage is cmd_solve's, at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "commands.h"
#include "json.h"

static void edge_text(const dnb_game *g, uint32_t e, char *buf, size_t size)
{
	dnb_move_format((uint32_t)dnb_game_width(g), (uint32_t)dnb_game_height(g), e, buf, size,
			NULL);
}

static void print_json(const dnb_game *g, const dnb_solver_result *r, const int32_t *vals,
		       size_t nvals, dnb_status st)
{
	struct json j;
	char buf[32];

	json_begin(&j, stdout);
	json_obj_open(&j, NULL);
	json_str(&j, "status", st == DNB_OK ? "solved" : dnb_strerror(st));
	if (st == DNB_OK)
		json_int(&j, "value", r->value);
	else
		json_null(&j, "value");
	json_int(&j, "lower", r->lower);
	json_int(&j, "upper", r->upper);
	json_int(&j, "to_move", dnb_game_to_move(g));
	json_arr_open(&j, "best_moves");
	for (uint32_t i = 0; i < r->best_count; i++) {
		edge_text(g, r->best_moves[i], buf, sizeof(buf));
		json_str(&j, NULL, buf);
	}
	json_arr_close(&j);
	json_arr_open(&j, "pv");
	for (uint32_t i = 0; i < r->pv_length; i++) {
		edge_text(g, r->pv[i], buf, sizeof(buf));
		json_str(&j, NULL, buf);
	}
	json_arr_close(&j);
	json_int(&j, "nodes", (int64_t)r->nodes);
	json_int(&j, "ms", (int64_t)r->elapsed_ms);
	json_int(&j, "tt_bytes", (int64_t)r->tt_bytes);
	if (vals) {
		json_obj_open(&j, "moves");
		for (size_t e = 0; e < nvals; e++) {
			if (vals[e] == DNB_SOLVER_NO_VALUE)
				continue;
			edge_text(g, (uint32_t)e, buf, sizeof(buf));
			json_int(&j, buf, vals[e]);
		}
		json_obj_close(&j);
	}
	json_obj_close(&j);
	json_end(&j);
}

/* "best moves: a1-b1 b2-c2" and the like, only if there are moves. */
static void print_moves(const char *lead, const dnb_game *g, const uint32_t *moves, uint32_t n)
{
	char buf[32];

	if (n == 0)
		return;
	printf("%s", lead);
	for (uint32_t i = 0; i < n; i++) {
		edge_text(g, moves[i], buf, sizeof(buf));
		printf(" %s", buf);
	}
	printf("\n");
}

static void print_text(const dnb_game *g, const dnb_solver_result *r, const int32_t *vals,
		       size_t nvals, dnb_status st)
{
	char buf[32];

	if (st == DNB_OK)
		printf("value %+d for player %d\n", r->value, dnb_game_to_move(g));
	else
		printf("%s: value between %+d and %+d\n", dnb_strerror(st), r->lower, r->upper);
	/* a finished game has no moves, and a search stopped early may know
	 * none yet: no line then rather than an empty one */
	if (dnb_game_is_over(g))
		printf("the game is over: no move is left\n");
	print_moves("best moves:", g, r->best_moves, r->best_count);
	print_moves("pv:", g, r->pv, r->pv_length);
	printf("nodes %llu, %llu ms, table %llu KiB\n", (unsigned long long)r->nodes,
	       (unsigned long long)r->elapsed_ms, (unsigned long long)(r->tt_bytes >> 10));
	for (size_t e = 0; vals && e < nvals; e++) {
		if (vals[e] == DNB_SOLVER_NO_VALUE)
			continue;
		edge_text(g, (uint32_t)e, buf, sizeof(buf));
		printf("  %-8s %+d\n", buf, vals[e]);
	}
}

static const struct tool_option options[] = {
	{ "--json", NULL, "the result as one JSON object on one line" },
	{ "--value-only", NULL, "the value and a pv, without the list of best moves (often much "
	  "sooner)" },
	{ "--all-moves", NULL, "the value of every legal move as well" },
	{ "--tt-mb", "N", "the table in MiB, 1 to 65536, or 0 (the default): sized to the position" },
	{ "--time-limit", "S", "stop after about S seconds (such as 2 or 0.5; 0: no limit) and "
	  "print the bounds proven" },
	{ "--threads", "N", "search threads sharing the table, 1 to 64 (default 1)" },
	{ NULL, NULL, NULL },
};

static int run(int argc, char **argv)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver_result r;
	dnb_solver *s;
	dnb_game *g;
	dnb_status st;
	int32_t *vals = NULL;
	size_t nvals = 0;
	const char *v;
	uint64_t n;
	int rc = args_game(argc, argv, options, &g);

	if (rc)
		return rc;
	/* (the ranges of dnb_solver_options in dnb.h) */
	if ((v = args_value(argc, argv, "--tt-mb")) &&
	    (rc = args_uint("--tt-mb", v, 0, 65536, &n)) == 0)
		o.tt_mb = (uint32_t)n;
	if (!rc && (v = args_value(argc, argv, "--threads")) &&
	    (rc = args_uint("--threads", v, 1, 64, &n)) == 0)
		o.threads = (uint32_t)n;
	/* up to a year: longer is no limit in practice, and a typo */
	if (!rc && (v = args_value(argc, argv, "--time-limit")))
		rc = args_seconds("--time-limit", v, 366u * 24 * 3600, &o.time_limit_ms);
	if (rc) {
		dnb_game_free(g);
		return rc;
	}
	st = dnb_solver_new(&o, &s);
	if (st != DNB_OK) {
		dnb_game_free(g);
		return args_fail("solver options", NULL, st);
	}
	memset(&r, 0, sizeof(r));
	r.size = sizeof(r);
	st = args_has(argc, argv, "--value-only") ? dnb_solver_value(s, g, &r)
						  : dnb_solver_solve(s, g, &r);
	if (st != DNB_OK && st != DNB_E_LIMIT && st != DNB_E_CANCELLED) {
		dnb_solver_free(s);
		dnb_game_free(g);
		return args_fail("solve", argv[0], st);
	}
	if (st == DNB_OK && args_has(argc, argv, "--all-moves")) {
		nvals = (size_t)dnb_game_edge_count(g);
		vals = malloc(nvals * sizeof(*vals));
		if (!vals || dnb_solver_move_values(s, g, vals, nvals, &nvals) != DNB_OK) {
			free(vals);
			vals = NULL;
		}
	}
	if (args_has(argc, argv, "--json"))
		print_json(g, &r, vals, nvals, st);
	else
		print_text(g, &r, vals, nvals, st);
	free(vals);
	dnb_solver_free(s);
	dnb_game_free(g);
	return st == DNB_OK ? 0 : 3;
}

const struct command cmd_solve = {
	"solve", "the exact value of a position, its best moves and a principal variation",
	"dnb solve WxH [--variant V ...] [MOVE ...] [--json] [--value-only]\n"
	"          [--all-moves] [--tt-mb N] [--time-limit S] [--threads N]",
	1, options, run,
};
