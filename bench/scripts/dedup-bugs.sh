#!/usr/bin/env bash
# usage: bench/run dedup-bugs [OUT_DIR]
#
# Deduplication across distinct bugs (the T-Rec paper's RQ1): three gcc warnings, each
# with its own property, N csmith variants each (bench/dedup/make_bugs.sh, fixed
# seeds). Every variant is reduced with its own bug's property; the table gives, per
# reducer, the distinct results per bug (whitespace ignored; ideal 1) and the results
# shared across bugs (must be 0).
# Env: N (variants per bug, default 10), PAR (jobs, default 1), TIMEOUT (s per run, 600),
#      LABELS (default "perses perses+trec": ours with --no-canonicalize, ours default),
#      PEERS_TO_RUN (default ""; e.g. "cvise creduce"), PEER_N (variants per bug for the
#      peers, default N), TABLE_ONLY=1 (print the table of OUT_DIR as it is),
#      OURS_BIN_DIR (default: this checkout's build), SHARD=i/n (run only every
#      n-th case from the i-th, 0-based: several streams into one OUT_DIR), RESUME=1
#      (skip runs whose result.json exists).
. "$(dirname "$0")/../lib.sh"
need_run_peer
bench_defaults 1 600
OUT=${1:-/tmp/dedup-bugs}
N=${N:-10}
if [ "${TABLE_ONLY:-0}" != 1 ]; then
  [ -f "$OUT/cases/seeds.txt" ] || bash "$BENCH_HOME/dedup/make_bugs.sh" "$OUT/cases" "$N" >/dev/null
  for label in ${LABELS-perses perses+trec}; do
    case $label in perses) args=--no-canonicalize ;; *) args= ;; esac
    k=-1
    for c in "$OUT"/cases/*/; do
      k=$((k + 1))
      [ -z "${SHARD:-}" ] || [ $((k % ${SHARD#*/})) = "${SHARD%/*}" ] || continue
      [ "${RESUME:-0}" = 1 ] && [ -f "$OUT/$label/ours/$(basename "$c")/result.json" ] && continue
      echo "== $label $(basename "$c")" >&2
      OURS_ARGS=$args run_peer ours "$c" "$OUT/$label" >/dev/null 2>&1 || true
    done
  done
  for peer in ${PEERS_TO_RUN-}; do
    command -v "$peer" >/dev/null || { echo "skipping $peer (not installed)" >&2; continue; }
    for bug in $(cut -d' ' -f1 "$OUT/cases/seeds.txt" | sort -u); do
      for seed in $(awk -v b="$bug" '$1 == b {print $2}' "$OUT/cases/seeds.txt" | head -n "${PEER_N:-$N}"); do
        echo "== $peer $bug-s$seed" >&2
        run_peer "$peer" "$OUT/cases/$bug-s$seed" "$OUT/$peer" >/dev/null 2>&1 || true
      done
    done
  done
fi
tables dedup-bugs "$OUT"
