/* SPDX-License-Identifier: MIT */
/* The dnb_*_init() functions: the defaults of each size-prefixed struct for
 * callers that cannot use the _INIT macros (bindings, since 1.1).  One file
 * for all of them, beside the frozen 1.0 sizes in sized-priv.h. */
#include "common/export-priv.h"
#include "common/sized-priv.h"

DNB_EXPORT dnb_status dnb_solver_options_init(dnb_solver_options *opts, uint32_t size)
{
	static const dnb_solver_options def = DNB_SOLVER_OPTIONS_INIT;

	return sized_init(opts, size, &def, sizeof(def), SIZED_SOLVER_OPTIONS_1_0);
}

DNB_EXPORT dnb_status dnb_solver_result_init(dnb_solver_result *result, uint32_t size)
{
	static const dnb_solver_result def = DNB_SOLVER_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_SOLVER_RESULT_1_0);
}

DNB_EXPORT dnb_status dnb_ai_options_init(dnb_ai_options *opts, uint32_t size)
{
	static const dnb_ai_options def = DNB_AI_OPTIONS_INIT;

	return sized_init(opts, size, &def, sizeof(def), SIZED_AI_OPTIONS_1_0);
}

DNB_EXPORT dnb_status dnb_ai_result_init(dnb_ai_result *result, uint32_t size)
{
	static const dnb_ai_result def = DNB_AI_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_AI_RESULT_1_0);
}

DNB_EXPORT dnb_status dnb_endgame_result_init(dnb_endgame_result *result, uint32_t size)
{
	static const dnb_endgame_result def = DNB_ENDGAME_RESULT_INIT;

	return sized_init(result, size, &def, sizeof(def), SIZED_ENDGAME_RESULT_1_0);
}

DNB_EXPORT dnb_status dnb_analysis_info_init(dnb_analysis_info *info, uint32_t size)
{
	static const dnb_analysis_info def = DNB_ANALYSIS_INFO_INIT;

	return sized_init(info, size, &def, sizeof(def), SIZED_ANALYSIS_INFO_1_0);
}
