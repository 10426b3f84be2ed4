#!/bin/bash
# usage: trees.sh BEFORE_TREE_DIGEST AFTER_TREE_DIGEST OUT_DIR [CPP_DIR...]
# Runs two builds of examples/tree_digest (the digest of each file's tree, or its syntax
# error) over the repository's corpora, grammars-v4's examples, generated right-nested
# inputs (gen_many.py, n = 250 and 500) and any CPP_DIR of preprocessed C++ (.ii); with
# the default cap and with caps of 1 and 2 versions (--cap, where versions are dropped),
# and prints per language and cap how many files differ. Run from the checkout.
set -euo pipefail
before=$1; after=$2; out=$3; shift 3
here=$(cd "$(dirname "$0")" && pwd)
C=tests/corpus; G=../shared/grammars-v4
mkdir -p "$out"
gen=$(mktemp -d); trap 'rm -rf "$gen"' EXIT
python3 "$here/gen_many.py" 250 "$gen/g250"; python3 "$here/gen_many.py" 500 "$gen/g500"
mkdir -p "$gen/by-lang"
for lang in c cpp java js go py rust; do mkdir -p "$gen/by-lang/$lang"; done
for d in g250 g500; do
  for f in "$gen/$d"/*; do
    b=$(basename "$f"); case $b in
      *.c) l=c;; *.cpp) l=cpp;; *.java) l=java;; *.js) l=js;; *.go) l=go;; *.py) l=py;; *.rs) l=rust;; esac
    cp "$f" "$gen/by-lang/$l/$d-$b"
  done
done
declare -A dirs=(
  [c]="$C/c $gen/by-lang/c"
  [cpp]="$C/cpp $gen/by-lang/cpp $*"
  [java]="$C/java $G/java/java/examples $gen/by-lang/java"
  [js]="$C/js $C/js-npm $G/javascript/javascript/examples $gen/by-lang/js"
  [go]="$C/go $G/golang/examples $gen/by-lang/go"
  [py]="$C/python $G/python/python3_14/examples $gen/by-lang/py"
  [rust]="$C/rust $gen/by-lang/rust"
  [json]="$C/json" [smt2]="$C/smt2"
)
for lang in c cpp java js go py rust json smt2; do
  for cap in default 1 2; do
    opt=(); [ $cap = default ] || opt=(--cap $cap)
    for which in before after; do
      bin=$before; [ $which = after ] && bin=$after
      # shellcheck disable=SC2086
      nice -n 19 "$bin" "${opt[@]}" $lang ${dirs[$lang]} 2>/dev/null | sed "s|$gen/||" > "$out/$lang.cap-$cap.$which.txt"
    done
    n=$(wc -l < "$out/$lang.cap-$cap.before.txt")
    t=$(diff <(cut -f1,2 "$out/$lang.cap-$cap.before.txt" | sed 's/ cap_hit=.*//') \
             <(cut -f1,2 "$out/$lang.cap-$cap.after.txt" | sed 's/ cap_hit=.*//') | grep -c '^<' || true)
    h=$(diff "$out/$lang.cap-$cap.before.txt" "$out/$lang.cap-$cap.after.txt" | grep -c '^<' || true)
    echo "$lang cap=$cap: $n files, $t with another tree or error, $h with another line (cap_hit flag included)"
  done
done
