#!/bin/sh
# Builds the crate utf8parse 0.2.2 (a table-driven UTF-8 parser, no dependencies; the
# vte/alacritty project's) from Cargo's registry cache (~/.cargo/registry/src/*/utf8parse-0.2.2):
# its Cargo.toml with the library's path changed from src/lib.rs to lib.rs (all files sit in
# one folder, as C-Vise and C-Reduce copy them; the [[test]] target it names is not needed by
# `cargo check`), types.rs (100 lines, the module types: the state table) unchanged and lib.rs
# (132 lines) with one line changed: Parser::advance calls types.rs's State::advance without
# the byte, which `cargo check` rejects with E0061 (1 argument expected, 0 supplied).
set -eu
cd "$(dirname "$0")"
SRC=${UTF8PARSE_SRC:-$(ls -d "$HOME"/.cargo/registry/src/*/utf8parse-0.2.2 | head -n 1)}
[ -d "$SRC/src" ] || { echo "make.sh: no utf8parse-0.2.2 in Cargo's registry cache" >&2; exit 1; }
sed 's|^path = "src/lib\.rs"$|path = "lib.rs"|' "$SRC/Cargo.toml" > Cargo.toml
cp "$SRC/src/types.rs" types.rs
sed 's|^\(        let (state, action) = self\.state\.advance(\)byte);$|\1);|' "$SRC/src/lib.rs" > lib.rs
chmod 644 Cargo.toml lib.rs types.rs
[ "$(diff "$SRC/Cargo.toml" Cargo.toml | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line of Cargo.toml changed" >&2; exit 1; }
[ "$(diff "$SRC/src/lib.rs" lib.rs | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line of lib.rs changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp Cargo.toml lib.rs types.rs test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects the files" >&2; cat "$T/check.out" >&2; fi
rm -rf "$T"; exit $rc
