#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/25_algorithms/clamp/1.cc of GCC 12.2's sources
# (Debian gcc-12-source, 46 lines: std::clamp with and without std::greater<int>; includes
# <algorithm>, <functional> and the testsuite's testsuite_hooks.h, whose VERIFY prints
# "FILE:LINE: FUNCTION: Assertion '...' failed." and aborts) with one character added: the
# result of `std::clamp(3, 4, 2, std::greater<int>())` is bound to `const int& yc` instead of
# copied to `const int yc`. std::clamp returns a reference to its argument, here the temporary
# 3, which dies at the end of the declaration: a dangling reference (undefined behaviour, the
# bug class of -Wdangling-reference). Built with -O0 the program still reads 3 and passes;
# built with -O2 it reads a dead temporary and VERIFY(yc == 3) fails. Then
# `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12 headers; no line markers), the
# preprocessed file C-Vise's users reduce.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/25_algorithms/clamp/1.cc
tar -xf "$GCC_TAR" -C "$T" "$F" "$S/util/testsuite_hooks.h"
sed 's/^  const int yc = std::clamp(3, 4, 2, std::greater<int>());$/  const int\& yc = std::clamp(3, 4, 2, std::greater<int>());/' \
  "$T/$F" > "$T/1.cc"
n=$(diff "$T/$F" "$T/1.cc" | grep -c '^[<>]') || true
[ "$n" -eq 2 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# Preprocessed in the temporary folder as `1.cc`, as the testsuite names it (__FILE__, which
# VERIFY prints).
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" 1.cc) > prog.cpp
cp "$T/$F" "$T/orig.cc"
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" orig.cc | sed 's/"orig\.cc"/"1.cc"/g') > "$T/orig.cpp"
chmod 644 prog.cpp
# The property holds on the result and not on the unchanged program (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp prog.cpp test.sh "$T/a"; cp "$T/orig.cpp" "$T/b/prog.cpp"; cp test.sh "$T/b"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
! (cd "$T/b" && ./test.sh) || { echo "make.sh: test.sh accepts the unchanged program" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
