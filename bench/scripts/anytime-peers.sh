#!/usr/bin/env bash
# usage: bench/run anytime-peers [OUT_DIR] [CASE...]
#
# A CASE is a folder of CASES_DIR, or a path to a case folder (any argument with a `/`), so one
# command can take cases from several places, e.g. issue 27's four slow cases:
#   bench/run anytime-peers OUT c-csmith-checksum bench/slow-cases/c-csmith-o3 \
#     bench/slow-cases/c-lua-build bench/cpp-cases/cpp-run-o2-wrong-output
#
# The anytime benchmark with the peers (issue 27): ours, C-Vise and C-Reduce on each case
# (default: c-csmith-checksum of ../shared/bench/cases), one run at a time, under
# `timeout TIMEOUT`, each through the same recording wrapper: after every test that passes
# (exit 0) it appends "SECONDS TOKENS BYTES TESTS" of the candidate to the run's series.txt
# (seconds since the tool started, tokens counted with ../shared/bench/peers/metrics.py's
# regex -- identifiers and numbers one token, every other non-space character one -- by a
# perl one-liner: 27 ms on c-csmith-checksum's 83 KB input at load 9, where python3 took
# 0.7 s, more than the test; the script checks once per case that both count the input
# alike; TESTS is the wrapper's count of tests so far). The wrapper's cost falls on the
# passing tests of every tool alike. A tool's best-so-far curve is the running minimum of its series. The commands
# are ../shared/bench/run-peer.sh's:
#   ours     reduce-LANG --test T --jobs PAR -o OUT --report OUT/report.html $OURS_ARGS FILE
#            (--report only where the build has it)
#   cvise    cvise --n PAR [--not-c] T FILE        (in place)
#   creduce  creduce --n PAR [--not-c] T FILE      (in place)
# T, the wrapper, runs the case's test.sh in the tool's test folder (the candidate is FILE
# there). The result is re-checked with the case's test.sh in a fresh folder (not counted,
# not recorded).
#
# Results: OUT_DIR/TOOL/CASE/ (series.txt, the result FILE, result.json as run-peer.sh
# writes it, tool.log; ours also report.html, its own --report), OUT_DIR/load.txt (each
# run's start and end with the load average), OUT_DIR/table.md (bench/tables.py
# anytime-peers: best-so-far tokens at 60, 120, 300 and 600 s) and OUT_DIR/anytime-CASE.svg
# (the curves, written by bench/tables.py anytime-peers-svg).
#
# Env: TOOLS         reducers, in order per case (default: "ours cvise creduce")
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
#      CASES_DIR     where the cases are (default ../shared/bench/cases)
#      OURS_BIN_DIR  ours' reduce-LANG (default: this checkout's release build)
#      OURS_ARGS     extra options for ours
#      KEEP_WORK=1   keep each run's scratch folder (/tmp/anytimepeers.*)
#      TABLE_ONLY=1  print the table (and write the pictures) of OUT_DIR without running
. "$(dirname "$0")/../lib.sh"
bench_defaults 1 600
METRICS=$BENCH/peers/metrics.py
[ -f "$METRICS" ] || die "no $METRICS (set BENCH_DIR)"
CASES_DIR=${CASES_DIR:-$BENCH/cases}
OUT=${1:-/tmp/anytime-peers}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(c-csmith-checksum)
OUT=$(absdir "$OUT")

# The token count of metrics.py (TOKEN = rb"[A-Za-z_0-9]+|[^\sA-Za-z_0-9]", \s being
# Python's bytes whitespace: space, \t, \n, \r, \x0b, \x0c) and the byte count, as perl.
# usage: perl COUNT_PL T0_FILE QUERIES_FILE FILE -> "SECONDS TOKENS BYTES TESTS"
COUNT_PL='use Time::HiRes qw(time);
my ($t0f, $qf, $f) = @ARGV;
my $now = time;
open(my $t, "<", $t0f) or exit 1; my $t0 = <$t>; close $t;
local $/; open(my $h, "<:raw", $f) or exit 1; my $d = <$h>; close $h;
my $n = () = $d =~ /[A-Za-z_0-9]+|[^ \t\n\r\x0b\x0cA-Za-z_0-9]/g;
my $q = int((-s $qf // 0) / 2);
printf "%.3f %d %d %d\n", $now - $t0, $n, length($d), $q;'

# check_counts FILE: perl's and metrics.py's token counts of FILE agree.
check_counts() {
  local scratch p m
  scratch=$(mktemp -d)
  echo 0 > "$scratch/t0"; : > "$scratch/q"
  p=$(perl -e "$COUNT_PL" "$scratch/t0" "$scratch/q" "$1" | cut -d' ' -f2)
  m=$(python3 -c 'import importlib.util, sys
spec = importlib.util.spec_from_file_location("metrics", sys.argv[1]); m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m); print(len(m.TOKEN.findall(open(sys.argv[2], "rb").read())))' "$METRICS" "$1")
  rm -rf "$scratch"
  [ "$p" = "$m" ] || die "anytime-peers: the perl token count ($p) is not metrics.py's ($m) on $1"
}

# run_one TOOL CASE_DIR: one run, written to OUT/TOOL/CASE/ (CASE: the folder's name).
run_one() {
  local tool=$1 dir=$2 case file lang work dest result rc status secs t0 t1 final missing
  case=$(basename "$dir")
  read -r file lang < <(meta "$dir/meta.json" file language)
  dest=$OUT/$tool/$case
  rm -rf "$dest"; mkdir -p "$dest"
  work=$(mktemp -d /tmp/anytimepeers.XXXXXX)
  mkdir -p "$work/run" "$work/tmp" "$work/out" "$work/final"
  cp -a "$dir" "$work/case"
  cp "$dir/$file" "$work/input"
  cp "$dir/$file" "$work/run/$file"
  : > "$work/queries"
  : > "$dest/series.txt"
  printf '%s\n' "$COUNT_PL" > "$work/count.pl"
  # The recording wrapper: one line per test in queries (2 bytes: the count is its size / 2),
  # the case's test, and on a pass one line of the series.
  cat > "$work/test.sh" <<WRAP
#!/bin/sh
echo q >> "$work/queries"
"$work/case/test.sh" "\$@"
rc=\$?
[ \$rc -ne 0 ] || perl "$work/count.pl" "$work/t0" "$work/queries" "$file" >> "$dest/series.txt"
exit \$rc
WRAP
  chmod +x "$work/test.sh"
  local notc=()
  [ "$lang" = c ] || [ "$lang" = cpp ] || notc=(--not-c)
  local cmd
  case $tool in
    ours) result=$work/out/$file
          local report=()
          # Its own picture too, where the build has --report (an earlier build may not).
          "$OURS_BIN_DIR/reduce-$lang" --help 2>/dev/null | grep -q -- --report && report=(--report "$dest/report.html")
          cmd=("$OURS_BIN_DIR/reduce-$lang" --test "$work/test.sh" --jobs "$PAR" -o "$result"
               "${report[@]}" ${OURS_ARGS:-} "$file") ;;
    cvise|creduce) result=$work/run/$file
          cmd=("$tool" --n "$PAR" "${notc[@]}" "$work/test.sh" "$file") ;;
    *) die "bench/run anytime-peers: unknown tool '$tool' (ours, cvise, creduce)" ;;
  esac
  echo "+ (cd $work/run && ${cmd[*]})" >> "$dest/tool.log"
  t0=$(date +%s.%N)
  echo "$t0" > "$work/t0"
  set +e
  (cd "$work/run" && TMPDIR=$work/tmp timeout -k 10 "$TIMEOUT" "${cmd[@]}" </dev/null >> "$dest/tool.log" 2>&1)
  rc=$?
  set -e
  t1=$(date +%s.%N)
  secs=$(python3 -c "print($t1 - $t0)")
  case $rc in
    0) status=ok ;;
    124|137) status=timeout ;;
    *) status=error ;;
  esac
  echo "exit code: $rc" >> "$dest/tool.log"
  missing=false
  [ -f "$result" ] || { missing=true; result=$work/input; }
  cp "$result" "$dest/$file"
  cp "$dest/$file" "$work/final/$file"
  if (cd "$work/final" && "$work/case/test.sh" </dev/null >/dev/null 2>&1); then final=true; else final=false; fi
  python3 "$METRICS" "$dest/result.json" "$tool" "$case" "$status" "$secs" "$work/queries" "$work/input" \
    "$dest/$file" "$final" "exit_code=$rc" "par=$PAR" "timeout_s=$TIMEOUT" "output_missing=$missing" >/dev/null
  if [ "${KEEP_WORK:-0}" = 1 ]; then echo "kept $work" >&2; else chmod -R u+w "$work" 2>/dev/null || true; rm -rf "$work"; fi
}

if [ "${TABLE_ONLY:-0}" != 1 ]; then
  for arg in "${CASES[@]}"; do
    case $arg in
      */*) [ -d "$arg" ] || die "anytime-peers: no case folder $arg"; dir=$(cd "$arg" && pwd) ;;
      *) dir=$CASES_DIR/$arg ;;
    esac
    case=$(basename "$dir")
    [ -f "$dir/meta.json" ] && [ -x "$dir/test.sh" ] || die "anytime-peers: $case: no meta.json or executable test.sh in $dir"
    read -r file lang < <(meta "$dir/meta.json" file language)
    check_counts "$dir/$file"
    # The input must pass (this also warms the compilers' caches before the first tool).
    scratch=$(mktemp -d)
    cp "$dir/$file" "$scratch/"
    (cd "$scratch" && "$dir/test.sh" "$file" </dev/null >/dev/null 2>&1) || die "anytime-peers: $case: test.sh rejects its input"
    rm -rf "$scratch"
    for t in ${TOOLS:-ours cvise creduce}; do
      have_peer "$t" || continue
      [ "$t" != ours ] || [ -x "$OURS_BIN_DIR/reduce-$lang" ] || die "no $OURS_BIN_DIR/reduce-$lang (set OURS_BIN_DIR)"
      echo "start $t $case $(stamp)" >> "$OUT/load.txt"
      echo "== $t on $case ($(stamp))" >&2
      run_one "$t" "$dir"
      echo "end $t $case $(stamp)" >> "$OUT/load.txt"
    done
  done
fi
tables anytime-peers-svg "$OUT" >&2
tables anytime-peers "$OUT" | tee "$OUT/table.md"
