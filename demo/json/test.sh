#!/bin/sh
# Still interesting when the document is valid JSON and .server.limits.bug is 42.
exec python3 - bug.json <<'PY'
import json, sys
try:
    doc = json.load(open(sys.argv[1]))
    sys.exit(0 if doc["server"]["limits"]["bug"] == 42 else 1)
except Exception:
    sys.exit(1)
PY
