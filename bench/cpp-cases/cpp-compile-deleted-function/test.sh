#!/bin/sh
# Interesting iff g++ 12 (-std=c++20 -fsyntax-only: parsing and template instantiation, no code
# generation; 60 s at most) rejects prog.cpp (exit status 1) with "error: use of deleted
# function" and reports no error of another kind: a syntax error, an undeclared name or any
# other error (fatal, "sorry, unimplemented", an internal compiler error) makes the candidate
# uninteresting, so garbage is rejected. -fmax-errors=10 (the original has four errors, the
# chain of implicitly deleted copy constructors): g++ stops after ten errors, so that a
# candidate with a cascade of errors is rejected in a fraction of a second instead of seconds.
# LC_ALL=C: plain quotes in the messages. TMPDIR is the cwd, and nothing is written but gcc.out.
export LC_ALL=C TMPDIR="$PWD"
timeout 60 g++ -std=c++20 -fsyntax-only -fmax-errors=10 prog.cpp >gcc.out 2>&1
[ $? -eq 1 ] || exit 1
grep -q "^prog\.cpp:[0-9]*:[0-9]*: error: use of deleted function '" gcc.out || exit 1
! grep -E ': (error|fatal error|sorry, unimplemented|internal compiler error): ' gcc.out |
  grep -qv "^prog\.cpp:[0-9]*:[0-9]*: error: use of deleted function '"
