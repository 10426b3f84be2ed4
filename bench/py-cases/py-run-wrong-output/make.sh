#!/bin/sh
# Builds prog.py: shlex.py of the CPython 3.13.0 standard library (345 lines, the shell-like
# lexer; run as a script it prints the tokens of its standard input, one "Token: " line each)
# with one line deleted: in read_token's quote state, the non-POSIX branch no longer appends
# the closing quote (`self.token += nextchar` after `if nextchar == self.state:`). The wrong
# output (test.sh checks all of it): the token of "my file.txt" prints as
# Token: '"my file.txt' instead of Token: '"my file.txt"'.
set -eu
cd "$(dirname "$0")"
PY313=${PY313:-/root/.pyenv/versions/3.13.0}
SRC=$PY313/lib/python3.13/shlex.py
sed '/^                if nextchar == self\.state:$/,/^                        break$/{/^                        self\.token += nextchar$/d}' "$SRC" > prog.py
chmod 644 prog.py
[ "$(wc -l < prog.py)" -eq 344 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.py test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.py" >&2; fi
rm -rf "$T"; exit $rc
