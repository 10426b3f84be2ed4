#!/bin/sh
# Builds prog.js: lib/stringify.js of the npm package json5 2.2.3 (261 lines, CommonJS, the
# JSON5 serializer) with one line changed: in quoteString, the reassignment
# `product = product.replace(...)` becomes `let product = product.replace(...)`, a second
# declaration of `product` in the block that already has `let product = ''`. V8 rejects it
# before running anything: `node --check` fails with
# "SyntaxError: Identifier 'product' has already been declared".
set -eu
cd "$(dirname "$0")"
NPM_MODULES=${NPM_MODULES:-$HOME/.cache/reducers/js-npm/node_modules}
SRC=$NPM_MODULES/json5/lib/stringify.js
sed 's/^        product = product\.replace(/        let product = product.replace(/' "$SRC" > prog.js
chmod 644 prog.js
[ "$(diff "$SRC" prog.js | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.js test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.js" >&2; fi
rm -rf "$T"; exit $rc
