#!/usr/bin/env bash
# reduce-cpp's parser against g++ on g++'s own test suite, gcc/testsuite/g++.dg (issue 28).
#
# usage: tests/cpp-gdg-corpus.sh OUT_DIR
#
# Extracts gcc/testsuite/g++.dg from GCC's source tarball (Debian's gcc-12-source:
# /usr/src/gcc-12/gcc-*-dfsg.tar.xz; GCC_TARBALL=PATH names another) into a temporary
# folder, then runs tests/cpp-gdg-corpus.py on it (the selection of the tests, the
# commands and the files written to OUT_DIR are described at its head). Environment:
#   REDUCE_CPP        the binary (default: target/release/reduce-cpp of this checkout)
#   CPP_GDG_STD       g++'s -std for the oracle and the preprocessing (default gnu++20)
#   CPP_GDG_EVERY     judge every Nth selected test, sorted by path (default 1: all)
#   CPP_GDG_TIMEOUT   seconds per g++ or reduce-cpp run (default 60)
#   CPP_GDG_KEEP_REJECTED=1  keep the .ii of each file g++ accepts and we reject
# Runs one command at a time; run it under `nice -n 19` on a shared machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=${1:?usage: tests/cpp-gdg-corpus.sh OUT_DIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
tarball=${GCC_TARBALL:-$(ls /usr/src/gcc-12/gcc-*-dfsg.tar.xz 2>/dev/null | head -1)}
[ -f "$tarball" ] || { echo "no GCC source tarball: apt-get install gcc-12-source, or set GCC_TARBALL" >&2; exit 2; }
export REDUCE_CPP=${REDUCE_CPP:-$root/target/release/reduce-cpp}
[ -x "$REDUCE_CPP" ] || { echo "no $REDUCE_CPP: cargo build --release --bin reduce-cpp, or set REDUCE_CPP" >&2; exit 2; }
command -v g++ >/dev/null || { echo "no g++" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$tarball" -C "$tmp" --wildcards '*/gcc/testsuite/g++.dg/*'
gdg=$(echo "$tmp"/*/gcc/testsuite/g++.dg)
[ -d "$gdg" ] || { echo "no gcc/testsuite/g++.dg in $tarball" >&2; exit 2; }

{
  echo "tarball: $tarball ($(basename "$(dirname "$(dirname "$(dirname "$gdg")")")"))"
  echo "g++: $(g++ --version | head -1)"
  echo "reduce-cpp: $REDUCE_CPP (commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'))"
  echo "std: ${CPP_GDG_STD:-gnu++20}, every: ${CPP_GDG_EVERY:-1}, timeout: ${CPP_GDG_TIMEOUT:-60} s"
  echo "cores: $(nproc), start: $(date -u +%Y-%m-%dT%H:%MZ), load: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$out/machine.txt"
python3 "$here/cpp-gdg-corpus.py" "$gdg" "$out"
echo "end: $(date -u +%Y-%m-%dT%H:%MZ), load: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
