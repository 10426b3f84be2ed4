#!/bin/sh
# Interesting iff prog.js passes `node --check` (Node 20; garbage is rejected here), loads
# with require() (a first line "required" is printed after it, so the error cannot come from
# the module's own top-level code) and then `toUnicode('xn--ls8h.la')` (5 s at most) dies with
# exit status 1 and "TypeError: Assignment to constant variable." (the original returns
# '💩.la').
# NODE_EXTRA_CA_CERTS is unset: loading a CA bundle doubles node's start-up time and nothing
# here needs it. Nothing is written outside the cwd.
unset NODE_EXTRA_CA_CERTS NODE_OPTIONS NODE_PATH
timeout 5 node --check prog.js >/dev/null 2>&1 || exit 1
timeout 5 node -e 'const p = require("./prog.js"); console.log("required"); console.log(p.toUnicode("xn--ls8h.la"))' >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
[ "$(cat out.txt)" = required ] || exit 1
grep -qxF 'TypeError: Assignment to constant variable.' err.txt
