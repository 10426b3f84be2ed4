#!/bin/sh
# Builds prog.rs: tests/ui/issues/issue-3563-3.rs of rustc 1.63's test suite (Debian rust-src
# 1.63.0, 180 lines, a run-pass test that is a standalone program: an ASCII-art shape renderer
# with its own checks) with one off-by-one: the ` - 1` of the bottom edge in add_rect is
# deleted, so the bottom line of a rectangle is drawn one row below it (outside the canvas,
# where add_pt drops it). test_shapes then prints the wrong picture and its assert! panics.
set -eu
cd "$(dirname "$0")"
RUST_UI=${RUST_UI:-/usr/src/rustc-1.63.0/src/test/ui}
sed 's/^\(            self\.add_pt(x, shape\.top_left\.y + shape\.size\.height\) - 1);$/\1);/' "$RUST_UI/issues/issue-3563-3.rs" > prog.rs
chmod 644 prog.rs
[ "$(diff "$RUST_UI/issues/issue-3563-3.rs" prog.rs | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.rs test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.rs" >&2; fi
rm -rf "$T"; exit $rc
