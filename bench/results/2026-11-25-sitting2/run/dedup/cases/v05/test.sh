#!/bin/sh
# Interesting when gcc compiles prog.c (the candidate, in the working directory) and
# warns about a division by zero.
gcc -c -o /dev/null prog.c 2>err.txt || exit 1
grep -q "division by zero" err.txt
