#!/bin/sh
# Interesting iff the Go 1.19 compiler (`go tool compile -e`, every error reported) rejects
# prog.go with an invalid operation on "(mismatched types", whatever the types. The type
# checker runs only on a file that parses, so garbage is rejected. No cache, nothing
# outside the cwd.
timeout 20 go tool compile -e -o prog.o prog.go >compile.out 2>&1 && exit 1
grep -q '(mismatched types' compile.out
