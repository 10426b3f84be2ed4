#!/bin/sh
# Interesting iff prog.rs compiles and links with rustc 1.95 (edition 2021, -C opt-level=0;
# garbage is rejected here) and the program (5 s at most) panics (exit status 101) after
# printing exactly the wrong picture below on stdout (the bottom edge of the 4x4 rectangle
# is missing). rustc's and the linker's temporaries stay in the cwd (TMPDIR).
TMPDIR=$(pwd); export TMPDIR
rustc --edition 2021 -C opt-level=0 -o prog prog.rs >compile.out 2>&1 || exit 1
RUST_BACKTRACE=0 timeout 5 ./prog >out.txt 2>err.txt
[ $? -eq 101 ] || exit 1
printf 'Found:\n****\n*..*\n*.**\n*..*\nbut expected\n****\n*..*\n*.**\n****\n' >want.txt
cmp -s out.txt want.txt
