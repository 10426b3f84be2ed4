#!/bin/sh
# Builds prog.go: strings/strings_test.go of the Go 1.19 standard library (Debian
# golang-1.19-src, 1945 lines, package strings_test) with one line deleted: the final
# `return -1` of simpleIndex, so the compiler's type checker reports "missing return".
set -eu
cd "$(dirname "$0")"
GOROOT_SRC=${GOROOT_SRC:-$(go env GOROOT)/src}
sed '/^func simpleIndex(/,/^}/{/^	return -1$/d}' "$GOROOT_SRC/strings/strings_test.go" > prog.go
chmod 644 prog.go
[ "$(wc -l < prog.go)" -eq 1944 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.go test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.go" >&2; fi
rm -rf "$T"; exit $rc
