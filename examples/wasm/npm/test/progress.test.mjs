// node --test: stopping a long solver call.  The module is single-threaded,
// so a call stops only when its progress callback says so; another thread
// reaches it through a SharedArrayBuffer that the callback reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { Game, Solver, DnbError, Status } from 'libdnb';

test('a progress callback returning true cancels the search, with its bounds', () => {
	const seen = [];
	const s = new Solver({ ttMb: 4, progressNodes: 1000, progress: (p) => {
		seen.push(p);
		return seen.length === 3;
	} });
	const big = new Game(4, 4);                     // 40 edges: far more than 3000 nodes
	assert.throws(() => s.solve(big), (e) => e instanceof DnbError &&
		e.status === Status.E_CANCELLED && e.bounds.lower <= e.bounds.upper);
	assert.equal(seen.length, 3);
	for (const p of seen) {
		assert.ok(p.lower <= p.upper);
		assert.equal(typeof p.elapsedMs, 'number');
	}
	assert.ok(seen[0].nodes > 0 && seen[0].nodes < seen[2].nodes);

	// the same solver then answers as usual, also with the callback gone
	const small = new Game(2, 2);
	assert.equal(s.solve(small).value, 2);
	assert.ok(seen.length >= 3);
	s.setOptions({ progress: null });
	assert.equal(s.options.progress, null);
	assert.equal(s.value(small).value, 2);
	assert.throws(() => new Solver({ progress: 'stop' }), TypeError);
	big.free();
	small.free();
	s.free();
});

test('what the callback throws comes out of the call, and the solver lives on', () => {
	const s = new Solver({ ttMb: 4, progressNodes: 1000, progress: () => {
		throw new Error('enough');
	} });
	const big = new Game(4, 4);
	assert.throws(() => s.solve(big), /enough/);
	assert.throws(() => s.moveValues(big), /enough/);
	s.setOptions({ progress: () => false });
	const small = new Game(2, 2);
	assert.equal(s.solve(small).value, 2);
	// the solver's own calls from its callback are refused, not run
	let inner = null;
	s.setOptions({ progress: () => {
		try {
			s.solve(small);
		} catch (e) {
			inner = e.status;
		}
		return true;
	} });
	assert.throws(() => s.solve(big), (e) => e.status === Status.E_CANCELLED);
	assert.equal(inner, Status.E_BUSY);
	big.free();
	small.free();
	s.free();
});

test('another thread stops a solver running in a worker', async () => {
	// The worker solves the empty 5x5 board (hours), its callback watching
	// flag[0]; it says so from its first callback, and then this thread
	// sets the flag.  The time limit is only a backstop: a flag that does
	// not work ends the call with E_LIMIT, not E_CANCELLED, and fails.
	const flag = new Int32Array(new SharedArrayBuffer(4));
	const worker = new Worker(new URL('./solve-worker.mjs', import.meta.url),
				  { workerData: { flag } });
	const result = await new Promise((resolve, reject) => {
		worker.on('message', (m) => {
			if (m === 'searching')
				Atomics.store(flag, 0, 1);
			else
				resolve(m);
		});
		worker.on('error', reject);
	});
	await worker.terminate();
	assert.equal(result.code, 'DNB_E_CANCELLED');
	assert.ok(result.lower <= result.upper);
	assert.equal(result.after, 2);                  // then 2x2, solved as usual
});
