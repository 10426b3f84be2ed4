#!/bin/bash
# grammars-v4 compatibility sweep, issue 29 point 5: every folder read unmodified, NO flags.
# Folders mirrored from antlr/grammars-v4 into $ROOT (versions: PROVENANCE.txt). Output: one
# `folder|flags|row` line per folder (flags always empty), full compat output in out/<folder with / as _>.txt.
BIN=${BIN:-/work/main/target/release/reducer-gen}
ROOT=${ROOT:-/tmp/gv4sweep2/a/gv4}
OUT=${OUT:-/tmp/gv4sweep2/a/out}
mkdir -p "$OUT"
run() {
  folder=$1; shift
  if [ ! -d "$ROOT/$folder" ]; then echo "$folder|$*|NOT MIRRORED (see NOTES.md: load verdict from the lexer alone)"; return; fi
  f="$OUT/$(echo "$folder" | tr / _).txt"
  $BIN compat --file-timeout 20 "$@" "$ROOT" "$folder" > "$f" 2>&1
  row=$(grep -E "^\| [A-Za-z]" "$f" | grep -v "^| grammar\|^| total" | head -1)
  echo "$folder|$*|$row"
}
run rust
run cpp
run objc
run tinyc
run swift/swift5
run c
run csharp
run php
run javascript/typescript
run dart2
run sql/mysql
run sql/tsql
run sql/postgresql
run sql/plsql
run haskell
run kotlin/kotlin
#!/bin/bash
# folder-root folder flags (none: issue 29 point 5, the sweep with no flag)
# yaml: skipped (the repository index holds no file under yaml/).
# Each run's full output goes to out/<folder with / as _>.txt; one compat row per folder on stdout.
BIN=${BIN:-/work/main/target/release/reducer-gen}
OUT=${OUT:-/tmp/gv4sweep2/b/out}
run() { root=$1; folder=$2; shift 2; f=$OUT/$(echo $folder | tr / _).txt; $BIN compat --file-timeout 20 "$@" $root $folder > $f 2>&1; out=$(grep -E "^\| [A-Za-z]" $f | grep -v "^| grammar\|^| total" | head -1); echo "$folder|$*|$out"; }
ROOT=/tmp/gv4sweep2/b/gv4
for folder in ${FOLDERS:-lisp sexpression fsharp r elixir vhdl/vhdl2008 verilog/verilog verilog/systemverilog fortran/fortran90 cobol85 ada/ada2012 graphql css3 html toml abnf bnf json5 scala erlang smalltalk prolog}; do
  run $ROOT $folder
done
