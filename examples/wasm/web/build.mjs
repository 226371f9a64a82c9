// SPDX-License-Identifier: MIT
//
// build.mjs: the playable page, one folder that needs no server.
//
//     node build.mjs WEBSRC CORE.js API.js VERSION OUTDIR
//
// Browsers refuse ES modules and workers from file:// addresses, so the
// page gets classic scripts: dnb.js is the emscripten module (CORE.js,
// which defines createDnbCore) followed by the package's api.js with its
// one `export` dropped, and sets window.dnbReady to a promise of the
// package's classes.  index.html, style.css and app.js are copied.
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
for (const f of ['index.html', 'style.css', 'app.js'])
	copyFileSync(join(src, f), join(out, f));
writeFileSync(join(out, 'dnb.js'),
	'// libdnb ' + version + ' for this page: the WebAssembly module and the\n' +
	'// classes of the npm package (see api.js there).\n' +
	readFileSync(core, 'utf8') + '\n' +
	'window.dnbReady = (function () {\n' +
	apiText.replace(bindLine, 'function bindDnb(') + '\n' +
	'return createDnbCore().then(bindDnb);\n})();\n');
