#!/bin/sh
# Builds prog.rs: tests/ui/borrowck/borrowck-field-sensitivity-rpass.rs of rustc 1.63's test
# suite (Debian rust-src 1.63.0, 264 lines, a run-pass test that is a standalone program: 32
# functions moving, copying and borrowing struct fields, all called from main) with one line
# deleted: the re-assignment `x.b = Box::new(3);` of move_after_field_assign_after_move, so
# x.b is moved twice and the borrow checker rejects the file with error E0382 (use of moved
# value).
set -eu
cd "$(dirname "$0")"
RUST_UI=${RUST_UI:-/usr/src/rustc-1.63.0/src/test/ui}
SRC=$RUST_UI/borrowck/borrowck-field-sensitivity-rpass.rs
sed '/^fn move_after_field_assign_after_move()/,/^}/{/^    x\.b = Box::new(3);$/d}' "$SRC" > prog.rs
chmod 644 prog.rs
[ "$(wc -l < prog.rs)" -eq 263 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.rs test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.rs" >&2; fi
rm -rf "$T"; exit $rc
