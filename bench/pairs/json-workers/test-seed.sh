#!/bin/sh
# The seed's property: seed.json parses with Python's json.load and
# .regions["ap-south"].zones["ap-south-1a"].clusters[0].nodes[3].services.metrics.config.env.WORKERS
# is the integer 3.
exec python3 -c '
import json, sys
try:
    d = json.load(open("seed.json"))
    v = (d["regions"]["ap-south"]["zones"]["ap-south-1a"]["clusters"][0]
          ["nodes"][3]["services"]["metrics"]["config"]["env"]["WORKERS"])
except Exception:
    sys.exit(1)
sys.exit(0 if type(v) is int and v == 3 else 1)
' >/dev/null 2>&1
