#!/bin/bash
# Quiet sitting 2026-11-25 02:30 (helpers done): the C cases that were contested, two streams.
cd /work/main
O=/work/sitting-quiet
(
  date +"A start %T"
  OURS_BIN_DIR=/work/bin-main OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/ours c-csmith-checksum > $O/A1.log 2>&1
  date +"A ours done %T"
  OURS=0 PEERS_TO_RUN=cvise PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/peers c-csmith-checksum > $O/A2.log 2>&1
  date +"A done %T"
) > $O/A.times 2>&1 &
(
  date +"B start %T"
  OURS=0 PEERS_TO_RUN=creduce PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/peers c-csmith-checksum > $O/B1.log 2>&1
  date +"B creduce done %T"
  OURS_BIN_DIR=/work/bin-main OURS_ARGS="--max-time 590" PEERS_TO_RUN="" PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/ours c-csmith-sequence-point > $O/B2.log 2>&1
  OURS=0 PEERS_TO_RUN="creduce cvise" PAR=1 TIMEOUT=600 tests/bench/perses-bench.sh $O/peers c-csmith-sequence-point > $O/B3.log 2>&1
  date +"B done %T"
) > $O/B.times 2>&1 &
wait
