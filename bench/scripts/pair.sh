#!/usr/bin/env bash
# usage: bench/run pair [OUT_DIR] [CASE...]
#
# Pairwise reduction benchmark (issue 14): every pair under ../shared/bench/pairs/ and
# bench/pairs/ (a directory with meta.json, the seed, the variant and their two
# scripts) is reduced three ways:
#   ppr     reduce-<lang> pair (PPR: MinTdiff, MinLdiff, MinCommonality to a fixpoint)
#   dd      reduce-<lang> pair --algorithm dd (Zeller's DD over the token diff)
#   perses  reduce-<lang> --perses-only --no-canonicalize on the variant alone, with
#           the variant's script (plain Perses, plus the comment/directive pass)
# and a table is printed: seed / variant / diff tokens before -> after, script runs
# (seed + variant for the pairwise runs), seconds. Raw outputs and --stats-json files
# stay in OUT_DIR/<algorithm>/<case>/.
# Env: PAR (jobs per run, default 1), TIMEOUT (--max-time per run in seconds, default 1800),
#      ALGOS (default "ppr dd perses"), OURS_BIN_DIR (default: this checkout's build).
. "$(dirname "$0")/../lib.sh"
bench_defaults 1 1800
OUT=${1:-/tmp/pair-bench}
shift || true
ALGOS=${ALGOS:-ppr dd perses}
SHARED=$BENCH/pairs
[ -d "$SHARED" ] || die "missing $SHARED (the shared benchmark data)"
cases=()
for d in "$SHARED"/*/ "$BENCH_HOME"/pairs/*/; do
  [ -f "$d/meta.json" ] || continue
  name=$(basename "$d")
  if [ $# -gt 0 ]; then
    case " $* " in *" $name "*) ;; *) continue ;; esac
  fi
  cases+=("$d")
done
mkdir -p "$OUT"
for d in "${cases[@]}"; do
  name=$(basename "$d")
  read -r lang seed variant ts tv < <(meta "$d/meta.json" language seed variant test_seed test_variant)
  bin=$OURS_BIN_DIR/reduce-$lang
  for algo in $ALGOS; do
    w=$OUT/$algo/$name
    rm -rf "$w"; mkdir -p "$w/in"
    cp "$d"/* "$w/in/"
    echo "== $name $algo" >&2
    start=$(date +%s.%N)
    case $algo in
      ppr|dd)
        (cd "$w/in" && "$bin" pair --algorithm "$algo" -j "$PAR" --max-time "$TIMEOUT" -q \
          --test-seed "./$ts" --test-variant "./$tv" -o "$w" --stats-json "$w/stats.json" "$seed" "$variant") \
          >"$w/log.txt" 2>&1 || echo "exit $?" >>"$w/log.txt" ;;
      perses)
        (cd "$w/in" && "$bin" --test "./$tv" --perses-only --no-canonicalize -j "$PAR" --max-time "$TIMEOUT" -q \
          -o "$w/$(basename "$variant" | sed 's/\.\([^.]*\)$/.reduced.\1/')" --stats-json "$w/stats.json" "$variant") \
          >"$w/log.txt" 2>&1 || echo "exit $?" >>"$w/log.txt" ;;
    esac
    end=$(date +%s.%N)
    python3 -c 'import sys; print(float(sys.argv[2]) - float(sys.argv[1]))' "$start" "$end" >"$w/seconds"
    rm -rf "$w/in"
  done
done
tables pairs "$OUT"
