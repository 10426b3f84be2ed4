#!/bin/sh
# Interesting iff rustc 1.95 (edition 2021, metadata only: parsing, type checking and borrow
# checking, no code generation) rejects prog.rs with error E0382 (use of moved value) and no
# other error. rustc recovers from syntax errors and goes on to the borrow checker, so every
# other error (a syntax error, a missing main, a type error) makes the candidate uninteresting:
# garbage is rejected. 10 s at most; output and temporaries in the cwd.
TMPDIR=$(pwd); export TMPDIR
timeout 10 rustc --edition 2021 --crate-type bin --emit metadata --error-format short prog.rs >compile.out 2>&1 && exit 1
grep -q '^prog\.rs:[0-9]*:[0-9]*: error\[E0382\]: ' compile.out || exit 1
! grep -E '(^|: )error(\[E[0-9]+\])?: ' compile.out | grep -v '^prog\.rs:[0-9]*:[0-9]*: error\[E0382\]: ' | grep -qv '^error: aborting due to '
