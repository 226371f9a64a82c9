// SPDX-License-Identifier: MIT
//
// libdnb for JavaScript: Dots-and-Boxes rules, AI players, the exact
// solver, endgame values, Nimstring values and the game of Dots, compiled
// to WebAssembly.  The module is instantiated once, when this file is
// first imported (top-level await), so every class is ready to use:
//
//     import { Game, AI } from 'libdnb';
//
// The wasm is inside dnb-core.mjs: no file is fetched, in node or in a page.

import createDnbCore from './dnb-core.mjs';
import { bindDnb } from './api.js';

const dnb = bindDnb(await createDnbCore());

export const {
	version, versionNumber, Status, Rules, Level, NO_EDGE, DnbError, strerror,
	parseRules, formatRules, edgeCount, Game, AI, Solver, Endgame, Nimstring,
	Dots, layout,
} = dnb;
export default dnb;
