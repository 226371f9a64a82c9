// SPDX-License-Identifier: MIT
//
// app.js: the page's game.  A human against libdnb's AI on an SVG board of
// up to 10x10 boxes, through the classes of the npm package (dnb.js, a
// classic script here so that the page also opens from a file:// address).
//
// The AI's moves, the hints and the solver's value (20,000 nodes on a
// small table) are asked of a Web Worker (engine.js), because PERFECT and
// HARD take seconds on some boards (up to 8.6 s a move for PERFECT on 4x4
// and 5x5 in this build); the board stays live meanwhile.  Answers that
// come back after a new game or an undo are dropped.
//
// The settings come from the form or from the address:
// index.html?w=5&h=5&level=hard&first=you&seed=1
'use strict';

(function () {
	const SVG = 'http://www.w3.org/2000/svg';
	const CELL = 60, MARGIN = 24;
	const AI_DELAY_MS = 150;
	const $ = (id) => document.getElementById(id);

	const params = new URLSearchParams(location.search);
	const intParam = (name, lo, hi, dflt) => {
		const v = Number(params.get(name));
		return Number.isInteger(v) && v >= lo && v <= hi ? v : dflt;
	};

	let dnb = null;             // the package, once loaded
	let engine = null;          // where the long calls run
	let generation = 0;         // bumped by a new game and an undo
	let game = null, aiLevel = 'medium', aiSeed = 0;
	let you = 1, them = 2;      // players: 1 moves first
	let log = [];               // { player, edge, reason, value } a move
	let focus = -1;             // the edge the keyboard is on
	let hinted = -1;
	let timer = 0;
	let seed = intParam('seed', 0, 2 ** 31, Date.now() % 1e9);
	const els = { edges: [], hits: [], boxes: [], owners: [] };

	// ------------------------------------------------------------------
	// Settings

	for (const id of ['width', 'height'])
		for (let n = 1; n <= 10; n++)
			$(id).add(new Option(String(n), String(n)));
	$('width').value = String(intParam('w', 1, 10, 5));
	$('height').value = String(intParam('h', 1, 10, 5));
	const levelParam = params.get('level');
	if (['beginner', 'easy', 'medium', 'hard', 'perfect'].includes(levelParam))
		$('level').value = levelParam;
	else
		$('level').value = 'medium';
	$('first').value = params.get('first') === 'ai' ? 'ai' : 'you';

	// ------------------------------------------------------------------
	// A new game

	function newGame() {
		clearTimeout(timer);
		generation++;
		if (engine.busy()) {
			// still thinking about the last game: start afresh
			engine.stop();
			engine = startEngine();
		}
		if (game)
			game.free();
		const w = Number($('width').value), h = Number($('height').value);
		game = new dnb.Game(w, h);
		aiLevel = $('level').value;
		aiSeed = seed++;
		you = $('first').value === 'you' ? 1 : 2;
		them = 3 - you;
		log = [];
		focus = -1;
		clearHint();
		buildBoard(w, h);
		update();
		afterMove();
	}

	function buildBoard(w, h) {
		const svg = $('board');
		svg.textContent = '';
		svg.setAttribute('viewBox', `0 0 ${2 * MARGIN + w * CELL} ${2 * MARGIN + h * CELL}`);
		const x = (c) => MARGIN + c * CELL, y = (r) => MARGIN + r * CELL;
		els.boxes = [];
		els.owners = [];
		for (let b = 0; b < w * h; b++) {
			const r = Math.floor(b / w), c = b % w;
			const rect = document.createElementNS(SVG, 'rect');
			rect.setAttribute('x', x(c));
			rect.setAttribute('y', y(r));
			rect.setAttribute('width', CELL);
			rect.setAttribute('height', CELL);
			rect.setAttribute('class', 'box');
			svg.append(rect);
			const t = document.createElementNS(SVG, 'text');
			t.setAttribute('x', x(c) + CELL / 2);
			t.setAttribute('y', y(r) + CELL / 2);
			t.setAttribute('class', 'owner');
			svg.append(t);
			els.boxes.push(rect);
			els.owners.push(t);
		}
		els.edges = [];
		els.hits = [];
		els.mid = [];
		for (let e = 0; e < game.edgeCount; e++) {
			const { orientation, row, col } = game.edgeCoords(e);
			const [x1, y1] = [x(col), y(row)];
			const [x2, y2] = orientation === 'h' ? [x(col + 1), y(row)] : [x(col), y(row + 1)];
			const hit = document.createElementNS(SVG, 'line');
			const line = document.createElementNS(SVG, 'line');
			for (const l of [hit, line]) {
				l.setAttribute('x1', x1);
				l.setAttribute('y1', y1);
				l.setAttribute('x2', x2);
				l.setAttribute('y2', y2);
			}
			hit.setAttribute('class', 'hit');
			hit.dataset.edge = String(e);
			const title = document.createElementNS(SVG, 'title');
			title.textContent = game.moveName(e);
			hit.append(title);
			hit.addEventListener('click', () => humanMove(e));
			svg.append(hit, line);
			els.hits.push(hit);
			els.edges.push(line);
			els.mid.push([(x1 + x2) / 2, (y1 + y2) / 2]);
		}
		for (let r = 0; r <= h; r++)
			for (let c = 0; c <= w; c++) {
				const d = document.createElementNS(SVG, 'circle');
				d.setAttribute('cx', x(c));
				d.setAttribute('cy', y(r));
				d.setAttribute('r', 5);
				d.setAttribute('class', 'dot');
				svg.append(d);
			}
	}

	// ------------------------------------------------------------------
	// Drawing the state

	const who = (player) => (player === you ? 'you' : 'ai');
	const whoName = (player) => (player === you ? 'You' : 'AI');

	function update() {
		const drawn = game.edges(), owners = game.owners();
		const by = new Map(log.map((m) => [m.edge, m.player]));
		const last = log.length ? log[log.length - 1].edge : -1;
		for (let e = 0; e < drawn.length; e++) {
			let cls = 'edge';
			if (drawn[e])
				cls += ' ' + who(by.get(e)) + (e === last ? ' last' : '');
			else if (e === hinted)
				cls += ' hinted';
			if (e === focus && !drawn[e])
				cls += ' focus';
			els.edges[e].setAttribute('class', cls);
			els.hits[e].setAttribute('class', drawn[e] ? 'hit drawn' : 'hit');
		}
		for (let b = 0; b < owners.length; b++) {
			const o = owners[b];
			els.boxes[b].setAttribute('class', o ? 'box ' + who(o) : 'box');
			els.owners[b].setAttribute('class', o ? 'owner ' + who(o) : 'owner');
			els.owners[b].textContent = o ? (o === you ? 'Y' : 'A') : '';
		}
		const [s1, s2] = game.scores;
		const mine = you === 1 ? s1 : s2, theirs = you === 1 ? s2 : s1;
		const score = $('score');
		score.dataset.you = String(mine);
		score.dataset.ai = String(theirs);
		score.innerHTML = `<span class="you">You ${mine}</span> &ndash; ` +
			`<span class="ai">${theirs} AI</span>`;
		const status = $('status');
		if (game.isOver) {
			status.textContent = mine > theirs ? `You win, ${mine} to ${theirs}.`
				: mine < theirs ? `The AI wins, ${theirs} to ${mine}.` : `A draw, ${mine} all.`;
			status.dataset.state = 'over';
		} else if (game.toMove === you) {
			status.textContent = 'Your move.';
			status.dataset.state = 'you';
		} else {
			status.textContent = `The AI (${aiLevel}) is thinking\u2026`;
			status.dataset.state = 'ai';
		}
		$('undo').disabled = !log.some((m) => m.player === you) || status.dataset.state === 'ai';
		$('hint').disabled = status.dataset.state !== 'you';
		const list = $('log');
		list.textContent = '';
		for (let i = log.length - 1; i >= 0; i--) {
			const m = log[i];
			const li = document.createElement('li');
			li.className = who(m.player);
			li.dataset.player = String(m.player);
			li.dataset.edge = String(m.edge);
			let text = `${whoName(m.player).padEnd(3)} ${game.moveName(m.edge)}`;
			if (m.boxes)
				text += m.boxes === 1 ? ' \u25a0' : ' \u25a0\u25a0';
			if (m.reason)
				text += `  ${m.reason}` + (m.value !== null ? ` (value ${signed(m.value)})` : '');
			li.textContent = text;
			list.append(li);
		}
	}

	const signed = (v) => (v > 0 ? '+' + v : String(v));

	// The solver's value of the position, where it reaches: the final
	// score with best play by both from here.
	function showSolver() {
		const el = $('solver');
		const undrawn = game.edges().reduce((n, d) => n + (d ? 0 : 1), 0);
		if (game.isOver) {
			el.textContent = '';
			return;
		}
		if (undrawn > 64) {
			el.textContent = `Solver: out of reach (${undrawn} edges left; it takes 64 at most).`;
			el.dataset.value = '';
			return;
		}
		const [s1, s2] = game.scores;
		const left = game.boxCount - s1 - s2;
		const mine = you === 1 ? s1 : s2, theirs = you === 1 ? s2 : s1;
		const mover = game.toMove;
		el.dataset.value = '';
		el.textContent = 'Solver: working\u2026';
		ask({ op: 'value', record: game.format() }, (r) => {
			if (r.exact) {
				const v = mover === you ? r.value : -r.value;   // for you
				const youGet = (left + v) / 2;
				el.dataset.value = String(v);
				el.textContent = `Solver: with best play by both, ${mine + youGet} to ` +
					`${theirs + left - youGet} (${signed(v)} for you from here).`;
			} else {
				const lo = mover === you ? r.lower : -r.upper;
				const hi = mover === you ? r.upper : -r.lower;
				el.textContent = `Solver: not proven within ${r.nodes.toLocaleString('en')} ` +
					`nodes; between ${signed(lo)} and ${signed(hi)} for you from here.`;
			}
		});
	}

	// Ask the engine; the answer is used only if the game has not changed.
	function ask(question, use, extraWait = null) {
		const gen = generation, count = game.moveCount;
		Promise.all([engine.ask(question), extraWait]).then(([answer]) => {
			if (gen === generation && game.moveCount === count)
				use(answer);
		}, (e) => {
			if (gen !== generation)
				return;
			$('status').textContent = 'Error: ' + e.message;
			console.error(e);
		});
	}

	// ------------------------------------------------------------------
	// Moves

	function play(edge, reason = null, value = null) {
		const player = game.toMove;
		const boxes = game.play(edge);
		log.push({ player, edge, reason, value, boxes });
		clearHint();
	}

	function clearHint() {
		hinted = -1;
		$('hinttext').textContent = '';
		delete $('hinttext').dataset.edge;
	}

	function humanMove(edge) {
		if (!game || game.isOver || game.toMove !== you || game.isDrawn(edge))
			return;
		play(edge);
		if (focus === edge)
			focus = -1;
		update();
		afterMove();
	}

	function afterMove() {
		clearTimeout(timer);
		if (!game.isOver && game.toMove === them) {
			// the AI's moves at least AI_DELAY_MS apart, to be seen
			const paced = new Promise((r) => { timer = setTimeout(r, AI_DELAY_MS); });
			ask({ op: 'move', record: game.format(), level: aiLevel, seed: aiSeed }, (m) => {
				play(m.move, m.reason, m.value);
				update();
				afterMove();
			}, paced);
			return;
		}
		showSolver();
	}

	function undo() {
		if ($('undo').disabled)
			return;
		clearTimeout(timer);
		generation++;
		// back to before your last move: the AI's answers go with it
		while (log.length) {
			const m = log.pop();
			game.undo();
			if (m.player === you)
				break;
		}
		clearHint();
		update();
		afterMove();
	}

	function hint() {
		if (game.isOver || game.toMove !== you)
			return;
		$('hinttext').textContent = 'Hint: thinking\u2026';
		ask({ op: 'hint', record: game.format() }, (h) => {
			hinted = h.move;
			$('hinttext').textContent = `Hint: ${game.moveName(h.move)} (${h.reason}` +
				(h.value !== null ? `, value ${signed(h.value)}` : '') + ').';
			$('hinttext').dataset.edge = String(h.move);
			update();
		});
	}

	// The engine: a worker started from the source in dnb-worker.js (a
	// blob: URL works where a worker script from file:// would not), else
	// the page's own thread.
	function startEngine() {
		if (typeof Worker === 'function' && self.DNB_WORKER_SOURCE) {
			try {
				const url = URL.createObjectURL(new Blob([self.DNB_WORKER_SOURCE],
									 { type: 'text/javascript' }));
				const worker = new Worker(url);
				const waiting = new Map();
				let next = 0;
				const failAll = (e) => {
					for (const w of waiting.values())
						w.reject(e);
					waiting.clear();
				};
				worker.onmessage = (ev) => {
					const w = waiting.get(ev.data.id);
					waiting.delete(ev.data.id);
					if (!w)
						return;
					if ('error' in ev.data)
						w.reject(new Error(ev.data.error));
					else
						w.resolve(ev.data.result);
				};
				worker.onerror = (ev) => failAll(new Error('the worker failed: ' + ev.message));
				return {
					kind: 'in a Web Worker',
					busy: () => waiting.size > 0,
					ask: (q) => new Promise((resolve, reject) => {
						const id = ++next;
						waiting.set(id, { resolve, reject });
						worker.postMessage({ ...q, id });
					}),
					stop: () => {
						worker.terminate();
						URL.revokeObjectURL(url);
						failAll(new Error('stopped'));
					},
				};
			} catch (e) {
				console.warn('no worker, the page thinks on its own thread: ' + e);
			}
		}
		const answer = dnbEngine(dnb);
		return {
			kind: "on the page's own thread",
			busy: () => false,
			ask: (q) => new Promise((resolve) => setTimeout(resolve, 0)).then(() => answer(q)),
			stop: () => {},
		};
	}

	// The keyboard: arrows go to the nearest edge that way.
	function moveFocus(dx, dy) {
		const drawn = game.edges();
		const from = focus >= 0 ? els.mid[focus]
			: [MARGIN + game.width * CELL / 2, MARGIN + game.height * CELL / 2];
		let best = -1, bestScore = Infinity;
		for (let e = 0; e < els.mid.length; e++) {
			if (e === focus || drawn[e])
				continue;
			const ax = els.mid[e][0] - from[0], ay = els.mid[e][1] - from[1];
			const along = ax * dx + ay * dy, across = Math.abs(ax * dy - ay * dx);
			if (focus >= 0 && along <= 0)
				continue;
			const score = along + 2 * across;
			if (score < bestScore) {
				bestScore = score;
				best = e;
			}
		}
		if (best >= 0)
			focus = best;
		update();
	}

	$('board').addEventListener('keydown', (ev) => {
		const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
		if (dirs[ev.key]) {
			moveFocus(...dirs[ev.key]);
		} else if ((ev.key === 'Enter' || ev.key === ' ') && focus >= 0) {
			humanMove(focus);
		} else {
			return;
		}
		ev.preventDefault();
	});
	document.addEventListener('keydown', (ev) => {
		if (ev.target instanceof HTMLSelectElement || ev.ctrlKey || ev.metaKey || ev.altKey)
			return;
		const k = ev.key.toLowerCase();
		if (k === 'h')
			hint();
		else if (k === 'u')
			undo();
		else if (k === 'n')
			newGame();
	});
	$('hint').addEventListener('click', hint);
	$('undo').addEventListener('click', undo);
	$('settings').addEventListener('submit', (ev) => {
		ev.preventDefault();
		newGame();
	});

	// ------------------------------------------------------------------
	// Start

	self.dnbReady.then((lib) => {
		dnb = lib;
		$('version').textContent = dnb.version;
		engine = startEngine();
		$('engine').textContent = engine.kind;
		newGame();
		document.body.dataset.ready = '1';
	}, (err) => {
		$('status').textContent = 'The library did not load: ' + err;
	});

	// For tests and the console: the state, read-only.
	window.dnbPage = {
		get game() { return game; },
		get log() { return log.map((m) => ({ ...m })); },
		get you() { return you; },
		get engine() { return engine && engine.kind; },
	};
})();
