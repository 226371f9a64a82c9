/*
 * layout.c: the struct layouts of dnb.h for the JavaScript package.
 *
 * SPDX-License-Identifier: MIT
 *
 * JavaScript cannot see a C struct, so the package asks the compiled
 * module: dnbjs_layout() returns, as JSON, the sizeof() of every
 * size-prefixed struct and the offset of every field the package reads
 * or writes, as the compiler laid them out from the very header the
 * library was built with.  Nothing in the package is a guessed number.
 * Linked only into the WebAssembly module; not part of libdnb's ABI.
 */
#include <stddef.h>
#include <stdio.h>

#include "dnb.h"

const char *dnbjs_layout(void);

static char layout[8192];
static size_t used;

static void put(const char *name, size_t value)
{
	if (used < sizeof layout)
		used += (size_t)snprintf(layout + used, sizeof layout - used,
					 "%s\"%s\":%zu", used > 1 ? "," : "",
					 name, value);
}

#define SIZE(type) put(#type, sizeof(type))
#define FIELD(type, field) put(#type "." #field, offsetof(type, field))

const char *dnbjs_layout(void)
{
	if (used)
		return layout;
	layout[used++] = '{';

	SIZE(dnb_ai_options);
	FIELD(dnb_ai_options, level);
	FIELD(dnb_ai_options, threads);
	FIELD(dnb_ai_options, tt_mb);
	FIELD(dnb_ai_options, seed);
	FIELD(dnb_ai_options, time_limit_ms);
	FIELD(dnb_ai_options, node_limit);

	SIZE(dnb_ai_result);
	FIELD(dnb_ai_result, move);
	FIELD(dnb_ai_result, reason);
	FIELD(dnb_ai_result, has_value);
	FIELD(dnb_ai_result, value);
	FIELD(dnb_ai_result, level);
	FIELD(dnb_ai_result, nodes);
	FIELD(dnb_ai_result, elapsed_ms);

	SIZE(dnb_solver_options);
	FIELD(dnb_solver_options, tt_mb);
	FIELD(dnb_solver_options, threads);
	FIELD(dnb_solver_options, node_limit);
	FIELD(dnb_solver_options, time_limit_ms);
	FIELD(dnb_solver_options, progress_nodes);
	FIELD(dnb_solver_options, progress);
	FIELD(dnb_solver_options, user_data);

	SIZE(dnb_solver_progress);
	FIELD(dnb_solver_progress, lower);
	FIELD(dnb_solver_progress, upper);
	FIELD(dnb_solver_progress, nodes);
	FIELD(dnb_solver_progress, elapsed_ms);

	SIZE(dnb_solver_result);
	FIELD(dnb_solver_result, value);
	FIELD(dnb_solver_result, lower);
	FIELD(dnb_solver_result, upper);
	FIELD(dnb_solver_result, best_count);
	FIELD(dnb_solver_result, best_moves);
	FIELD(dnb_solver_result, pv_length);
	FIELD(dnb_solver_result, pv);
	FIELD(dnb_solver_result, nodes);
	FIELD(dnb_solver_result, elapsed_ms);
	FIELD(dnb_solver_result, tt_bytes);

	SIZE(dnb_endgame_result);
	FIELD(dnb_endgame_result, allcock_case);
	FIELD(dnb_endgame_result, value);
	FIELD(dnb_endgame_result, controlled_value);
	FIELD(dnb_endgame_result, terminal_bonus);
	FIELD(dnb_endgame_result, boxes);
	FIELD(dnb_endgame_result, chains);
	FIELD(dnb_endgame_result, loops);
	FIELD(dnb_endgame_result, standard_kind);
	FIELD(dnb_endgame_result, standard_length);
	FIELD(dnb_endgame_result, move_kind);
	FIELD(dnb_endgame_result, move_length);
	FIELD(dnb_endgame_result, allcock_override);

	SIZE(dnb_analysis_info);
	FIELD(dnb_analysis_info, state);
	FIELD(dnb_analysis_info, to_move);
	FIELD(dnb_analysis_info, long_chains);
	FIELD(dnb_analysis_info, short_chains);
	FIELD(dnb_analysis_info, loops);
	FIELD(dnb_analysis_info, capturable_boxes);
	FIELD(dnb_analysis_info, safe_moves);
	FIELD(dnb_analysis_info, wanted_parity);
	FIELD(dnb_analysis_info, move);
	FIELD(dnb_analysis_info, decision);
	FIELD(dnb_analysis_info, handout);
	FIELD(dnb_analysis_info, value);
	FIELD(dnb_analysis_info, margin);

	SIZE(dnb_nimstring_options);
	FIELD(dnb_nimstring_options, memo_mb);
	FIELD(dnb_nimstring_options, node_limit);
	FIELD(dnb_nimstring_options, time_limit_ms);

	if (used < sizeof layout - 1) {
		layout[used++] = '}';
		layout[used] = '\0';
	} else {
		layout[0] = '\0';  /* the package refuses an empty layout */
	}
	return layout;
}
