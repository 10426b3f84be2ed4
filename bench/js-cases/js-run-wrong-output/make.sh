#!/bin/sh
# Builds prog.js: jsesc.js of the npm package jsesc 3.1.0 (337 lines, the CommonJS module that
# turns a value into the source of a JavaScript literal) with one line deleted:
# `oldIndent = indent;` in increaseIndentation, so with compact: false every closing bracket
# of a nested array or object is printed at column 0 instead of at its parent's indentation.
# The wrong output (test.sh checks all of it): line 11 of the printed value is "]," (the
# original prints TAB TAB "],").
set -eu
cd "$(dirname "$0")"
NPM_MODULES=${NPM_MODULES:-$HOME/.cache/reducers/js-npm/node_modules}
SRC=$NPM_MODULES/jsesc/jsesc.js
sed '/^		oldIndent = indent;$/d' "$SRC" > prog.js
chmod 644 prog.js
[ "$(wc -l < prog.js)" -eq 336 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.js test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.js" >&2; fi
rm -rf "$T"; exit $rc
