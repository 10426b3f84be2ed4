#!/bin/sh
# Interesting iff prog.py compiles with CPython 3.13 (compile(), nothing written; garbage is
# rejected here) and `python3.13 prog.py`, reading the two shell lines below on its standard
# input (5 s at most), exits 0 and prints the wrong token line  Token: '"my file.txt'
# (the original prints  Token: '"my file.txt"'). Nothing outside the cwd: -B and
# PYTHONDONTWRITEBYTECODE (no bytecode), -E (no PYTHONPATH), -s (no user site).
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
timeout 5 "$PY" -E -s -B -c 'compile(open("prog.py", "rb").read(), "prog.py", "exec")' >/dev/null 2>&1 || exit 1
printf '%s\n' "cp -p \"my file.txt\" 'dest dir'/ # copy it" 'echo done' |
  timeout 5 "$PY" -E -s -B prog.py >out.txt 2>/dev/null || exit 1
grep -qxF "Token: '\"my file.txt'" out.txt
