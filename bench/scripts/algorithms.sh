#!/usr/bin/env bash
# usage: bench/scripts/algorithms.sh [OUT_DIR] [CASE...]
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
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -d "$BENCH/cases" ] || { echo "no benchmark cases at $BENCH/cases (set BENCH_DIR)" >&2; exit 2; }
OUT=${1:-/tmp/algorithms-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(smoke-c smoke-json smoke-smt c-hello-headers json-medium smt2-unsat c-csmith-sequence-point c-csmith-checksum)
CAP=${CAP:-300}
PAR=${PAR:-1}
ALGOS=${ALGOS:-perses perses-paper hdd hdd-star gtr gtr-corpus ddmin-lines ddmin-tokens ddmin-bytes}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
(cd "$ROOT" && cargo build --release --bins >&2)
BIN=$TARGET/release
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
  read -r FILE LANG_ < <(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["file"], m["language"])' "$dir/meta.json")
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

python3 - "$OUT" "$CAP" <<'PY'
import json, os, sys
out, cap = sys.argv[1], sys.argv[2]
rows = []
for case in sorted(os.listdir(f"{out}/runs")):
    for algo in os.listdir(f"{out}/runs/{case}"):
        p = f"{out}/runs/{case}/{algo}/stats.json"
        if not os.path.exists(p):
            rows.append((case, algo, "-", "-", "-", "-", "-", "failed")); continue
        s = json.load(open(p))
        rej = sum(v["parse_rejects"] for v in s["passes"].values())
        tests = s["tests_run"]
        if algo.startswith("ddmin"):
            share = "-"
        elif algo == "gtr-corpus":
            share = f"{100 * rej / max(tests, 1):.0f}%"
        else:
            share = f"{100 * rej / max(tests + rej, 1):.0f}%"
        note = "cap" if s["stopped"] else ("" if s["final_check"] else "final check failed")
        rows.append((case, algo, s["tokens_before"], s["tokens_after"], tests, f"{s['total_seconds']:.1f}", share, note))
order = "perses perses-paper hdd hdd-star gtr gtr-corpus ddmin-lines ddmin-tokens ddmin-bytes".split()
rows.sort(key=lambda r: (r[0], order.index(r[1]) if r[1] in order else 99))
print(f"| case | algorithm | tokens in | tokens out | tests | seconds | parser-rejected | note |")
print("|---|---|---:|---:|---:|---:|---:|---|")
for r in rows:
    print("| " + " | ".join(str(x) for x in r) + " |")
print(f"\n(--max-time {cap} s per run; `cap`: stopped there with its best result)")
PY
