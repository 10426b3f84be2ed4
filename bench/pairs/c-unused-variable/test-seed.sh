#!/bin/sh
# The seed's property: seed.c (in the cwd) compiles with `gcc -O1 -Wall -c`
# and gcc reports no [-Wunused-variable] warning.
TMPDIR=$(pwd); export TMPDIR
gcc -O1 -Wall -c seed.c -o seed.o 2>seed.err >/dev/null || exit 1
! grep -q '\[-Wunused-variable\]' seed.err
