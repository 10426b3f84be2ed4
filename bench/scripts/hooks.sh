#!/usr/bin/env bash
# usage: bench/run hooks [OUT_DIR]
#
# Acceptance of the grammars-v4 examples with the built-in hooks (issue 13 point 4), in
# release mode: runs reducer-gen/tests/hooks/grammars_v4.rs (`cargo test --release`,
# which builds what it runs) and prints per grammar accepted/expected and the slowest
# file in MB/s. Reads ../shared/grammars-v4 (Lua, Python 3.14, Java: the grammars that
# read before the `g4` branch). With OUT_DIR, the test output is kept as OUT_DIR/raw.log.
. "$(dirname "$0")/../lib.sh"
set -o pipefail
out=${1:-}
log=$(mktemp)
(cd "$ROOT" && cargo test --release -p reducer-gen --test hooks grammars_v4:: -- --nocapture --test-threads 1) 2>&1 | tee "$log" >/dev/null
tables hooks "$log"
grep -E "^test result" "$log"
if [ -n "$out" ]; then mkdir -p "$out"; cp "$log" "$out/raw.log"; fi
rm -f "$log"
