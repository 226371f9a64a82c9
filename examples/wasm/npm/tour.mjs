// The five-minute tour of libdnb in JavaScript (node 18+, or a page that
// loads the package as an ES module).  Run it with `node tour.mjs` in a
// project where `npm install libdnb-*.tgz` has been done.
import { Game, AI, Solver, Endgame, Nimstring, Dots, DnbError, version } from 'libdnb';

console.log(`libdnb ${version}`);
const g = new Game(3, 3);                   // 3x3 boxes, standard rules
g.play('a1-b1');                            // a move by its two dots...
g.play(g.edge('v', 1, 2));                  // ...or by its edge number
console.log(g.format('diagram'));           // the board as a picture
console.log(g.scores, g.toMove, g.legalMoves().slice(0, 3));

const ai = new AI({ level: 'hard', seed: 1 });
const hint = ai.hint(g);                     // what HARD would play, and why
console.log(`hint: ${g.moveName(hint.move)} (${hint.reason})`);
const move = ai.move(g);
g.play(move.move);                          // the AI chooses, the caller plays

const solver = new Solver();
const best = solver.solve(g);                // exact, for the player to move
console.log(`player ${g.toMove} to move: ${best.value} with best play,` +
	    ` optimal: ${best.best.map((e) => g.moveName(e)).join(' ')}`);

try {
	g.play('a1-b1');                        // drawn already
} catch (e) {
	if (!(e instanceof DnbError))
		throw e;
	console.log(`${e.code} (${e.status}): ${e.message}`);
}

const eg = new Endgame('3 4l 8l');          // a 3-chain, a 4-loop, an 8-loop
console.log(eg.evaluate().value, eg.optimalOpenings());  // 1 [ '4l' ]

const nim = new Nimstring();
console.log('nimstring value:', nim.value(g));

const dots = new Dots(5, 5);                // the other game: kropki
for (const p of ['c2', 'a1', 'b3', 'a2', 'd3', 'a3', 'c4'])
	dots.play(p);                           // player 1 surrounds c3...
dots.play('c3');                            // ...where player 2 steps in
console.log('dots:', dots.scores);

for (const o of [g, ai, solver, eg, nim, dots])
	o.free();                               // native memory goes back now
