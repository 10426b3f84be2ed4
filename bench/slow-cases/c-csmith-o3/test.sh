#!/bin/sh
# Interesting iff prog.c (in the cwd) compiles with `gcc -O0 -w` and with `gcc -O3 -w` (60 s
# each at most; -O3's loop passes make this the slow half), and both programs (2 s each at
# most) print the original's checksum line "checksum = 13028A42". Everything is written in
# the cwd.
export LC_ALL=C TMPDIR="$PWD"
timeout 60 gcc -O0 -w prog.c -o prog-O0 >gcc0.out 2>&1 || exit 1
timeout 60 gcc -O3 -w prog.c -o prog-O3 >gcc3.out 2>&1 || exit 1
timeout 2 ./prog-O0 </dev/null >out-O0 2>/dev/null
grep -qx 'checksum = 13028A42' out-O0 || exit 1
timeout 2 ./prog-O3 </dev/null >out-O3 2>/dev/null
grep -qx 'checksum = 13028A42' out-O3
