#!/bin/sh
# Interesting iff CPython (3.11) refuses to compile textstats.py (in the cwd) with
# exactly "SyntaxError: no binding for nonlocal 'total_words' found".
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
timeout 5 "$PY" -c 'import sys; compile(open("textstats.py", "rb").read(), "textstats.py", "exec")' >/dev/null 2>err.txt && exit 1
[ "$(tail -n 1 err.txt)" = "SyntaxError: no binding for nonlocal 'total_words' found" ]
