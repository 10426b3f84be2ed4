#!/usr/bin/env bash
# usage: bench/dedup/make_bugs.sh OUT_DIR [N]
#
# Writes N variants (default 10) of each of three distinct bugs as benchmark cases
# (OUT_DIR/<bug>-sSEED/{prog.c,test.sh,meta.json}, the layout of ../shared/bench/cases).
# A bug is a gcc warning with its own property: `gcc -O1 -Wall -c` succeeds and its
# stderr names the warning. Variants are csmith programs, built as the shared C cases
# were (csmith 2.3.0, then gcc -E -P against the csmith headers) but smaller
# (--max-funcs 3 --max-block-depth 3), so that 60 reductions fit in one sitting.
# Seeds are taken in order from 1; each seed goes to the bug (in BUGS order) with the
# fewest variants so far among those whose warning it shows, so no program serves two
# bugs. The seeds chosen are written to OUT_DIR/seeds.txt.
set -eu
OUT=${1:?usage: make_bugs.sh OUT_DIR [N]}
N=${2:-10}
BUGS=(bool-compare address overflow)
command -v csmith >/dev/null || { echo "csmith is not installed" >&2; exit 2; }
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
declare -A count
for b in "${BUGS[@]}"; do count[$b]=0; done
: > "$OUT/seeds.txt"
seed=0
while :; do
  done_all=1
  for b in "${BUGS[@]}"; do [ "${count[$b]}" -lt "$N" ] && done_all=0; done
  [ $done_all = 1 ] && break
  seed=$((seed + 1))
  [ $seed -gt 2000 ] && { echo "not enough variants after 2000 seeds" >&2; exit 1; }
  csmith --seed $seed --max-funcs 3 --max-block-depth 3 -o "$WORK/c.c" >/dev/null 2>&1 || continue
  gcc -E -P -I/usr/include/csmith "$WORK/c.c" > "$WORK/p.c" 2>/dev/null || continue
  (cd "$WORK" && gcc -O1 -Wall -c p.c -o p.o 2> err.txt) || continue
  pick=
  for b in "${BUGS[@]}"; do
    [ "${count[$b]}" -lt "$N" ] && grep -q "\[-W$b\]" "$WORK/err.txt" || continue
    if [ -z "$pick" ] || [ "${count[$b]}" -lt "${count[$pick]}" ]; then pick=$b; fi
  done
  [ -n "$pick" ] || continue
  count[$pick]=$((${count[$pick]} + 1))
  d=$OUT/$pick-s$seed
  mkdir -p "$d"
  cp "$WORK/p.c" "$d/prog.c"
  cat > "$d/test.sh" <<SH
#!/bin/sh
# Interesting iff prog.c (in the cwd) compiles with \`gcc -O1 -Wall -c\` and gcc
# reports a [-W$pick] warning. Temporaries stay in the cwd.
TMPDIR=\$(pwd); export TMPDIR
gcc -O1 -Wall -c prog.c -o prog.o 2>prog.err >/dev/null || exit 1
grep -q '\[-W$pick\]' prog.err
SH
  chmod +x "$d/test.sh"
  printf '{"file": "prog.c", "language": "c", "bug": "%s", "description": "csmith seed %s (--max-funcs 3 --max-block-depth 3), gcc -E -P; interesting iff gcc -O1 -Wall -c succeeds with a [-W%s] warning"}\n' "$pick" "$seed" "$pick" > "$d/meta.json"
  echo "$pick $seed" >> "$OUT/seeds.txt"
done
cat "$OUT/seeds.txt"
