// node --test: the Game class and the errors, against what dnb.h promises.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, DnbError, Status, Rules, edgeCount, parseRules, formatRules, layout, version }
	from 'libdnb';
import { readFileSync } from 'node:fs';

test('the version is the package version', () => {
	const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
	assert.equal(version, pkg.version);
});

test('struct sizes come from the module', () => {
	// the size-prefixed structs of dnb.h: every one is there, and each
	// field lies inside its struct
	for (const t of ['dnb_ai_options', 'dnb_ai_result', 'dnb_solver_options',
			 'dnb_solver_result', 'dnb_endgame_result', 'dnb_analysis_info',
			 'dnb_nimstring_options'])
		assert.ok(layout[t] > 0, t);
	for (const [k, v] of Object.entries(layout))
		if (k.includes('.'))
			assert.ok(v < layout[k.split('.')[0]], k);
	// the solver result has two lists of DNB_SOLVER_MAX_EDGES (64) edges
	assert.ok(layout['dnb_solver_result.pv'] - layout['dnb_solver_result.best_moves'] >= 4 * 64);
});

test('a game played to its end by edge numbers', () => {
	const g = new Game(2, 2);
	assert.equal(g.width, 2);
	assert.equal(g.edgeCount, 12);
	assert.equal(edgeCount(2, 2), 12);
	let completed = 0;
	for (let e = 0; e < 12; e++)
		completed += g.play(e);
	assert.equal(g.isOver, true);
	assert.equal(completed, 4);
	const [a, b] = g.scores;
	assert.equal(a + b, 4);
	const r = g.result();
	assert.equal(r.margin, Math.abs(a - b));
	assert.deepEqual(g.moves(), [...Array(12).keys()]);
	g.free();
});

test('moves by name, coordinates and boxes', () => {
	const g = new Game(3, 3);
	const e = g.parseMove('a1-b1');
	assert.equal(e, 0);
	assert.equal(g.moveName(e), 'a1-b1');
	assert.deepEqual(g.edgeCoords(g.edge('v', 1, 2)), { orientation: 'v', row: 1, col: 2 });
	assert.deepEqual(g.edgeBoxes(0), [null, 0]);
	assert.equal(g.play('a1-b1'), 0);
	assert.equal(g.isDrawn(0), true);
	assert.equal(g.toMove, 2);
	assert.equal(g.legalMoves().length, 23);
	g.undo();
	assert.equal(g.moveCount, 0);
	assert.equal(g.isDrawn(0), false);
	g.free();
});

test('a record reads back as the same game', () => {
	const g = new Game(3, 2, 'misere');
	for (const m of ['a1-b1', 'b1-b2', 'c3-d3'])
		g.play(m);
	const h = Game.parse(g.format());
	assert.equal(h.format(), g.format());
	assert.deepEqual(h.moves(), g.moves());
	assert.equal(h.rules, Rules.MISERE);
	const c = g.clone();
	g.free();
	assert.equal(c.moveCount, 3);
	assert.match(c.format('diagram'), /_/);
	c.free();
	h.free();
});

test('errors carry the status and the library text, and change nothing', () => {
	const g = new Game(2, 2);
	g.play(0);
	const before = g.format();
	assert.throws(() => g.play(0), (e) => e instanceof DnbError &&
		e.status === Status.E_ILLEGAL && e.code === 'DNB_E_ILLEGAL' &&
		e.call === 'dnb_game_play' && e.message.length > 0);
	assert.throws(() => g.play(12), (e) => e.status === Status.E_RANGE);
	assert.throws(() => g.play(1.5), RangeError);
	assert.throws(() => g.play('z9-z10'), (e) => e instanceof DnbError);
	assert.equal(g.format(), before);
	g.undo();
	assert.throws(() => g.undo(), (e) => e.status === Status.E_NO_HISTORY);
	assert.throws(() => new Game(0, 3), (e) => e.status === Status.E_RANGE);
	assert.throws(() => new Game(3, 3, 'nimstring misere'), (e) => e.status === Status.E_INVALID);
	assert.throws(() => Game.parse('3x3\nnot a move'), (e) => e instanceof DnbError && e.line >= 1);
	g.free();
});

test('free() releases, and a freed object refuses use', () => {
	const g = new Game(3, 3);
	g.free();
	g.free();
	assert.equal(g.freed, true);
	assert.throws(() => g.play(0), /used after free/);
	assert.equal(String(g), '[Game freed]');
});

test('rules as words', () => {
	assert.equal(parseRules('compulsory misere'), Rules.COMPULSORY | Rules.MISERE);
	assert.equal(formatRules(Rules.BORDER), 'border');
	const g = new Game(2, 2, 'border');
	assert.equal(g.isDrawn(0), true);
	g.free();
});

test('a set-up position', () => {
	const g = Game.setup(1, 1, { drawn: [0, 1, 2], toMove: 2 });
	assert.equal(g.toMove, 2);
	assert.deepEqual(g.captureMoves(), [3]);
	assert.equal(g.play(3), 1);
	assert.deepEqual(g.scores, [0, 1]);
	assert.deepEqual(Array.from(g.owners()), [2]);
	assert.throws(() => Game.setup(1, 1, { drawn: [9] }), (e) => e.status === Status.E_RANGE);
	g.free();
});

test('index.d.ts declares what index.js exports, and nothing else', async () => {
	const lib = await import('libdnb');
	const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
	const declared = [...dts.matchAll(/^export (?:const|class|function) (\w+)/gm)].map((m) => m[1]);
	const exported = Object.keys(lib).filter((k) => k !== 'default');
	assert.deepEqual([...declared].sort(), [...exported].sort());
	assert.deepEqual(Object.keys(lib.default).sort(), [...exported].sort());
});
