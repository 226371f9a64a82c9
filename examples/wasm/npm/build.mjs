// SPDX-License-Identifier: MIT
//
// build.mjs: put the npm package together in a build directory.
//
//     node build.mjs SRCDIR CORE.js VERSION OUTDIR
//
// SRCDIR is examples/wasm/npm, CORE.js the module emscripten linked (a
// classic script defining createDnbCore), VERSION meson's project version.
// The package's version must be that version: a mismatch fails the build.
// dnb-core.mjs is CORE.js with an ES module export added; everything else
// is copied as it is.
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [src, core, version, out] = process.argv.slice(2);
const pkg = JSON.parse(readFileSync(join(src, 'package.json'), 'utf8'));
if (pkg.version !== version) {
	console.error(`build.mjs: ${src}/package.json has version ${pkg.version}, ` +
		      `the meson project ${version}`);
	process.exit(1);
}
mkdirSync(join(out, 'test'), { recursive: true });
for (const f of ['package.json', 'index.js', 'index.d.ts', 'api.js', 'tour.mjs', 'README.md'])
	copyFileSync(join(src, f), join(out, f));
// The licence of the package is the library's.
copyFileSync(join(src, '..', '..', '..', 'COPYING'), join(out, 'LICENSE'));
for (const f of readdirSync(join(src, 'test')))
	copyFileSync(join(src, 'test', f), join(out, 'test', f));
writeFileSync(join(out, 'dnb-core.mjs'),
	      '// libdnb ' + version + ' compiled by emscripten (the wasm is inside)\n' +
	      readFileSync(core, 'utf8') + '\nexport default createDnbCore;\n');
