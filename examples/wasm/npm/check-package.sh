#!/bin/sh
# check-package.sh MODE PKGDIR: the npm package as its users get it.
#   install: `npm pack` PKGDIR, install the tarball offline into a new,
#            empty project, run the package's tests with `node --test`
#            and the tour from that project;
#   types:   the same install, then `tsc --noEmit` on the tour with the
#            package's declarations (--checkJs: the tour is JavaScript).
# Exits 77 (skipped) when npm, or tsc for `types`, is missing.
set -eu
mode=$1
pkgdir=$(cd "$2" && pwd)
command -v npm >/dev/null 2>&1 || { echo "npm not found: skipped"; exit 77; }
if [ "$mode" = types ]; then
	command -v tsc >/dev/null 2>&1 || { echo "tsc not found (Debian: node-typescript): skipped"; exit 77; }
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export npm_config_cache="$tmp/npm-cache" npm_config_update_notifier=false
mkdir "$tmp/app"
(cd "$tmp" && npm pack --silent "$pkgdir") > "$tmp/packed"
tarball=$(tail -n 1 "$tmp/packed")
echo "packed: $tarball"
cd "$tmp/app"
printf '{ "name": "app", "private": true, "type": "module" }\n' > package.json
npm install --offline --no-audit --no-fund --silent "../$tarball"
test -f node_modules/libdnb/dnb-core.mjs
cp node_modules/libdnb/tour.mjs .

case $mode in
install)
	node --test node_modules/libdnb/test/*.test.mjs
	node tour.mjs
	;;
types)
	tsc --version
	tsc --noEmit --allowJs --checkJs --strict --target es2022 \
		--module nodenext --moduleResolution nodenext tour.mjs
	echo "tsc: tour.mjs checks against index.d.ts"
	;;
*)
	echo "check-package.sh: unknown mode $mode" >&2
	exit 2
	;;
esac
