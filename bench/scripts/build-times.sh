#!/usr/bin/env bash
# usage: bench/run build-times [OUT_DIR]
#
# Build time of each language alone (issue 24, point 2): the shared dependencies are
# built once from a cold target directory (`cargo build --release -p reducers
# --no-default-features --lib`: the runtime, the command line and the generator as a
# build-dependency, with no language), then each
# language's reducer is built with only its feature (`--no-default-features --features
# LANG --bin reduce-LANG`), after `touch build.rs` so the grammar is generated and
# compiled again, and last all of them together (the default features). Prints the
# wall time of each step in a table; OUT_DIR keeps the cargo logs, times.tsv and
# machine.txt (cores, load, date, commit).
# Uses its own target directory (TARGET/build-times, emptied first) so the main build is
# untouched.
. "$(dirname "$0")/../lib.sh"
out=${1:-$(mktemp -d /tmp/build-times-XXXXXX)}
mkdir -p "$out"
export CARGO_TARGET_DIR=$TARGET/build-times
rm -rf "$CARGO_TARGET_DIR"
cd "$ROOT"
step() { # step NAME ARGS...: times one `cargo build --release ARGS`
  local name=$1; shift
  touch build.rs
  local t0 t1
  t0=$(date +%s.%N)
  cargo build --release --locked "$@" > "$out/$name.log" 2>&1 || { echo "| $name | failed (see $out/$name.log) |"; return; }
  t1=$(date +%s.%N)
  local secs
  secs=$(python3 -c "print(f'{$t1 - $t0:.1f}')")
  printf '%s\t%s\n' "$name" "$secs" >> "$out/times.tsv"
  echo "| $name | $secs |"
}
rm -f "$out/times.tsv"
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at the start, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD)" | tee "$out/machine.txt"
echo
echo "| step (release) | seconds |"
echo "|---|---|"
step dependencies -p reducers --no-default-features --lib
for pair in c:reduce-c json:reduce-json smt2:reduce-smt2 go:reduce-go python:reduce-py rust:reduce-rust java:reduce-java javascript:reduce-js; do
  step "${pair%%:*}" -p reducers --no-default-features --features "${pair%%:*}" --bin "${pair#*:}"
done
step all -p reducers --bins
