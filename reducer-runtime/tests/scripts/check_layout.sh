#!/bin/sh
# Interesting when run in a directory holding the candidate as prog.c (also $1) and
# the two --deps files with their contents.
[ "$1" = "prog.c" ] || { echo "unexpected name: $1" >&2; exit 1; }
[ -f prog.c ] || { echo "prog.c missing" >&2; exit 1; }
grep -q '^CANDIDATE' prog.c || { echo "prog.c content wrong" >&2; exit 1; }
[ "$(cat helper.h)" = "DEP ONE" ] || { echo "helper.h wrong" >&2; exit 1; }
[ "$(cat data.txt)" = "DEP TWO" ] || { echo "data.txt wrong" >&2; exit 1; }
ls -A >&2
exit 0
