#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/23_containers/map/modifiers/try_emplace/1.cc of GCC
# 12.2's sources (Debian gcc-12-source, 289 lines: std::map::try_emplace with keys and values of
# a struct Val that counts its moves; includes <utility>, <map> and the testsuite's
# testsuite_hooks.h) with Val's copy constructor deleted (its three lines), so that Val, which
# declares a move constructor, has a deleted copy constructor, and the try_emplace calls given
# an lvalue Val copy it deep in <bits/stl_pair.h>: "use of deleted function 'constexpr
# Val::Val(const Val&)'". Then `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12
# headers; no line markers), the preprocessed file C-Vise's users reduce.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/23_containers/map/modifiers/try_emplace/1.cc
tar -xf "$GCC_TAR" -C "$T" "$F" "$S/util/testsuite_hooks.h"
sed '/^  Val(const Val& other) : val(other.val)$/,/^  }$/d' "$T/$F" > "$T/1.cc"
n=$(diff "$T/$F" "$T/1.cc" | grep -c '^[<>]') || true
[ "$n" -eq 3 ] || { echo "make.sh: expected three lines deleted" >&2; exit 1; }
# Preprocessed in the temporary folder as `1.cc`, as the testsuite names it (__FILE__).
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" 1.cc) > prog.cpp
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" "$F") > "$T/orig.cpp"
chmod 644 prog.cpp
# The property holds on the result and not on the unchanged program (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp prog.cpp test.sh "$T/a"; cp "$T/orig.cpp" "$T/b/prog.cpp"; cp test.sh "$T/b"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
! (cd "$T/b" && ./test.sh) || { echo "make.sh: test.sh accepts the unchanged program" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
