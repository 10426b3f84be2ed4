#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/23_containers/list/operations/78389.cc of GCC 12.2's
# sources (Debian gcc-12-source, 87 lines: std::list::merge and std::list::sort with a comparator
# or a struct X's operator< that throws, GCC PR 78389; includes <list> and the testsuite's
# testsuite_hooks.h, which includes <ctime>, <stdio.h>, <sys/stat.h> ...) with one character
# changed: X's `operator<` is declared as `operator>`, so that list::merge and list::sort find
# no operator< for X deep in <bits/list.tcc>. Then `g++ -std=c++20 -E -P` (g++ 12, this
# machine's libstdc++ 12 headers; no line markers), the preprocessed file C-Vise's users reduce.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/23_containers/list/operations/78389.cc
tar -xf "$GCC_TAR" -C "$T" "$F" "$S/util/testsuite_hooks.h"
sed 's/^bool operator<(const X&, const X&) {$/bool operator>(const X\&, const X\&) {/' "$T/$F" > "$T/78389.cc"
n=$(diff "$T/$F" "$T/78389.cc" | grep -c '^[<>]') || true
[ "$n" -eq 2 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# Preprocessed in the temporary folder under the testsuite's name (__FILE__).
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" 78389.cc) > prog.cpp
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" "$F") > "$T/orig.cpp"
chmod 644 prog.cpp
# The property holds on the result and not on the unchanged program (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp prog.cpp test.sh "$T/a"; cp "$T/orig.cpp" "$T/b/prog.cpp"; cp test.sh "$T/b"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
! (cd "$T/b" && ./test.sh) || { echo "make.sh: test.sh accepts the unchanged program" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
