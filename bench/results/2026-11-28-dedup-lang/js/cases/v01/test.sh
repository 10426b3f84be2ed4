#!/bin/sh
# Interesting iff node (a CommonJS script, 10 s at most) dies of "RangeError: Invalid count
# value" (String.prototype.repeat's own error). node parses the whole script before running
# it, so garbage ends in a SyntaxError instead. Nothing is written outside the cwd.
timeout 10 node prog.js >out.txt 2>err.txt && exit 1
grep -q '^RangeError: Invalid count value' err.txt
