#!/bin/sh
# Interesting iff, with CPython 3.13, both files compile (compile(), nothing written; garbage is
# rejected here: exit status 3) and a small program on the package dbm made of them
# (__init__.py and dumb.py, copied into ./dbm/ so that `import dbm` finds them before the
# standard library's) then dies with exit status 1, the traceback ending in
#   AttributeError: 'str' object has no attribute 'decode'. Did you mean: 'encode'?
# with its innermost frame in dbm/dumb.py. The program stores one key with dbm.open(.., 'c')
# and reads it back with dbm.open(.., 'r') (the original prints b'v'). A file may be missing
# (a reducer may remove one). One Python process, 5 s at most. Nothing outside the cwd: -B
# and PYTHONDONTWRITEBYTECODE (no bytecode), -E (no PYTHONPATH), -s (no user site); the
# database files are written in the cwd.
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
rm -rf dbm db.dat db.dir db.bak
mkdir dbm
for f in __init__.py dumb.py; do
  [ ! -f "$f" ] || cp "$f" dbm/
done
timeout 5 "$PY" -E -s -B -c '
import sys
for f in ("dbm/__init__.py", "dbm/dumb.py"):
    try:
        compile(open(f, "rb").read(), f, "exec")
    except FileNotFoundError:
        pass
    except BaseException:
        sys.exit(3)
import dbm
with dbm.open("db", "c") as d:
    d["k"] = "v"
with dbm.open("db", "r") as d:
    print(d["k"])
' >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
[ "$(tail -n 1 err.txt)" = "AttributeError: 'str' object has no attribute 'decode'. Did you mean: 'encode'?" ] || exit 1
grep '^  File ' err.txt | tail -n 1 | grep -q '/dbm/dumb\.py", line [0-9]*, in '
