#!/bin/sh
# Interesting (quickly) when "needle" and "42" survive; otherwise starts a
# grandchild that sleeps, records its pid in $PIDS_FILE, and hangs: the reducer
# must kill the whole process group on --timeout.
if grep -q needle "$1" && grep -q 42 "$1"; then exit 0; fi
sleep 30 &
echo $! >> "$PIDS_FILE"
sleep 30
exit 0
