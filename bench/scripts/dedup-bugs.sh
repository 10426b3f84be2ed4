#!/usr/bin/env bash
# usage: bench/scripts/dedup-bugs.sh [OUT_DIR]
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
#      OURS_BIN_DIR (default: build this checkout's reduce-c), SHARD=i/n (run only every
#      n-th case from the i-th, 0-based: several streams into one OUT_DIR), RESUME=1
#      (skip runs whose result.json exists).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -x "$BENCH/run-peer.sh" ] || { echo "no $BENCH/run-peer.sh (set BENCH_DIR)" >&2; exit 2; }
OUT=${1:-/tmp/dedup-bugs}
N=${N:-10}
export PAR=${PAR:-1}
if [ "${TABLE_ONLY:-0}" != 1 ]; then
  if [ -z "${OURS_BIN_DIR:-}" ]; then
    TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
    (cd "$ROOT" && cargo build --release --bin reduce-c)
    export OURS_BIN_DIR=$TARGET/release
  fi
  [ -f "$OUT/cases/seeds.txt" ] || bash "$ROOT/bench/dedup/make_bugs.sh" "$OUT/cases" "$N" >/dev/null
  for label in ${LABELS-perses perses+trec}; do
    case $label in perses) args=--no-canonicalize ;; *) args= ;; esac
    k=-1
    for c in "$OUT"/cases/*/; do
      k=$((k + 1))
      [ -z "${SHARD:-}" ] || [ $((k % ${SHARD#*/})) = "${SHARD%/*}" ] || continue
      [ "${RESUME:-0}" = 1 ] && [ -f "$OUT/$label/ours/$(basename "$c")/result.json" ] && continue
      echo "== $label $(basename "$c")" >&2
      OURS_ARGS=$args bash "$BENCH/run-peer.sh" ours "$c" "$OUT/$label" "${TIMEOUT:-600}" >/dev/null 2>&1 || true
    done
  done
  for peer in ${PEERS_TO_RUN-}; do
    command -v "$peer" >/dev/null || { echo "skipping $peer (not installed)" >&2; continue; }
    for bug in $(cut -d' ' -f1 "$OUT/cases/seeds.txt" | sort -u); do
      for seed in $(awk -v b="$bug" '$1 == b {print $2}' "$OUT/cases/seeds.txt" | head -n "${PEER_N:-$N}"); do
        echo "== $peer $bug-s$seed" >&2
        bash "$BENCH/run-peer.sh" "$peer" "$OUT/cases/$bug-s$seed" "$OUT/$peer" "${TIMEOUT:-600}" >/dev/null 2>&1 || true
      done
    done
  done
fi
python3 - "$OUT" <<'PY'
import collections, json, os, statistics, sys
out = sys.argv[1]
print(f"{'reducer':<13} {'bug':<13} {'variants':>8} {'final ok':>8} {'distinct':>8} {'median tokens':>13} {'median tests':>12} {'median s':>8}")
for label in sorted(d for d in os.listdir(out) if d != "cases"):
    base = os.path.join(out, label)
    by_bug = collections.defaultdict(list)
    for tool in os.listdir(base):
        for case in sorted(os.listdir(os.path.join(base, tool))):
            d = os.path.join(base, tool, case)
            try:
                r = json.load(open(os.path.join(d, "result.json")))
            except OSError:
                continue
            p = os.path.join(d, "prog.c")
            text = "".join(open(p, errors="replace").read().split()) if os.path.exists(p) else ""
            bug = case.rsplit("-s", 1)[0]
            by_bug[bug].append((text, r.get("tokens_out") or 0, r.get("queries") or 0, r.get("seconds") or 0.0, bool(r.get("final_ok"))))
    owners = collections.defaultdict(set)
    for bug, rows in by_bug.items():
        for row in rows:
            owners[row[0]].add(bug)
    for bug in sorted(by_bug):
        rows = by_bug[bug]
        print(f"{label:<13} {bug:<13} {len(rows):>8} {sum(r[4] for r in rows):>8} {len({r[0] for r in rows}):>8} "
              f"{statistics.median(r[1] for r in rows):>13} {statistics.median(r[2] for r in rows):>12} {statistics.median(r[3] for r in rows):>8.1f}")
    shared = sum(1 for t, bugs in owners.items() if len(bugs) > 1)
    print(f"{label:<13} {'(all)':<13} {sum(len(r) for r in by_bug.values()):>8} {'':>8} {len(owners):>8}   results shared across bugs: {shared}")
PY
