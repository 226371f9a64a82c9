// node --test: AI, Solver, Endgame, Nimstring and Dots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, AI, Solver, Endgame, Nimstring, Dots, DnbError, Status } from 'libdnb';

test('every AI level plays legal moves to the end', () => {
	for (const level of ['beginner', 'easy', 'medium', 'hard', 'perfect']) {
		const ai = new AI({ level, seed: 7 });
		assert.equal(ai.level, level);
		const g = new Game(2, 2);
		while (!g.isOver) {
			const legal = g.legalMoves();
			const m = ai.move(g);
			assert.ok(legal.includes(m.move), level + ' plays a legal move');
			assert.equal(typeof m.reason, 'string');
			g.play(m.move);
		}
		assert.equal(g.scores[0] + g.scores[1], 4);
		assert.throws(() => ai.move(g), (e) => e.status === Status.E_OVER);
		g.free();
		ai.free();
	}
});

test('the AI takes a box that is there, and its hint is its move', () => {
	const g = Game.setup(2, 2, { drawn: [0, 2, 6] });
	const ai = new AI({ level: 'easy', seed: 1 });
	const m = ai.move(g);
	assert.equal(m.reason, 'capture');
	assert.ok(g.captureMoves().includes(m.move));
	assert.deepEqual(ai.hint(g).move, m.move);
	ai.setOptions({ level: 'hard', nodeLimit: 1000 });
	assert.equal(ai.options.level, 'hard');
	assert.equal(ai.options.nodeLimit, 1000);
	assert.throws(() => new AI({ level: 'grandmaster' }), (e) => e.status === Status.E_PARSE);
	g.free();
	ai.free();
});

test('the solver: 2x2 is worth 0 to the first player... and agrees with itself', () => {
	const s = new Solver();
	const g = new Game(2, 2);
	const r = s.solve(g);
	assert.equal(r.lower, r.value);
	assert.equal(r.upper, r.value);
	assert.ok(r.best.length > 0);
	assert.ok(r.pv.length > 0);
	const values = s.moveValues(g);
	assert.equal(values.length, 12);
	assert.equal(Math.max(...values), r.value);
	for (const e of r.best)
		assert.equal(values[e], r.value);
	assert.equal(s.value(g).value, r.value);
	g.play(r.best[0]);
	assert.equal(s.solve(g).value, -r.value);   // the opponent to move, nothing taken
	assert.equal(values.filter((v) => v === null).length, 0);
	assert.equal(s.moveValues(g)[r.best[0]], null);
	assert.ok(s.memory > 0);
	g.free();
	s.free();
});

test('a solver limit throws E_LIMIT with the proven bounds', () => {
	const s = new Solver({ nodeLimit: 50 });
	const g = new Game(3, 3);
	assert.throws(() => s.solve(g), (e) => e instanceof DnbError && e.status === Status.E_LIMIT &&
		e.bounds.lower <= e.bounds.upper);
	const big = new Game(6, 6);
	assert.throws(() => s.solve(big), (e) => e.status === Status.E_RANGE);
	g.free();
	big.free();
	s.free();
});

test('endgames: Allcock and Berlekamp values', () => {
	const eg = new Endgame('3 4l 8l');
	assert.equal(eg.evaluate().value, 1);
	assert.deepEqual(eg.optimalOpenings(), ['4l']);
	assert.equal(String(eg), '3 4l 8l');
	eg.add('chain', 5, 2).remove('8l');
	assert.deepEqual(eg.components(), [
		{ kind: 'chain', length: 3, count: 1 },
		{ kind: 'chain', length: 5, count: 2 },
		{ kind: 'loop', length: 4, count: 1 },
	]);
	const one = new Endgame('3');
	assert.equal(one.evaluate().value, 3);     // one chain: the controller takes it
	assert.equal(one.option('3').decision, 'give');
	assert.throws(() => eg.add('2'), (e) => e.status === Status.E_RANGE);
	assert.throws(() => eg.add('3l'), (e) => e instanceof DnbError);
	eg.free();
	one.free();
});

test('analysis of a loony endgame gives its chain', () => {
	// 3x1 with every horizontal edge drawn: one chain of three boxes
	const g = Game.setup(3, 1, { drawn: [0, 1, 2, 3, 4, 5] });
	const a = g.analyse();
	assert.equal(a.state, 'loony');
	assert.equal(a.longChains, 1);
	assert.equal(a.margin, -3);
	assert.equal(String(a.endgame), '3');
	assert.ok(g.legalMoves().includes(a.move));
	a.endgame.free();
	const fresh = new Game(3, 3);
	const b = fresh.analyse();
	assert.equal(b.state, 'none');
	assert.equal(b.endgame, null);
	assert.equal(b.move, null);
	fresh.free();
	g.free();
});

test('nimstring values', () => {
	const nim = new Nimstring();
	const g = new Game(1, 1);
	const v = nim.value(g);
	assert.equal(typeof v, 'number');
	const mv = nim.moveValues(g);
	assert.equal(mv.length, 4);
	assert.deepEqual(mv.map((m) => m.edge), [0, 1, 2, 3]);
	assert.ok(nim.nodes >= 0);
	assert.throws(() => nim.value('not a graph'), (e) => e instanceof DnbError);
	g.free();
	nim.free();
});

test('dots: a surrounded dot is taken', () => {
	const d = new Dots(5, 5);
	for (const p of ['c2', 'a1', 'b3', 'a2', 'd3', 'a3', 'c4'])
		d.play(p);
	assert.equal(d.toMove, 2);
	d.play('c3');
	assert.deepEqual(d.scores, [1, 0]);
	assert.equal(d.point('c3'), 4);
	assert.equal(d.owner('c3'), 1);
	assert.throws(() => d.play('c3'), (e) => e.status === Status.E_ILLEGAL);
	const e = Dots.parse(d.format());
	assert.deepEqual(e.scores, [1, 0]);
	d.undo();
	assert.deepEqual(d.scores, [0, 0]);
	assert.equal(d.pointName(0), 'a1');
	e.free();
	d.free();
});
