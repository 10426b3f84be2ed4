#!/usr/bin/env bash
# usage: bench/run sitting-ours OUT_DIR
#
# The "ours" half of `bench/run sitting`: this checkout's reducers on every case of
# ../shared/bench/cases and T-Rec's gain and cost (bench/run trec), in the same two
# streams (one per core, PAR=1, TIMEOUT=600, --max-time 590). For re-measuring our
# build after a change within a sitting whose peers (and the serial part) are already
# measured: OUT_DIR/ours, OUT_DIR/trec and their tables replace those of the sitting.
. "$(dirname "$0")/../lib.sh"
OUT=$(absdir "${1:?usage: bench/run sitting-ours OUT_DIR}")
cd "$ROOT"
"$OURS_BIN_DIR/reduce-c" --version > "$OUT/ours-version.txt"
git log --oneline -1 >> "$OUT/ours-version.txt"
ours() { OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 bench perses "$OUT/ours" "$@"; }
echo "$(date +%T) start: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"
(
  date +"A start %T"
  ours c-csmith-checksum; date +"A ours checksum %T"
) > "$OUT/A.times" 2> "$OUT/A.log" &
(
  date +"B start %T"
  ours c-csmith-sequence-point c-hello-headers smoke-c smoke-json json-medium smoke-smt smt2-unsat
  date +"B ours %T"
  PAR=1 TIMEOUT=600 bench trec "$OUT/trec" > "$OUT/trec.table"; date +"B trec %T"
) > "$OUT/B.times" 2> "$OUT/B.log" &
wait
echo "$(date +%T) done: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"
python3 "$BENCH/peers/table.py" "$OUT/ours" > "$OUT/ours.table"
tables passes "$OUT/ours" > "$OUT/passes.md"
