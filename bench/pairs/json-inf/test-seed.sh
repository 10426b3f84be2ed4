#!/bin/sh
# The seed's property: seed.json parses with Python's json.load and no float in it is inf.
exec python3 -c '
import json, math, sys
def floats(v):
    if isinstance(v, float): yield v
    elif isinstance(v, dict):
        for x in v.values(): yield from floats(x)
    elif isinstance(v, list):
        for x in v: yield from floats(x)
try:
    d = json.load(open("seed.json"))
except Exception:
    sys.exit(1)
has = any(math.isinf(f) for f in floats(d))
sys.exit(0 if has == False else 1)
' >/dev/null 2>&1
