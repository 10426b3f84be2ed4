#!/usr/bin/env bash
# usage: bench/run batch [OUT_DIR]
#
# Batch benchmark (issue 17): csmith programs (small: one function) whose gcc warnings
# stand for bugs. An input's bug is the first of -Wbool-compare, -Woverflow,
# -Wignored-qualifiers, -Wsign-compare that `gcc -fsyntax-only -Wall -Wextra` reports
# on it; at most PER_BUG inputs per bug are kept, from csmith seeds 1, 2, ... One script
# (bug.sh) checks the original's bug: the candidate must compile without errors and
# still get that warning (it finds the original through REDUCER_ORIGINAL). Ours reduces
# every input with `reduce-c batch` (and `--join`); C-Vise reduces them one by one with
# the same script. The table: groups, groups holding more than one bug (must be 0),
# the C tokens of the outputs summed (`tokens after`; for time-capped C-Vise runs),
# tests and wall time.
# Env: PER_BUG (default 10), BUGS (default "bool-compare overflow sign-compare"; any of
#      those four, in priority order), PAR (jobs, default 2), MODES (ours: default
#      "batch join"), CVISE (1 to run C-Vise, default 1), TIMEOUT (seconds per C-Vise
#      run, default 600), CSMITH_OPTS (default: one function, block depth 1, expression
#      complexity 2), CONCURRENT (1: ours and C-Vise run at the same time, each with PAR
#      jobs, so both see the same load on a shared machine; default 0), TABLE_ONLY (1:
#      only print the table of an earlier run in OUT_DIR, e.g. after stopping C-Vise).
. "$(dirname "$0")/../lib.sh"
bench_defaults 2 600
OUT=${1:-/tmp/batch-bench}
PER_BUG=${PER_BUG:-10}
if [ "${TABLE_ONLY:-0}" != 1 ]; then
BIN=$OURS_BIN_DIR/reduce-c
rm -rf "$OUT"; mkdir -p "$OUT/inputs" "$OUT/work"
OUT=$(cd "$OUT" && pwd)
BUGS=${BUGS:-"bool-compare overflow sign-compare"}
CSMITH_OPTS=${CSMITH_OPTS:-"--max-funcs 1 --max-block-depth 1 --max-expr-complexity 2"}

# The one property: the original's bug, still there, and no compile error.
cat > "$OUT/bug.sh" <<'SH'
#!/bin/sh
kind() {
  w=$(gcc -fsyntax-only -Wall -Wextra -I/usr/include/csmith "$1" 2>&1) || return 1
  for k in @BUGS@; do
    case "$w" in *"[-W$k]"*) echo "$k"; return 0 ;; esac
  done
  return 1
}
want=$(kind "$REDUCER_ORIGINAL") || exit 1
w=$(gcc -fsyntax-only -Wall -Wextra -I/usr/include/csmith "$1" 2>&1) || exit 1
case "$w" in *"[-W$want]"*) exit 0 ;; esac
exit 1
SH
sed -i "s/@BUGS@/$BUGS/" "$OUT/bug.sh"
chmod +x "$OUT/bug.sh"
kind() { # the bug of a program: the first of $BUGS gcc warns about (none: empty)
  local w k
  w=$(gcc -fsyntax-only -Wall -Wextra -I/usr/include/csmith "$1" 2>&1) || return 0
  for k in $BUGS; do
    case "$w" in *"[-W$k]"*) echo "$k"; return 0 ;; esac
  done
}

# Inputs: csmith seeds in order, at most PER_BUG per bug.
declare -A count
for b in $BUGS; do count[$b]=0; done
seed=0
while :; do
  seed=$((seed + 1))
  full=1; for b in $BUGS; do [ "${count[$b]}" -ge "$PER_BUG" ] || full=0; done
  [ $full = 1 ] || [ $seed -gt 2000 ] && break
  f=$OUT/work/s$seed.c
  (cd "$OUT/work" && csmith --seed $seed $CSMITH_OPTS -o "$f" >/dev/null 2>&1) || continue
  k=$(kind "$f")
  [ -n "$k" ] && [ "${count[$k]}" -lt "$PER_BUG" ] || continue
  count[$k]=$((count[$k] + 1))
  cp "$f" "$OUT/inputs/$(printf 'seed%04d' $seed).c"
  echo "$(printf 'seed%04d' $seed).c $k" >> "$OUT/bugs.txt"
done
rm -f "$OUT"/work/*.c "$OUT"/work/platform.info
echo "$(wc -l < "$OUT/bugs.txt") inputs from seeds 1..$seed: $(cut -d' ' -f2 "$OUT/bugs.txt" | sort | uniq -c | tr '\n' ' ')"

run_ours() {
# Ours: one batch, then one batch with --join.
for mode in ${MODES:-batch join}; do
  extra=; [ $mode = join ] && extra=--join
  t0=$(date +%s.%N)
  "$BIN" batch --test "$OUT/bug.sh" -o "$OUT/ours-$mode" -j "$PAR" -q $extra "$OUT/inputs" > "$OUT/ours-$mode.table" 2> "$OUT/ours-$mode.log" || true
  t1=$(date +%s.%N)
  python3 -c "print($t1 - $t0)" > "$OUT/ours-$mode.seconds"
done

}

run_cvise() {
# C-Vise: each input alone, same script, REDUCER_ORIGINAL set by hand; queries counted.
if [ "${CVISE:-1}" = 1 ]; then
  mkdir -p "$OUT/cvise"
  t0=$(date +%s.%N)
  for f in "$OUT"/inputs/*.c; do
    n=$(basename "$f")
    d=$OUT/work/cvise-$n; mkdir -p "$d"; cp "$f" "$d/$n"
    # C-Vise runs its script without arguments.
    printf '#!/bin/sh\necho q >> %s/queries\nexec %s/bug.sh %s\n' "$d" "$OUT" "$n" > "$d/count.sh"; chmod +x "$d/count.sh"
    : > "$d/queries"
    (cd "$d" && REDUCER_ORIGINAL=$f timeout -k 10 "$TIMEOUT" cvise --n "$PAR" ./count.sh "$n" > cvise.log 2>&1) || { echo "cvise failed or timed out on $n" >&2; touch "$OUT/cvise/$n.failed"; }
    cp "$d/$n" "$OUT/cvise/$n"
    wc -l < "$d/queries" > "$OUT/cvise/$n.queries"
  done
  t1=$(date +%s.%N)
  python3 -c "print($t1 - $t0)" > "$OUT/cvise.seconds"
fi

}

if [ "${CONCURRENT:-0}" = 1 ]; then
  run_ours &
  run_cvise
  wait
else
  run_ours
  run_cvise
fi

fi
OUT=$(cd "$OUT" && pwd)

tables batch "$OUT"
