// The worker of progress.test.mjs: solve the empty 5x5 board until the
// flag the test shares is set, then solve 2x2 with the same solver.
import { parentPort, workerData } from 'node:worker_threads';
import { Game, Solver } from 'libdnb';

const { flag } = workerData;
let told = false;
const s = new Solver({ ttMb: 4, progressNodes: 1000, timeLimitMs: 120000, progress: () => {
	if (!told) {
		parentPort.postMessage('searching');
		told = true;
	}
	return Atomics.load(flag, 0) !== 0;
} });
const result = {};
try {
	s.solve(new Game(5, 5));
	result.code = 'DNB_OK';
} catch (e) {
	result.code = e.code;
	if (e.bounds)
		Object.assign(result, e.bounds);
}
result.after = s.solve(new Game(2, 2)).value;
parentPort.postMessage(result);
