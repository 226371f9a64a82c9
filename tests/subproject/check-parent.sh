#!/bin/sh
# SPDX-License-Identifier: MIT
# A parent meson project that uses libdnb as its subproject, with libdnb's
# options left at their defaults: check-parent.sh LIBDNB_SRC.
#   - the consumer builds, links and runs;
#   - nothing of libdnb's but the library is built (no tool, tests,
#     examples, benchmarks);
#   - the parent's `meson test` holds no test of libdnb's;
#   - installing the parent installs libdnb's library, header and
#     libdnb.pc only (no man pages, books or tool);
#   - -Dlibdnb:tool=true -Dlibdnb:man=true turn those two back on.
set -eu
src=$(cd "$1" && pwd)
parent=$(mktemp -d)
trap 'rm -rf "$parent"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
cp "$here/meson.build" "$here/consumer.c" "$parent"/
mkdir "$parent/subprojects"
ln -s "$src" "$parent/subprojects/libdnb"
meson setup "$parent/build" "$parent" --force-fallback-for=libdnb --prefix=/usr/local >/dev/null
meson compile -C "$parent/build" >/dev/null
"$parent/build/consumer"

fail=0
# Every target libdnb defines is a library (shared, static, or the internal
# archive it links); anything else is a part that should be off.
others=$(meson introspect --targets "$parent/build" | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    if t["subproject"] == "libdnb" and not t["type"].endswith("library"):
        print(t["type"], t["name"])')
if [ -n "$others" ]; then
	echo "check-parent: libdnb built more than its library:"; echo "$others"; fail=1
fi
tests=$(meson introspect --tests "$parent/build" | python3 -c '
import json, sys
print("\n".join(t["name"] for t in json.load(sys.stdin)))')
if [ -n "$tests" ]; then
	echo "check-parent: the parent runs tests of libdnb's:"; echo "$tests"; fail=1
fi
DESTDIR="$parent/staged" meson install -C "$parent/build" --quiet >/dev/null
installed=$(cd "$parent/staged" && find . \( -type f -o -type l \) | sort)
unexpected=$(printf '%s\n' "$installed" | grep -v \
	-e '^\./usr/local/lib/[^/]*/\?libdnb\.so' \
	-e '^\./usr/local/lib/[^/]*/\?libdnb\.a$' \
	-e '^\./usr/local/lib/[^/]*/\?pkgconfig/libdnb\.pc$' \
	-e '^\./usr/local/include/dnb\.h$' \
	-e '^\./usr/local/include/dnb_dots\.h$' || true)
if [ -n "$unexpected" ]; then
	echo "check-parent: installing the parent installed more than the library:"
	echo "$unexpected"; fail=1
fi
for want in 'libdnb\.so\.1' 'include/dnb\.h$' 'libdnb\.pc$'; do
	if ! printf '%s\n' "$installed" | grep -q "$want"; then
		echo "check-parent: nothing installed matches $want"; fail=1
	fi
done

meson configure "$parent/build" -Dlibdnb:tool=true -Dlibdnb:man=true >/dev/null
meson compile -C "$parent/build" >/dev/null
DESTDIR="$parent/staged2" meson install -C "$parent/build" --quiet >/dev/null
for want in bin/dnb share/man/man3/dnb_game_new.3 share/man/man7/libdnb.7; do
	if [ ! -e "$parent/staged2/usr/local/$want" ]; then
		echo "check-parent: -Dlibdnb:tool=true -Dlibdnb:man=true did not install $want"
		fail=1
	fi
done
[ "$fail" -eq 0 ] && echo "check-parent: only the library, its headers and libdnb.pc; tool and man on request"
exit "$fail"
