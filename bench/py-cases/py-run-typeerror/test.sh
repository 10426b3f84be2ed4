#!/bin/sh
# Interesting iff prog.py compiles with CPython 3.13 (compile(), nothing written; garbage is
# rejected here), `import prog` succeeds (a first line "imported" is printed after it, so the
# error cannot come from the module's own top-level code) and then
# `prog.Formatter().format('{0:>{1}}|{name!r}', 'x', 5, name='y')` (5 s at most) dies with
# exit status 1, the traceback ending in "TypeError: format() argument 2 must be str, not
# tuple" (the original prints "    x|'y'").
# Nothing outside the cwd: -B and PYTHONDONTWRITEBYTECODE (no bytecode), -E (no PYTHONPATH),
# -s (no user site).
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
timeout 5 "$PY" -E -s -B -c 'compile(open("prog.py", "rb").read(), "prog.py", "exec")' >/dev/null 2>&1 || exit 1
timeout 5 "$PY" -E -s -B -c 'import prog; print("imported", flush=True); print(prog.Formatter().format("{0:>{1}}|{name!r}", "x", 5, name="y"))' >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
[ "$(cat out.txt)" = imported ] || exit 1
[ "$(tail -n 1 err.txt)" = 'TypeError: format() argument 2 must be str, not tuple' ]
