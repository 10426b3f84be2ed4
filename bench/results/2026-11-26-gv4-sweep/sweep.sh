#!/bin/bash
# folder-root folder flags
BIN=${BIN:-/work/main/target/release/reducer-gen}
run() { root=$1; folder=$2; shift 2; out=$($BIN compat --file-timeout 20 "$@" $root $folder 2>&1 | grep -E "^\| [A-Za-z]" | grep -v "^| grammar\|^| total" | head -1); echo "$folder|$*|$out"; }
run /tmp/gv4sweep/h1/gv4 cpp
run /tmp/gv4sweep/h1/gv4 objc
run /tmp/gv4sweep/h1/gv4 tinyc
run /tmp/gv4sweep/h1/gv4 swift/swift5 --ignore-actions
run /tmp/gv4sweep/h1/gv4 c
run /tmp/gv4sweep/h2/gv4 csharp --ignore-actions
run /tmp/gv4sweep/h2/gv4 php --ignore-actions
run /tmp/gv4sweep/h2/gv4 javascript/typescript
run /tmp/gv4sweep/h2/gv4 dart2 --ignore-actions
run /tmp/gv4sweep/h3/gv4 sql/mysql --ignore-actions
run /tmp/gv4sweep/h3/gv4 sql/tsql
run /tmp/gv4sweep/h3/gv4 sql/postgresql --ignore-actions
run /tmp/gv4sweep/h3/gv4 sql/plsql --ignore-actions
run /tmp/gv4sweep/h4/gv4 rust --ignore-actions
run /tmp/gv4sweep/h4/gv4 haskell --ignore-actions
run /tmp/gv4sweep/h4/gv4 lisp
run /tmp/gv4sweep/h4/gv4 sexpression
run /tmp/gv4sweep/h4/gv4 fsharp
run /tmp/gv4sweep/h4/gv4 r
run /tmp/gv4sweep/h4/gv4 elixir
run /tmp/gv4sweep/h5/gv4 vhdl/vhdl2008
run /tmp/gv4sweep/h5/gv4 verilog/verilog
run /tmp/gv4sweep/h5/gv4 verilog/systemverilog
run /tmp/gv4sweep/h5/gv4 fortran/fortran90 --ignore-actions
run /tmp/gv4sweep/h5/gv4 cobol85
run /tmp/gv4sweep/h5/gv4 ada/ada2012 --ignore-actions
run /tmp/gv4sweep/h6/gv4 graphql
run /tmp/gv4sweep/h6/gv4 css3
run /tmp/gv4sweep/h6/gv4 html
run /tmp/gv4sweep/h6/gv4 antlr/antlr4
run /tmp/gv4sweep/h6/gv4 toml
run /tmp/gv4sweep/h6/gv4 abnf
run /tmp/gv4sweep/h6/gv4 bnf
