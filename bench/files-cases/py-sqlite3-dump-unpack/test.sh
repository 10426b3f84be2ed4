#!/bin/sh
# Interesting iff, with CPython 3.13, the package's files compile (compile(), nothing written;
# garbage is rejected here: exit status 3) and a small program on the package sqlite3 made of
# them (__init__.py, dbapi2.py and dump.py, copied into ./sqlite3/ so that `import sqlite3`
# finds them before the standard library's; the C extension _sqlite3 imports sqlite3.dump
# for Connection.iterdump) then dies with exit status 1, the traceback ending in
#   ValueError: too many values to unpack (expected 2)
# with its innermost frame in sqlite3/dump.py. The program dumps an in-memory database of one
# table and one row (the original prints its SQL). A file may be missing (a reducer may remove
# one). One Python process, 5 s at most. Nothing outside the cwd: -B and
# PYTHONDONTWRITEBYTECODE (no bytecode), -E (no PYTHONPATH), -s (no user site).
PY=${PYTHON313:-/root/.pyenv/versions/3.13.0/bin/python3.13}
export PYTHONDONTWRITEBYTECODE=1
unset PYTHONPATH
rm -rf sqlite3
mkdir sqlite3
for f in __init__.py dbapi2.py dump.py; do
  [ ! -f "$f" ] || cp "$f" sqlite3/
done
timeout 5 "$PY" -E -s -B -c '
import sys
for f in ("sqlite3/__init__.py", "sqlite3/dbapi2.py", "sqlite3/dump.py"):
    try:
        compile(open(f, "rb").read(), f, "exec")
    except FileNotFoundError:
        pass
    except BaseException:
        sys.exit(3)
import sqlite3
con = sqlite3.connect(":memory:")
con.execute("CREATE TABLE t(a, b)")
con.execute("INSERT INTO t VALUES (1, 2)")
for line in con.iterdump():
    print(line)
' >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
[ "$(tail -n 1 err.txt)" = "ValueError: too many values to unpack (expected 2)" ] || exit 1
grep '^  File ' err.txt | tail -n 1 | grep -q '/sqlite3/dump\.py", line [0-9]*, in '
