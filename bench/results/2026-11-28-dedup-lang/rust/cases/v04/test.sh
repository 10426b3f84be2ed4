#!/bin/sh
# Interesting iff rustc (edition 2021, a library crate, metadata only) rejects prog.rs with
# error[E0277] "cannot add ..." and with no error without a code: rustc goes on after a
# syntax error, and its syntax errors have no code, so garbage is rejected. Warnings do
# not matter. Only files in the cwd are written.
timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata -o prog.rmeta prog.rs >err.txt 2>&1 && exit 1
grep -q '^error\[E0277\]: cannot add' err.txt || exit 1
! grep -v '^error: aborting due to' err.txt | grep -q '^error:'
