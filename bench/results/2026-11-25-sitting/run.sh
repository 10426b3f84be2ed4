#!/bin/bash
# Benchmark sitting 2026-11-25 (issue 12): two streams at nice -10, one per core.
cd /work/main
O=/work/sitting-1125
(
  date +"A start %T"
  OURS_BIN_DIR=/work/bin-38bd73d OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/ours > $O/A-ours.log 2>&1
  date +"A ours done %T"
  OURS=0 PEERS_TO_RUN=cvise PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/peers smoke-c c-hello-headers c-csmith-sequence-point c-csmith-checksum > $O/A-cvise.log 2>&1
  date +"A done %T"
) > $O/A.times 2>&1 &
(
  date +"B start %T"
  OURS=0 PEERS_TO_RUN=creduce PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/peers smoke-c c-hello-headers c-csmith-sequence-point c-csmith-checksum > $O/B-creduce.log 2>&1
  date +"B creduce done %T"
  while [ ! -x /work/target-before/release/reduce-smt2 ] || pgrep -f "target-before" >/dev/null; do sleep 10; done
  OURS_BIN_DIR=/work/target-before/release OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/before-a84998b smoke-c smoke-json smoke-smt c-hello-headers json-medium smt2-unsat > $O/B-before.log 2>&1
  date +"B done %T"
) > $O/B.times 2>&1 &
wait
