#!/bin/sh
kind() {
  w=$(gcc -fsyntax-only -Wall -Wextra -I/usr/include/csmith "$1" 2>&1) || return 1
  for k in bool-compare overflow sign-compare; do
    case "$w" in *"[-W$k]"*) echo "$k"; return 0 ;; esac
  done
  return 1
}
want=$(kind "$REDUCER_ORIGINAL") || exit 1
w=$(gcc -fsyntax-only -Wall -Wextra -I/usr/include/csmith "$1" 2>&1) || exit 1
case "$w" in *"[-W$want]"*) exit 0 ;; esac
exit 1
