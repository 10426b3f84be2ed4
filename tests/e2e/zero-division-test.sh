#!/bin/sh
# Interesting when python3 runs the candidate and it dies with a ZeroDivisionError.
timeout 10 python3 "$1" >/dev/null 2>err.txt && exit 1
grep -q "^ZeroDivisionError" err.txt
