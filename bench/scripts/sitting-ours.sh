#!/usr/bin/env bash
# usage: bench/scripts/sitting-ours.sh OUT_DIR
#
# The "ours" half of bench/scripts/sitting.sh: this checkout's reducers on every case of
# ../shared/bench/cases and T-Rec's gain and cost (trec-bench.sh), in the same two
# streams (one per core, PAR=1, TIMEOUT=600, --max-time 590). For re-measuring our
# build after a change within a sitting whose peers (and the serial part) are already
# measured: OUT_DIR/ours, OUT_DIR/trec and their tables replace those of the sitting.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:?usage: bench/scripts/sitting-ours.sh OUT_DIR}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
cd "$ROOT"
cargo build --release --bins -q
export OURS_BIN_DIR=${OURS_BIN_DIR:-$TARGET/release}
"$OURS_BIN_DIR/reduce-c" --version > "$OUT/ours-version.txt"
git log --oneline -1 >> "$OUT/ours-version.txt"
B=bench/scripts/perses.sh
ours() { OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 $B "$OUT/ours" "$@"; }
echo "$(date +%T) start: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"
(
  date +"A start %T"
  ours c-csmith-checksum; date +"A ours checksum %T"
) > "$OUT/A.times" 2> "$OUT/A.log" &
(
  date +"B start %T"
  ours c-csmith-sequence-point c-hello-headers smoke-c smoke-json json-medium smoke-smt smt2-unsat
  date +"B ours %T"
  PAR=1 TIMEOUT=600 bench/scripts/trec.sh "$OUT/trec" > "$OUT/trec.table"; date +"B trec %T"
) > "$OUT/B.times" 2> "$OUT/B.log" &
wait
echo "$(date +%T) done: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"
python3 ../shared/bench/peers/table.py "$OUT/ours" > "$OUT/ours.table"
python3 bench/tables.py passes "$OUT/ours" > "$OUT/passes.md"
