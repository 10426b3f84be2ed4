#!/bin/sh
# Builds prog.py: string.py of the CPython 3.13.0 standard library (309 lines: the string
# constants, capwords, Template and the pure-Python Formatter) with one line changed: in
# Formatter._vformat, the recursive expansion of a nested format spec
# `format_spec, auto_arg_index = self._vformat(` becomes `format_spec = self._vformat(`, so the
# (string, index) tuple it returns is used as the format spec. The runtime exception: formatting
# '{0:>{1}}' dies with "TypeError: format() argument 2 must be str, not tuple".
set -eu
cd "$(dirname "$0")"
PY313=${PY313:-/root/.pyenv/versions/3.13.0}
SRC=$PY313/lib/python3.13/string.py
sed 's/^                format_spec, auto_arg_index = self\._vformat($/                format_spec = self._vformat(/' "$SRC" > prog.py
chmod 644 prog.py
[ "$(diff "$SRC" prog.py | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.py test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.py" >&2; fi
rm -rf "$T"; exit $rc
