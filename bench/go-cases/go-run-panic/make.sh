#!/bin/sh
# Builds prog.go: strconv/makeisprint.go of the Go 1.19 standard library (Debian
# golang-1.19-src, 204 lines, the standalone generator of strconv's isPrint tables) with one
# off-by-one: `i >= len(rang)` becomes `i > len(rang)` in the 16-bit branch of isPrint, so the
# self-check loop over every rune indexes one past the table: a runtime panic
# "index out of range [434] with length 434".
set -eu
cd "$(dirname "$0")"
GOROOT_SRC=${GOROOT_SRC:-$(go env GOROOT)/src}
sed '/^func isPrint(/,/^}/{0,/i >= len(rang)/s/i >= len(rang)/i > len(rang)/}' "$GOROOT_SRC/strconv/makeisprint.go" > prog.go
chmod 644 prog.go
[ "$(diff "$GOROOT_SRC/strconv/makeisprint.go" prog.go | grep -c '^>')" -eq 1 ] || { echo "make.sh: expected one line changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.go test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.go" >&2; fi
rm -rf "$T"; exit $rc
