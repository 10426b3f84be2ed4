#!/usr/bin/env bash
# usage: bench/scripts/trec.sh [OUT_DIR] [CASE...]
#
# T-Rec's gain and cost: ours with `--no-canonicalize` (Perses and the passes beyond it)
# against the default (the same plus T-Rec) on the shared benchmark cases, one case after
# the other, both modes back to back. Prints final tokens, non-whitespace bytes, tests and
# seconds of each and T-Rec's cost ratio (default / --no-canonicalize) in tests and time.
# Default cases: every case but c-csmith-checksum (it runs into the 600 s limit alone).
# Env: PAR (jobs, default 1), TIMEOUT (seconds per run, default 600),
#      OURS_BIN_DIR (default: build this checkout's release binaries).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -d "$BENCH/cases" ] || { echo "no benchmark cases at $BENCH/cases (set BENCH_DIR)" >&2; exit 2; }
OUT=${1:-/tmp/trec-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$BENCH/cases" | grep -v '^c-csmith-checksum$'))
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
if [ -z "${OURS_BIN_DIR:-}" ]; then
  (cd "$ROOT" && cargo build --release --bins)
  export OURS_BIN_DIR=$TARGET/release
fi
export PAR=${PAR:-1}
mkdir -p "$OUT"
for case in "${CASES[@]}"; do
  echo "== $case" >&2
  OURS_ARGS=--no-canonicalize bash "$BENCH/run-peer.sh" ours "$BENCH/cases/$case" "$OUT/perses" "${TIMEOUT:-600}" >/dev/null || true
  OURS_ARGS= bash "$BENCH/run-peer.sh" ours "$BENCH/cases/$case" "$OUT/trec" "${TIMEOUT:-600}" >/dev/null || true
done
python3 - "$OUT" "${CASES[@]}" <<'PY'
import json, os, sys
out, cases = sys.argv[1], sys.argv[2:]
def load(label, case):
    d = os.path.join(out, label, "ours", case)
    r = json.load(open(os.path.join(d, "result.json")))
    files = [f for f in os.listdir(d) if f not in ("result.json", "tool.log")]
    nws = sum(len("".join(open(os.path.join(d, f), errors="replace").read().split())) for f in files)
    return r.get("tokens_out"), nws, r.get("queries") or 0, r.get("seconds") or 0.0, bool(r.get("final_ok"))
hdr = f"{'case':<24} {'tokens P/T':>11} {'nws bytes P/T':>14} {'tests P/T':>12} {'seconds P/T':>14} {'tests x':>7} {'time x':>7} {'ok':>3}"
print(hdr)
for c in cases:
    try:
        p, t = load("perses", c), load("trec", c)
    except OSError as e:
        print(f"{c:<24} missing result ({e})")
        continue
    rt = t[2] / p[2] if p[2] else float("nan")
    rs = t[3] / p[3] if p[3] else float("nan")
    ok = "yes" if p[4] and t[4] else "NO"
    print(f"{c:<24} {p[0]:>5}/{t[0]:<5} {p[1]:>6}/{t[1]:<7} {p[2]:>5}/{t[2]:<6} {p[3]:>6.1f}/{t[3]:<7.1f} {rt:>7.2f} {rs:>7.2f} {ok:>3}")
PY
