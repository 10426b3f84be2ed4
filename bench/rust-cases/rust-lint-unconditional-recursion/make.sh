#!/bin/sh
# Builds prog.rs: tests/ui/structs-enums/class-impl-very-parameterized-trait.rs of rustc 1.63's
# test suite (Debian rust-src 1.63.0, 107 lines, a run-pass test that is a standalone program:
# a generic map-like struct, a hand-written PartialEq and a main with its checks) with one
# slip: `ne` calls `ne` instead of `eq` (`!(*self).eq(other)` becomes `!(*self).ne(other)`),
# so rustc's unconditional_recursion lint warns "function cannot return without recursing".
# The file still compiles (a warning, not an error).
set -eu
cd "$(dirname "$0")"
RUST_UI=${RUST_UI:-/usr/src/rustc-1.63.0/src/test/ui}
SRC=$RUST_UI/structs-enums/class-impl-very-parameterized-trait.rs
sed 's/^\(    fn ne(&self, other: &cat_type) -> bool { !(\*self)\.\)eq(other) }$/\1ne(other) }/' "$SRC" > prog.rs
chmod 644 prog.rs
[ "$(diff "$SRC" prog.rs | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.rs test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.rs" >&2; fi
rm -rf "$T"; exit $rc
