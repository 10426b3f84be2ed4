#!/usr/bin/env bash
# Check that z3 accepts every valid SMT-LIB corpus file (hand/ and z3/):
# z3 must print no `(error ...)` line. Invalid files are judged against the
# SMT-LIB 2.6 standard, not z3 (z3 is lenient, e.g. about `(let () t)`), so
# they are not checked here.
# usage: tests/corpus/smt2/check-z3.sh   (needs the z3 binary)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
n=0; bad=0
for f in "$here"/hand/*.smt2 "$here"/z3/*.smt2; do
  n=$((n + 1))
  out=$(timeout 20 z3 -T:10 -smt2 "$f" 2>&1)
  if grep -q '^(error ' <<<"$out"; then
    bad=$((bad + 1)); echo "z3 rejects $f:"; grep '^(error ' <<<"$out" | head -3 | sed 's/^/  /'
  fi
done
echo "z3: $((n - bad))/$n valid files accepted"
[ "$bad" -eq 0 ]
