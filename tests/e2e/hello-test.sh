#!/bin/sh
# Interesting when gcc compiles the candidate and the program prints "Hello world!".
gcc -w -o prog "$1" >/dev/null 2>&1 || exit 1
out=$(timeout 5 ./prog 2>/dev/null)
[ "$out" = "Hello world!" ]
