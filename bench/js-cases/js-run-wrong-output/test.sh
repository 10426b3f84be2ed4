#!/bin/sh
# Interesting iff prog.js passes `node --check` (Node 20; garbage is rejected here) and
# printing `require('./prog.js')(VALUE, {compact: false})` for the nested VALUE below (5 s at
# most) exits 0 with exactly the wrong output below: every closing bracket of a nested array
# or object at column 0 (the original indents line 6 "]," by one tab, line 11 "]," by two and
# line 13 "}" by one). NODE_EXTRA_CA_CERTS is unset: loading a CA bundle doubles node's
# start-up time and nothing here needs it. Nothing is written outside the cwd.
unset NODE_EXTRA_CA_CERTS NODE_OPTIONS NODE_PATH
timeout 5 node --check prog.js >/dev/null 2>&1 || exit 1
timeout 5 node -e 'console.log(require("./prog.js")({name: "jsesc", tags: ["a", "b"], nested: {x: [1, 2], y: "\u2028"}}, {compact: false}))' >out.txt 2>/dev/null || exit 1
printf "{\n\t'name': 'jsesc',\n\t'tags': [\n\t\t'a',\n\t\t'b'\n],\n\t'nested': {\n\t\t'x': [\n\t\t\t1,\n\t\t\t2\n],\n\t\t'y': '\\\\u2028'\n}\n}\n" >expected.txt
cmp -s out.txt expected.txt
