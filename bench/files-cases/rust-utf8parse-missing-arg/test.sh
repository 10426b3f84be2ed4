#!/bin/sh
# Interesting iff `cargo check --offline` (Cargo and rustc 1.95) on the crate in the cwd (its
# Cargo.toml names lib.rs as the library; the module types is the file types.rs beside it)
# fails with error E0061 (a function called with the wrong number of arguments) in lib.rs, the
# file of the bug, and no other error (an E0061 elsewhere would be another bug). rustc goes on
# to type checking after a syntax error, so every other error (a syntax error, a missing
# module file, an unresolved name) makes the candidate uninteresting: garbage is rejected.
# The crate has no dependencies, so nothing is fetched; Cargo.lock, the target folder
# (CARGO_TARGET_DIR) and rustc's temporaries stay in the cwd. 30 s at most.
TMPDIR=$(pwd); export TMPDIR
CARGO_TARGET_DIR=$(pwd)/target; export CARGO_TARGET_DIR
CARGO_INCREMENTAL=0; export CARGO_INCREMENTAL
rm -rf target Cargo.lock
timeout 30 cargo check --offline --quiet --message-format short >check.out 2>&1 && exit 1
grep -q '^lib\.rs:[0-9]*:[0-9]*: error\[E0061\]: ' check.out || exit 1
! grep -E '(^|: )error(\[E[0-9]+\])?: ' check.out | grep -v '^lib\.rs:[0-9]*:[0-9]*: error\[E0061\]: ' | grep -qv '^error: could not compile '
