// SPDX-License-Identifier: MIT
//
// play.js: libdnb from JavaScript.  Two AI levels play a 3x3 game (MEDIUM
// first, HARD second), each move shown with the reason its level gives,
// then the final board and the score.  Copy this program freely.
//
//     node play.js path/to/dnb.js [WIDTHxHEIGHT]
//
// dnb.js is the WebAssembly module of a build with the cross file
// examples/wasm/emscripten.ini (see man/libdnb-builds.7).  In a web page, load it
// with <script src="dnb.js"> and call createDnb() the same way.
//
// The C API is called as it is: cwrap for functions, the module's heap
// for out-parameters and structs (each struct's size from the _init call,
// its fields at their offsets in dnb.h).  Exits 1 if something the library
// promises does not hold, so that the meson test can fail.
'use strict';

const path = require('path');
const createDnb = require(path.resolve(process.argv[2]));
const [width, height] = (process.argv[3] || '3x3').split('x').map(Number);

const DNB_OK = 0;
const DNB_RULES_STANDARD = 0;
const DNB_FORMAT_DIAGRAM = 2;
const DNB_PLAYER_1 = 1, DNB_PLAYER_2 = 2;
const DNB_AI_MEDIUM = 2, DNB_AI_HARD = 3;
const AI_OPTIONS_SIZE = 40;  // sizeof(dnb_ai_options) in 1.0
const AI_RESULT_SIZE = 40;   // sizeof(dnb_ai_result) in 1.0

function check(what, ok) {
	if (!ok) {
		console.error('play.js: ' + what);
		process.exit(1);
	}
}

createDnb().then((dnb) => {
	const api = {
		strerror: dnb.cwrap('dnb_strerror', 'string', ['number']),
		versionString: dnb.cwrap('dnb_version_string', 'string', []),
		gameNew: dnb.cwrap('dnb_game_new', 'number', ['number', 'number', 'number', 'number']),
		gameFree: dnb.cwrap('dnb_game_free', null, ['number']),
		gamePlay: dnb.cwrap('dnb_game_play', 'number', ['number', 'number', 'number']),
		isOver: dnb.cwrap('dnb_game_is_over', 'number', ['number']),
		toMove: dnb.cwrap('dnb_game_to_move', 'number', ['number']),
		score: dnb.cwrap('dnb_game_score', 'number', ['number', 'number']),
		format: dnb.cwrap('dnb_game_format', 'number',
				  ['number', 'number', 'number', 'number', 'number']),
		moveFormat: dnb.cwrap('dnb_move_format', 'number',
				      ['number', 'number', 'number', 'number', 'number', 'number']),
		aiOptionsInit: dnb.cwrap('dnb_ai_options_init', 'number', ['number', 'number']),
		aiResultInit: dnb.cwrap('dnb_ai_result_init', 'number', ['number', 'number']),
		aiNew: dnb.cwrap('dnb_ai_new', 'number', ['number', 'number']),
		aiFree: dnb.cwrap('dnb_ai_free', null, ['number']),
		aiMove: dnb.cwrap('dnb_ai_move', 'number', ['number', 'number', 'number', 'number']),
		reasonName: dnb.cwrap('dnb_ai_reason_name', 'string', ['number']),
		levelName: dnb.cwrap('dnb_ai_level_name', 'string', ['number']),
	};
	const u32 = (p) => dnb.getValue(p, 'i32') >>> 0;
	const ok = (what, st) => check(what + ': ' + api.strerror(st), st === DNB_OK);

	// One scratch block for out-parameters: a pointer, an edge, a struct.
	const out = dnb._malloc(8);
	const opts = dnb._malloc(AI_OPTIONS_SIZE);
	const res = dnb._malloc(AI_RESULT_SIZE);
	const text = dnb._malloc(4096);

	ok('new game', api.gameNew(width, height, DNB_RULES_STANDARD, out));
	const game = u32(out);

	// One AI per player, kept for the whole game.
	const ai = {};
	for (const [player, level] of [[DNB_PLAYER_1, DNB_AI_MEDIUM], [DNB_PLAYER_2, DNB_AI_HARD]]) {
		ok('ai options', api.aiOptionsInit(opts, AI_OPTIONS_SIZE));
		dnb.setValue(opts + 4, level, 'i32');        // .level
		dnb.setValue(opts + 16, player, 'i32');      // .seed (low word)
		ok('new ai', api.aiNew(opts, out));
		ai[player] = { handle: u32(out), level };
	}

	console.log('libdnb ' + api.versionString() + ', ' + width + 'x' + height + ': ' +
		    api.levelName(DNB_AI_MEDIUM) + ' against ' + api.levelName(DNB_AI_HARD));
	let moves = 0;
	while (api.isOver(game) === 0) {
		const player = api.toMove(game);
		ok('ai result', api.aiResultInit(res, AI_RESULT_SIZE));
		ok('ai move', api.aiMove(ai[player].handle, game, out, res));
		const edge = u32(out);
		check('the move is the result\'s', edge === u32(res + 4));
		ok('move text', api.moveFormat(width, height, edge, text, 32, 0));
		console.log('  ' + api.levelName(ai[player].level).padEnd(6) + ' ' +
			    dnb.UTF8ToString(text).padEnd(6) + ' ' + api.reasonName(u32(res + 8)));
		ok('play', api.gamePlay(game, edge, 0));
		moves++;
	}

	ok('diagram', api.format(game, DNB_FORMAT_DIAGRAM, text, 4096, 0));
	console.log(dnb.UTF8ToString(text));
	const s1 = api.score(game, DNB_PLAYER_1), s2 = api.score(game, DNB_PLAYER_2);
	console.log('score: ' + s1 + ' to ' + s2);
	check('every box is owned', s1 + s2 === width * height);
	check('every edge was drawn once', moves === width * (height + 1) + height * (width + 1));

	api.aiFree(ai[DNB_PLAYER_1].handle);
	api.aiFree(ai[DNB_PLAYER_2].handle);
	api.gameFree(game);
	for (const p of [out, opts, res, text])
		dnb._free(p);
});
