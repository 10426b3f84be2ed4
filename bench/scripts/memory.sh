#!/usr/bin/env bash
# usage: bench/run memory [OUT_DIR]
#
# The reducer's own memory against the input's size (issue 27, point 4): reduce-c on C inputs
# of three sizes and reduce-cpp on a C++ input, under a weak property (`grep -q main`: nearly
# everything can go), each run capped at 30 tests (the peak is at the start: the parse, the
# tree, the tables), its peak resident set size read from GNU time's `-v` report; then the
# 10 MB input again, reduced to the end (row `10m-full`). Inputs:
#   csmith   ../shared/bench/cases/c-csmith-checksum/prog.c (a real csmith program, 83 KB)
#   1m, 10m  C written by bench/scripts/memory-gen.py: 5,000 and 56,000 small functions, each
#            with a global, an if/else and a loop, and a main (0.9 MB and 10.1 MB; gcc accepts them).
#            Their shape matters little here: memory goes by tokens and nodes.
#   cpp      reduce-cpp on bench/cpp-cases/cpp-run-o2-wrong-output/prog.cpp (1.2 MB of g++'s
#            preprocessed libstdc++ headers), the same property.
# Results: OUT_DIR/NAME.{c,cpp,time.txt,stats.json}, OUT_DIR/table.md (input, tokens, bytes, peak
# RSS, bytes of RSS per input token, seconds, tests, tokens after). Runs one at a time.
# Env: OURS_BIN_DIR  where reduce-c and reduce-cpp are (default: this checkout's release build)
. "$(dirname "$0")/../lib.sh"
need_cases
OUT=$(absdir "${1:-/tmp/memory-bench}")
[ -x /usr/bin/time ] || die "bench/run memory: needs GNU time (/usr/bin/time; apt-get install time)"
cp "$BENCH/cases/c-csmith-checksum/prog.c" "$OUT/csmith.c"
python3 "$BENCH_HOME/scripts/memory-gen.py" 5000 > "$OUT/1m.c"
python3 "$BENCH_HOME/scripts/memory-gen.py" 56000 > "$OUT/10m.c"
cp "$BENCH_HOME/cpp-cases/cpp-run-o2-wrong-output/prog.cpp" "$OUT/cpp.cpp"
printf '#!/bin/sh\ngrep -q main "$1"\n' > "$OUT/weak.sh"
chmod +x "$OUT/weak.sh"
rows=()
# NAME:INPUT; the last run is the 10 MB input without the cap, to the end.
for run in csmith:csmith.c 1m:1m.c 10m:10m.c cpp:cpp.cpp 10m-full:10m.c; do
  name=${run%%:*}
  input=${run#*:}
  ext=${input##*.}
  cap=(--max-tests 30)
  [ "$name" = 10m-full ] && cap=()
  bin=reduce-c
  [ "$ext" = cpp ] && bin=reduce-cpp
  echo "== $name ($(stamp))" >&2
  (cd "$OUT" && /usr/bin/time -v -o "$name.time.txt" "$OURS_BIN_DIR/$bin" -q --test ./weak.sh "$input" \
     "${cap[@]}" -o "$name.reduced.$ext" --stats-json "$name.stats.json")
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$OUT/$name.time.txt")
  secs=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$OUT/$name.time.txt")
  rows+=("$name $rss $secs")
done
python3 - "$OUT" "${rows[@]}" > "$OUT/table.md" <<'EOF'
import json, os, sys
out = sys.argv[1]
print("| input | tokens | bytes | peak RSS (MB) | RSS bytes per token | seconds | tests | tokens after |")
print("|---|---|---|---|---|---|---|---|")
for row in sys.argv[2:]:
    name, rss_kb, secs = row.split()
    s = json.load(open(os.path.join(out, name + ".stats.json")))
    rss = int(rss_kb) * 1024
    print(f"| {name} | {s['tokens_before']} | {s['bytes_before']} | {rss / 1e6:.0f} | "
          f"{rss / s['tokens_before']:.0f} | {secs} | {s['tests_run']} | {s['tokens_after']} |")
EOF
cat "$OUT/table.md"
