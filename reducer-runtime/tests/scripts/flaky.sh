#!/bin/sh
# Alternates between interesting and not: the candidate's first line names a counter
# file outside the test directory.
counter=$(head -n 1 "$1")
n=$(cat "$counter" 2>/dev/null || echo 0)
echo $((n + 1)) > "$counter"
[ $((n % 2)) -eq 0 ]
