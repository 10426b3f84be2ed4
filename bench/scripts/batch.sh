#!/usr/bin/env bash
# usage: bench/scripts/batch.sh [OUT_DIR]
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
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-/tmp/batch-bench}
PER_BUG=${PER_BUG:-10}
PAR=${PAR:-2}
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
if [ "${TABLE_ONLY:-0}" != 1 ]; then
(cd "$ROOT" && cargo build --release --bin reduce-c)
BIN=$TARGET/release/reduce-c
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
    (cd "$d" && REDUCER_ORIGINAL=$f timeout -k 10 "${TIMEOUT:-600}" cvise --n "$PAR" ./count.sh "$n" > cvise.log 2>&1) || { echo "cvise failed or timed out on $n" >&2; touch "$OUT/cvise/$n.failed"; }
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

python3 - "$OUT" <<'PY'
import json, os, sys, collections, re
out = sys.argv[1]
def ctokens(text):
    # C tokens by a regex tokeniser (comments and preprocessor lines aside).
    text = re.sub(r"/\*.*?\*/|//[^\n]*|^\s*#[^\n]*", " ", text, flags=re.S | re.M)
    return re.findall(r"[A-Za-z_]\w*|\d\w*|\S", text)
def tokens_of(paths):
    return sum(len(ctokens(open(p, errors="replace").read())) for p in paths)
bug = dict(l.split() for l in open(f"{out}/bugs.txt"))
rows = []
def summarise(label, groups, tests, secs, failed, toks):
    # groups: list of lists of input file names
    bug_of = {m: bug[m] for g in groups for m in g}
    mixed = sum(1 for g in groups if len({bug[m] for m in g}) > 1)
    per_bug = collections.Counter()
    for g in groups:
        for b in {bug[m] for m in g}:
            per_bug[b] += 1
    rows.append((label, len(bug_of), len(groups), mixed,
                 " ".join(f"{b}:{per_bug[b]}" for b in sorted(per_bug)), tests, secs, failed, toks))
for mode in ("batch", "join"):
    p = f"{out}/ours-{mode}/report.json"
    if not os.path.exists(p):
        continue
    r = json.load(open(p))
    name = [os.path.basename(i["name"]) for i in r["inputs"]]
    groups = [[name[m] for m in g["members"]] for g in r["groups"]]
    secs = float(open(f"{out}/ours-{mode}.seconds").read())
    toks = tokens_of(f"{out}/ours-{mode}/{i['file']}" for i in r["inputs"])
    summarise(f"ours {mode}", groups, r["tests"], secs, r["failed"], toks)
    # The same outputs grouped by C tokens (a regex tokeniser), as `reduce-c batch`
    # groups since commit 9aaec0c (the run above may predate it).
    by = collections.defaultdict(list)
    for i in r["inputs"]:
        text = open(f"{out}/ours-{mode}/{i['file']}").read()
        by[" ".join(ctokens(text))].append(os.path.basename(i["name"]))
    summarise(f"ours {mode}, by tokens", list(by.values()), r["tests"], secs, r["failed"], toks)
if os.path.isdir(f"{out}/cvise"):
    by = collections.defaultdict(list)
    tests = 0
    for n in sorted(bug):
        if not os.path.exists(f"{out}/cvise/{n}.queries"):
            print(f"C-Vise did not finish {n}; left out")
            continue
        text = open(f"{out}/cvise/{n}", "rb").read()
        by[b" ".join(text.split())].append(n)
        tests += int(open(f"{out}/cvise/{n}.queries").read())
    done = [n for n in sorted(bug) if os.path.exists(f"{out}/cvise/{n}.queries")]
    if os.path.exists(f"{out}/cvise.seconds"):
        secs = float(open(f"{out}/cvise.seconds").read())
    else:
        # Stopped early: from the start of the runs (bugs.txt) to the last finished input.
        secs = max(os.path.getmtime(f"{out}/cvise/{n}.queries") for n in done) - os.path.getmtime(f"{out}/bugs.txt")
    if len(done) < len(bug) and os.path.exists(f"{out}/ours-batch/report.json"):
        r = json.load(open(f"{out}/ours-batch/report.json"))
        sub = [i for i in r["inputs"] if os.path.basename(i["name"]) in done]
        rows.append((f"ours batch on those {len(sub)}", len(sub), "-", "-", "(per-input tests and seconds summed)",
                     sum(i["tests"] for i in sub), sum(i["seconds"] for i in sub), 0,
                     tokens_of(f"{out}/ours-batch/{i['file']}" for i in sub)))
    failed = sum(1 for n in bug if os.path.exists(f"{out}/cvise/{n}.failed"))
    summarise("cvise one by one", list(by.values()), tests, secs, failed, tokens_of(f"{out}/cvise/{n}" for n in done))
print(f"{'reducer':<26} {'inputs':>6} {'groups':>6} {'mixed':>5}  {'groups per bug':<58} {'tests':>6} {'seconds':>8} {'failed':>6} {'tokens after':>12}")
for r in rows:
    print(f"{r[0]:<26} {r[1]:>6} {r[2]:>6} {r[3]:>5}  {r[4]:<58} {r[5]:>6} {r[6]:>8.1f} {r[7]:>6} {r[8]:>12}")
PY
