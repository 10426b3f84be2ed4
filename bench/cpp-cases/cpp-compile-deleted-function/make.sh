#!/bin/sh
# Builds prog.cpp: libstdc++-v3/testsuite/20_util/tuple/moveable2.cc of GCC 12.2's sources
# (Debian gcc-12-source, 62 lines: std::tuple of a move-only struct, moved around; includes
# <tuple> and <utility>) with one call unwrapped: `move_only_tuple t2(std::move(t1));` becomes
# `move_only_tuple t2(t1);` (the forgotten std::move), so that the tuple is copied and g++
# reports "use of deleted function" for std::tuple<MoveOnly>'s copy constructor, implicitly
# deleted down through _Tuple_impl and _Head_base deep in <tuple> to MoveOnly's deleted copy
# constructor. Then `g++ -std=c++20 -E -P` (g++ 12, this machine's libstdc++ 12 headers; no line
# markers), the preprocessed file C-Vise's users reduce.
set -eu
cd "$(dirname "$0")"
GCC_TAR=${GCC_TAR:-/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=gcc-12.2.0/libstdc++-v3/testsuite
F=$S/20_util/tuple/moveable2.cc
tar -xf "$GCC_TAR" -C "$T" "$F"
sed 's/^  move_only_tuple t2(std::move(t1));$/  move_only_tuple t2(t1);/' "$T/$F" > "$T/moveable2.cc"
n=$(diff "$T/$F" "$T/moveable2.cc" | grep -c '^[<>]') || true
[ "$n" -eq 2 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# Preprocessed in the temporary folder under the testsuite's name (__FILE__).
(cd "$T" && g++ -std=c++20 -E -P moveable2.cc) > prog.cpp
(cd "$T" && g++ -std=c++20 -E -P "$F") > "$T/orig.cpp"
chmod 644 prog.cpp
# The property holds on the result and not on the unchanged program (each in a fresh folder).
mkdir "$T/a" "$T/b"; cp prog.cpp test.sh "$T/a"; cp "$T/orig.cpp" "$T/b/prog.cpp"; cp test.sh "$T/b"
(cd "$T/a" && ./test.sh) || { echo "make.sh: test.sh rejects prog.cpp" >&2; exit 1; }
! (cd "$T/b" && ./test.sh) || { echo "make.sh: test.sh accepts the unchanged program" >&2; exit 1; }
echo "prog.cpp: $(wc -l < prog.cpp) lines, $(wc -c < prog.cpp) bytes"
