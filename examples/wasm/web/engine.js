// SPDX-License-Identifier: MIT
//
// engine.js: the page's long calls (the AI's move, the hint, the solver's
// value), answered in a Web Worker so that the board stays live while
// PERFECT thinks for seconds, or on the page's own thread where a worker
// cannot start.  Questions carry the game as its record text; the answers
// are plain objects.
//
// dnbEngine(dnb) answers one question with the package's classes; it runs
// in the worker (whose source, built by build.mjs, is dnb.js, this file
// and the few lines at the end of it) and in the fallback alike.
'use strict';

function dnbEngine(dnb) {
	const SOLVER_NODES = 20000;
	let ai = null, aiKey = '';
	const helper = new dnb.AI({ level: 'hard', seed: 1 });
	const solver = new dnb.Solver({ nodeLimit: SOLVER_NODES, ttMb: 8 });

	return function answer(q) {
		const game = dnb.Game.parse(q.record);
		try {
			if (q.op === 'move') {
				const key = q.level + ':' + q.seed;
				if (key !== aiKey) {
					if (ai)
						ai.free();
					ai = new dnb.AI({ level: q.level, seed: q.seed });
					aiKey = key;
				}
				return ai.move(game);
			}
			if (q.op === 'hint')
				return helper.hint(game);
			if (q.op === 'value') {
				try {
					const r = solver.value(game);
					return { exact: true, value: r.value, nodes: r.nodes };
				} catch (e) {
					if (!(e instanceof dnb.DnbError) || e.status !== dnb.Status.E_LIMIT)
						throw e;
					return { exact: false, lower: e.bounds.lower, upper: e.bounds.upper,
						 nodes: SOLVER_NODES };
				}
			}
			throw new Error('engine: no question ' + q.op);
		} finally {
			game.free();
		}
	};
}

// Inside the worker: answer each message in turn.
if (typeof importScripts === 'function' && typeof window === 'undefined') {
	const ready = self.dnbReady.then(dnbEngine);
	self.onmessage = (ev) => {
		ready.then((answer) => {
			try {
				self.postMessage({ id: ev.data.id, result: answer(ev.data) });
			} catch (e) {
				self.postMessage({ id: ev.data.id, error: String(e && e.message || e) });
			}
		}, (e) => self.postMessage({ id: ev.data.id, error: 'the library did not load: ' + e }));
	};
}
