#!/usr/bin/env python3
# Interesting when the candidate is valid JSON that still holds the string
# "CRASH-ME" somewhere inside an object under the key "trigger".
import json, sys

def has_trigger(v):
    if isinstance(v, dict):
        return v.get("trigger") == "CRASH-ME" or any(has_trigger(x) for x in v.values())
    if isinstance(v, list):
        return any(has_trigger(x) for x in v)
    return False

try:
    with open(sys.argv[1]) as f:
        doc = json.load(f)
except Exception:
    sys.exit(1)
sys.exit(0 if has_trigger(doc) else 1)
