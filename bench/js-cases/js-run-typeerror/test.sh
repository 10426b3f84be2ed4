#!/bin/sh
# Interesting iff prog.js passes `node --check` (Node 20; garbage is rejected here) and
# `require('./prog.js').toUnicode('xn--ls8h.la')` (5 s at most) dies with exit status 1 and
# "TypeError: Assignment to constant variable." (the original returns '💩.la').
# NODE_EXTRA_CA_CERTS is unset: loading a CA bundle doubles node's start-up time and nothing
# here needs it. Nothing is written outside the cwd.
unset NODE_EXTRA_CA_CERTS NODE_OPTIONS NODE_PATH
timeout 5 node --check prog.js >/dev/null 2>&1 || exit 1
timeout 5 node -e 'console.log(require("./prog.js").toUnicode("xn--ls8h.la"))' >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
grep -qxF 'TypeError: Assignment to constant variable.' err.txt
