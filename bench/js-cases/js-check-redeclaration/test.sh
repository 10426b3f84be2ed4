#!/bin/sh
# Interesting iff `node --check` (Node 20, prog.js as a CommonJS module) rejects prog.js with
# the early error "SyntaxError: Identifier 'product' has already been declared". Any other
# syntax error is another message, so garbage is rejected. NODE_EXTRA_CA_CERTS is unset:
# loading a CA bundle doubles node's start-up time and nothing here needs it. Nothing is
# written outside the cwd.
unset NODE_EXTRA_CA_CERTS NODE_OPTIONS NODE_PATH
timeout 5 node --check prog.js >/dev/null 2>err.txt && exit 1
grep -qxF "SyntaxError: Identifier 'product' has already been declared" err.txt
