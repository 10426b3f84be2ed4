#!/usr/bin/env bash
# usage: bench/scripts/pair.sh [OUT_DIR] [CASE...]
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
#      ALGOS (default "ppr dd perses"), CARGO_TARGET_DIR (where the release build goes).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-/tmp/pair-bench}
shift || true
PAR=${PAR:-1}
TIMEOUT=${TIMEOUT:-1800}
ALGOS=${ALGOS:-ppr dd perses}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
SHARED=$ROOT/../shared/bench/pairs
[ -d "$SHARED" ] || { echo "missing $SHARED (the shared benchmark data)" >&2; exit 2; }
(cd "$ROOT" && cargo build --release --bin reduce-c --bin reduce-json --bin reduce-smt2 >&2)
cases=()
for d in "$SHARED"/*/ "$ROOT"/bench/pairs/*/; do
  [ -f "$d/meta.json" ] || continue
  name=$(basename "$d")
  if [ $# -gt 0 ]; then
    case " $* " in *" $name "*) ;; *) continue ;; esac
  fi
  cases+=("$d")
done
mkdir -p "$OUT"
field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$1/meta.json" "$2"; }
for d in "${cases[@]}"; do
  name=$(basename "$d")
  lang=$(field "$d" language)
  bin=$TARGET/release/reduce-$lang
  seed=$(field "$d" seed); variant=$(field "$d" variant)
  ts=$(field "$d" test_seed); tv=$(field "$d" test_variant)
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
python3 - "$OUT" "$ROOT" "${cases[@]}" <<'PY'
import json, os, re, subprocess, sys
out, root, cases = sys.argv[1], sys.argv[2], sys.argv[3:]
def load(p):
    try:
        return json.load(open(p))
    except Exception:
        return None
rows = []
print("| case | algorithm | seed tokens | variant tokens | diff tokens | diff removed | tests | seconds |")
print("|---|---|---|---|---|---|---|---|")
for d in cases:
    name = os.path.basename(d.rstrip("/"))
    for algo in ["ppr", "dd", "perses"]:
        w = os.path.join(out, algo, name)
        s = load(os.path.join(w, "stats.json"))
        if s is None:
            continue
        secs = float(open(os.path.join(w, "seconds")).read())
        if algo == "perses":
            row = ("-", "%d -> %d" % (s["tokens_before"], s["tokens_after"]), "-", "-", s["tests_run"])
        else:
            st, vt, dt = s["seed_tokens"], s["variant_tokens"], s["diff_tokens"]
            pct = 100.0 * (dt[0] - dt[1]) / dt[0] if dt[0] else 0.0
            row = ("%d -> %d" % tuple(st), "%d -> %d" % tuple(vt), "%d -> %d" % tuple(dt), "%.1f%%" % pct, s["tests"])
        flag = "" if s.get("stopped") in (None, "null") else " (stopped: %s)" % s["stopped"]
        print("| %s | %s | %s | %s | %s | %s | %s | %.1f%s |" % ((name, algo) + row + (secs, flag)))
PY
