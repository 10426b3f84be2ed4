#!/bin/sh
# Interesting iff the whole Lua 5.4.4 tree (this case's lua-build/, built by make.sh) builds
# with the candidate lstrlib.c (in the cwd) as its src/lstrlib.c -- `make linux` with the
# tree's own Makefile: it recompiles lstrlib.c at -O2 -Wall -Wextra, archives liblua.a and
# links lua and luac; 120 s at most -- and the new `lua` (5 s at most) runs this case's
# check.lua and prints exactly the wrong line of the bug report:
#   ---	7-x	abaabaab
# (string.rep("ab", 3, ",") should give ab,ab,ab). The tree is copied into the cwd first, its
# timestamps kept, so make rebuilds what a developer's incremental build would. Everything
# is written in the cwd. As C-Reduce's documentation advises, warnings that mean undefined
# behaviour in the candidate are errors (uninitialized variables, a missing return value, an
# implicit declaration): without them a reducer can keep a candidate whose output depends on
# stack garbage, which passes once and fails the next time.
export LC_ALL=C TMPDIR="$PWD"
case_dir=$(cd "$(dirname "$0")" && pwd)
[ -d "$case_dir/lua-build" ] || { echo "test.sh: no $case_dir/lua-build: run make.sh first" >&2; exit 1; }
rm -rf build
cp -a "$case_dir/lua-build" build || exit 1
cp lstrlib.c build/lstrlib.c || exit 1
touch build/lstrlib.c
timeout 120 make -C build -s linux \
  MYCFLAGS='-Werror=uninitialized -Werror=maybe-uninitialized -Werror=return-type -Werror=implicit-function-declaration' \
  >make.out 2>&1 || exit 1
timeout 5 build/lua "$case_dir/check.lua" </dev/null >out.txt 2>&1 || exit 1
[ "$(cat out.txt)" = "$(printf -- '---\t7-x\tabaabaab')" ]
