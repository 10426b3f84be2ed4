#!/usr/bin/env bash
# Checks each minimal example of a rejection cause: g++ -std=gnu++20 -fsyntax-only accepts it
# (and, in a third column, whether -pedantic-errors does), `reduce-cpp check` rejects it.
# usage: examples.sh [REDUCE_CPP]   (default: target/release/reduce-cpp of the checkout)
# Prints one line per example: name, g++, g++ -pedantic-errors, ours, our first error.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../../target/release/reduce-cpp}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
for f in "$here"/examples/*.cc; do
  n=$(basename "$f" .cc)
  cp "$f" "$tmp/$n.cc"
  g=accepts; (cd "$tmp" && g++ -std=gnu++20 -fsyntax-only "$n.cc" >"$n.gpp" 2>&1) || g=rejects
  p=accepts; (cd "$tmp" && g++ -std=gnu++20 -pedantic-errors -fsyntax-only "$n.cc" >"$n.ped" 2>&1) || p=rejects
  o=accepts; (cd "$tmp" && timeout 60 "$bin" check "$n.cc" >"$n.ours" 2>&1) || o=rejects
  e=$(grep -m1 "^$n.cc:" "$tmp/$n.ours" | cut -d' ' -f1-3)
  printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$g" "$p" "$o" "$e"
  { [ $g = accepts ] && [ $o = rejects ]; } || bad=$((bad + 1))
done
[ $bad = 0 ] || { echo "$bad examples are not 'g++ accepts, we reject'" >&2; exit 1; }
