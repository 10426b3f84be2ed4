#!/usr/bin/env bash
# Checks the minimal example of each rejection cause. `examples/CAUSE.cc`: a cause that
# remains; g++ -std=gnu++20 -fsyntax-only accepts it and `reduce-cpp check` rejects it.
# `examples/fixed/CAUSE.cc`: a cause of the first run (../2026-11-28-cpp-gdg-corpus) that
# the grammar now covers; g++ accepts it and `reduce-cpp check` accepts it too. The third
# column is whether -pedantic-errors accepts it.
# usage: examples.sh [REDUCE_CPP]   (default: target/release/reduce-cpp of the checkout)
# Prints one line per example: name, g++, g++ -pedantic-errors, ours, expected of ours,
# our first error.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../../target/release/reduce-cpp}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
for f in "$here"/examples/*.cc "$here"/examples/fixed/*.cc; do
  n=$(basename "$f" .cc)
  case $f in */fixed/*) want=accepts; n=fixed/$n ;; *) want=rejects ;; esac
  b=$(basename "$n")
  cp "$f" "$tmp/$b.cc"
  g=accepts; (cd "$tmp" && g++ -std=gnu++20 -fsyntax-only "$b.cc" >"$b.gpp" 2>&1) || g=rejects
  p=accepts; (cd "$tmp" && g++ -std=gnu++20 -pedantic-errors -fsyntax-only "$b.cc" >"$b.ped" 2>&1) || p=rejects
  o=accepts; (cd "$tmp" && timeout 60 "$bin" check "$b.cc" >"$b.ours" 2>&1) || o=rejects
  e=$(grep -m1 "^$b.cc:" "$tmp/$b.ours" | cut -d' ' -f1-3)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$g" "$p" "$o" "$want" "$e"
  { [ $g = accepts ] && [ $o = $want ]; } || bad=$((bad + 1))
done
[ $bad = 0 ] || { echo "$bad examples are not 'g++ accepts, we reject' (examples/) or 'both accept' (examples/fixed/)" >&2; exit 1; }
