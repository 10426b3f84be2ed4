#!/bin/sh
# Builds prog.js: punycode.js of the npm package punycode 2.3.1 (443 lines, the CommonJS build
# of the Punycode/IDNA converter) with one line changed: in decode, `let basic =
# input.lastIndexOf(delimiter);` becomes `const basic = ...` (a prefer-const slip: basic is
# reset to 0 when the input has no '-'). The thrown error: toUnicode('xn--ls8h.la') dies with
# "TypeError: Assignment to constant variable.".
set -eu
cd "$(dirname "$0")"
NPM_MODULES=${NPM_MODULES:-$HOME/.cache/reducers/js-npm/node_modules}
SRC=$NPM_MODULES/punycode/punycode.js
sed 's/^	let basic = input\.lastIndexOf(delimiter);$/	const basic = input.lastIndexOf(delimiter);/' "$SRC" > prog.js
chmod 644 prog.js
[ "$(diff "$SRC" prog.js | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.js test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.js" >&2; fi
rm -rf "$T"; exit $rc
