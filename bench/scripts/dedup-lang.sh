#!/usr/bin/env bash
# usage: bench/run dedup-lang LANG [OUT_DIR]
#
# Deduplication per language (issue 24): the C benchmark `dedup` for LANG = rust, py, js,
# java or go. N variants of one failing program (bench/dedup/make_lang_variants.py: the
# same bug found by the language's real tool, identifiers renamed, constants changed and
# spelled in the language's alternative literal forms, irrelevant code added, declarations
# reordered) are each reduced by reduce-LANG through ../shared/bench/run-peer.sh; the table
# counts the distinct results (whitespace ignored) per mode. Fewer distinct results means
# the reducer maps the same bug to the same program.
#
# Modes (LABELS, default all four, in this order, one variant after another):
#   perses            ours --no-canonicalize (every pass but T-Rec)
#   perses+trec       ours by default (with T-Rec)
#   perses-only       ours --perses-only --no-canonicalize (Perses alone)
#   perses-only+trec  ours --perses-only (Perses and T-Rec: T-Rec's own effect, without the
#                     substitute pass, which puts minimal sentences such as `0` and `""` in)
# Before any run, each variant's test.sh must pass on the variant in a scratch folder.
# Results: OUT_DIR/cases/vNN/ (the variants), OUT_DIR/LABEL/TOOL/vNN/ (reduced file,
# result.json, tool.log), OUT_DIR/load.txt (each run's start and end, with the load).
# Env: N (variants, default 10), SEED (default 1), PAR (jobs, default 1), TIMEOUT (seconds
#      per run, 600), LABELS (modes, above), PEERS_TO_RUN (default "": e.g. "cvise"),
#      OURS_BIN_DIR (where reduce-LANG is), TABLE_ONLY=1 (print OUT_DIR's table only).
. "$(dirname "$0")/../lib.sh"
LANG_=${1:-}
case $LANG_ in
  rust|py|js|java|go) ;;
  *) die "usage: bench/run dedup-lang LANG [OUT_DIR]  (LANG: rust, py, js, java, go)" ;;
esac
OUT=${2:-/tmp/dedup-lang-$LANG_}
if [ "${TABLE_ONLY:-0}" = 1 ]; then
  tables dedup-lang "$OUT"
  exit 0
fi
need_run_peer
bench_defaults 1 600
N=${N:-10}
LABELS=${LABELS:-perses perses+trec perses-only perses-only+trec}
[ -x "$OURS_BIN_DIR/reduce-$LANG_" ] || die "no $OURS_BIN_DIR/reduce-$LANG_ (set OURS_BIN_DIR)"
rm -rf "$OUT"
OUT=$(absdir "$OUT")
python3 "$BENCH_HOME/dedup/make_lang_variants.py" "$LANG_" "$OUT/cases" "$N" "${SEED:-1}"

# Every variant must have the bug (this also warms the tool's caches).
for c in "$OUT"/cases/v*; do
  scratch=$(mktemp -d /tmp/dedup-lang.XXXXXX)
  cp "$c"/* "$scratch"/
  (cd "$scratch" && ./test.sh </dev/null >/dev/null 2>&1) || { rm -rf "$scratch"; die "the test fails on $c"; }
  rm -rf "$scratch"
done

echo "# dedup-lang $LANG_: N=$N SEED=${SEED:-1} PAR=$PAR TIMEOUT=$TIMEOUT LABELS=$LABELS" > "$OUT/load.txt"
run() { # label tool [OURS_ARGS]
  local label=$1 tool=$2
  for c in "$OUT"/cases/v*; do
    echo "start $label $(basename "$c") $(stamp)" >> "$OUT/load.txt"
    OURS_ARGS=${3:-} run_peer "$tool" "$c" "$OUT/$label" >/dev/null 2>&1 || true
    echo "end   $label $(basename "$c") $(stamp)" >> "$OUT/load.txt"
  done
}
for label in $LABELS; do
  case $label in
    perses) run perses ours --no-canonicalize ;;
    perses+trec) run perses+trec ours ;;
    perses-only) run perses-only ours "--perses-only --no-canonicalize" ;;
    perses-only+trec) run perses-only+trec ours --perses-only ;;
    *) die "unknown label $label" ;;
  esac
done
for peer in ${PEERS_TO_RUN-}; do
  have_peer "$peer" || continue
  run "$peer" "$peer"
done
tables dedup-lang "$OUT"
