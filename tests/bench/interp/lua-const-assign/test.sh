#!/bin/sh
# Interesting iff `luac5.4 -p inventory.lua` (in the cwd) fails with exactly the
# message "attempt to assign to const variable 'MAX_ITEMS'" (any line number).
out=$(luac5.4 -p inventory.lua 2>&1) && exit 1
printf '%s\n' "$out" | grep -qxE "luac5\.4: inventory\.lua:[0-9]+: attempt to assign to const variable 'MAX_ITEMS'"
