#!/bin/sh
# Starts a grandchild that records its pid (in the file named by the candidate's first
# line) and sleeps for a long time with stdout still open, then sleeps itself.
pidfile=$(head -n 1 "$1")
sh -c 'echo $$ > "$1.tmp" && mv "$1.tmp" "$1"; exec sleep 1000' grandchild "$pidfile" &
sleep 1000
