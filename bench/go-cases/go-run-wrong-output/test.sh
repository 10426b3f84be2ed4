#!/bin/sh
# Interesting iff prog.go compiles and links with Go 1.19 (`go tool compile`, `go tool link`;
# garbage is rejected here) and the program, run with -stdout (5 s at most), prints the
# wrong table line below (the original prints 12.50% for class 67). Nothing outside the cwd.
go tool compile -o prog.o prog.go >/dev/null 2>&1 || exit 1
go tool link -o prog prog.o >/dev/null 2>&1 || exit 1
timeout 5 ./prog -stdout >out.txt 2>/dev/null || exit 1
grep -qxF '//    67      32768       32768        1           0    100.00%       8192' out.txt
