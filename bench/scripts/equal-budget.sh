#!/usr/bin/env bash
# usage: BEFORE_BIN_DIR=DIR bench/run equal-budget [OUT_DIR] [CASE...]
#
# Ours against an earlier build ("before") at an equal test budget: for each case
# (default: the JSON and SMT-LIB cases of ../shared/bench/cases), runs before, then ours
# with its defaults, then ours stopped after as many tests as before ran
# (`--max-tests N`, N = before's test count). Tests are what a run costs here (each is a
# z3 or python3 process; the reducer's own overhead is a fraction of a millisecond per
# test), and a run's tests and result do not depend on the machine's load, so the last
# column answers "given the time before needed, is ours any larger?" independently of load.
# Prints a markdown table: tokens (metrics.py) / tests / seconds for each.
# Env: BEFORE_BIN_DIR  reduce-* binaries of the earlier build (required)
#      OURS_BIN_DIR    ours (default: this checkout's build)
#      TIMEOUT         seconds per run (default 600)
. "$(dirname "$0")/../lib.sh"
need_cases
need_before
bench_defaults 1 600
OUT=${1:-/tmp/equal-budget}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(smoke-json json-medium smoke-smt smt2-unsat)
mkdir -p "$OUT"
# The reducer's own test count (its summary line), as --max-tests counts: run-peer.sh's
# count also includes the two checks of the original and the final re-check.
tests_run() { sed -n 's/.* \([0-9]*\) tests run.*/\1/p' "$1" | tail -1; }
for case in "${CASES[@]}"; do
  dir=$BENCH/cases/$case
  echo "== $case ($(stamp))" >&2
  OURS_BIN_DIR=$BEFORE_BIN_DIR run_peer ours "$dir" "$OUT/before" >/dev/null || true
  run_peer ours "$dir" "$OUT/ours" >/dev/null || true
  n=$(tests_run "$OUT/before/ours/$case/tool.log")
  OURS_ARGS="--max-tests $n" run_peer ours "$dir" "$OUT/ours-at-before" >/dev/null || true
done
tables equal-budget "$OUT" "${CASES[@]}"
