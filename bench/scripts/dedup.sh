#!/usr/bin/env bash
# usage: bench/scripts/dedup.sh [OUT_DIR]
#
# Deduplication benchmark (the T-Rec paper's RQ1 in miniature): N variants of one failing
# C program (bench/dedup/make_variants.py: identifiers renamed, constants changed,
# irrelevant code added, declarations reordered) are each reduced; the table counts the
# distinct results (whitespace ignored) per reducer. Fewer distinct results means the
# reducer maps the same bug to the same program.
# Env: N (variants, default 20), SEED (default 1), PAR (jobs, default 2),
#      PEERS_TO_RUN (default "cvise"; "" for ours only), TIMEOUT (seconds per run, 600).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -x "$BENCH/run-peer.sh" ] || { echo "no $BENCH/run-peer.sh (set BENCH_DIR)" >&2; exit 2; }
OUT=${1:-/tmp/dedup-bench}
N=${N:-20}
export PAR=${PAR:-2}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
(cd "$ROOT" && cargo build --release --bin reduce-c)
export OURS_BIN_DIR=$TARGET/release
rm -rf "$OUT"
python3 "$ROOT/bench/dedup/make_variants.py" "$OUT/cases" "$N" "${SEED:-1}"
run() { # label tool [OURS_ARGS]
  local label=$1 tool=$2
  for c in "$OUT"/cases/v*; do
    OURS_ARGS=${3:-} bash "$BENCH/run-peer.sh" "$tool" "$c" "$OUT/$label" "${TIMEOUT:-600}" >/dev/null 2>&1 || true
  done
}
run perses ours --no-canonicalize
run perses+trec ours
for peer in ${PEERS_TO_RUN-cvise}; do
  command -v "$peer" >/dev/null || { echo "skipping $peer (not installed)" >&2; continue; }
  run "$peer" "$peer"
done
python3 - "$OUT" <<'PY'
import json, os, statistics, sys
out = sys.argv[1]
rows = []
for label in sorted(d for d in os.listdir(out) if d != "cases"):
    results, tokens, secs, tests, ok = [], [], [], [], 0
    base = os.path.join(out, label)
    for tool in os.listdir(base):
        for case in sorted(os.listdir(os.path.join(base, tool))):
            d = os.path.join(base, tool, case)
            r = json.load(open(os.path.join(d, "result.json")))
            text = open(os.path.join(d, "prog.c"), errors="replace").read() if os.path.exists(os.path.join(d, "prog.c")) else ""
            results.append("".join(text.split()))
            tokens.append(r.get("tokens_out") or 0)
            secs.append(r.get("seconds") or 0)
            tests.append(r.get("queries") or 0)
            ok += bool(r.get("final_ok"))
    if results:
        rows.append((label, len(results), len(set(results)), ok, statistics.median(tokens), statistics.median(tests), statistics.median(secs)))
print(f"{'reducer':<14} {'variants':>8} {'distinct':>8} {'final ok':>8} {'median tokens':>13} {'median tests':>12} {'median s':>8}")
for r in rows:
    print(f"{r[0]:<14} {r[1]:>8} {r[2]:>8} {r[3]:>8} {r[4]:>13} {r[5]:>12} {r[6]:>8.1f}")
PY
