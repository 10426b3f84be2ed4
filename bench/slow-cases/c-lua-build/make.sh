#!/bin/sh
# Builds the case: Lua 5.4.4 as Debian ships its sources (lua5.4_5.4.4.orig.tar.gz of the
# Debian pool, checked against the sha256 of lua5.4_5.4.4-3+deb12u1.dsc), with one line of
# src/lstrlib.c changed to create the bug: str_rep (`string.rep(s, n, sep)`) copies the first
# bytes of `s` where the separator belongs (`memcpy(p, s, lsep)` for `memcpy(p, sep, lsep)`),
# so `string.rep("ab", 3, ",")` gives "abaabaab" instead of "ab,ab,ab".
#
# lua-build/ (not committed): the whole source tree, built once with the tree's own Makefile
# (`make linux`: -O2 -Wall -Wextra), objects and all; test.sh copies it and rebuilds it with
# the candidate as src/lstrlib.c, as a developer's incremental build would.
# lstrlib.c (the input): the changed src/lstrlib.c preprocessed with the Makefile's flags
# (`gcc -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -E -P`), self-contained as C-Reduce's and
# C-Vise's users are told to make it.
set -eu
cd "$(dirname "$0")"
HERE=$(pwd)
URL=http://deb.debian.org/debian/pool/main/l/lua5.4/lua5.4_5.4.4.orig.tar.gz
SHA=164c7849653b80ae67bec4b7473b884bf5cc8d2dca05653475ec2ed27b9ebf61
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
TAR=${LUA_TAR:-}
if [ -z "$TAR" ]; then TAR=$T/lua.tar.gz; curl -sSfL -o "$TAR" "$URL"; fi
echo "$SHA  $TAR" | sha256sum -c --quiet
tar -xzf "$TAR" -C "$T"
S=$T/lua-5.4.4/src
cp "$S/lstrlib.c" "$T/orig.c"
sed -i 's/^        memcpy(p, sep, lsep \* sizeof(char));$/        memcpy(p, s, lsep * sizeof(char));/' "$S/lstrlib.c"
n=$(diff "$T/orig.c" "$S/lstrlib.c" | grep -c '^[<>]') || true
[ "$n" -eq 2 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
(cd "$S" && gcc -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -E -P lstrlib.c) > lstrlib.c
(cd "$S" && gcc -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -E -P -I "$S" "$T/orig.c") > "$T/orig-pp.c"
chmod 644 lstrlib.c
rm -rf lua-build
cp -a "$S" lua-build
(cd lua-build && make -s linux >/dev/null 2>&1) || { echo "make.sh: Lua does not build" >&2; exit 1; }
# The property holds on the input and not on the unchanged file (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp lstrlib.c "$T/a"; cp "$T/orig-pp.c" "$T/b/lstrlib.c"
(cd "$T/a" && "$HERE/test.sh") || { echo "make.sh: test.sh rejects lstrlib.c" >&2; exit 1; }
! (cd "$T/b" && "$HERE/test.sh") || { echo "make.sh: test.sh accepts the unchanged file" >&2; exit 1; }
echo "lstrlib.c: $(wc -l < lstrlib.c) lines, $(wc -c < lstrlib.c) bytes"
