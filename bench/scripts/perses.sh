#!/usr/bin/env bash
# usage: bench/scripts/perses.sh [OUT_DIR] [CASE...]
#
# Builds reduce-c, reduce-json and reduce-smt2 (release) and runs them and the peers on
# the shared benchmark cases (../shared/bench/cases, or $BENCH_DIR/cases), then prints
# final tokens, test runs and wall time side by side (../shared/bench/peers/table.py).
# Env: PEERS_TO_RUN  peers besides ours (default: "creduce cvise"; also picireny,
#                   treereduce, ddsmt, lithium, ddmin-lines; "" for ours only)
#      OURS          0 to run only the peers (e.g. to run them beside ours on the other core)
#      OURS_BIN_DIR  reduce-* binaries to run as ours (default: build this checkout)
#      OURS_ARGS     extra options for ours (e.g. --max-time 590)
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
[ -d "$BENCH/cases" ] || { echo "no benchmark cases at $BENCH/cases (set BENCH_DIR)" >&2; exit 2; }
OUT=${1:-/tmp/perses-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$BENCH/cases"))
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
# OURS_BIN_DIR: another build of ours (e.g. an earlier commit's, to compare); default:
# this checkout's, built here.
if [ -z "${OURS_BIN_DIR:-}" ]; then
  (cd "$ROOT" && cargo build --release --bins)
  export OURS_BIN_DIR=$TARGET/release
fi
mkdir -p "$OUT"
for case in "${CASES[@]}"; do
  # picireny gets our own grammar of the case's language.
  case $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["language"])' "$BENCH/cases/$case/meta.json") in
    c) export PICIRENY_GRAMMAR=$ROOT/grammars/c.g4 PICIRENY_START=compilationUnit ;;
    json) export PICIRENY_GRAMMAR=$ROOT/grammars/json.g4 PICIRENY_START=json ;;
    smt2) export PICIRENY_GRAMMAR=$ROOT/grammars/smtlib2.g4 PICIRENY_START=script ;;
  esac
  OURS_TOOL=ours; [ "${OURS:-1}" = 0 ] && OURS_TOOL=
  for tool in $OURS_TOOL ${PEERS_TO_RUN-creduce cvise}; do
    if [ "$tool" = creduce ] || [ "$tool" = cvise ] && ! command -v "$tool" >/dev/null; then
      echo "skipping $tool (not installed)" >&2; continue
    fi
    echo "== $tool on $case" >&2
    PAR=${PAR:-1} bash "$BENCH/run-peer.sh" "$tool" "$BENCH/cases/$case" "$OUT" "${TIMEOUT:-600}" >/dev/null || true
  done
done
python3 "$BENCH/peers/table.py" "$OUT"
