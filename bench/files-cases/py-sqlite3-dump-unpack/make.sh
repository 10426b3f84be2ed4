#!/bin/sh
# Builds __init__.py, dbapi2.py and dump.py: the package sqlite3 of the CPython 3.13.0
# standard library (pyenv's /root/.pyenv/versions/3.13.0/lib/python3.13/sqlite3, without its
# __main__.py, the command-line shell), __init__.py (70 lines) and dbapi2.py (108 lines)
# unchanged and dump.py (113 lines, what Connection.iterdump() runs) with one line changed:
# the loop over the tables of the schema unpacks two names from its three-column rows
# (`for table_name, type, sql in` -> `for table_name, sql in`), so dumping a database with a
# table raises ValueError.
set -eu
cd "$(dirname "$0")"
LIB=${PY313_LIB:-/root/.pyenv/versions/3.13.0/lib/python3.13}
cp "$LIB/sqlite3/__init__.py" __init__.py
cp "$LIB/sqlite3/dbapi2.py" dbapi2.py
sed '0,/^    for table_name, type, sql in schema_res\.fetchall():$/s//    for table_name, sql in schema_res.fetchall():/' "$LIB/sqlite3/dump.py" > dump.py
chmod 644 __init__.py dbapi2.py dump.py
[ "$(diff "$LIB/sqlite3/dump.py" dump.py | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp __init__.py dbapi2.py dump.py test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects the files" >&2; fi
rm -rf "$T"; exit $rc
