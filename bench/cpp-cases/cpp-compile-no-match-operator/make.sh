#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/25_algorithms/stable_sort/1.cc of GCC 12.2's sources
# (Debian gcc-12-source, 100 lines: std::stable_sort on a test container of a struct S that
# defines its own operator<; includes <algorithm> and the testsuite's testsuite_new_operators.h,
# testsuite_hooks.h and testsuite_iterators.h, which include <new>, <ctime>, <stdio.h>,
# <sys/stat.h>, <bits/move.h> ...) with one character changed: S's `operator<` is declared as
# `operator>`, so that stable_sort's comparisons deep in <bits/stl_algo.h> find no operator<
# for S. Then `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12 headers; no line
# markers), the preprocessed file C-Vise's users reduce.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
tar -xf "$GCC_TAR" -C "$T" "$S/25_algorithms/stable_sort/1.cc" "$S/util/testsuite_new_operators.h" \
  "$S/util/testsuite_hooks.h" "$S/util/testsuite_iterators.h"
sed 's/^operator<(const S& s1, const S& s2)$/operator>(const S\& s1, const S\& s2)/' \
  "$T/$S/25_algorithms/stable_sort/1.cc" > "$T/1.cc"
n=$(diff "$T/$S/25_algorithms/stable_sort/1.cc" "$T/1.cc" | grep -c '^[<>]') || true
[ "$n" -eq 2 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# Preprocessed in the temporary folder as `1.cc`, as the testsuite names it (__FILE__).
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" 1.cc) > prog.cpp
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" "$S/25_algorithms/stable_sort/1.cc") > "$T/orig.cpp"
chmod 644 prog.cpp
# The property holds on the result and not on the unchanged program (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp prog.cpp test.sh "$T/a"; cp "$T/orig.cpp" "$T/b/prog.cpp"; cp test.sh "$T/b"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
! (cd "$T/b" && ./test.sh) || { echo "make.sh: test.sh accepts the unchanged program" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
