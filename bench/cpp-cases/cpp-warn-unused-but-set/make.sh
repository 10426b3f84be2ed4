#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/20_util/optional/requirements.cc of GCC 12.2's sources
# (Debian gcc-12-source, 351 lines: std::optional's requirements on types that are not default
# constructible, copyable or movable, its comparisons' SFINAE; includes <optional>, <tuple> and
# the testsuite's testsuite_hooks.h, which includes <ctime>, <stdio.h>, <sys/stat.h> ...),
# unchanged, through `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12 headers; no line
# markers), the preprocessed file C-Vise's users reduce. Its own code draws a real g++ -Wall
# warning that the testsuite (run without -Wall) never shows: in test01, `{ O o; auto copy = o; }`
# and `{ O o; auto moved_to = std::move(o); }` are "set but not used"
# [-Wunused-but-set-variable], twelve times.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/20_util/optional/requirements.cc
tar -xf "$GCC_TAR" -C "$T" "$F" "$S/util/testsuite_hooks.h"
# Preprocessed in the temporary folder under the testsuite's name (__FILE__).
cp "$T/$F" "$T/requirements.cc"
(cd "$T" && g++ -std=c++20 -E -P -I "$S/util" requirements.cc) > prog.cpp
chmod 644 prog.cpp
# The property holds on the result (checked in a fresh folder).
mkdir "$T/a"; cp prog.cpp test.sh "$T/a"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
