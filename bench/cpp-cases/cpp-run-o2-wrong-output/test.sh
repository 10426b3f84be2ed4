#!/bin/sh
# Interesting iff prog.cpp compiles and links with g++ 12 at -O0 and at -O2 (-std=c++20; each
# step 60 s at most; garbage is rejected here), the -O0 program (5 s at most) exits with status
# 0 and prints nothing, as the original does, and the -O2 program (5 s at most) aborts (status
# 134, SIGABRT) after printing exactly this wrong output (a wrong result between -O0 and -O2):
#   1.cc:37: void test01(): Assertion 'yc == 3' failed.
# -fmax-errors=1: a candidate with errors is rejected at the first one, instead of seconds later
# at the end of a cascade.
# The programs run under `sh -c 'exec ...'` so that the shell's "Aborted" stays out of their
# output files (it goes to sh2.err); `ulimit -c 0`: no core dump. TMPDIR is the cwd; the objects, programs and
# outputs land in the cwd.
export LC_ALL=C TMPDIR="$PWD"
ulimit -c 0
timeout 60 g++ -std=c++20 -O0 -fmax-errors=1 -c prog.cpp -o prog0.o >gcc0.out 2>&1 || exit 1
timeout 60 g++ prog0.o -o prog0 >>gcc0.out 2>&1 || exit 1
timeout 60 g++ -std=c++20 -O2 -c prog.cpp -o prog2.o >gcc2.out 2>&1 || exit 1
timeout 60 g++ prog2.o -o prog2 >>gcc2.out 2>&1 || exit 1
timeout 5 sh -c 'exec ./prog0 >out0.txt 2>&1' </dev/null || exit 1
[ -s out0.txt ] && exit 1
timeout 5 sh -c 'exec ./prog2 >out2.txt 2>&1' </dev/null 2>sh2.err
[ $? -eq 134 ] || exit 1
[ "$(cat out2.txt)" = "1.cc:37: void test01(): Assertion 'yc == 3' failed." ]
