#!/bin/sh
# Interesting when gcc compiles the candidate and warns about a division by zero.
gcc -c -o /dev/null "$1" 2>err.txt || exit 1
grep -q "division by zero" err.txt
