#!/bin/sh
# Interesting when z3 answers `unsat` (first line of its output).
out=$(timeout 10 z3 -smt2 "$1" 2>/dev/null | head -n 1)
[ "$out" = "unsat" ]
