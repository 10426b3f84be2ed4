#!/usr/bin/env bash
# Check every shipped grammar against its corpora with ANTLR itself.
#
# usage: tests/antlr/check-corpora.sh [json|smtlib2|c ...]
#   (no argument: all grammars)
#
# For each grammar, every file under the grammar's valid corpus directories
# must ACCEPT and every file under its invalid directory must REJECT, as judged
# by /work/shared/tools/antlr-reference.sh (ANTLR 4 lexer + parser, errors
# from either count as REJECT). Prints one summary line per grammar, lists the
# offending files, and exits non-zero if any file got the wrong verdict.
# Env: REF=path to the reference tool; TIMING=1 runs files one by one and
# reports any file taking longer than SLOW seconds (default 20).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
REF=${REF:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/antlr-reference.sh}
SLOW=${SLOW:-20}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0

# verdicts GRAMMAR START FILE... -> prints "VERDICT<TAB>FILE" lines.
verdicts() {
  local g=$1 start=$2; shift 2
  local gdir=$tmp/g-$g
  mkdir -p "$gdir"; cp "$root/grammars/$g.g4" "$gdir/"
  # The reference tool's `cat *.g4 *.java | sha1sum` fails under pipefail when
  # the directory holds no Java file, so give it a harmless empty one.
  echo '// placeholder so the reference tool finds a *.java file' > "$gdir/Placeholder.java"
  [ $# -gt 0 ] || return 0
  if [ "${TIMING:-0}" = 1 ]; then
    local f t0 t1
    for f in "$@"; do
      t0=$(date +%s.%N)
      "$REF" "$gdir" "$start" "$f" | awk -F'\t' '/^FILE\t/{f=$2} /^(ACCEPT|REJECT)/{print $1 "\t" f}'
      t1=$(date +%s.%N)
      awk -v a="$t0" -v b="$t1" -v f="$f" -v s="$SLOW" 'BEGIN{d=b-a; if (d>s) printf "SLOW %.1fs %s\n", d, f > "/dev/stderr"}'
    done
  else
    "$REF" "$gdir" "$start" "$@" | awk -F'\t' '/^FILE\t/{f=$2} /^(ACCEPT|REJECT)/{v=$1; sub(/ .*/, "", v); print v "\t" f "\t" $0}'
  fi
}

# check GRAMMAR START "VALID_GLOBS" "INVALID_GLOBS"
check() {
  local g=$1 start=$2 valid=$3 invalid=$4
  local vfiles=() ifiles=() f
  shopt -s nullglob globstar
  for f in $valid; do [ -f "$f" ] && vfiles+=("$f"); done
  for f in $invalid; do [ -f "$f" ] && ifiles+=("$f"); done
  shopt -u nullglob globstar
  local out=$tmp/$g.out
  { verdicts "$g" "$start" "${vfiles[@]}" | sed 's/^/valid\t/'
    verdicts "$g" "$start" "${ifiles[@]}" | sed 's/^/invalid\t/'; } > "$out"
  local va vr ia ir
  va=$(awk -F'\t' '$1=="valid" && $2=="ACCEPT"' "$out" | wc -l)
  vr=$(awk -F'\t' '$1=="valid" && $2!="ACCEPT"' "$out" | wc -l)
  ia=$(awk -F'\t' '$1=="invalid" && $2=="ACCEPT"' "$out" | wc -l)
  ir=$(awk -F'\t' '$1=="invalid" && $2!="ACCEPT"' "$out" | wc -l)
  local missing=$(( ${#vfiles[@]} + ${#ifiles[@]} - va - vr - ia - ir ))
  awk -F'\t' '$1=="valid" && $2!="ACCEPT" {print "  valid file rejected: " $3 "  (" $4 ")"}
              $1=="invalid" && $2=="ACCEPT" {print "  invalid file accepted: " $3}' "$out"
  local verdict=ok
  if [ "$vr" -ne 0 ] || [ "$ia" -ne 0 ] || [ "$missing" -ne 0 ]; then verdict=FAIL; status=1; fi
  printf '%-8s %s: valid %d/%d accepted, invalid %d/%d rejected%s\n' "$g" "$verdict" \
    "$va" "${#vfiles[@]}" "$ir" "${#ifiles[@]}" "$([ "$missing" -ne 0 ] && echo ", $missing without verdict")"
}

want=("$@"); [ ${#want[@]} -gt 0 ] || want=(json smtlib2 c)
c=$root/tests/corpus
for g in "${want[@]}"; do
  case $g in
    json)
      /usr/bin/env python3 "$c/json/make_large.py" "$tmp/large.json"
      check json json "$c/json/valid/*.json $tmp/large.json" "$c/json/invalid/*.json" ;;
    smtlib2)
      check smtlib2 script "$c/smt2/hand/*.smt2 $c/smt2/z3/*.smt2" "$c/smt2/invalid/*.smt2" ;;
    c)
      check c compilationUnit "$c/c/hand/*.c $c/c/gnu-c23/*.c $c/c/gcc-E/*.c $c/c/csmith/*.c" "$c/c/invalid/*.c" ;;
    *) echo "unknown grammar $g" >&2; status=2 ;;
  esac
done
exit $status
