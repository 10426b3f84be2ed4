#!/bin/sh
# Builds prog.go: runtime/mksizeclasses.go of the Go 1.19 standard library (Debian
# golang-1.19-src, 345 lines, the standalone generator of the runtime's size-class table) with
# one line deleted: `prevSize = c.size` in printComment, so every "max waste" column of the
# table comment is computed from size 0. The wrong output: with -stdout, the comment line of
# class 67 says 100.00% instead of 12.50%.
set -eu
cd "$(dirname "$0")"
GOROOT_SRC=${GOROOT_SRC:-$(go env GOROOT)/src}
sed '/^func printComment(/,/^}/{/^		prevSize = c.size$/d}' "$GOROOT_SRC/runtime/mksizeclasses.go" > prog.go
chmod 644 prog.go
[ "$(wc -l < prog.go)" -eq 344 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.go test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.go" >&2; fi
rm -rf "$T"; exit $rc
