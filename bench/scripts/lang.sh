#!/usr/bin/env bash
# usage: bench/run lang LANG [OUT_DIR] [CASE...]      (bench/run go [OUT_DIR] [CASE...] = lang go)
#
# One language on real properties (issue 24, point 4; C++: issue 28, point 5): for each case of
# bench/LANG-cases/ (real code none of us wrote, a real tool's property: an error code, a warning,
# an exception, a wrong output; each folder's make.sh says how it was built), runs ours
# (`reduce-LANG`), C-Vise, C-Reduce and the interpreted mode with grammars-v4's grammar for the
# language (`reducer-gen reduce LEXER.g4 PARSER.g4 --start RULE`, the collection's files read
# unmodified; none for C++, whose rows are ours, C-Vise and C-Reduce) through
# ../shared/bench/run-peer.sh: a fresh copy of the case, one test at a time (PAR=1), the counting
# test wrapper, the result re-checked with test.sh in a fresh folder, tokens counted by
# ../shared/bench/peers/metrics.py (one regex for every tool: identifiers/numbers as one token,
# every other non-space character as one). Results: OUT_DIR/TOOL/CASE/ (the reduced file,
# tool.log, result.json); OUT_DIR/load.txt stamps each run's start and end with the load average.
# Before the tools, each case's test.sh runs once on the input in a scratch folder (it must pass;
# it also warms the tools' caches).
#
# LANG   cases            ours         interpreted mode (grammars-v4, start rule)
# go     bench/go-cases   reduce-go    golang/GoLexer.g4 GoParser.g4, sourceFile
# py     bench/py-cases   reduce-py    python/python3_14/PythonLexer.g4 PythonParser.g4, file_input
# js     bench/js-cases   reduce-js    javascript/javascript/JavaScriptLexer.g4 JavaScriptParser.g4, program
# java   bench/java-cases reduce-java  java/java/JavaLexer.g4 JavaParser.g4, compilationUnit
# rust   bench/rust-cases reduce-rust  rust/RustLexer.g4 RustParser.g4, crate (not in ../shared:
#                                      set V4_RUST to a folder holding the collection's rust/)
# cpp    bench/cpp-cases  reduce-cpp   none (../shared has no grammars-v4 C++ grammar): TOOLS
#                                      defaults to "ours cvise creduce". The cases are g++ 12's
#                                      `-std=c++20 -E -P` output of programs from GCC 12.2's
#                                      testsuite (prog.cpp: C-Vise and C-Reduce, given language
#                                      cpp, run their C/C++ passes, clang_delta included)
#
# Env: TOOLS         reducers to run, in order per case (default: "ours cvise creduce interp";
#                    for cpp "ours cvise creduce")
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
#      CASES_DIR     the case folder (default bench/LANG-cases)
#      V4            grammars-v4 folder (default ../shared/grammars-v4)
#      OURS_BIN_DIR  where reduce-LANG is (default: this checkout's release build)
#      OURS_ARGS     extra options for ours and the interpreted mode
#      INTERP_ARGS   extra options for the interpreted mode only (e.g. --ignore-actions)
#      TABLE_ONLY=1  print the table of OUT_DIR without running anything
. "$(dirname "$0")/../lib.sh"
need_run_peer
bench_defaults 1 600
LANG_=${1:?usage: bench/run lang LANG [OUT_DIR] [CASE...]}
shift
V4_GRAMMAR=$V4
case $LANG_ in
  go) grammars="golang/GoLexer.g4 golang/GoParser.g4"; start=sourceFile; tool=go ;;
  py) grammars="python/python3_14/PythonLexer.g4 python/python3_14/PythonParser.g4"; start=file_input; tool=python3.13 ;;
  js) grammars="javascript/javascript/JavaScriptLexer.g4 javascript/javascript/JavaScriptParser.g4"; start=program; tool=node ;;
  java) grammars="java/java/JavaLexer.g4 java/java/JavaParser.g4"; start=compilationUnit; tool=javac ;;
  rust) grammars="rust/RustLexer.g4 rust/RustParser.g4"; start=crate; tool=rustc; V4_GRAMMAR=${V4_RUST:-$V4} ;;
  cpp) grammars=""; start=""; tool=g++ ;;
  *) die "bench/run lang: unknown language '$LANG_' (go, py, js, java, rust, cpp)" ;;
esac
# The default reducers: the interpreted mode only where grammars-v4 has the language's grammar.
DEFAULT_TOOLS="ours cvise creduce interp"
[ -n "$grammars" ] || DEFAULT_TOOLS="ours cvise creduce"
CASES_DIR=${CASES_DIR:-$BENCH_HOME/$LANG_-cases}
OUT=${1:-/tmp/$LANG_-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$CASES_DIR"))
OUT=$(absdir "$OUT")

if [ "${TABLE_ONLY:-0}" != 1 ]; then
  command -v "$tool" >/dev/null || die "$tool is needed by the $LANG_ cases' tests"
  # run-peer.sh runs ours as `$OURS_BIN_DIR/reduce-LANG --test T --jobs N -o OUT FILE`: a
  # one-line launcher turns that into interpreted mode on grammars-v4's grammar.
  bin=$OUT/bin
  mkdir -p "$bin"
  files=""
  for g in $grammars; do files="$files $V4_GRAMMAR/$g"; done
  interp_ok=1
  [ -n "$files" ] || interp_ok=0
  for g in $files; do [ -f "$g" ] || interp_ok=0; done
  if [ -n "$files" ]; then
    printf '#!/bin/sh\nexec %s reduce%s --start %s %s "$@"\n' "$RG" "$files" "$start" "${INTERP_ARGS:-}" > "$bin/reduce-$LANG_"
    chmod +x "$bin/reduce-$LANG_"
  fi
  for case in "${CASES[@]}"; do
    dir=$CASES_DIR/$case
    file=$(meta "$dir/meta.json" file)
    scratch=$(mktemp -d)
    cp "$dir/$file" "$dir/test.sh" "$scratch/"
    (cd "$scratch" && ./test.sh </dev/null >/dev/null 2>&1) || die "$LANG_: $case: test.sh rejects its input"
    rm -rf "$scratch"
    for t in ${TOOLS:-$DEFAULT_TOOLS}; do
      have_peer "$t" || continue
      if [ "$t" = interp ] && [ $interp_ok = 0 ]; then
        echo "skipping interp on $case: no grammars-v4 grammar for $LANG_${files:+ at$files}" >&2
        continue
      fi
      echo "start $t $case $(stamp)" >> "$OUT/load.txt"
      echo "== $t on $case ($(stamp))" >&2
      if [ "$t" = interp ]; then
        OURS_BIN_DIR=$bin run_peer ours "$dir" "$OUT/interp-run" > /dev/null || true
        rm -rf "$OUT/interp/$case"; mkdir -p "$OUT/interp"
        mv "$OUT/interp-run/ours/$case" "$OUT/interp/$case"
        python3 -c 'import json,sys; p=sys.argv[1]; r=json.load(open(p)); r["tool"]="interp"; json.dump(r, open(p, "w"), indent=1); open(p, "a").write("\n")' "$OUT/interp/$case/result.json"
      else
        run_peer "$t" "$dir" "$OUT" > /dev/null || true
      fi
      echo "end $t $case $(stamp)" >> "$OUT/load.txt"
    done
  done
  rm -rf "$OUT/interp-run"
fi
# The table (bench/tables.py lang_table, the same function BENCHMARKS.md's sections use).
python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import tables; print(tables.lang_table(sys.argv[2], sys.argv[3]))' "$BENCH_HOME" "$OUT" "$LANG_"
