#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/20_util/any/misc/any_cast.cc of GCC 12.2's sources
# (Debian gcc-12-source, 181 lines: std::any_cast to values, references and pointers; includes
# <any>, <string>, <utility>, <cstring> and the testsuite's testsuite_hooks.h), unchanged, through
# `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12 headers; no line markers), the
# preprocessed file C-Vise's users reduce. Its own code draws a real g++ -Wall warning that the
# testsuite (run without -Wall) never shows: in test03, `MoveEnabled m2 = any_cast<...>(...)`
# is "set but not used" [-Wunused-but-set-variable].
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/20_util/any/misc/any_cast.cc
tar -xf "$GCC_TAR" -C "$T" "$F" "$S/util/testsuite_hooks.h"
# Preprocessed in the temporary folder as `any_cast.cc`, as the testsuite names it (__FILE__).
cp "$T/$F" "$T/any_cast.cc"
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" any_cast.cc) > prog.cpp
chmod 644 prog.cpp
# The property holds on the result (checked in a fresh folder).
mkdir "$T/a"; cp prog.cpp test.sh "$T/a"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
