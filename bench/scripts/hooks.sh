#!/usr/bin/env bash
# Acceptance of the grammars-v4 examples with the built-in hooks (issue 13 point 4),
# in release mode: per grammar, accepted/expected and the slowest file in MB/s.
# usage: bench/scripts/hooks.sh [OUT_DIR]
# Reads ../shared/grammars-v4 (Lua, Python 3.14, Java: the grammars that read before
# the `g4` branch; JavaScript, Go and XML need its reader changes).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-}
log=$(mktemp)
cargo test --release -p reducer-gen --test hooks_grammars_v4 -- --nocapture --test-threads 1 2>&1 | tee "$log" >/dev/null
printf '| grammar | accepted / expected to parse | rejected / expected to fail | bytes | seconds | slowest file (MB/s, files > 10 kB) |\n|---|---|---|---|---|---|\n'
sed -nE 's|^(test [^ ]+ [.]{3} )?([a-z0-9_]+): accepted ([0-9]+/[0-9]+) expected to parse, rejected ([0-9]+/[0-9]+) expected to fail, ([0-9]+) bytes in ([0-9.]+)s(, slowest ([0-9.]+) MB/s \((.*)\))?$|\| \2 \| \3 \| \4 \| \5 \| \6 \| \8 \9 \||p' "$log" | sed 's|[^ ]*/shared/grammars-v4/||'
grep -E "^test result" "$log"
if [ -n "$out" ]; then mkdir -p "$out"; cp "$log" "$out/raw.log"; fi
rm -f "$log"
