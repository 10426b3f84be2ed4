#!/bin/sh
# Builds the crate heck 0.5.0 (case conversion, no dependencies) from Cargo's registry cache
# (~/.cargo/registry/src/*/heck-0.5.0): its Cargo.toml with a [lib] section appended naming
# lib.rs (all files sit in one folder, as C-Vise and C-Reduce copy them), lib.rs (192 lines)
# and its eight modules (kebab.rs ... upper_camel.rs, 672 lines) unchanged but for one line of
# snake.rs: AsSnakeCase's Display calls lib.rs's transform() without the formatter, its last
# argument, which `cargo check` rejects with E0061 (4 arguments expected, 3 supplied).
set -eu
cd "$(dirname "$0")"
SRC=${HECK_SRC:-$(ls -d "$HOME"/.cargo/registry/src/*/heck-0.5.0 | head -n 1)}
[ -d "$SRC/src" ] || { echo "make.sh: no heck-0.5.0 in Cargo's registry cache" >&2; exit 1; }
MODULES="kebab.rs lower_camel.rs shouty_kebab.rs shouty_snake.rs snake.rs title.rs train.rs upper_camel.rs"
{ cat "$SRC/Cargo.toml"; printf '\n[lib]\npath = "lib.rs"\n'; } > Cargo.toml
cp "$SRC/src/lib.rs" lib.rs
for m in $MODULES; do cp "$SRC/src/$m" "$m"; done
sed 's/^\( *transform(self\.0\.as_ref(), lowercase, |f| write!(f, "_")\), f)$/\1)/' "$SRC/src/snake.rs" > snake.rs
chmod 644 Cargo.toml lib.rs $MODULES
[ "$(diff "$SRC/src/snake.rs" snake.rs | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp Cargo.toml lib.rs $MODULES test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects the files" >&2; cat "$T/check.out" >&2; fi
rm -rf "$T"; exit $rc
