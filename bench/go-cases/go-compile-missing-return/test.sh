#!/bin/sh
# Interesting iff the Go 1.19 compiler (`go tool compile -e`, every error reported) rejects
# prog.go with "missing return". The type checker runs only on a file that parses, so garbage
# is rejected (a syntax error is not "missing return"). No cache, nothing outside the cwd.
go tool compile -e -o prog.o prog.go >compile.out 2>&1 && exit 1
grep -q 'missing return' compile.out
