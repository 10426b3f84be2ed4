#!/usr/bin/env bash
# usage: bench/run jobs [OUT_DIR] [CASE...]
#
# Issue 27, point 3: `--jobs 2` against `--jobs 1` on slow properties. Each case
# (default: c-csmith-checksum of ../shared and the four C++ cases of bench/cpp-cases) is
# reduced by ours once per job count in JOBS, one run after the other, with `-v`, every
# line stamped with the seconds since the start, TIMEOUT seconds each. A reduction does
# not depend on the number of jobs, so the runs accept the same candidates in the same
# order; `bench/tables.py jobs` times each run's arrival at the sizes both reach and
# prints the speed-up (seconds with one job over seconds with more) at the last size
# both reached, and the tests each run started (`--stats-json`); `jobs-model` predicts
# the speed-up and the wasted tests at 2 to 32 jobs from the one-job run's searches.
# Env: OURS_BIN_DIR  ours' reduce-* binaries (default: this checkout's release build)
#      TIMEOUT       seconds per run (default 300)
#      JOBS          job counts, the first the baseline (default "1 2")
. "$(dirname "$0")/../lib.sh"
need_cases
bench_defaults 1 300
JOBS=${JOBS:-1 2}
OUT=$(absdir "${1:-/tmp/jobs}")
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(c-csmith-checksum cpp-compile-deleted-function cpp-warn-unused-but-set
  cpp-run-o2-wrong-output cpp-compile-no-match-operator)
OURS_BIN_DIR=$(cd "$OURS_BIN_DIR" && pwd)
# Prefixes each line of standard input with the seconds since this process started.
STAMP='import sys, time
t0 = time.monotonic()
for line in sys.stdin:
    sys.stdout.write("%.3f %s" % (time.monotonic() - t0, line))
    sys.stdout.flush()'
case_dir() {
  for d in "$BENCH/cases/$1" "$BENCH_HOME"/*-cases/"$1"; do
    [ -f "$d/meta.json" ] && { echo "$d"; return; }
  done
  die "no case $1 in $BENCH/cases or bench/*-cases"
}
# The load, every 10 s, while the runs go on.
(while sleep 10; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; done) >> "$OUT/load.txt" &
logger=$!
trap 'kill $logger 2>/dev/null || true' EXIT
for case in "${CASES[@]}"; do
  dir=$(case_dir "$case")
  read -r file lang < <(meta "$dir/meta.json" file language)
  [ "$lang" = c++ ] && lang=cpp
  for j in $JOBS; do
    echo "== $case --jobs $j ($(stamp))" >&2
    work=$(mktemp -d /tmp/jobs.XXXXXX)
    cp -a "$dir/." "$work/"
    mkdir -p "$OUT/j$j"
    (cd "$work" && timeout "$TIMEOUT" "$OURS_BIN_DIR/reduce-$lang" --test ./test.sh --jobs "$j" -v \
        --stats-json "$OUT/j$j/$case.stats.json" -o "$OUT/j$j/$case.$file" "$file" 2>&1 |
        python3 -u -c "$STAMP" > "$OUT/j$j/$case.log") || true
    rm -rf "$work"
  done
done
{
  tables jobs "$OUT" $JOBS -- "${CASES[@]}"
  echo
  # The scaling model of --jobs N, from the first job count's runs (bench/tables.py jobs_model).
  tables jobs-model "$OUT" "${JOBS%% *}" "${CASES[@]}"
} | tee "$OUT/table.md"
