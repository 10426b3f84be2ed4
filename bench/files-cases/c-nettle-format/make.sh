#!/bin/sh
# Builds io.h, io.c and base64enc.c: three of the examples of GNU Nettle 3.8.1 as Debian's
# nettle-dev installs them (/usr/share/doc/nettle-dev/examples): the helpers io.h (80 lines)
# and io.c (201 lines) unchanged, and the program base64enc.c (110 lines) with one line
# changed: its first werror() call (read error) passes errno where the format's %s wants
# strerror(errno), which GCC's -Wformat reports through io.h's PRINTF_STYLE attribute.
set -eu
cd "$(dirname "$0")"
EX=${NETTLE_EXAMPLES:-/usr/share/doc/nettle-dev/examples}
cp "$EX/io.h" io.h
cp "$EX/io.c" io.c
sed '/werror ("Error reading file: %s\\n", strerror(errno));/s/strerror(errno)/errno/' "$EX/base64enc.c" > base64enc.c
chmod 644 io.h io.c base64enc.c
[ "$(diff "$EX/base64enc.c" base64enc.c | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp io.h io.c base64enc.c test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects the files" >&2; cat "$T/gcc.out" >&2; fi
rm -rf "$T"; exit $rc
