#!/bin/sh
# Interesting iff rustc 1.95 (edition 2021, metadata only: parsing, type checking and borrow
# checking, no code generation) rejects prog.rs with error E0382 (use of moved value). The
# borrow checker runs only on a crate that parses, resolves and type-checks, so garbage is
# rejected (a syntax or type error is not E0382). 10 s at most; output in the cwd.
TMPDIR=$(pwd); export TMPDIR
timeout 10 rustc --edition 2021 --crate-type bin --emit metadata --error-format short prog.rs >compile.out 2>&1 && exit 1
grep -q '^prog\.rs:[0-9]*:[0-9]*: error\[E0382\]' compile.out
