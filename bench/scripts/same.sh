#!/usr/bin/env bash
# usage: BEFORE_BIN_DIR=DIR bench/run [--no-build] same [OUT_DIR] [CASE...]
#
# A refactor or a reliability fix must not change a reduction: runs ours and an earlier
# build (BEFORE_BIN_DIR) on each case of ../shared/bench/cases with `--jobs 1` and prints,
# per case, both results' tokens, bytes and test counts and whether the outputs are the
# same bytes. Default cases: every case but c-csmith-checksum (a 10-minute budget case).
# Raw results (outputs, --stats-json, logs; not the case's own files) stay in OUT_DIR.
. "$(dirname "$0")/../lib.sh"
need_cases
need_before
# Each case runs from inside its own folder: binaries by absolute path.
BEFORE_BIN_DIR=$(cd "$BEFORE_BIN_DIR" && pwd)
OURS_BIN_DIR=$(cd "$OURS_BIN_DIR" && pwd)
OUT=${1:-$(mktemp -d /tmp/same-XXXXXX)}
[ $# -gt 0 ] && shift
mkdir -p "$OUT"
cases=("$@")
if [ ${#cases[@]} = 0 ]; then
  for d in "$BENCH"/cases/*/; do
    c=$(basename "$d")
    [ "$c" = c-csmith-checksum ] || cases+=("$c")
  done
fi
bin_for() {
  case $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["language"])' "$1/meta.json") in
    c) echo reduce-c ;; json) echo reduce-json ;; smt2|smtlib|smtlib2|smt) echo reduce-smt2 ;; *) echo unknown ;;
  esac
}
json_field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$1" "$2" 2>/dev/null || echo "?"; }
echo "| case | before: bytes / tests | ours: bytes / tests | same bytes | same tests |"
echo "|---|---|---|---|---|"
differ=0
for c in "${cases[@]}"; do
  src=$BENCH/cases/$c
  file=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["file"])' "$src/meta.json")
  bin=$(bin_for "$src")
  for who in before ours; do
    dir=$OUT/$c/$who
    rm -rf "$dir"; mkdir -p "$dir"; cp -r "$src"/. "$dir"/
    if [ $who = before ]; then b=$BEFORE_BIN_DIR/$bin; else b=$OURS_BIN_DIR/$bin; fi
    (cd "$dir" && "$b" --test ./test.sh "$file" -j 1 -q -o result --stats-json stats.json > log 2>&1) || true
    # The case's own files are in ../shared already: keep only what the run wrote.
    (cd "$src" && find . -type f) | while read -r f; do rm -f "$dir/$f"; done
  done
  bb=$(wc -c < "$OUT/$c/before/result" 2>/dev/null || echo "?"); ob=$(wc -c < "$OUT/$c/ours/result" 2>/dev/null || echo "?")
  bt=$(json_field "$OUT/$c/before/stats.json" tests_run); ot=$(json_field "$OUT/$c/ours/stats.json" tests_run)
  sb=no; cmp -s "$OUT/$c/before/result" "$OUT/$c/ours/result" && sb=yes
  st=no; [ "$bt" = "$ot" ] && st=yes
  [ $sb = yes ] && [ $st = yes ] || differ=1
  echo "| $c | $bb / $bt | $ob / $ot | $sb | $st |"
done
echo
echo "raw results: $OUT"
exit $differ
