#!/bin/sh
# Interesting iff prog.py compiles with CPython 3.13 (compile(), nothing written; garbage is
# rejected here) and `python3.13 prog.py`, reading the two shell lines below on its standard
# input (5 s at most), exits 0 and prints exactly the eight token lines below, among them the
# wrong  Token: '"my file.txt'  and  Token: "'dest dir"  (the original prints
# Token: '"my file.txt"'  and  Token: "'dest dir'"). Nothing outside the cwd: -B and
# PYTHONDONTWRITEBYTECODE (no bytecode), -E (no PYTHONPATH), -s (no user site).
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
timeout 5 "$PY" -E -s -B -c 'compile(open("prog.py", "rb").read(), "prog.py", "exec")' >/dev/null 2>&1 || exit 1
printf '%s\n' "cp -p \"my file.txt\" 'dest dir'/ # copy it" 'echo done' |
  timeout 5 "$PY" -E -s -B prog.py >out.txt 2>/dev/null || exit 1
printf '%s\n' "Token: 'cp'" "Token: '-'" "Token: 'p'" "Token: '\"my file.txt'" \
  "Token: \"'dest dir\"" "Token: '/'" "Token: 'echo'" "Token: 'done'" >expected.txt
cmp -s out.txt expected.txt
