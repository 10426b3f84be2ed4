#!/usr/bin/env bash
# usage: bench/run interp [OUT_DIR] [CASE...]
#
# Interpreted mode against the peers (issue 13): for each case in tests/bench/interp/
# (a Python, JavaScript or Lua program with a CPython, Node or luac property), runs
# `reducer-gen reduce GRAMMAR.g4... --start RULE --test test.sh FILE` (release build,
# grammars-v4's grammar files read unmodified from ../shared) and then picireny on the
# same grammar files and start rule, C-Vise and C-Reduce, one after the other, through
# ../shared/bench/run-peer.sh (counting test wrapper, final re-check of each result in a
# fresh directory). Prints a markdown table: case, reducer, final tokens, tests, seconds,
# status, and for each case ours' time as a fraction of C-Vise's; a tool that fails gets
# its row with the last line of its log.
# picireny-py3 is picireny given what grammars-v4 documents for its Python target: the
# collection's transformGrammar.py run on a scratch copy of the grammar folder (`this.`
# becomes `self.` in actions) and the folder's Python3/ base classes on PYTHONPATH.
# Env: TOOLS         reducers to run (default: "ours picireny picireny-py3 cvise creduce")
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
#      V4            grammars-v4 folder (default ../shared/grammars-v4)
#      BENCH_DIR     the shared benchmark folder with run-peer.sh (default ../shared/bench)
#      OURS_ARGS     extra options for ours
#                    (tool ours-max-SECS: ours with --max-time SECS, its own row)
#      TABLE_ONLY=1  print the table of OUT_DIR without running anything
. "$(dirname "$0")/../lib.sh"
need_run_peer
need_v4
bench_defaults 1 600
# The cases stay under tests/: reducer-cli/tests/interp_bench_cases.rs checks that each parses.
CASES_DIR=$ROOT/tests/bench/interp
OUT=${1:-/tmp/interp-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$CASES_DIR"))
OUT=$(absdir "$OUT")

if [ "${TABLE_ONLY:-0}" != 1 ]; then
  for case in "${CASES[@]}"; do
    dir=$CASES_DIR/$case
    read -r lang start grammars < <(python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
print(m["language"], m["start"], " ".join(sys.argv[2] + "/" + g for g in m["grammar"]))' "$dir/meta.json" "$V4")
    # run-peer.sh runs ours as `$OURS_BIN_DIR/reduce-LANG --test T --jobs N -o OUT FILE`:
    # a one-line launcher turns that into interpreted mode on the case's grammar.
    bin=$OUT/bin/$case
    mkdir -p "$bin"
    printf '#!/bin/sh\nexec %s reduce %s --start %s "$@"\n' "$RG" "$grammars" "$start" > "$bin/reduce-$lang"
    chmod +x "$bin/reduce-$lang"
    for tool in ${TOOLS:-ours picireny picireny-py3 cvise creduce}; do
      echo "== $tool on $case ($(stamp))" >&2
      if [ "$tool" = picireny-py3 ]; then
        # A scratch copy of the grammar folder(s), transformed as grammars-v4 says.
        py3=$OUT/picireny-py3-grammar/$case
        rm -rf "$py3"; mkdir -p "$py3"
        pg=; pypath=
        for g in $grammars; do
          gd=$(dirname "$g")
          cp "$g" "$py3/"
          pg="$pg $py3/$(basename "$g")"
          [ -d "$gd/Python3" ] && pypath=$gd/Python3
        done
        [ -n "$pypath" ] && cp "$pypath"/*.py "$py3/" && (cd "$py3" && python3 transformGrammar.py > transform.log 2>&1 || true)
        rm -f "$py3"/*.g4.bak
        PYTHONPATH=$py3 PICIRENY_GRAMMAR=${pg# } PICIRENY_START=$start \
          run_peer picireny "$dir" "$OUT/py3" > /dev/null || true
        rm -rf "$OUT/picireny-py3/$case"; mkdir -p "$OUT/picireny-py3"
        mv "$OUT/py3/picireny/$case" "$OUT/picireny-py3/$case"
        python3 -c 'import json,sys; p=sys.argv[1]; r=json.load(open(p)); r["tool"]="picireny-py3"; json.dump(r, open(p, "w"), indent=1)' "$OUT/picireny-py3/$case/result.json"
        continue
      fi
      case $tool in
        ours-max-*)
          # Ours stopped at a time budget (`--max-time SECS`), e.g. half of C-Vise's
          # time limit on a case where both use all of it.
          OURS_BIN_DIR=$bin OURS_ARGS="${OURS_ARGS:-} --max-time ${tool#ours-max-}" \
            run_peer ours "$dir" "$OUT/budget" > /dev/null || true
          rm -rf "$OUT/$tool/$case"; mkdir -p "$OUT/$tool"
          mv "$OUT/budget/ours/$case" "$OUT/$tool/$case"
          python3 -c 'import json,sys; p=sys.argv[1]; r=json.load(open(p)); r["tool"]=sys.argv[2]; json.dump(r, open(p, "w"), indent=1)' "$OUT/$tool/$case/result.json" "$tool"
          continue ;;
      esac
      OURS_BIN_DIR=$bin PICIRENY_GRAMMAR=$grammars PICIRENY_START=$start \
        run_peer "$tool" "$dir" "$OUT" > /dev/null || true
    done
  done
fi

tables interp "$OUT"
