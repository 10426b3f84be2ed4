#!/bin/sh
# The variant's property: variant.c (in the cwd) compiles with `gcc -O1 -Wall -c`
# and gcc reports a [-Wunused-variable] warning.
TMPDIR=$(pwd); export TMPDIR
gcc -O1 -Wall -c variant.c -o variant.o 2>variant.err >/dev/null || exit 1
grep -q '\[-Wunused-variable\]' variant.err
