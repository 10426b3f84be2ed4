#!/bin/sh
# Interesting iff `go vet prog.go` (Go 1.19) reports "fmt.Fprintln arg list ends with
# redundant newline". go vet runs its analyzers only on a file that parses and type-checks,
# so garbage and ill-typed candidates are rejected. The go command's cache is shared
# (GOCACHE, default /tmp/go-bench-cache); its temporaries stay in the cwd.
GOCACHE=${GOCACHE:-/tmp/go-bench-cache} GO111MODULE=off GOFLAGS= GOTMPDIR=$(pwd)
export GOCACHE GO111MODULE GOFLAGS GOTMPDIR
go vet prog.go >vet.out 2>&1 && exit 1
grep -q 'fmt.Fprintln arg list ends with redundant newline' vet.out
