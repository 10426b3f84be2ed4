#!/bin/sh
# Interesting iff g++ 12 compiles prog.cpp with -std=c++20 -Wall (-c, no optimization; 60 s at
# most; exit status 0, so garbage and ill-formed candidates are rejected) and warns
# "variable '...' set but not used [-Wunused-but-set-variable]". -fmax-errors=1: a candidate
# with errors is rejected at the first one, instead of seconds later at the end of a cascade.
# LC_ALL=C: plain quotes in the messages. TMPDIR is the cwd; the object file lands in the cwd.
export LC_ALL=C TMPDIR="$PWD"
timeout 60 g++ -std=c++20 -Wall -fmax-errors=1 -c prog.cpp -o prog.o >gcc.out 2>&1 || exit 1
grep -q "^prog\.cpp:[0-9]*:[0-9]*: warning: variable '[^']*' set but not used \[-Wunused-but-set-variable\]$" gcc.out
