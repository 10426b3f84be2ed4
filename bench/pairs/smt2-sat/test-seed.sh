#!/bin/sh
# The seed's property: `z3 -T:5 -smt2 seed.smt2` prints "unsat" as its first line.
out=$(z3 -T:5 -smt2 seed.smt2 2>/dev/null)
[ "$(printf '%s\n' "$out" | sed -n 1p)" = "unsat" ]
