#!/bin/sh
# Interesting iff CPython (Debian's /usr/bin/python3, isolated: -I -S -B, 10 s at most)
# dies of "TypeError: unsupported operand type(s) for +" (its last line of stderr). CPython
# compiles the whole file before running it, so garbage ends in a SyntaxError instead.
# Nothing is written outside the cwd.
timeout 10 /usr/bin/python3 -I -S -B prog.py >out.txt 2>err.txt && exit 1
tail -n 1 err.txt | grep -q '^TypeError: unsupported operand type(s) for +'
