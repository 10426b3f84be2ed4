#!/bin/sh
# Interesting iff rustc 1.95 (edition 2021, metadata only: parsing, type and borrow checking and
# the MIR lints, no code generation) accepts prog.rs (exit status 0: garbage and ill-typed
# candidates are rejected) and warns "function cannot return without recursing" (lint
# unconditional_recursion, on by default). 10 s at most; output in the cwd.
TMPDIR=$(pwd); export TMPDIR
timeout 10 rustc --edition 2021 --crate-type bin --emit metadata --error-format short prog.rs >compile.out 2>&1 || exit 1
grep -q '^prog\.rs:[0-9]*:[0-9]*: warning: function cannot return without recursing' compile.out
