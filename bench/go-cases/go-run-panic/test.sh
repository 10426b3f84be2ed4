#!/bin/sh
# Interesting iff prog.go compiles and links with Go 1.19 (`go tool compile`, `go tool link`;
# garbage is rejected here) and the program (5 s at most) dies of the original's runtime
# panic: exit status 2 and "panic: runtime error: index out of range [434] with length 434".
# Nothing outside the cwd.
go tool compile -o prog.o prog.go >/dev/null 2>&1 || exit 1
go tool link -o prog prog.o >/dev/null 2>&1 || exit 1
timeout 5 ./prog >/dev/null 2>err.txt
[ $? -eq 2 ] || exit 1
grep -qF 'panic: runtime error: index out of range [434] with length 434' err.txt
