#!/usr/bin/env bash
# usage: BEFORE_BIN_DIR=DIR bench/scripts/equal-budget.sh [OUT_DIR] [CASE...]
#
# Ours against an earlier build ("before") at an equal test budget: for each case
# (default: the JSON and SMT-LIB cases of ../shared/bench/cases), runs before, then ours
# with its defaults, then ours stopped after as many tests as before ran
# (`--max-tests N`, N = before's test count). Tests are what a run costs here (each is a
# z3 or python3 process; the reducer's own overhead is 0.1 ms per test), and a run's
# tests and result do not depend on the machine's load, so the last column answers
# "given the time before needed, is ours any larger?" independently of load.
# Prints a markdown table: tokens (metrics.py) / tests / seconds for each.
# Env: BEFORE_BIN_DIR  reduce-* binaries of the earlier build (required)
#      OURS_BIN_DIR    ours (default: build this checkout)
#      TIMEOUT         seconds per run (default 600)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -d "$BENCH/cases" ] || { echo "no benchmark cases at $BENCH/cases (set BENCH_DIR)" >&2; exit 2; }
[ -n "${BEFORE_BIN_DIR:-}" ] || { echo "set BEFORE_BIN_DIR to the earlier build's reduce-* binaries" >&2; exit 2; }
OUT=${1:-/tmp/equal-budget}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(smoke-json json-medium smoke-smt smt2-unsat)
if [ -z "${OURS_BIN_DIR:-}" ]; then
  (cd "$ROOT" && cargo build --release --bins)
  OURS_BIN_DIR=${CARGO_TARGET_DIR:-$ROOT/target}/release
fi
mkdir -p "$OUT"
field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$1" "$2"; }
for case in "${CASES[@]}"; do
  dir=$BENCH/cases/$case
  echo "== $case ($(date -u +%H:%M:%S), load $(cut -d' ' -f1-3 /proc/loadavg))" >&2
  OURS_BIN_DIR=$BEFORE_BIN_DIR bash "$BENCH/run-peer.sh" ours "$dir" "$OUT/before" "${TIMEOUT:-600}" >/dev/null || true
  OURS_BIN_DIR=$OURS_BIN_DIR bash "$BENCH/run-peer.sh" ours "$dir" "$OUT/ours" "${TIMEOUT:-600}" >/dev/null || true
  # run-peer.sh's count includes the two checks of the original and the final re-check;
  # --max-tests counts the reducer's own tests (its summary line).
  n=$(sed -n 's/.* \([0-9]*\) tests run.*/\1/p' "$OUT/before/ours/$case/tool.log" | tail -1)
  OURS_BIN_DIR=$OURS_BIN_DIR OURS_ARGS="--max-tests $n" \
    bash "$BENCH/run-peer.sh" ours "$dir" "$OUT/ours-at-before" "${TIMEOUT:-600}" >/dev/null || true
done
echo "| case | before | ours | ours at before's test count | tests |"
echo "|---|---|---|---|---|"
for case in "${CASES[@]}"; do
  row="| $case"
  for v in before ours ours-at-before; do
    r=$OUT/$v/ours/$case/result.json
    row="$row | $(field "$r" tokens_out) / $(field "$r" queries) / $(field "$r" seconds)"
  done
  n=$(sed -n 's/.* \([0-9]*\) tests run.*/\1/p' "$OUT/before/ours/$case/tool.log" | tail -1)
  echo "$row | --max-tests $n |"
done
