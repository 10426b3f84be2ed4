#!/bin/sh
# Interesting iff prog.js passes `node --check` (Node 20; garbage is rejected here) and
# printing `require('./prog.js')(VALUE, {compact: false})` for the nested VALUE below (5 s at
# most) exits 0 with line 11 of the output exactly "]," -- the closing bracket of nested.x at
# column 0 (the original prints it after two tabs). NODE_EXTRA_CA_CERTS is unset: loading a
# CA bundle doubles node's start-up time and nothing here needs it. Nothing is written outside
# the cwd.
unset NODE_EXTRA_CA_CERTS NODE_OPTIONS NODE_PATH
timeout 5 node --check prog.js >/dev/null 2>&1 || exit 1
timeout 5 node -e 'console.log(require("./prog.js")({name: "jsesc", tags: ["a", "b"], nested: {x: [1, 2], y: "\u2028"}}, {compact: false}))' >out.txt 2>/dev/null || exit 1
[ "$(sed -n 11p out.txt)" = '],' ]
