#!/bin/sh
# Interesting iff `node --check scheduler.js` (in the cwd) fails with exactly the
# message "SyntaxError: Identifier 'lines' has already been declared".
timeout 10 node --check scheduler.js >/dev/null 2>err.txt && exit 1
grep -qx "SyntaxError: Identifier 'lines' has already been declared" err.txt
