#!/bin/sh
# Builds prog.go: go/types/gotype.go of the Go 1.19 standard library (Debian golang-1.19-src),
# unchanged. It is a standalone `package main` (`//go:build ignore`) and go vet 1.19 reports a
# real diagnostic on it: "fmt.Fprintln arg list ends with redundant newline" (usage() prints
# usageString, a raw string ending in a newline, with Fprintln).
set -eu
cd "$(dirname "$0")"
GOROOT_SRC=${GOROOT_SRC:-$(go env GOROOT)/src}
cp "$GOROOT_SRC/go/types/gotype.go" prog.go
chmod 644 prog.go
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.go test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.go" >&2; fi
rm -rf "$T"; exit $rc
