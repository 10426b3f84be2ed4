#!/usr/bin/env bash
# usage: bench/run files [OUT_DIR] [CASE...]
#
# Several files reduced together (issue 29, point 2): for each case of bench/files-cases/
# (a C program split across a header and two sources, a Rust crate with its modules in
# separate files, a Python package of two modules; real code none of us wrote, a real tool's
# property; each folder's make.sh says how it was built), runs
#   ours     $OURS_BIN_DIR/reduce --test T -j PAR -o OUT FILE...   (the front door: every file
#            with its own language's reducer, a file of no known language by lines then words,
#            a file its grammar cannot read -- C with a macro where the grammar wants a
#            declarator, as Nettle's io.h has -- by lines and tokens until it parses)
#   ours-lines  (only when named in TOOLS) the same with --on-parse-error=lines: unreadable
#            files by lines only. When ours is among TOOLS, it runs only on a case ours
#            refused with a parse error (elsewhere it would repeat ours' run).
#   cvise    cvise --n PAR --timeout 60 [--not-c] T FILE...         (in place)
#   creduce  creduce --n PAR --timeout 60 [--not-c] T FILE...       (in place)
# in a fresh copy of the case's files (all in one folder: C-Vise and C-Reduce copy each file
# into their test folders by its base name), one run at a time, under `timeout TIMEOUT`.
# --not-c is given for a case whose meta.json language is not c, as ../shared/bench/run-peer.sh
# does; 60 s is ours' default per-test limit. T is a counting wrapper (one line per test, then
# the case's test.sh with the tool's arguments). The result is re-checked with the case's
# test.sh in a fresh folder holding only the result's files (a file ours removed is absent);
# tokens are counted with ../shared/bench/peers/metrics.py's regex (identifiers/numbers as
# one token, every other non-space character as one), summed over the files, like the bytes.
#
# Results: OUT_DIR/TOOL/CASE/ (the result files at their relative paths, tool.log,
# result.json: tokens/bytes in and out over all files, per file, tests, seconds, status,
# final_ok); OUT_DIR/load.txt stamps each run's start and end with the load average. Before
# the tools, each case's test.sh runs once on the input in a scratch folder (it must pass;
# it also warms the tools' caches). The table: bench/tables.py's files_table.
#
# Env: TOOLS         reducers to run, in order per case (default: "ours cvise creduce")
#      PAR           parallel jobs for every tool (default 1)
#      TIMEOUT       seconds per run (default 600)
#      CASES_DIR     the case folder (default bench/files-cases)
#      OURS_BIN_DIR  where `reduce` is (default: this checkout's release build)
#      OURS_ARGS     extra options for ours
#      KEEP_WORK=1   keep each run's scratch folder (/tmp/filesbench.*)
#      TABLE_ONLY=1  print the table of OUT_DIR without running anything
. "$(dirname "$0")/../lib.sh"
bench_defaults 1 600
METRICS=$BENCH/peers/metrics.py
[ -f "$METRICS" ] || die "no $METRICS (set BENCH_DIR)"
CASES_DIR=${CASES_DIR:-$BENCH_HOME/files-cases}
OUT=${1:-/tmp/files-bench}
shift || true
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=($(ls "$CASES_DIR"))
OUT=$(absdir "$OUT")

# case_files DIR: the case's files (meta.json "files"), one a line.
case_files() { python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["files"]))' "$1/meta.json"; }

# copy_files FROM TO FILE...: the files present in FROM, at the same relative paths in TO.
copy_files() {
  local from=$1 to=$2 f
  shift 2
  for f in "$@"; do
    [ -f "$from/$f" ] || continue
    mkdir -p "$to/$(dirname "$f")"
    cp "$from/$f" "$to/$f"
  done
}

# run_one TOOL CASE: one run, written to OUT/TOOL/CASE/.
run_one() {
  local tool=$1 case=$2 dir=$CASES_DIR/$2 lang files work dest cmd result rc status secs t0 t1 final missing
  lang=$(meta "$dir/meta.json" language)
  mapfile -t files < <(case_files "$dir")
  dest=$OUT/$tool/$case
  rm -rf "$dest"; mkdir -p "$dest"
  work=$(mktemp -d /tmp/filesbench.XXXXXX)
  mkdir -p "$work/run" "$work/tmp" "$work/final"
  cp -a "$dir" "$work/case"
  copy_files "$dir" "$work/input" "${files[@]}"
  copy_files "$dir" "$work/run" "${files[@]}"
  : > "$work/queries"
  # Counting wrapper: one line per test, then the real test with the tool's arguments.
  printf '#!/bin/sh\necho q >> "%s/queries"\nexec "%s/case/test.sh" "$@"\n' "$work" "$work" > "$work/test.sh"
  chmod +x "$work/test.sh"
  local notc=()
  [ "$lang" = c ] || notc=(--not-c)
  case $tool in
    ours|ours-lines) result=$work/out
          local lines=()
          [ "$tool" = ours ] || lines=(--on-parse-error=lines)
          cmd=("$OURS_BIN_DIR/reduce" --test "$work/test.sh" -j "$PAR" -o "$result" "${lines[@]}" ${OURS_ARGS:-} "${files[@]}") ;;
    cvise|creduce) result=$work/run
          cmd=("$tool" --n "$PAR" --timeout 60 "${notc[@]}" "$work/test.sh" "${files[@]}") ;;
    *) die "bench/run files: unknown tool '$tool' (ours, ours-lines, cvise, creduce)" ;;
  esac
  echo "+ (cd $work/run && ${cmd[*]})" >> "$dest/tool.log"
  t0=$(date +%s.%N)
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
  # The result: the files the tool left (ours: its output folder, where a removed file is
  # absent; a tool that left no output folder gets the untouched input).
  missing=false
  [ -d "$result" ] || { missing=true; result=$work/input; }
  copy_files "$result" "$dest" "${files[@]}"
  # Independent final check: a fresh folder holding only the result's files, the uncounted test.
  copy_files "$dest" "$work/final" "${files[@]}"
  if (cd "$work/final" && "$work/case/test.sh" </dev/null >/dev/null 2>&1); then final=true; else final=false; fi
  python3 - "$METRICS" "$dest/result.json" "$tool" "$case" "$status" "$secs" "$work/queries" "$work/input" \
    "$dest" "$final" "$rc" "$PAR" "$TIMEOUT" "$missing" "${files[@]}" <<'EOF'
import importlib.util, json, os, re, sys
(metrics, res, tool, case, status, secs, queries, fin, fout, final, rc, par, timeout, missing), files = \
    sys.argv[1:15], sys.argv[15:]
spec = importlib.util.spec_from_file_location("metrics", metrics)
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
TOKEN = m.TOKEN  # the one regex every tool's result is counted with

def read(folder, f):
    p = os.path.join(folder, f)
    return open(p, "rb").read() if os.path.isfile(p) else None

per_file, tot = {}, {"bytes_in": 0, "bytes_out": 0, "nonws_bytes_out": 0, "tokens_in": 0, "tokens_out": 0}
for f in files:
    a, b = read(fin, f), read(fout, f)
    tin = len(TOKEN.findall(a))
    tot["bytes_in"] += len(a)
    tot["tokens_in"] += tin
    row = {"bytes_in": len(a), "tokens_in": tin, "bytes_out": None, "tokens_out": None}
    if b is not None:
        row["bytes_out"], row["tokens_out"] = len(b), len(TOKEN.findall(b))
        tot["bytes_out"] += len(b)
        tot["nonws_bytes_out"] += len(re.sub(rb"\s", b"", b))
        tot["tokens_out"] += row["tokens_out"]
    per_file[f] = row
r = {"tool": tool, "case": case, "status": status, "seconds": round(float(secs), 3),
     "queries": open(queries, "rb").read().count(b"\n"),
     "files_in": len(files), "files_out": sum(1 for v in per_file.values() if v["bytes_out"] is not None),
     "files_nonempty_out": sum(1 for v in per_file.values() if v["bytes_out"]),
     **tot, "final_ok": final == "true", "files": per_file,
     "exit_code": int(rc), "par": int(par), "timeout_s": int(timeout), "output_missing": missing == "true"}
with open(res, "w") as f:
    json.dump(r, f, indent=1)
    f.write("\n")
EOF
  if [ "${KEEP_WORK:-0}" = 1 ]; then echo "kept $work" >&2; else chmod -R u+w "$work" 2>/dev/null || true; rm -rf "$work"; fi
}

if [ "${TABLE_ONLY:-0}" != 1 ]; then
  [ -x "$OURS_BIN_DIR/reduce" ] || die "no $OURS_BIN_DIR/reduce (set OURS_BIN_DIR)"
  for case in "${CASES[@]}"; do
    dir=$CASES_DIR/$case
    [ -f "$dir/meta.json" ] && [ -x "$dir/test.sh" ] || die "files: $case: no meta.json or executable test.sh in $dir"
    mapfile -t files < <(case_files "$dir")
    scratch=$(mktemp -d)
    copy_files "$dir" "$scratch" "${files[@]}"
    (cd "$scratch" && "$dir/test.sh" </dev/null >/dev/null 2>&1) || die "files: $case: test.sh rejects its input"
    rm -rf "$scratch"
    tools=${TOOLS:-ours cvise creduce}
    for t in $tools; do
      have_peer "$t" || continue
      if [ "$t" = ours-lines ] && [[ " $tools " == *" ours "* ]] &&
         ! grep -q '^[^ ]*: error: the input does not parse' "$OUT/ours/$case/tool.log"; then
        echo "skipping ours-lines on $case: ours parsed every file" >&2
        continue
      fi
      echo "start $t $case $(stamp)" >> "$OUT/load.txt"
      echo "== $t on $case ($(stamp))" >&2
      run_one "$t" "$case"
      echo "end $t $case $(stamp)" >> "$OUT/load.txt"
    done
  done
fi
# The table (bench/tables.py files_table).
python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import tables; print(tables.files_table(sys.argv[2]))' "$BENCH_HOME" "$OUT"
