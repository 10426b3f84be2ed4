#!/bin/sh
# The variant's property: `z3 -T:5 -smt2 variant.smt2` prints "sat" as its first line.
out=$(z3 -T:5 -smt2 variant.smt2 2>/dev/null)
[ "$(printf '%s\n' "$out" | sed -n 1p)" = "sat" ]
