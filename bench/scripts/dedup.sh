#!/usr/bin/env bash
# usage: bench/run dedup [OUT_DIR]
#
# Deduplication benchmark (the T-Rec paper's RQ1 in miniature): N variants of one failing
# C program (bench/dedup/make_variants.py: identifiers renamed, constants changed,
# irrelevant code added, declarations reordered) are each reduced; the table counts the
# distinct results (whitespace ignored) per reducer. Fewer distinct results means the
# reducer maps the same bug to the same program.
# Env: N (variants, default 20), SEED (default 1), PAR (jobs, default 2),
#      PEERS_TO_RUN (default "cvise"; "" for ours only), TIMEOUT (seconds per run, 600).
. "$(dirname "$0")/../lib.sh"
need_run_peer
bench_defaults 2 600
OUT=${1:-/tmp/dedup-bench}
N=${N:-20}
rm -rf "$OUT"
python3 "$BENCH_HOME/dedup/make_variants.py" "$OUT/cases" "$N" "${SEED:-1}"
run() { # label tool [OURS_ARGS]
  local label=$1 tool=$2
  for c in "$OUT"/cases/v*; do
    OURS_ARGS=${3:-} run_peer "$tool" "$c" "$OUT/$label" >/dev/null 2>&1 || true
  done
}
run perses ours --no-canonicalize
run perses+trec ours
for peer in ${PEERS_TO_RUN-cvise}; do
  command -v "$peer" >/dev/null || { echo "skipping $peer (not installed)" >&2; continue; }
  run "$peer" "$peer"
done
tables dedup "$OUT"
