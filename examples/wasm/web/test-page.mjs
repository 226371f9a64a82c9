// SPDX-License-Identifier: MIT
//
// test-page.mjs: the playable page in a real browser.
//
//     node test-page.mjs PAGEDIR NPMDIR [SCREENSHOT.png]
//
// Starts Debian's headless Chromium ($CHROMIUM, else /usr/bin/chromium),
// talks to it over the DevTools protocol on a pipe (no WebSocket, no
// library), and:
//   - from a file:// address, checks that the AI's work goes to a Web
//     Worker, and plays a 5x5 game against HARD by real mouse
//     clicks on the edges (three human moves in four are the page's hints),
//     with one move from the keyboard and one undo; then checks, replaying
//     the page's move list with the npm package in NPMDIR, that each move
//     was made by the player to move, that the AI answered every move that
//     handed it the turn and gave its reason, and that the score shown is
//     the game's; takes a screenshot of the finished game (PAGEDIR/
//     screenshot.png, or the path given);
//   - from a server on 127.0.0.1, loads a 10x10 board with PERFECT moving
//     first, and checks the AI's move and its answer to a click;
//   - fails on any script error in the page and on any request that is
//     not for the page's own folder or server.
// Exits 77 (skipped) when no Chromium is found.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';

const [pageDir, npmDir, shotPath] = process.argv.slice(2).map((p) => resolve(p));
const browser = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']
	.find((p) => p && existsSync(p));
if (!browser) {
	console.log('test-page: no Chromium (Debian: apt-get install chromium): skipped');
	process.exit(77);
}
const { Game } = await import(pathToFileURL(join(npmDir, 'index.js')).href);

// ----------------------------------------------------------------------
// The DevTools protocol over --remote-debugging-pipe: JSON messages, each
// ended by a NUL byte, written to the browser's fd 3 and read from fd 4.

const profile = mkdtempSync(join(tmpdir(), 'dnb-chromium-'));
const chrome = spawn(browser, [
	'--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
	'--no-default-browser-check', '--disable-extensions', '--disable-background-networking',
	'--disable-component-update', '--disable-sync', '--remote-debugging-pipe',
	`--user-data-dir=${profile}`, 'about:blank',
], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
let chromeLog = '';
chrome.stderr.on('data', (d) => { chromeLog = (chromeLog + d).slice(-4000); });

let nextId = 0;
const pending = new Map();
const listeners = new Set();
let inbox = Buffer.alloc(0);
chrome.stdio[4].on('data', (chunk) => {
	inbox = Buffer.concat([inbox, chunk]);
	let nul;
	while ((nul = inbox.indexOf(0)) >= 0) {
		const msg = JSON.parse(inbox.subarray(0, nul).toString('utf8'));
		inbox = inbox.subarray(nul + 1);
		if (msg.id !== undefined && pending.has(msg.id)) {
			const { resolve: ok, reject, method } = pending.get(msg.id);
			pending.delete(msg.id);
			if (msg.error)
				reject(new Error(`${method}: ${msg.error.message}`));
			else
				ok(msg.result);
		} else {
			for (const l of listeners)
				l(msg);
		}
	}
});
function send(method, params = {}, sessionId = undefined) {
	const id = ++nextId;
	const msg = { id, method, params };
	if (sessionId)
		msg.sessionId = sessionId;
	chrome.stdio[3].write(JSON.stringify(msg) + '\0');
	return new Promise((ok, reject) => pending.set(id, { resolve: ok, reject, method }));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const watchdog = setTimeout(() => fail('took more than 240 s'), 240000);
function fail(why) {
	console.error('test-page: ' + why);
	if (chromeLog)
		console.error('chromium said:\n' + chromeLog);
	chrome.kill();
	rmSync(profile, { recursive: true, force: true });
	process.exit(1);
}
process.on('unhandledRejection', (e) => fail(e.stack || String(e)));

// ----------------------------------------------------------------------
// One page, and what it does

const { targetInfos } = await send('Target.getTargets');
let target = targetInfos.find((t) => t.type === 'page');
if (!target)
	target = await send('Target.createTarget', { url: 'about:blank' });
const { sessionId } = await send('Target.attachToTarget',
	{ targetId: target.targetId, flatten: true });
const S = (method, params) => send(method, params, sessionId);

const pageErrors = [];
const requests = [];
listeners.add((msg) => {
	if (msg.sessionId !== sessionId)
		return;
	if (msg.method === 'Runtime.exceptionThrown')
		pageErrors.push(msg.params.exceptionDetails.exception?.description ||
				msg.params.exceptionDetails.text);
	else if (msg.method === 'Runtime.consoleAPICalled' && msg.params.type === 'error')
		pageErrors.push(msg.params.args.map((a) => a.value ?? a.description).join(' '));
	else if (msg.method === 'Network.requestWillBeSent')
		requests.push(msg.params.request.url);
});
await S('Page.enable');
await S('Runtime.enable');
await S('Network.enable');
await S('Emulation.setDeviceMetricsOverride',
	{ width: 1040, height: 720, deviceScaleFactor: 1, mobile: false });

async function js(expression) {
	const r = await S('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
	if (r.exceptionDetails)
		throw new Error('in the page: ' + (r.exceptionDetails.exception?.description ||
						   r.exceptionDetails.text));
	return r.result.value;
}

async function until(what, expression, ms = 20000) {
	const end = Date.now() + ms;
	for (;;) {
		const v = await js(expression);
		if (v)
			return v;
		if (Date.now() > end)
			fail(`waited ${ms} ms for ${what}`);
		await sleep(25);
	}
}

async function open(url) {
	await S('Page.navigate', { url });
	await until('the page to load the library', "document.body && document.body.dataset.ready === '1'");
}

// A real click: the mouse pressed and released at the middle of an element.
async function click(selector) {
	const at = await js(`(() => {
		const el = document.querySelector(${JSON.stringify(selector)});
		if (!el) return null;
		el.scrollIntoView({ block: 'nearest' });
		const r = el.getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2];
	})()`);
	if (!at)
		fail('no element ' + selector);
	const [x, y] = at;
	await S('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
	await S('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
	await S('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
}

async function key(keyName, code, keyCode) {
	const base = { key: keyName, code, windowsVirtualKeyCode: keyCode };
	await S('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...base });
	if (keyName === 'Enter')
		await S('Input.dispatchKeyEvent', { type: 'char', text: '\r', ...base });
	await S('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
}

const state = () => js("document.getElementById('status').dataset.state");
const humanTurn = () => until('the AI to answer',
	"['you', 'over'].includes(document.getElementById('status').dataset.state)");
const logLength = () => js('window.dnbPage.log.length');

// ----------------------------------------------------------------------
// 1. From a file: a 5x5 game against HARD

const W = 5, H = 5;
await open(pathToFileURL(join(pageDir, 'index.html')).href + `?w=${W}&h=${H}&level=hard&first=you&seed=1`);
assert.equal(await js("document.querySelectorAll('#board .hit').length"), 2 * W * (H + 1));
assert.equal(await state(), 'you');
assert.equal(await js('window.dnbPage.engine'), 'in a Web Worker', 'the AI thinks in a worker');
await until('the solver\'s value', "/^Solver: (with|not)/.test(document.getElementById('solver').textContent)");

// a move from the keyboard: focus the board, an arrow, Enter
await js("document.getElementById('board').focus()");
await key('ArrowRight', 'ArrowRight', 39);
assert.equal(await js("document.querySelectorAll('#board .edge.focus').length"), 1);
await key('Enter', 'Enter', 13);
await humanTurn();
const afterKey = await js('window.dnbPage.log');
assert.equal(afterKey[0].player, 1, 'the keyboard move is yours');
assert.ok(afterKey.length >= 2, 'the AI answered the keyboard move');

// undo takes back your move and the AI's answers
await click('#undo');
await humanTurn();
assert.equal(await logLength(), 0, 'undo went back to the start');

// the game, by clicks: three moves in four are the hint's
let clicks = 0, hints = 0, rng = 12345;
while (await state() !== 'over') {
	let edge;
	if (clicks % 4 !== 3) {
		await click('#hint');
		edge = Number(await until('a hint', "document.getElementById('hinttext').dataset.edge"));
		assert.equal(await js(`document.querySelector('#board .edge.hinted') !== null`), true);
		hints++;
	} else {
		const free = await js("[...document.querySelectorAll('#board .hit:not(.drawn)')]" +
				      '.map((h) => Number(h.dataset.edge))');
		rng = (rng * 1103515245 + 12345) % 2147483648;
		edge = free[rng % free.length];
	}
	const before = await logLength();
	await click(`#board .hit[data-edge="${edge}"]`);
	await until('the click to play', `window.dnbPage.log.length > ${before}`);
	clicks++;
	await humanTurn();
	if (clicks > 2 * W * (H + 1))
		fail('the game did not end');
}

// what the page shows, checked against the library
const log = await js('window.dnbPage.log');
const shown = await js(`(() => { const s = document.getElementById('score').dataset;
	return { you: Number(s.you), ai: Number(s.ai),
		 status: document.getElementById('status').textContent,
		 entries: document.querySelectorAll('#log li').length }; })()`);
const g = new Game(W, H);
let aiMoves = 0, answered = 0, handedOver = 0;
for (let i = 0; i < log.length; i++) {
	const m = log[i];
	assert.equal(m.player, g.toMove, `move ${i + 1} was made by the player to move`);
	const boxes = g.play(m.edge);
	assert.equal(m.boxes, boxes, `move ${i + 1}: the boxes it took`);
	if (m.player === 2) {
		aiMoves++;
		assert.ok(m.reason, `AI move ${i + 1} has a reason`);
	} else if (!g.isOver && g.toMove === 2) {
		handedOver++;
		if (log[i + 1] && log[i + 1].player === 2)
			answered++;
	}
}
assert.equal(g.isOver, true, 'the game is over');
assert.equal(answered, handedOver, 'the AI answered every move that handed it the turn');
assert.equal(log.filter((m) => m.player === 1).length, clicks, 'one move per click');
assert.deepEqual([shown.you, shown.ai], g.scores, 'the score shown is the game\'s');
assert.equal(shown.you + shown.ai, W * H);
assert.equal(shown.entries, log.length);
assert.match(shown.status, /win|draw/);
g.free();

const shot = await S('Page.captureScreenshot', { format: 'png' });
const shotFile = shotPath || join(pageDir, 'screenshot.png');
writeFileSync(shotFile, Buffer.from(shot.data, 'base64'));
console.log(`file://: ${clicks} clicks (${hints} hints), ${aiMoves} AI moves answering ` +
	    `${handedOver} turns; ${shown.status} screenshot: ${shotFile}`);

// ----------------------------------------------------------------------
// 2. From 127.0.0.1: 10x10, PERFECT moving first

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };
const server = createServer((req, res) => {
	const name = new URL(req.url, 'http://x').pathname.replace(/^\/+/, '') || 'index.html';
	const file = join(pageDir, name);
	if (name.includes('..') || !existsSync(file)) {
		res.writeHead(404).end();
		return;
	}
	res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
	res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}/`;
await open(origin + 'index.html?w=10&h=10&level=perfect&first=ai&seed=2');
assert.equal(await js("document.querySelectorAll('#board .hit').length"), 220);
await humanTurn();
const first = await js('window.dnbPage.log');
assert.equal(first.length, 1);
assert.equal(first[0].player, 1);
assert.ok(first[0].reason);
assert.match(await js("document.getElementById('solver').textContent"), /out of reach/);
const free10 = await js("Number(document.querySelector('#board .hit:not(.drawn)').dataset.edge)");
await click(`#board .hit[data-edge="${free10}"]`);
await humanTurn();
const second = await js('window.dnbPage.log');
assert.equal(second[1].player, 2);
assert.equal(second[1].edge, free10);
assert.equal(second[2].player, 1, 'PERFECT answered on 10x10');
server.close();
console.log(`127.0.0.1: 10x10 against PERFECT, its moves: ${second[0].reason}, ${second[2].reason}`);

// ----------------------------------------------------------------------

const foreign = requests.filter((u) => !/^(file|data|blob):/.test(u) &&
				 !u.startsWith(origin) && !u.startsWith('about:'));
assert.deepEqual(foreign, [], 'the page asked for nothing outside its folder');
assert.deepEqual(pageErrors, [], 'no script error in the page');
clearTimeout(watchdog);
const exited = new Promise((r) => chrome.once('exit', r));
await send('Browser.close').catch(() => {});
await Promise.race([exited, sleep(5000)]);
chrome.kill();
rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
console.log(`test-page: OK (${requests.length} requests, all local)`);
