#!/usr/bin/env bash
# Runs our reducers and the peers on the shared benchmark cases and prints one table:
# final size (bytes, tokens), test runs (queries) and wall time, side by side.
#
# usage: bench/peers.sh [CASE...]        (default: every case in ../shared/bench/cases)
# env:   TOOLS="ours cvise creduce picireny treereduce ddsmt"   PAR=2   TIMEOUT=600
#        OUT=target/bench-peers
# Needs the peers: sudo ../shared/bench/install-peers.sh (a few minutes, once).
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=$(cd ../shared/bench && pwd) || { echo "error: ../shared/bench is missing" >&2; exit 1; }
TOOLS=${TOOLS:-"ours cvise creduce picireny treereduce ddsmt"}
export PAR=${PAR:-2}
TIMEOUT=${TIMEOUT:-600}
OUT=${OUT:-target/bench-peers}
cargo build --release --quiet --bin reduce-c --bin reduce-json --bin reduce-smt2
export OURS_BIN_DIR=$PWD/target/release
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=($(ls "$SHARED/cases"))
for case in "${cases[@]}"; do
  lang=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["language"])' "$SHARED/cases/$case/meta.json")
  for tool in $TOOLS; do
    case "$lang" in
      c) export PICIRENY_GRAMMAR=$PWD/grammars/c.g4 PICIRENY_START=compilationUnit ;;
      json) export PICIRENY_GRAMMAR=$PWD/grammars/json.g4 PICIRENY_START=json ;;
      smt2) export PICIRENY_GRAMMAR=$PWD/grammars/smtlib2.g4 PICIRENY_START=script ;;
    esac
    echo "== $tool on $case" >&2
    "$SHARED/run-peer.sh" "$tool" "$SHARED/cases/$case" "$OUT" "$TIMEOUT" >/dev/null 2>&1 || true
  done
done
python3 "$SHARED/peers/table.py" "$OUT"
