#!/bin/sh
# Interesting while the candidate mentions "needle" (a cheap property for
# determinism and option tests).
grep -q needle "$1"
