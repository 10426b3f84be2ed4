#!/usr/bin/env bash
# usage: bench/run algorithms [OUT_DIR] [CASE...]
#
# Runs every reducer of `--algorithm` (issue 15) on the shared benchmark cases
# (../shared/bench/cases, or $BENCH_DIR/cases) with the release build of this checkout,
# one run at a time, and prints one table: final parser tokens, property tests run
# (cache hits not counted), seconds, and the share of candidates the parser rejected.
#
# Rows per case:
#   perses        the default (Perses, the passes beyond it, T-Rec)
#   perses-paper  --perses-only --no-canonicalize (Perses alone, as in its paper)
#   hdd, hdd-star, gtr, ddmin-lines, ddmin-tokens, ddmin-bytes
#                 --algorithm NAME --no-canonicalize (the papers' algorithms alone)
#   gtr-corpus    gtr with the filter learned (--learn) from the project's corpus of the
#                 case's language (tests/corpus/<lang>/..., learned once per language)
# parser-rejected: candidates the grammar dropped before any test / (tests + dropped);
# for gtr-corpus, tested candidates that do not parse / tests (the learned filter lets
# them through). ddmin never parses its candidates ("-").
#
# Env: CAP     --max-time of each run in seconds (default 300); a capped run keeps its
#              best result and is marked `cap` in the table
#      PAR     --jobs (default 1)
#      ALGOS   rows to run (default: all of the above)
. "$(dirname "$0")/../lib.sh"
need_cases
bench_defaults 1 600
OUT=${1:-/tmp/algorithms-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(smoke-c smoke-json smoke-smt c-hello-headers json-medium smt2-unsat c-csmith-sequence-point c-csmith-checksum)
CAP=${CAP:-300}
ALGOS=${ALGOS:-perses perses-paper hdd hdd-star gtr gtr-corpus ddmin-lines ddmin-tokens ddmin-bytes}
BIN=$OURS_BIN_DIR
mkdir -p "$OUT/filters"

# One corpus directory per language (symlinks to the project's parsable examples).
learn() {
  local lang=$1; shift
  local dir=$OUT/filters/$lang-corpus
  rm -rf "$dir"; mkdir -p "$dir"
  for d in "$@"; do
    for f in "$ROOT/tests/corpus/$d"/*; do
      [ -f "$f" ] && ln -s "$f" "$dir/$(basename "$d")-$(basename "$f")"
    done
  done
  "$BIN/reduce-$lang" --learn "$dir" --gtr-filter "$OUT/filters/$lang.gtr" 2>>"$OUT/filters/learn.log"
}
case " $ALGOS " in
  *" gtr-corpus "*)
    learn c c/hand c/gnu-c23 c/csmith c/gcc-E
    learn json json/valid
    learn smt2 smt2/hand smt2/z3 ;;
esac

for case in "${CASES[@]}"; do
  dir=$BENCH/cases/$case
  read -r FILE LANG_ < <(meta "$dir/meta.json" file language)
  for algo in $ALGOS; do
    case $algo in
      perses) ARGS=() ;;
      perses-paper) ARGS=(--perses-only --no-canonicalize) ;;
      gtr-corpus) ARGS=(--algorithm gtr --gtr-filter "$OUT/filters/$LANG_.gtr" --no-canonicalize) ;;
      *) ARGS=(--algorithm "$algo" --no-canonicalize) ;;
    esac
    run=$OUT/runs/$case/$algo
    rm -rf "$run"; mkdir -p "$run/in"
    cp "$dir/$FILE" "$run/in/$FILE"
    echo "== $algo on $case" >&2
    "$BIN/reduce-$LANG_" --test "$dir/test.sh" --jobs "$PAR" --max-time "$CAP" -q \
      -o "$run/$FILE" --stats-json "$run/stats.json" "${ARGS[@]}" "$run/in/$FILE" 2>"$run/log" || true
  done
done
tables algorithms "$OUT" "$CAP"
