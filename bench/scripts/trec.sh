#!/usr/bin/env bash
# usage: bench/run trec [OUT_DIR] [CASE...]
#
# T-Rec's gain and cost: ours with `--no-canonicalize` (Perses and the passes beyond it)
# against the default (the same plus T-Rec) on the shared benchmark cases, one case after
# the other, both modes back to back. Prints final tokens, non-whitespace bytes, tests and
# seconds of each and T-Rec's cost ratio (default / --no-canonicalize) in tests and time.
# Default cases: every case but c-csmith-checksum (it runs into the 600 s limit alone).
# Env: PAR (jobs, default 1), TIMEOUT (seconds per run, default 600), OURS_BIN_DIR.
. "$(dirname "$0")/../lib.sh"
need_cases
bench_defaults 1 600
OUT=${1:-/tmp/trec-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$BENCH/cases" | grep -v '^c-csmith-checksum$'))
mkdir -p "$OUT"
for case in "${CASES[@]}"; do
  echo "== $case" >&2
  OURS_ARGS=--no-canonicalize run_peer ours "$BENCH/cases/$case" "$OUT/perses" >/dev/null || true
  OURS_ARGS= run_peer ours "$BENCH/cases/$case" "$OUT/trec" >/dev/null || true
done
tables trec "$OUT" "${CASES[@]}"
