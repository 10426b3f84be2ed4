#!/bin/sh
# Line 1 of the candidate: seconds to sleep; interesting when some line is "yes".
nap=$(head -n 1 "$1")
sleep "$nap"
grep -qx yes "$1"
