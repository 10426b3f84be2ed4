#!/usr/bin/env bash
# usage: [BEFORE_BIN_DIR=DIR] bench/run sitting OUT_DIR
#
# Every figure of BENCHMARKS.md's single-file tables in one sitting, with raw results:
#   1. the reduction benchmark (bench/run perses) on every case of ../shared/bench/cases,
#      ours and C-Reduce and C-Vise on the C cases, ours and an earlier build of ours
#      ("before", BEFORE_BIN_DIR) on the JSON and SMT-LIB cases, in two streams (one per
#      core, each tool with one test at a time: PAR=1, TIMEOUT=600, ours --max-time 590),
#      and T-Rec's gain and cost (bench/run trec) in the first stream;
#   2. then, alone on the machine: the BFS-depth study (Perses alone, chains counted or
#      free), the deduplication table (bench/run dedup, ours only), parse throughput
#      (parse_bench, three invocations), the generator's stages (frontend_bench, release
#      and debug), the reducer's own overhead per test (perses-overhead, three runs) and
#      the grammars-v4 compatibility table (interpreted mode).
# Env: OURS_BIN_DIR    ours (default: this checkout's release build)
#      BEFORE_BIN_DIR  the earlier build to compare JSON and SMT-LIB against (optional)
# Everything is built before the clock starts; OUT_DIR/*.times has each step's start and
# end, OUT_DIR/load.txt the load average at each step.
. "$(dirname "$0")/../lib.sh"
OUT=$(absdir "${1:?usage: bench/run sitting OUT_DIR}")
build --examples -q
build -q -p reducer-gen --example frontend_bench
build_debug -q -p reducer-gen --example frontend_bench
cd "$ROOT"
"$OURS_BIN_DIR/reduce-c" --version > "$OUT/ours-version.txt"
load() { echo "$(date +%T) $1: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"; }
ours() { OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 bench perses "$OUT/ours" "$@"; }
peers() { local p=$1; shift; OURS=0 PEERS_TO_RUN="$p" PAR=1 TIMEOUT=600 bench perses "$OUT/peers" "$@"; }
before() {
  [ -n "${BEFORE_BIN_DIR:-}" ] || return 0
  OURS_BIN_DIR=$BEFORE_BIN_DIR OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 bench perses "$OUT/before" "$@"
}
load start
(
  date +"A start %T"
  ours c-csmith-checksum; date +"A ours checksum %T"
  peers cvise c-csmith-checksum; date +"A cvise checksum %T"
  ours smoke-json json-medium smoke-smt smt2-unsat; date +"A ours json smt %T"
  before smoke-json json-medium smoke-smt smt2-unsat; date +"A before json smt %T"
  PAR=1 TIMEOUT=600 bench trec "$OUT/trec" > "$OUT/trec.table"; date +"A trec %T"
) > "$OUT/A.times" 2> "$OUT/A.log" &
(
  date +"B start %T"
  peers creduce c-csmith-checksum; date +"B creduce checksum %T"
  ours c-csmith-sequence-point c-hello-headers smoke-c; date +"B ours c %T"
  peers "creduce cvise" c-csmith-sequence-point c-hello-headers smoke-c; date +"B peers c %T"
) > "$OUT/B.times" 2> "$OUT/B.log" &
wait
load "streams done"
python3 "$BENCH/peers/table.py" "$OUT/ours" > "$OUT/ours.table"
python3 "$BENCH/peers/table.py" "$OUT/peers" > "$OUT/peers.table"
[ -z "${BEFORE_BIN_DIR:-}" ] || python3 "$BENCH/peers/table.py" "$OUT/before" > "$OUT/before.table"
tables sitting "$OUT" > "$OUT/table.md"
tables passes "$OUT/ours" > "$OUT/passes.md"

# Alone on the machine from here.
# The BFS-depth study (BENCHMARKS.md): Perses alone, single-child steps counted against
# the depth bound (the default) or free.
for mode in counted free; do
  extra=""; [ $mode = free ] && extra=--bfs-free-chains
  OURS_ARGS="--perses-only --no-canonicalize $extra" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 bench perses "$OUT/bfs-$mode" \
    smoke-c smoke-json smoke-smt c-hello-headers json-medium smt2-unsat > "$OUT/bfs-$mode.table" 2>> "$OUT/bfs.log"
done
load bfs
N=20 PEERS_TO_RUN="" PAR=2 bench dedup "$OUT/dedup" > "$OUT/dedup.table" 2> "$OUT/dedup.log"
load dedup
"$TARGET/release/examples/parse_bench" --make-c /tmp/sitting-big.c > /dev/null
python3 tests/corpus/json/make_large.py /tmp/sitting-big.json > /dev/null
for i in 1 2 3; do
  "$TARGET/release/examples/parse_bench" /tmp/sitting-big.c /tmp/sitting-big.json \
    tests/corpus/c/gcc-E/all_headers_c11.P.c > "$OUT/parse_bench.$i.txt"
done
load parse_bench
"$TARGET/release/examples/frontend_bench" grammars/*.g4 > "$OUT/frontend_bench.release.txt"
"$TARGET/debug/examples/frontend_bench" grammars/*.g4 > "$OUT/frontend_bench.debug.txt"
load frontend_bench
for i in 1 2 3; do
  "$TARGET/release/examples/perses-overhead" > "$OUT/perses-overhead.$i.txt" 2>&1
done
load perses-overhead
"$RG" compat "$V4" > "$OUT/compat.table" 2> "$OUT/compat.log" || true
load compat
echo "done: $OUT"
