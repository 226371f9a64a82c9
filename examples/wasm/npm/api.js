// SPDX-License-Identifier: MIT
//
// api.js: the JavaScript classes of libdnb over its WebAssembly module.
//
// bindDnb(core) takes the instantiated module (dnb-core) and returns the
// classes.  Every struct goes through the sizes and offsets that the module
// itself reports (dnbjs_layout, from the compiler and dnb.h): nothing here
// knows a struct layout.  Status codes become DnbError exceptions; native
// handles are released by free() (also Symbol.dispose where the runtime has
// it), and as a last resort when the garbage collector drops the object.
//
// This file is an ES module with one export, so that the web page can use
// the same text as a classic script (its build drops the word `export`).

export function bindDnb(core) {
	const layoutText = core.UTF8ToString(core._dnbjs_layout());
	if (!layoutText)
		throw new Error('libdnb: the module reports no struct layout');
	const L = JSON.parse(layoutText);

	// ------------------------------------------------------------------
	// Constants of dnb.h (numbers the header fixes forever)

	const Status = Object.freeze({
		OK: 0, E_INVALID: -1, E_RANGE: -2, E_ILLEGAL: -3, E_MUST_CAPTURE: -4,
		E_OVER: -5, E_NO_HISTORY: -6, E_PARSE: -7, E_POSITION: -8,
		E_BUFSIZE: -9, E_NOMEM: -10, E_LIMIT: -11, E_CANCELLED: -12,
		E_NOT_APPLICABLE: -13, E_BUSY: -14, E_CORRUPT: -15, E_IO: -16,
	});
	const statusName = new Map(Object.entries(Status).map(([k, v]) => [v, 'DNB_' + k]));
	const Rules = Object.freeze({
		STANDARD: 0, COMPULSORY: 1, NIMSTRING: 2, MISERE: 4, BORDER: 8,
	});
	const Level = Object.freeze({
		BEGINNER: 0, EASY: 1, MEDIUM: 2, HARD: 3, PERFECT: 4,
	});
	const NO_EDGE = 0xFFFFFFFF;
	const NO_BOX = 0xFFFFFFFF;
	const NO_VALUE = -2147483648;
	const LOONY = 0xFFFFFFFF;
	const GROUND = 0xFFFFFFFF;
	const CHAIN = 1, LOOP = 2;
	const FORMATS = { record: 0, position: 1, diagram: 2, render: 3 };
	const DOTS_FORMATS = { record: 0, render: 1 };

	// ------------------------------------------------------------------
	// Errors

	class DnbError extends Error {
		constructor(status, call, extra) {
			super(core.UTF8ToString(core._dnb_strerror(status)));
			this.name = 'DnbError';
			this.status = status;
			this.code = statusName.get(status) || 'DNB_E_UNKNOWN';
			this.call = call;
			if (extra)
				Object.assign(this, extra);
		}
	}

	function check(status, call, extra) {
		if (status < 0)
			throw new DnbError(status, call, typeof extra === 'function' ? extra() : extra);
		return status;
	}

	// ------------------------------------------------------------------
	// Memory: every call takes its scratch from malloc and gives it back

	const u8 = () => core.HEAPU8;
	const u32 = () => core.HEAPU32;
	const i32 = () => core.HEAP32;
	const getU32 = (p) => u32()[p >>> 2];
	const getI32 = (p) => i32()[p >>> 2];
	const setU32 = (p, v) => { u32()[p >>> 2] = v >>> 0; };
	const getU64 = (p) => u32()[p >>> 2] + u32()[(p >>> 2) + 1] * 4294967296;
	const getI64 = (p) => u32()[p >>> 2] + i32()[(p >>> 2) + 1] * 4294967296;
	const setU64 = (p, v) => {
		u32()[p >>> 2] = v % 4294967296;
		u32()[(p >>> 2) + 1] = Math.floor(v / 4294967296);
	};

	function scratch(body) {
		const taken = [];
		const alloc = (bytes) => {
			const p = core._malloc(Math.max(bytes, 8));
			if (!p)
				throw new DnbError(Status.E_NOMEM, 'malloc');
			taken.push(p);
			u8().fill(0, p, p + Math.max(bytes, 8));
			return p;
		};
		try {
			return body(alloc);
		} finally {
			for (const p of taken)
				core._free(p);
		}
	}

	function textIn(alloc, text) {
		if (typeof text !== 'string')
			throw new TypeError('libdnb: expected a string, got ' + typeof text);
		const len = core.lengthBytesUTF8(text);
		const p = alloc(len + 1);
		core.stringToUTF8(text, p, len + 1);
		return [p, len];
	}

	// The text-out convention: ask with a guess, retry with the length.
	function textOut(call, fn) {
		return scratch((alloc) => {
			const lenp = alloc(4);
			let size = 512;
			for (;;) {
				const buf = alloc(size);
				const st = fn(buf, size, lenp);
				if (st === Status.E_BUFSIZE && getU32(lenp) + 1 > size) {
					size = getU32(lenp) + 1;
					continue;
				}
				check(st, call);
				return core.UTF8ToString(buf);
			}
		});
	}

	// The list-out convention for uint32_t or uint8_t elements.
	function listOut(call, fn, bytes = 4, guess = 64) {
		return scratch((alloc) => {
			const countp = alloc(4);
			let cap = guess;
			for (;;) {
				const buf = alloc(cap * bytes);
				const st = fn(buf, cap, countp);
				const count = getU32(countp);
				if (st === Status.E_BUFSIZE && count > cap) {
					cap = count;
					continue;
				}
				check(st, call);
				if (bytes === 1)
					return Uint8Array.from(u8().subarray(buf, buf + count));
				return Array.from(u32().subarray(buf >>> 2, (buf >>> 2) + count));
			}
		});
	}

	function uint(name, v) {
		if (!Number.isInteger(v) || v < 0 || v > 0xFFFFFFFF)
			throw new RangeError('libdnb: ' + name + ' must be an integer from 0 to 2^32-1, got ' + v);
		return v;
	}
	function count64(name, v) {
		if (!Number.isSafeInteger(v) || v < 0)
			throw new RangeError('libdnb: ' + name + ' must be a non-negative integer, got ' + v);
		return v;
	}

	// A struct of the module's own size, filled with its defaults by the
	// library's _init function.
	function struct(alloc, type, init) {
		const size = L[type];
		const p = alloc(size);
		check(init(p, size), type + '_init');
		return p;
	}
	const off = (type, field) => L[type + '.' + field];

	// ------------------------------------------------------------------
	// Native handles

	const registry = typeof FinalizationRegistry === 'function'
		? new FinalizationRegistry(({ free, handle }) => free(handle)) : null;

	class Native {
		#handle;
		#free;
		constructor(handle, free) {
			this.#handle = handle;
			this.#free = free;
			if (registry)
				registry.register(this, { free, handle }, this);
		}
		/** The native pointer; throws once the object is freed. */
		get handle() {
			if (!this.#handle)
				throw new Error('libdnb: ' + this.constructor.name + ' used after free()');
			return this.#handle;
		}
		/** Whether free() has run. */
		get freed() {
			return this.#handle === 0;
		}
		/** Release the native object now; a second call does nothing. */
		free() {
			if (!this.#handle)
				return;
			if (registry)
				registry.unregister(this);
			this.#free(this.#handle);
			this.#handle = 0;
		}
		close() {
			this.free();
		}
	}
	if (typeof Symbol.dispose === 'symbol')
		Native.prototype[Symbol.dispose] = function () { this.free(); };

	// Passed as a constructor's first argument: wrap a handle made elsewhere
	// (parse, clone) instead of making a new one.
	const ADOPT = Symbol('adopt');

	function newHandle(call, fn) {
		return scratch((alloc) => {
			const out = alloc(4);
			check(fn(out, alloc), call);
			return getU32(out);
		});
	}

	// ------------------------------------------------------------------
	// Rules, notation, board geometry

	function rulesFlags(rules) {
		if (rules === undefined)
			return 0;
		if (typeof rules === 'number')
			return uint('rules', rules);
		return scratch((alloc) => {
			const [p, len] = textIn(alloc, rules);
			const out = alloc(4);
			check(core._dnb_rules_parse(p, len, out), 'dnb_rules_parse');
			return getU32(out);
		});
	}
	function formatRules(rules) {
		return textOut('dnb_rules_format',
			(b, s, l) => core._dnb_rules_format(uint('rules', rules), b, s, l));
	}
	function levelNumber(level) {
		if (level === undefined)
			return Level.MEDIUM;
		if (typeof level === 'number')
			return uint('level', level);
		return scratch((alloc) => {
			const [p, len] = textIn(alloc, level);
			const out = alloc(4);
			check(core._dnb_ai_level_parse(p, len, out), 'dnb_ai_level_parse');
			return getU32(out);
		});
	}
	const levelName = (n) => core.UTF8ToString(core._dnb_ai_level_name(n));
	const reasonName = (n) => core.UTF8ToString(core._dnb_ai_reason_name(n));

	function edgeCount(width, height) {
		return scratch((alloc) => {
			const out = alloc(4);
			check(core._dnb_board_edge_count(uint('width', width), uint('height', height), out),
			      'dnb_board_edge_count');
			return getU32(out);
		});
	}
	function moveName(width, height, edge) {
		return textOut('dnb_move_format',
			(b, s, l) => core._dnb_move_format(width, height, uint('edge', edge), b, s, l));
	}
	function parseMove(width, height, text) {
		return scratch((alloc) => {
			const [p, len] = textIn(alloc, text);
			const out = alloc(4);
			check(core._dnb_move_parse(width, height, p, len, out), 'dnb_move_parse');
			return getU32(out);
		});
	}

	// ------------------------------------------------------------------
	// Game

	class Game extends Native {
		/** A new game on an empty board of width x height boxes. */
		constructor(width = 5, height = 5, rules = 0) {
			super(width === ADOPT ? height : newHandle('dnb_game_new', (out) =>
				core._dnb_game_new(uint('width', width), uint('height', height),
						   rulesFlags(rules), out)),
			core._dnb_game_free);
		}

		static #wrap(handle) {
			return new Game(ADOPT, handle);
		}

		/** Read a game record or position (DNB_FORMAT_RECORD/POSITION). */
		static parse(text) {
			return Game.#wrap(scratch((alloc) => {
				const [p, len] = textIn(alloc, text);
				const out = alloc(4), line = alloc(4), col = alloc(4);
				check(core._dnb_game_parse(p, len, out, line, col), 'dnb_game_parse',
				      () => ({ line: getU32(line), column: getU32(col) }));
				return getU32(out);
			}));
		}

		/** A position with no history: drawn edges, box owners, player to move. */
		static setup(width, height, { rules = 0, drawn, owners, toMove = 1 } = {}) {
			const flags = rulesFlags(rules);
			const edges = edgeCount(width, height);
			return Game.#wrap(scratch((alloc) => {
				const d = alloc(edges);
				for (const e of drawn || []) {
					if (uint('edge', e) >= edges)
						throw new DnbError(Status.E_RANGE, 'dnb_game_new_setup');
					u8()[d + e] = 1;
				}
				let o = 0;
				if (owners) {
					o = alloc(width * height);
					u8().set(Uint8Array.from(owners).subarray(0, width * height), o);
				}
				const out = alloc(4);
				check(core._dnb_game_new_setup(width, height, flags, d, o, toMove, out),
				      'dnb_game_new_setup');
				return getU32(out);
			}));
		}

		get width() { return core._dnb_game_width(this.handle); }
		get height() { return core._dnb_game_height(this.handle); }
		get rules() { return core._dnb_game_rules(this.handle); }
		get edgeCount() { return core._dnb_game_edge_count(this.handle); }
		get boxCount() { return this.width * this.height; }
		get toMove() { return core._dnb_game_to_move(this.handle); }
		get isOver() { return core._dnb_game_is_over(this.handle) === 1; }
		get moveCount() { return core._dnb_game_move_count(this.handle); }
		get scores() { return [this.score(1), this.score(2)]; }

		score(player) {
			return check(core._dnb_game_score(this.handle, player), 'dnb_game_score');
		}
		/** { winner: 0 (draw or not over), 1 or 2, margin } */
		result() {
			return scratch((alloc) => {
				const w = alloc(4), m = alloc(4);
				check(core._dnb_game_result(this.handle, w, m), 'dnb_game_result');
				return { winner: getI32(w), margin: getI32(m) };
			});
		}

		/** Draw an edge (its number, or text such as "a1-b1"); returns the
		 *  number of boxes it completed. */
		play(move) {
			const edge = typeof move === 'string' ? this.parseMove(move) : uint('edge', move);
			return scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_game_play(this.handle, edge, out), 'dnb_game_play');
				return getI32(out);
			});
		}
		undo() {
			check(core._dnb_game_undo(this.handle), 'dnb_game_undo');
		}
		undoTo(count) {
			check(core._dnb_game_undo_to(this.handle, uint('count', count)), 'dnb_game_undo_to');
		}

		isDrawn(edge) {
			return check(core._dnb_game_edge_drawn(this.handle, uint('edge', edge)),
				     'dnb_game_edge_drawn') === 1;
		}
		boxOwner(box) {
			return check(core._dnb_game_box_owner(this.handle, uint('box', box)), 'dnb_game_box_owner');
		}
		boxSides(box) {
			return check(core._dnb_game_box_sides(this.handle, uint('box', box)), 'dnb_game_box_sides');
		}
		/** One byte an edge, 1 drawn. */
		edges() {
			return listOut('dnb_game_edges', (b, c, n) => core._dnb_game_edges(this.handle, b, c, n),
				       1, this.edgeCount);
		}
		/** One byte a box, row-major: 0, 1 or 2. */
		owners() {
			return listOut('dnb_game_owners', (b, c, n) => core._dnb_game_owners(this.handle, b, c, n),
				       1, this.boxCount);
		}
		moves() {
			return listOut('dnb_game_moves', (b, c, n) => core._dnb_game_moves(this.handle, b, c, n),
				       4, this.moveCount);
		}
		legalMoves() {
			return listOut('dnb_game_legal_moves',
				       (b, c, n) => core._dnb_game_legal_moves(this.handle, b, c, n), 4, this.edgeCount);
		}
		captureMoves() {
			return listOut('dnb_game_capture_moves',
				       (b, c, n) => core._dnb_game_capture_moves(this.handle, b, c, n), 4, this.edgeCount);
		}
		safeMoves() {
			return listOut('dnb_game_safe_moves',
				       (b, c, n) => core._dnb_game_safe_moves(this.handle, b, c, n), 4, this.edgeCount);
		}

		/** The edge of an orientation ('h' or 'v'), row and column. */
		edge(orientation, row, col) {
			const o = orientation === 'h' || orientation === 0 ? 0
				: orientation === 'v' || orientation === 1 ? 1 : -1;
			if (o < 0)
				throw new RangeError("libdnb: orientation is 'h' or 'v'");
			return scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_board_edge(this.width, this.height, o, uint('row', row),
							   uint('col', col), out), 'dnb_board_edge');
				return getU32(out);
			});
		}
		/** { orientation: 'h' | 'v', row, col } of an edge. */
		edgeCoords(edge) {
			return scratch((alloc) => {
				const o = alloc(4), r = alloc(4), c = alloc(4);
				check(core._dnb_board_edge_coords(this.width, this.height, uint('edge', edge), o, r, c),
				      'dnb_board_edge_coords');
				return { orientation: getU32(o) === 0 ? 'h' : 'v', row: getU32(r), col: getU32(c) };
			});
		}
		/** The boxes beside an edge, null off the board. */
		edgeBoxes(edge) {
			return scratch((alloc) => {
				const a = alloc(4), b = alloc(4);
				check(core._dnb_board_edge_boxes(this.width, this.height, uint('edge', edge), a, b),
				      'dnb_board_edge_boxes');
				const box = (v) => (v === NO_BOX ? null : v);
				return [box(getU32(a)), box(getU32(b))];
			});
		}
		moveName(edge) {
			return moveName(this.width, this.height, edge);
		}
		parseMove(text) {
			return parseMove(this.width, this.height, text);
		}

		/** 'record' (the default), 'position', 'diagram' or 'render'. */
		format(kind = 'record') {
			const f = FORMATS[kind];
			if (f === undefined)
				throw new RangeError('libdnb: format is one of ' + Object.keys(FORMATS).join(', '));
			return textOut('dnb_game_format', (b, s, l) => core._dnb_game_format(this.handle, f, b, s, l));
		}
		toString() {
			return this.freed ? '[Game freed]' : this.format('record');
		}
		clone() {
			return Game.#wrap(newHandle('dnb_game_clone', (out) => core._dnb_game_clone(this.handle, out)));
		}

		/** The position's chains and loops and, in a loony endgame, its value. */
		analyse() {
			return scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_analysis_new(this.handle, out), 'dnb_analysis_new');
				const an = getU32(out);
				try {
					const T = 'dnb_analysis_info';
					const p = struct(alloc, T, core._dnb_analysis_info_init);
					check(core._dnb_analysis_get(an, p), 'dnb_analysis_get');
					const state = ['none', 'loony', 'handout'][getU32(p + off(T, 'state'))] || 'none';
					const move = getU32(p + off(T, 'move'));
					const decision = getU32(p + off(T, 'decision'));
					let endgame = null;
					if (state !== 'none') {
						endgame = new Endgame();
						check(core._dnb_analysis_endgame(an, endgame.handle), 'dnb_analysis_endgame');
					}
					return {
						state,
						toMove: getU32(p + off(T, 'to_move')),
						longChains: getU32(p + off(T, 'long_chains')),
						shortChains: getU32(p + off(T, 'short_chains')),
						loops: getU32(p + off(T, 'loops')),
						capturableBoxes: getU32(p + off(T, 'capturable_boxes')),
						safeMoves: getU32(p + off(T, 'safe_moves')),
						wantedParity: getU32(p + off(T, 'wanted_parity')),
						move: move === NO_EDGE ? null : move,
						decision: [null, 'keep', 'give', 'either'][decision] || null,
						handout: getU32(p + off(T, 'handout')),
						value: getI64(p + off(T, 'value')),
						margin: getI64(p + off(T, 'margin')),
						endgame,
					};
				} finally {
					core._dnb_analysis_free(an);
				}
			});
		}
	}

	// ------------------------------------------------------------------
	// AI

	function aiOptionsIn(alloc, o) {
		const T = 'dnb_ai_options';
		const p = struct(alloc, T, core._dnb_ai_options_init);
		if (o.level !== undefined)
			setU32(p + off(T, 'level'), levelNumber(o.level));
		if (o.ttMb !== undefined)
			setU32(p + off(T, 'tt_mb'), uint('ttMb', o.ttMb));
		if (o.seed !== undefined)
			setU64(p + off(T, 'seed'), count64('seed', o.seed));
		if (o.timeLimitMs !== undefined)
			setU64(p + off(T, 'time_limit_ms'), count64('timeLimitMs', o.timeLimitMs));
		if (o.nodeLimit !== undefined)
			setU64(p + off(T, 'node_limit'), count64('nodeLimit', o.nodeLimit));
		return p;
	}

	function aiResult(p) {
		const T = 'dnb_ai_result';
		return {
			move: getU32(p + off(T, 'move')),
			reason: reasonName(getU32(p + off(T, 'reason'))),
			value: getU32(p + off(T, 'has_value')) ? getI32(p + off(T, 'value')) : null,
			level: levelName(getU32(p + off(T, 'level'))),
			nodes: getU64(p + off(T, 'nodes')),
			elapsedMs: getU64(p + off(T, 'elapsed_ms')),
		};
	}

	class AI extends Native {
		/** { level: 'beginner'..'perfect' or 0..4, seed, nodeLimit,
		 *    timeLimitMs, ttMb } */
		constructor(options = {}) {
			super(newHandle('dnb_ai_new', (out, alloc) =>
				core._dnb_ai_new(aiOptionsIn(alloc, options), out)), core._dnb_ai_free);
		}
		get options() {
			return scratch((alloc) => {
				const T = 'dnb_ai_options';
				const p = struct(alloc, T, core._dnb_ai_options_init);
				check(core._dnb_ai_get_options(this.handle, p), 'dnb_ai_get_options');
				return {
					level: levelName(getU32(p + off(T, 'level'))),
					seed: getU64(p + off(T, 'seed')),
					nodeLimit: getU64(p + off(T, 'node_limit')),
					timeLimitMs: getU64(p + off(T, 'time_limit_ms')),
					ttMb: getU32(p + off(T, 'tt_mb')),
				};
			});
		}
		/** Change some options; the others keep their values. */
		setOptions(options) {
			const merged = { ...this.options, ...options };
			scratch((alloc) => check(core._dnb_ai_set_options(this.handle, aiOptionsIn(alloc, merged)),
						 'dnb_ai_set_options'));
		}
		get level() {
			return this.options.level;
		}
		/** The move the AI plays here, and why (the game is not changed). */
		move(game) {
			return scratch((alloc) => {
				const edge = alloc(4);
				const res = struct(alloc, 'dnb_ai_result', core._dnb_ai_result_init);
				check(core._dnb_ai_move(this.handle, game.handle, edge, res), 'dnb_ai_move');
				return aiResult(res);
			});
		}
		/** A hint for the player to move: the same choice as move(). */
		hint(game) {
			return scratch((alloc) => {
				const res = struct(alloc, 'dnb_ai_result', core._dnb_ai_result_init);
				check(core._dnb_ai_hint(this.handle, game.handle, res), 'dnb_ai_hint');
				return aiResult(res);
			});
		}
		static levelName(level) {
			return levelName(levelNumber(level));
		}
	}

	// ------------------------------------------------------------------
	// Solver

	// The progress callback.  The module is single-threaded: the solver
	// calls it from inside solve(), on the caller's thread, and nothing else
	// of that thread runs meanwhile (no timer, no message, no abort event),
	// so the callback itself decides whether to stop: from the progress it
	// is given, a deadline of its own, or a flag another thread sets in a
	// SharedArrayBuffer (Atomics.load).  One C function, made with
	// addFunction when a Solver first gets a `progress`, serves every
	// solver: its user_data is the solver's number, and the JavaScript
	// function is looked up among the calls running now.  An exception in
	// the callback must not unwind through the C search: it is kept, the
	// search cancelled, and it is thrown when the call returns.
	const progressRunning = new Map(); // solver number -> { fn, error }
	let progressFn = 0;
	let solverNumber = 0;

	function progressPointer() {
		if (progressFn)
			return progressFn;
		if (typeof core.addFunction !== 'function')
			throw new Error('libdnb: this build of the module cannot call a progress function');
		progressFn = core.addFunction((p, user) => {
			const run = progressRunning.get(user);
			if (!run || run.error)
				return 1;
			const T = 'dnb_solver_progress';
			const at = (field) => (p >>> 0) + off(T, field);
			const info = { lower: getI32(at('lower')), upper: getI32(at('upper')),
				       nodes: getU64(at('nodes')), elapsedMs: getU64(at('elapsed_ms')) };
			try {
				return run.fn(info) ? 1 : 0;
			} catch (e) {
				run.error = { thrown: e };
				return 1;
			}
		}, 'iii');
		return progressFn;
	}

	function solverOptionsIn(alloc, o, number) {
		const T = 'dnb_solver_options';
		const p = struct(alloc, T, core._dnb_solver_options_init);
		if (o.ttMb !== undefined)
			setU32(p + off(T, 'tt_mb'), uint('ttMb', o.ttMb));
		if (o.nodeLimit !== undefined)
			setU64(p + off(T, 'node_limit'), count64('nodeLimit', o.nodeLimit));
		if (o.timeLimitMs !== undefined)
			setU64(p + off(T, 'time_limit_ms'), count64('timeLimitMs', o.timeLimitMs));
		if (o.progressNodes !== undefined)
			setU64(p + off(T, 'progress_nodes'), count64('progressNodes', o.progressNodes));
		if (o.progress !== undefined && o.progress !== null) {
			if (typeof o.progress !== 'function')
				throw new TypeError('libdnb: progress is a function or null');
			setU32(p + off(T, 'progress'), progressPointer());
			setU32(p + off(T, 'user_data'), number);
		}
		return p;
	}

	function solverResult(p) {
		const T = 'dnb_solver_result';
		const list = (countField, arrayField) => {
			const n = getU32(p + off(T, countField));
			const a = (p + off(T, arrayField)) >>> 2;
			return Array.from(u32().subarray(a, a + n));
		};
		return {
			value: getI32(p + off(T, 'value')),
			lower: getI32(p + off(T, 'lower')),
			upper: getI32(p + off(T, 'upper')),
			best: list('best_count', 'best_moves'),
			pv: list('pv_length', 'pv'),
			nodes: getU64(p + off(T, 'nodes')),
			elapsedMs: getU64(p + off(T, 'elapsed_ms')),
			ttBytes: getU64(p + off(T, 'tt_bytes')),
		};
	}

	class Solver extends Native {
		/** { nodeLimit, timeLimitMs, ttMb, progress, progressNodes } (0: no
		 *  limit; ttMb 0 lets the solver size its table; progress(p) is
		 *  called every progressNodes nodes, default 65536, and returns
		 *  true to stop the search: E_CANCELLED) */
		constructor(options = {}) {
			const number = ++solverNumber;
			super(newHandle('dnb_solver_new', (out, alloc) =>
				core._dnb_solver_new(solverOptionsIn(alloc, options, number), out)),
			      core._dnb_solver_free);
			this.#number = number;
			this.#options = { ...options };
		}
		#options;
		#number;
		get options() {
			return { ...this.#options };
		}
		setOptions(options) {
			const merged = { ...this.#options, ...options };
			scratch((alloc) => check(core._dnb_solver_set_options(this.handle,
					solverOptionsIn(alloc, merged, this.#number)), 'dnb_solver_set_options'));
			this.#options = merged;
		}
		// A search, with the progress function (if any) reachable from the
		// callback while it runs; what the function threw is thrown after.
		#watch(body) {
			const fn = this.#options.progress;
			if (typeof fn !== 'function')
				return body();
			const run = { fn, error: null };
			const outer = progressRunning.get(this.#number);
			progressRunning.set(this.#number, run);
			let result;
			try {
				result = body();
			} catch (e) {
				throw run.error ? run.error.thrown : e;
			} finally {
				if (outer)
					progressRunning.set(this.#number, outer);
				else
					progressRunning.delete(this.#number);
			}
			if (run.error)
				throw run.error.thrown;
			return result;
		}
		#run(call, fn, game) {
			return scratch((alloc) => {
				const res = struct(alloc, 'dnb_solver_result', core._dnb_solver_result_init);
				const handle = this.handle, g = game.handle;
				check(this.#watch(() => fn(handle, g, res)), call, () => {
					const r = solverResult(res);
					return { bounds: { lower: r.lower, upper: r.upper }, nodes: r.nodes,
						 elapsedMs: r.elapsedMs };
				});
				return solverResult(res);
			});
		}
		/** The exact value, every optimal move and a principal variation.
		 *  A limit throws a DnbError (E_LIMIT) with the proven bounds. */
		solve(game) {
			return this.#run('dnb_solver_solve', core._dnb_solver_solve, game);
		}
		/** The value and one line of optimal play (best is empty). */
		value(game) {
			return this.#run('dnb_solver_value', core._dnb_solver_value, game);
		}
		/** For every edge, its value as a move, null where it is illegal. */
		moveValues(game) {
			const n = game.edgeCount;
			return scratch((alloc) => {
				const buf = alloc(4 * n), countp = alloc(4);
				const read = () => Array.from(i32().subarray(buf >>> 2, (buf >>> 2) + n),
							      (v) => (v === NO_VALUE ? null : v));
				const handle = this.handle, g = game.handle;
				check(this.#watch(() => core._dnb_solver_move_values(handle, g, buf, n, countp)),
				      'dnb_solver_move_values', () => ({ values: read() }));
				return read();
			});
		}
		clear() {
			check(core._dnb_solver_clear(this.handle), 'dnb_solver_clear');
		}
		/** Bytes the solver holds. */
		get memory() {
			return scratch((alloc) => {
				const out = alloc(8);
				check(core._dnb_solver_memory(this.handle, out), 'dnb_solver_memory');
				return getU64(out);
			});
		}
	}

	// ------------------------------------------------------------------
	// Endgames of long chains and loops

	function componentIn(component, length) {
		if (typeof component === 'string' && length === undefined) {
			return scratch((alloc) => {
				const [p, len] = textIn(alloc, component);
				const k = alloc(4), l = alloc(4);
				check(core._dnb_endgame_component_parse(p, len, k, l), 'dnb_endgame_component_parse');
				return [getU32(k), getU32(l)];
			});
		}
		if (typeof component === 'object' && component !== null)
			return componentIn(component.kind, component.length);
		const kind = component === 'chain' ? CHAIN : component === 'loop' ? LOOP : -1;
		if (kind < 0)
			throw new RangeError("libdnb: a component is text such as '3' or '4l', or 'chain'/'loop' and a length");
		return [kind, uint('length', length)];
	}
	const componentName = (kind, length) => length + (kind === LOOP ? 'l' : '');
	const kindName = (kind) => (kind === LOOP ? 'loop' : kind === CHAIN ? 'chain' : null);

	class Endgame extends Native {
		/** An endgame of long chains and loops: text such as '3 3 4l 6l',
		 *  or a list of components. */
		constructor(components) {
			super(newHandle('dnb_endgame_new', (out) => core._dnb_endgame_new(out)), core._dnb_endgame_free);
			if (typeof components === 'string')
				components = components.split(/[\s,]+/).filter((w) => w);
			try {
				for (const c of components || [])
					this.add(c);
			} catch (e) {
				this.free();
				throw e;
			}
		}
		/** Add count copies of a component: add('3'), add('4l', 2) or
		 *  add('chain', 3) */
		add(component, length, count = 1) {
			if (typeof component === 'string' && component !== 'chain' && component !== 'loop') {
				count = length === undefined ? 1 : length;
				length = undefined;
			}
			const [k, l] = componentIn(component, length);
			check(core._dnb_endgame_add(this.handle, k, l, uint('count', count)), 'dnb_endgame_add');
			return this;
		}
		remove(component, length) {
			const [k, l] = componentIn(component, length);
			check(core._dnb_endgame_remove(this.handle, k, l), 'dnb_endgame_remove');
			return this;
		}
		clear() {
			check(core._dnb_endgame_clear(this.handle), 'dnb_endgame_clear');
			return this;
		}
		/** The distinct components: [{ kind: 'chain' | 'loop', length, count }] */
		components() {
			return scratch((alloc) => {
				const countp = alloc(4);
				core._dnb_endgame_components(this.handle, 0, 0, 0, 0, countp);
				const n = getU32(countp);
				const k = alloc(4 * n), l = alloc(4 * n), c = alloc(4 * n);
				check(core._dnb_endgame_components(this.handle, k, l, c, n, countp),
				      'dnb_endgame_components');
				const out = [];
				for (let i = 0; i < n; i++)
					out.push({ kind: kindName(getU32(k + 4 * i)), length: getU32(l + 4 * i),
						   count: getU32(c + 4 * i) });
				return out;
			});
		}
		/** The values of Berlekamp and Allcock, and an optimal opening. */
		evaluate() {
			return scratch((alloc) => {
				const T = 'dnb_endgame_result';
				const p = struct(alloc, T, core._dnb_endgame_result_init);
				check(core._dnb_endgame_evaluate(this.handle, p), 'dnb_endgame_evaluate');
				const comp = (k, l) => {
					const kind = getU32(p + off(T, k));
					return kind ? componentName(kind, getU32(p + off(T, l))) : null;
				};
				return {
					value: getI64(p + off(T, 'value')),
					controlledValue: getI64(p + off(T, 'controlled_value')),
					terminalBonus: getI64(p + off(T, 'terminal_bonus')),
					boxes: getI64(p + off(T, 'boxes')),
					chains: getI64(p + off(T, 'chains')),
					loops: getI64(p + off(T, 'loops')),
					allcockCase: getU32(p + off(T, 'allcock_case')),
					standardMove: comp('standard_kind', 'standard_length'),
					move: comp('move_kind', 'move_length'),
					allcockOverride: getU32(p + off(T, 'allcock_override')) === 1,
				};
			});
		}
		/** One component as if just opened: the value without it, after it,
		 *  and the controller's decision. */
		option(component, length) {
			const [k, l] = componentIn(component, length);
			return scratch((alloc) => {
				const w = alloc(8), a = alloc(8), d = alloc(4);
				check(core._dnb_endgame_option(this.handle, k, l, w, a, d), 'dnb_endgame_option');
				return { valueWithout: getI64(w), valueAfter: getI64(a),
					 decision: [null, 'keep', 'give', 'either'][getU32(d)] };
			});
		}
		/** The components whose opening is optimal, as text ('3', '4l'). */
		optimalOpenings() {
			return scratch((alloc) => {
				const countp = alloc(4);
				core._dnb_endgame_optimal_openings(this.handle, 0, 0, 0, countp);
				const n = getU32(countp);
				const k = alloc(4 * n), l = alloc(4 * n);
				check(core._dnb_endgame_optimal_openings(this.handle, k, l, n, countp),
				      'dnb_endgame_optimal_openings');
				const out = [];
				for (let i = 0; i < n; i++)
					out.push(componentName(getU32(k + 4 * i), getU32(l + 4 * i)));
				return out;
			});
		}
		toString() {
			if (this.freed)
				return '[Endgame freed]';
			const words = [];
			for (const c of this.components())
				for (let i = 0; i < c.count; i++)
					words.push(componentName(c.kind === 'loop' ? LOOP : CHAIN, c.length));
			return words.join(' ');
		}
	}

	// ------------------------------------------------------------------
	// Nimstring values

	function nimOptionsIn(alloc, o) {
		const T = 'dnb_nimstring_options';
		const p = struct(alloc, T, core._dnb_nimstring_options_init);
		if (o.memoMb !== undefined)
			setU32(p + off(T, 'memo_mb'), uint('memoMb', o.memoMb));
		if (o.nodeLimit !== undefined)
			setU64(p + off(T, 'node_limit'), count64('nodeLimit', o.nodeLimit));
		if (o.timeLimitMs !== undefined)
			setU64(p + off(T, 'time_limit_ms'), count64('timeLimitMs', o.timeLimitMs));
		return p;
	}
	const nimValue = (v) => (v === LOONY ? 'loony' : v);

	class Nimstring extends Native {
		/** { memoMb, nodeLimit, timeLimitMs } */
		constructor(options = {}) {
			super(newHandle('dnb_nimstring_new', (out, alloc) =>
				core._dnb_nimstring_new(nimOptionsIn(alloc, options), out)), core._dnb_nimstring_free);
		}
		// A strings-and-coins graph for the time of one call: from a game,
		// or from the text of dnb_nimstring(5).
		#withGraph(position, body) {
			const g = scratch((alloc) => {
				const out = alloc(4);
				if (position instanceof Game) {
					check(core._dnb_nimstring_graph_from_game(position.handle, out),
					      'dnb_nimstring_graph_from_game');
				} else {
					const [p, len] = textIn(alloc, position);
					const line = alloc(4), col = alloc(4);
					check(core._dnb_nimstring_graph_parse(p, len, out, line, col),
					      'dnb_nimstring_graph_parse',
					      () => ({ line: getU32(line), column: getU32(col) }));
				}
				return getU32(out);
			});
			try {
				return body(g);
			} finally {
				core._dnb_nimstring_graph_free(g);
			}
		}
		/** The value of a game's position or of a graph's text: a nimber
		 *  (0 loses for the player to move) or 'loony'. */
		value(position) {
			return this.#withGraph(position, (g) => scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_nimstring_value(this.handle, g, out), 'dnb_nimstring_value');
				return nimValue(getU32(out));
			}));
		}
		/** For every string (every undrawn edge of a game, in edge order):
		 *  [{ string, edge (null for a graph from text), value }] */
		moveValues(position) {
			return this.#withGraph(position, (g) => {
				const values = listOut('dnb_nimstring_move_values',
					(b, c, n) => core._dnb_nimstring_move_values(this.handle, g, b, c, n));
				return scratch((alloc) => {
					const e = alloc(4);
					return values.map((v, i) => {
						check(core._dnb_nimstring_graph_string(g, i, 0, 0, e), 'dnb_nimstring_graph_string');
						const edge = getU32(e);
						return { string: i, edge: edge === NO_EDGE ? null : edge, value: nimValue(v) };
					});
				});
			});
		}
		/** Nodes expanded by the last call. */
		get nodes() {
			return scratch((alloc) => {
				const out = alloc(8);
				check(core._dnb_nimstring_nodes(this.handle, out), 'dnb_nimstring_nodes');
				return getU64(out);
			});
		}
		clear() {
			check(core._dnb_nimstring_clear(this.handle), 'dnb_nimstring_clear');
		}
	}

	// ------------------------------------------------------------------
	// Dots (kropki), the other game of dnb_dots.h

	class Dots extends Native {
		/** A new game of Dots on width x height points (10 x 10 by default). */
		constructor(width = 10, height = width) {
			super(width === ADOPT ? height : newHandle('dnb_dots_new', (out) =>
				core._dnb_dots_new(uint('width', width), uint('height', height), 0, out)),
			core._dnb_dots_free);
		}
		static #wrap(handle) {
			return new Dots(ADOPT, handle);
		}
		static parse(text) {
			return Dots.#wrap(scratch((alloc) => {
				const [p, len] = textIn(alloc, text);
				const out = alloc(4), line = alloc(4), col = alloc(4);
				check(core._dnb_dots_parse(p, len, out, line, col), 'dnb_dots_parse',
				      () => ({ line: getU32(line), column: getU32(col) }));
				return getU32(out);
			}));
		}
		get width() { return core._dnb_dots_width(this.handle); }
		get height() { return core._dnb_dots_height(this.handle); }
		get toMove() { return core._dnb_dots_to_move(this.handle); }
		get isOver() { return core._dnb_dots_is_over(this.handle) === 1; }
		get freeCount() { return core._dnb_dots_free_count(this.handle); }
		get historyLength() { return core._dnb_dots_history_length(this.handle); }
		get scores() { return [this.score(1), this.score(2)]; }
		score(player) {
			return check(core._dnb_dots_score(this.handle, player), 'dnb_dots_score');
		}
		hasEnded(player) {
			return check(core._dnb_dots_has_ended(this.handle, player), 'dnb_dots_has_ended') === 1;
		}
		result() {
			return scratch((alloc) => {
				const w = alloc(4), m = alloc(4);
				check(core._dnb_dots_result(this.handle, w, m), 'dnb_dots_result');
				return { winner: getI32(w), margin: getI32(m) };
			});
		}
		#point(p) {
			return typeof p === 'string' ? this.parsePoint(p) : uint('point', p);
		}
		/** Put a dot (a point number or text such as "c3"); returns the
		 *  change of the mover's score. */
		play(point) {
			const pt = this.#point(point);
			return scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_dots_play(this.handle, pt, out), 'dnb_dots_play');
				return getI32(out);
			});
		}
		/** A dot of `player` without changing the turn (puzzles). */
		setup(player, point) {
			const pt = this.#point(point);
			return scratch((alloc) => {
				const out = alloc(4);
				check(core._dnb_dots_setup(this.handle, player, pt, out), 'dnb_dots_setup');
				return getI32(out);
			});
		}
		endTurn() {
			check(core._dnb_dots_end_turn(this.handle), 'dnb_dots_end_turn');
		}
		undo() {
			check(core._dnb_dots_undo(this.handle), 'dnb_dots_undo');
		}
		/** What stands on a point: 0 empty, 1/2 a live dot, 3/4 a captured
		 *  dot of player 1/2. */
		point(point) {
			return check(core._dnb_dots_point(this.handle, this.#point(point)), 'dnb_dots_point');
		}
		/** The owner of the base the point lies in, 0 for none. */
		owner(point) {
			return check(core._dnb_dots_owner(this.handle, this.#point(point)), 'dnb_dots_owner');
		}
		legalMoves() {
			return listOut('dnb_dots_legal_moves',
				       (b, c, n) => core._dnb_dots_legal_moves(this.handle, b, c, n),
				       4, this.width * this.height);
		}
		pointName(point) {
			return textOut('dnb_dots_point_format', (b, s, l) =>
				core._dnb_dots_point_format(this.width, this.height, uint('point', point), b, s, l));
		}
		parsePoint(text) {
			return scratch((alloc) => {
				const [p, len] = textIn(alloc, text);
				const out = alloc(4);
				check(core._dnb_dots_point_parse(this.width, this.height, p, len, out),
				      'dnb_dots_point_parse');
				return getU32(out);
			});
		}
		/** 'record' (the default) or 'render'. */
		format(kind = 'record') {
			const f = DOTS_FORMATS[kind];
			if (f === undefined)
				throw new RangeError("libdnb: format is 'record' or 'render'");
			return textOut('dnb_dots_format', (b, s, l) => core._dnb_dots_format(this.handle, f, b, s, l));
		}
		toString() {
			return this.freed ? '[Dots freed]' : this.format('record');
		}
		clone() {
			return Dots.#wrap(newHandle('dnb_dots_clone', (out) => core._dnb_dots_clone(this.handle, out)));
		}
	}

	return {
		version: core.UTF8ToString(core._dnb_version_string()),
		versionNumber: core._dnb_version(),
		Status, Rules, Level, NO_EDGE,
		DnbError,
		strerror: (status) => core.UTF8ToString(core._dnb_strerror(status)),
		parseRules: rulesFlags,
		formatRules,
		edgeCount,
		Game, AI, Solver, Endgame, Nimstring, Dots,
		layout: Object.freeze({ ...L }),
	};
}
