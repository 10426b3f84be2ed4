#!/usr/bin/env bash
# usage: bench/run perses [OUT_DIR] [CASE...]
#
# Ours (reduce-c, reduce-json, reduce-smt2) and the peers on the shared benchmark cases
# (../shared/bench/cases, or $BENCH_DIR/cases), then final tokens, test runs and wall time
# side by side (../shared/bench/peers/table.py).
# Env: PEERS_TO_RUN  peers besides ours (default: "creduce cvise"; also picireny,
#                   treereduce, ddsmt, lithium, ddmin-lines; "" for ours only)
#      OURS          0 to run only the peers (e.g. to run them beside ours on the other core)
#      OURS_BIN_DIR  reduce-* binaries to run as ours (default: this checkout's build;
#                   e.g. an earlier commit's, to compare)
#      OURS_ARGS     extra options for ours (e.g. --max-time 590)
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
. "$(dirname "$0")/../lib.sh"
need_cases
bench_defaults 1 600
OUT=${1:-/tmp/perses-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$BENCH/cases"))
mkdir -p "$OUT"
for case in "${CASES[@]}"; do
  # picireny gets our own grammar of the case's language.
  case $(meta "$BENCH/cases/$case/meta.json" language) in
    c) export PICIRENY_GRAMMAR=$ROOT/grammars/c.g4 PICIRENY_START=compilationUnit ;;
    json) export PICIRENY_GRAMMAR=$ROOT/grammars/json.g4 PICIRENY_START=json ;;
    smt2) export PICIRENY_GRAMMAR=$ROOT/grammars/smtlib2.g4 PICIRENY_START=script ;;
  esac
  OURS_TOOL=ours; [ "${OURS:-1}" = 0 ] && OURS_TOOL=
  for tool in $OURS_TOOL ${PEERS_TO_RUN-creduce cvise}; do
    have_peer "$tool" || continue
    echo "== $tool on $case" >&2
    run_peer "$tool" "$BENCH/cases/$case" "$OUT" >/dev/null || true
  done
done
python3 "$BENCH/peers/table.py" "$OUT"
