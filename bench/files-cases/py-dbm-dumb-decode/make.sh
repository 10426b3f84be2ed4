#!/bin/sh
# Builds __init__.py and dumb.py: the package dbm of the CPython 3.13.0 standard library
# (pyenv's /root/.pyenv/versions/3.13.0/lib/python3.13/dbm), its __init__.py (194 lines)
# unchanged and dumb.py (319 lines) with one line changed: _Database._update, which reads the
# directory file back, decodes the key it should encode (`key = key.encode('Latin-1')` ->
# `key.decode(...)`), so reopening a database raises AttributeError. The package's other
# modules (gnu.py, ndbm.py, sqlite3.py) are left out: dbm.open skips a backend it cannot
# import, so dumb is the one used.
set -eu
cd "$(dirname "$0")"
LIB=${PY313_LIB:-/root/.pyenv/versions/3.13.0/lib/python3.13}
cp "$LIB/dbm/__init__.py" __init__.py
sed "s/^\( *key = key\.\)encode('Latin-1')$/\1decode('Latin-1')/" "$LIB/dbm/dumb.py" > dumb.py
chmod 644 __init__.py dumb.py
[ "$(diff "$LIB/dbm/dumb.py" dumb.py | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp __init__.py dumb.py test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects the files" >&2; fi
rm -rf "$T"; exit $rc
