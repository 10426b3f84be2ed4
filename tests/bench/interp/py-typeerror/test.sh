#!/bin/sh
# Interesting iff running orders.py (in the cwd) with CPython fails and the last
# line of its traceback is exactly
# "TypeError: unsupported operand type(s) for +=: 'int' and 'NoneType'".
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3
PYTHONDONTWRITEBYTECODE=1 timeout 5 "$PY" orders.py >/dev/null 2>err.txt && exit 1
[ "$(tail -n 1 err.txt)" = "TypeError: unsupported operand type(s) for +=: 'int' and 'NoneType'" ]
