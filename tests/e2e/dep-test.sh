#!/bin/sh
# Interesting while the candidate still contains the word listed in words.txt
# (a --deps file copied next to the candidate).
grep -q "$(cat words.txt)" "$1"
