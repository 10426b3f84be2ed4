#!/bin/sh
# Interesting iff CPython 3.13's compiler (compile(), nothing written) rejects prog.py with
# "SyntaxError: no binding for nonlocal 'auto_scrolling_after_id' found". That error comes from
# the symbol table pass, which runs only on a file that parses, so garbage is rejected (a
# parse error is another SyntaxError). Nothing outside the cwd: -B and PYTHONDONTWRITEBYTECODE,
# -E (no PYTHONPATH), -s (no user site).
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
timeout 5 "$PY" -E -s -B -c 'compile(open("prog.py", "rb").read(), "prog.py", "exec")' >/dev/null 2>err.txt && exit 1
[ "$(tail -n 1 err.txt)" = "SyntaxError: no binding for nonlocal 'auto_scrolling_after_id' found" ]
