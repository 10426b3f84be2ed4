#!/usr/bin/env bash
# usage: BEFORE_BIN_DIR=DIR bench/run anytime [OUT_DIR] [CASE...]
#
# Ours against an earlier build ("before") over the whole run, not only at its end: each
# case (default: the JSON and SMT-LIB cases of ../shared/bench/cases) is reduced by
# before, then by ours, one test at a time (`--jobs 1 -v`), and every line the reducer
# prints is stamped with the seconds since the start. `bench/tables.py anytime` reads the
# improvements ("N/M tokens, ..., T tests, ...") back and answers, per case: when does
# ours reach before's final size, and is ours' best-so-far ever larger than before's at
# the same test count or the same second?
# Env: BEFORE_BIN_DIR  reduce-* binaries of the earlier build (required)
#      OURS_BIN_DIR    ours (default: this checkout's build)
#      TIMEOUT         seconds per run (default 600)
. "$(dirname "$0")/../lib.sh"
need_cases
need_before
bench_defaults 1 600
OUT=${1:-/tmp/anytime}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(smoke-json json-medium smoke-smt smt2-unsat)
OUT=$(absdir "$OUT")
OURS_BIN_DIR=$(cd "$OURS_BIN_DIR" && pwd)
BEFORE_BIN_DIR=$(cd "$BEFORE_BIN_DIR" && pwd)
# Prefixes each line of standard input with the seconds since this process started.
STAMP='import sys, time
t0 = time.monotonic()
for line in sys.stdin:
    sys.stdout.write("%.3f %s" % (time.monotonic() - t0, line))
    sys.stdout.flush()'
for case in "${CASES[@]}"; do
  dir=$BENCH/cases/$case
  read -r file lang < <(meta "$dir/meta.json" file language)
  for who in before ours; do
    bin=$OURS_BIN_DIR; [ "$who" = before ] && bin=$BEFORE_BIN_DIR
    echo "== $case $who ($(stamp))" >&2
    work=$(mktemp -d /tmp/anytime.XXXXXX)
    cp -a "$dir/." "$work/"
    mkdir -p "$OUT/$who"
    (cd "$work" && timeout "$TIMEOUT" "$bin/reduce-$lang" --test ./test.sh --jobs 1 -v \
        -o "$OUT/$who/$case.$file" "$file" 2>&1 | python3 -u -c "$STAMP" > "$OUT/$who/$case.log") || true
    rm -rf "$work"
  done
done
tables anytime "$OUT" "${CASES[@]}" | tee "$OUT/table.md"
