#!/usr/bin/env bash
# usage: bench/run go [OUT_DIR] [CASE...]
#
# Go on real properties (issue 24): for each case of bench/go-cases/ (real Go code, a Go 1.19
# property: a go vet warning, a compiler error, a wrong output, a runtime panic; each folder's
# make.sh says how it was built), runs ours (`reduce-go`), C-Vise, C-Reduce and the interpreted
# mode with grammars-v4's Go grammar (`reducer-gen reduce GoLexer.g4 GoParser.g4 --start
# sourceFile`, the collection's files read unmodified from $V4/golang) through
# ../shared/bench/run-peer.sh: a fresh copy of the case, one test at a time (PAR=1), the
# counting test wrapper, the result re-checked with test.sh in a fresh folder, tokens counted
# by ../shared/bench/peers/metrics.py (one regex for every tool: identifiers/numbers as one
# token, every other non-space character as one). Results: OUT_DIR/TOOL/CASE/ (the reduced
# prog.go, tool.log, result.json); OUT_DIR/load.txt stamps each run's start and end with the
# load average. Before the tools, each case's test.sh runs once on the input in a scratch
# folder (it must pass; it also warms go vet's cache, GOCACHE).
# Env: TOOLS         reducers to run, in order per case (default: "ours cvise creduce interp")
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
#      GO_CASES      the case folder (default bench/go-cases)
#      V4            grammars-v4 folder (default ../shared/grammars-v4)
#      OURS_BIN_DIR  where reduce-go is (default: this checkout's release build)
#      OURS_ARGS     extra options for ours and the interpreted mode
#      TABLE_ONLY=1  print the table of OUT_DIR without running anything
. "$(dirname "$0")/../lib.sh"
need_run_peer
need_v4
bench_defaults 1 600
GO_CASES=${GO_CASES:-$BENCH_HOME/go-cases}
OUT=${1:-/tmp/go-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$GO_CASES"))
OUT=$(absdir "$OUT")

if [ "${TABLE_ONLY:-0}" != 1 ]; then
  command -v go >/dev/null || die "go (Go 1.19, Debian golang-go) is needed by the cases' tests"
  # run-peer.sh runs ours as `$OURS_BIN_DIR/reduce-go --test T --jobs N -o OUT FILE`: a
  # one-line launcher turns that into interpreted mode on grammars-v4's Go grammar.
  bin=$OUT/bin
  mkdir -p "$bin"
  printf '#!/bin/sh\nexec %s reduce %s %s --start sourceFile "$@"\n' "$RG" \
    "$V4/golang/GoLexer.g4" "$V4/golang/GoParser.g4" > "$bin/reduce-go"
  chmod +x "$bin/reduce-go"
  for case in "${CASES[@]}"; do
    dir=$GO_CASES/$case
    scratch=$(mktemp -d)
    cp "$dir/prog.go" "$dir/test.sh" "$scratch/"
    (cd "$scratch" && ./test.sh </dev/null >/dev/null 2>&1) || die "go: $case: test.sh rejects its input"
    rm -rf "$scratch"
    for tool in ${TOOLS:-ours cvise creduce interp}; do
      have_peer "$tool" || continue
      echo "start $tool $case $(stamp)" >> "$OUT/load.txt"
      echo "== $tool on $case ($(stamp))" >&2
      if [ "$tool" = interp ]; then
        OURS_BIN_DIR=$bin run_peer ours "$dir" "$OUT/interp-run" > /dev/null || true
        rm -rf "$OUT/interp/$case"; mkdir -p "$OUT/interp"
        mv "$OUT/interp-run/ours/$case" "$OUT/interp/$case"
        python3 -c 'import json,sys; p=sys.argv[1]; r=json.load(open(p)); r["tool"]="interp"; json.dump(r, open(p, "w"), indent=1); open(p, "a").write("\n")' "$OUT/interp/$case/result.json"
      else
        run_peer "$tool" "$dir" "$OUT" > /dev/null || true
      fi
      echo "end $tool $case $(stamp)" >> "$OUT/load.txt"
    done
  done
  rm -rf "$OUT/interp-run"
fi
# The table (bench/tables.py go_table, the same function BENCHMARKS.md's section uses).
python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import tables; print(tables.go_table(sys.argv[2]))' "$BENCH_HOME" "$OUT"
