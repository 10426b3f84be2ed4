#!/usr/bin/env bash
# usage: bench/run compat [GRAMMARS_V4_DIR] [FOLDER...]
#
# The generated-crate path on grammars-v4 folders: for each folder, a crate whose
# build.rs calls reducer_gen::Builder on the folder's parser (or combined) grammar, with
# the start rule interpreted mode picks, is built in release; its `--check` verdicts on
# the suite's inputs are compared with `reducer-gen parse` (interpreted mode), file by
# file (verdict, line and column). Prints a table: generated source size, build time,
# inputs, verdicts that differ. A folder whose grammar does not load is listed as such.
# Env: WORK          scratch directory (default /tmp/compat-generated)
#      FILE_TIMEOUT  --file-timeout for both paths' inputs (default 20; `timeout` for --check)
. "$(dirname "$0")/../lib.sh"
V4=${1:-$V4}
need_v4
shift || true
WORK=${WORK:-/tmp/compat-generated}
TIMEOUT=${FILE_TIMEOUT:-20}
FOLDERS=("$@")
[ ${#FOLDERS[@]} -gt 0 ] || FOLDERS=($(cd "$V4" && find . -name desc.xml -not -path './_*' | sed 's|^\./||; s|/desc.xml$||' | sort))
mkdir -p "$WORK"
rows=()
for folder in "${FOLDERS[@]}"; do
  name=$(echo "$folder" | tr '/' '_')
  dir=$WORK/$name
  rm -rf "$dir"; mkdir -p "$dir/src"
  # Interpreted mode: every verdict, and the start rule it chose.
  "$RG" compat -v --tsv --file-timeout "$TIMEOUT" "$V4" "$folder" > "$dir/interp.out" 2> "$dir/interp.err" || true
  start=$(awk -F'\t' 'NR > 1 && $1 == "'"$folder"'" { print $3 }' <(sed -n '/^folder\t/,$p' "$dir/interp.out"))
  error=$(awk -F'\t' 'NR > 1 && $1 == "'"$folder"'" { print $13 }' <(sed -n '/^folder\t/,$p' "$dir/interp.out"))
  if [ -n "$error" ]; then
    rows+=("| $folder | grammar error: ${error:0:60} | | | | |")
    continue
  fi
  grammar=$(cd "$V4/$folder" && grep -LE '^\s*lexer\s+grammar' *.g4 | head -1)
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "compat-$(echo "$name" | tr '_' '-' | tr 'A-Z' 'a-z')"
version = "0.0.0"
edition = "2021"
[workspace]
[dependencies]
reducer-runtime = { path = "$ROOT/reducer-runtime" }
[build-dependencies]
reducer-gen = { path = "$ROOT/reducer-gen" }
EOF
  cp "$ROOT/Cargo.lock" "$dir/Cargo.lock"
  cat > "$dir/build.rs" <<EOF
fn main() {
    reducer_gen::Builder::new("$V4/$folder/$grammar").start("$start").type_name("Lang").out_name("lang.rs").build_or_exit();
}
EOF
  cat > "$dir/src/main.rs" <<'EOF'
mod lang {
    include!(concat!(env!("OUT_DIR"), "/lang.rs"));
}
fn main() -> std::process::ExitCode {
    reducer_runtime::cli::main::<lang::Lang>()
}
EOF
  t0=$(date +%s.%N)
  if ! (cd "$dir" && CARGO_TARGET_DIR=$WORK/target cargo build --release --quiet 2> "$dir/build.err"); then
    rows+=("| $folder | does not compile (see $dir/build.err) | | | | |")
    continue
  fi
  t1=$(date +%s.%N)
  bin=$WORK/target/release/compat-$(echo "$name" | tr '_' '-' | tr 'A-Z' 'a-z')
  size=$(du -b "$(ls -t "$WORK"/target/release/build/compat-$(echo "$name" | tr '_' '-' | tr 'A-Z' 'a-z')-*/out/lang.rs | head -1)" | cut -f1)
  # One verdict per input: interpreted mode's lines, the generated reducer's --check.
  grep -E '^(ACCEPT|REJECT) ' "$dir/interp.out" | sed -E 's/  \[(UNEXPECTED|SLOW).*$//' > "$dir/interp.verdicts"
  : > "$dir/generated.verdicts"
  while read -r verdict rest; do
    file=${rest%%:*}
    [ "$verdict" = ACCEPT ] && file=$rest
    out=$(timeout "$TIMEOUT" "$bin" --check "$file" 2>/dev/null) && status=0 || status=$?
    if [ "$status" = 0 ]; then
      echo "ACCEPT $file"
    elif [ "$status" = 124 ]; then
      echo "TIMEOUT $file"
    else
      echo "REJECT $(echo "$out" | head -1 | cut -d: -f1-3)"
    fi
  done < "$dir/interp.verdicts" > "$dir/generated.verdicts"
  # Compare verdict and position (messages are escaped differently on one line).
  sed -E 's/^REJECT (.*):1:1: no verdict within.*/TIMEOUT \1/; s/^(REJECT [^:]*:[0-9]+:[0-9]+):.*/\1/' "$dir/interp.verdicts" > "$dir/interp.cmp"
  differ=$(diff "$dir/interp.cmp" "$dir/generated.verdicts" | grep -c '^<' || true)
  inputs=$(wc -l < "$dir/interp.cmp")
  rows+=("| $folder | $start | $(awk "BEGIN { printf \"%.2f\", $size / 1e6 }") | $(awk "BEGIN { printf \"%.0f\", $t1 - $t0 }") | $inputs | $differ |")
done
echo
echo "| folder | start | generated MB | release build s | inputs | verdicts that differ |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
