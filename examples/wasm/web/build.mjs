// SPDX-License-Identifier: MIT
//
// build.mjs: the playable page, one folder that needs no server.
//
//     node build.mjs WEBSRC CORE.js API.js VERSION OUTDIR
//
// Browsers refuse ES modules and worker scripts from file:// addresses,
// so the page gets classic scripts: dnb.js is the emscripten module
// (CORE.js, which defines createDnbCore) followed by the package's api.js
// with its one `export` dropped, and sets self.dnbReady to a promise of
// the package's classes.  dnb-worker.js holds the worker's source as a
// string (dnb.js and engine.js), which the page starts from a blob: URL.
// index.html, style.css, engine.js and app.js are copied.
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';

const [src, core, api, version, out] = process.argv.slice(2);
const apiText = readFileSync(api, 'utf8');
const bindLine = /^export function bindDnb\(/m;
if (!bindLine.test(apiText) || /^\s*(export|import)\b/m.test(apiText.replace(bindLine, ''))) {
	console.error('build.mjs: api.js must have one export, `export function bindDnb(`, and no import');
	process.exit(1);
}
mkdirSync(out, { recursive: true });
for (const f of ['index.html', 'style.css', 'engine.js', 'app.js'])
	copyFileSync(join(src, f), join(out, f));
const bundle =
	'// libdnb ' + version + ' for this page: the WebAssembly module and the\n' +
	'// classes of the npm package (see api.js there).\n' +
	readFileSync(core, 'utf8') + '\n' +
	'self.dnbReady = (function () {\n' +
	apiText.replace(bindLine, 'function bindDnb(') + '\n' +
	'return createDnbCore().then(bindDnb);\n})();\n';
writeFileSync(join(out, 'dnb.js'), bundle);
writeFileSync(join(out, 'dnb-worker.js'),
	'// The source of the page\'s worker: dnb.js and engine.js.\n' +
	'self.DNB_WORKER_SOURCE = ' +
	JSON.stringify(bundle + '\n' + readFileSync(join(src, 'engine.js'), 'utf8')) + ';\n');
